//! The games left abandoned, which the server aborts (`src/abandoned.rs`): one query, as the
//! conditions of which it is made are many and each is a column of `games`.

use super::games::stored_seq_sql;
use super::{Store, StoreError};

/// When a game not over counts as abandoned (`src/abandoned.rs`): the Unix milliseconds
/// before which it must have been made, or last changed.
#[derive(Clone, Copy, Debug)]
pub struct Abandoned {
    /// A friend game by link nobody joined: made before this.
    pub friend_before: i64,
    /// A lobby game nobody joined: made before this.
    pub lobby_before: i64,
    /// A correspondence game nobody joined: made before this.
    pub correspondence_before: i64,
    /// A game whose sides have not both moved, with no clock running: last changed before
    /// this (a correspondence game: its days before now).
    pub unplayed_before: i64,
    /// Now.
    pub now: i64,
}

impl Store {
    /// Up to `most` games not over that were left abandoned as `when` says, oldest first,
    /// each with its seq as stored (STATE's): nobody took the friend's seat, or a side never
    /// moved (fewer than two moves stored, none once a clock would be running: its flag
    /// decides then); a row made and never played is among them. Blocks: call it off the
    /// runtime.
    ///
    /// # Errors
    /// The database's.
    pub fn abandoned(
        &self,
        when: Abandoned,
        most: i64,
    ) -> Result<Vec<(String, usize)>, StoreError> {
        self.query(
            concat!(
                "SELECT g.id AS id, ",
                stored_seq_sql!(),
                " AS seq
             FROM games g
             WHERE g.outcome = 'ongoing' AND (
                g.opponent = 'human' AND g.invite IS NOT NULL AND (
                    g.clock_days IS NOT NULL AND g.created_ms < ?3
                    OR g.clock_days IS NULL AND g.lobby = 1 AND g.created_ms < ?2
                    OR g.clock_days IS NULL AND g.lobby = 0 AND g.created_ms < ?1)
                OR (g.opponent <> 'human' OR g.invite IS NULL) AND (
                    g.clock_days IS NOT NULL AND g.updated_ms + g.clock_days * ?6 < ?5
                    OR g.clock_days IS NULL AND g.updated_ms < ?4)
                AND (SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id AND m.kind = 'move')
                    < (CASE WHEN g.clock_initial IS NULL THEN 2 ELSE 1 END))
             ORDER BY g.updated_ms LIMIT ?7"
            ),
            vec![
                when.friend_before.into(),
                when.lobby_before.into(),
                when.correspondence_before.into(),
                when.unplayed_before.into(),
                when.now.into(),
                crate::api::lobby::DAY_MS.into(),
                most.into(),
            ],
        )?
        .iter()
        .map(|r| Ok((r.get("id")?, r.get("seq")?)))
        .collect()
    }
}
