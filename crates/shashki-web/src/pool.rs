//! A small, fixed set of engine threads shared by every game: engine moves, draw decisions and
//! analyses queue here, so that 500 engine games do not build 500 engines, and no search ever
//! runs on the tokio runtime. Each thread keeps one engine (and its hash table) for its life.

use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

use shashki::Variant;
use shashki_engine::{Engine, Info, Level, Limits, MoveSpec, SearchResult};

use crate::error::ApiError;

/// A search to run: where, how, and at what level (`None`: full strength).
#[derive(Clone, Debug)]
pub struct Search {
    /// The variant.
    pub variant: Variant,
    /// The start FEN of the game.
    pub fen: String,
    /// The moves played from it.
    pub moves: Vec<MoveSpec>,
    /// The playing level, or full strength.
    pub level: Option<u8>,
    /// The search's limits.
    pub limits: Limits,
    /// True for a game's engine move or draw answer, which go before any analysis.
    pub urgent: bool,
}

/// What a search found: its result and the principal variation of its last iteration.
#[derive(Clone, Debug, Default)]
pub struct Found {
    /// The engine's answer.
    pub result: SearchResult,
    /// The principal variation, first move first.
    pub pv: Vec<MoveSpec>,
}

type Job = Box<dyn FnOnce(&mut Engine) + Send>;

/// The jobs waiting: urgent ones (games waiting for the engine) first.
#[derive(Default)]
struct Queue {
    urgent: VecDeque<Job>,
    later: VecDeque<Job>,
}

#[derive(Default)]
struct Waiting {
    queue: Mutex<Queue>,
    ready: Condvar,
}

/// The engine threads and their queue. With more than one thread, the first takes only urgent
/// jobs, so that analyses never hold up the games.
pub struct Pool {
    waiting: Arc<Waiting>,
}

impl Pool {
    /// Starts `threads` engine threads (at least one), each with a table of `hash_mb` MB.
    pub fn start(threads: usize, hash_mb: usize) -> Pool {
        let threads = threads.max(1);
        let waiting = Arc::new(Waiting::default());
        for n in 0..threads {
            let waiting = Arc::clone(&waiting);
            let urgent_only = n == 0 && threads > 1;
            let spawned = std::thread::Builder::new()
                .name(format!("engine-{n}"))
                .spawn(move || work(&waiting, hash_mb, urgent_only));
            if let Err(e) = spawned {
                tracing::error!(error = %e, "engine thread not started");
            }
        }
        Pool { waiting }
    }

    /// Runs `search` on an engine thread and waits (asynchronously) for its answer.
    ///
    /// # Errors
    /// 500 when the engine thread stopped, or the position does not set (a bug).
    pub async fn search(&self, search: Search) -> Result<Found, ApiError> {
        let (done, answer) = tokio::sync::oneshot::channel();
        let urgent = search.urgent;
        let job: Job = Box::new(move |engine: &mut Engine| {
            let _ = done.send(run(engine, &search));
        });
        {
            let mut queue = self.waiting.queue.lock().unwrap_or_else(|e| e.into_inner());
            if urgent {
                queue.urgent.push_back(job);
            } else {
                queue.later.push_back(job);
            }
        }
        self.waiting.ready.notify_all();
        answer
            .await
            .map_err(|_| ApiError::internal("the engine stopped"))?
            .map_err(|e| {
                tracing::error!(error = %e, "engine position");
                ApiError::internal("the engine could not set the position")
            })
    }
}

/// One engine thread: takes jobs for its life.
fn work(waiting: &Waiting, hash_mb: usize, urgent_only: bool) {
    let mut engine = Engine::with_hash(Variant::Russian, hash_mb);
    loop {
        let job = {
            let mut queue = waiting.queue.lock().unwrap_or_else(|e| e.into_inner());
            loop {
                if let Some(job) = queue.urgent.pop_front() {
                    break job;
                }
                if !urgent_only {
                    if let Some(job) = queue.later.pop_front() {
                        break job;
                    }
                }
                queue = waiting.ready.wait(queue).unwrap_or_else(|e| e.into_inner());
            }
        };
        job(&mut engine);
    }
}

fn run(engine: &mut Engine, search: &Search) -> Result<Found, String> {
    if engine.variant() != search.variant {
        engine.set_variant(search.variant);
    }
    engine.set_level(search.level.and_then(Level::new));
    engine.set_position(&search.fen, &search.moves)?;
    let mut pv = Vec::new();
    let result = engine.search(&search.limits, false, &mut |info: &Info| {
        pv.clone_from(&info.pv);
    });
    if pv.first() != result.best.as_ref() {
        pv = result.best.iter().cloned().collect();
    }
    Ok(Found { result, pv })
}

/// The longest an engine move takes at `level` (1 to 10) when `most` is the longest at all:
/// weak levels answer fast, full strength takes all of it.
pub fn move_time(level: u8, most: Duration) -> Duration {
    const PERCENT: [u32; 10] = [5, 10, 15, 20, 30, 40, 55, 70, 85, 100];
    let i = usize::from(level.clamp(1, 10) - 1);
    most * PERCENT[i] / 100
}
