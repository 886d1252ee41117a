//! The terms of the evaluation, counted on a position: the evaluation is their sum weighted by
//! the variant's [`Weights`](super::Weights), which makes it linear in the weights and so
//! tunable by logistic regression (`examples/tune`).

use shashki::geometry::{Dir, Geometry};
use shashki::reach::{king_reach, man_steps};
use shashki::{Bits, Color, Position, Rules};

/// How many terms there are.
pub const TERMS: usize = 20;

/// The name of each term, as the weight files spell it.
pub const NAMES: [&str; TERMS] = [
    "man",
    "king",
    "row0",
    "row1",
    "row2",
    "row3",
    "row4",
    "row5",
    "row6",
    "row7",
    "row8",
    "centre",
    "king_centre",
    "mobility",
    "king_mobility",
    "king_road",
    "king_double",
    "runaway",
    "balance",
    "tempo",
];

/// Index of the men count; `ROW + p` counts men `p` rows from their own back rank.
pub const MAN: usize = 0;
/// Index of the kings count.
pub const KING: usize = 1;
/// Index of the first row term (`row0`, the back rank).
pub const ROW: usize = 2;
const CENTRE: usize = 11;
const KING_CENTRE: usize = 12;
const MOBILITY: usize = 13;
const KING_MOBILITY: usize = 14;
const KING_ROAD: usize = 15;
const KING_DOUBLE: usize = 16;
const RUNAWAY: usize = 17;
const BALANCE: usize = 18;
const TEMPO: usize = 19;

/// The counts of every term, for the side to move minus the other side.
pub type Features = [i32; TERMS];

/// True when term `t` applies to variant `R`: every term but the rows a man never stands on
/// (the last is `row(ROWS − 2)`, one step from the crown).
pub fn applies<R: Rules>(t: usize) -> bool {
    !(ROW..ROW + 9).contains(&t) || t - ROW <= <R::Board as Geometry>::ROWS as usize - 2
}

/// Board masks the terms need, computed once per variant.
#[derive(Clone, Debug)]
pub struct Board {
    /// `rows[colour][p]`: the squares `p` rows from that colour's back rank.
    rows: [[u64; 10]; 2],
    /// The middle two rows without their two outer files on each side.
    centre: u64,
    /// The longest diagonal (a1–h8 on 8×8 with a dark a1).
    road: u64,
    /// The two diagonals one square shorter, across the road (the double corner's).
    double: u64,
    /// Squares from which a man of the colour is at most three rows from the crown.
    runaway_zone: [u64; 2],
    /// `cone[colour][square]`: the squares ahead a defender would need to stop that man.
    cone: [[u64; 64]; 2],
    /// The left half of the board (files a–d, a–e).
    left: u64,
    /// The right half.
    right: u64,
}

/// Every full diagonal line in direction `dir` (up-left or up-right), as masks.
fn lines<R: Rules>(dir: Dir) -> Vec<u64> {
    let mut out: Vec<u64> = Vec::new();
    for b in Bits(<R::Board as Geometry>::TABLES.all) {
        let line = (1u64 << b) | R::Board::ray(dir, b) | R::Board::ray(dir.reverse(), b);
        if !out.contains(&line) {
            out.push(line);
        }
    }
    out
}

impl Board {
    /// The masks of variant `R`'s board.
    pub fn new<R: Rules>() -> Board {
        let rows = <R::Board as Geometry>::ROWS;
        let half = <R::Board as Geometry>::HALF;
        let all = <R::Board as Geometry>::TABLES.all;
        let mut board = Board {
            rows: [[0; 10]; 2],
            centre: 0,
            road: 0,
            double: 0,
            runaway_zone: [0; 2],
            cone: [[0; 64]; 2],
            left: 0,
            right: 0,
        };
        let middle =
            <R::Board as Geometry>::row(rows / 2 - 1) | <R::Board as Geometry>::row(rows / 2);
        for b in Bits(all) {
            let (file, rank) = shashki::square::coordinates::<R>(b);
            if middle & (1u64 << b) != 0 && file >= 2 && file < 2 * half - 2 {
                board.centre |= 1u64 << b;
            }
            if file < rows / 2 {
                board.left |= 1u64 << b;
            } else {
                board.right |= 1u64 << b;
            }
            for color in Color::BOTH {
                let progress = match color {
                    Color::White => rank,
                    Color::Black => rows - 1 - rank,
                };
                let c = color.index();
                board.rows[c][progress as usize] |= 1u64 << b;
                if progress + 4 >= rows && progress + 1 < rows {
                    board.runaway_zone[c] |= 1u64 << b;
                    for s in Bits(all) {
                        let (f, r) = shashki::square::coordinates::<R>(s);
                        let ahead = match color {
                            Color::White => r as i32 - rank as i32,
                            Color::Black => rank as i32 - r as i32,
                        };
                        if ahead >= 1 && (f as i32 - file as i32).abs() <= ahead {
                            board.cone[c][b as usize] |= 1u64 << s;
                        }
                    }
                }
            }
        }
        let up_right = lines::<R>(Dir::UpRight);
        let up_left = lines::<R>(Dir::UpLeft);
        let longest = |ls: &[u64]| ls.iter().map(|l| l.count_ones()).max().unwrap_or(0);
        let (road_lines, across) = if longest(&up_right) >= longest(&up_left) {
            (up_right, up_left)
        } else {
            (up_left, up_right)
        };
        let road_len = longest(&road_lines);
        board.road = road_lines
            .iter()
            .filter(|l| l.count_ones() == road_len)
            .fold(0, |a, l| a | l);
        board.double = across
            .iter()
            .filter(|l| l.count_ones() + 1 == road_len)
            .fold(0, |a, l| a | l);
        board
    }
}

/// The number of squares a king on `sq` can move to.
fn king_targets<R: Rules>(sq: u32, empty: u64) -> u32 {
    king_reach::<R>(sq, empty).count_ones()
}

/// The free forward steps of `men`.
fn steps<R: Rules>(men: u64, empty: u64, color: Color) -> i32 {
    man_steps::<R>(color)
        .iter()
        .map(|&d| (R::Board::step(men, d) & empty).count_ones() as i32)
        .sum()
}

/// The men of `color` no piece of the other side can stop: near the crown, with nothing of
/// theirs in the cone ahead and a free step.
fn runaways<R: Rules>(men: u64, theirs: u64, empty: u64, color: Color, board: &Board) -> i32 {
    let c = color.index();
    Bits(men & board.runaway_zone[c])
        .filter(|&b| board.cone[c][b as usize] & theirs == 0)
        .filter(|&b| {
            man_steps::<R>(color)
                .iter()
                .any(|&d| R::Board::step(1u64 << b, d) & empty != 0)
        })
        .count() as i32
}

/// How lopsided `men` are between the left and right halves.
fn imbalance(men: u64, board: &Board) -> i32 {
    ((men & board.left).count_ones() as i32 - (men & board.right).count_ones() as i32).abs()
}

/// Adds `sign` times the terms of `color`'s pieces in `pos` to `out`.
fn side<R: Rules>(pos: &Position<R>, color: Color, board: &Board, sign: i32, out: &mut Features) {
    let c = color.index();
    let mine = pos.pieces(color);
    let theirs = pos.pieces(!color);
    let men = mine & !pos.kings();
    let kings = mine & pos.kings();
    let empty = pos.empty();
    let count = |bb: u64| bb.count_ones() as i32;
    out[MAN] += sign * count(men);
    out[KING] += sign * count(kings);
    for p in 0..<R::Board as Geometry>::ROWS as usize - 1 {
        out[ROW + p] += sign * count(men & board.rows[c][p]);
    }
    out[CENTRE] += sign * count(men & board.centre);
    out[KING_CENTRE] += sign * count(kings & board.centre);
    out[MOBILITY] += sign * steps::<R>(men, empty, color);
    if kings != 0 {
        let k: u32 = Bits(kings).map(|b| king_targets::<R>(b, empty)).sum();
        out[KING_MOBILITY] += sign * k as i32;
        out[KING_ROAD] += sign * count(kings & board.road);
        out[KING_DOUBLE] += sign * count(kings & board.double);
    }
    out[RUNAWAY] += sign * runaways::<R>(men, theirs, empty, color, board);
    out[BALANCE] += sign * imbalance(men, board);
}

/// The weighted sum of the terms folded into tables where a term depends on one square only,
/// so that the search evaluates without counting each term ([`features`] is the reference).
#[derive(Clone, Debug)]
pub struct Scorer {
    /// A man of each colour on each square: man, row and centre terms.
    men: [[i32; 64]; 2],
    /// A king on each square: king, centre and diagonal terms.
    kings: [i32; 64],
    weights: [i32; TERMS],
}

impl Scorer {
    /// The tables of `weights` on `board`.
    pub fn new(board: &Board, weights: &[i32; TERMS]) -> Scorer {
        let mut men = [[0; 64]; 2];
        let mut kings = [0; 64];
        for b in 0..64 {
            let bit = 1u64 << b;
            for (c, table) in men.iter_mut().enumerate() {
                let row = board.rows[c].iter().position(|&r| r & bit != 0);
                let Some(p) = row else { continue };
                table[b] = weights[MAN]
                    + weights[ROW + p.min(8)]
                    + weights[CENTRE] * i32::from(board.centre & bit != 0);
            }
            kings[b] = weights[KING]
                + weights[KING_CENTRE] * i32::from(board.centre & bit != 0)
                + weights[KING_ROAD] * i32::from(board.road & bit != 0)
                + weights[KING_DOUBLE] * i32::from(board.double & bit != 0);
        }
        Scorer {
            men,
            kings,
            weights: *weights,
        }
    }

    fn side<R: Rules>(&self, pos: &Position<R>, color: Color, board: &Board) -> i32 {
        let w = &self.weights;
        let mine = pos.pieces(color);
        let men = mine & !pos.kings();
        let kings = mine & pos.kings();
        let empty = pos.empty();
        let table = &self.men[color.index()];
        let mut score: i32 = Bits(men).map(|b| table[b as usize]).sum();
        score += Bits(kings).map(|b| self.kings[b as usize]).sum::<i32>();
        score += w[MOBILITY] * steps::<R>(men, empty, color);
        if w[KING_MOBILITY] != 0 && kings != 0 {
            let k: u32 = Bits(kings).map(|b| king_targets::<R>(b, empty)).sum();
            score += w[KING_MOBILITY] * k as i32;
        }
        if w[RUNAWAY] != 0 {
            let theirs = pos.pieces(!color);
            score += w[RUNAWAY] * runaways::<R>(men, theirs, empty, color, board);
        }
        if w[BALANCE] != 0 {
            score += w[BALANCE] * imbalance(men, board);
        }
        score
    }

    /// The weighted sum of the terms of `pos`, for the side to move.
    pub fn score<R: Rules>(&self, pos: &Position<R>, board: &Board) -> i32 {
        let us = pos.turn();
        self.side(pos, us, board) - self.side(pos, !us, board) + self.weights[TEMPO]
    }
}

/// The terms of `pos` for the side to move minus the other side (the tempo term is one: the
/// side to move has it).
pub fn features<R: Rules>(pos: &Position<R>, board: &Board) -> Features {
    let mut out = [0; TERMS];
    let us = pos.turn();
    side(pos, us, board, 1, &mut out);
    side(pos, !us, board, -1, &mut out);
    out[TEMPO] = 1;
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::{International, Russian};

    #[test]
    fn the_road_is_the_long_diagonal_and_the_double_road_crosses_it() {
        let board = Board::new::<Russian>();
        let a1 = shashki::square::bit_of_coordinates::<Russian>(0, 0).unwrap();
        let h8 = shashki::square::bit_of_coordinates::<Russian>(7, 7).unwrap();
        assert_eq!(board.road.count_ones(), 8);
        assert!(board.road & (1 << a1) != 0 && board.road & (1 << h8) != 0);
        assert_eq!(board.double.count_ones(), 14);
        let big = Board::new::<International>();
        assert_eq!(big.road.count_ones(), 10);
        assert_eq!(big.double.count_ones(), 18);
    }

    #[test]
    fn a_king_on_the_long_diagonal_counts() {
        let pos = Position::<International>::from_fen("W:WK46,K28:B1,K3").unwrap();
        let f = features(&pos, &Board::new::<International>());
        assert_eq!(f[KING_ROAD], 2, "{f:?}");
    }

    #[test]
    fn the_start_position_is_symmetric_but_for_the_tempo() {
        let start = Position::<Russian>::start();
        let f = features(&start, &Board::new::<Russian>());
        let mut expected = [0; TERMS];
        expected[TEMPO] = 1;
        assert_eq!(f, expected);
    }

    #[test]
    fn a_man_with_an_empty_cone_runs_away() {
        // A white man on c7, one step from the crown, and no black piece ahead of it.
        let pos = Position::<Russian>::from_fen("W:Wc7,a1:Bh6").unwrap();
        let f = features(&pos, &Board::new::<Russian>());
        assert_eq!(f[RUNAWAY], 1, "{f:?}");
    }
}
