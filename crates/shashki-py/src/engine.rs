//! `shashki.Engine`: the engine library's search of a board (its history included), with the
//! GIL released while it thinks, and the endgame tables' answer for a board.

use std::path::PathBuf;
use std::time::Duration;

use pyo3::prelude::*;
use pyo3::types::PyDict;
use shashki::Variant;
use shashki_egdb::Egdb;
use shashki_engine::{plies_to_end, Limits, SearchResult};

use crate::board::Board;
use crate::error::value_error;
use crate::pymove::Move;
use crate::variant;

/// Seconds of thinking when no limit is given.
const DEFAULT_TIME: f64 = 0.1;

/// An engine for one variant, with its own hash table shared by its searches, and the endgame
/// tables when given.
#[pyclass(module = "shashki", name = "Engine")]
pub struct Engine {
    engine: shashki_engine::Engine,
    variant: Variant,
    egdb: Option<Egdb>,
}

/// What a search found: the score, the best move and the principal variation.
#[pyclass(module = "shashki", name = "Analysis", frozen, get_all)]
pub struct Analysis {
    /// Hundredths of a man for the side to move (a forced result scores near ±30000).
    score: i32,
    /// With a forced result found: the plies to the end, positive when the side to move wins,
    /// negative when it loses; else `None`.
    win_in: Option<i64>,
    /// The move to play; `None` only when the side to move has no legal move.
    best: Option<Move>,
    /// The principal variation, `best` first, each move of its own position.
    pv: Vec<Move>,
    /// The depth of the last completed iteration.
    depth: u32,
    /// Nodes searched, all threads.
    nodes: u64,
    /// Seconds the search took.
    time: f64,
}

/// The search limits from the keyword arguments: a time in seconds, a depth, a node count; with
/// none given, [`DEFAULT_TIME`].
fn limits(time: Option<f64>, depth: Option<u32>, nodes: Option<u64>) -> PyResult<Limits> {
    let time = match (time, depth, nodes) {
        (None, None, None) => Some(DEFAULT_TIME),
        _ => time,
    };
    let move_time = time
        .map(|t| {
            Duration::try_from_secs_f64(t)
                .ok()
                .filter(|d| !d.is_zero())
                .ok_or_else(|| {
                    value_error(format!(
                        "time must be a positive number of seconds, not {t}"
                    ))
                })
        })
        .transpose()?;
    Ok(Limits {
        move_time,
        depth,
        nodes,
        ..Limits::default()
    })
}

impl Engine {
    /// A `ValueError` unless `board` is of the engine's variant.
    fn check_variant(&self, board: &Board) -> PyResult<()> {
        if board.game.variant() == self.variant {
            return Ok(());
        }
        Err(value_error(format!(
            "this engine plays {}, the board is {}",
            self.variant,
            board.game.variant()
        )))
    }

    /// Searches `board` within the limits, the GIL released.
    fn search(&self, py: Python<'_>, board: &Board, limits: Limits) -> PyResult<SearchResult> {
        self.check_variant(board)?;
        let game = board.game.clone();
        py.detach(|| self.engine.think(&game, limits))
            .map_err(value_error)
    }
}

#[pymethods]
impl Engine {
    /// An engine for `variant` searching on `threads` threads with about `hash_mb` megabytes
    /// of hash table; with `egdb`, a folder of tables a variant (`egdb/<variant>`, as
    /// `build_egdb` and `shashki egdb build` write them), the search and `probe` use them.
    #[new]
    #[pyo3(signature = (variant = "russian", threads = 1, hash_mb = 64, egdb = None))]
    fn new(
        variant: &str,
        threads: usize,
        hash_mb: usize,
        egdb: Option<PathBuf>,
    ) -> PyResult<Engine> {
        let variant = variant::parse(variant)?;
        let mut engine = shashki_engine::Engine::with_hash(hash_mb);
        engine.set_threads(threads);
        engine.set_endgames(egdb.as_deref());
        let egdb = egdb.map(|base| Egdb::open(variant, &base.join(variant.key())));
        Ok(Engine {
            engine,
            variant,
            egdb,
        })
    }

    /// The variant's key.
    #[getter]
    fn variant(&self) -> &'static str {
        self.variant.key()
    }

    /// Searches the board (its history counts: repetitions, draw counters) for `time` seconds,
    /// to `depth` plies or about `nodes` nodes (whichever comes first; 0.1 s when none is given).
    /// A `ValueError` when the side to move has no legal move.
    #[pyo3(signature = (board, *, time = None, depth = None, nodes = None))]
    fn analyse(
        &self,
        py: Python<'_>,
        board: &Board,
        time: Option<f64>,
        depth: Option<u32>,
        nodes: Option<u64>,
    ) -> PyResult<Analysis> {
        let result = self.search(py, board, limits(time, depth, nodes)?)?;
        let mut pos = board.position();
        let pv = result
            .pv
            .iter()
            .map(|mv| {
                let m = Move::new(*mv, pos);
                pos = pos.play(mv);
                m
            })
            .collect();
        let win_in =
            plies_to_end(result.score).map(|n| i64::from(n) * i64::from(result.score.signum()));
        Ok(Analysis {
            score: result.score,
            win_in,
            best: result.best.map(|mv| Move::new(mv, board.position())),
            pv,
            depth: result.depth,
            nodes: result.nodes,
            time: result.time.as_secs_f64(),
        })
    }

    /// The move the engine plays, within the same limits as `analyse`.
    #[pyo3(signature = (board, *, time = None, depth = None, nodes = None))]
    fn play(
        &self,
        py: Python<'_>,
        board: &Board,
        time: Option<f64>,
        depth: Option<u32>,
        nodes: Option<u64>,
    ) -> PyResult<Move> {
        self.analyse(py, board, time, depth, nodes)?
            .best
            .ok_or_else(|| value_error("the side to move has no legal move"))
    }

    /// Forgets what earlier games taught the hash table.
    fn new_game(&mut self) {
        self.engine.new_game();
    }

    /// What the endgame tables say about the board: `{"wdl": "win" | "draw" | "loss",
    /// "plies": n | None, "rules_wdl": ... | None}` for the side to move (the fields of
    /// `shashki egdb probe --json`). A `ValueError` without tables, for a board of another
    /// variant, or for a position outside the built tables.
    fn probe<'py>(&self, py: Python<'py>, board: &Board) -> PyResult<Bound<'py, PyDict>> {
        let egdb = self.egdb.as_ref().ok_or_else(|| {
            value_error("this engine has no endgame tables: give Engine(..., egdb=FOLDER)")
        })?;
        self.check_variant(board)?;
        crate::egdb::probe(py, egdb, board.position())
    }

    fn __repr__(&self) -> String {
        format!(
            "Engine('{}', hash_mb={})",
            self.variant,
            self.engine.hash_mb()
        )
    }
}

#[pymethods]
impl Analysis {
    fn __repr__(&self) -> String {
        let best = self.best.map(|m| m.pos.move_text(&m.mv));
        format!(
            "Analysis(score={}, best={:?}, depth={}, nodes={})",
            self.score,
            best.unwrap_or_default(),
            self.depth,
            self.nodes
        )
    }
}
