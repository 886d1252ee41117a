//! Puzzle ratings (issue 33), on the Elo scale players know from lichess's puzzles. A puzzle's
//! rating is read off how often it is solved at first try: the rate at which players of the
//! scale's middle would solve it, put back on Elo's curve. A player's rating (kept by the
//! page, there are no accounts) moves with each first try, against the puzzle's rating; the
//! next puzzle is the one rated nearest the player.

use shashki_study::coach::Idea;
use shashki_study::puzzle::Puzzle;

use crate::store::Tries;

/// The rating of a player who has tried nothing yet, and the scale's middle.
pub const START: f64 = 1500.0;

/// The ratings a player's is kept within (a page may send anything).
pub const BOUNDS: (f64, f64) = (400.0, 3000.0);

/// The weight of a puzzle's estimate, in tries: the first few tries move its rating a little,
/// many tries decide it.
const PRIOR_TRIES: f64 = 8.0;

/// How far one first try moves a player's rating at most.
const K: f64 = 40.0;

/// The chance that a player rated `player` solves a puzzle rated `puzzle` at first try.
pub fn expected(player: f64, puzzle: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((puzzle - player) / 400.0))
}

/// A puzzle's rating before anyone tried it, from its solution: 1200 for a shot of two moves
/// (most of the set: give, then take), 200 more for each further move of the solver's, 100
/// more for a breakthrough (the men given away look like a loss until the last move).
pub fn estimate(puzzle: &Puzzle) -> f64 {
    let moves = f64::from(puzzle.grade.clamp(2, 8) - 2);
    let idea = if puzzle.idea == Some(Idea::Breakthrough) {
        100.0
    } else {
        0.0
    };
    1200.0 + 200.0 * moves + idea
}

/// A puzzle's rating from its first tries: the solve rate of players of [`START`], estimated
/// from the tries and from `estimate` weighing [`PRIOR_TRIES`] tries, on Elo's curve.
pub fn rating(estimate: f64, tries: Tries) -> f64 {
    #[allow(clippy::cast_precision_loss)] // counts of tries, far below 2^52
    let (n, solved) = (tries.tries as f64, tries.solved as f64);
    let prior = expected(START, estimate);
    let rate = ((solved + PRIOR_TRIES * prior) / (n + PRIOR_TRIES)).clamp(0.01, 0.99);
    START + 400.0 * ((1.0 - rate) / rate).log10()
}

/// A player's rating after a first try at a puzzle rated `puzzle`, solved or not.
pub fn after_try(player: f64, puzzle: f64, solved: bool) -> f64 {
    let score = if solved { 1.0 } else { 0.0 };
    (player + K * (score - expected(player, puzzle))).clamp(BOUNDS.0, BOUNDS.1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_puzzle_nobody_tried_keeps_its_estimate_and_tries_move_it() {
        let none = Tries::default();
        assert!((rating(1400.0, none) - 1400.0).abs() < 0.5);
        // Failed by all of 20 players: harder; solved by all: easier.
        let failed = rating(
            1400.0,
            Tries {
                tries: 20,
                solved: 0,
            },
        );
        let solved = rating(
            1400.0,
            Tries {
                tries: 20,
                solved: 20,
            },
        );
        assert!(failed > 1700.0 && solved < 1150.0, "{failed} {solved}");
        // Half solve it: the middle of the scale, whatever the estimate, once tries are many.
        let half = rating(
            2000.0,
            Tries {
                tries: 2000,
                solved: 1000,
            },
        );
        assert!((half - START).abs() < 10.0, "{half}");
    }

    #[test]
    fn a_player_gains_by_a_solve_and_loses_by_a_miss_the_more_the_less_expected() {
        let easy = after_try(1500.0, 1200.0, true) - 1500.0;
        let hard = after_try(1500.0, 1800.0, true) - 1500.0;
        assert!(0.0 < easy && easy < hard && hard < K, "{easy} {hard}");
        assert!(after_try(1500.0, 1200.0, false) < 1500.0 - K / 2.0);
        assert!((after_try(1500.0, 1500.0, true) - 1520.0).abs() < 1e-9);
        assert_eq!(after_try(BOUNDS.0, 2500.0, false), BOUNDS.0);
    }
}
