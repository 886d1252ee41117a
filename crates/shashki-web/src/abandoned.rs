//! The clean-up of abandoned games (issue 31): the server aborts (never deletes) the games
//! nobody joined, or whose sides never both moved, within a time, so that they leave the lists
//! and nobody's record shows them as going on for ever. Each goes through the same change as a
//! player's abort (`src/abort.rs`), made from the seq the database gave: a game that changed
//! meanwhile (a move, a join, another server's abort) is left alone, and two servers sweeping
//! one database at once abort each game once (the event's key). The abort is stored as an
//! event, so the copies in memory of every server hear of it as of any change.

use std::sync::Arc;
use std::time::Duration;

use crate::api::lobby::{WAITING_DAYS_MS, WAITING_MS};
use crate::api::Expected;
use crate::app::App;
use crate::change::change;
use crate::error::ApiError;
use crate::store::Abandoned;

/// A friend game by link nobody joined is aborted this long after it was made (a lobby game
/// after its time in the lobby, a correspondence game after a week: as the lobby lists them).
pub const FRIEND_WAIT: Duration = Duration::from_secs(24 * 60 * 60);

/// A game whose sides have not both moved, and whose clock does not run, is aborted this long
/// after its last change (a correspondence game: after its days a move).
pub const UNPLAYED_WAIT: Duration = Duration::from_secs(24 * 60 * 60);

/// How often a server looks for abandoned games.
pub const EVERY: Duration = Duration::from_secs(60);

/// The most games aborted by one look; the next takes the rest.
const MOST: i64 = 100;

/// Starts looking for abandoned games every [`EVERY`]; needs a tokio runtime.
pub fn start(app: &Arc<App>) {
    let app = Arc::clone(app);
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(EVERY);
        loop {
            tick.tick().await;
            match app.abort_abandoned().await {
                Ok(0) => {}
                Ok(n) => tracing::info!(aborted = n, "abandoned games aborted"),
                Err(e) => tracing::warn!(error = %e, "looking for abandoned games"),
            }
        }
    });
}

/// The times before which a game counts as abandoned, at `now_ms`.
fn abandoned_at(now_ms: i64) -> Abandoned {
    let before = |wait: Duration| now_ms - i64::try_from(wait.as_millis()).unwrap_or(i64::MAX);
    Abandoned {
        friend_before: before(FRIEND_WAIT),
        lobby_before: now_ms - WAITING_MS,
        correspondence_before: now_ms - WAITING_DAYS_MS,
        unplayed_before: before(UNPLAYED_WAIT),
        now: now_ms,
    }
}

impl App {
    /// Aborts the games left abandoned now (by the time of `Config::now`), each from the
    /// state the database gave for it; returns how many this server aborted.
    ///
    /// # Errors
    /// When the database cannot be read; a game that cannot be aborted is skipped.
    pub async fn abort_abandoned(self: &Arc<Self>) -> Result<usize, ApiError> {
        let when = abandoned_at(self.config.now.unix_ms());
        let found = self
            .reading("looking for abandoned games", move |app| {
                app.store.abandoned(when, MOST).map_err(ApiError::from)
            })
            .await?;
        let mut aborted = 0;
        for (id, seq) in found {
            let expected = Expected { seq: Some(seq) };
            let done = match self.game(&id).await {
                Ok((game, _)) => {
                    change(self, &game, expected, |live| {
                        live.abandon_change().map(Some)
                    })
                    .await
                }
                Err(e) => Err(e),
            };
            match done {
                Ok(_) => {
                    tracing::info!(game = %id, "abandoned: aborted");
                    aborted += 1;
                }
                Err(e) => tracing::debug!(game = %id, error = %e, "abandoned, not aborted"),
            }
        }
        Ok(aborted)
    }
}
