//! The engines every game shares: a fixed number of searches at once, each with an engine of
//! its own (and so its own hash table), never on the tokio runtime. A game's engine move or
//! draw answer may always take an engine; analyses leave one free for them.

use std::sync::Mutex;
use std::time::Duration;

use shashki::VariantGame;
use shashki_engine::{Engine, Level, Limits, Report, SearchResult};
use tokio::sync::{oneshot, Semaphore};

use crate::bounded::Bounded;
use crate::error::ApiError;

/// A search to run.
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

/// An engine of the pool, with what its table holds: the searches of one noisy level and
/// seed, or noiseless ones (full strength, or a level that only caps the depth).
struct Pooled {
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

/// The engines and the places to search with them.
pub struct Engines {
    idle: Mutex<Vec<Pooled>>,
    /// One place per engine.
    places: Semaphore,
    /// Places analyses may take: all but one when there are several engines.
    analyses: Semaphore,
    /// The engine moves and draw answers running or waiting: a move against the engine is
    /// refused before it is stored when they are as many as the server takes.
    urgent: Bounded,
    /// The longest an analysis waits for its turn: a person waits for it, so one that would
    /// wait longer is refused (503 busy, try again shortly) rather than left hanging.
    analysis_wait: Duration,
}

/// An engine taken from the idle ones, given back when dropped (also when the request that
/// waits for it goes away).
struct Taken<'a> {
    engines: &'a Engines,
    engine: Option<Pooled>,
}

impl Drop for Taken<'_> {
    fn drop(&mut self) {
        if let Some(engine) = self.engine.take() {
            self.engines
                .idle
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(engine);
        }
    }
}

impl Engines {
    /// `count` engines (at least one), each with a table of `hash_mb` megabytes, and room for
    /// `queue` engine moves waiting.
    pub fn new(count: usize, hash_mb: usize, queue: usize, analysis_wait: Duration) -> Engines {
        let count = count.max(1);
        Engines {
            idle: Mutex::new(
                (0..count)
                    .map(|_| Pooled {
                        engine: Engine::with_hash(hash_mb),
                        noisy: None,
                    })
                    .collect(),
            ),
            places: Semaphore::new(count),
            analyses: Semaphore::new(if count > 1 { count - 1 } else { 1 }),
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

    /// Runs `job` on an engine of its own and waits (asynchronously) for the answer.
    ///
    /// # Errors
    /// 503 `busy` for an analysis that waited `analysis_wait` for its turn; 500 when the
    /// search could not start or its thread died.
    pub async fn search(&self, job: Job) -> Result<SearchResult, ApiError> {
        let closed = |_| ApiError::internal("the engines are shut");
        let _urgent = job.urgent.then(|| self.urgent.enter());
        let _analysis = if job.urgent {
            None
        } else {
            let turn = tokio::time::timeout(self.analysis_wait, self.analyses.acquire())
                .await
                .map_err(|_| ApiError::busy())?;
            Some(turn.map_err(closed)?)
        };
        let _place = self.places.acquire().await.map_err(closed)?;
        let mut taken = Taken {
            engines: self,
            engine: self.idle.lock().unwrap_or_else(|e| e.into_inner()).pop(),
        };
        let engine = taken
            .engine
            .as_mut()
            .ok_or_else(|| ApiError::internal("no engine free for a place"))?
            .prepare(&job);
        let (tx, rx) = oneshot::channel();
        let mut tx = Some(tx);
        let handle = engine
            .go(&job.game, job.limits, move |report| {
                if let Report::Done(result) = report {
                    if let Some(tx) = tx.take() {
                        let _ = tx.send(result.clone());
                    }
                }
            })
            .map_err(|e| ApiError::internal(format_args!("engine: {e}")))?;
        let answer = rx
            .await
            .map_err(|_| ApiError::internal("the engine stopped"));
        drop(handle);
        answer
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
        let engines = Engines::new(1, 1, 4, Duration::from_secs(10));
        let a = level_one_game(&engines, seed_of("game-a")).await;
        let b = level_one_game(&engines, seed_of("game-b")).await;
        let again = level_one_game(&engines, seed_of("game-a")).await;
        assert_ne!(a, b, "two games, two seeds");
        assert_eq!(a, again, "one game's seed, one way");
    }

    #[tokio::test]
    async fn an_analysis_after_a_noisy_level_is_what_a_fresh_engine_finds() {
        let game = VariantGame::start_of(Variant::Russian);
        let fresh = Engines::new(1, 1, 4, Duration::from_secs(10))
            .search(job(&game, None, 0, Limits::depth(7)))
            .await
            .unwrap();
        let engines = Engines::new(1, 1, 4, Duration::from_secs(10));
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
