//! The engine's side of an engine game, off the request path: its moves (a task searches on
//! the shared engines, then plays the move found, stores it and tells the websockets) and its
//! answer to a draw offer.

use std::sync::Arc;
use std::time::Duration;

use serde_json::Value;
use shashki::{Color, DrawReason, Move};
use shashki_engine::Limits;

use crate::act::Act;
use crate::api::Expected;
use crate::app::App;
use crate::change::{change, commit};
use crate::draw_answer::{accepts, Offer};
use crate::engines::{seed_of, Job};
use crate::error::ApiError;
use crate::registry::{lock, Shared};

/// If the engine is to move in `game`, not thinking yet, and this server holds the game
/// (src/lease.rs), starts it thinking.
pub fn schedule(app: &Arc<App>, game: &Shared) {
    let (job, plies) = {
        let mut live = lock(game);
        if !live.engine_to_move() || live.engine_busy || !app.holds(&live) {
            return;
        }
        live.engine_busy = true;
        let budget = match (live.time_left(), live.row.clock_increment) {
            (Some(left), inc) => {
                let inc = Duration::from_secs(inc.unwrap_or(0));
                (left / 30 + inc / 2).min(left / 3)
            }
            (None, _) => app.config.engine_move_time,
        }
        .min(move_time(live.row.level, app.config.engine_move_time))
        .max(Duration::from_millis(20));
        let job = Job {
            game: live.game().clone(),
            level: Some(live.row.level),
            limits: Limits::move_time(budget),
            urgent: true,
            seed: seed_of(&live.row.id),
        };
        (job, live.game().plies())
    };
    let app = Arc::clone(app);
    let game = Arc::clone(game);
    tokio::spawn(async move {
        let found = app.engines.search(job).await;
        let id = lock(&game).row.id.clone();
        match play_found(&app, &game, found.map(|r| r.best), plies).await {
            Ok(true) => tracing::info!(game = %id, "engine move"),
            Ok(false) => schedule(&app, &game),
            Err(e) => tracing::error!(game = %id, error = %e, "engine move"),
        }
    });
}

/// Plays the engine's move `found` for the position after `plies` plies, under the game's
/// gate; true when it was stored and installed, which ends the engine's turn in the same step.
/// Otherwise the turn is ended here, still under the gate, so that no change slips between
/// (false: the game moved on without it, and the engine may have to think again).
///
/// # Errors
/// The search's error, or 500 when storing failed; the engine's turn is over then too.
async fn play_found(
    app: &Arc<App>,
    game: &Shared,
    found: Result<Option<Move>, ApiError>,
    plies: usize,
) -> Result<bool, ApiError> {
    let _gate = game.gate().await;
    let flagged = lock(game).time_change();
    if let Some(flag) = flagged {
        commit(app, game, flag).await?;
    }
    let prepared = {
        let mut live = lock(game);
        let current = live.game().plies() == plies && live.engine_to_move();
        let prepared = match &found {
            Ok(Some(best)) if current => Some(live.engine_move_change(best)),
            _ => None,
        };
        if !matches!(prepared, Some(Ok(_))) {
            live.engine_busy = false;
        }
        prepared
    };
    match (prepared, found) {
        (Some(change), _) => match commit(app, game, change?).await {
            Ok(_) => Ok(true),
            Err(e) => {
                lock(game).engine_busy = false;
                Err(e)
            }
        },
        (None, Err(e)) => Err(e),
        (None, Ok(None)) => Err(ApiError::internal("the engine found no move")),
        (None, Ok(Some(_))) => Ok(false),
    }
}

/// The longest an engine move takes at `level` (1 to 10) when `most` is the longest at all:
/// weak levels answer fast, full strength takes all of it.
pub fn move_time(level: u8, most: Duration) -> Duration {
    const PERCENT: [u32; 10] = [5, 10, 15, 20, 30, 40, 55, 70, 85, 100];
    let i = usize::from(level.clamp(1, 10) - 1);
    most * PERCENT[i] / 100
}

/// How long the engine looks before answering a draw offer.
const DRAW_SEARCH: Duration = Duration::from_millis(200);

/// In an engine game where the human's draw offer stands, the engine answers it as a player
/// of its level would ([`crate::draw_answer`]), after a short full-strength search: a dead-drawn
/// ending or a position clearly worse for it is accepted, a level one in the opening declined.
/// The search runs without holding the game, so moves and the clock go on meanwhile; the
/// answer is stored only if the game is still where it was. `None` when there is nothing to
/// answer (any more).
///
/// # Errors
/// 500 when the answer could not be stored or the engine failed.
pub async fn answer_draw(app: &Arc<App>, game: &Shared) -> Result<Option<Value>, ApiError> {
    let (job, engine, mut offer) = {
        let live = lock(game);
        let Some(engine) = live.engine_color() else {
            return Ok(None);
        };
        if !live.ongoing() || live.game().draw_offer() != Some(!engine) {
            return Ok(None);
        }
        // A counting rule one move from its limit draws whatever the engine does (repetition
        // is left out: the engine can always avoid it).
        let near_limit = live
            .game()
            .counters()
            .iter()
            .any(|c| c.rule != DrawReason::Repetition && c.count + 1 >= c.limit);
        let ending_counted = live.game().counters().iter().any(|c| {
            matches!(
                c.rule,
                DrawReason::LoneKing
                    | DrawReason::MainRoad
                    | DrawReason::Balance
                    | DrawReason::SinglePieces
            )
        });
        let job = Job {
            game: live.game().clone(),
            level: None,
            limits: Limits::move_time(DRAW_SEARCH),
            urgent: true,
            seed: 0,
        };
        let pos = live.game().position();
        let offer = Offer {
            level: live.row.level,
            plies: live.game().plies(),
            pieces: (pos.pieces(Color::White) | pos.pieces(Color::Black)).count_ones(),
            for_engine: 0,
            drawn: near_limit,
            ending_counted,
        };
        (job, engine, offer)
    };
    // The tables of the server's folder, where they hold the position, know a dead draw the
    // search may score as a win (two kings against a king holding the main road).
    offer.drawn |= app.tablebase.draws(job.game.position()).await;
    let found = app.engines.search(job).await?;
    let mut answered = None;
    let state = change(app, game, Expected::default(), |live| {
        let still = live.ongoing()
            && live.game().plies() == offer.plies
            && live.game().draw_offer() == Some(!engine);
        if !still {
            return Ok(None);
        }
        offer.for_engine = if live.turn() == engine {
            found.score
        } else {
            -found.score
        };
        let act = if accepts(offer) {
            Act::Draw
        } else {
            Act::Decline
        };
        answered = Some((act.kind(), offer.for_engine, live.row.id.clone()));
        live.act_change(act, engine).map(Some)
    })
    .await?;
    let Some((kind, score, id)) = answered else {
        return Ok(None);
    };
    tracing::info!(game = %id, score, kind, "engine answers a draw offer");
    Ok(Some(state))
}
