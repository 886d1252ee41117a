//! Changes made through the other servers over the same database (PostgreSQL's `LISTEN` and
//! `NOTIFY`): a game this server holds in memory is read back when another server changed
//! it, and its websockets hear of it at once. The engine's turn stays with the server that
//! took the move before it.

use std::sync::Arc;

use crate::app::App;
use crate::error::ApiError;
use crate::registry::{lock, Registry, Resident};
use crate::store::{Changed, Kind};

/// Starts following the changes of every server over the database, when it tells of them
/// (PostgreSQL); needs a tokio runtime. Blocks until it listens.
pub fn follow(app: &Arc<App>) {
    let mut changes = match app.store.changes() {
        Ok(Some(changes)) => changes,
        Ok(None) => return,
        Err(e) => {
            tracing::error!(error = %e, "not listening for other servers' changes");
            return;
        }
    };
    let app = Arc::clone(app);
    tokio::spawn(async move {
        while let Some(changed) = changes.recv().await {
            let app = Arc::clone(&app);
            tokio::spawn(async move {
                let done = match changed.kind {
                    Kind::Draughts => refresh(&app, &app.games, &changed, App::read).await,
                    Kind::Star => refresh(&app, &app.star.games, &changed, App::read_star).await,
                };
                if let Err(e) = done {
                    tracing::warn!(game = %changed.id, error = %e, "reading another server's change");
                }
            });
        }
    });
}

/// Reads the game of `changed` back with `read` when it is in `games` and has fewer events
/// than `changed` tells (not when the change was this server's own), under the game's gate.
async fn refresh<L: Resident + Send + 'static>(
    app: &Arc<App>,
    games: &Registry<L>,
    changed: &Changed,
    read: fn(&App, &str) -> Result<Option<L>, ApiError>,
) -> Result<(), ApiError> {
    let Some(game) = games.get(&changed.id) else {
        return Ok(());
    };
    let _gate = game.gate().await;
    if lock(&game).events() >= changed.events {
        return Ok(());
    }
    let (reader, id) = (Arc::clone(app), changed.id.clone());
    let fresh = tokio::task::spawn_blocking(move || read(&reader, &id))
        .await
        .map_err(|e| ApiError::internal(format_args!("reading the game: {e}")))??;
    if let Some(fresh) = fresh {
        lock(&game).refresh(fresh);
    }
    Ok(())
}
