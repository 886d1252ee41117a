//! The lobby's two lists (`GET /api/lobby`, `src/api/lobby.rs`): the games their makers
//! opened to anyone, waiting for an opponent, and those being played now. Read from the
//! database, so that every server behind one address lists the same.

use super::{Row, Store, StoreError};
use crate::api::lobby::DAY_MS;

/// A game as the lobby lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LobbyGame {
    /// The game's id.
    pub id: String,
    /// The variant key.
    pub variant: String,
    /// Seconds at the start, with a clock.
    pub clock_initial: Option<i64>,
    /// Seconds added a move.
    pub clock_increment: Option<i64>,
    /// Days a move, for a correspondence clock.
    pub clock_days: Option<i64>,
    /// The start position, when not the variant's.
    pub start_fen: Option<String>,
    /// True when White's seat is taken (the maker plays White).
    pub white_taken: bool,
    /// Unix milliseconds of its creation (waiting) or last change (playing).
    pub since: i64,
    /// The name White's player gave, if any.
    pub white_name: Option<String>,
    /// The name Black's player gave, if any.
    pub black_name: Option<String>,
}

impl LobbyGame {
    fn read(r: &Row) -> Result<LobbyGame, StoreError> {
        Ok(LobbyGame {
            id: r.get("id")?,
            variant: r.get("variant")?,
            clock_initial: r.get("clock_initial")?,
            clock_increment: r.get("clock_increment")?,
            clock_days: r.get("clock_days")?,
            start_fen: r.get("start_fen")?,
            white_taken: r.get("white_taken")?,
            since: r.get("since")?,
            white_name: r.get("white_name")?,
            black_name: r.get("black_name")?,
        })
    }
}

/// The columns of [`LobbyGame`], `since` being the column `$since`.
macro_rules! lobby_select {
    ($since:literal) => {
        concat!(
            "SELECT id, variant, clock_initial, clock_increment, clock_days, start_fen,
                CASE WHEN white_seat IS NULL THEN 0 ELSE 1 END AS white_taken, ",
            $since,
            " AS since, white_name, black_name FROM games"
        )
    };
}

impl Store {
    /// Up to `most` lobby games waiting for an opponent, newest first: made after
    /// `made_after`, or after `days_made_after` for a correspondence game. Blocks: call it off
    /// the runtime.
    ///
    /// # Errors
    /// The database's.
    pub fn lobby_waiting(
        &self,
        made_after: i64,
        days_made_after: i64,
        most: i64,
    ) -> Result<Vec<LobbyGame>, StoreError> {
        self.query(
            concat!(
                lobby_select!("created_ms"),
                " WHERE lobby = 1 AND outcome = 'ongoing' AND invite IS NOT NULL
                    AND (clock_days IS NULL AND created_ms > ?1
                        OR clock_days IS NOT NULL AND created_ms > ?2)
                 ORDER BY created_ms DESC LIMIT ?3"
            ),
            vec![made_after.into(), days_made_after.into(), most.into()],
        )?
        .iter()
        .map(LobbyGame::read)
        .collect()
    }

    /// Up to `most` lobby games being played at `now`, last changed first: changed after
    /// `changed_after`, or, for a correspondence game, while the clock of the side to move can
    /// still run (its last change less than its days a move ago). Blocks: call it off the
    /// runtime.
    ///
    /// # Errors
    /// The database's.
    pub fn lobby_playing(
        &self,
        changed_after: i64,
        now: i64,
        most: i64,
    ) -> Result<Vec<LobbyGame>, StoreError> {
        self.query(
            concat!(
                lobby_select!("updated_ms"),
                " WHERE lobby = 1 AND outcome = 'ongoing' AND invite IS NULL
                    AND (clock_days IS NULL AND updated_ms > ?1
                        OR clock_days IS NOT NULL AND updated_ms + clock_days * ?2 > ?3)
                 ORDER BY updated_ms DESC LIMIT ?4"
            ),
            vec![changed_after.into(), DAY_MS.into(), now.into(), most.into()],
        )?
        .iter()
        .map(LobbyGame::read)
        .collect()
    }
}
