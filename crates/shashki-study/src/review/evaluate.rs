//! The engine's view of every position of a game's main line, for `shashki analyze` and the
//! web's analysis of a game alike.
//!
//! Positions are searched from the last to the first, so that each search finds the table
//! filled with what the game went on to show, and each position is searched once: the value of
//! a move is read from the search of the position after it. A position with one legal move is
//! not searched (the engine stops such a search at depth 1, too shallow to judge the move
//! before it): its value is the value of the position after the forced move, one ply later.

use shashki::{Move, Outcome, VariantGame, VariantPosition};
use shashki_engine::{one_ply_back, Engine, EngineError, Limits, Score, MATE};

use crate::coach::{self, Eval};

/// Scores this close to [`MATE`] are forced results found by the search (the engine's own
/// bound); nearer to 0 they are evaluations.
pub const FORCED: Score = MATE - 1_000;

/// A main line as far as the rules let it go, with the value of each of its positions.
pub struct Valued {
    /// `positions[k]` is the position after `k` moves.
    pub positions: Vec<VariantPosition>,
    /// The moves played, one fewer than the positions.
    pub moves: Vec<Move>,
    /// `evals[k]` is the value of `positions[k]`.
    pub evals: Vec<Eval>,
    /// The outcome when the rules ended the game before the record did.
    pub ended: Option<Outcome>,
}

/// Values every position of the line `moves` from `start`, searching within `limits`; calls
/// `tick` once a position. Moves after the rules ended the game are left out.
///
/// # Errors
/// When the engine cannot start a search.
pub fn evaluate(
    engine: &Engine,
    start: VariantPosition,
    moves: &[Move],
    limits: &Limits,
    tick: &mut dyn FnMut(),
) -> Result<Valued, EngineError> {
    let mut game = VariantGame::new(start, None);
    let mut ended = None;
    for mv in moves {
        if game.play(mv).is_err() {
            ended = Some(game.outcome());
            break;
        }
    }
    let positions: Vec<VariantPosition> = (0..=game.plies())
        .filter_map(|ply| game.position_at(ply))
        .collect();
    let played = game.moves().to_vec();
    let mut evals = vec![Eval::default(); positions.len()];
    evals[played.len()] = search(engine, &game, limits)?;
    tick();
    let mut at = game;
    for k in (0..played.len()).rev() {
        at.undo();
        evals[k] = if positions[k].legal_moves().len() == 1 {
            let next = &evals[k + 1];
            Eval {
                score: one_ply_back(next.score),
                line: std::iter::once(played[k])
                    .chain(next.line.iter().copied())
                    .collect(),
            }
        } else {
            search(engine, &at, limits)?
        };
        tick();
    }
    Ok(Valued {
        positions,
        moves: played,
        evals,
        ended,
    })
}

/// The value of the position `game` stands at, as the coach reads it (a finished game's
/// result; forced moves played through; the line lengthened where the table cut it short).
fn search(engine: &Engine, game: &VariantGame, limits: &Limits) -> Result<Eval, EngineError> {
    coach::evaluate(engine, game, limits)
}
