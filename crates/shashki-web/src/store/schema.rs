//! The schema, as the migrations that made it, in order; `schema_version` records how many
//! were applied, and each backend (`sqlite.rs`, `postgres.rs`) applies the rest at its start,
//! each migration with its count in one transaction. Each is SQL that SQLite and PostgreSQL
//! both read (`BIGINT` for every integer). A migration once released is never edited: a
//! change of the schema is a new entry at the end.
//!
//! Hand-written rather than `refinery` (the crate that serves both databases;
//! `rusqlite_migration` serves SQLite only): this file and the two `migrate` functions are
//! about 60 lines, which refinery would not save (its migrations are still written by hand,
//! one file or string each); it would add 38 crates to the build (toml, regex, url, walkdir,
//! ...) and its own history table, so every database made so far would need a bridge from
//! `schema_version`; and it takes no lock, where servers starting together over one
//! PostgreSQL must migrate one after the other (`postgres.rs` holds an advisory lock).

/// The migrations, oldest first.
pub(super) const MIGRATIONS: &[&str] = &[
    DRAUGHTS,
    STAR,
    LOBBY,
    NAMES,
    LEASES,
    CORRESPONDENCE,
    SERVERS,
    REVIEWS,
    PUZZLE_TRIES,
    RECORD_TAGS,
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

/// The Chinese checkers games and their events (issue 12).
const STAR: &str = "
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

/// The analyses of whole games (issue 33): the page's JSON of one, and the plies it covers
/// (a game against the computer may be analysed before it ends, then again).
const REVIEWS: &str = "
    CREATE TABLE reviews (
        game_id TEXT PRIMARY KEY REFERENCES games(id),
        plies BIGINT NOT NULL,
        review TEXT NOT NULL,
        created_ms BIGINT NOT NULL
    );
";

/// The first tries at the puzzles, one row a try (issue 33: a puzzle is rated by how often it
/// is solved at first try). The puzzle is named by its source, which stays when the set is
/// rebuilt and the numbers change.
const PUZZLE_TRIES: &str = "
    CREATE TABLE puzzle_tries (
        try_id TEXT PRIMARY KEY,
        variant TEXT NOT NULL,
        puzzle TEXT NOT NULL,
        solved BIGINT NOT NULL,
        at_ms BIGINT NOT NULL
    );
    CREATE INDEX puzzle_tries_variant ON puzzle_tries(variant, puzzle);
";

/// The tags of a record imported as a game (issue 33: its Event, Site, Date, Opening were lost
/// on export), as a JSON list of `[name, value]`; none for a game played here.
const RECORD_TAGS: &str = "
    ALTER TABLE games ADD COLUMN record_tags TEXT;
";

/// Creates the table that records how many migrations were applied.
pub(super) const VERSION_TABLE: &str =
    "CREATE TABLE IF NOT EXISTS schema_version (version BIGINT NOT NULL)";

/// Reads how many migrations were applied.
pub(super) const VERSION: &str = "SELECT MAX(version) FROM schema_version";

/// The SQL that applies the migrations after the first `done`, each in its own transaction.
pub(super) fn pending(migrations: &[&str], done: Option<i64>) -> Vec<String> {
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
