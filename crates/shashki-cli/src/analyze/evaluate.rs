//! The engine's view of every position of a game's main line.
//!
//! Positions are searched from the last to the first, so that each search finds the table
//! filled with what the game went on to show, and each position is searched once: the value of
//! a move is read from the search of the position after it. A position with one legal move is
//! not searched (the engine stops such a search at depth 1, too shallow to judge the move
//! before it): its value is the value of the position after the forced move, one ply later.

use shashki::{Game, Move, Outcome, Position, Rules};
use shashki_engine::{Engine, Limits, MoveSpec, Score, MATE};

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
pub struct Valued<R: Rules> {
    /// `positions[k]` is the position after `k` moves.
    pub positions: Vec<Position<R>>,
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
/// [`CliError::Failure`] when the engine refuses a position (it should not: the moves are
/// legal).
pub fn evaluate<R: Rules>(
    engine: &mut Engine,
    start: Position<R>,
    moves: &[Move],
    limits: &Limits,
    tick: &mut dyn FnMut(),
) -> Result<Valued<R>, CliError> {
    let mut game = Game::new(start);
    let mut ended = None;
    for mv in moves {
        if game.play(mv).is_err() {
            ended = Some(game.outcome());
            break;
        }
    }
    let fen = start.fen();
    let specs: Vec<MoveSpec> = game.moves().iter().map(MoveSpec::of::<R>).collect();
    let positions = game.positions().to_vec();
    let played = game.moves().to_vec();
    let mut evals = vec![Eval::default(); positions.len()];
    evals[played.len()] = last(engine, &game, &fen, &specs, limits)?;
    tick();
    for k in (0..played.len()).rev() {
        evals[k] = if positions[k].legal_moves().len() == 1 {
            let next = &evals[k + 1];
            Eval {
                score: one_ply_back(next.score),
                line: std::iter::once(played[k])
                    .chain(next.line.iter().copied())
                    .collect(),
            }
        } else {
            search(engine, &positions[k], &fen, &specs[..k], limits)?
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
fn last<R: Rules>(
    engine: &mut Engine,
    game: &Game<R>,
    fen: &str,
    specs: &[MoveSpec],
    limits: &Limits,
) -> Result<Eval, CliError> {
    let mut game = game.clone();
    let mut specs = specs.to_vec();
    let mut forced = Vec::new();
    let mut eval = loop {
        let pos = *game.position();
        if let Some(score) = result(&game) {
            break Eval {
                score,
                line: Vec::new(),
            };
        }
        let legal = pos.legal_moves();
        if legal.len() != 1 || forced.len() >= MAX_FORCED || game.play(&legal[0]).is_err() {
            break search(engine, &pos, fen, &specs, limits)?;
        }
        specs.push(MoveSpec::of::<R>(&legal[0]));
        forced.push(legal[0]);
    };
    for mv in forced.into_iter().rev() {
        eval.score = one_ply_back(eval.score);
        eval.line.insert(0, mv);
    }
    Ok(eval)
}

/// The score of a game the rules have ended, for the side to move; `None` while it goes on.
fn result<R: Rules>(game: &Game<R>) -> Option<Score> {
    match game.outcome() {
        Outcome::Ongoing => None,
        Outcome::Draw(_) => Some(0),
        Outcome::Win { winner, .. } if winner == game.position().turn() => Some(MATE),
        Outcome::Win { .. } => Some(-MATE),
    }
}

/// Searches `pos`, reached by `specs` from `fen` (the history counts for repetitions).
fn search<R: Rules>(
    engine: &mut Engine,
    pos: &Position<R>,
    fen: &str,
    specs: &[MoveSpec],
    limits: &Limits,
) -> Result<Eval, CliError> {
    engine
        .set_position(fen, specs)
        .map_err(|e| CliError::Failure(format!("the engine refused a position: {e}")))?;
    let mut pv = Vec::new();
    let found = engine.search(limits, false, &mut |info| pv.clone_from(&info.pv));
    let mut line = moves_of(pos, &pv);
    let best = found
        .best
        .and_then(|spec| pos.legal_moves().into_iter().find(|m| spec.matches::<R>(m)));
    if let Some(best) = best {
        if line.first() != Some(&best) {
            line = vec![best];
        }
    }
    Ok(Eval {
        score: found.score,
        line,
    })
}

/// The moves of `pos` and after that `specs` name, as far as they are legal in turn.
fn moves_of<R: Rules>(pos: &Position<R>, specs: &[MoveSpec]) -> Vec<Move> {
    let mut pos = *pos;
    let mut out = Vec::with_capacity(specs.len());
    for spec in specs {
        let Some(mv) = pos.legal_moves().into_iter().find(|m| spec.matches::<R>(m)) else {
            break;
        };
        out.push(mv);
        pos = pos.play(&mv);
    }
    out
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
