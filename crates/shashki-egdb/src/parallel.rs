//! Work split over threads: a range of indices taken chunk by chunk from a shared counter, so
//! that threads that meet cheap positions take more chunks.

use std::ops::Range;
use std::sync::atomic::{AtomicU64, Ordering};

/// Indices a thread takes at a time.
const CHUNK: u64 = 1 << 14;

/// Runs `work` on every chunk of `0..total` on `threads` threads; `work` returns the first
/// error it meets, which ends the run.
pub fn for_chunks<E: Send>(
    threads: usize,
    total: u64,
    work: impl Fn(Range<u64>) -> Result<(), E> + Sync,
) -> Result<(), E> {
    let next = AtomicU64::new(0);
    let run = || -> Result<(), E> {
        loop {
            let start = next.fetch_add(CHUNK, Ordering::Relaxed);
            if start >= total {
                return Ok(());
            }
            if let Err(e) = work(start..(start + CHUNK).min(total)) {
                next.store(total, Ordering::Relaxed);
                return Err(e);
            }
        }
    };
    std::thread::scope(|scope| {
        let helpers: Vec<_> = (1..threads.max(1)).map(|_| scope.spawn(run)).collect();
        let mut result = run();
        for h in helpers {
            let r = h.join().unwrap_or_else(|p| std::panic::resume_unwind(p));
            if result.is_ok() {
                result = r;
            }
        }
        result
    })
}
