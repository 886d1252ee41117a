//! The engine's side of an engine game, off the request path: its moves (a task asks the
//! engine pool to search, then plays the move found, stores it and tells the websockets) and
//! its answer to a draw offer.

use std::sync::Arc;
use std::time::Duration;

use serde_json::Value;
use shashki::DrawReason;
use shashki_engine::Limits;

use crate::app::{change, lock, App, Shared};
use crate::error::ApiError;
use crate::pool::{move_time, Search};

/// If the engine is to move in `game` and not thinking about this position yet, starts it
/// thinking. The mark of what it thinks about is checked and set under the game's lock, and
/// the task clears only its own mark, so a move made as soon as the engine's move is out (its
/// task not yet done) is always answered.
pub fn schedule(app: &Arc<App>, game: &Shared) {
    let (search, plies) = {
        let mut live = lock(game);
        let plies = live.table.plies();
        if !live.engine_to_move() || live.engine_thinks_at == Some(plies) {
            return;
        }
        live.engine_thinks_at = Some(plies);
        let budget = match (live.time_left(), live.row.clock_increment) {
            (Some(left), inc) => {
                let inc = Duration::from_secs(inc.unwrap_or(0));
                (left / 30 + inc / 2).min(left / 3)
            }
            (None, _) => app.config.engine_move_time,
        }
        .min(move_time(live.row.level, app.config.engine_move_time))
        .max(Duration::from_millis(20));
        let (fen, moves) = live.table.engine_input();
        let search = Search {
            variant: live.variant,
            fen,
            moves,
            level: Some(live.row.level),
            limits: Limits::move_time(budget),
            urgent: true,
        };
        (search, plies)
    };
    let app = Arc::clone(app);
    let game = Arc::clone(game);
    tokio::spawn(async move {
        let found = app.pool.search(search).await;
        let id = lock(&game).row.id.clone();
        match found.map(|f| f.result.best) {
            Ok(Some(best)) => {
                let played = change(&app, &game, |live| {
                    if live.table.plies() != plies || !live.engine_to_move() {
                        return Ok(None);
                    }
                    live.spec_change(&best).map(Some)
                })
                .await;
                match played {
                    Ok(_) => {
                        tracing::info!(game = %id, from = best.from, to = best.to, "engine move")
                    }
                    Err(e) => {
                        tracing::error!(game = %id, error = %e.message, "engine move refused")
                    }
                }
            }
            Ok(None) => tracing::error!(game = %id, "engine found no move"),
            Err(e) => tracing::error!(game = %id, error = %e.message, "engine"),
        }
        let mut live = lock(&game);
        if live.engine_thinks_at == Some(plies) {
            live.engine_thinks_at = None;
        }
    });
}

/// How long the engine looks before answering a draw offer.
const DRAW_SEARCH: Duration = Duration::from_millis(200);

/// The most the engine may expect for itself (hundredths of a man) and still agree to a draw.
pub const DRAW_MARGIN: i32 = 20;

/// In an engine game where the human's draw offer stands, the engine answers it: it accepts
/// when a short full-strength search scores the position at most [`DRAW_MARGIN`] for itself,
/// or when a draw rule is one move from its limit; otherwise it declines, clearing the offer.
/// The search runs without the game's gate, so moves and the clock's flag fall go on
/// meanwhile; the answer is stored only if the game is still where the engine looked (same
/// plies, the offer standing), before STATE is returned. `None` when there is nothing to
/// answer, or nothing left to answer.
///
/// # Errors
/// 500 when the answer could not be stored or the engine failed.
pub async fn answer_draw(app: &App, game: &Shared) -> Result<Option<Value>, ApiError> {
    let (search, engine, plies, near_limit) = {
        let live = lock(game);
        let Some(engine) = live.engine_color() else {
            return Ok(None);
        };
        if !live.ongoing() || live.table.draw_offer() != Some(!engine) {
            return Ok(None);
        }
        let (fen, moves) = live.table.engine_input();
        // A counting rule one move from its limit draws whatever the engine does (repetition
        // is left out: the engine can always avoid it).
        let near_limit = live
            .table
            .counters()
            .iter()
            .any(|c| c.rule != DrawReason::Repetition && c.count + 1 >= c.limit);
        let search = Search {
            variant: live.variant,
            fen,
            moves,
            level: None,
            limits: Limits::move_time(DRAW_SEARCH),
            urgent: true,
        };
        (search, engine, live.table.plies(), near_limit)
    };
    let found = app.pool.search(search).await?;
    let mut answered = None;
    let state = change(app, game, |live| {
        let still = live.ongoing()
            && live.table.plies() == plies
            && live.table.draw_offer() == Some(!engine);
        if !still {
            return Ok(None);
        }
        let to_move = found.result.score;
        let for_engine = if live.table.turn() == engine {
            to_move
        } else {
            -to_move
        };
        let kind = if near_limit || for_engine <= DRAW_MARGIN {
            "draw"
        } else {
            "decline"
        };
        answered = Some((kind, for_engine, live.row.id.clone()));
        live.act_change(kind, engine).map(Some)
    })
    .await?;
    let Some((kind, score, id)) = answered else {
        return Ok(None);
    };
    tracing::info!(game = %id, score, kind, "engine answers a draw offer");
    Ok(Some(state))
}
