//! What a search may spend: positions, time, and a flag to stop it from outside.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// The limits of one search and what it has spent.
pub struct Budget<'a> {
    /// Positions searched so far.
    pub nodes: u64,
    most: u64,
    deadline: Option<Instant>,
    stop: &'a AtomicBool,
    /// True once a limit was reached: what the unfinished iteration found means nothing.
    pub stopped: bool,
}

impl<'a> Budget<'a> {
    /// At most `most` positions, until `deadline` if any, or until `stop` is set.
    pub fn new(most: u64, deadline: Option<Instant>, stop: &'a AtomicBool) -> Budget<'a> {
        Budget {
            nodes: 0,
            most,
            deadline,
            stop,
            stopped: false,
        }
    }

    /// Counts one position; true when the search must stop (the clock is read every 1024).
    pub fn spend(&mut self) -> bool {
        self.nodes += 1;
        if !self.stopped {
            let late = self.nodes.is_multiple_of(1024)
                && self.deadline.is_some_and(|d| Instant::now() >= d);
            self.stopped = late || self.nodes >= self.most || self.stop.load(Ordering::Relaxed);
        }
        self.stopped
    }
}
