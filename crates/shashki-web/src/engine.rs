//! The engine's moves, computed off the request path: a task asks the engine pool to search,
//! then plays the move found, stores it and tells the websockets.

use std::sync::Arc;
use std::time::Duration;

use shashki_engine::Limits;

use crate::app::{lock, App, Shared};
use crate::pool::{move_time, Search};

/// If the engine is to move in `game` and not thinking yet, starts it thinking.
pub fn schedule(app: &Arc<App>, game: &Shared) {
    let job = {
        let mut live = lock(game);
        if !live.engine_to_move() || live.engine_busy {
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
        let (fen, moves) = live.table.engine_input();
        (
            live.variant,
            fen,
            moves,
            live.row.level,
            live.table.plies(),
            budget,
        )
    };
    let (variant, fen, moves, level, plies, budget) = job;
    let app = Arc::clone(app);
    let game = Arc::clone(game);
    tokio::spawn(async move {
        let search = Search {
            variant,
            fen,
            moves,
            level: Some(level),
            limits: Limits::move_time(budget),
        };
        let found = app.pool.search(search).await;
        let mut live = lock(&game);
        live.engine_busy = false;
        let id = live.row.id.clone();
        if live.table.plies() != plies || !live.engine_to_move() {
            return;
        }
        let best = match found.map(|f| f.result.best) {
            Ok(Some(best)) => best,
            Ok(None) => {
                tracing::error!(game = %id, "engine found no move");
                return;
            }
            Err(e) => {
                tracing::error!(game = %id, error = %e.message, "engine");
                return;
            }
        };
        match live.check_time(&app.store) {
            Ok(true) => live.notify(),
            Ok(false) => match live.play_spec(&app.store, &best) {
                Ok(()) => {
                    tracing::info!(game = %id, from = best.from, to = best.to, "engine move");
                    live.notify();
                }
                Err(e) => tracing::error!(game = %id, error = %e.message, "engine move refused"),
            },
            Err(e) => tracing::error!(game = %id, error = %e.message, "storage"),
        }
    });
}
