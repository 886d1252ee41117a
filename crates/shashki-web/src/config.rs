//! The settings of a server.

use std::path::PathBuf;
use std::time::Duration;

use shashki_engine::Limits;

use crate::database::Database;
use crate::now::Now;

/// Settings of a server.
#[derive(Clone, Debug)]
pub struct Config {
    /// The database: a SQLite file (the default) or PostgreSQL.
    pub db: Database,
    /// The largest request body accepted, in bytes.
    pub body_limit: usize,
    /// The largest PDN text accepted (the routes under `/api/pdn/`), in bytes: a whole archive
    /// file, from which a game is chosen.
    pub pdn_body_limit: usize,
    /// Requests a second allowed to one address on average.
    pub rate_per_second: f64,
    /// Requests one address may send in a burst.
    pub rate_burst: f64,
    /// Websockets one address may hold open at once (an IPv6 address counts by its /64).
    pub sockets_per_address: usize,
    /// The reverse proxies in front of the server: a request from one of them is counted
    /// against the address its `X-Forwarded-For` names (the last one not a proxy of these),
    /// so that the per-address limits count players, not the proxy.
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// The engine's longest think a move, without a clock.
    pub engine_move_time: Duration,
    /// The hash table of each engine, in megabytes.
    pub engine_hash_mb: usize,
    /// Searches run at once for every game together (engine moves, draw decisions, analyses),
    /// each on one thread with its own engine.
    pub engine_threads: usize,
    /// Analyses allowed to wait for an engine at once; more are refused with 503.
    pub analysis_queue: usize,
    /// The longest an analysis waits for an engine; then it is refused with 503.
    pub analysis_wait: Duration,
    /// Engine moves allowed to wait for an engine at once; a move against the engine beyond
    /// them is refused with 503 before it is stored.
    pub engine_queue: usize,
    /// The search of each position in the analysis of a whole game (`src/review.rs`).
    pub review_limits: Limits,
    /// Coach checks, puzzle checks, exercise answers and analyses of whole games allowed to
    /// wait, for each kind; more are refused with 503.
    pub work_queue: usize,
    /// A finished game leaves memory this long after its last request (it is reloaded from
    /// the database when asked for again).
    pub evict_finished: Duration,
    /// A game not finished leaves memory after this long without a request (never while a
    /// websocket watches it, the engine thinks about it, or a request holds it).
    pub evict_idle: Duration,
    /// The folder of the russian endgame tables the exercises use, built there (4 pieces)
    /// when missing: under the data folder the operator names (`shashki serve --data`), never
    /// the user's own; none (the default): the exercises answer 503.
    pub endgames: Option<PathBuf>,
    /// The folder of the endgame tables `GET /api/tablebase` answers from and the engines
    /// probe in their searches, one folder a variant as `shashki egdb build` makes them
    /// (`shashki serve --data DIR`: `DIR/egdb`, where the exercises build the russian ones);
    /// none (the default): that route answers 404 and the engines search without tables.
    pub tables: Option<PathBuf>,
    /// With several servers on one PostgreSQL database: how long a server holds a game's
    /// engine and clock without renewing, so how soon another takes them over once it is gone.
    pub lease: Duration,
    /// The time the games' clocks read: the system's, or in tests one moved on at will.
    pub now: Now,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            db: Database::from("shashki.db"),
            body_limit: 16 * 1024,
            // The Abatsiev collection's file is 123 KB; the largest archives we read are a few
            // megabytes.
            pdn_body_limit: 4 * 1024 * 1024,
            rate_per_second: 50.0,
            rate_burst: 300.0,
            sockets_per_address: 64,
            trusted_proxies: Vec::new(),
            engine_move_time: Duration::from_secs(2),
            engine_hash_mb: 16,
            engine_threads: std::thread::available_parallelism()
                .map_or(1, |n| n.get())
                .clamp(1, 4),
            analysis_queue: 16,
            analysis_wait: Duration::from_secs(10),
            engine_queue: 256,
            // 500,000 nodes: about a tenth of a second a position on the project's machine, a
            // game of 60 plies in some seconds; a node limit, not a time, so that the verdicts
            // do not depend on how busy the machine is.
            review_limits: Limits {
                nodes: Some(500_000),
                ..Limits::default()
            },
            work_queue: 16,
            evict_finished: Duration::from_secs(60),
            evict_idle: Duration::from_secs(30 * 60),
            endgames: None,
            tables: None,
            lease: Duration::from_secs(5),
            now: Now::system(),
        }
    }
}
