//! Where single pieces can go: the directions of each variant's men and kings, the forward steps
//! of men and the squares a king reaches. Move generation, move counting and the engine's
//! evaluation all ask these questions.

use crate::geometry::{before, nearest, Dir, Geometry};
use crate::rules::Movement;
use crate::{Color, Rules};

/// The two forward diagonal directions of `color`'s men.
#[inline(always)]
pub const fn forward(color: Color) -> [Dir; 2] {
    match color {
        Color::White => [Dir::UpLeft, Dir::UpRight],
        Color::Black => [Dir::DownLeft, Dir::DownRight],
    }
}

/// Straight forward and both ways sideways, for each colour.
const FORWARD_AND_SIDEWAYS: [[Dir; 3]; 2] = [
    [Dir::Up, Dir::Left, Dir::Right],
    [Dir::Down, Dir::Left, Dir::Right],
];

/// Armenian men's steps: straight and diagonally forward, and sideways, for each colour.
const ARMENIAN_STEPS: [[Dir; 5]; 2] = [
    [Dir::Up, Dir::UpLeft, Dir::UpRight, Dir::Left, Dir::Right],
    [
        Dir::Down,
        Dir::DownLeft,
        Dir::DownRight,
        Dir::Left,
        Dir::Right,
    ],
];

const FORWARD: [[Dir; 2]; 2] = [forward(Color::White), forward(Color::Black)];

/// The directions of a quiet step of `color`'s men in variant `R`.
#[inline(always)]
pub fn man_steps<R: Rules>(color: Color) -> &'static [Dir] {
    match R::MOVEMENT {
        Movement::Diagonal | Movement::Frisian => &FORWARD[color.index()],
        Movement::Turkish => &FORWARD_AND_SIDEWAYS[color.index()],
        Movement::Armenian => &ARMENIAN_STEPS[color.index()],
    }
}

/// The directions in which `color`'s men capture in variant `R`.
#[inline(always)]
pub fn man_captures<R: Rules>(color: Color) -> &'static [Dir] {
    match R::MOVEMENT {
        Movement::Diagonal if R::MEN_CAPTURE_BACKWARD => &Dir::DIAGONAL,
        Movement::Diagonal => &FORWARD[color.index()],
        Movement::Frisian => &Dir::ALL,
        Movement::Turkish | Movement::Armenian => &FORWARD_AND_SIDEWAYS[color.index()],
    }
}

/// The directions of a king's quiet move in variant `R`.
#[inline(always)]
pub fn king_moves<R: Rules>() -> &'static [Dir] {
    match R::MOVEMENT {
        Movement::Diagonal | Movement::Frisian => &Dir::DIAGONAL,
        Movement::Turkish => &Dir::ORTHOGONAL,
        Movement::Armenian => &Dir::ALL,
    }
}

/// The directions in which a king captures in variant `R`.
#[inline(always)]
pub fn king_captures<R: Rules>() -> &'static [Dir] {
    match R::MOVEMENT {
        Movement::Diagonal => &Dir::DIAGONAL,
        Movement::Frisian => &Dir::ALL,
        Movement::Turkish | Movement::Armenian => &Dir::ORTHOGONAL,
    }
}

/// The squares a flying king on `sq` slides to in `dir` over the `empty` squares.
#[inline(always)]
pub fn slide<R: Rules>(sq: u32, dir: Dir, empty: u64) -> u64 {
    let ray = R::Board::ray(dir, sq);
    let blockers = ray & !empty;
    if blockers == 0 {
        ray
    } else {
        before(ray, dir, nearest(blockers, dir))
    }
}

/// The squares a king of variant `R` on `sq` can move to (flying, or one step).
#[inline(always)]
pub fn king_reach<R: Rules>(sq: u32, empty: u64) -> u64 {
    let mut targets = 0;
    for &d in king_moves::<R>() {
        targets |= if R::FLYING_KINGS {
            slide::<R>(sq, d, empty)
        } else {
            R::Board::step(1 << sq, d) & empty
        };
    }
    targets
}
