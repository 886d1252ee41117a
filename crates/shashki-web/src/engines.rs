//! The engines of one kind of game, shared by its games: a fixed number of searches at once,
//! each with an engine of its own (and so its own hash table), never on the tokio runtime. A
//! game's engine move (or draw answer) may always take an engine; analyses and hints leave one
//! free for them, and wait at most `analysis_wait` for it. One pool for draughts (`Pooled`) and
//! one for Chinese checkers (`star/live.rs`), alike: what differs is the [`Searcher`].
//!
//! A search once begun runs to its end on a blocking thread that holds its engine and place and
//! gives both back when it ends, whether or not its caller still waits (issue 31: a cancelled
//! hint lost its engine for good).

use std::sync::{Arc, Mutex};
use std::time::Duration;

use shashki::VariantGame;
use shashki_engine::{Engine, Level, Limits, SearchResult};
use tokio::sync::Semaphore;

use crate::bounded::Bounded;
use crate::error::ApiError;

/// An engine of a pool: what it is asked and what it answers.
pub trait Searcher: Send + 'static {
    /// A search to run.
    type Job: Send + 'static;
    /// What the search finds.
    type Found: Send + 'static;
    /// True for a game's own move or answer, which must not wait behind analyses.
    fn urgent(job: &Self::Job) -> bool;
    /// Searches `job` to its end (blocking: it runs on a thread of its own).
    ///
    /// # Errors
    /// When the search cannot run, in the engine's words.
    fn search(&mut self, job: &Self::Job) -> Result<Self::Found, String>;
}

/// A draughts search to run.
#[derive(Clone, Debug)]
pub struct Job {
    /// The game, at the position to search.
    pub game: VariantGame,
    /// The playing level, or full strength.
    pub level: Option<u8>,
    /// The search's limits.
    pub limits: Limits,
    /// True for a game's engine move or draw answer, which must not wait behind analyses.
    pub urgent: bool,
    /// The game's own seed of the weaker levels' noise (see [`seed_of`]); 0 for analyses.
    pub seed: u64,
}

/// The seed of a game's noise, from its id: another game, another game played by a level.
pub fn seed_of(id: &str) -> u64 {
    id.bytes().fold(0xCBF2_9CE4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3)
    })
}

/// A draughts engine of the pool, with what its table holds: the searches of one noisy level
/// and seed, or noiseless ones (full strength, or a level that only caps the depth).
pub struct Pooled {
    engine: Engine,
    /// The noisy level and seed whose scores the table holds, if any.
    noisy: Option<(u8, u64)>,
}

impl Pooled {
    /// Sets the engine up for `job`: its level, and a cleared table with the job's seed when
    /// the table holds another level's or game's noise, or the job brings noise of its own
    /// (issue 31: the weak levels' noisy scores and full strength's fed each other through
    /// the table, and a level played the same game every time).
    fn prepare(&mut self, job: &Job) -> &mut Engine {
        let level = job.level.and_then(Level::new);
        let noisy = level
            .filter(|l| l.noise() > 0)
            .map(|l| (l.number(), job.seed));
        if noisy != self.noisy {
            self.engine.new_game_seeded(job.seed);
            self.noisy = noisy;
        }
        self.engine.set_level(level);
        &mut self.engine
    }
}

impl Searcher for Pooled {
    type Job = Job;
    type Found = SearchResult;

    fn urgent(job: &Job) -> bool {
        job.urgent
    }

    fn search(&mut self, job: &Job) -> Result<SearchResult, String> {
        self.prepare(job)
            .think(&job.game, job.limits)
            .map_err(|e| format!("engine: {e}"))
    }
}

/// The engines of one kind and the places to search with them.
pub struct Engines<E = Pooled> {
    idle: Arc<Mutex<Vec<E>>>,
    /// One place per engine.
    places: Arc<Semaphore>,
    /// Places analyses may take: all but one when there are several engines.
    analyses: Arc<Semaphore>,
    /// The engine moves and draw answers running or waiting: a move against the engine is
    /// refused before it is stored when they are as many as the server takes.
    urgent: Bounded,
    /// The longest an analysis waits for its turn: a person waits for it, so one that would
    /// wait longer is refused (503 busy, try again shortly) rather than left hanging.
    analysis_wait: Duration,
}

/// An engine lent to a search, given back to the idle ones when dropped (when the search ends,
/// or its thread panics).
struct Lent<E> {
    idle: Arc<Mutex<Vec<E>>>,
    engine: Option<E>,
}

impl<E> Drop for Lent<E> {
    fn drop(&mut self) {
        if let Some(engine) = self.engine.take() {
            self.idle
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(engine);
        }
    }
}

impl Engines<Pooled> {
    /// `count` draughts engines (at least one), each with a table of `hash_mb` megabytes and
    /// probing the endgame tables under `tables`, opened once for all (issue 33: the analysis's own score is then
    /// the tables' distance, as the tables service answers), and room for `queue` engine moves
    /// waiting.
    pub fn new(
        count: usize,
        hash_mb: usize,
        tables: Option<&std::path::Path>,
        queue: usize,
        analysis_wait: Duration,
    ) -> Engines {
        // One opening of the tables for the whole pool.
        let mut first = Engine::with_hash(hash_mb);
        first.set_endgames(tables);
        let others: Vec<Engine> = (1..count.max(1))
            .map(|_| {
                let mut engine = Engine::with_hash(hash_mb);
                engine.share_endgames(&first);
                engine
            })
            .collect();
        let engines = std::iter::once(first)
            .chain(others)
            .map(|engine| Pooled {
                engine,
                noisy: None,
            })
            .collect();
        Engines::of(engines, queue, analysis_wait)
    }
}

impl<E: Searcher> Engines<E> {
    /// A pool of `engines` (at least one), with room for `queue` urgent searches waiting.
    ///
    /// # Panics
    /// When `engines` is empty.
    pub fn of(engines: Vec<E>, queue: usize, analysis_wait: Duration) -> Engines<E> {
        let count = engines.len();
        assert!(count > 0, "a pool of no engines");
        Engines {
            idle: Arc::new(Mutex::new(engines)),
            places: Arc::new(Semaphore::new(count)),
            analyses: Arc::new(Semaphore::new(if count > 1 { count - 1 } else { 1 })),
            urgent: Bounded::new(count, queue),
            analysis_wait,
        }
    }

    /// Room for one more engine move.
    ///
    /// # Errors
    /// `503 busy` when as many engine moves as the server takes are running or waiting.
    pub fn has_room(&self) -> Result<(), ApiError> {
        self.urgent.has_room()
    }

    /// Runs `job` on an engine of its own, on a blocking thread, and waits (asynchronously)
    /// for the answer. The thread runs to the search's end and then gives back the engine and
    /// its place, whether or not this future is still awaited.
    ///
    /// # Errors
    /// 503 `busy` for an analysis that waited `analysis_wait` for its turn; 500 when the
    /// search could not start or its thread died.
    pub async fn search(&self, job: E::Job) -> Result<E::Found, ApiError> {
        let closed = |_| ApiError::internal("the engines are shut");
        let urgent = E::urgent(&job).then(|| self.urgent.enter());
        let analysis = if urgent.is_some() {
            None
        } else {
            let turn = Arc::clone(&self.analyses).acquire_owned();
            let turn = tokio::time::timeout(self.analysis_wait, turn)
                .await
                .map_err(|_| ApiError::busy())?;
            Some(turn.map_err(closed)?)
        };
        let place = Arc::clone(&self.places)
            .acquire_owned()
            .await
            .map_err(closed)?;
        let mut lent = Lent {
            idle: Arc::clone(&self.idle),
            engine: self.idle.lock().unwrap_or_else(|e| e.into_inner()).pop(),
        };
        if lent.engine.is_none() {
            return Err(ApiError::internal("no engine free for a place"));
        }
        tokio::task::spawn_blocking(move || {
            let found = lent.engine.as_mut().map(|engine| engine.search(&job));
            drop((lent, place, analysis, urgent));
            found
        })
        .await
        .map_err(|e| ApiError::internal(format_args!("the search stopped: {e}")))?
        .unwrap_or_else(|| Err("no engine".into()))
        .map_err(ApiError::internal)
    }
}

#[cfg(test)]
mod tests {
    use shashki::{Variant, VariantGame};
    use shashki_engine::Limits;

    use super::*;

    fn job(game: &VariantGame, level: Option<u8>, seed: u64, limits: Limits) -> Job {
        Job {
            game: game.clone(),
            level,
            limits,
            urgent: true,
            seed,
        }
    }

    /// The moves level 1 chooses in the first positions of a game of its own, on `engines`.
    async fn level_one_game(engines: &Engines, seed: u64) -> Vec<String> {
        let mut game = VariantGame::start_of(Variant::Russian);
        let mut moves = Vec::new();
        for _ in 0..12 {
            let found = engines
                .search(job(&game, Some(1), seed, Limits::depth(1)))
                .await
                .unwrap();
            let Some(mv) = found.best else { break };
            moves.push(game.position().full_text(&mv));
            if game.play(&mv).is_err() || game.outcome().is_over() {
                break;
            }
        }
        moves
    }

    #[tokio::test]
    async fn a_noisy_level_plays_each_game_its_own_way_and_the_same_game_the_same_way() {
        let engines = Engines::new(1, 1, None, 4, Duration::from_secs(10));
        let a = level_one_game(&engines, seed_of("game-a")).await;
        let b = level_one_game(&engines, seed_of("game-b")).await;
        let again = level_one_game(&engines, seed_of("game-a")).await;
        assert_ne!(a, b, "two games, two seeds");
        assert_eq!(a, again, "one game's seed, one way");
    }

    #[tokio::test]
    async fn an_analysis_after_a_noisy_level_is_what_a_fresh_engine_finds() {
        let game = VariantGame::start_of(Variant::Russian);
        let fresh = Engines::new(1, 1, None, 4, Duration::from_secs(10))
            .search(job(&game, None, 0, Limits::depth(7)))
            .await
            .unwrap();
        let engines = Engines::new(1, 1, None, 4, Duration::from_secs(10));
        for level in [1, 2, 3] {
            engines
                .search(job(&game, Some(level), 7, Limits::depth(7)))
                .await
                .unwrap();
        }
        let after = engines
            .search(job(&game, None, 0, Limits::depth(7)))
            .await
            .unwrap();
        assert_eq!(
            (after.best, after.score, after.nodes),
            (fresh.best, fresh.score, fresh.nodes)
        );
    }
}
