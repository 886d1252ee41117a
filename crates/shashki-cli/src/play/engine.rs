//! The engine on its own thread, so that the screen keeps drawing and reading keys while it
//! searches. Jobs go in through a channel and answers come back through another; every job has
//! an id, and a newer job or a cancel makes the older answers stale (the app drops them).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::Arc;
use std::thread::JoinHandle;

use shashki::Variant;
use shashki_engine::{Engine, Level, Limits, MoveSpec, SearchResult, Signals};

/// A search to run: a position as the start FEN and the moves from it, and how to search.
#[derive(Clone, Debug)]
pub struct Job {
    /// Answers carry it back; the app knows which question they answer.
    pub id: u64,
    /// The game's start position.
    pub fen: String,
    /// The moves played since.
    pub moves: Vec<MoveSpec>,
    /// The playing level, or full strength.
    pub level: Option<Level>,
    /// Time, depth or node limits.
    pub limits: Limits,
}

/// The answer to a job.
#[derive(Clone, Debug)]
pub struct Reply {
    /// The job's id.
    pub id: u64,
    /// What the search found.
    pub result: SearchResult,
}

/// The engine's thread and the channels to it.
pub struct EngineThread {
    jobs: Option<Sender<Job>>,
    replies: Receiver<Reply>,
    signals: Arc<Signals>,
    /// The id of the newest job; the thread skips older ones still queued.
    newest: Arc<AtomicU64>,
    handle: Option<JoinHandle<()>>,
}

impl EngineThread {
    /// Starts a thread with an engine for `variant`.
    pub fn spawn(variant: Variant) -> EngineThread {
        let (jobs, inbox) = channel::<Job>();
        let (outbox, replies) = channel();
        let mut engine = Engine::with_hash(variant, 32);
        engine.set_endgames(shashki_egdb::base_dir().as_deref());
        let signals = engine.signals();
        let newest = Arc::new(AtomicU64::new(0));
        let current = Arc::clone(&newest);
        let handle = std::thread::spawn(move || {
            let signals = engine.signals();
            for job in inbox {
                // Cleared before the job is checked: a cancel after the check raises the stop
                // after this, and the search ends at once.
                signals.clear();
                if job.id != current.load(Ordering::SeqCst) {
                    continue;
                }
                engine.set_level(job.level);
                let result = match engine.set_position(&job.fen, &job.moves) {
                    Ok(()) => engine.search(&job.limits, false, &mut |_| {}),
                    Err(_) => SearchResult::default(),
                };
                if outbox.send(Reply { id: job.id, result }).is_err() {
                    break;
                }
            }
        });
        EngineThread {
            jobs: Some(jobs),
            replies,
            signals,
            newest,
            handle: Some(handle),
        }
    }

    /// Queues `job`, stopping any search in progress.
    pub fn submit(&self, job: Job) {
        self.cancel();
        self.newest.store(job.id, Ordering::SeqCst);
        if let Some(jobs) = &self.jobs {
            // A send fails only when the thread is gone; the app then waits in vain, which the
            // status line shows as "thinking", rather than crashing.
            let _ = jobs.send(job);
        }
    }

    /// Stops the search in progress and skips any job still queued (ids start at 1).
    pub fn cancel(&self) {
        self.newest.store(0, Ordering::SeqCst);
        self.signals.stop.store(true, Ordering::SeqCst);
    }

    /// An answer, if one has arrived.
    pub fn try_recv(&self) -> Option<Reply> {
        self.replies.try_recv().ok()
    }
}

impl Drop for EngineThread {
    /// Stops the search and waits for the thread, so that it never outlives the screen.
    fn drop(&mut self) {
        self.signals.stop.store(true, Ordering::SeqCst);
        self.jobs = None;
        if let Some(handle) = self.handle.take() {
            let _ = handle.join();
        }
    }
}
