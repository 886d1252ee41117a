//! Quiet (non-capturing) moves, generated and counted.

use crate::bits::Bits;
use crate::geometry::{before, nearest, Dir, Geometry};
use crate::moves::Move;
use crate::position::{promotion_row, Position};
use crate::{Color, Rules};

/// The two forward directions of `us`'s men.
#[inline(always)]
fn forward(us: Color) -> [Dir; 2] {
    match us {
        Color::White => [Dir::UpLeft, Dir::UpRight],
        Color::Black => [Dir::DownLeft, Dir::DownRight],
    }
}

/// The squares a flying king on `sq` slides to in `dir`.
#[inline(always)]
fn slide<R: Rules>(sq: u32, dir: Dir, empty: u64) -> u64 {
    let ray = R::Board::ray(dir, sq);
    let blockers = ray & !empty;
    if blockers == 0 {
        ray
    } else {
        before(ray, dir, nearest(blockers, dir))
    }
}

/// The squares a king on `sq` can move to.
#[inline(always)]
fn king_targets<R: Rules>(sq: u32, empty: u64) -> u64 {
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

/// Appends every quiet move of the side to move.
pub(crate) fn generate<R: Rules>(pos: &Position<R>, out: &mut Vec<Move>) {
    let us = pos.turn();
    let empty = pos.empty();
    let mine = pos.pieces(us);
    let men = mine & !pos.kings();
    let promo = promotion_row::<R>(us);
    for d in forward(us) {
        let targets = R::Board::step(men, d) & empty;
        for to in Bits(targets) {
            let from = R::Board::step(1 << to, d.reverse()).trailing_zeros();
            out.push(Move::quiet(from, to, promo & (1 << to) != 0));
        }
    }
    for k in Bits(mine & pos.kings()) {
        for to in Bits(king_targets::<R>(k, empty)) {
            out.push(Move::quiet(k, to, false));
        }
    }
}

/// The number of quiet moves of the side to move, without building them.
#[inline]
pub(crate) fn count<R: Rules>(pos: &Position<R>) -> u64 {
    let us = pos.turn();
    let empty = pos.empty();
    let mine = pos.pieces(us);
    let men = mine & !pos.kings();
    let [a, b] = forward(us);
    let mut n = (R::Board::step(men, a) & empty).count_ones()
        + (R::Board::step(men, b) & empty).count_ones();
    for k in Bits(mine & pos.kings()) {
        n += king_targets::<R>(k, empty).count_ones();
    }
    u64::from(n)
}
