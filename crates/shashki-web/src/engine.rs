//! The engine's moves, computed off the request path: a task asks a blocking thread to search,
//! then plays the move found, stores it and tells the websockets.

use std::sync::Arc;
use std::time::Duration;

use shashki_engine::{Engine, Level, Limits};

use crate::app::{lock, App, Shared};

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
        .min(app.config.engine_move_time)
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
    let hash = app.config.engine_hash_mb;
    let app = Arc::clone(app);
    let game = Arc::clone(game);
    tokio::spawn(async move {
        let found = tokio::task::spawn_blocking(move || {
            let mut engine = Engine::with_hash(variant, hash);
            engine.set_level(Level::new(level));
            engine.set_position(&fen, &moves)?;
            let result = engine.search(&Limits::move_time(budget), false, &mut |_| {});
            result.best.ok_or_else(|| "no move found".to_string())
        })
        .await;
        let mut live = lock(&game);
        live.engine_busy = false;
        let id = live.row.id.clone();
        if live.table.plies() != plies || !live.engine_to_move() {
            return;
        }
        let best = match found {
            Ok(Ok(best)) => best,
            Ok(Err(e)) => {
                tracing::error!(game = %id, error = %e, "engine");
                return;
            }
            Err(e) => {
                tracing::error!(game = %id, error = %e, "engine task");
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
