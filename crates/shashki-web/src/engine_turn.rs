//! The computer's side of a game, off the request path, draughts or Chinese checkers alike: its
//! moves (a task searches on the game's engines, then plays the move found, stores it and tells
//! the websockets; then the next computer, if any) and, in draughts, its answer to a draw offer.

use std::sync::Arc;
use std::time::Duration;

use serde_json::Value;
use shashki::{Color, DrawReason};
use shashki_engine::Limits;

use crate::act::Act;
use crate::api::Expected;
use crate::app::App;
use crate::change::{change, commit, flag_fall};
use crate::draw_answer::{accepts, Offer};
use crate::engines::Job;
use crate::error::ApiError;
use crate::live::Live;
use crate::registry::{lock, Shared};
use crate::round::Round;

/// If a computer is to move in `game`, not thinking yet, and this server plays it, starts it
/// thinking.
pub fn schedule<G: Round>(app: &Arc<App>, game: &Shared<G>) {
    let (job, mark) = {
        let mut live = lock(game);
        if !live.computer_to_move() || *live.computer_busy() {
            return;
        }
        let Some(job) = live.computer_job(app) else {
            return;
        };
        *live.computer_busy() = true;
        (job, live.computer_mark())
    };
    let app = Arc::clone(app);
    let game = Arc::clone(game);
    tokio::spawn(async move {
        let found = G::engines(&app).search(job).await;
        let id = lock(&game).id().to_string();
        match play_found(&app, &game, found, mark).await {
            Ok(true) => tracing::info!(game = %id, "engine move"),
            Ok(false) => {}
            Err(e) => {
                tracing::error!(game = %id, error = %e, "engine move");
                return;
            }
        }
        schedule(&app, &game);
    });
}

/// Plays the move `found` for the game as it stood at `mark`, under the game's gate; true when
/// it was stored and installed, which ends the computer's turn in the same step. Otherwise the
/// turn is ended here, still under the gate, so that no change slips between (false: the game
/// moved on without it, and the computer may have to think again).
///
/// # Errors
/// The search's error, or 500 when storing failed; the computer's turn is over then too.
async fn play_found<G: Round>(
    app: &Arc<App>,
    game: &Shared<G>,
    found: Result<<G::Engine as crate::engines::Searcher>::Found, ApiError>,
    mark: usize,
) -> Result<bool, ApiError> {
    let gate = game.gate().await;
    let gate = match flag_fall(app, game, gate).await {
        Ok(gate) => gate,
        Err(e) => {
            *lock(game).computer_busy() = false;
            return Err(e);
        }
    };
    let prepared = {
        let mut live = lock(game);
        let current = live.computer_mark() == mark && live.computer_to_move();
        let prepared = match &found {
            Ok(found) if current => live.computer_change(found),
            _ => None,
        };
        if !matches!(prepared, Some(Ok(_))) {
            *live.computer_busy() = false;
        }
        prepared
    };
    match prepared {
        Some(change) => match commit(app, game, gate, change?).await {
            Ok(_) => Ok(true),
            Err(e) => {
                *lock(game).computer_busy() = false;
                Err(e)
            }
        },
        None => found.map(|_| false),
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
pub async fn answer_draw(app: &Arc<App>, game: &Shared<Live>) -> Result<Option<Value>, ApiError> {
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
