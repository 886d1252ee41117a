//! Chinese checkers games in the store: one row a game (its start, options, seats, outcome and
//! position now) and one row an event (a move or a resignation), written through the store's
//! writer thread like the draughts games, each event committed before the server answers.

use serde::{Deserialize, Serialize};

use crate::secrets::{hashed, PLAIN_LEN};
use crate::store::{Statement, Store, StoreError, Value};

/// The migration that adds the tables (the store applies it after the draughts tables).
pub const MIGRATION: &str = "
    CREATE TABLE star_games (
        id TEXT PRIMARY KEY,
        start TEXT NOT NULL,
        options TEXT NOT NULL,
        seats TEXT NOT NULL,
        outcome TEXT NOT NULL,
        position TEXT NOT NULL,
        created_ms BIGINT NOT NULL,
        updated_ms BIGINT NOT NULL
    );
    CREATE TABLE star_events (
        game_id TEXT NOT NULL REFERENCES star_games(id),
        seq BIGINT NOT NULL,
        kind TEXT NOT NULL,
        player TEXT NOT NULL,
        text TEXT,
        at_ms BIGINT NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
    CREATE INDEX star_games_outcome ON star_games(outcome);
";

/// Who sits at a point: a person at the creator's device, a friend invited by link, or the
/// computer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatRow {
    /// The point's letter.
    pub player: char,
    /// `person`, `friend` or `computer`.
    pub kind: String,
    /// The secret that holds the seat (none for the computer, and for a friend until he joins),
    /// hashed (`secrets::hashed`) once stored.
    pub secret: Option<String>,
    /// The friend's invite, until claimed, hashed as the secret.
    pub invite: Option<String>,
    /// The computer's level.
    pub level: Option<u8>,
}

impl SeatRow {
    /// The seat as it is stored: its secret and invite hashed, those still plain (a new seat's,
    /// or one an older server stored, `store/plain.rs`).
    pub fn stored(&self) -> SeatRow {
        let hash = |s: &Option<String>| {
            s.as_ref().map(|s| {
                if s.len() == PLAIN_LEN {
                    hashed(s)
                } else {
                    s.clone()
                }
            })
        };
        SeatRow {
            secret: hash(&self.secret),
            invite: hash(&self.invite),
            ..self.clone()
        }
    }
}

/// A game as stored.
#[derive(Clone, Debug)]
pub struct StarRow {
    /// The game's id.
    pub id: String,
    /// The start, as the position text.
    pub start: String,
    /// The options on, as the record writes them (`anti-spoiling,play-on`, or empty).
    pub options: String,
    /// The seats, in turn order.
    pub seats: Vec<SeatRow>,
    /// The outcome key.
    pub outcome: String,
    /// The position now.
    pub position: String,
    /// Unix milliseconds at creation.
    pub created_ms: i64,
    /// Unix milliseconds of the last change.
    pub updated_ms: i64,
}

/// One stored event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StarEvent {
    /// `move` or `resign`.
    pub kind: String,
    /// The player's letter.
    pub player: String,
    /// The move, `from-to`.
    pub text: Option<String>,
    /// Unix milliseconds.
    pub at_ms: i64,
}

fn seats_json(seats: &[SeatRow]) -> String {
    serde_json::to_string(seats).unwrap_or_else(|_| "[]".into())
}

/// The statement that stores a new game.
pub fn insert(row: &StarRow) -> Statement {
    Statement {
        sql: "INSERT INTO star_games (id, start, options, seats, outcome, position, created_ms,
                updated_ms) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params: vec![
            Value::Text(row.id.clone()),
            Value::Text(row.start.clone()),
            Value::Text(row.options.clone()),
            Value::Text(seats_json(&row.seats)),
            Value::Text(row.outcome.clone()),
            Value::Text(row.position.clone()),
            Value::Integer(row.created_ms),
            Value::Integer(row.updated_ms),
        ],
        must_change: false,
    }
}

/// The statement that stores the seats after a friend took his, when they were still
/// `before` (another server may have given the seat first: a conflict then).
pub fn seats(id: &str, before: &[SeatRow], seats: &[SeatRow]) -> Statement {
    Statement {
        sql: "UPDATE star_games SET seats = ?2 WHERE id = ?1 AND seats = ?3",
        params: vec![
            Value::Text(id.into()),
            Value::Text(seats_json(seats)),
            Value::Text(seats_json(before)),
        ],
        must_change: true,
    }
}

/// The statements that store event `seq` and the game's outcome and position after it.
pub fn event(id: &str, seq: usize, e: &StarEvent, outcome: &str, position: &str) -> Vec<Statement> {
    vec![
        Statement {
            sql: "INSERT INTO star_events (game_id, seq, kind, player, text, at_ms)
                  VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params: vec![
                Value::Text(id.into()),
                Value::Integer(seq as i64),
                Value::Text(e.kind.clone()),
                Value::Text(e.player.clone()),
                e.text.clone().into(),
                Value::Integer(e.at_ms),
            ],
            must_change: false,
        },
        Statement {
            sql: "UPDATE star_games SET outcome = ?2, position = ?3, updated_ms = ?4 WHERE id = ?1",
            params: vec![
                Value::Text(id.into()),
                Value::Text(outcome.into()),
                Value::Text(position.into()),
                Value::Integer(e.at_ms),
            ],
            must_change: false,
        },
    ]
}

/// How many friends have taken their seats: they count in the game's seq (STATE's).
pub fn joined(seats: &[SeatRow]) -> usize {
    seats
        .iter()
        .filter(|s| s.kind == "friend" && s.secret.is_some())
        .count()
}

/// The game `id`'s seq as stored (its events and the friends seated), if there is such a game:
/// one small read that tells whether a copy in memory has missed a change. Blocks: call it off
/// the runtime.
///
/// # Errors
/// The database's, or seats that do not read.
pub fn stored_seq(store: &Store, id: &str) -> Result<Option<usize>, StoreError> {
    let rows = store.query(
        "SELECT seats, (SELECT COUNT(*) FROM star_events WHERE game_id = ?1)
         FROM star_games WHERE id = ?1",
        vec![Value::Text(id.into())],
    )?;
    let Some(r) = rows.first() else {
        return Ok(None);
    };
    let seats: Vec<SeatRow> =
        serde_json::from_str(&r.text(0)?).map_err(|e| StoreError::Failed(format!("seats: {e}")))?;
    let events: usize = r.number_or_null(1)?.unwrap_or(0);
    Ok(Some(events + joined(&seats)))
}

/// The game `id` with its events in order. Blocks: call it off the runtime.
///
/// # Errors
/// The database's, or seats that do not read.
pub fn load(store: &Store, id: &str) -> Result<Option<(StarRow, Vec<StarEvent>)>, StoreError> {
    let rows = store.query(
        "SELECT id, start, options, seats, outcome, position, created_ms, updated_ms
         FROM star_games WHERE id = ?1",
        vec![Value::Text(id.into())],
    )?;
    let Some(r) = rows.first() else {
        return Ok(None);
    };
    let row = StarRow {
        id: r.text(0)?,
        start: r.text(1)?,
        options: r.text(2)?,
        seats: serde_json::from_str(&r.text(3)?)
            .map_err(|e| StoreError::Failed(format!("seats: {e}")))?,
        outcome: r.text(4)?,
        position: r.text(5)?,
        created_ms: r.integer(6)?,
        updated_ms: r.integer(7)?,
    };
    let events = store
        .query(
            "SELECT kind, player, text, at_ms FROM star_events WHERE game_id = ?1 ORDER BY seq",
            vec![Value::Text(id.into())],
        )?
        .iter()
        .map(|r| {
            Ok(StarEvent {
                kind: r.text(0)?,
                player: r.text(1)?,
                text: r.text_or_null(2)?,
                at_ms: r.integer(3)?,
            })
        })
        .collect::<Result<Vec<_>, StoreError>>()?;
    Ok(Some((row, events)))
}
