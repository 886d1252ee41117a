//! The server's shared state: the store, the games in memory, the settings, the rate limiter.

use std::collections::HashMap;
use std::net::IpAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use crate::error::ApiError;
use crate::live::Live;
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
            analysis_queue: 32,
        }
    }
}

/// A game in memory, shared by the requests and tasks that touch it.
pub type Shared = Arc<Mutex<Live>>;

/// Locks a game, whatever an earlier holder did.
pub fn lock(game: &Shared) -> MutexGuard<'_, Live> {
    game.lock().unwrap_or_else(|e| e.into_inner())
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
            if let Err(e) = app.game(&id) {
                tracing::warn!(game = %id, error = %e.message, "not loaded");
            }
        }
        Ok(app)
    }

    /// The game `id`, from memory or the database.
    ///
    /// # Errors
    /// 404 for an unknown id.
    pub fn game(&self, id: &str) -> Result<Shared, ApiError> {
        if id.is_empty() || id.len() > 64 || !id.bytes().all(|b| b.is_ascii_alphanumeric()) {
            return Err(ApiError::not_found());
        }
        if let Some(g) = self.games().get(id) {
            return Ok(Arc::clone(g));
        }
        let Some((row, events)) = self.store.load(id)? else {
            return Err(ApiError::not_found());
        };
        let live = Live::rebuild(row, &events).map_err(|e| {
            tracing::error!(game = %id, error = %e, "stored game does not replay");
            ApiError::internal("the stored game does not replay")
        })?;
        let mut games = self.games();
        let shared = games
            .entry(id.to_string())
            .or_insert_with(|| Arc::new(Mutex::new(live)));
        Ok(Arc::clone(shared))
    }

    /// Keeps a new game in memory.
    pub fn insert(&self, live: Live) -> Shared {
        let id = live.row.id.clone();
        let shared = Arc::new(Mutex::new(live));
        self.games().insert(id, Arc::clone(&shared));
        shared
    }

    /// Every game in memory.
    pub fn all(&self) -> Vec<Shared> {
        self.games().values().cloned().collect()
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
