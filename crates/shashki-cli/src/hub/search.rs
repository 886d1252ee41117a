//! One search on a worker thread: `info` lines while it runs, `done` when it ends.

use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::thread::{self, JoinHandle};

use shashki_engine::{Engine, Limits, Signals};
use shashki_hub::{InfoLine, Numbering, Reply};

use super::Output;

/// A search running on its own thread, holding the engine until it is joined. `stop` and
/// `ponder-hit` go straight into the engine's signals: cleared here before the search starts,
/// never by the search, so one that arrives before the search begins still counts.
pub(crate) struct Search {
    signals: Arc<Signals>,
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
        let signals = engine.signals();
        signals.clear();
        let worker = thread::spawn(move || {
            let result = engine.search(&limits, ponder, &mut |info| {
                out.send(&Reply::Info(InfoLine::from_engine(info, numbering)));
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
        Search { signals, worker }
    }

    /// Asks the search to stop (it still answers `done`).
    pub fn stop(&self) {
        self.signals.stop.store(true, Ordering::SeqCst);
    }

    /// Tells a pondering search that the expected move was played.
    pub fn ponder_hit(&self) {
        self.signals.ponder_hit.store(true, Ordering::SeqCst);
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
