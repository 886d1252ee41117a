//! Board geometry: where the playable squares sit in a 64-bit word.
//!
//! The squares are stored row by row from the top (Black's side), `HALF` squares a row, with one
//! ghost bit after every pair of rows. With that gap, the four diagonal steps are the constant
//! shifts `HALF` and `HALF + 1` in either direction, and a step off the left or right edge lands on
//! a ghost bit, which the playable mask removes. The top row is the "shifted right" one (b8 on
//! 8×8, 1 = b10 on 10×10), as on boards with a dark a1 corner; boards with a light a1 corner are
//! handled by mirroring the square names (see [`crate::Rules::A1_LIGHT`]).
//!
//! The board of turkish and armenian uses all 64 squares ([`Board64`]): bit = row × 8 + file,
//! row 0 at the top, with no ghost bits; its steps mask the file a and h edges before shifting.

/// A direction on the board, as White sees it ("up" = towards Black). A step goes to the next
/// playable square in line: one board square on the diagonals, and along rows and columns two
/// board squares on the checkered boards (Frisian captures), one on [`Board64`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    /// Towards the last row and file a.
    UpLeft = 0,
    /// Towards the last row and the last file.
    UpRight = 1,
    /// Towards row 1 and file a.
    DownLeft = 2,
    /// Towards row 1 and the last file.
    DownRight = 3,
    /// Straight up, two rows.
    Up = 4,
    /// Straight down, two rows.
    Down = 5,
    /// Left along the row, two files.
    Left = 6,
    /// Right along the row, two files.
    Right = 7,
}

impl Dir {
    /// The four diagonal directions.
    pub const DIAGONAL: [Dir; 4] = [Dir::UpLeft, Dir::UpRight, Dir::DownLeft, Dir::DownRight];

    /// The four orthogonal directions.
    pub const ORTHOGONAL: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];

    /// All eight directions, the diagonal ones first.
    pub const ALL: [Dir; 8] = [
        Dir::UpLeft,
        Dir::UpRight,
        Dir::DownLeft,
        Dir::DownRight,
        Dir::Up,
        Dir::Down,
        Dir::Left,
        Dir::Right,
    ];

    /// The same direction as the other side sees it: up and down swapped, left and right kept.
    #[inline(always)]
    pub const fn mirrored(self) -> Dir {
        match self {
            Dir::UpLeft => Dir::DownLeft,
            Dir::UpRight => Dir::DownRight,
            Dir::DownLeft => Dir::UpLeft,
            Dir::DownRight => Dir::UpRight,
            Dir::Up => Dir::Down,
            Dir::Down => Dir::Up,
            other => other,
        }
    }

    /// The direction pointing the other way.
    #[inline]
    pub const fn reverse(self) -> Dir {
        match self {
            Dir::UpLeft => Dir::DownRight,
            Dir::UpRight => Dir::DownLeft,
            Dir::DownLeft => Dir::UpRight,
            Dir::DownRight => Dir::UpLeft,
            Dir::Up => Dir::Down,
            Dir::Down => Dir::Up,
            Dir::Left => Dir::Right,
            Dir::Right => Dir::Left,
        }
    }

    /// True for the directions that lower the bit index.
    #[inline]
    pub const fn is_up(self) -> bool {
        matches!(self, Dir::UpLeft | Dir::UpRight | Dir::Up | Dir::Left)
    }

    /// The step in (file, row) on the a1-dark shape, rows counted from the top.
    const fn offset(self) -> (i32, i32) {
        match self {
            Dir::UpLeft => (-1, -1),
            Dir::UpRight => (1, -1),
            Dir::DownLeft => (-1, 1),
            Dir::DownRight => (1, 1),
            Dir::Up => (0, -2),
            Dir::Down => (0, 2),
            Dir::Left => (-2, 0),
            Dir::Right => (2, 0),
        }
    }
}

/// Precomputed tables of one board geometry.
#[derive(Debug)]
pub struct Tables {
    /// Mask of the playable squares (no ghosts, nothing past the last square).
    pub all: u64,
    /// Each row's squares, row 0 at the top (White's promotion row).
    pub rows: [u64; 12],
    /// The first playable square of every row, and the last.
    pub row_ends: [u64; 2],
    /// `ray[dir][bit]`: the squares reached by sliding from `bit` in `dir`, the square itself excluded.
    pub ray: [[u64; 64]; 8],
    /// Bit index of the square with the given 0-based canonical index (a1-dark shape).
    pub bit_of: [u8; 64],
    /// 0-based canonical index of the square at a bit, 255 on ghost bits.
    pub index_of: [u8; 64],
}

/// Builds the tables of a board with `rows` rows of `half` playable squares.
const fn build(half: u32, rows: u32) -> Tables {
    let mut t = Tables {
        all: 0,
        rows: [0; 12],
        row_ends: [0; 2],
        ray: [[0; 64]; 8],
        bit_of: [255; 64],
        index_of: [255; 64],
    };
    let squares = half * rows;
    let mut s = 0;
    while s < squares {
        let bit = s + s / (2 * half);
        t.all |= 1u64 << bit;
        t.rows[(s / half) as usize] |= 1u64 << bit;
        if s % half == 0 {
            t.row_ends[0] |= 1u64 << bit;
        }
        if s % half == half - 1 {
            t.row_ends[1] |= 1u64 << bit;
        }
        t.bit_of[s as usize] = bit as u8;
        t.index_of[bit as usize] = s as u8;
        s += 1;
    }
    let mut d = 0;
    while d < 8 {
        let (df, dr) = Dir::ALL[d].offset();
        let mut s = 0;
        while s < squares {
            let (row, col) = ((s / half) as i32, (s % half) as i32);
            let mut file = 2 * col + if row % 2 == 0 { 1 } else { 0 };
            let mut r = row;
            let mut ray = 0u64;
            loop {
                file += df;
                r += dr;
                if file < 0 || r < 0 || file >= 2 * half as i32 || r >= rows as i32 {
                    break;
                }
                let idx = r as u32 * half + (file / 2) as u32;
                ray |= 1u64 << (idx + idx / (2 * half));
            }
            t.ray[d][t.bit_of[s as usize] as usize] = ray;
            s += 1;
        }
        d += 1;
    }
    t
}

/// Builds the tables of the 8×8 board on which every square is playable: bit = row × 8 + file,
/// row 0 at the top, so that the canonical square n (1 = a8, 64 = h1) is bit n − 1.
const fn build_full() -> Tables {
    let mut t = Tables {
        all: !0,
        rows: [0; 12],
        row_ends: [FILE_A, FILE_A << 7],
        ray: [[0; 64]; 8],
        bit_of: [255; 64],
        index_of: [255; 64],
    };
    let mut s = 0;
    while s < 64 {
        t.rows[s / 8] |= 1u64 << s;
        t.bit_of[s] = s as u8;
        t.index_of[s] = s as u8;
        let mut d = 0;
        while d < 8 {
            let (df, dr) = Dir::ALL[d].offset();
            // The checkered shape's orthogonal steps are two files or rows; here they are one.
            let (df, dr) = (df.signum(), dr.signum());
            let (mut file, mut row) = ((s % 8) as i32, (s / 8) as i32);
            let mut ray = 0u64;
            loop {
                file += df;
                row += dr;
                if file < 0 || row < 0 || file >= 8 || row >= 8 {
                    break;
                }
                ray |= 1u64 << (row * 8 + file);
            }
            t.ray[d][s] = ray;
            d += 1;
        }
        s += 1;
    }
    t
}

/// The squares of file a on [`Board64`].
const FILE_A: u64 = 0x0101_0101_0101_0101;

/// A board shape: its size and the constant shifts of its steps.
pub trait Geometry: Copy + Default + Send + Sync + 'static {
    /// Number of rows (and columns) of the board.
    const ROWS: u32;
    /// Playable squares per row.
    const HALF: u32;
    /// True when only every other square is playable (the dark squares), false on [`Board64`].
    const CHECKERED: bool = true;
    /// Number of playable squares.
    const SQUARES: u32 = Self::ROWS * Self::HALF;
    /// The precomputed tables of this shape.
    const TABLES: &'static Tables;

    /// Moves every square of `bb` one step in `dir`, dropping those that leave the board.
    /// Diagonal steps are bare shifts (the ghost bits catch the edges); sideways steps mask out
    /// the row ends first.
    #[inline(always)]
    fn step(bb: u64, dir: Dir) -> u64 {
        let t = Self::TABLES;
        let h = Self::HALF;
        match dir {
            Dir::UpLeft => (bb >> (h + 1)) & t.all,
            Dir::UpRight => (bb >> h) & t.all,
            Dir::DownLeft => (bb << h) & t.all,
            Dir::DownRight => (bb << (h + 1)) & t.all,
            Dir::Up => (bb >> (2 * h + 1)) & t.all,
            Dir::Down => (bb << (2 * h + 1)) & t.all,
            Dir::Left => (bb & !t.row_ends[0]) >> 1,
            Dir::Right => ((bb & !t.row_ends[1]) << 1) & t.all,
        }
    }

    /// Moves every square of `bb` `steps` diagonal steps in `dir` (a diagonal) by one rotation,
    /// so that `dir` may vary at run time without a branch. Nothing is masked: for moves known
    /// to stay on the board (a jump's landing square seen from its start), or with a mask after.
    #[inline(always)]
    fn diagonal_shift(bb: u64, dir: Dir, steps: u32) -> u64 {
        let h = Self::HALF;
        // Left for steps down; for steps up, left by 64 less the shift, a rotation right. No
        // square lies in the top bits, so a rotation left brings nothing round, and what a
        // rotation right pushes off the bottom lands in the top bits.
        let rotation = [64 - (h + 1), 64 - h, h, h + 1];
        bb.rotate_left(rotation[dir as usize & 3] * steps)
    }

    /// The squares sliding from `bit` in `dir` passes, nearest first in bit order for down rays.
    #[inline(always)]
    fn ray(dir: Dir, bit: u32) -> u64 {
        Self::TABLES.ray[dir as usize][bit as usize]
    }

    /// Row `r` (0 = top, White's promotion row).
    #[inline(always)]
    fn row(r: u32) -> u64 {
        Self::TABLES.rows[r as usize]
    }
}

static TABLES_8: Tables = build(4, 8);
static TABLES_10: Tables = build(5, 10);
static TABLES_64: Tables = build_full();

/// The 8×8 board: 32 playable squares in 36 bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Board8;

impl Geometry for Board8 {
    const ROWS: u32 = 8;
    const HALF: u32 = 4;
    const TABLES: &'static Tables = &TABLES_8;
}

/// The 10×10 board: 50 playable squares in 55 bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Board10;

impl Geometry for Board10 {
    const ROWS: u32 = 10;
    const HALF: u32 = 5;
    const TABLES: &'static Tables = &TABLES_10;
}

/// The 8×8 board of turkish and armenian, every square playable: 64 squares in 64 bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Board64;

impl Geometry for Board64 {
    const ROWS: u32 = 8;
    const HALF: u32 = 8;
    const CHECKERED: bool = false;
    const TABLES: &'static Tables = &TABLES_64;

    /// With no ghost bits, a step masks the file it would leave the board from, then shifts.
    #[inline(always)]
    fn step(bb: u64, dir: Dir) -> u64 {
        const FILE_H: u64 = FILE_A << 7;
        match dir {
            Dir::Up => bb >> 8,
            Dir::Down => bb << 8,
            Dir::Left => (bb & !FILE_A) >> 1,
            Dir::Right => (bb & !FILE_H) << 1,
            Dir::UpLeft => (bb & !FILE_A) >> 9,
            Dir::UpRight => (bb & !FILE_H) >> 7,
            Dir::DownLeft => (bb & !FILE_A) << 7,
            Dir::DownRight => (bb & !FILE_H) << 9,
        }
    }

    #[inline(always)]
    fn diagonal_shift(bb: u64, dir: Dir, steps: u32) -> u64 {
        let rotation = [64 - 9, 64 - 7, 7, 9];
        bb.rotate_left(rotation[dir as usize & 3] * steps)
    }
}

/// The nearest square of `ray` (a non-empty subset of a ray in `dir`).
#[inline(always)]
pub fn nearest(ray: u64, dir: Dir) -> u32 {
    if dir.is_up() {
        63 - ray.leading_zeros()
    } else {
        ray.trailing_zeros()
    }
}

/// The squares of `ray` (a ray in `dir`) strictly nearer than `bit`.
#[inline(always)]
pub fn before(ray: u64, dir: Dir, bit: u32) -> u64 {
    if dir.is_up() {
        ray & !((2u64 << bit) - 1)
    } else {
        ray & ((1u64 << bit) - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board8_has_32_squares_and_ghosts_between_row_pairs() {
        assert_eq!(Board8::TABLES.all.count_ones(), 32);
        assert_eq!(
            Board8::TABLES.bit_of[8],
            9,
            "square 9 (b6) sits after the ghost bit 8"
        );
        assert_eq!(Board10::TABLES.all.count_ones(), 50);
        assert_eq!(Board10::TABLES.bit_of[10], 11);
    }

    #[test]
    fn steps_off_the_edges_vanish() {
        // a7 is bit 4 on 8x8: nothing to its left.
        assert_eq!(Board8::step(1 << 4, Dir::DownLeft), 0);
        assert_eq!(Board8::step(1 << 4, Dir::UpLeft), 0);
        assert_eq!(Board8::step(1 << 4, Dir::UpRight), 1 << 0);
        // h8 (bit 3): nothing above or to its right.
        assert_eq!(Board8::step(1 << 3, Dir::DownRight), 0);
        assert_eq!(Board8::step(1 << 3, Dir::DownLeft), 1 << 7);
    }

    #[test]
    fn every_step_agrees_with_the_ray_tables() {
        fn check<G: Geometry>() {
            for b in crate::Bits(G::TABLES.all) {
                for d in Dir::DIAGONAL.into_iter().chain(Dir::ORTHOGONAL) {
                    let ray = G::ray(d, b);
                    let first = if ray == 0 { 0 } else { 1u64 << nearest(ray, d) };
                    assert_eq!(G::step(1 << b, d), first, "bit {b} {d:?}");
                }
            }
        }
        check::<Board8>();
        check::<Board10>();
        check::<Board64>();
    }

    #[test]
    fn board64_rays_run_along_rows_columns_and_both_diagonals() {
        // d4 is square 36 (bit 35): 3 squares left, 4 right, 4 up, 3 down, 3 up-left.
        let d4 = 35;
        let count = |d| Board64::ray(d, d4).count_ones();
        assert_eq!([count(Dir::Left), count(Dir::Right)], [3, 4]);
        assert_eq!([count(Dir::Up), count(Dir::Down)], [4, 3]);
        assert_eq!([count(Dir::UpLeft), count(Dir::DownRight)], [3, 3]);
        assert_eq!(
            Board64::step(1 << 7, Dir::Right),
            0,
            "h8 has nothing to its right"
        );
        assert_eq!(
            Board64::step(1 << 8, Dir::Left),
            0,
            "a7 has nothing to its left"
        );
        for b in 0..64 {
            for d in [Dir::UpLeft, Dir::UpRight, Dir::DownLeft, Dir::DownRight] {
                let jump = Board64::step(Board64::step(1 << b, d), d);
                if jump != 0 {
                    assert_eq!(Board64::diagonal_shift(1 << b, d, 2), jump, "bit {b} {d:?}");
                }
            }
        }
    }

    #[test]
    fn mirrored_directions_swap_up_and_down_only() {
        for d in Dir::ALL {
            assert_eq!(d.mirrored().mirrored(), d);
            if !matches!(d, Dir::Left | Dir::Right) {
                assert_eq!(d.mirrored().is_up(), !d.is_up(), "{d:?}");
            }
        }
        assert_eq!(Dir::Right.mirrored(), Dir::Right);
    }

    #[test]
    fn a_diagonal_shift_is_the_masked_step() {
        fn check<G: Geometry>() {
            for b in crate::Bits(G::TABLES.all) {
                for d in Dir::DIAGONAL {
                    let once = G::diagonal_shift(1 << b, d, 1) & G::TABLES.all;
                    assert_eq!(once, G::step(1 << b, d), "bit {b} {d:?}");
                    let jump = G::step(G::step(1 << b, d), d);
                    if jump != 0 {
                        assert_eq!(G::diagonal_shift(1 << b, d, 2), jump, "bit {b} {d:?}");
                    }
                }
            }
        }
        check::<Board8>();
        check::<Board10>();
    }

    #[test]
    fn orthogonal_rays_run_along_rows_and_columns_of_10x10() {
        let bit = |n: usize| u32::from(Board10::TABLES.bit_of[n - 1]);
        let squares = |r: u64| -> Vec<u8> {
            crate::Bits(r)
                .map(|b| Board10::TABLES.index_of[b as usize] + 1)
                .collect()
        };
        assert_eq!(squares(Board10::ray(Dir::Right, bit(1))), [2, 3, 4, 5]);
        assert_eq!(squares(Board10::ray(Dir::Down, bit(1))), [11, 21, 31, 41]);
        assert_eq!(squares(Board10::ray(Dir::Left, bit(6))), Vec::<u8>::new());
        assert_eq!(squares(Board10::ray(Dir::Up, bit(50))), [10, 20, 30, 40]);
    }

    #[test]
    fn long_diagonal_ray_has_seven_squares() {
        // a1 is canonical 29 (index 28) on 8x8; up-right runs to h8.
        let a1 = u32::from(Board8::TABLES.bit_of[28]);
        assert_eq!(Board8::ray(Dir::UpRight, a1).count_ones(), 7);
        // 46 to 5 is the long diagonal of 10x10.
        let s46 = u32::from(Board10::TABLES.bit_of[45]);
        assert_eq!(Board10::ray(Dir::UpRight, s46).count_ones(), 9);
    }
}
