//! Where single pieces can go: the forward steps of men and the squares a king reaches. Move
//! generation, move counting and the engine's evaluation all ask these questions.

use crate::geometry::{before, nearest, Dir, Geometry};
use crate::{Color, Rules};

/// The two forward directions of `color`'s men.
#[inline(always)]
pub const fn forward(color: Color) -> [Dir; 2] {
    match color {
        Color::White => [Dir::UpLeft, Dir::UpRight],
        Color::Black => [Dir::DownLeft, Dir::DownRight],
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
    for d in Dir::DIAGONAL {
        targets |= if R::FLYING_KINGS {
            slide::<R>(sq, d, empty)
        } else {
            R::Board::step(1 << sq, d) & empty
        };
    }
    targets
}
