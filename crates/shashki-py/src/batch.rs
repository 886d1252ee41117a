//! Random play for many boards at native speed: data for machine learning and benchmarks.

use std::collections::hash_map::RandomState;
use std::hash::BuildHasher;

use numpy::{PyArray1, PyArray2, PyArrayMethods};
use pyo3::prelude::*;
use shashki::{dispatch, square, Bits, SplitMix64, VariantGame};

use crate::board::Board;
use crate::variant;

/// A generator from `seed`, or from the process's hash randomness when none is given.
fn generator(seed: Option<u64>) -> SplitMix64 {
    SplitMix64(seed.unwrap_or_else(|| RandomState::new().hash_one(0u8)))
}

/// Plays up to `plies` uniformly random legal moves in `game`, stopping where the game ends;
/// returns how many were played.
fn play_random(game: &mut VariantGame, plies: usize, rng: &mut SplitMix64) -> usize {
    for played in 0..plies {
        if game.outcome().is_over() {
            return played;
        }
        let legal = game.position().legal_moves();
        let mv = legal[rng.below(legal.len())];
        if game.play(&mv).is_err() {
            return played;
        }
    }
    plies
}

/// `count` boards of `variant`, each after a random number (0 to `max_plies`) of random legal
/// moves from the start (fewer where the game ended); the same `seed` gives the same boards.
/// The GIL is released while they are played.
#[pyfunction]
#[pyo3(signature = (variant = "russian", count = 1, max_plies = 40, seed = None))]
pub fn random_boards(
    py: Python<'_>,
    variant: &str,
    count: usize,
    max_plies: usize,
    seed: Option<u64>,
) -> PyResult<Vec<Board>> {
    let variant = variant::parse(variant)?;
    let games = py.detach(|| {
        let mut rng = generator(seed);
        (0..count)
            .map(|_| {
                let mut game = VariantGame::start_of(variant);
                let plies = rng.below(max_plies + 1);
                play_random(&mut game, plies, &mut rng);
                game
            })
            .collect::<Vec<_>>()
    });
    Ok(games.into_iter().map(|game| Board { game }).collect())
}

/// Pushes up to `plies` random legal moves onto each board, in place (fewer where its game
/// ends); returns the number pushed on each.
#[pyfunction]
#[pyo3(signature = (boards, plies = 1, seed = None))]
pub fn push_random(
    mut boards: Vec<PyRefMut<'_, Board>>,
    plies: usize,
    seed: Option<u64>,
) -> Vec<usize> {
    let mut rng = generator(seed);
    boards
        .iter_mut()
        .map(|board| play_random(&mut board.game, plies, &mut rng))
        .collect()
}

/// The legal moves of many boards in one int64 array of shape (moves, 4), a row a move: the
/// board's index in `boards`, from, to (canonical numbers) and the captured squares as a bit
/// mask (bit n - 1 for square n); the rows of a board follow one another in the order of
/// `Board.legal_moves()`. For feeding many positions to a model without a Python object a move.
#[pyfunction]
pub fn legal_moves_array<'py>(
    py: Python<'py>,
    boards: Vec<PyRef<'py, Board>>,
) -> PyResult<Bound<'py, PyArray2<i64>>> {
    let mut rows: Vec<i64> = Vec::new();
    let mut legal = Vec::new();
    for (index, board) in boards.iter().enumerate() {
        dispatch!(VariantPosition(board.position()), pos, R => {
            let number = |bit: u32| i64::from(square::number_of_bit::<R>(bit));
            legal.clear();
            pos.generate(&mut legal);
            for mv in &legal {
                let captured = Bits(mv.captured()).fold(0, |mask, bit| mask | 1 << (number(bit) - 1));
                rows.extend([index as i64, number(mv.from()), number(mv.to()), captured]);
            }
        });
    }
    let moves = rows.len() / 4;
    PyArray1::from_vec(py, rows).reshape([moves, 4])
}
