//! One search on a worker thread: `info` lines while it runs, `done` when it ends.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::{self, JoinHandle};
use std::time::Duration;

use shashki_engine::{Engine, Limits, Signals};
use shashki_hub::{InfoLine, Numbering, Reply};

use super::Output;

/// What the reading thread asked of the search. The engine clears its own signals when a search
/// starts, so a `stop` or `ponder-hit` that arrives just before that would be lost; these flags
/// are copied into the signals for as long as the search runs.
#[derive(Default)]
struct Requests {
    stop: AtomicBool,
    ponder_hit: AtomicBool,
    over: AtomicBool,
}

/// A search running on its own thread, holding the engine until it is joined.
pub(crate) struct Search {
    requests: Arc<Requests>,
    worker: JoinHandle<Engine>,
}

impl Search {
    /// Starts searching the engine's position; the thread writes `info` lines and then `done`.
    pub fn start(
        mut engine: Engine,
        limits: Limits,
        ponder: bool,
        numbering: Numbering,
        out: Output,
    ) -> Search {
        let requests = Arc::new(Requests::default());
        let shared = Arc::clone(&requests);
        let worker = thread::spawn(move || {
            let signals = engine.signals();
            let result = thread::scope(|scope| {
                scope.spawn(|| relay(&shared, &signals));
                let result = engine.search(&limits, ponder, &mut |info| {
                    out.send(&Reply::Info(InfoLine::from_engine(info, numbering)));
                });
                shared.over.store(true, Ordering::Relaxed);
                result
            });
            // A search stopped before its first iteration still answers with a legal move.
            let (best, answer) = match result.best {
                Some(best) => (Some(best), result.ponder),
                None => (engine.legal_moves().into_iter().next(), None),
            };
            out.send(&Reply::Done {
                best: best.map(|m| numbering.write(&m)),
                ponder: answer.map(|m| numbering.write(&m)),
            });
            engine
        });
        Search { requests, worker }
    }

    /// Asks the search to stop (it still answers `done`).
    pub fn stop(&self) {
        self.requests.stop.store(true, Ordering::Relaxed);
    }

    /// Tells a pondering search that the expected move was played.
    pub fn ponder_hit(&self) {
        self.requests.ponder_hit.store(true, Ordering::Relaxed);
    }

    /// Waits for the end of the search (and its `done`) and takes the engine back.
    pub fn join(self) -> Engine {
        match self.worker.join() {
            Ok(engine) => engine,
            // The worker never panics (a panic aborts the release build); should it, the
            // panic goes on here.
            Err(panic) => std::panic::resume_unwind(panic),
        }
    }
}

/// Copies the requests into the engine's signals until the search is over.
fn relay(requests: &Requests, signals: &Signals) {
    while !requests.over.load(Ordering::Relaxed) {
        if requests.stop.load(Ordering::Relaxed) {
            signals.stop.store(true, Ordering::Relaxed);
        }
        if requests.ponder_hit.load(Ordering::Relaxed) {
            signals.ponder_hit.store(true, Ordering::Relaxed);
        }
        thread::sleep(Duration::from_millis(1));
    }
}
