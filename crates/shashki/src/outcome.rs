//! How a game ends (INTERFACES.md §7): a winner with the reason, or a draw with its rule.

use std::fmt;

use crate::Color;

/// Why a game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// The loser, to move, had pieces but no legal move.
    NoMoves,
    /// The loser had no pieces left.
    NoPieces,
    /// Giveaway, antidraughts (RULES.md §3, §15): the winner, to move, had pieces but no legal
    /// move, which wins there; its own key, so that no one reads "the opponent cannot move".
    WinnerNoMoves,
    /// Giveaway, antidraughts: the winner had given away all its pieces, which wins there.
    WinnerNoPieces,
    /// The loser resigned.
    Resignation,
    /// The loser's time ran out.
    Time,
    /// Breakthrough: the winner crowned the first king.
    Breakthrough,
}

/// The rule under which a game was drawn; each is also the key of its counter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// The same position with the same side to move, for the third time.
    Repetition,
    /// N moves in which both sides moved only kings, without capture.
    KingsOnly,
    /// N moves by each side without a man move or a capture (english, italian).
    NoProgress,
    /// Russian 7.2.6: both sides have kings and no capture or promotion for N moves.
    Balance,
    /// A limit against a lone king.
    LoneKing,
    /// Russian 7.2.7: a lone king holding the main road a1–h8.
    MainRoad,
    /// One piece against one piece (turkish).
    SinglePieces,
    /// The players agreed.
    Agreement,
}

impl DrawReason {
    /// Every rule, so that a key can be read back ([`DrawReason::from_key`]).
    pub const ALL: [DrawReason; 8] = [
        DrawReason::Repetition,
        DrawReason::KingsOnly,
        DrawReason::NoProgress,
        DrawReason::Balance,
        DrawReason::LoneKing,
        DrawReason::MainRoad,
        DrawReason::SinglePieces,
        DrawReason::Agreement,
    ];

    /// The rule of `key` (as [`DrawReason::key`] writes it), if there is one: a stored outcome
    /// `draw:<rule>` reads back.
    pub fn from_key(key: &str) -> Option<DrawReason> {
        DrawReason::ALL.into_iter().find(|r| r.key() == key)
    }

    /// The key of INTERFACES.md §7.
    pub const fn key(self) -> &'static str {
        match self {
            DrawReason::Repetition => "repetition",
            DrawReason::KingsOnly => "kings-only",
            DrawReason::NoProgress => "no-progress",
            DrawReason::Balance => "balance",
            DrawReason::LoneKing => "lone-king",
            DrawReason::MainRoad => "main-road",
            DrawReason::SinglePieces => "single-pieces",
            DrawReason::Agreement => "agreement",
        }
    }
}

impl WinReason {
    /// The key of INTERFACES.md §7.
    pub const fn key(self) -> &'static str {
        match self {
            WinReason::NoMoves => "no-moves",
            WinReason::NoPieces => "no-pieces",
            WinReason::WinnerNoMoves => "winner-no-moves",
            WinReason::WinnerNoPieces => "winner-no-pieces",
            WinReason::Resignation => "resignation",
            WinReason::Time => "time",
            WinReason::Breakthrough => "breakthrough",
        }
    }
}

/// The state of a game: going on, won, or drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Not over.
    Ongoing,
    /// Won by `winner`.
    Win {
        /// The side that won.
        winner: Color,
        /// Why.
        reason: WinReason,
    },
    /// Drawn under a rule.
    Draw(DrawReason),
}

impl Outcome {
    /// True unless the game goes on.
    pub fn is_over(self) -> bool {
        self != Outcome::Ongoing
    }

    /// The JSON key: `"white"`, `"black"`, `"draw:<rule>"` or `"ongoing"`.
    pub fn key(self) -> String {
        match self {
            Outcome::Ongoing => "ongoing".to_string(),
            Outcome::Win { winner, .. } => winner.name().to_string(),
            Outcome::Draw(rule) => format!("draw:{}", rule.key()),
        }
    }

    /// The reason key of a finished game (`no-moves`, `time`, `repetition`, ...).
    pub fn reason(self) -> Option<&'static str> {
        match self {
            Outcome::Ongoing => None,
            Outcome::Win { reason, .. } => Some(reason.key()),
            Outcome::Draw(rule) => Some(rule.key()),
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win { reason, .. } => write!(f, "{} ({})", self.key(), reason.key()),
            _ => f.write_str(&self.key()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every rule is listed once, and its key reads back to it (the web server stores the
    /// outcome `draw:kings-only` and reads it back so).
    #[test]
    fn every_draw_rule_reads_back_from_its_key() {
        for rule in DrawReason::ALL {
            assert_eq!(DrawReason::from_key(rule.key()), Some(rule));
            let listed = DrawReason::ALL.iter().filter(|r| **r == rule).count();
            assert_eq!(listed, 1, "{rule:?}");
        }
        assert_eq!(
            DrawReason::from_key("kings-only"),
            Some(DrawReason::KingsOnly)
        );
        assert_eq!(DrawReason::from_key("stalemate"), None);
    }
}
