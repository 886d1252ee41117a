//! The index of a position in its table: the men of each side ranked among the squares a man
//! of that side may stand on, then the kings ranked among the squares the men leave free.
//! Men of both sides are ranked independently, so a few indices put two men on one square;
//! they hold no position and are skipped.

use shashki::geometry::{Geometry, Tables};
use shashki::{Bits, Rules};

use crate::binomial::{choose, rank, unrank};
use crate::board::Board;
use crate::material::Material;

/// The numbering of the positions of one material.
#[derive(Clone, Copy, Debug)]
pub struct Index {
    material: Material,
    squares: u32,
    half: u32,
    tables: &'static Tables,
    black_men: u64,
    white_kings: u64,
    black_kings: u64,
    size: u64,
}

/// The squares of `bb` as a mask of the board's 0-based square indices.
#[inline]
fn compact(t: &Tables, bb: u64) -> u64 {
    Bits(bb).fold(0, |acc, b| acc | 1 << t.index_of[b as usize])
}

/// The bitboard of a mask of square indices.
#[inline]
fn spread(t: &Tables, squares: u64) -> u64 {
    Bits(squares).fold(0, |acc, s| acc | 1 << t.bit_of[s as usize])
}

/// Each square of `set` renumbered among the squares not in `taken`.
#[inline]
fn squeeze(set: u64, taken: u64) -> u64 {
    Bits(set).fold(0, |acc, s| {
        acc | 1 << (s - (taken & ((1u64 << s) - 1)).count_ones())
    })
}

/// The inverse of [`squeeze`]: the `j`-th square not in `taken` for each `j` of `set`.
#[inline]
fn unsqueeze(set: u64, taken: u64) -> u64 {
    let mut out = 0;
    let mut free = !taken;
    let mut j = 0;
    let mut rest = set;
    while rest != 0 {
        let s = free.trailing_zeros();
        if rest & 1 << j != 0 {
            out |= 1 << s;
            rest &= !(1 << j);
        }
        free &= free - 1;
        j += 1;
    }
    out
}

impl Index {
    /// The numbering of `material` on `R`'s board.
    pub fn new<R: Rules>(material: Material) -> Index {
        let squares = R::Board::SQUARES;
        let half = R::Board::HALF;
        let men_squares = squares - half;
        let [wm, bm] = material.men.map(u32::from);
        let [wk, bk] = material.kings.map(u32::from);
        let white_men = choose(men_squares, wm);
        let black_men = choose(men_squares, bm);
        let white_kings = choose(squares - wm - bm, wk);
        let black_kings = choose(squares - wm - bm - wk, bk);
        Index {
            material,
            squares,
            half,
            tables: R::Board::TABLES,
            black_men,
            white_kings,
            black_kings,
            size: white_men * black_men * white_kings * black_kings,
        }
    }

    /// The material numbered.
    pub fn material(&self) -> Material {
        self.material
    }

    /// The number of indices (a few hold no position).
    pub fn size(&self) -> u64 {
        self.size
    }

    /// The index of `board`, whose material must be this one.
    #[inline]
    pub fn encode(&self, board: &Board) -> u64 {
        let t = self.tables;
        let wm = compact(t, board.white & !board.kings);
        let bm = compact(t, board.black & !board.kings);
        let wk = compact(t, board.white & board.kings);
        let bk = compact(t, board.black & board.kings);
        let men = wm | bm;
        let i = rank(wm >> self.half);
        let i = i * self.black_men + rank(bm);
        let i = i * self.white_kings + rank(squeeze(wk, men));
        i * self.black_kings + rank(squeeze(bk, men | wk))
    }

    /// The position of index `i`, or `None` where two men would share a square.
    #[inline]
    pub fn decode(&self, i: u64) -> Option<Board> {
        let m = self.material;
        let men_squares = self.squares - self.half;
        let ibk = i % self.black_kings;
        let i = i / self.black_kings;
        let iwk = i % self.white_kings;
        let i = i / self.white_kings;
        let ibm = i % self.black_men;
        let iwm = i / self.black_men;
        let wm = unrank(iwm, u32::from(m.men[0]), men_squares) << self.half;
        let bm = unrank(ibm, u32::from(m.men[1]), men_squares);
        if wm & bm != 0 {
            return None;
        }
        let men = wm | bm;
        let free = self.squares - men.count_ones();
        let wk = unsqueeze(unrank(iwk, u32::from(m.kings[0]), free), men);
        let wk_free = free - u32::from(m.kings[0]);
        let bk = unsqueeze(unrank(ibk, u32::from(m.kings[1]), wk_free), men | wk);
        let t = self.tables;
        Some(Board {
            white: spread(t, wm | wk),
            black: spread(t, bm | bk),
            kings: spread(t, wk | bk),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::{International, Russian};

    fn round_trip<R: Rules>(m: Material) -> u64 {
        let index = Index::new::<R>(m);
        let mut valid = 0;
        for i in 0..index.size() {
            if let Some(board) = index.decode(i) {
                assert_eq!(index.encode(&board), i, "{m} index {i}");
                assert_eq!(board.material(), m);
                assert!(board.position::<R>().is_some(), "{m} index {i}");
                valid += 1;
            }
        }
        valid
    }

    #[test]
    fn every_index_decodes_to_a_position_that_encodes_back() {
        // K+M against M: 28 white men squares, 28 black, the king on the 30 squares left.
        assert_eq!(
            Index::new::<Russian>(Material::new((1, 1), (0, 1))).size(),
            28 * 28 * 30
        );
        let valid = round_trip::<Russian>(Material::new((1, 1), (0, 1)));
        // 24 squares can hold a man of either side: 24 index pairs collide.
        assert_eq!(valid, (28 * 28 - 24) * 30);
        assert_eq!(
            round_trip::<Russian>(Material::new((2, 0), (1, 0))),
            496 * 30
        );
        round_trip::<International>(Material::new((1, 1), (1, 0)));
        round_trip::<Russian>(Material::new((0, 2), (1, 1)));
    }
}
