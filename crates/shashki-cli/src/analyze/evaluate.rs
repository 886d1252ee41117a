//! The engine's view of every position of a game's main line.
//!
//! Positions are searched from the last to the first, so that each search finds the table
//! filled with what the game went on to show, and each position is searched once: the value of
//! a move is read from the search of the position after it. A position with one legal move is
//! not searched (the engine stops such a search at depth 1, too shallow to judge the move
//! before it): its value is the value of the position after the forced move, one ply later.

use shashki::{Move, Outcome, VariantGame, VariantPosition};
use shashki_engine::{Engine, Limits, Score, MATE};

use crate::error::CliError;

/// Scores this close to [`MATE`] are forced results found by the search (the engine's own
/// bound); nearer to 0 they are evaluations.
pub const FORCED: Score = MATE - 1_000;

/// The most forced moves played on past the end of a record to value its last position.
const MAX_FORCED: usize = 60;

/// What the engine thinks of one position, for the side to move there.
#[derive(Clone, Debug, Default)]
pub struct Eval {
    /// The score in hundredths of a man (±([`MATE`] − plies) for a forced result).
    pub score: Score,
    /// The best line, best move first; empty when the game is over.
    pub line: Vec<Move>,
}

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

/// The value one ply earlier of a position valued `score`, for the other side: a win in `n`
/// plies is a loss in `n + 1`.
pub fn one_ply_back(score: Score) -> Score {
    if score >= FORCED {
        1 - score
    } else if score <= -FORCED {
        -score - 1
    } else {
        -score
    }
}

/// Values every position of the line `moves` from `start`, searching within `limits`; calls
/// `tick` once a position. Moves after the rules ended the game are left out.
///
/// # Errors
/// [`CliError::Failure`] when the engine cannot start a search.
pub fn evaluate(
    engine: &Engine,
    start: VariantPosition,
    moves: &[Move],
    limits: &Limits,
    tick: &mut dyn FnMut(),
) -> Result<Valued, CliError> {
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
    evals[played.len()] = last(engine, &game, limits)?;
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

/// The value of the game's last position: its result when it is over, else a search, after
/// the forced moves that follow it, if any.
fn last(engine: &Engine, game: &VariantGame, limits: &Limits) -> Result<Eval, CliError> {
    let mut game = game.clone();
    let mut forced = Vec::new();
    let mut eval = loop {
        if let Some(score) = result(&game) {
            break Eval {
                score,
                line: Vec::new(),
            };
        }
        let legal = game.position().legal_moves();
        if legal.len() != 1 || forced.len() >= MAX_FORCED {
            break search(engine, &game, limits)?;
        }
        if game.play(&legal[0]).is_err() {
            game.undo();
            break search(engine, &game, limits)?;
        }
        forced.push(legal[0]);
    };
    for mv in forced.into_iter().rev() {
        eval.score = one_ply_back(eval.score);
        eval.line.insert(0, mv);
    }
    Ok(eval)
}

/// The score of a game the rules have ended, for the side to move; `None` while it goes on.
fn result(game: &VariantGame) -> Option<Score> {
    match game.outcome() {
        Outcome::Ongoing => None,
        Outcome::Draw(_) => Some(0),
        Outcome::Win { winner, .. } if winner == game.position().turn() => Some(MATE),
        Outcome::Win { .. } => Some(-MATE),
    }
}

/// Searches the position `game` stands at (its history counts for repetitions).
fn search(engine: &Engine, game: &VariantGame, limits: &Limits) -> Result<Eval, CliError> {
    let found = engine
        .think(game, *limits)
        .map_err(|e| CliError::Failure(format!("the engine could not search: {e}")))?;
    Ok(Eval {
        score: found.score,
        line: found.pv,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_forced_result_is_one_ply_further_from_the_side_before() {
        assert_eq!(one_ply_back(MATE - 3), -(MATE - 4));
        assert_eq!(one_ply_back(-(MATE - 4)), MATE - 5);
        assert_eq!(one_ply_back(120), -120);
        assert_eq!(one_ply_back(0), 0);
    }
}
