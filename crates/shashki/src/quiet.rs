//! Quiet (non-capturing) moves, generated and counted.

use crate::bits::Bits;
use crate::geometry::Geometry;
use crate::moves::Move;
use crate::position::{promotion_row, Position};
use crate::reach::{forward, king_reach};
use crate::Rules;

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
        for to in Bits(king_reach::<R>(k, empty)) {
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
        n += king_reach::<R>(k, empty).count_ones();
    }
    u64::from(n)
}
