//! Playing levels for people, 1 (makes beginner mistakes) to 10 (full strength).
//!
//! A level caps the depth and the nodes of a search and adds a controlled noise to the
//! evaluation, so that the weaker levels misjudge positions the way a weaker player does, yet
//! never miss a compulsory capture (the rules allow no choice there).

/// A level from 1 to 10.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Level(u8);

/// (depth, nodes, noise in the evaluation's units) per level; README "Levels 1–10" says what
/// each means for a player.
const TABLE: [(u32, u64, i32); 10] = [
    (1, 200, 250),
    (2, 1_000, 180),
    (3, 4_000, 120),
    (4, 15_000, 80),
    (5, 50_000, 50),
    (6, 200_000, 30),
    (8, 1_000_000, 15),
    (10, 4_000_000, 8),
    (14, 20_000_000, 0),
    (64, u64::MAX, 0),
];

impl Level {
    /// The level `n`, if 1 ≤ n ≤ 10.
    pub fn new(n: u8) -> Option<Level> {
        (1..=10).contains(&n).then_some(Level(n))
    }

    /// Its number.
    pub fn number(self) -> u8 {
        self.0
    }

    /// The deepest iteration it searches.
    pub fn depth(self) -> u32 {
        TABLE[usize::from(self.0 - 1)].0
    }

    /// The most nodes it searches (none at level 10).
    pub fn nodes(self) -> Option<u64> {
        Some(TABLE[usize::from(self.0 - 1)].1).filter(|&n| n != u64::MAX)
    }

    /// Its evaluation noise.
    pub fn noise(self) -> i32 {
        TABLE[usize::from(self.0 - 1)].2
    }
}
