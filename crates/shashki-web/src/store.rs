//! Storage: one row per game, one row per event (move, resignation, draw offer or decline,
//! loss on time), in SQLite (the default, [`sqlite`]) or PostgreSQL ([`postgres`]) behind one
//! [`Backend`]. Each event is committed before the server answers, so a game survives
//! `kill -9`. The events' key (game, number) is the game's version: two servers that both
//! try to store event `n` of a game get one stored and the other a [`StoreError::Conflict`].

mod plain;
mod postgres;
mod sqlite;

use std::fmt;

use tokio::sync::{mpsc, oneshot};

use crate::database::Database;

/// The schema, one migration per entry; `schema_version` records how many were applied. Each
/// is SQL that SQLite and PostgreSQL both read (`BIGINT` for every integer).
const MIGRATIONS: &[&str] = &[
    DRAUGHTS,
    crate::star::store::MIGRATION,
    LOBBY,
    NAMES,
    LEASES,
    CORRESPONDENCE,
    SERVERS,
];

/// The draughts games and their events.
const DRAUGHTS: &str = "
    CREATE TABLE games (
        id TEXT PRIMARY KEY,
        variant TEXT NOT NULL,
        start_fen TEXT,
        opponent TEXT NOT NULL,
        engine_color TEXT,
        level BIGINT NOT NULL,
        clock_initial BIGINT,
        clock_increment BIGINT,
        white_seat TEXT,
        black_seat TEXT,
        invite TEXT,
        outcome TEXT NOT NULL,
        fen TEXT NOT NULL,
        created_ms BIGINT NOT NULL,
        updated_ms BIGINT NOT NULL
    );
    CREATE TABLE moves (
        game_id TEXT NOT NULL REFERENCES games(id),
        seq BIGINT NOT NULL,
        kind TEXT NOT NULL,
        color TEXT NOT NULL,
        text TEXT,
        elapsed_ms BIGINT,
        at_ms BIGINT NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
    CREATE INDEX games_outcome ON games(outcome);
";

/// Games against a person that anyone may join from the lobby (issue 16).
const LOBBY: &str = "
    ALTER TABLE games ADD COLUMN lobby BIGINT NOT NULL DEFAULT 0;
    CREATE INDEX games_lobby ON games(lobby, outcome);
";

/// The names players may give (issue 16).
const NAMES: &str = "
    ALTER TABLE games ADD COLUMN white_name TEXT;
    ALTER TABLE games ADD COLUMN black_name TEXT;
";

/// Which server does a game's timed work (the engine's move, the flag fall), and until when
/// (`src/lease.rs`).
const LEASES: &str = "
    ALTER TABLE games ADD COLUMN owner TEXT;
    ALTER TABLE games ADD COLUMN lease_until BIGINT;
    CREATE INDEX games_lease ON games(lease_until);
";

/// Correspondence clocks (issue 16): the days a move (`clock_initial` holds the same time in
/// seconds, so that every clock's game is found by it).
const CORRESPONDENCE: &str = "
    ALTER TABLE games ADD COLUMN clock_days BIGINT;
";

/// The servers alive over the database (issue 19): each renews its own row, and a game's
/// `owner` holds it while that row's `alive_until` has not passed. A lease a game, renewed
/// in every game's row, had each server's renewal wait for the row locks of the other's moves
/// (`src/lease.rs`).
const SERVERS: &str = "
    CREATE TABLE servers (
        name TEXT PRIMARY KEY,
        alive_until BIGINT NOT NULL
    );
    DROP INDEX games_lease;
    ALTER TABLE games DROP COLUMN lease_until;
";

/// A game as stored.
#[derive(Clone, Debug, Default)]
pub struct GameRow {
    /// The game's id.
    pub id: String,
    /// The variant key.
    pub variant: String,
    /// The start position, when not the variant's.
    pub start_fen: Option<String>,
    /// `engine` or `human`.
    pub opponent: String,
    /// The engine's side, for engine games.
    pub engine_color: Option<String>,
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
    /// The outcome key.
    pub outcome: String,
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
}

/// One stored event of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    /// `move`, `resign`, `draw` or `time`.
    pub kind: String,
    /// The side that acted (the loser for `time`).
    pub color: String,
    /// The move in full notation, for `move`.
    pub text: Option<String>,
    /// The time the move took, in milliseconds, for `move`.
    pub elapsed_ms: Option<i64>,
    /// Unix milliseconds.
    pub at_ms: i64,
}

/// A value bound to or read from a statement: the three kinds the tables hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// SQL `NULL`.
    Null,
    /// An integer (`BIGINT`).
    Integer(i64),
    /// Text.
    Text(String),
}

impl From<Option<String>> for Value {
    fn from(v: Option<String>) -> Value {
        v.map_or(Value::Null, Value::Text)
    }
}

impl From<Option<i64>> for Value {
    fn from(v: Option<i64>) -> Value {
        v.map_or(Value::Null, Value::Integer)
    }
}

/// A statement with its parameters (`?1`, `?2`, … in the SQL; the PostgreSQL backend reads
/// them as `$1`, `$2`, …), for the tables of every part of the server.
pub struct Statement {
    /// The SQL.
    pub sql: &'static str,
    /// Its parameters, in order.
    pub params: Vec<Value>,
    /// True when it must change a row: changing none (another server got there first), the
    /// write is refused as a [`StoreError::Conflict`].
    pub must_change: bool,
}

/// Why the store did not do what it was asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// A row of that key is there already: another server (or request) stored that event of
    /// the game first.
    Conflict,
    /// The database failed, in its own words.
    Failed(String),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Conflict => f.write_str("a row of that key is stored already"),
            StoreError::Failed(e) => f.write_str(e),
        }
    }
}

impl std::error::Error for StoreError {}

/// A row read, column by column.
pub struct Row(Vec<Value>);

impl Row {
    fn at(&self, i: usize) -> Result<&Value, StoreError> {
        self.0
            .get(i)
            .ok_or_else(|| StoreError::Failed(format!("no column {i}")))
    }

    /// Column `i` as text, or none for `NULL`.
    ///
    /// # Errors
    /// When it holds an integer or is missing.
    pub fn text_or_null(&self, i: usize) -> Result<Option<String>, StoreError> {
        match self.at(i)? {
            Value::Null => Ok(None),
            Value::Text(t) => Ok(Some(t.clone())),
            Value::Integer(_) => Err(StoreError::Failed(format!("column {i}: not text"))),
        }
    }

    /// Column `i` as text.
    ///
    /// # Errors
    /// When it is not text.
    pub fn text(&self, i: usize) -> Result<String, StoreError> {
        self.text_or_null(i)?
            .ok_or_else(|| StoreError::Failed(format!("column {i}: NULL")))
    }

    /// Column `i` as an integer, or none for `NULL`.
    ///
    /// # Errors
    /// When it holds text or is missing.
    pub fn integer_or_null(&self, i: usize) -> Result<Option<i64>, StoreError> {
        match self.at(i)? {
            Value::Null => Ok(None),
            Value::Integer(n) => Ok(Some(*n)),
            Value::Text(_) => Err(StoreError::Failed(format!("column {i}: not an integer"))),
        }
    }

    /// Column `i` as an integer.
    ///
    /// # Errors
    /// When it is not an integer.
    pub fn integer(&self, i: usize) -> Result<i64, StoreError> {
        self.integer_or_null(i)?
            .ok_or_else(|| StoreError::Failed(format!("column {i}: NULL")))
    }

    /// Column `i` as a number that fits `T`, or none for `NULL`.
    ///
    /// # Errors
    /// When it is not such a number.
    pub fn number_or_null<T: TryFrom<i64>>(&self, i: usize) -> Result<Option<T>, StoreError> {
        self.integer_or_null(i)?
            .map(|n| T::try_from(n).map_err(|_| StoreError::Failed(format!("column {i}: {n}"))))
            .transpose()
    }
}

/// A change of a game, as the servers over one database tell each other of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Changed {
    /// The game's kind.
    pub kind: Kind,
    /// The game's id.
    pub id: String,
    /// How many times the game has changed after this change (STATE's `seq`: every event
    /// stored and every friend who took his seat), so that a copy that has seen it, this
    /// server's own among them, is left alone.
    pub seq: usize,
}

impl Changed {
    /// The text of a notice: `d` or `s`, the seq, the id.
    fn to_text(&self) -> String {
        let kind = match self.kind {
            Kind::Draughts => 'd',
            Kind::Star => 's',
        };
        format!("{kind} {} {}", self.seq, self.id)
    }

    /// The change a notice's text tells of.
    fn from_text(text: &str) -> Option<Changed> {
        let mut parts = text.splitn(3, ' ');
        let kind = match parts.next()? {
            "d" => Kind::Draughts,
            "s" => Kind::Star,
            _ => return None,
        };
        let seq = parts.next()?.parse().ok()?;
        let id = parts.next()?.to_string();
        Some(Changed { kind, id, seq })
    }
}

/// The answer to a write: given once it is committed (or refused).
pub type Committed = oneshot::Receiver<Result<(), StoreError>>;

/// What a database does for the store. Both kinds keep the store's promises: a write's
/// statements are committed together or not at all, and answered only once committed.
pub trait Backend: Send + Sync {
    /// Runs `statements` in order in one transaction, which tells the other servers of
    /// `changed` when it commits; the receiver answers once they are committed (or none of
    /// them is stored).
    fn write(&self, statements: Vec<Statement>, changed: Option<Changed>) -> Committed;

    /// The rows of the query `sql` over `params`. Blocks: call it off the runtime.
    ///
    /// # Errors
    /// The database's.
    fn query(&self, sql: &'static str, params: Vec<Value>) -> Result<Vec<Row>, StoreError>;

    /// From now on, the changes stored by every server over this database (this one's too);
    /// none when the database does not tell (SQLite, made for one server). Blocks until it
    /// listens.
    ///
    /// # Errors
    /// When it cannot listen.
    fn changes(&self) -> Result<Option<mpsc::UnboundedReceiver<Changed>>, StoreError>;

    /// Drops, where the database can at once, the old versions of the rows rewritten (after
    /// secrets stored plain were hashed). PostgreSQL keeps dead row versions until a vacuum
    /// reuses their space (README: `VACUUM FULL` to be sure), so it does nothing here.
    ///
    /// # Errors
    /// The database's.
    fn forget_overwritten(&self) -> Result<(), StoreError> {
        Ok(())
    }
}

/// The database of the server.
pub struct Store {
    backend: Box<dyn Backend>,
}

impl Store {
    /// Opens (or creates) `db`, brings its schema up to date and hashes the secrets an older
    /// server stored plain (`store/plain.rs`).
    ///
    /// # Errors
    /// When it cannot be reached, opened or migrated, in the database's words.
    pub fn open(db: &Database) -> Result<Store, String> {
        let backend: Box<dyn Backend> = match db {
            Database::Sqlite(path) => Box::new(sqlite::Sqlite::open(path, MIGRATIONS)?),
            Database::Postgres(url) => Box::new(postgres::Postgres::open(url, MIGRATIONS)?),
        };
        let store = Store { backend };
        store
            .hash_plain_secrets()
            .map_err(|e| format!("hashing the secrets stored plain: {e}"))?;
        Ok(store)
    }

    /// Runs `statements` in order in one transaction, telling the other servers of `changed`;
    /// answers once they are committed.
    ///
    /// # Errors
    /// A conflict when another server stored the same event first, or the database's
    /// failure; nothing of them is stored then.
    pub async fn execute(
        &self,
        statements: Vec<Statement>,
        changed: Option<Changed>,
    ) -> Result<(), StoreError> {
        let answer = self.backend.write(statements, changed).await;
        answer.unwrap_or_else(|_| Err(StoreError::Failed("the database task is gone".into())))
    }

    /// The changes stored by every server over this database, from now on (none on SQLite).
    /// Blocks until it listens.
    ///
    /// # Errors
    /// When it cannot listen.
    pub fn changes(&self) -> Result<Option<mpsc::UnboundedReceiver<Changed>>, StoreError> {
        self.backend.changes()
    }

    /// The rows of `sql` over `params`. Blocks: call it off the runtime.
    ///
    /// # Errors
    /// The database's.
    pub fn query(&self, sql: &'static str, params: Vec<Value>) -> Result<Vec<Row>, StoreError> {
        self.backend.query(sql, params)
    }

    /// Stores a new game (held by `g.owner`); answers once it is committed.
    ///
    /// # Errors
    /// The database's.
    pub async fn insert_game(&self, g: &GameRow) -> Result<(), StoreError> {
        self.execute(
            vec![Statement {
                sql: "INSERT INTO games (id, variant, start_fen, opponent, engine_color, level,
                    clock_initial, clock_increment, white_seat, black_seat, invite, outcome, fen,
                    created_ms, updated_ms, lobby, white_name, black_name, owner, clock_days)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16,
                    ?17, ?18, ?19, ?20)",
                params: vec![
                    Value::Text(g.id.clone()),
                    Value::Text(g.variant.clone()),
                    g.start_fen.clone().into(),
                    Value::Text(g.opponent.clone()),
                    g.engine_color.clone().into(),
                    Value::Integer(g.level.into()),
                    g.clock_initial.and_then(|s| i64::try_from(s).ok()).into(),
                    g.clock_increment.and_then(|s| i64::try_from(s).ok()).into(),
                    g.white_seat.clone().into(),
                    g.black_seat.clone().into(),
                    g.invite.clone().into(),
                    Value::Text(g.outcome.clone()),
                    Value::Text(g.fen.clone()),
                    Value::Integer(g.created_ms),
                    Value::Integer(g.updated_ms),
                    Value::Integer(g.lobby.into()),
                    g.white_name.clone().into(),
                    g.black_name.clone().into(),
                    g.owner.clone().into(),
                    g.clock_days.and_then(|d| i64::try_from(d).ok()).into(),
                ],
                must_change: false,
            }],
            None,
        )
        .await
    }

    /// Records that the invite of the game `changed.id` was claimed at `now_ms`: the seat of
    /// `color` gets `seat` (its hash), and the name its player gave, and tells the other servers of
    /// `changed`.
    /// The claim is the game's last change (`updated_ms`), by which the lobby lists the game
    /// as being played.
    ///
    /// # Errors
    /// A conflict when the invite was claimed already (through another server), or the
    /// database's failure.
    pub async fn claim_seat(
        &self,
        changed: Changed,
        color: &str,
        seat: &str,
        name: Option<&str>,
        now_ms: i64,
    ) -> Result<(), StoreError> {
        let sql = if color == "white" {
            "UPDATE games SET white_seat = ?2, white_name = ?3, invite = NULL, updated_ms = ?4
             WHERE id = ?1 AND invite IS NOT NULL AND outcome = 'ongoing'"
        } else {
            "UPDATE games SET black_seat = ?2, black_name = ?3, invite = NULL, updated_ms = ?4
             WHERE id = ?1 AND invite IS NOT NULL AND outcome = 'ongoing'"
        };
        self.execute(
            vec![Statement {
                sql,
                params: vec![
                    Value::Text(changed.id.clone()),
                    Value::Text(seat.into()),
                    name.map(str::to_string).into(),
                    Value::Integer(now_ms),
                ],
                must_change: true,
            }],
            Some(changed),
        )
        .await
    }

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
        ended: Option<&str>,
        fen: &str,
        owner: &str,
    ) -> Result<(), StoreError> {
        let id = changed.id.as_str();
        let mut statements = vec![
            Statement {
                sql: "INSERT INTO moves (game_id, seq, kind, color, text, elapsed_ms, at_ms)
                      VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                params: vec![
                    Value::Text(id.into()),
                    Value::Integer(i64::try_from(seq).unwrap_or(i64::MAX)),
                    Value::Text(event.kind.clone()),
                    Value::Text(event.color.clone()),
                    event.text.clone().into(),
                    event.elapsed_ms.into(),
                    Value::Integer(event.at_ms),
                ],
                must_change: false,
            },
            Statement {
                sql: "UPDATE games SET fen = ?2, updated_ms = ?3, owner = ?4 WHERE id = ?1",
                params: vec![
                    Value::Text(id.into()),
                    Value::Text(fen.into()),
                    Value::Integer(event.at_ms),
                    Value::Text(owner.into()),
                ],
                must_change: false,
            },
        ];
        // Only when it changes: setting a column rewrites the indexes on it even to the same
        // value, two pages of SQLite's WAL a move (issue 19).
        if let Some(outcome) = ended {
            statements.push(Statement {
                sql: "UPDATE games SET outcome = ?2 WHERE id = ?1",
                params: vec![Value::Text(id.into()), Value::Text(outcome.into())],
                must_change: false,
            });
        }
        self.execute(statements, Some(changed)).await
    }

    /// The game `id` with its events in order. Blocks: call it off the runtime.
    ///
    /// # Errors
    /// The database's.
    pub fn load(&self, id: &str) -> Result<Option<(GameRow, Vec<Event>)>, StoreError> {
        self.load_after(id, 0)
    }

    /// The game `id` with its events from number `from` on, in order (a copy that holds the
    /// first `from` reads only what it lacks). Blocks: call it off the runtime.
    ///
    /// # Errors
    /// The database's.
    pub fn load_after(
        &self,
        id: &str,
        from: usize,
    ) -> Result<Option<(GameRow, Vec<Event>)>, StoreError> {
        let rows = self.query(
            "SELECT id, variant, start_fen, opponent, engine_color, level, clock_initial,
                clock_increment, white_seat, black_seat, invite, outcome, fen, created_ms,
                updated_ms, lobby, white_name, black_name, owner, clock_days FROM games
             WHERE id = ?1",
            vec![Value::Text(id.into())],
        )?;
        let Some(r) = rows.first() else {
            return Ok(None);
        };
        let row = GameRow {
            id: r.text(0)?,
            variant: r.text(1)?,
            start_fen: r.text_or_null(2)?,
            opponent: r.text(3)?,
            engine_color: r.text_or_null(4)?,
            level: r.number_or_null(5)?.unwrap_or_default(),
            clock_initial: r.number_or_null(6)?,
            clock_increment: r.number_or_null(7)?,
            white_seat: r.text_or_null(8)?,
            black_seat: r.text_or_null(9)?,
            invite: r.text_or_null(10)?,
            outcome: r.text(11)?,
            fen: r.text(12)?,
            created_ms: r.integer(13)?,
            updated_ms: r.integer(14)?,
            lobby: r.integer(15)? != 0,
            white_name: r.text_or_null(16)?,
            black_name: r.text_or_null(17)?,
            owner: r.text_or_null(18)?,
            clock_days: r.number_or_null(19)?,
        };
        let events = self
            .query(
                "SELECT kind, color, text, elapsed_ms, at_ms FROM moves
                 WHERE game_id = ?1 AND seq >= ?2 ORDER BY seq",
                vec![
                    Value::Text(id.into()),
                    Value::Integer(i64::try_from(from).unwrap_or(i64::MAX)),
                ],
            )?
            .iter()
            .map(|r| {
                Ok(Event {
                    kind: r.text(0)?,
                    color: r.text(1)?,
                    text: r.text_or_null(2)?,
                    elapsed_ms: r.integer_or_null(3)?,
                    at_ms: r.integer(4)?,
                })
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        Ok(Some((row, events)))
    }

    /// The game `id`'s seq as stored (STATE's: its events, and one more when the friend of a
    /// game between people has taken his seat), if there is such a game: one small read that
    /// tells whether a copy in memory has missed a change. Blocks: call it off the runtime.
    ///
    /// # Errors
    /// The database's.
    pub fn stored_seq(&self, id: &str) -> Result<Option<usize>, StoreError> {
        let rows = self.query(
            "SELECT (SELECT COUNT(*) FROM moves WHERE game_id = ?1)
                  + (CASE WHEN opponent = 'human' AND invite IS NULL THEN 1 ELSE 0 END)
             FROM games WHERE id = ?1",
            vec![Value::Text(id.into())],
        )?;
        rows.first()
            .map(|r| r.number_or_null(0))
            .transpose()
            .map(Option::flatten)
    }

    /// The ids of the draughts games not over whose clock runs (a clock, or correspondence's
    /// days): the games a server must hold from its start, for their timers (every other game
    /// is read back when asked for).
    ///
    /// # Errors
    /// The database's.
    pub fn timed(&self) -> Result<Vec<String>, StoreError> {
        self.query(
            "SELECT id FROM games WHERE outcome = 'ongoing' AND clock_initial IS NOT NULL",
            Vec::new(),
        )?
        .iter()
        .map(|r| r.text(0))
        .collect()
    }

    /// The ids of the games of `kind` not over.
    ///
    /// # Errors
    /// The database's.
    pub fn ongoing(&self, kind: Kind) -> Result<Vec<String>, StoreError> {
        let sql = match kind {
            Kind::Draughts => "SELECT id FROM games WHERE outcome = 'ongoing'",
            Kind::Star => "SELECT id FROM star_games WHERE outcome = 'ongoing'",
        };
        self.query(sql, Vec::new())?
            .iter()
            .map(|r| r.text(0))
            .collect()
    }
}

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
            "SELECT g.id, (SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id)
                + (CASE WHEN g.opponent = 'human' AND g.invite IS NULL THEN 1 ELSE 0 END)
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
             ORDER BY g.updated_ms LIMIT ?7",
            vec![
                Value::Integer(when.friend_before),
                Value::Integer(when.lobby_before),
                Value::Integer(when.correspondence_before),
                Value::Integer(when.unplayed_before),
                Value::Integer(when.now),
                Value::Integer(crate::api::lobby::DAY_MS),
                Value::Integer(most),
            ],
        )?
        .iter()
        .map(|r| Ok((r.text(0)?, r.number_or_null(1)?.unwrap_or_default())))
        .collect()
    }
}

impl Store {
    /// Records that the server `server` is alive until `until_ms`, and forgets the servers
    /// gone since before `forget_before_ms` (their games, if any, are then held by nobody).
    ///
    /// # Errors
    /// The database's.
    pub async fn beat(
        &self,
        server: &str,
        until_ms: i64,
        forget_before_ms: i64,
    ) -> Result<(), StoreError> {
        self.execute(
            vec![
                Statement {
                    sql: "INSERT INTO servers (name, alive_until) VALUES (?1, ?2)
                          ON CONFLICT (name) DO UPDATE SET alive_until = excluded.alive_until",
                    params: vec![Value::Text(server.into()), Value::Integer(until_ms)],
                    must_change: false,
                },
                Statement {
                    sql: "DELETE FROM servers WHERE alive_until < ?1",
                    params: vec![Value::Integer(forget_before_ms)],
                    must_change: false,
                },
            ],
            None,
        )
        .await
    }

    /// The games not over with timed work (an engine or a clock) held by a server other than
    /// `server` that is not alive at `now_ms` (or by none), each with its holder as stored.
    /// Blocks: call it off the runtime.
    ///
    /// # Errors
    /// The database's.
    pub fn orphaned(
        &self,
        server: &str,
        now_ms: i64,
    ) -> Result<Vec<(String, Option<String>)>, StoreError> {
        self.query(
            "SELECT g.id, g.owner FROM games g LEFT JOIN servers s ON s.name = g.owner
             WHERE g.outcome = 'ongoing'
                AND (g.engine_color IS NOT NULL OR g.clock_initial IS NOT NULL)
                AND COALESCE(g.owner, '') <> ?1
                AND COALESCE(s.alive_until, 0) < ?2",
            vec![Value::Text(server.into()), Value::Integer(now_ms)],
        )?
        .iter()
        .map(|r| Ok((r.text(0)?, r.text_or_null(1)?)))
        .collect()
    }

    /// Gives game `id` to the server `server` if it is still held by `from` (as
    /// [`Store::orphaned`] gave it).
    ///
    /// # Errors
    /// A conflict when another server took it meanwhile (or stored a change of it), or the
    /// database's failure.
    pub async fn take_over(
        &self,
        id: &str,
        from: Option<&str>,
        server: &str,
    ) -> Result<(), StoreError> {
        self.execute(
            vec![Statement {
                sql: "UPDATE games SET owner = ?2 WHERE id = ?1 AND COALESCE(owner, '') = ?3",
                params: vec![
                    Value::Text(id.into()),
                    Value::Text(server.into()),
                    Value::Text(from.unwrap_or_default().into()),
                ],
                must_change: true,
            }],
            None,
        )
        .await
    }
}

/// The two kinds of game the store keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Draughts.
    Draughts,
    /// Chinese checkers.
    Star,
}

/// Creates the table that records how many migrations were applied.
const VERSION_TABLE: &str = "CREATE TABLE IF NOT EXISTS schema_version (version BIGINT NOT NULL)";

/// Reads how many migrations were applied.
const VERSION: &str = "SELECT MAX(version) FROM schema_version";

/// The SQL that applies the migrations after the first `done`, each in its own transaction.
fn pending(migrations: &[&str], done: Option<i64>) -> Vec<String> {
    let done = usize::try_from(done.unwrap_or(0)).unwrap_or(0);
    migrations
        .iter()
        .enumerate()
        .skip(done)
        .map(|(i, sql)| {
            format!(
                "BEGIN; {sql}; INSERT INTO schema_version (version) VALUES ({}); COMMIT;",
                i + 1
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The notice of game g1's change to `seq`.
    fn changed(seq: usize) -> Changed {
        Changed {
            kind: Kind::Draughts,
            id: "g1".into(),
            seq,
        }
    }

    #[tokio::test]
    async fn migrations_apply_once_and_events_come_back_in_order() {
        let dir = std::env::temp_dir().join(format!("shashki-store-{}", std::process::id()));
        let _ = std::fs::remove_file(&dir);
        let store = Store::open(&Database::Sqlite(dir.clone())).unwrap();
        let page = store.query("PRAGMA page_size", Vec::new()).unwrap();
        assert_eq!(page[0].integer(0), Ok(1024), "a new file's pages are 1 KiB");
        let row = GameRow {
            id: "g1".into(),
            variant: "russian".into(),
            opponent: "human".into(),
            level: 3,
            clock_initial: Some(60),
            outcome: "ongoing".into(),
            fen: "x".into(),
            owner: Some("a".into()),
            ..GameRow::default()
        };
        store.insert_game(&row).await.unwrap();
        for seq in 0..3 {
            let e = Event {
                kind: "move".into(),
                color: "white".into(),
                text: Some(format!("m{seq}")),
                elapsed_ms: Some(5),
                at_ms: 7,
            };
            store
                .add_event(changed(seq + 1), seq, &e, None, "f", "a")
                .await
                .unwrap();
        }
        let e = Event {
            kind: "move".into(),
            color: "white".into(),
            text: None,
            elapsed_ms: None,
            at_ms: 8,
        };
        assert_eq!(
            store
                .add_event(changed(2), 1, &e, Some("black"), "g", "a")
                .await,
            Err(StoreError::Conflict),
            "a second event 1 is refused"
        );
        drop(store);
        let store = Store::open(&Database::Sqlite(dir.clone())).unwrap();
        let (g, events) = store.load("g1").unwrap().unwrap();
        assert_eq!(g.fen, "f");
        let texts: Vec<_> = events.iter().filter_map(|e| e.text.clone()).collect();
        assert_eq!(texts, ["m0", "m1", "m2"]);
        assert_eq!(store.ongoing(Kind::Draughts).unwrap(), ["g1"]);
        assert_eq!(store.timed().unwrap(), ["g1"], "g1 has a clock");

        // Leases: a, alive until 1000, holds g1; after that another server (not a itself)
        // finds it orphaned, b takes it over, and c, late with the same holder, is refused.
        store.beat("a", 1_000, 0).await.unwrap();
        store.beat("b", 5_000, 0).await.unwrap();
        assert!(store.orphaned("b", 999).unwrap().is_empty());
        assert!(store.orphaned("a", 1_001).unwrap().is_empty());
        let orphans = store.orphaned("b", 1_001).unwrap();
        assert_eq!(orphans, [("g1".to_string(), Some("a".to_string()))]);
        store.take_over("g1", Some("a"), "b").await.unwrap();
        assert_eq!(
            store.take_over("g1", Some("a"), "c").await,
            Err(StoreError::Conflict)
        );
        assert!(store.orphaned("c", 4_999).unwrap().is_empty());
        // b renews; a, gone since before 2000, is forgotten.
        store.beat("b", 9_000, 2_000).await.unwrap();
        assert!(store.orphaned("c", 8_999).unwrap().is_empty());
        assert_eq!(store.orphaned("c", 9_001).unwrap().len(), 1);
        let alive = store.query("SELECT name FROM servers", Vec::new()).unwrap();
        assert_eq!(alive.len(), 1, "a is forgotten, b kept");
        assert_eq!(
            store.load("g1").unwrap().unwrap().0.owner.as_deref(),
            Some("b")
        );
        let _ = std::fs::remove_file(&dir);
    }
}
