//! Whether the engine agrees to a person's draw offer, as a player of its level would (issue 33:
//! it accepted at move 1 at every level, so anyone drew level 10). It declines in the opening
//! (as lidraughts' bots do, which take no draw before a number of moves) unless it stands
//! clearly worse; later it accepts when its search finds the position level or worse, the weaker
//! levels with a wider margin; in a dead-drawn ending (a draw rule counting in a level ending, one
//! move from its limit, or the tables' draw) it accepts at once.

/// The opening, in moves of each side, in which the engine takes no draw from a level position.
pub const OPENING_MOVES: usize = 15;

/// A board of this many pieces or fewer is an ending, whatever the number of moves (a game set
/// up from an endgame position has no opening).
pub const ENDING_PIECES: u32 = 8;

/// The most the engine at full strength may expect for itself (hundredths of a man) and still
/// agree to a draw after the opening; each level below 10 adds [`MARGIN_PER_LEVEL`].
pub const DRAW_MARGIN: i32 = 20;

/// How much wider a level's margin is than the next stronger one's.
pub const MARGIN_PER_LEVEL: i32 = 10;

/// A position at least this much worse for the engine (a man) is clearly worse: it accepts a
/// draw then, in the opening too.
pub const CLEARLY_WORSE: i32 = 100;

/// What the engine weighs when a draw is offered.
#[derive(Clone, Copy, Debug)]
pub struct Offer {
    /// The engine's level, 1 to 10.
    pub level: u8,
    /// Plies played in the game so far.
    pub plies: usize,
    /// Pieces on the board.
    pub pieces: u32,
    /// The search's score for the engine, in hundredths of a man.
    pub for_engine: i32,
    /// The position is drawn whatever the engine does: a draw rule one move from its limit, or
    /// the endgame tables' draw.
    pub drawn: bool,
    /// A draw rule of the endings (a lone king, the main road, both sides with kings, one
    /// piece against one) counts in this position.
    pub ending_counted: bool,
}

/// The margin of `level`: how much the engine may expect for itself and still agree.
pub fn margin(level: u8) -> i32 {
    DRAW_MARGIN + MARGIN_PER_LEVEL * (10 - i32::from(level.clamp(1, 10)))
}

/// True when the engine agrees to the draw offered.
pub fn accepts(offer: Offer) -> bool {
    if offer.drawn || offer.for_engine <= -CLEARLY_WORSE {
        return true;
    }
    let level = offer.for_engine <= margin(offer.level);
    if offer.ending_counted {
        return level && offer.for_engine.abs() <= DRAW_MARGIN;
    }
    let opening = offer.plies < 2 * OPENING_MOVES && offer.pieces > ENDING_PIECES;
    level && !opening
}

#[cfg(test)]
mod tests {
    use super::*;

    fn offer(level: u8, plies: usize, for_engine: i32) -> Offer {
        Offer {
            level,
            plies,
            pieces: 24,
            for_engine,
            drawn: false,
            ending_counted: false,
        }
    }

    #[test]
    fn a_level_opening_is_declined_at_every_level_and_a_clearly_worse_one_accepted() {
        for level in 1..=10 {
            assert!(!accepts(offer(level, 0, 0)), "level {level}");
            assert!(!accepts(offer(level, 2 * OPENING_MOVES - 1, -99)));
            assert!(accepts(offer(level, 1, -CLEARLY_WORSE)), "level {level}");
        }
    }

    #[test]
    fn after_the_opening_weaker_levels_accept_more_readily() {
        let later = 2 * OPENING_MOVES;
        assert!(accepts(offer(10, later, DRAW_MARGIN)));
        assert!(!accepts(offer(10, later, DRAW_MARGIN + 1)));
        assert!(accepts(offer(1, later, 100)));
        assert!(!accepts(offer(1, later, 111)));
        assert!(margin(1) > margin(5) && margin(5) > margin(10));
    }

    #[test]
    fn a_game_set_up_as_an_ending_has_no_opening() {
        let ending = Offer {
            pieces: ENDING_PIECES,
            ..offer(10, 0, 0)
        };
        assert!(accepts(ending));
        assert!(!accepts(Offer {
            pieces: 9,
            ..ending
        }));
    }

    #[test]
    fn a_dead_drawn_ending_is_accepted_at_once() {
        let drawn = Offer {
            drawn: true,
            ..offer(10, 0, 300)
        };
        assert!(accepts(drawn));
        let counted = Offer {
            ending_counted: true,
            ..offer(10, 0, 0)
        };
        assert!(accepts(counted));
        let ahead = Offer {
            ending_counted: true,
            ..offer(1, 0, 50)
        };
        assert!(!accepts(ahead), "a counted ending the engine may still win");
    }
}
