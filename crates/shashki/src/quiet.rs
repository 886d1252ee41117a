//! Quiet (non-capturing) moves, generated and counted.

use crate::bits::Bits;
use crate::geometry::{Dir, Geometry};
use crate::moves::Move;
use crate::position::{promotion_row, Position};
use crate::reach::{king_reach, man_steps};
use crate::rules::Movement;
use crate::{Color, Rules};

/// Appends every quiet move of the side to move.
#[inline]
pub(crate) fn generate<R: Rules>(pos: &Position<R>, out: &mut Vec<Move>) {
    for_each(pos, |mv| out.push(mv));
}

/// Hands every quiet move of the side to move to `visit`, men first: without a list, for
/// perft's second-last ply.
#[inline(always)]
pub(crate) fn for_each<R: Rules>(pos: &Position<R>, visit: impl FnMut(Move)) {
    for_each_of(pos, pos.turn(), visit);
}

/// Hands every quiet move of `us`'s pieces to `visit`, as their owner would make them (for
/// stavropol, whose players may move the other side's pieces too).
#[inline(always)]
pub(crate) fn for_each_of<R: Rules>(pos: &Position<R>, us: Color, mut visit: impl FnMut(Move)) {
    let empty = pos.empty();
    let mine = pos.pieces(us);
    let men = mine & !pos.kings();
    let promo = promotion_row::<R>(us);
    // Each direction written out, so that its shifts are constants.
    match (R::MOVEMENT, us) {
        (Movement::Diagonal | Movement::Frisian, Color::White) => {
            steps::<R>(men, empty, promo, Dir::UpLeft, &mut visit);
            steps::<R>(men, empty, promo, Dir::UpRight, &mut visit);
        }
        (Movement::Diagonal | Movement::Frisian, Color::Black) => {
            steps::<R>(men, empty, promo, Dir::DownLeft, &mut visit);
            steps::<R>(men, empty, promo, Dir::DownRight, &mut visit);
        }
        _ => {
            for &d in man_steps::<R>(us) {
                steps::<R>(men, empty, promo, d, &mut visit);
            }
        }
    }
    for k in Bits(mine & pos.kings() & !pos.barred_king()) {
        for to in Bits(king_reach::<R>(k, empty)) {
            visit(Move::quiet(k, to, false));
        }
    }
}

/// Hands the steps of `men` in `d` onto `empty` squares to `visit`.
#[inline(always)]
fn steps<R: Rules>(men: u64, empty: u64, promo: u64, d: Dir, visit: &mut impl FnMut(Move)) {
    for to in Bits(R::Board::step(men, d) & empty) {
        let from = R::Board::step(1 << to, d.reverse()).trailing_zeros();
        visit(Move::quiet(from, to, promo & (1 << to) != 0));
    }
}

/// The number of quiet moves of the side to move, without building them.
#[inline]
pub(crate) fn count<R: Rules>(pos: &Position<R>) -> u64 {
    let us = pos.turn();
    let empty = pos.empty();
    let mine = pos.pieces(us);
    let men = mine & !pos.kings();
    let mut n = match R::MOVEMENT {
        Movement::Diagonal | Movement::Frisian => {
            let [a, b] = men_steps::<R>(men, us);
            (a & empty).count_ones() + (b & empty).count_ones()
        }
        Movement::Turkish | Movement::Armenian => man_steps::<R>(us)
            .iter()
            .map(|&d| (R::Board::step(men, d) & empty).count_ones())
            .sum(),
    };
    for k in Bits(mine & pos.kings() & !pos.barred_king()) {
        n += king_reach::<R>(k, empty).count_ones();
    }
    u64::from(n)
}

/// The squares `men` of `color` reach by a step in each of their two forward diagonal
/// directions, empty or not; each direction is written out so that its shift is a constant.
#[inline(always)]
pub(crate) fn men_steps<R: Rules>(men: u64, color: Color) -> [u64; 2] {
    match color {
        Color::White => [
            R::Board::step(men, Dir::UpLeft),
            R::Board::step(men, Dir::UpRight),
        ],
        Color::Black => [
            R::Board::step(men, Dir::DownLeft),
            R::Board::step(men, Dir::DownRight),
        ],
    }
}
