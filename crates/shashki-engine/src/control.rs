//! The flags by which a caller steers one running search, read directly by every search
//! thread: a new set for every search, so a stop raised before the threads start is never lost.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::thread::Thread;

/// Stop and ponder-hit flags and the node count of one search.
#[derive(Debug, Default)]
pub struct Control {
    stop: AtomicBool,
    ponder_hit: AtomicBool,
    nodes: AtomicU64,
    /// The thread waiting in [`Control::wait_while`], woken by a signal.
    sleeper: Mutex<Option<Thread>>,
}

impl Control {
    /// Fresh flags: not stopped, no ponder hit, no nodes.
    pub fn new() -> Control {
        Control::default()
    }

    /// Asks the search to stop as soon as it can and answer with its best move.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
        self.wake();
    }

    /// The opponent played the pondered move: the time limits start counting now.
    pub fn ponder_hit(&self) {
        self.ponder_hit.store(true, Ordering::Relaxed);
        self.wake();
    }

    /// True once [`Control::stop`] was called (by the caller, a limit or the main thread).
    #[inline]
    pub fn is_stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// True once [`Control::ponder_hit`] was called.
    #[inline]
    pub fn is_ponder_hit(&self) -> bool {
        self.ponder_hit.load(Ordering::Relaxed)
    }

    /// Adds `n` nodes to the count of all threads; returns the new total.
    #[inline]
    pub fn add_nodes(&self, n: u64) -> u64 {
        self.nodes.fetch_add(n, Ordering::Relaxed) + n
    }

    /// Nodes searched by all threads so far.
    pub fn nodes(&self) -> u64 {
        self.nodes.load(Ordering::Relaxed)
    }

    /// Sleeps while `waiting` holds, woken by every stop and ponder hit (no polling).
    pub fn wait_while(&self, waiting: impl Fn(&Control) -> bool) {
        *self.sleeper.lock().unwrap_or_else(|e| e.into_inner()) = Some(std::thread::current());
        while waiting(self) {
            std::thread::park();
        }
        *self.sleeper.lock().unwrap_or_else(|e| e.into_inner()) = None;
    }

    fn wake(&self) {
        if let Some(t) = self
            .sleeper
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .as_ref()
        {
            t.unpark();
        }
    }
}
