//! The coach: checks a player's move by calculation against the four ideas the founding texts
//! teach beginners (issue 17): (1) don't move under a capture, (2) don't drive a man to the
//! edge, (3) use the compulsory capture (a shot: give one, take two), (4) sacrifice for a king.
//!
//! Two bounded searches, of the position before the move and of the position after it, give
//! the best line, the line the move leads to and the value it lost; [`findings`] names the one
//! idea that caused a loss, or the shot or breakthrough a move played, and says an idea only
//! when the rules prove it ([`prove`]: forcing lines checked exhaustively), so that the words
//! do not change with the search's budget or with endgame tables (issue 34). It returns structured findings (squares,
//! lines, sizes): the words are the front-ends' business.

mod error;
mod eval;
mod finding;
mod forcing;
mod ideas;
pub mod prove;
mod warning;

use shashki::{Move, VariantGame};

pub use error::CoachError;
pub use eval::{evaluate, loss, Eval, DECIDED};
pub use finding::{Chance, Finding, Idea, Review};
pub use forcing::{forcing, Forcing};
pub use ideas::findings;
use shashki_engine::{Engine, Limits, Score};
pub use warning::warning;

/// Nodes per search when the caller sets no limits: a few hundredths of a second each on the
/// project's machine, well inside the second the coach may take. The searches say only what a
/// move lost, and so whether a fault is named at all, and the edge (the one idea no forcing
/// line proves); the ideas themselves are proved by the rules ([`prove`]), so the budget no
/// longer follows the search's tuning (tests/coach.rs checks the verdicts at this budget and at
/// a fixed depth).
pub const NODES: u64 = 150_000;

/// A value lost at least this large (half a man, in hundredths) counts as a real loss.
pub const MARGIN: Score = 50;

/// The coach: an engine of its own (so that it never disturbs a game's search), the limits of
/// each of its searches and the loss that counts.
#[derive(Debug)]
pub struct Coach {
    engine: Engine,
    limits: Limits,
    margin: Score,
}

impl Default for Coach {
    fn default() -> Self {
        Coach::new(
            Limits {
                nodes: Some(NODES),
                ..Limits::default()
            },
            MARGIN,
        )
    }
}

impl Coach {
    /// A coach searching each position within `limits` (one thread, a 16 MB table, no endgame
    /// tables: see [`Coach::with_endgames`]) and reporting losses of at least `margin`
    /// hundredths of a man.
    pub fn new(limits: Limits, margin: Score) -> Coach {
        Coach {
            engine: Engine::with_hash(16),
            limits,
            margin,
        }
    }

    /// The same coach probing the endgame tables under `base` (`<base>/<variant>`), which the
    /// caller names: a library reads no user's folder of its own accord, so that the same
    /// coach says the same on every machine unless told of tables.
    pub fn with_endgames(mut self, base: Option<&std::path::Path>) -> Coach {
        self.engine.set_endgames(base);
        self
    }

    /// Checks `mv`, about to be played in `game` (at the position before it), and says which
    /// ideas it touched.
    ///
    /// # Errors
    /// [`CoachError::Move`] when `mv` is not legal there; [`CoachError::Search`] when a search
    /// cannot start.
    pub fn review(&self, game: &VariantGame, mv: &Move) -> Result<Review, CoachError> {
        let before = game.position();
        let mut after = game.clone();
        after.play(mv).map_err(CoachError::Move)?;
        if before.legal_moves().len() < 2 {
            return Ok(Review::forced(*mv));
        }
        let best = evaluate(&self.engine, game, &self.limits)?;
        let reply = evaluate(&self.engine, &after, &self.limits)?;
        Ok(findings(&before, mv, &best, &reply, self.margin))
    }
}
