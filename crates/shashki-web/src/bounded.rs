//! Work of one kind bounded (issue 31): at most so many at once, so many more waiting, and
//! beyond that a clear `503 busy` with `Retry-After`, instead of a queue that grows without
//! limit and blocking threads that starve the database's reads.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use tokio::sync::Semaphore;

use crate::error::ApiError;

/// One kind of work and its bounds.
pub struct Bounded {
    /// Places to run in.
    running: Arc<Semaphore>,
    /// The work admitted, running or waiting.
    admitted: Arc<AtomicUsize>,
    /// The most admitted at once.
    most: usize,
}

/// A place among the work admitted; given back when dropped.
pub struct Admission(Arc<AtomicUsize>);

impl Drop for Admission {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

impl Bounded {
    /// `running` at once (at least one), and `waiting` more.
    pub fn new(running: usize, waiting: usize) -> Bounded {
        let running = running.max(1);
        Bounded {
            running: Arc::new(Semaphore::new(running)),
            admitted: Arc::new(AtomicUsize::new(0)),
            most: running + waiting,
        }
    }

    /// A place among the work admitted while there is one.
    ///
    /// # Errors
    /// `503 busy` when the bound is reached.
    pub fn admit(&self) -> Result<Admission, ApiError> {
        let before = self.admitted.fetch_add(1, Ordering::SeqCst);
        let admission = Admission(Arc::clone(&self.admitted));
        if before < self.most {
            Ok(admission)
        } else {
            Err(ApiError::busy())
        }
    }

    /// `503 busy` when the bound is reached: asked before taking on work that will need a
    /// place later (a move against the engine, whose answer is then promised).
    ///
    /// # Errors
    /// `503 busy` when the bound is reached.
    pub fn has_room(&self) -> Result<(), ApiError> {
        if self.admitted.load(Ordering::SeqCst) < self.most {
            Ok(())
        } else {
            Err(ApiError::busy())
        }
    }

    /// A place for work already promised, counted whatever the bound.
    pub fn enter(&self) -> Admission {
        self.admitted.fetch_add(1, Ordering::SeqCst);
        Admission(Arc::clone(&self.admitted))
    }

    /// Runs `work` on a blocking thread once a place is free; it runs to its end even when the
    /// caller has gone, and holds its place until then.
    ///
    /// # Errors
    /// `503 busy` when the bound is reached; 500 when the work's thread failed.
    pub async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, ApiError> {
        let admission = self.admit()?;
        self.run_admitted(admission, work).await
    }

    /// Runs `work`, already admitted (so that the caller answered `503 busy` before promising
    /// it), as [`Bounded::run`] does.
    ///
    /// # Errors
    /// 500 when the work's thread failed.
    pub async fn run_admitted<T: Send + 'static>(
        &self,
        admission: Admission,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, ApiError> {
        let place = Arc::clone(&self.running)
            .acquire_owned()
            .await
            .map_err(|e| ApiError::internal(format_args!("bounded work: {e}")))?;
        tokio::task::spawn_blocking(move || {
            let _held = (place, admission);
            work()
        })
        .await
        .map_err(|e| ApiError::internal(format_args!("bounded work: {e}")))
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[tokio::test]
    async fn work_beyond_the_bound_is_refused_busy_and_a_place_comes_back() {
        let bounded = Arc::new(Bounded::new(1, 1));
        let slow = |b: Arc<Bounded>| async move {
            b.run(|| std::thread::sleep(Duration::from_millis(300)))
                .await
        };
        let first = tokio::spawn(slow(Arc::clone(&bounded)));
        let second = tokio::spawn(slow(Arc::clone(&bounded)));
        tokio::time::sleep(Duration::from_millis(50)).await;
        let third = bounded.run(|| 3).await;
        assert_eq!(third.unwrap_err().code, "busy");
        first.await.unwrap().unwrap();
        second.await.unwrap().unwrap();
        assert_eq!(bounded.run(|| 4).await.unwrap(), 4);
    }
}
