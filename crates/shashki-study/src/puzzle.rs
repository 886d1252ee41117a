//! Puzzles: positions of real games where the side to move has a combination, a forced gain of
//! material (a shot, a breakthrough to a king, or another forced gain) that a shallow search
//! finds and a deeper one confirms (issue 17).
//!
//! [`find`] looks for one in a position; [`Puzzle`] is one found, with its solution line, the
//! other first moves that keep the win, its grade and source, and its line in the puzzle file
//! (`Puzzle::to_line`, `Puzzle::parse`); [`judge`] checks a player's move by the same measure
//! the finder used: after it, a search must still give the solver at least the puzzle's `win`.

mod find;
mod forced;
mod judge;
mod record;

pub use find::{find, Depths, Found, MARGIN};
pub use judge::{judge, Verdict};
pub use record::{ParsePuzzleError, Puzzle, HEADER};
