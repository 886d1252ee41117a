//! The two stars (RULES.md §21): a hexagon with a triangle of holes on each of its sides, drawn
//! with one point up. The large star is a hexagon of side 5 with triangles of 4 rows (10 holes):
//! 121 holes in 17 rows of 1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2 and 1. The
//! small star is a hexagon of side 4 with triangles of 3 rows (6 holes): 73 holes in 13 rows of
//! 1, 2, 3, 10, 9, 8, 7, 8, 9, 10, 3, 2 and 1. On either a hole is numbered from 1 row by row
//! from the top point, left to right (crates/shashki-star/README.md).
//!
//! Geometry on a doubled grid: a hole's column counts half-steps from the centre line, so the
//! holes of a row are 2 apart and a neighbour in the row above or below is 1 to the side.
//! Every table is built at compile time, one set per star.

use std::fmt;

/// The number of holes of the larger star (the most a [`Hole`] index can reach).
pub const HOLES: usize = 121;

/// The number of rows of the larger star.
pub const ROWS: usize = 17;

/// The six directions as (column, row) steps on the doubled grid, counter-clockwise from east:
/// east, north-east, north-west, west, south-west, south-east.
pub const DIRECTIONS: [(i8, i8); 6] = [(2, 0), (1, -1), (-1, -1), (-2, 0), (-1, 1), (1, 1)];

/// No hole (a step off the board), in the tables.
pub(crate) const NONE: u8 = u8::MAX;

/// A hole of a star, by its index (its number less one) on that star.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hole(u8);

/// Which star the game is played on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Board {
    /// The star of 121 holes, ten pieces a player.
    #[default]
    Large,
    /// The star of 73 holes, six pieces a player.
    Small,
}

/// One star's geometry: the rows and columns of its holes, its neighbours and hops, and its
/// six points.
pub(crate) struct Tables {
    /// Rows in each point (4 or 3).
    tip: usize,
    holes: usize,
    rows: usize,
    lengths: [u8; ROWS],
    row: [u8; HOLES],
    column: [i8; HOLES],
    first: [u8; ROWS],
    pub(crate) step: [[u8; 6]; HOLES],
    pub(crate) jump: [[(u8, u8); 6]; HOLES],
    points: [u128; 6],
}

/// The tables of the star whose points have `tip` rows.
const fn build(tip: usize) -> Tables {
    let rows = 4 * tip + 1;
    let mut t = Tables {
        tip,
        holes: 0,
        rows,
        lengths: [0; ROWS],
        row: [0; HOLES],
        column: [0; HOLES],
        first: [0; ROWS],
        step: [[NONE; 6]; HOLES],
        jump: [[(NONE, NONE); 6]; HOLES],
        points: [0; 6],
    };
    // Rows of the top point grow by one; the hexagon's rows shrink from 3·tip + 1 to its
    // middle row of 2·tip + 1 and grow again; the bottom point mirrors the top.
    let mut r = 0;
    while r < rows {
        let from_edge = if r <= 2 * tip { r } else { rows - 1 - r };
        t.lengths[r] = if from_edge < tip {
            from_edge + 1
        } else {
            4 * tip + 1 - from_edge
        } as u8;
        r += 1;
    }
    let mut h = 0;
    let mut r = 0;
    while r < rows {
        t.first[r] = h as u8;
        let n = t.lengths[r] as i8;
        let mut i = 0;
        while i < n {
            t.row[h] = r as u8;
            t.column[h] = 2 * i - (n - 1);
            h += 1;
            i += 1;
        }
        r += 1;
    }
    t.holes = h;
    let mut h = 0;
    while h < t.holes {
        let mut d = 0;
        while d < 6 {
            let row = t.row[h] as i8 + DIRECTIONS[d].1;
            let column = t.column[h] + DIRECTIONS[d].0;
            if let Some(n) = find(&t, row, column) {
                t.step[h][d] = n;
            }
            d += 1;
        }
        if let Some(p) = point_of(tip as i8, t.row[h] as i8, t.column[h]) {
            t.points[p] |= 1u128 << h;
        }
        h += 1;
    }
    let mut h = 0;
    while h < t.holes {
        let mut d = 0;
        while d < 6 {
            let over = t.step[h][d];
            if over != NONE && t.step[over as usize][d] != NONE {
                t.jump[h][d] = (over, t.step[over as usize][d]);
            }
            d += 1;
        }
        h += 1;
    }
    t
}

/// The point of the star with points of `tip` rows a hole at (`row`, `column`) lies in: 0
/// bottom, 1 bottom-left, 2 top-left, 3 top, 4 top-right, 5 bottom-right (clockwise on the
/// screen, the order in which [`crate::Corner`] names them A to F); none in the hexagon.
const fn point_of(tip: i8, row: i8, column: i8) -> Option<usize> {
    let r = row - 2 * tip;
    let q = (column - r) / 2;
    let s = -q - r;
    if r > tip {
        Some(0)
    } else if q < -tip {
        Some(1)
    } else if s > tip {
        Some(2)
    } else if r < -tip {
        Some(3)
    } else if q > tip {
        Some(4)
    } else if s < -tip {
        Some(5)
    } else {
        None
    }
}

/// The index of the hole at (`row`, `column`), if the star has one there.
const fn find(t: &Tables, row: i8, column: i8) -> Option<u8> {
    if row < 0 || row as usize >= t.rows {
        return None;
    }
    let n = t.lengths[row as usize] as i8;
    let offset = column + (n - 1);
    if offset < 0 || offset % 2 != 0 || offset / 2 >= n {
        return None;
    }
    Some(t.first[row as usize] + (offset / 2) as u8)
}

static LARGE: Tables = build(4);
static SMALL: Tables = build(3);

impl Board {
    /// Both stars, the large first.
    pub const ALL: [Board; 2] = [Board::Large, Board::Small];

    /// Its name in texts and records: `large` or `small`.
    pub fn key(self) -> &'static str {
        match self {
            Board::Large => "large",
            Board::Small => "small",
        }
    }

    /// The star named `text` (`large` or `small`, any case, spaces around).
    pub fn parse(text: &str) -> Option<Board> {
        let wanted = text.trim().to_ascii_lowercase();
        Board::ALL.into_iter().find(|b| b.key() == wanted)
    }

    pub(crate) fn tables(self) -> &'static Tables {
        match self {
            Board::Large => &LARGE,
            Board::Small => &SMALL,
        }
    }

    /// The number of holes: 121 or 73.
    pub fn size(self) -> usize {
        self.tables().holes
    }

    /// The number of rows: 17 or 13.
    pub fn rows(self) -> usize {
        self.tables().rows
    }

    /// The pieces each player starts with, the holes of a point: 10 or 6.
    pub fn pieces(self) -> u32 {
        self.point(0).len()
    }

    /// Every hole as a set.
    pub fn mask(self) -> HoleSet {
        HoleSet(u128::MAX >> (128 - self.size()))
    }

    /// Every hole, in number order.
    pub fn holes(self) -> impl Iterator<Item = Hole> {
        self.mask()
    }

    /// The hole numbered `number` (1 to [`Board::size`]).
    pub fn hole(self, number: u32) -> Option<Hole> {
        Hole::from_number(number).filter(|h| h.index() < self.size())
    }

    /// The centre hole (61 or 37).
    pub fn centre(self) -> Hole {
        Hole((self.size() / 2) as u8)
    }

    /// The hole at `row` (0 at the top point) and doubled `column` (0 on the centre line).
    pub fn at(self, row: i32, column: i32) -> Option<Hole> {
        let row = i8::try_from(row).ok()?;
        let column = i8::try_from(column).ok()?;
        find(self.tables(), row, column).map(Hole)
    }

    /// The row of `hole`, 0 (the top point) to [`Board::rows`] − 1.
    pub fn row(self, hole: Hole) -> i32 {
        i32::from(self.tables().row[hole.index()])
    }

    /// The doubled column of `hole`: 0 on the centre line, holes of a row 2 apart (−12 to 12
    /// on the large star, −9 to 9 on the small).
    pub fn column(self, hole: Hole) -> i32 {
        i32::from(self.tables().column[hole.index()])
    }

    /// The neighbour of `hole` one step in direction `d` (an index of [`DIRECTIONS`]), if any.
    pub fn step(self, hole: Hole, d: usize) -> Option<Hole> {
        let n = self.tables().step[hole.index()][d];
        (n != NONE).then_some(Hole(n))
    }

    /// The hole jumped over and the hole landed in by a hop from `hole` in direction `d`, if
    /// both exist.
    pub fn jump(self, hole: Hole, d: usize) -> Option<(Hole, Hole)> {
        let (over, land) = self.tables().jump[hole.index()][d];
        (land != NONE).then_some((Hole(over), Hole(land)))
    }

    /// The neighbours of `hole` (2 to 6).
    pub fn neighbours(self, hole: Hole) -> impl Iterator<Item = Hole> {
        (0..6).filter_map(move |d| self.step(hole, d))
    }

    /// Cube coordinates (q, r, s) of `hole` with q + r + s = 0, the centre at (0, 0, 0) and r
    /// growing downwards: the hex distance between two holes is the largest difference.
    pub fn cube(self, hole: Hole) -> (i32, i32, i32) {
        let r = self.row(hole) - 2 * self.tables().tip as i32;
        let q = (self.column(hole) - r) / 2;
        (q, r, -q - r)
    }

    /// The number of single steps from `a` to `b` on an empty board.
    pub fn distance(self, from: Hole, to: Hole) -> i32 {
        let (a, b, c) = self.cube(from);
        let (x, y, z) = self.cube(to);
        (a - x).abs().max((b - y).abs()).max((c - z).abs())
    }

    /// The holes of point `point` (0 to 5, as [`point_of`] counts).
    pub(crate) fn point(self, point: usize) -> HoleSet {
        HoleSet(self.tables().points[point])
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl Hole {
    /// The hole of index `index` on the large star (0 to 120); [`Board::hole`] checks a
    /// star's own range.
    pub fn from_index(index: usize) -> Option<Hole> {
        (index < HOLES).then_some(Hole(index as u8))
    }

    /// The hole numbered `number` (1 to 121) on the large star; [`Board::hole`] checks a
    /// star's own range.
    pub fn from_number(number: u32) -> Option<Hole> {
        let index = usize::try_from(number).ok()?.checked_sub(1)?;
        Hole::from_index(index)
    }

    /// Its index, its number less one.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// Its number, from 1.
    pub fn number(self) -> u32 {
        u32::from(self.0) + 1
    }

    /// Its bit in a [`HoleSet`].
    pub fn bit(self) -> u128 {
        1u128 << self.0
    }
}

impl fmt::Display for Hole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

/// A set of holes as a bit mask (bit = index).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct HoleSet(pub u128);

impl HoleSet {
    /// True when `hole` is in the set.
    pub fn contains(self, hole: Hole) -> bool {
        self.0 & hole.bit() != 0
    }

    /// The number of holes in the set.
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// True when the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl Iterator for HoleSet {
    type Item = Hole;

    fn next(&mut self) -> Option<Hole> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(Hole(i as u8))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row_lengths(board: Board) -> Vec<usize> {
        (0..board.rows() as i32)
            .map(|r| board.holes().filter(|&h| board.row(h) == r).count())
            .collect()
    }

    #[test]
    fn the_large_star_has_121_holes_numbered_by_rows_from_the_top() {
        let b = Board::Large;
        assert_eq!(
            row_lengths(b),
            [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1]
        );
        let place = |n| b.hole(n).map(|h| (b.row(h), b.column(h)));
        assert_eq!(place(1), Some((0, 0)));
        assert_eq!(place(11), Some((4, -12)));
        assert_eq!(place(61), Some((8, 0)));
        assert_eq!(place(121), Some((16, 0)));
        assert_eq!(b.centre().number(), 61);
        assert_eq!(b.hole(0), None);
        assert_eq!(b.hole(122), None);
    }

    #[test]
    fn the_small_star_has_73_holes_numbered_by_rows_from_the_top() {
        let b = Board::Small;
        assert_eq!(row_lengths(b), [1, 2, 3, 10, 9, 8, 7, 8, 9, 10, 3, 2, 1]);
        let place = |n| b.hole(n).map(|h| (b.row(h), b.column(h)));
        assert_eq!(place(7), Some((3, -9)));
        assert_eq!(place(37), Some((6, 0)));
        assert_eq!(place(73), Some((12, 0)));
        assert_eq!(b.centre().number(), 37);
        assert_eq!(b.hole(74), None);
        assert_eq!(b.pieces(), 6);
        assert_eq!(Board::Large.pieces(), 10);
    }

    #[test]
    fn neighbours_are_mutual_and_six_inside() {
        for b in Board::ALL {
            for h in b.holes() {
                for d in 0..6 {
                    if let Some(n) = b.step(h, d) {
                        assert_eq!(b.step(n, (d + 3) % 6), Some(h), "{b}: {h} and {n}");
                        assert_eq!(b.distance(h, n), 1);
                    }
                }
            }
            assert_eq!(b.neighbours(b.centre()).count(), 6);
            let top = b.hole(1).unwrap();
            let mut around: Vec<u32> = b.neighbours(top).map(Hole::number).collect();
            around.sort_unstable();
            assert_eq!(around, [2, 3]);
        }
        // The hexagons: 61 holes within 4 steps of the centre, 37 within 3.
        let inside = |b: Board, k| {
            b.holes()
                .filter(|&h| b.distance(h, b.centre()) <= k)
                .count()
        };
        assert_eq!(inside(Board::Large, 4), 61);
        assert_eq!(inside(Board::Small, 3), 37);
    }

    #[test]
    fn boards_are_named_large_and_small() {
        for b in Board::ALL {
            assert_eq!(
                Board::parse(&format!(" {} ", b.key().to_uppercase())),
                Some(b)
            );
        }
        assert_eq!(Board::parse("medium"), None);
    }

    #[test]
    fn holes_iterate_in_order() {
        let set = HoleSet(0b1011 | 1u128 << 120);
        let numbers: Vec<u32> = set.map(Hole::number).collect();
        assert_eq!(numbers, [1, 2, 4, 121]);
        assert_eq!(set.len(), 4);
    }
}
