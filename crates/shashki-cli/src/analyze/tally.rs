//! What one side did in a game: moves judged, mistakes, blunders, missed wins, value lost.

use serde::Serialize;
use shashki_engine::Score;

use super::judge::Verdict;

/// One side's count over a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Tally {
    /// Moves judged (forced moves are not).
    pub moves: usize,
    /// Mistakes (`?`).
    pub mistakes: usize,
    /// Blunders (`??`), missed wins not counted.
    pub blunders: usize,
    /// Forced wins let go.
    pub missed_wins: usize,
    /// Value lost per judged move, in men (losses bounded at a decided lead).
    pub average_loss: f64,
    #[serde(skip)]
    lost: Score,
}

impl Tally {
    /// Counts one judged move that lost `lost` hundredths of a man.
    pub fn add(&mut self, verdict: Verdict, lost: Score) {
        self.moves += 1;
        self.lost += lost;
        match verdict {
            Verdict::Good => {}
            Verdict::Mistake => self.mistakes += 1,
            Verdict::Blunder => self.blunders += 1,
            Verdict::MissedWin => self.missed_wins += 1,
        }
        self.average_loss = f64::from(self.lost) / 100.0 / self.moves as f64;
    }

    /// The count in words, for the game's summary comment.
    pub fn describe(&self) -> String {
        let plural =
            |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
        format!(
            "{}, {}, {}, average loss {:.2} over {}",
            plural(self.mistakes, "mistake", "mistakes"),
            plural(self.blunders, "blunder", "blunders"),
            plural(self.missed_wins, "missed win", "missed wins"),
            self.average_loss,
            plural(self.moves, "move", "moves"),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_each_verdict_and_averages_the_loss_in_men() {
        let mut t = Tally::default();
        t.add(Verdict::Good, 0);
        t.add(Verdict::Mistake, 60);
        t.add(Verdict::MissedWin, 400);
        t.add(Verdict::Blunder, 200);
        assert_eq!(
            (t.moves, t.mistakes, t.blunders, t.missed_wins),
            (4, 1, 1, 1)
        );
        assert!((t.average_loss - 1.65).abs() < 1e-9);
        assert_eq!(
            t.describe(),
            "1 mistake, 1 blunder, 1 missed win, average loss 1.65 over 4 moves"
        );
    }
}
