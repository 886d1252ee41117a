//! What one side did in a game: moves judged, mistakes, blunders, missed wins, value lost.

use serde::Serialize;
use shashki_engine::Score;
use shashki_study::review::Verdict;
use shashki_text::{Lang, Message};

use crate::coach_text::decimal;

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

    /// The count in words, for the game's summary comment, with each language's plurals.
    pub fn describe(&self, lang: Lang) -> Message {
        let count = |key: &'static str, n: usize| Message::new(key).number("n", n);
        Message::new("analyze-tally")
            .message("mistakes", count("analyze-mistakes", self.mistakes))
            .message("blunders", count("analyze-blunders", self.blunders))
            .message("missed", count("analyze-missed-wins", self.missed_wins))
            .text("loss", decimal(&format!("{:.2}", self.average_loss), lang))
            .message("moves", count("analyze-of-moves", self.moves))
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
            t.describe(Lang::En).say(Lang::En),
            "1 mistake, 1 blunder, 1 missed win, average loss 1.65 men a move over 4 moves"
        );
    }

    #[test]
    fn russian_and_ukrainian_counts_take_their_plural_forms() {
        let mut t = Tally::default();
        for _ in 0..2 {
            t.add(Verdict::Mistake, 60);
        }
        for _ in 0..5 {
            t.add(Verdict::Blunder, 200);
        }
        t.add(Verdict::MissedWin, 300);
        for _ in 0..13 {
            t.add(Verdict::Good, 0);
        }
        // 21 moves judged: "из 21 хода", "із 21 ходу".
        assert_eq!(
            t.describe(Lang::Ru).say(Lang::Ru),
            "2 ошибки, 5 грубых ошибок, 1 упущенный выигрыш, средняя потеря 0,68 шашки на ход из 21 хода"
        );
        assert_eq!(
            t.describe(Lang::Uk).say(Lang::Uk),
            "2 помилки, 5 грубих помилок, 1 упущений виграш, середня втрата 0,68 шашки на хід із 21 ходу"
        );
    }
}
