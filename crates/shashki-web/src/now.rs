//! The time games are timed by: the system's, or in tests one that stands still until moved
//! on, so that a correspondence game's days pass without waiting for them.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// The time the clocks of games read, both as an instant (a move's thinking time) and as Unix
/// time (when an event was stored, which a restart reads back).
#[derive(Clone, Debug, Default)]
pub struct Now {
    /// For a test's time: when it was made, and how far it was moved on since, in
    /// milliseconds; none for the system's time.
    fixed: Option<(Instant, SystemTime, Arc<AtomicU64>)>,
}

impl Now {
    /// The system's time.
    pub fn system() -> Now {
        Now::default()
    }

    /// The system's time now, standing still until [`Now::advance`] moves it on (for tests;
    /// its clones move with it).
    pub fn adjustable() -> Now {
        Now {
            fixed: Some((Instant::now(), SystemTime::now(), Arc::default())),
        }
    }

    /// Moves this time on by `by`; nothing for the system's time.
    pub fn advance(&self, by: Duration) {
        if let Some((_, _, ahead)) = &self.fixed {
            let ms = u64::try_from(by.as_millis()).unwrap_or(u64::MAX);
            ahead.fetch_add(ms, Ordering::SeqCst);
        }
    }

    /// The instant now.
    pub fn instant(&self) -> Instant {
        match &self.fixed {
            Some((at, _, ahead)) => *at + Duration::from_millis(ahead.load(Ordering::SeqCst)),
            None => Instant::now(),
        }
    }

    /// Unix time now, in milliseconds.
    pub fn unix_ms(&self) -> i64 {
        let now = match &self.fixed {
            Some((_, at, ahead)) => *at + Duration::from_millis(ahead.load(Ordering::SeqCst)),
            None => SystemTime::now(),
        };
        let since = now.duration_since(UNIX_EPOCH).unwrap_or_default();
        i64::try_from(since.as_millis()).unwrap_or(i64::MAX)
    }
}
