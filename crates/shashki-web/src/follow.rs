//! Changes made through the other servers over the same database: a game this server holds
//! in memory is read back in place when another server changed it, and its websockets hear
//! of it at once; told by PostgreSQL's `LISTEN` and `NOTIFY`, or found out when this server's
//! own change of the game is refused. The engine's turn stays with the server that took the
//! move before it.

use std::sync::Arc;

use crate::app::{replayed, App};
use crate::error::ApiError;
use crate::registry::{lock, Registry, Resident, Shared};
use crate::store::{Changed, Kind, StoreError};

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
                    Kind::Draughts => refresh(&app, &app.games, &changed).await,
                    Kind::Star => refresh(&app, &app.star.games, &changed).await,
                };
                if let Err(e) = done {
                    tracing::warn!(game = %changed.id, error = %e, "reading another server's change");
                }
            });
        }
    });
}

/// Reads the game of `changed` back when it is in `games` and has not seen the
/// change (its seq is lower: not when the change was this server's own), under the game's
/// gate.
async fn refresh<L: Resident + Send + 'static>(
    app: &Arc<App>,
    games: &Registry<L>,
    changed: &Changed,
) -> Result<(), ApiError> {
    let Some(game) = games.get(&changed.id) else {
        return Ok(());
    };
    let _gate = game.gate().await;
    if lock(&game).seq() >= changed.seq {
        return Ok(());
    }
    reread(app, &game).await
}

/// `stored`, the result of storing a change of `game` under its gate. When another server
/// stored a change of it first, this server's copy is out of date: it is read back in place
/// (its websockets hear of it) before the conflict is answered, so that the next request
/// finds the game as stored.
///
/// # Errors
/// `409 game-changed` for that conflict, 500 for any other failure.
pub(crate) async fn unless_changed<L: Resident + Send + 'static>(
    app: &Arc<App>,
    game: &Shared<L>,
    stored: Result<(), StoreError>,
) -> Result<(), ApiError> {
    if stored == Err(StoreError::Conflict) {
        reread(app, game).await?;
    }
    stored.map_err(ApiError::from)
}

/// What `look` finds in `game`: the seat a secret holds, and whether a seat is still open to
/// a friend. A friend may have taken his seat through another server whose notice this one
/// has not heard yet (or lost with its connection): when no seat is found while one is open
/// and other servers share the database, the game is read back under its gate and
/// looked at again.
///
/// # Errors
/// When it cannot be read back.
pub(crate) async fn seat<L: Resident + Send + 'static, S>(
    app: &Arc<App>,
    game: &Shared<L>,
    look: impl Fn(&L) -> (Option<S>, bool),
) -> Result<Option<S>, ApiError> {
    let (found, open) = look(&lock(game));
    if found.is_some() || !open || !app.leases.shared() {
        return Ok(found);
    }
    let _gate = game.gate().await;
    reread(app, game).await?;
    let (found, _) = look(&lock(game));
    Ok(found)
}

/// Brings `game` up to date when another server over the database may have changed it (the
/// caller holds its gate): its stored seq is read, and when this copy has missed a change it
/// reads what it lacks. A notice of the change may still be on its way, so a
/// request answered from the copy alone could miss a change acknowledged before it was made
/// (issue 31: 22 of 41 reads through the other server). One small read on a shared database,
/// none on SQLite.
///
/// # Errors
/// When the database cannot be read.
pub(crate) async fn catch_up<L: Resident + Send + 'static>(
    app: &Arc<App>,
    game: &Shared<L>,
) -> Result<(), ApiError> {
    if !app.leases.shared() {
        return Ok(());
    }
    let (id, seq) = {
        let live = lock(game);
        (live.id().to_string(), live.seq())
    };
    let key = id.clone();
    let stored = app
        .reading("reading the game's seq", move |app| {
            L::stored_seq(&app.store, &key).map_err(ApiError::from)
        })
        .await?;
    if stored.is_some_and(|stored| stored > seq) {
        tracing::debug!(game = %id, seq, ?stored, "catching up with another server's change");
        reread(app, game).await?;
    }
    Ok(())
}

/// [`catch_up`] for a request that only reads the game: it takes the gate for the moment.
///
/// # Errors
/// When the database cannot be read.
pub(crate) async fn current<L: Resident + Send + 'static>(
    app: &Arc<App>,
    game: &Shared<L>,
) -> Result<(), ApiError> {
    if !app.leases.shared() {
        return Ok(());
    }
    let _gate = game.gate().await;
    catch_up(app, game).await
}

/// Brings `game` up to date in place (the caller holds its gate): reads only the
/// events it lacks, or the whole game when those do not continue it.
pub(crate) async fn reread<L: Resident + Send + 'static>(
    app: &Arc<App>,
    game: &Shared<L>,
) -> Result<(), ApiError> {
    let (id, held) = {
        let live = lock(game);
        (live.id().to_string(), live.events())
    };
    let Some(fresh) = read_off_runtime::<L>(app, &id, held).await? else {
        return Ok(());
    };
    let Err(e) = lock(game).refresh(fresh) else {
        return Ok(());
    };
    tracing::warn!(game = %id, error = %e, "following another server's change: reading the whole game");
    match read_off_runtime::<L>(app, &id, 0).await? {
        Some(whole) => replayed(&id, lock(game).refresh(whole)),
        None => Ok(()),
    }
}

/// The game `id` as the database has it for a copy of `held` events, off the runtime.
async fn read_off_runtime<L: Resident + 'static>(
    app: &Arc<App>,
    id: &str,
    held: usize,
) -> Result<Option<L::Fresh>, ApiError> {
    let id = id.to_string();
    app.reading("reading the game", move |app| L::read(app, &id, held))
        .await
}
