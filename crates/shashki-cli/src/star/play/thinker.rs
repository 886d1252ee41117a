//! The computer players' searches for the terminal game, on a thread of their own so that the
//! screen keeps drawing and reading keys. Every job has an id; a newer job or a cancel stops
//! the search, and the app drops answers to questions it no longer asks.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::Arc;
use std::thread;

use shashki_star::engine::{Engine, Level};
use shashki_star::{Move, Position};

use crate::play::table::runner::Think;
use crate::play::table::Reply;

/// A search to run.
#[derive(Clone, Debug)]
pub struct Job {
    /// Answers carry it back.
    pub id: u64,
    /// The position, with the player to search for to move.
    pub position: Position,
    /// How strong.
    pub level: Level,
}

/// The search thread and its channels.
pub struct Thinker {
    jobs: Sender<(Job, Arc<AtomicBool>)>,
    replies: Receiver<Reply<Option<Move>>>,
    stop: Arc<AtomicBool>,
}

impl Thinker {
    /// Starts the search thread, with one engine for every job (seeded by the clock, so that
    /// the weak levels vary from game to game).
    pub fn new(seed: u64) -> Thinker {
        let (jobs, inbox) = channel::<(Job, Arc<AtomicBool>)>();
        let (outbox, replies) = channel();
        thread::spawn(move || {
            let mut engine = Engine::new(seed);
            for (job, stop) in inbox {
                let choice = engine.choose(&job.position, job.level, None, &stop);
                let answer = choice.map(|c| c.mv);
                if outbox.send(Reply { id: job.id, answer }).is_err() {
                    return;
                }
            }
        });
        Thinker {
            jobs,
            replies,
            stop: Arc::new(AtomicBool::new(false)),
        }
    }
}

impl Think for Thinker {
    type Job = Job;
    type Answer = Option<Move>;

    /// Starts `job`, stopping the search in progress.
    fn submit(&mut self, job: Job) {
        self.cancel();
        self.stop = Arc::new(AtomicBool::new(false));
        let _ = self.jobs.send((job, Arc::clone(&self.stop)));
    }

    /// Stops the search in progress; its answer will be stale.
    fn cancel(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// An answer, if one has arrived.
    fn try_recv(&self) -> Option<Reply<Option<Move>>> {
        self.replies.try_recv().ok()
    }
}
