//! Playing levels for people: 1 (a beginner can win) to 10 (full strength). A level caps the
//! depth and the positions searched, and the weak ones add a random amount to each move's
//! score, so that they choose among the moves that look nearly as good.

/// A playing level, 1 to 10.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

/// (depth in plies, positions, noise in the evaluation's units) for levels 1 to 10. A step of
/// one piece towards its goal is 10 units.
const TABLE: [(i32, u64, i32); 10] = [
    (1, 2_000, 60),
    (1, 4_000, 40),
    (2, 10_000, 30),
    (2, 30_000, 20),
    (3, 60_000, 10),
    (3, 150_000, 0),
    (4, 300_000, 0),
    (5, 600_000, 0),
    (6, 1_200_000, 0),
    (12, 2_500_000, 0),
];

impl Level {
    /// Full strength.
    pub const TOP: Level = Level(10);

    /// The level `n`, if 1 ≤ n ≤ 10.
    pub fn new(n: u8) -> Option<Level> {
        (1..=10).contains(&n).then_some(Level(n))
    }

    /// Its number.
    pub fn number(self) -> u8 {
        self.0
    }

    fn row(self) -> (i32, u64, i32) {
        TABLE[usize::from(self.0 - 1)]
    }

    /// The deepest iteration, in plies (a ply of opponents is one move of one of them).
    pub fn depth(self) -> i32 {
        self.row().0
    }

    /// The most positions one move may search.
    pub fn nodes(self) -> u64 {
        self.row().1
    }

    /// The most random units added to a move's score.
    pub fn noise(self) -> i32 {
        self.row().2
    }
}
