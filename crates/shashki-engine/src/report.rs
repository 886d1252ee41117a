//! What a search tells its caller: progress after each iteration, and the answer.

use std::time::Duration;

use shashki::Move;

use crate::search::Score;

/// One line of a search: a root move and the play the search expects after it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Line {
    /// The score of the line for the side to move at the root.
    pub score: Score,
    /// Its moves, the root move first: as long as the search proved it, legal from the root.
    pub pv: Vec<Move>,
}

/// Progress of a search: one completed iteration.
#[derive(Clone, Debug)]
pub struct Info {
    /// Depth of the iteration.
    pub depth: u32,
    /// Score for the side to move, in hundredths of a man (±MATE − plies for a forced result).
    pub score: Score,
    /// Nodes so far, all threads.
    pub nodes: u64,
    /// Nodes per second.
    pub nps: u64,
    /// Time since the search began.
    pub time: Duration,
    /// The principal variation, moves of the searched position's variant.
    pub pv: Vec<Move>,
}

/// The answer of a search.
#[derive(Clone, Debug, Default)]
pub struct SearchResult {
    /// The move to play; `None` only when the search had no legal move.
    pub best: Option<Move>,
    /// The expected reply, to ponder on.
    pub ponder: Option<Move>,
    /// The principal variation, `best` first.
    pub pv: Vec<Move>,
    /// The best lines, best first, their first moves distinct: the principal variation alone
    /// unless [`crate::Limits::multi_pv`] asked for more (and the position has them).
    pub lines: Vec<Line>,
    /// The score of the last completed iteration.
    pub score: Score,
    /// Its depth.
    pub depth: u32,
    /// Nodes searched, all threads.
    pub nodes: u64,
    /// Time the search took.
    pub time: Duration,
}

/// What a running search reports to the callback given to [`crate::Engine::go`], on the
/// search's own thread.
#[derive(Clone, Copy, Debug)]
pub enum Report<'a> {
    /// An iteration completed.
    Iteration(&'a Info),
    /// The search ended with this answer (also returned by [`crate::SearchHandle::wait`]).
    Done(&'a SearchResult),
}
