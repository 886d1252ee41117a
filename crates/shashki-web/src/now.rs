//! The time games are timed by: the system's, or in tests one moved on at will, so that a
//! correspondence game's days pass without waiting for them.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// The time the clocks of games read, both as an instant (a move's thinking time) and as Unix
/// time (when an event was stored, which a restart reads back).
#[derive(Clone, Debug, Default)]
pub struct Now {
    /// How far a test moved this time on from the system's, in milliseconds; none for the
    /// system's time.
    ahead_ms: Option<Arc<AtomicU64>>,
}

impl Now {
    /// The system's time.
    pub fn system() -> Now {
        Now::default()
    }

    /// The system's time until [`Now::advance`] moves it on (for tests; its clones move with
    /// it).
    pub fn adjustable() -> Now {
        Now {
            ahead_ms: Some(Arc::new(AtomicU64::new(0))),
        }
    }

    /// Moves this time on by `by`; nothing for the system's time.
    pub fn advance(&self, by: Duration) {
        if let Some(ahead) = &self.ahead_ms {
            let ms = u64::try_from(by.as_millis()).unwrap_or(u64::MAX);
            ahead.fetch_add(ms, Ordering::SeqCst);
        }
    }

    fn ahead(&self) -> Duration {
        Duration::from_millis(
            self.ahead_ms
                .as_ref()
                .map_or(0, |a| a.load(Ordering::SeqCst)),
        )
    }

    /// The instant now.
    pub fn instant(&self) -> Instant {
        Instant::now() + self.ahead()
    }

    /// Unix time now, in milliseconds.
    pub fn unix_ms(&self) -> i64 {
        let since = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default()
            + self.ahead();
        i64::try_from(since.as_millis()).unwrap_or(i64::MAX)
    }
}
