//! Which server does a game's timed work, the engine's move and the flag fall, when several
//! share one PostgreSQL database. A game's row names the server that holds it (`owner`) until
//! `lease_until`. The server that stores a game's event takes the game in the same
//! transaction (so the engine thinks where the move before its turn was made); every server
//! renews its leases a few times a lease, and takes over the games whose lease ran out (their
//! server is gone), playing the engine's move or declaring the flag fall. A server that does
//! not hold a game leaves its timed work alone, though it answers its requests. On SQLite (one
//! server) the server holds every game.

use std::sync::Arc;
use std::time::Duration;

use crate::app::App;
use crate::engine_turn;
use crate::error::ApiError;
use crate::follow::reread;
use crate::secrets::{now_ms, token};
use crate::store::{Lease, StoreError};

/// This server's leases.
pub struct Leases {
    /// The server's name in the games' rows: new at each start.
    server: String,
    /// How long a lease lasts unless renewed.
    length: Duration,
    /// True when other servers share the database (PostgreSQL).
    shared: bool,
}

impl Leases {
    /// Leases of `length` under a new name; `shared` when other servers share the database.
    pub fn new(length: Duration, shared: bool) -> Leases {
        Leases {
            server: token(8),
            length,
            shared,
        }
    }

    /// A lease of this server from now.
    pub fn lease(&self) -> Lease {
        let length = i64::try_from(self.length.as_millis()).unwrap_or(i64::MAX);
        Lease {
            owner: self.server.clone(),
            until_ms: now_ms().saturating_add(length),
        }
    }

    /// True when this server does the timed work of a game held by `owner`.
    pub fn holds(&self, owner: Option<&str>) -> bool {
        !self.shared || owner == Some(self.server.as_str())
    }
}

/// Starts renewing this server's leases and taking over the games whose lease ran out, a
/// third of a lease apart, when other servers share the database. Needs a tokio runtime.
pub fn start(app: &Arc<App>) {
    if !app.leases.shared {
        return;
    }
    let app = Arc::clone(app);
    tokio::spawn(async move {
        let every = (app.leases.length / 3).max(Duration::from_millis(10));
        let mut tick = tokio::time::interval(every);
        loop {
            tick.tick().await;
            if let Err(e) = sweep(&app).await {
                tracing::error!(error = %e, "renewing and taking over leases");
            }
        }
    });
}

/// Renews this server's leases, then takes over every game whose lease ran out.
async fn sweep(app: &Arc<App>) -> Result<(), ApiError> {
    let lease = app.leases.lease();
    app.store.renew_leases(&lease).await?;
    let now = now_ms();
    let reader = Arc::clone(app);
    let expired = tokio::task::spawn_blocking(move || reader.store.expired_leases(now))
        .await
        .map_err(|e| ApiError::internal(format_args!("reading the leases: {e}")))??;
    for id in expired {
        match app.store.take_lease(&id, &lease, now).await {
            Ok(()) => {
                if let Err(e) = take_over(app, &id).await {
                    tracing::error!(game = %id, error = %e, "taking over the game");
                }
            }
            Err(StoreError::Conflict) => {}
            Err(e) => return Err(e.into()),
        }
    }
    Ok(())
}

/// Takes up the timed work of the game `id`, just leased: reads it as stored (a copy in
/// memory is read back in place, naming this server its holder) and starts the engine if it
/// is to move; the clock's timer sees the game from now on.
async fn take_over(app: &Arc<App>, id: &str) -> Result<(), ApiError> {
    let (game, fresh) = app.game(id).await?;
    if !fresh {
        let _gate = game.gate().await;
        reread(app, &game, App::read_after).await?;
    }
    tracing::info!(game = %id, "took over the game's engine and clock");
    engine_turn::schedule(app, &game);
    Ok(())
}
