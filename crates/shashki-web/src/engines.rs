//! The engines every game shares: a fixed number of searches at once, each with an engine of
//! its own (and so its own hash table), never on the tokio runtime. A game's engine move or
//! draw answer may always take an engine; analyses leave one free for them.

use std::sync::Mutex;

use shashki::VariantGame;
use shashki_engine::{Engine, Level, Limits, Report, SearchResult};
use tokio::sync::{oneshot, Semaphore};

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
}

/// The engines and the places to search with them.
pub struct Engines {
    idle: Mutex<Vec<Engine>>,
    /// One place per engine.
    places: Semaphore,
    /// Places analyses may take: all but one when there are several engines.
    analyses: Semaphore,
}

/// An engine taken from the idle ones, given back when dropped (also when the request that
/// waits for it goes away).
struct Taken<'a> {
    engines: &'a Engines,
    engine: Option<Engine>,
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
    /// `count` engines (at least one), each with a table of `hash_mb` megabytes.
    pub fn new(count: usize, hash_mb: usize) -> Engines {
        let count = count.max(1);
        Engines {
            idle: Mutex::new((0..count).map(|_| Engine::with_hash(hash_mb)).collect()),
            places: Semaphore::new(count),
            analyses: Semaphore::new(if count > 1 { count - 1 } else { 1 }),
        }
    }

    /// Runs `job` on an engine of its own and waits (asynchronously) for the answer.
    ///
    /// # Errors
    /// 500 when the search could not start or its thread died.
    pub async fn search(&self, job: Job) -> Result<SearchResult, ApiError> {
        let closed = |_| ApiError::internal("the engines are shut");
        let _analysis = if job.urgent {
            None
        } else {
            Some(self.analyses.acquire().await.map_err(closed)?)
        };
        let _place = self.places.acquire().await.map_err(closed)?;
        let mut taken = Taken {
            engines: self,
            engine: self.idle.lock().unwrap_or_else(|e| e.into_inner()).pop(),
        };
        let engine = taken
            .engine
            .as_mut()
            .ok_or_else(|| ApiError::internal("no engine free for a place"))?;
        engine.set_level(job.level.and_then(Level::new));
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
