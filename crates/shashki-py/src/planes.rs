//! The position as arrays for machine learning: one plane per kind of piece and one for the
//! side to move, for one board or a batch in one call.

use numpy::{PyArray1, PyArray4, PyArrayMethods};
use pyo3::prelude::*;
use shashki::{Bits, Color, VariantPosition};

use crate::board::Board;
use crate::error::value_error;

/// The planes, in order: white men, white kings, black men, black kings, side to move.
pub const PLANES: usize = 5;

/// The planes of `positions`, all of one board size, as a float32 array of shape
/// (len, 5, rows, rows): 1.0 where the plane's piece stands, row 0 the top rank as White sees
/// it, column 0 file a; the fifth plane is all 1.0 when White is to move.
pub fn of_boards<'py>(
    py: Python<'py>,
    positions: &[VariantPosition],
) -> PyResult<Bound<'py, PyArray4<f32>>> {
    let rows = positions.first().map_or(8, |p| p.variant().rows()) as usize;
    if let Some(other) = positions
        .iter()
        .find(|p| p.variant().rows() as usize != rows)
    {
        return Err(value_error(format!(
            "planes of boards of different sizes: {} is not {rows}×{rows}",
            other.variant()
        )));
    }
    let cells = rows * rows;
    let mut data = vec![0f32; positions.len() * PLANES * cells];
    for (board, pos) in data.chunks_exact_mut(PLANES * cells).zip(positions) {
        let variant = pos.variant();
        for color in Color::BOTH {
            for bit in Bits(pos.pieces(color)) {
                let (file, rank) = variant.coordinates(bit);
                let king = pos.kings() & (1 << bit) != 0;
                let plane = 2 * color.index() + usize::from(king);
                board[plane * cells + (rows - 1 - rank as usize) * rows + file as usize] = 1.0;
            }
        }
        if pos.turn() == Color::White {
            board[(PLANES - 1) * cells..].fill(1.0);
        }
    }
    PyArray1::from_vec(py, data).reshape([positions.len(), PLANES, rows, rows])
}

/// The planes of many boards in one array of shape (len(boards), 5, rows, rows).
#[pyfunction]
pub fn planes<'py>(
    py: Python<'py>,
    boards: Vec<PyRef<'py, Board>>,
) -> PyResult<Bound<'py, PyArray4<f32>>> {
    let positions: Vec<VariantPosition> = boards.iter().map(|b| b.position()).collect();
    of_boards(py, &positions)
}
