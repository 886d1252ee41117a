//! The draughts games' events (`moves`): each change of a game is one row, numbered in the
//! game, stored with the game's new position in one transaction. The number is the game's
//! version: of two servers storing event `n` of a game, one gets a [`StoreError::Conflict`].

use shashki::Color;

use super::{integer, EventKind, GameOutcome, Statement, Store, StoreError};
use crate::store::Changed;

/// One stored event of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    /// What happened.
    pub kind: EventKind,
    /// The side that acted (the loser for `time`).
    pub color: Color,
    /// The move in full notation, for `move` (`abandoned` for an `abort` by the server).
    pub text: Option<String>,
    /// The time the move took, in milliseconds, for `move`.
    pub elapsed_ms: Option<i64>,
    /// Unix milliseconds.
    pub at_ms: i64,
}

/// The statement that stores `event` as number `seq` of the game `id`.
pub(super) fn event_statement(id: &str, seq: usize, event: &Event) -> Statement {
    Statement::new(
        "INSERT INTO moves (game_id, seq, kind, color, text, elapsed_ms, at_ms)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        vec![
            id.into(),
            integer(seq),
            event.kind.into(),
            event.color.into(),
            event.text.clone().into(),
            event.elapsed_ms.into(),
            event.at_ms.into(),
        ],
    )
}

impl Store {
    /// Appends event number `seq` of the game `changed.id` and its new position (and its
    /// outcome when the event changes it: `ended`), and gives the game to the server `owner`,
    /// in one transaction that tells the other servers of `changed`; answers once it is
    /// committed.
    ///
    /// # Errors
    /// A conflict when event `seq` of the game is stored already (another server took it
    /// first), or the database's failure; nothing is stored then.
    pub async fn add_event(
        &self,
        changed: Changed,
        seq: usize,
        event: &Event,
        ended: Option<GameOutcome>,
        fen: &str,
        owner: &str,
    ) -> Result<(), StoreError> {
        let id = changed.id.as_str();
        let mut statements = vec![
            event_statement(id, seq, event),
            Statement::new(
                "UPDATE games SET fen = ?2, updated_ms = ?3, owner = ?4 WHERE id = ?1",
                vec![id.into(), fen.into(), event.at_ms.into(), owner.into()],
            ),
        ];
        // Only when it changes: setting a column rewrites the indexes on it even to the same
        // value, two pages of SQLite's WAL a move (issue 19).
        if let Some(outcome) = ended {
            statements.push(Statement::new(
                "UPDATE games SET outcome = ?2 WHERE id = ?1",
                vec![id.into(), outcome.into()],
            ));
        }
        self.execute(statements, Some(changed)).await
    }

    /// The events of the game `id` from number `from` on, in order. Blocks: call it off the
    /// runtime.
    ///
    /// # Errors
    /// The database's, or an event that does not read (an unknown kind or colour).
    pub(super) fn events_after(&self, id: &str, from: usize) -> Result<Vec<Event>, StoreError> {
        self.query(
            "SELECT kind, color, text, elapsed_ms, at_ms FROM moves
             WHERE game_id = ?1 AND seq >= ?2 ORDER BY seq",
            vec![id.into(), integer(from)],
        )?
        .iter()
        .map(|r| {
            Ok(Event {
                kind: r.get("kind")?,
                color: r.get("color")?,
                text: r.get("text")?,
                elapsed_ms: r.get("elapsed_ms")?,
                at_ms: r.get("at_ms")?,
            })
        })
        .collect()
    }
}
