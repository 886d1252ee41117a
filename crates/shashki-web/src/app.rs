//! The server's shared state: the store, the games in memory, the engines, the settings and
//! the rate limiter.

use std::sync::Arc;

use shashki_study::coach::Coach;

use crate::bounded::Bounded;
use crate::coaching::SharedCoach;
use crate::config::Config;
use crate::database::Database;
use crate::engines::Engines;
use crate::error::ApiError;
use crate::exercises::Exercises;
use crate::lease::Leases;
use crate::limiter::RateLimiter;
use crate::live::{Live, Stored};
use crate::puzzles::{self, PuzzleEngine};
use crate::registry::{Registry, Shared};
use crate::review::Reviews;
use crate::star::StarGames;
use crate::store::Store;
use crate::tablebase::Tablebase;

/// The most database reads waiting on blocking threads at once. A burst of reads (a thousand
/// joins told at once by another server, each read back) otherwise started a thread each, all
/// waiting for the pool's connections, and their memory stayed (issue 19: 285 threads, the
/// server's peak 216 MB → 372 MB at 2,000 games).
const READERS: usize = 16;

/// The server.
pub struct App {
    /// The database.
    pub store: Store,
    /// The settings.
    pub config: Config,
    /// The engines every game shares.
    pub engines: Engines,
    /// The games in memory.
    pub(crate) games: Registry,
    /// The per-address rate limit.
    pub limiter: RateLimiter,
    /// The Chinese checkers games and their engines.
    pub(crate) star: StarGames,
    /// The coach that checks players' moves when they ask (issue 17).
    pub(crate) coach: SharedCoach,
    /// The engine that checks puzzle moves off the stored line (issue 17).
    pub(crate) puzzle_engine: PuzzleEngine,
    /// The classic endings judged by the endgame tables (issue 17).
    pub(crate) exercises: Exercises,
    /// The endgame tables as a service, with the bound on its probes (issue 33).
    pub(crate) tablebase: Arc<Tablebase>,
    /// Which games' timed work this server does (src/lease.rs).
    pub(crate) leases: Leases,
    /// Turns for the database reads made off the runtime ([`App::reading`]).
    readers: tokio::sync::Semaphore,
    /// The analyses running or waiting for an engine.
    pub(crate) analyses: Bounded,
    /// The coach's checks, one at a time.
    pub(crate) coach_work: Bounded,
    /// The puzzle checks, one at a time.
    pub(crate) puzzle_work: Bounded,
    /// The exercises' answers, one at a time.
    pub(crate) exercise_work: Bounded,
    /// The analyses of whole games, one at a time.
    pub(crate) reviews: Reviews,
}

impl App {
    /// Opens the database of `config` and loads the games whose clock runs (their timers must
    /// see the flag fall); every other game is read back when first asked for (issue 31: every
    /// game not over was loaded and kept).
    ///
    /// # Errors
    /// When the database cannot be opened.
    pub fn open(config: Config) -> Result<Arc<App>, String> {
        let store = Store::open(&config.db)?;
        let app = Arc::new(App {
            store,
            engines: Engines::new(
                config.engine_threads,
                config.engine_hash_mb,
                config.tables.as_deref(),
                config.engine_queue,
                config.analysis_wait,
            ),
            limiter: RateLimiter::new(
                config.rate_per_second,
                config.rate_burst,
                config.sockets_per_address,
            ),
            games: Registry::default(),
            star: StarGames::new(
                config.engine_threads,
                config.engine_queue,
                config.analysis_wait,
            ),
            // The tables the server builds under its data folder (`--data`), and no others.
            coach: SharedCoach::new(std::sync::Mutex::new(
                Coach::default().with_endgames(config.tables.as_deref()),
            )),
            puzzle_engine: puzzles::engine(),
            exercises: Exercises::new(config.endgames.clone()),
            tablebase: Arc::new(Tablebase::new(
                config.tables.clone(),
                config.engine_threads,
                config.work_queue,
            )),
            analyses: Bounded::new(config.engine_threads, config.analysis_queue),
            coach_work: Bounded::new(1, config.work_queue),
            puzzle_work: Bounded::new(1, config.work_queue),
            exercise_work: Bounded::new(1, config.work_queue),
            reviews: Reviews::new(config.work_queue),
            leases: Leases::new(config.lease, matches!(config.db, Database::Postgres(_))),
            readers: tokio::sync::Semaphore::new(READERS),
            config,
        });
        for id in app.store.timed().map_err(|e| e.to_string())? {
            if let Err(e) = app.load(&id) {
                tracing::warn!(game = %id, error = %e, "not loaded");
            }
        }
        app.load_star_games()?;
        Ok(app)
    }

    /// The game `id`, from memory or else read from the database off the runtime; true when
    /// it was just read (the caller starts the engine if it is to move there).
    ///
    /// # Errors
    /// 404 for an unknown id.
    pub async fn game(self: &Arc<Self>, id: &str) -> Result<(Shared, bool), ApiError> {
        if id.is_empty() || id.len() > 64 || !id.bytes().all(|b| b.is_ascii_alphanumeric()) {
            return Err(ApiError::not_found());
        }
        if let Some(g) = self.games.get(id) {
            return Ok((g, false));
        }
        let key = id.to_string();
        let loaded = self
            .reading("loading the game", move |app| app.load(&key))
            .await?;
        if loaded.1 {
            tracing::debug!(game = %id, "reloaded");
        }
        Ok(loaded)
    }

    /// `read`, which reads the database (blocking), on a blocking thread, at most
    /// [`READERS`] at once; `what` names it in the error.
    ///
    /// # Errors
    /// `read`'s, and 500 when its thread failed.
    pub(crate) async fn reading<T: Send + 'static>(
        self: &Arc<Self>,
        what: &'static str,
        read: impl FnOnce(&App) -> Result<T, ApiError> + Send + 'static,
    ) -> Result<T, ApiError> {
        let _turn = self
            .readers
            .acquire()
            .await
            .map_err(|e| ApiError::internal(format_args!("{what}: {e}")))?;
        let app = Arc::clone(self);
        tokio::task::spawn_blocking(move || read(&app))
            .await
            .map_err(|e| ApiError::internal(format_args!("{what}: {e}")))?
    }

    /// The game `id` from memory, or read from the database (blocking) and kept in memory;
    /// true when it was read.
    fn load(&self, id: &str) -> Result<(Shared, bool), ApiError> {
        if let Some(g) = self.games.get(id) {
            return Ok((g, false));
        }
        let live = self.read(id)?.ok_or_else(ApiError::not_found)?;
        Ok(self.games.insert(live))
    }

    /// The game `id` as the database has it (blocking), if there is one.
    pub(crate) fn read(&self, id: &str) -> Result<Option<Live>, ApiError> {
        let Some((row, events)) = self.store.load(id)? else {
            return Ok(None);
        };
        replayed(id, Live::rebuild(row, &events, self.config.now.clone())).map(Some)
    }

    /// The game `id` as the database has it after its first `from` events (blocking), if
    /// there is one: a copy that holds those reads only what it lacks.
    pub(crate) fn read_after(&self, id: &str, from: usize) -> Result<Option<Stored>, ApiError> {
        let Some((row, events)) = self.store.load_after(id, from)? else {
            return Ok(None);
        };
        Ok(Some(Stored { row, from, events }))
    }

    /// True when this server does the timed work of `live` (the engine's move, the flag fall).
    pub(crate) fn holds(&self, live: &Live) -> bool {
        self.leases.holds(live.row.owner.as_deref())
    }

    /// The number of games in memory (Chinese checkers games included).
    pub fn in_memory(&self) -> usize {
        self.games.len() + self.star.games.len()
    }

    /// Drops from memory the games finished and untouched for `evict_finished`, and the games
    /// untouched for `evict_idle`, when nothing else holds them: their next request reads them
    /// back from the database. A game whose clock runs stays with the server that holds it, so
    /// that its timer sees the flag fall (a correspondence game's days after its last visit).
    /// Returns how many left.
    pub fn evict(&self) -> usize {
        let (finished, idle) = (self.config.evict_finished, self.config.evict_idle);
        let timed = |live: &Live| live.turn_started.is_some() && self.holds(live);
        self.games.evict(finished, idle, timed) + self.star.games.evict(finished, idle, |_| false)
    }
}

/// A game rebuilt from the database, or the 500 of a game that does not replay (logged).
pub(crate) fn replayed<L>(id: &str, rebuilt: Result<L, String>) -> Result<L, ApiError> {
    rebuilt.map_err(|e| {
        tracing::error!(game = %id, error = %e, "stored game does not replay");
        ApiError::internal("the stored game does not replay")
    })
}
