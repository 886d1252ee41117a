//! Which server does a game's timed work, the engine's move and the flag fall, when several
//! share one PostgreSQL database. A game's row names the server that holds it (`owner`), and
//! table `servers` how long each server is alive (`alive_until`): every server renews its own
//! row a few times a lease, so its renewal touches no game's row and never waits for another
//! server's moves. The server that stores a game's event takes the game in the same
//! transaction (so the engine thinks where the move before its turn was made); every server
//! takes over the games whose holder is no longer alive, playing the engine's move or
//! declaring the flag fall. A server that does not hold a game leaves its timed work alone,
//! though it answers its requests. On SQLite (one server) the server holds every game.

use std::sync::Arc;
use std::time::Duration;

use crate::app::App;
use crate::engine_turn;
use crate::error::ApiError;
use crate::follow::reread;
use crate::secrets::{now_ms, token};
use crate::store::StoreError;

/// How long the row of a server gone stays in table `servers`: far longer than any lease, so
/// that a server is never forgotten while it could still be taken for alive.
const FORGET: Duration = Duration::from_secs(3600);

/// This server's leases.
pub struct Leases {
    /// The server's name in the games' rows and in `servers`: new at each start.
    server: String,
    /// How long the server counts as alive after a renewal.
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

    /// This server's name, which a game's row names while it holds the game.
    pub fn server(&self) -> &str {
        &self.server
    }

    /// True when other servers share the database.
    pub fn shared(&self) -> bool {
        self.shared
    }

    /// True when this server does the timed work of a game held by `owner`.
    pub fn holds(&self, owner: Option<&str>) -> bool {
        !self.shared || owner == Some(self.server.as_str())
    }
}

/// Starts renewing this server's life and taking over the games whose holder is gone, a
/// third of a lease apart, when other servers share the database. Needs a tokio runtime. The
/// first renewal is made at once; a game this server stores before it commits may be taken
/// over by another server, which then does the timed work (the version check stores one
/// engine move or flag fall of the two).
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

/// Renews this server's life, then takes over every game whose holder is gone.
async fn sweep(app: &Arc<App>) -> Result<(), ApiError> {
    let ms = |d: Duration| i64::try_from(d.as_millis()).unwrap_or(i64::MAX);
    let server = app.leases.server();
    let now = now_ms();
    app.store
        .beat(
            server,
            now.saturating_add(ms(app.leases.length)),
            now.saturating_sub(ms(FORGET)),
        )
        .await?;
    let orphans = app
        .reading("reading the leases", move |app| {
            Ok(app.store.orphaned(app.leases.server(), now)?)
        })
        .await?;
    for (id, from) in orphans {
        match app.store.take_over(&id, from.as_deref(), server).await {
            Ok(()) => {
                if let Err(e) = take_up(app, &id).await {
                    tracing::error!(game = %id, error = %e, "taking over the game");
                }
            }
            Err(StoreError::Conflict) => {}
            Err(e) => return Err(e.into()),
        }
    }
    Ok(())
}

/// Takes up the timed work of the game `id`, just taken over: reads it as stored (a copy in
/// memory is read back in place, naming this server its holder) and starts the engine if it
/// is to move; the clock's timer sees the game from now on.
async fn take_up(app: &Arc<App>, id: &str) -> Result<(), ApiError> {
    let (game, fresh) = app.game(id).await?;
    if !fresh {
        let _gate = game.gate().await;
        reread(app, &game).await?;
    }
    tracing::info!(game = %id, "took over the game's engine and clock");
    engine_turn::schedule(app, &game);
    Ok(())
}
