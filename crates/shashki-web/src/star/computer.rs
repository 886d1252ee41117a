//! The computer players of a Chinese checkers game, off the request path: when a computer is
//! to move, a task searches on the shared engines, then plays the move found (if the game is
//! still where it was), stores it and tells the websockets; then the next computer, if any.

use std::sync::Arc;

use shashki_star::engine::Choice;

use super::change::commit;
use super::live::StarLive;
use crate::app::App;
use crate::engine_turn::move_time;
use crate::error::ApiError;
use crate::registry::{lock, Shared};

/// If a computer is to move in `game` and not thinking yet, starts it thinking.
pub fn schedule(app: &Arc<App>, game: &Shared<StarLive>) {
    let (position, level, seq) = {
        let mut live = lock(game);
        let Some(level) = live.computer_to_move() else {
            return;
        };
        if live.computer_busy {
            return;
        }
        live.computer_busy = true;
        (*live.game.position(), level, live.events)
    };
    let app = Arc::clone(app);
    let game = Arc::clone(game);
    tokio::spawn(async move {
        let time = move_time(level.number(), app.config.engine_move_time);
        let found = app.star.think(position, level, time).await;
        let id = lock(&game).row.id.clone();
        match play_found(&app, &game, found, seq).await {
            Ok(()) => schedule(&app, &game),
            Err(e) => tracing::error!(game = %id, error = %e, "computer move"),
        }
    });
}

/// Plays the move `found` for the game as it was after `seq` events, under the game's gate;
/// the computer's turn ends either way.
///
/// # Errors
/// The search's error, or 500 when storing failed.
async fn play_found(
    app: &Arc<App>,
    game: &Shared<StarLive>,
    found: Result<Option<Choice>, ApiError>,
    seq: usize,
) -> Result<(), ApiError> {
    let _gate = game.gate().await;
    let prepared = {
        let mut live = lock(game);
        let current = live.events == seq && live.computer_to_move().is_some();
        let prepared = match &found {
            Ok(Some(choice)) if current => Some(live.computer_change(choice.mv)),
            _ => None,
        };
        if !matches!(prepared, Some(Ok(_))) {
            live.computer_busy = false;
        }
        prepared
    };
    match prepared {
        Some(change) => match commit(app, game, change?).await {
            Ok(_) => Ok(()),
            Err(e) => {
                lock(game).computer_busy = false;
                Err(e)
            }
        },
        None => found.map(|_| ()),
    }
}
