//! `shashki.pdn`: PDN archives read game by game (the GIL released while reading), games
//! replayed under their variant, and games written back.

use std::fs::File;
use std::io::{BufRead, BufReader, Cursor};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use pyo3::exceptions::{PyRuntimeError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyString};
use shashki::{Variant, VariantGame};
use shashki_pdn::{PdnGame, ReplayedLine};

use crate::board::Board;
use crate::error::value_error;
use crate::pymove::Move;
use crate::variant;

type Source = Box<dyn BufRead + Send>;

/// An iterator of the games of a PDN file or text. An unreadable game raises `ValueError`
/// (with its line and column); iterating again goes on with the next game.
#[pyclass(module = "shashki.pdn", name = "Reader")]
pub struct Reader {
    games: Mutex<shashki_pdn::Reader<Source>>,
    variant: Option<Variant>,
}

/// True when a `str` given to `read` means a file: one line naming an existing file, or ending
/// in `.pdn`.
fn names_a_file(text: &str) -> bool {
    !text.contains('\n')
        && (Path::new(text).is_file() || text.to_ascii_lowercase().ends_with(".pdn"))
}

fn open(path: PathBuf) -> PyResult<(Source, Option<String>)> {
    let file = File::open(&path)?;
    Ok((
        Box::new(BufReader::new(file)),
        Some(path.display().to_string()),
    ))
}

/// Reads the games of `source`: a path (`pathlib.Path`, or a `str` of one line naming an
/// existing file or ending in `.pdn`), PDN text (any other `str`) or PDN bytes (any encoding the
/// reader knows). `variant` is the variant of games whose tags name none.
#[pyfunction]
#[pyo3(signature = (source, variant = None))]
pub fn read(source: &Bound<'_, PyAny>, variant: Option<&str>) -> PyResult<Reader> {
    let variant = variant.map(variant::parse).transpose()?;
    let (source, name): (Source, Option<String>) = if let Ok(bytes) = source.cast::<PyBytes>() {
        (Box::new(Cursor::new(bytes.as_bytes().to_vec())), None)
    } else if let Ok(text) = source.cast::<PyString>() {
        let text = text.to_str()?;
        if names_a_file(text) {
            open(PathBuf::from(text))?
        } else {
            (Box::new(Cursor::new(text.as_bytes().to_vec())), None)
        }
    } else if let Ok(path) = source.extract::<PathBuf>() {
        open(path)?
    } else {
        return Err(PyTypeError::new_err(
            "read takes a path, PDN text (str) or PDN bytes",
        ));
    };
    let mut games = shashki_pdn::Reader::new(source);
    if let Some(name) = name {
        games = games.with_file_name(name);
    }
    Ok(Reader {
        games: Mutex::new(games),
        variant,
    })
}

#[pymethods]
impl Reader {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&self, py: Python<'_>) -> PyResult<Option<Game>> {
        let next = py
            .detach(|| {
                let games = self.games.lock();
                games.map(|mut games| games.next()).map_err(|_| ())
            })
            .map_err(|_| PyRuntimeError::new_err("the PDN reader failed in another thread"))?;
        match next {
            None => Ok(None),
            Some(Ok(game)) => Ok(Some(Game {
                game,
                variant: self.variant,
            })),
            Some(Err(e)) => Err(value_error(e)),
        }
    }
}

/// One game of a PDN archive, as written: tags, comments, the main line and the result; its
/// moves are replayed under its variant when asked for.
#[pyclass(module = "shashki.pdn", name = "Game")]
pub struct Game {
    game: PdnGame,
    /// The variant when the tags name none.
    variant: Option<Variant>,
}

impl Game {
    fn variant_or_error(&self) -> PyResult<Variant> {
        shashki_pdn::variant_of(&self.game)
            .or(self.variant)
            .ok_or_else(|| {
                value_error(
                    "the game's tags name no variant (GameType or Variant): read it with variant=...",
                )
            })
    }

    fn replayed(&self, py: Python<'_>) -> PyResult<(Variant, ReplayedLine)> {
        let variant = self.variant_or_error()?;
        let line = py
            .detach(|| shashki_pdn::replay_in(variant, &self.game))
            .map_err(value_error)?;
        Ok((variant, line))
    }
}

#[pymethods]
impl Game {
    /// The tags in their order: `{"Event": ..., "White": ..., ...}`.
    #[getter]
    fn headers<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let out = PyDict::new(py);
        for (name, value) in &self.game.tags {
            out.set_item(name, value)?;
        }
        Ok(out)
    }

    /// The comments before the first move.
    #[getter]
    fn comments(&self) -> Vec<String> {
        self.game.comments.clone()
    }

    /// The result marker of the movetext as written (`1-0`, `1/2-1/2`, `2-0`, `*`), if any.
    #[getter]
    fn result(&self) -> Option<String> {
        self.game.result.clone()
    }

    /// The moves of the main line as written.
    #[getter]
    fn move_texts(&self) -> Vec<String> {
        self.game.moves.iter().map(|m| m.text.clone()).collect()
    }

    /// The comments after each move of the main line.
    #[getter]
    fn move_comments(&self) -> Vec<Vec<String>> {
        self.game.moves.iter().map(|m| m.comments.clone()).collect()
    }

    /// The variant's key: from the tags, else the `variant` given to `read`; `None` if neither.
    #[getter]
    fn variant(&self) -> Option<&'static str> {
        self.variant_or_error().ok().map(Variant::key)
    }

    /// The 1-based line of the game in its file.
    #[getter]
    fn line(&self) -> usize {
        self.game.line
    }

    /// The main line replayed: a `Move` for each move written (short notation and ambiguous
    /// moves resolved as the rules crate reads them). `ValueError` when a move does not replay.
    #[getter]
    fn moves(&self, py: Python<'_>) -> PyResult<Vec<Move>> {
        let (_, line) = self.replayed(py)?;
        let mut pos = line.start;
        Ok(line
            .moves
            .iter()
            .map(|mv| {
                let m = Move::new(*mv, pos);
                pos = pos.play(mv);
                m
            })
            .collect())
    }

    /// The board after the main line, its history included. `ValueError` when a move does not
    /// replay, or when the record goes on after the rules ended the game.
    fn board(&self, py: Python<'_>) -> PyResult<Board> {
        let (_, line) = self.replayed(py)?;
        let mut game = VariantGame::new(line.start, None);
        for (ply, mv) in line.moves.iter().enumerate() {
            game.play(mv).map_err(|e| {
                value_error(format!(
                    "the record goes on after the game ended: move {} of {}: {e}",
                    ply + 1,
                    line.moves.len()
                ))
            })?;
        }
        Ok(Board { game })
    }

    /// The game as PDN text, as it was read (tags, comments, variations), ending in a blank
    /// line.
    fn write(&self) -> PyResult<String> {
        let mut out = Vec::new();
        shashki_pdn::write_game(&mut out, &self.game)?;
        String::from_utf8(out).map_err(value_error)
    }

    /// The record of a board's game: `headers` put in the standard order with the variant's
    /// `GameType` (and `FEN` for a set-up start), each move in the variant's notation, the
    /// result of its outcome.
    #[staticmethod]
    #[pyo3(signature = (board, headers = None))]
    fn from_board(board: &Board, headers: Option<&Bound<'_, PyDict>>) -> PyResult<Game> {
        let tags = match headers {
            Some(dict) => dict
                .iter()
                .map(|(name, value)| Ok((name.extract()?, value.extract()?)))
                .collect::<PyResult<Vec<(String, String)>>>()?,
            None => Vec::new(),
        };
        Ok(Game {
            game: shashki_pdn::record(&tags, &board.game),
            variant: Some(board.game.variant()),
        })
    }

    fn __repr__(&self) -> String {
        let tag = |name| self.game.tag(name).unwrap_or("?");
        format!(
            "Game('{} - {}', {} moves, result={:?})",
            tag("White"),
            tag("Black"),
            self.game.moves.len(),
            self.game.result.as_deref().unwrap_or("")
        )
    }
}
