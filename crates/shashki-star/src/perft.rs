//! Perft: the number of move sequences of a given length from a position, counting moves as
//! distinct (from, to) pairs (RULES.md §21). A game ends when a player has brought all his
//! pieces home (the default rule), so nothing is counted below such a position; a player
//! with no legal move adds nothing either (perft counts moves, and a pass is none).

use crate::moves::Move;
use crate::position::Position;

impl Position {
    /// True when some player has all his pieces home: the game is over by the default rule.
    pub fn someone_home(&self) -> bool {
        self.players().any(|c| self.is_home(c))
    }

    /// The number of move sequences of `depth` moves from here.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.someone_home() {
            return 0;
        }
        let mut moves = Vec::with_capacity(64);
        self.moves_of(self.turn(), &mut moves);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|&m| self.play_unchecked(m).perft(depth - 1))
            .sum()
    }

    /// Each legal move with the count of sequences of `depth` moves that begin with it.
    pub fn divide(&self, depth: u32) -> Vec<(Move, u64)> {
        if self.someone_home() {
            return Vec::new();
        }
        self.legal_moves()
            .into_iter()
            .map(|m| (m, self.play_unchecked(m).perft(depth.saturating_sub(1))))
            .collect()
    }
}
