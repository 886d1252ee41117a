//! The server's shared state: the store, the games in memory, the settings, the rate limiter.

use std::collections::HashMap;
use std::net::IpAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::error::ApiError;
use crate::live::{Change, Live};
use crate::pool::Pool;
use crate::store::Store;

/// Settings of a server.
#[derive(Clone, Debug)]
pub struct Config {
    /// The SQLite file.
    pub db: PathBuf,
    /// The largest request body accepted, in bytes.
    pub body_limit: usize,
    /// Requests a second allowed to one address on average.
    pub rate_per_second: f64,
    /// Requests one address may send in a burst.
    pub rate_burst: f64,
    /// The engine's longest think a move, without a clock.
    pub engine_move_time: Duration,
    /// The hash table of each engine thread, in megabytes.
    pub engine_hash_mb: usize,
    /// Engine threads shared by every game (engine moves, draw decisions, analyses).
    pub engine_threads: usize,
    /// Analyses allowed to wait for an engine thread at once; more are refused with 503.
    pub analysis_queue: usize,
    /// A finished game leaves memory this long after its last request (it is reloaded from
    /// the database when asked for again).
    pub evict_finished: Duration,
    /// A game not finished leaves memory after this long without a request (never while a
    /// websocket watches it, the engine thinks about it, or a request holds it).
    pub evict_idle: Duration,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            db: PathBuf::from("shashki.db"),
            body_limit: 16 * 1024,
            rate_per_second: 50.0,
            rate_burst: 300.0,
            engine_move_time: Duration::from_secs(2),
            engine_hash_mb: 16,
            engine_threads: std::thread::available_parallelism()
                .map_or(1, |n| n.get())
                .clamp(1, 4),
            analysis_queue: 16,
            evict_finished: Duration::from_secs(60),
            evict_idle: Duration::from_secs(30 * 60),
        }
    }
}

/// A game in memory, shared by the requests and tasks that touch it.
///
/// Two locks: `live`, held only for moments (never across an await), guards the game itself;
/// `gate` (async) lets one change at a time through, and is held while that change is stored,
/// so that the changes of one game are stored in order while readers (STATE, websockets) and
/// every other game go on.
pub struct Game {
    gate: tokio::sync::Mutex<()>,
    live: Mutex<Live>,
    touched: Mutex<Instant>,
}

/// A game in memory, shared.
pub type Shared = Arc<Game>;

/// Locks a game, whatever an earlier holder did.
pub fn lock(game: &Shared) -> MutexGuard<'_, Live> {
    game.live.lock().unwrap_or_else(|e| e.into_inner())
}

impl Game {
    fn new(live: Live) -> Shared {
        Arc::new(Game {
            gate: tokio::sync::Mutex::new(()),
            live: Mutex::new(live),
            touched: Mutex::new(Instant::now()),
        })
    }

    fn touch(&self) {
        *self.touched.lock().unwrap_or_else(|e| e.into_inner()) = Instant::now();
    }

    fn idle(&self) -> Duration {
        self.touched
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .elapsed()
    }

    /// Waits for the game's turn to change it; the change is stored in order while the guard
    /// lives.
    pub async fn gate(&self) -> tokio::sync::MutexGuard<'_, ()> {
        self.gate.lock().await
    }
}

/// The server.
pub struct App {
    /// The database.
    pub store: Store,
    /// The settings.
    pub config: Config,
    /// The engine threads.
    pub pool: Pool,
    analyses: Arc<AtomicUsize>,
    games: Mutex<HashMap<String, Shared>>,
    buckets: Mutex<HashMap<IpAddr, (f64, Instant)>>,
}

impl App {
    /// Opens the database of `config` and loads every game not over.
    ///
    /// # Errors
    /// When the database cannot be opened.
    pub fn open(config: Config) -> Result<Arc<App>, String> {
        let store = Store::open(&config.db).map_err(|e| format!("{}: {e}", config.db.display()))?;
        let pool = Pool::start(config.engine_threads, config.engine_hash_mb);
        let app = Arc::new(App {
            store,
            pool,
            config,
            analyses: Arc::new(AtomicUsize::new(0)),
            games: Mutex::new(HashMap::new()),
            buckets: Mutex::new(HashMap::new()),
        });
        for id in app.store.ongoing().map_err(|e| e.to_string())? {
            if let Err(e) = app.load(&id) {
                tracing::warn!(game = %id, error = %e.message, "not loaded");
            }
        }
        Ok(app)
    }

    /// The game `id`, from memory or else from the database (read off the runtime; the engine
    /// is started if it is to move in a game just loaded).
    ///
    /// # Errors
    /// 404 for an unknown id.
    pub async fn game(self: &Arc<Self>, id: &str) -> Result<Shared, ApiError> {
        if id.is_empty() || id.len() > 64 || !id.bytes().all(|b| b.is_ascii_alphanumeric()) {
            return Err(ApiError::not_found());
        }
        if let Some(g) = self.games().get(id).cloned() {
            g.touch();
            return Ok(g);
        }
        let app = Arc::clone(self);
        let key = id.to_string();
        let (game, fresh) = tokio::task::spawn_blocking(move || app.load(&key))
            .await
            .map_err(|e| ApiError::internal(format!("loading the game: {e}")))??;
        if fresh {
            tracing::debug!(game = %id, "reloaded");
            crate::engine::schedule(self, &game);
        }
        Ok(game)
    }

    /// The game `id` from memory, or read from the database (blocking) and kept in memory;
    /// true when it was read.
    fn load(&self, id: &str) -> Result<(Shared, bool), ApiError> {
        if let Some(g) = self.games().get(id) {
            return Ok((Arc::clone(g), false));
        }
        let Some((row, events)) = self.store.load(id)? else {
            return Err(ApiError::not_found());
        };
        let live = Live::rebuild(row, &events).map_err(|e| {
            tracing::error!(game = %id, error = %e, "stored game does not replay");
            ApiError::internal("the stored game does not replay")
        })?;
        let mut games = self.games();
        if let Some(g) = games.get(id) {
            // Another request loaded it meanwhile.
            return Ok((Arc::clone(g), false));
        }
        let game = Game::new(live);
        games.insert(id.to_string(), Arc::clone(&game));
        Ok((game, true))
    }

    /// Keeps a new game in memory.
    pub fn insert(&self, live: Live) -> Shared {
        let id = live.row.id.clone();
        let game = Game::new(live);
        self.games().insert(id, Arc::clone(&game));
        game
    }

    /// Every game in memory.
    pub fn all(&self) -> Vec<Shared> {
        self.games().values().cloned().collect()
    }

    /// The number of games in memory.
    pub fn in_memory(&self) -> usize {
        self.games().len()
    }

    /// Drops from memory the games finished and untouched for `evict_finished`, and the games
    /// untouched for `evict_idle`, when nothing else holds them (no request, websocket, engine
    /// search or timer): their next request reads them back from the database. Returns how
    /// many left.
    pub fn evict(&self) -> usize {
        let mut games = self.games();
        let before = games.len();
        games.retain(|_, game| {
            if Arc::strong_count(game) > 1 {
                return true;
            }
            let over = !lock(game).ongoing();
            let idle = game.idle();
            let limit = if over {
                self.config.evict_finished
            } else {
                self.config.evict_idle
            };
            idle < limit
        });
        before - games.len()
    }

    fn games(&self) -> MutexGuard<'_, HashMap<String, Shared>> {
        self.games.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A place among the analyses running or waiting, while there is one free.
    pub fn analysis_slot(&self) -> Option<Slot> {
        let taken = self.analyses.fetch_add(1, Ordering::SeqCst);
        let slot = Slot(Arc::clone(&self.analyses));
        (taken < self.config.analysis_queue).then_some(slot)
    }

    /// Takes one request from `ip`'s bucket; false when it is empty.
    pub fn admit(&self, ip: IpAddr) -> bool {
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        let now = Instant::now();
        if buckets.len() > 100_000 {
            buckets.retain(|_, (_, at)| now.duration_since(*at) < Duration::from_secs(60));
        }
        let burst = self.config.rate_burst;
        let (tokens, at) = buckets.entry(ip).or_insert((burst, now));
        *tokens = (*tokens + now.duration_since(*at).as_secs_f64() * self.config.rate_per_second)
            .min(burst);
        *at = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// A place among the analyses; given back when dropped.
pub struct Slot(Arc<AtomicUsize>);

impl Drop for Slot {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Stores `change` (the game's gate must be held), then installs it and tells the websockets;
/// returns STATE after it.
///
/// # Errors
/// 500 when it could not be stored; the game is unchanged then.
pub async fn commit(app: &App, game: &Shared, change: Change) -> Result<Value, ApiError> {
    let id = lock(game).row.id.clone();
    app.store
        .add_event(&id, change.seq, &change.event, &change.outcome, &change.fen)
        .await?;
    let mut live = lock(game);
    live.install(change);
    let state = live.state();
    live.send(&state);
    Ok(state)
}

/// Ends the game on time if the side to move has run out (storing it first).
///
/// # Errors
/// 500 when it could not be stored.
pub async fn check_time(app: &App, game: &Shared) -> Result<(), ApiError> {
    if !lock(game).flag_fell() {
        return Ok(());
    }
    let _gate = game.gate().await;
    let change = lock(game).time_change();
    if let Some(change) = change {
        commit(app, game, change).await?;
    }
    Ok(())
}

/// One change of a game in turn: with the gate held, the clock is checked, then `prepare`
/// looks at the game and gives the change to make (or none), which is stored and installed.
/// Returns STATE after it.
///
/// # Errors
/// `prepare`'s, or 500 when storing failed (the game is unchanged then).
pub async fn change(
    app: &App,
    game: &Shared,
    prepare: impl FnOnce(&Live) -> Result<Option<Change>, ApiError>,
) -> Result<Value, ApiError> {
    let _gate = game.gate().await;
    let flagged = lock(game).time_change();
    if let Some(flag) = flagged {
        commit(app, game, flag).await?;
    }
    let prepared = prepare(&lock(game))?;
    match prepared {
        Some(c) => commit(app, game, c).await,
        None => Ok(lock(game).state()),
    }
}
