//! `shashki.Move`: a legal move with the position it was made in, so that its squares, path and
//! notation can be given in canonical numbers and in the variant's style.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use pyo3::prelude::*;
use shashki::{SquareStyle, VariantPosition};

/// A legal move of a position. Two moves are equal when they have the same variant, from, to and
/// captured set (RULES.md A2: capture routes that differ only in order are one move). Move
/// objects are made by the thousand, so freed ones are kept for reuse (a free list).
#[pyclass(module = "shashki", name = "Move", frozen, freelist = 4096)]
#[derive(Clone, Copy)]
pub struct Move {
    /// The move itself (bit indices of the position's board).
    pub mv: shashki::Move,
    /// The position the move is made in.
    pub pos: VariantPosition,
}

impl Move {
    /// The move `mv` of `pos`.
    pub fn new(mv: shashki::Move, pos: VariantPosition) -> Move {
        Move { mv, pos }
    }

    fn number(&self, bit: u32) -> u32 {
        self.pos.square_number(bit)
    }
}

#[pymethods]
impl Move {
    /// The square the piece leaves (canonical number).
    #[getter(from_square)]
    fn origin(&self) -> u32 {
        self.number(self.mv.from())
    }

    /// The square the piece ends on (canonical number).
    #[getter(to_square)]
    fn destination(&self) -> u32 {
        self.number(self.mv.to())
    }

    /// The captured squares, sorted canonical numbers.
    #[getter]
    fn captured(&self) -> Vec<u32> {
        self.pos.variant().square_numbers(self.mv.captured())
    }

    /// The from square, then every landing square in order (canonical numbers), as
    /// `shashki moves --json` writes `path`.
    #[getter]
    fn path(&self) -> Vec<u32> {
        let mut path = vec![self.origin()];
        if let Some(landings) = self.pos.path(&self.mv) {
            path.extend(landings.iter().map(|&l| self.number(u32::from(l))));
        }
        path
    }

    /// True for a capture.
    #[getter]
    fn is_capture(&self) -> bool {
        self.mv.is_capture()
    }

    /// True when a man is crowned by this move.
    #[getter]
    fn promotes(&self) -> bool {
        self.mv.promotes()
    }

    /// The move with canonical numbers instead of the variant's square names (`22:15`).
    fn numeric(&self) -> String {
        let legal = self.pos.legal_moves();
        self.pos
            .move_text_in(&self.mv, &legal, SquareStyle::Numeric)
    }

    /// The move with every landing square (`c3:e5:c7`).
    fn full(&self) -> String {
        self.pos.full_text(&self.mv)
    }

    /// The move in the variant's notation, short unless ambiguous (`c3-d4`, `c3:e5`, `32x23`).
    fn __str__(&self) -> String {
        self.pos.move_text(&self.mv)
    }

    fn __repr__(&self) -> String {
        format!("Move('{}')", self.__str__())
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<Move>()
            .is_ok_and(|o| o.get().mv == self.mv && o.get().pos.variant() == self.pos.variant())
    }

    fn __hash__(&self) -> u64 {
        let mut h = DefaultHasher::new();
        (self.mv, self.pos.variant()).hash(&mut h);
        h.finish()
    }
}
