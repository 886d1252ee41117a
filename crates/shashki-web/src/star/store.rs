//! Chinese checkers games in the store: one row a game (its start, options, seats, outcome and
//! position now) and one row an event (a move or a resignation), written through the store's
//! writer thread like the draughts games, each event committed before the server answers.
//! The tables are made in `src/store/schema.rs`.

use serde::{Deserialize, Serialize};
use shashki_star::{Corner, Outcome};

use crate::secrets::{hashed, PLAIN_LEN};
use crate::store::{integer, Row, SeatKind, StarEventKind, Statement, Store, StoreError};

/// Who sits at a point: a person at the creator's device, a friend invited by link, or the
/// computer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatRow {
    /// The point's letter.
    pub player: char,
    /// Who sits there.
    pub kind: SeatKind,
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
    /// Where it stands.
    pub outcome: Outcome,
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
    /// What happened.
    pub kind: StarEventKind,
    /// The player who did it.
    pub player: Corner,
    /// The move, `from-to`.
    pub text: Option<String>,
    /// Unix milliseconds.
    pub at_ms: i64,
}

fn seats_json(seats: &[SeatRow]) -> String {
    serde_json::to_string(seats).unwrap_or_else(|_| "[]".into())
}

/// The seats stored as `json`.
fn seats_of(json: &str) -> Result<Vec<SeatRow>, StoreError> {
    serde_json::from_str(json).map_err(|e| StoreError::Failed(format!("seats: {e}")))
}

impl StarRow {
    /// The row read.
    fn read(r: &Row) -> Result<StarRow, StoreError> {
        Ok(StarRow {
            id: r.get("id")?,
            start: r.get("start")?,
            options: r.get("options")?,
            seats: seats_of(&r.get::<String>("seats")?)?,
            outcome: r.get("outcome")?,
            position: r.get("position")?,
            created_ms: r.get("created_ms")?,
            updated_ms: r.get("updated_ms")?,
        })
    }
}

/// The statement that stores a new game.
pub fn insert(row: &StarRow) -> Statement {
    Statement::new(
        "INSERT INTO star_games (id, start, options, seats, outcome, position, created_ms,
            updated_ms) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        vec![
            row.id.clone().into(),
            row.start.clone().into(),
            row.options.clone().into(),
            seats_json(&row.seats).into(),
            row.outcome.into(),
            row.position.clone().into(),
            row.created_ms.into(),
            row.updated_ms.into(),
        ],
    )
}

/// The statement that stores the seats after a friend took his, when they were still
/// `before` (another server may have given the seat first: a conflict then).
pub fn seats(id: &str, before: &[SeatRow], seats: &[SeatRow]) -> Statement {
    Statement::changing(
        "UPDATE star_games SET seats = ?2 WHERE id = ?1 AND seats = ?3",
        vec![
            id.into(),
            seats_json(seats).into(),
            seats_json(before).into(),
        ],
    )
}

/// The statements that store event `seq` and the game's outcome and position after it.
pub fn event(
    id: &str,
    seq: usize,
    e: &StarEvent,
    outcome: &Outcome,
    position: &str,
) -> Vec<Statement> {
    vec![
        Statement::new(
            "INSERT INTO star_events (game_id, seq, kind, player, text, at_ms)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            vec![
                id.into(),
                integer(seq),
                e.kind.into(),
                e.player.into(),
                e.text.clone().into(),
                e.at_ms.into(),
            ],
        ),
        Statement::new(
            "UPDATE star_games SET outcome = ?2, position = ?3, updated_ms = ?4 WHERE id = ?1",
            vec![
                id.into(),
                (*outcome).into(),
                position.into(),
                e.at_ms.into(),
            ],
        ),
    ]
}

/// How many friends have taken their seats: they count in the game's seq (STATE's).
pub fn joined(seats: &[SeatRow]) -> usize {
    seats
        .iter()
        .filter(|s| s.kind == SeatKind::Friend && s.secret.is_some())
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
        "SELECT seats, (SELECT COUNT(*) FROM star_events WHERE game_id = ?1) AS events
         FROM star_games WHERE id = ?1",
        vec![id.into()],
    )?;
    let Some(r) = rows.first() else {
        return Ok(None);
    };
    let events: usize = r.get("events")?;
    Ok(Some(
        events + joined(&seats_of(&r.get::<String>("seats")?)?),
    ))
}

/// The game `id` with its events in order. Blocks: call it off the runtime.
///
/// # Errors
/// The database's, or a row that does not read (seats, an unknown kind, player or outcome).
pub fn load(store: &Store, id: &str) -> Result<Option<(StarRow, Vec<StarEvent>)>, StoreError> {
    let rows = store.query(
        "SELECT id, start, options, seats, outcome, position, created_ms, updated_ms
         FROM star_games WHERE id = ?1",
        vec![id.into()],
    )?;
    let Some(r) = rows.first() else {
        return Ok(None);
    };
    let row = StarRow::read(r)?;
    let events = store
        .query(
            "SELECT kind, player, text, at_ms FROM star_events WHERE game_id = ?1 ORDER BY seq",
            vec![id.into()],
        )?
        .iter()
        .map(|r| {
            Ok(StarEvent {
                kind: r.get("kind")?,
                player: r.get("player")?,
                text: r.get("text")?,
                at_ms: r.get("at_ms")?,
            })
        })
        .collect::<Result<Vec<_>, StoreError>>()?;
    Ok(Some((row, events)))
}
