//! Checking moves against a puzzle: a player's move keeps the win when a search after it still
//! gives the solver the puzzle's `win`; `verify` checks a stored puzzle again, deeper.

use shashki::{Move, VariantGame};

use super::find::{ill_posed, keeps, realised};
use super::record::Puzzle;
use crate::coach::{evaluate, Eval};
use shashki_engine::{Engine, EngineError, Limits};

/// What a search says of a solver's move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// True when the move keeps the win.
    pub keeps: bool,
    /// The opponent's best line after the move: its defence, or the refutation.
    pub reply: Eval,
}

/// Judges `mv`, the solver's move in `game` (the puzzle's position and the moves played since),
/// within `limits` against `puzzle`'s win.
///
/// # Errors
/// When a search cannot start.
pub fn judge(
    engine: &Engine,
    puzzle: &Puzzle,
    game: &VariantGame,
    mv: &Move,
    limits: &Limits,
) -> Result<Verdict, EngineError> {
    let (keeps, reply) = keeps(engine, game, mv, puzzle.win, limits)?;
    Ok(Verdict { keeps, reply })
}

impl Puzzle {
    /// True when `moves`, played from the puzzle's position, have completed its gain: they end
    /// with the solver's move, after which the solver is at least [`Puzzle::gain`] ahead of the
    /// start and the opponent has nothing to take.
    pub fn completed_by(&self, moves: &[Move]) -> bool {
        !moves.len().is_multiple_of(2)
            && realised(&self.position, moves)
                .is_some_and(|(plies, gain)| plies == moves.len() && gain >= self.gain)
    }

    /// Checks the puzzle again at `depth`: it must be well posed (no man to crown at once, a
    /// shot or breakthrough that gives a piece), the line must complete the gain, the gain must be
    /// forced against every defence ([`Puzzle::escape`]), the position must score the win, and
    /// the stored first moves (the line's and `also`) must each keep the win at one ply less.
    /// Returns the reason of a failure, `None` when it holds.
    ///
    /// # Errors
    /// When a search cannot start.
    pub fn verify(&self, engine: &Engine, depth: u32) -> Result<Option<String>, EngineError> {
        if let Some(why) = ill_posed(self) {
            return Ok(Some(why.to_string()));
        }
        if !self.completed_by(&self.line) {
            return Ok(Some("the line does not complete its gain".to_string()));
        }
        if let Some(escape) = self.escape(engine)? {
            return Ok(Some(format!("the gain is not forced: {escape}")));
        }
        let game = VariantGame::new(self.position, None);
        let best = evaluate(engine, &game, &Limits::depth(depth))?;
        if best.score < self.win {
            return Ok(Some(format!(
                "the position scores {} at depth {depth}, below the win {}",
                best.score, self.win
            )));
        }
        let limits = Limits::depth(depth.saturating_sub(1).max(1));
        for mv in self.line.iter().take(1).chain(&self.also) {
            if !keeps(engine, &game, mv, self.win, &limits)?.0 {
                return Ok(Some(format!(
                    "{} no longer keeps the win",
                    self.position.move_text(mv)
                )));
            }
        }
        Ok(None)
    }
}
