//! `shashki.Board`: a game of any variant, held as the rules crate's `VariantGame` so that the
//! outcome and the draw counters see the history, with a python-chess-like API.

use pyo3::exceptions::{PyIndexError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use shashki::{Language, VariantGame, VariantPosition};

use crate::error::value_error;
use crate::outcome::Outcome;
use crate::pymove::Move;
use crate::variant;

/// A board: the start position, the moves pushed, and the position they reach.
#[pyclass(module = "shashki", name = "Board")]
#[derive(Clone)]
pub struct Board {
    /// The game: start, moves, counters, outcome.
    pub game: VariantGame,
}

impl Board {
    /// The position now.
    pub fn position(&self) -> VariantPosition {
        self.game.position()
    }
}

/// Reads the language of a position text: `ru` (or `russian`), `uk` (or `ukrainian`) and `en`
/// (or `english`).
fn parse_language(name: &str) -> PyResult<Language> {
    match name.to_ascii_lowercase().as_str() {
        "ru" | "russian" => Ok(Language::Russian),
        "en" | "english" => Ok(Language::English),
        "uk" | "ukrainian" => Ok(Language::Ukrainian),
        _ => Err(value_error(format!(
            "unknown language '{name}' for the position text; known: ru, uk, en"
        ))),
    }
}

#[pymethods]
impl Board {
    /// A board of `variant` at its start position, or at `fen` (INTERFACES.md §3).
    #[new]
    #[pyo3(signature = (variant = "russian", fen = None))]
    fn new(variant: &str, fen: Option<&str>) -> PyResult<Board> {
        let variant = variant::parse(variant)?;
        let start = match fen {
            Some(text) => VariantPosition::from_fen(variant, text).map_err(value_error)?,
            None => VariantPosition::start(variant),
        };
        Ok(Board {
            game: VariantGame::new(start, None),
        })
    }

    /// A board at the position a book writes (`Белые: Д.e1, пр.c1, f2; Чёрные: Д.h6, b6` or
    /// `White: K.e1, m.c1, f2; Black: K.h6, b6`).
    #[staticmethod]
    #[pyo3(signature = (text, variant = "russian"))]
    fn from_text(text: &str, variant: &str) -> PyResult<Board> {
        let start =
            VariantPosition::from_text(variant::parse(variant)?, text).map_err(value_error)?;
        Ok(Board {
            game: VariantGame::new(start, None),
        })
    }

    /// The variant's key.
    #[getter]
    fn variant(&self) -> &'static str {
        self.game.variant().key()
    }

    /// The side to move: `"white"` or `"black"`.
    #[getter]
    fn turn(&self) -> &'static str {
        self.position().turn().name()
    }

    /// The number of moves pushed since the start.
    #[getter]
    fn ply(&self) -> usize {
        self.game.plies()
    }

    /// The moves pushed, in order.
    #[getter]
    fn move_stack(&self) -> Vec<Move> {
        (0..self.game.plies())
            .filter_map(|i| Some(Move::new(self.game.moves()[i], self.game.position_at(i)?)))
            .collect()
    }

    /// The legal moves, one per distinct (from, to, captured set).
    fn legal_moves(&self) -> Vec<Move> {
        let pos = self.position();
        pos.legal_moves()
            .into_iter()
            .map(|mv| Move::new(mv, pos))
            .collect()
    }

    /// Plays a `Move` or a move text in any notation of INTERFACES.md §4 and returns the
    /// move played. A `ValueError` for an illegal or unreadable move, or after the game ended;
    /// a `TypeError` for anything but a `Move` or a `str`.
    fn push(&mut self, mv: &Bound<'_, PyAny>) -> PyResult<Move> {
        let before = self.position();
        let played = match mv.cast::<Move>() {
            Ok(m) => {
                let Move { mv: m, pos } = *m.get();
                if pos.variant() != self.game.variant() {
                    return Err(value_error(format!(
                        "a move of {} pushed on a board of {}",
                        pos.variant(),
                        self.game.variant()
                    )));
                }
                self.game.play(&m).map_err(value_error)?;
                m
            }
            Err(_) => {
                let text: String = mv.extract().map_err(|_| {
                    PyTypeError::new_err("push takes a shashki.Move or a move text such as 'c3-d4'")
                })?;
                self.game.play_text(&text).map_err(value_error)?
            }
        };
        Ok(Move::new(played, before))
    }

    /// Takes back the last move and returns it; `IndexError` at the start.
    fn pop(&mut self) -> PyResult<Move> {
        let mv = self
            .game
            .undo()
            .ok_or_else(|| PyIndexError::new_err("pop from a board with no moves pushed"))?;
        Ok(Move::new(mv, self.position()))
    }

    /// An independent copy, history included.
    fn copy(&self) -> Board {
        self.clone()
    }

    fn __copy__(&self) -> Board {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Board {
        self.clone()
    }

    /// For pickle (and so multiprocessing): the variant, the start's FEN and every move with
    /// its whole path.
    fn __getstate__(&self) -> (&'static str, String, Vec<String>) {
        let moves = self
            .move_stack()
            .iter()
            .map(|m| m.pos.full_text(&m.mv))
            .collect();
        (self.variant(), self.game.start().fen(), moves)
    }

    fn __setstate__(&mut self, state: (String, String, Vec<String>)) -> PyResult<()> {
        let (variant, start, moves) = state;
        let mut board = Board::new(&variant, Some(&start))?;
        for text in &moves {
            board.game.play_text(text).map_err(value_error)?;
        }
        *self = board;
        Ok(())
    }

    /// The FEN of the position (INTERFACES.md §3).
    fn fen(&self) -> String {
        self.position().fen()
    }

    /// How the game stands: `None` while it goes on, else the `Outcome` (winner and reason, or
    /// the draw rule that ended it).
    fn outcome(&self) -> Option<Outcome> {
        Outcome::of(self.game.variant(), self.game.outcome())
    }

    /// The counters of the draw rules that apply now: `{rule: {"count": n, "limit": n}}`, the
    /// `counters` object of the web API's STATE.
    fn counters<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let out = PyDict::new(py);
        for c in self.game.counters() {
            let entry = PyDict::new(py);
            entry.set_item("count", c.count)?;
            entry.set_item("limit", c.limit)?;
            out.set_item(c.rule.key(), entry)?;
        }
        Ok(out)
    }

    /// The number of positions `depth` plies from here, counting distinct moves; the GIL is
    /// released while it counts.
    fn perft(&self, py: Python<'_>, depth: u32) -> u64 {
        let pos = self.position();
        py.detach(|| pos.perft(depth))
    }

    /// perft split by first move: `{move text: count}`.
    fn divide<'py>(&self, py: Python<'py>, depth: u32) -> PyResult<Bound<'py, PyDict>> {
        let pos = self.position();
        let split = py.detach(|| pos.divide(depth.max(1)));
        let out = PyDict::new(py);
        for (mv, nodes) in split {
            out.set_item(pos.move_text(&mv), nodes)?;
        }
        Ok(out)
    }

    /// The book position text (`"ru"`: `Белые: Д.e1, ...`; `"en"`: `White: K.e1, ...`).
    #[pyo3(signature = (language = "ru"))]
    fn text(&self, language: &str) -> PyResult<String> {
        Ok(self.position().to_text(parse_language(language)?))
    }

    /// The board as planes for machine learning (see `shashki.planes`): a float32 array of
    /// shape (5, rows, rows).
    fn planes<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
        crate::planes::of_boards(slf.py(), &[slf.borrow().position()])
            .map(|a| a.into_any())
            .and_then(|a| a.get_item(0))
    }

    fn __str__(&self) -> String {
        self.position().diagram()
    }

    fn __repr__(&self) -> String {
        format!("Board('{}', fen='{}')", self.variant(), self.fen())
    }

    /// Boards are equal when they hold the same position (pieces and side to move), whatever
    /// their histories.
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<Board>()
            .is_ok_and(|o| o.borrow().position() == self.position())
    }
}
