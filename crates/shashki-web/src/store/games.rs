//! The draughts games' rows (`games`): a game made, a friend taking his seat, a game read back
//! whole with its events (`events.rs`), and the few lists the server starts from.

use shashki::Color;

use super::events::event_statement;
use super::{integer, Event, GameOutcome, Kind, Opponent, Row, Statement, Store, StoreError};
use crate::store::Changed;

/// A game as stored.
#[derive(Clone, Debug)]
pub struct GameRow {
    /// The game's id.
    pub id: String,
    /// The variant key.
    pub variant: String,
    /// The start position, when not the variant's.
    pub start_fen: Option<String>,
    /// Whom it is against.
    pub opponent: Opponent,
    /// The engine's side, for engine games.
    pub engine_color: Option<Color>,
    /// The engine's level.
    pub level: u8,
    /// Seconds at the start, with a clock.
    pub clock_initial: Option<u64>,
    /// Seconds added a move.
    pub clock_increment: Option<u64>,
    /// Days a move, for a correspondence clock (`clock_initial` is then as many seconds).
    pub clock_days: Option<u64>,
    /// White's secret, hashed (`secrets::hashed`), as every secret below.
    pub white_seat: Option<String>,
    /// Black's secret.
    pub black_seat: Option<String>,
    /// The invite, until claimed.
    pub invite: Option<String>,
    /// Where it stands.
    pub outcome: GameOutcome,
    /// The position now.
    pub fen: String,
    /// Unix milliseconds at creation.
    pub created_ms: i64,
    /// Unix milliseconds of the last change.
    pub updated_ms: i64,
    /// Listed in the lobby: anyone may take the free seat, without the invite.
    pub lobby: bool,
    /// The name White's player gave, if any.
    pub white_name: Option<String>,
    /// The name Black's player gave, if any.
    pub black_name: Option<String>,
    /// The server that holds the game's timed work, as last stored.
    pub owner: Option<String>,
    /// A record imported as this game: its tags, as a JSON list of `[name, value]`, which its
    /// PDN gives back.
    pub record_tags: Option<String>,
}

/// A game between people, going on, with nothing else set: the rows the tests make.
#[cfg(test)]
impl Default for GameRow {
    fn default() -> GameRow {
        GameRow {
            id: String::new(),
            variant: String::new(),
            start_fen: None,
            opponent: Opponent::Human,
            engine_color: None,
            level: 0,
            clock_initial: None,
            clock_increment: None,
            clock_days: None,
            white_seat: None,
            black_seat: None,
            invite: None,
            outcome: GameOutcome::Ongoing,
            fen: String::new(),
            created_ms: 0,
            updated_ms: 0,
            lobby: false,
            white_name: None,
            black_name: None,
            owner: None,
            record_tags: None,
        }
    }
}

impl GameRow {
    /// The row read.
    fn read(r: &Row) -> Result<GameRow, StoreError> {
        Ok(GameRow {
            id: r.get("id")?,
            variant: r.get("variant")?,
            start_fen: r.get("start_fen")?,
            opponent: r.get("opponent")?,
            engine_color: r.get("engine_color")?,
            level: r.get("level")?,
            clock_initial: r.get("clock_initial")?,
            clock_increment: r.get("clock_increment")?,
            clock_days: r.get("clock_days")?,
            white_seat: r.get("white_seat")?,
            black_seat: r.get("black_seat")?,
            invite: r.get("invite")?,
            outcome: r.get("outcome")?,
            fen: r.get("fen")?,
            created_ms: r.get("created_ms")?,
            updated_ms: r.get("updated_ms")?,
            lobby: r.get("lobby")?,
            white_name: r.get("white_name")?,
            black_name: r.get("black_name")?,
            owner: r.get("owner")?,
            record_tags: r.get("record_tags")?,
        })
    }
}

/// A game's seq as stored (STATE's): its events, and one more when the friend of a game
/// between people has taken his seat. SQL over `games g`, for the queries that give it.
macro_rules! stored_seq_sql {
    () => {
        "(SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id)
            + (CASE WHEN g.opponent = 'human' AND g.invite IS NULL THEN 1 ELSE 0 END)"
    };
}
pub(super) use stored_seq_sql;

/// The statement that stores the new game `g`.
fn insert_statement(g: &GameRow) -> Statement {
    Statement::new(
        "INSERT INTO games (id, variant, start_fen, opponent, engine_color, level,
            clock_initial, clock_increment, white_seat, black_seat, invite, outcome, fen,
            created_ms, updated_ms, lobby, white_name, black_name, owner, clock_days,
            record_tags)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16,
            ?17, ?18, ?19, ?20, ?21)",
        vec![
            g.id.clone().into(),
            g.variant.clone().into(),
            g.start_fen.clone().into(),
            g.opponent.into(),
            g.engine_color.into(),
            integer(g.level),
            g.clock_initial.map(integer).into(),
            g.clock_increment.map(integer).into(),
            g.white_seat.clone().into(),
            g.black_seat.clone().into(),
            g.invite.clone().into(),
            g.outcome.into(),
            g.fen.clone().into(),
            g.created_ms.into(),
            g.updated_ms.into(),
            integer(g.lobby),
            g.white_name.clone().into(),
            g.black_name.clone().into(),
            g.owner.clone().into(),
            g.clock_days.map(integer).into(),
            g.record_tags.clone().into(),
        ],
    )
}

impl Store {
    /// Stores a new game (held by `g.owner`); answers once it is committed.
    ///
    /// # Errors
    /// The database's.
    pub async fn insert_game(&self, g: &GameRow) -> Result<(), StoreError> {
        self.execute(vec![insert_statement(g)], None).await
    }

    /// Stores a new game with its first `events`, in one transaction: a record imported
    /// whole, never half.
    ///
    /// # Errors
    /// The database's; nothing is stored then.
    pub async fn insert_game_with_events(
        &self,
        g: &GameRow,
        events: &[Event],
    ) -> Result<(), StoreError> {
        let mut statements = vec![insert_statement(g)];
        statements.extend(
            events
                .iter()
                .enumerate()
                .map(|(seq, e)| event_statement(&g.id, seq, e)),
        );
        self.execute(statements, None).await
    }

    /// Records that the invite of the game `changed.id` was claimed at `now_ms`: the seat of
    /// `color` gets `seat` (its hash), and the name its player gave, and tells the other
    /// servers of `changed`. The claim is the game's last change (`updated_ms`), by which the
    /// lobby lists the game as being played.
    ///
    /// # Errors
    /// A conflict when the invite was claimed already (through another server), or the
    /// database's failure.
    pub async fn claim_seat(
        &self,
        changed: Changed,
        color: Color,
        seat: &str,
        name: Option<&str>,
        now_ms: i64,
    ) -> Result<(), StoreError> {
        let sql = match color {
            Color::White => {
                "UPDATE games SET white_seat = ?2, white_name = ?3, invite = NULL, updated_ms = ?4
                 WHERE id = ?1 AND invite IS NOT NULL AND outcome = 'ongoing'"
            }
            Color::Black => {
                "UPDATE games SET black_seat = ?2, black_name = ?3, invite = NULL, updated_ms = ?4
                 WHERE id = ?1 AND invite IS NOT NULL AND outcome = 'ongoing'"
            }
        };
        let params = vec![
            changed.id.clone().into(),
            seat.into(),
            name.into(),
            now_ms.into(),
        ];
        self.execute(vec![Statement::changing(sql, params)], Some(changed))
            .await
    }

    /// The game `id` with its events in order. Blocks: call it off the runtime.
    ///
    /// # Errors
    /// The database's, or a row that does not read.
    pub fn load(&self, id: &str) -> Result<Option<(GameRow, Vec<Event>)>, StoreError> {
        self.load_after(id, 0)
    }

    /// The game `id` with its events from number `from` on, in order (a copy that holds the
    /// first `from` reads only what it lacks). Blocks: call it off the runtime.
    ///
    /// # Errors
    /// The database's, or a row that does not read.
    pub fn load_after(
        &self,
        id: &str,
        from: usize,
    ) -> Result<Option<(GameRow, Vec<Event>)>, StoreError> {
        let rows = self.query(
            "SELECT id, variant, start_fen, opponent, engine_color, level, clock_initial,
                clock_increment, white_seat, black_seat, invite, outcome, fen, created_ms,
                updated_ms, lobby, white_name, black_name, owner, clock_days, record_tags
             FROM games
             WHERE id = ?1",
            vec![id.into()],
        )?;
        let Some(r) = rows.first() else {
            return Ok(None);
        };
        Ok(Some((GameRow::read(r)?, self.events_after(id, from)?)))
    }

    /// The game `id`'s seq as stored (STATE's: its events, and one more when the friend of a
    /// game between people has taken his seat), if there is such a game: one small read that
    /// tells whether a copy in memory has missed a change. Blocks: call it off the runtime.
    ///
    /// # Errors
    /// The database's.
    pub fn stored_seq(&self, id: &str) -> Result<Option<usize>, StoreError> {
        let rows = self.query(
            concat!(
                "SELECT ",
                stored_seq_sql!(),
                " AS seq FROM games g WHERE g.id = ?1"
            ),
            vec![id.into()],
        )?;
        rows.first().map(|r| r.get("seq")).transpose()
    }

    /// The ids of the draughts games not over whose clock runs (a clock, or correspondence's
    /// days): the games a server must hold from its start, for their timers (every other game
    /// is read back when asked for).
    ///
    /// # Errors
    /// The database's.
    pub fn timed(&self) -> Result<Vec<String>, StoreError> {
        self.ids("SELECT id FROM games WHERE outcome = 'ongoing' AND clock_initial IS NOT NULL")
    }

    /// The ids of the games of `kind` not over.
    ///
    /// # Errors
    /// The database's.
    pub fn ongoing(&self, kind: Kind) -> Result<Vec<String>, StoreError> {
        self.ids(match kind {
            Kind::Draughts => "SELECT id FROM games WHERE outcome = 'ongoing'",
            Kind::Star => "SELECT id FROM star_games WHERE outcome = 'ongoing'",
        })
    }

    /// The column `id` of the rows of `sql`.
    fn ids(&self, sql: &'static str) -> Result<Vec<String>, StoreError> {
        self.query(sql, Vec::new())?
            .iter()
            .map(|r| r.get("id"))
            .collect()
    }
}
