//! Judging a move by what it lost: the best move's score against the played move's, both for
//! the side that moved.

use shashki_engine::Score;

use super::evaluate::FORCED;
use crate::coach::loss;

/// How much lost value makes a mistake and a blunder, in hundredths of a man.
#[derive(Clone, Copy, Debug)]
pub struct Thresholds {
    /// At least this much lost is a mistake (`?`).
    pub mistake: Score,
    /// At least this much lost is a blunder (`??`).
    pub blunder: Score,
}

/// What a move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The best move, or near enough.
    Good,
    /// Lost at least the mistake threshold.
    Mistake,
    /// Lost at least the blunder threshold.
    Blunder,
    /// Turned a forced win into a position that is no longer won.
    MissedWin,
}

impl Verdict {
    /// The verdict's name in JSON (the web's analysis of a game) and the page's catalogue keys.
    pub fn key(self) -> &'static str {
        match self {
            Verdict::Good => "good",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
            Verdict::MissedWin => "missed-win",
        }
    }

    /// The annotation mark of the verdict, if it has one.
    pub fn mark(self) -> Option<&'static str> {
        match self {
            Verdict::Good => None,
            Verdict::Mistake => Some("?"),
            Verdict::Blunder | Verdict::MissedWin => Some("??"),
        }
    }

    /// The numeric annotation glyph of the mark: $2 poor move, $4 very poor move.
    pub fn nag(self) -> Option<u32> {
        match self {
            Verdict::Good => None,
            Verdict::Mistake => Some(2),
            Verdict::Blunder | Verdict::MissedWin => Some(4),
        }
    }
}

/// Judges a move whose position scored `best` and which scored `played`, both for the side
/// that moved; `was_best` when it is the move the engine chose, which loses nothing whatever
/// the two searches say.
pub fn judge(best: Score, played: Score, was_best: bool, thresholds: Thresholds) -> Verdict {
    if was_best {
        return Verdict::Good;
    }
    if best >= FORCED && played < FORCED {
        return Verdict::MissedWin;
    }
    let lost = loss(best, played);
    if lost >= thresholds.blunder {
        Verdict::Blunder
    } else if lost >= thresholds.mistake {
        Verdict::Mistake
    } else {
        Verdict::Good
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki_engine::MATE;

    const T: Thresholds = Thresholds {
        mistake: 50,
        blunder: 150,
    };

    #[test]
    fn lost_value_makes_a_mistake_then_a_blunder() {
        assert_eq!(judge(20, 0, false, T), Verdict::Good);
        assert_eq!(judge(20, -30, false, T), Verdict::Mistake);
        assert_eq!(judge(20, -130, false, T), Verdict::Blunder);
        assert_eq!(judge(20, 60, false, T), Verdict::Good);
    }

    #[test]
    fn the_engines_own_choice_is_never_judged() {
        assert_eq!(judge(20, -300, true, T), Verdict::Good);
    }

    #[test]
    fn a_won_position_made_not_won_is_a_missed_win() {
        assert_eq!(judge(MATE - 9, 250, false, T), Verdict::MissedWin);
        assert_eq!(judge(MATE - 9, MATE - 15, false, T), Verdict::Good);
    }

    #[test]
    fn value_beyond_a_decided_lead_does_not_count() {
        assert_eq!(judge(900, 500, false, T), Verdict::Good);
        assert_eq!(judge(-500, -(MATE - 4), false, T), Verdict::Good);
        assert_eq!(judge(0, -(MATE - 4), false, T), Verdict::Blunder);
    }
}
