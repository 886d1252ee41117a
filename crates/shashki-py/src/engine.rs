//! `shashki.Engine`: the engine library's search of a board (its history included), with the
//! GIL released while it thinks.

use std::time::Duration;

use pyo3::exceptions::PyNotImplementedError;
use pyo3::prelude::*;
use shashki::Variant;
use shashki_engine::{plies_to_end, Limits, SearchResult};

use crate::board::Board;
use crate::error::value_error;
use crate::pymove::Move;
use crate::variant;

/// Seconds of thinking when no limit is given.
const DEFAULT_TIME: f64 = 0.1;

/// An engine for one variant, with its own hash table shared by its searches.
#[pyclass(module = "shashki", name = "Engine")]
pub struct Engine {
    engine: shashki_engine::Engine,
    variant: Variant,
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
    /// Searches `board` within the limits, the GIL released.
    fn search(&self, py: Python<'_>, board: &Board, limits: Limits) -> PyResult<SearchResult> {
        if board.game.variant() != self.variant {
            return Err(value_error(format!(
                "this engine plays {}, the board is {}",
                self.variant,
                board.game.variant()
            )));
        }
        let game = board.game.clone();
        py.detach(|| self.engine.think(&game, limits))
            .map_err(value_error)
    }
}

#[pymethods]
impl Engine {
    /// An engine for `variant` searching on `threads` threads with about `hash_mb` megabytes
    /// of hash table.
    #[new]
    #[pyo3(signature = (variant = "russian", threads = 1, hash_mb = 64))]
    fn new(variant: &str, threads: usize, hash_mb: usize) -> PyResult<Engine> {
        let variant = variant::parse(variant)?;
        let mut engine = shashki_engine::Engine::with_hash(hash_mb);
        engine.set_threads(threads);
        Ok(Engine { engine, variant })
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

    /// The endgame databases' value of the board. Not available in this build: the endgame
    /// databases are not part of the package yet, and this raises `NotImplementedError`.
    fn probe(&self, _board: &Board) -> PyResult<()> {
        Err(PyNotImplementedError::new_err(
            "the endgame databases are not available in this build of shashki",
        ))
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
