//! The star of 121 holes (RULES.md §21): a hexagon of side 5 with a triangle of 10 holes on each
//! of its sides, drawn with one point up. Its 17 rows hold 1, 2, 3, 4, 13, 12, 11, 10, 9, 10,
//! 11, 12, 13, 4, 3, 2 and 1 holes. A hole is numbered 1 to 121 row by row from the top point,
//! left to right (crates/shashki-star/README.md).
//!
//! Geometry on a doubled grid: a hole's column counts half-steps from the centre line, so the
//! holes of a row are 2 apart and a neighbour in the row above or below is 1 to the side.
//! Every table is built at compile time.

use std::fmt;

/// The number of holes.
pub const HOLES: usize = 121;

/// The number of rows.
pub const ROWS: usize = 17;

/// Holes in each row, from the top.
const ROW_LENGTHS: [u8; ROWS] = [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1];

/// The six directions as (column, row) steps on the doubled grid, counter-clockwise from east:
/// east, north-east, north-west, west, south-west, south-east.
pub const DIRECTIONS: [(i8, i8); 6] = [(2, 0), (1, -1), (-1, -1), (-2, 0), (-1, 1), (1, 1)];

/// No hole (a step off the board), in the tables.
const NONE: u8 = u8::MAX;

/// A hole of the star, by its index (its number less one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hole(u8);

struct Tables {
    row: [u8; HOLES],
    column: [i8; HOLES],
    first: [u8; ROWS],
    step: [[u8; 6]; HOLES],
    jump: [[(u8, u8); 6]; HOLES],
    points: [u128; 6],
}

const fn build() -> Tables {
    let mut t = Tables {
        row: [0; HOLES],
        column: [0; HOLES],
        first: [0; ROWS],
        step: [[NONE; 6]; HOLES],
        jump: [[(NONE, NONE); 6]; HOLES],
        points: [0; 6],
    };
    let mut h = 0;
    let mut r = 0;
    while r < ROWS {
        t.first[r] = h as u8;
        let n = ROW_LENGTHS[r] as i8;
        let mut i = 0;
        while i < n {
            t.row[h] = r as u8;
            t.column[h] = 2 * i - (n - 1);
            h += 1;
            i += 1;
        }
        r += 1;
    }
    let mut h = 0;
    while h < HOLES {
        let mut d = 0;
        while d < 6 {
            let row = t.row[h] as i8 + DIRECTIONS[d].1;
            let column = t.column[h] + DIRECTIONS[d].0;
            if let Some(n) = find(&t.first, row, column) {
                t.step[h][d] = n;
            }
            d += 1;
        }
        if let Some(p) = point_of(t.row[h] as i8, t.column[h]) {
            t.points[p] |= 1u128 << h;
        }
        h += 1;
    }
    let mut h = 0;
    while h < HOLES {
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

/// The point of the star a hole at (`row`, `column`) lies in: 0 bottom, 1 bottom-left,
/// 2 top-left, 3 top, 4 top-right, 5 bottom-right (clockwise on the screen, the order in which
/// [`crate::Corner`] names them A to F); none in the hexagon.
const fn point_of(row: i8, column: i8) -> Option<usize> {
    let r = row - 8;
    let q = (column - r) / 2;
    let s = -q - r;
    if r > 4 {
        Some(0)
    } else if q < -4 {
        Some(1)
    } else if s > 4 {
        Some(2)
    } else if r < -4 {
        Some(3)
    } else if q > 4 {
        Some(4)
    } else if s < -4 {
        Some(5)
    } else {
        None
    }
}

/// The index of the hole at (`row`, `column`), if the star has one there.
const fn find(first: &[u8; ROWS], row: i8, column: i8) -> Option<u8> {
    if row < 0 || row as usize >= ROWS {
        return None;
    }
    let n = ROW_LENGTHS[row as usize] as i8;
    let offset = column + (n - 1);
    if offset < 0 || offset % 2 != 0 || offset / 2 >= n {
        return None;
    }
    Some(first[row as usize] + (offset / 2) as u8)
}

static TABLES: Tables = build();

impl Hole {
    /// The centre of the star, hole 61.
    pub const CENTRE: Hole = Hole(60);

    /// Every hole, in number order.
    pub fn all() -> impl Iterator<Item = Hole> {
        (0..HOLES as u8).map(Hole)
    }

    /// The hole of index `index` (0 to 120).
    pub fn from_index(index: usize) -> Option<Hole> {
        (index < HOLES).then_some(Hole(index as u8))
    }

    /// The hole numbered `number` (1 to 121).
    pub fn from_number(number: u32) -> Option<Hole> {
        let index = usize::try_from(number).ok()?.checked_sub(1)?;
        Hole::from_index(index)
    }

    /// The hole at `row` (0 at the top point) and doubled `column` (0 on the centre line).
    pub fn at(row: i32, column: i32) -> Option<Hole> {
        let row = i8::try_from(row).ok()?;
        let column = i8::try_from(column).ok()?;
        find(&TABLES.first, row, column).map(Hole)
    }

    /// Its index, 0 to 120.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// Its number, 1 to 121.
    pub fn number(self) -> u32 {
        u32::from(self.0) + 1
    }

    /// Its row, 0 (the top point) to 16.
    pub fn row(self) -> i32 {
        i32::from(TABLES.row[self.index()])
    }

    /// Its doubled column: −12 to 12, 0 on the centre line; holes of a row are 2 apart.
    pub fn column(self) -> i32 {
        i32::from(TABLES.column[self.index()])
    }

    /// The neighbour one step in direction `d` (an index of [`DIRECTIONS`]), if any.
    pub fn step(self, d: usize) -> Option<Hole> {
        let n = TABLES.step[self.index()][d];
        (n != NONE).then_some(Hole(n))
    }

    /// The hole jumped over and the hole landed in by a hop in direction `d`, if both exist.
    pub fn jump(self, d: usize) -> Option<(Hole, Hole)> {
        let (over, land) = TABLES.jump[self.index()][d];
        (land != NONE).then_some((Hole(over), Hole(land)))
    }

    /// Its neighbours (2 to 6).
    pub fn neighbours(self) -> impl Iterator<Item = Hole> {
        (0..6).filter_map(move |d| self.step(d))
    }

    /// Cube coordinates (q, r, s) with q + r + s = 0, the centre at (0, 0, 0) and r growing
    /// downwards: the hex distance between two holes is the largest difference of the three.
    pub fn cube(self) -> (i32, i32, i32) {
        let r = self.row() - 8;
        let q = (self.column() - r) / 2;
        (q, r, -q - r)
    }

    /// The number of single steps from this hole to `other` on an empty board.
    pub fn distance(self, other: Hole) -> i32 {
        let (a, b, c) = self.cube();
        let (x, y, z) = other.cube();
        (a - x).abs().max((b - y).abs()).max((c - z).abs())
    }

    /// Its bit in a [`HoleSet`].
    pub fn bit(self) -> u128 {
        1u128 << self.0
    }
}

/// The holes of point `point` (0 to 5, as [`point_of`] counts).
pub(crate) fn point_holes(point: usize) -> HoleSet {
    HoleSet(TABLES.points[point])
}

impl fmt::Display for Hole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

/// A set of holes as a 121-bit mask (bit = index).
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

    #[test]
    fn the_star_has_121_holes_numbered_by_rows_from_the_top() {
        let counts: Vec<usize> = (0..ROWS as i32)
            .map(|r| Hole::all().filter(|h| h.row() == r).count())
            .collect();
        assert_eq!(
            counts,
            [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1]
        );
        assert_eq!(Hole::from_number(1).map(Hole::row), Some(0));
        assert_eq!(
            Hole::from_number(11).map(|h| (h.row(), h.column())),
            Some((4, -12))
        );
        assert_eq!(
            Hole::from_number(61).map(|h| (h.row(), h.column())),
            Some((8, 0))
        );
        assert_eq!(Hole::from_number(121).map(Hole::row), Some(16));
        assert_eq!(Hole::from_number(0), None);
        assert_eq!(Hole::from_number(122), None);
    }

    #[test]
    fn neighbours_are_mutual_and_six_inside() {
        for h in Hole::all() {
            for d in 0..6 {
                if let Some(n) = h.step(d) {
                    assert_eq!(n.step((d + 3) % 6), Some(h), "{h} and {n}");
                    assert_eq!(h.distance(n), 1);
                }
            }
        }
        let centre = Hole::from_number(61).unwrap();
        assert_eq!(centre.neighbours().count(), 6);
        let top = Hole::from_number(1).unwrap();
        let mut around: Vec<u32> = top.neighbours().map(Hole::number).collect();
        around.sort_unstable();
        assert_eq!(around, [2, 3]);
        // The hexagon has 61 holes within 4 steps of the centre.
        assert_eq!(Hole::all().filter(|h| h.distance(centre) <= 4).count(), 61);
    }

    #[test]
    fn holes_iterate_in_order() {
        let set = HoleSet(0b1011 | 1u128 << 120);
        let numbers: Vec<u32> = set.map(Hole::number).collect();
        assert_eq!(numbers, [1, 2, 4, 121]);
        assert_eq!(set.len(), 4);
    }
}
