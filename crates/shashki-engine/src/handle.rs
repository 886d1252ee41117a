//! A search running on its own thread, and the caller's hold on it.

use std::sync::Arc;
use std::thread::JoinHandle;

use crate::control::Control;
use crate::report::SearchResult;

/// A running search, returned by [`crate::Engine::go`]. Dropping the handle stops the search
/// and waits for its threads.
#[derive(Debug)]
pub struct SearchHandle {
    control: Arc<Control>,
    thread: Option<JoinHandle<SearchResult>>,
}

impl SearchHandle {
    pub(crate) fn new(control: Arc<Control>, thread: JoinHandle<SearchResult>) -> SearchHandle {
        SearchHandle {
            control,
            thread: Some(thread),
        }
    }

    /// Asks the search to stop; it answers with the best move found so far.
    pub fn stop(&self) {
        self.control.stop();
    }

    /// The pondered move was played: the search's time limits start now.
    pub fn ponder_hit(&self) {
        self.control.ponder_hit();
    }

    /// The search's flags, to stop it from another thread.
    pub fn control(&self) -> Arc<Control> {
        Arc::clone(&self.control)
    }

    /// True when the search has ended and [`SearchHandle::wait`] would not block.
    pub fn is_finished(&self) -> bool {
        self.thread
            .as_ref()
            .map(JoinHandle::is_finished)
            .unwrap_or(true)
    }

    /// Waits for the search to end and returns its answer.
    pub fn wait(mut self) -> SearchResult {
        self.join()
    }

    fn join(&mut self) -> SearchResult {
        match self.thread.take().map(JoinHandle::join) {
            Some(Ok(result)) => result,
            Some(Err(panic)) => std::panic::resume_unwind(panic),
            None => SearchResult::default(),
        }
    }
}

impl Drop for SearchHandle {
    fn drop(&mut self) {
        if self.thread.is_some() {
            self.control.stop();
            let _ = self.thread.take().map(JoinHandle::join);
        }
    }
}
