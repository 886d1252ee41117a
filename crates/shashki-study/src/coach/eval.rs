//! The value of a position and the line that shows it, as the coach and `shashki analyze` need
//! them: a finished game gets its result, and forced moves are played through before searching
//! (the engine stops a search with one legal move at depth 1, too shallow to judge anything).

use shashki::{Move, Outcome, VariantGame};

use shashki_engine::one_ply_back;
use shashki_engine::{Engine, EngineError, Limits, Score, MATE};

/// Past this lead (four men) a game counts as decided: losing value beyond it loses nothing
/// that matters, and a forced result counts as this much.
pub const DECIDED: Score = 400;

/// The most forced moves played through before searching.
const MAX_FORCED: usize = 60;

/// The shortest line worth reading ideas from: a sacrifice, the capture, the capture back and
/// the reply.
const MIN_LINE: usize = 4;

/// The most searches that lengthen a line that ends too soon.
const MAX_EXTENSIONS: usize = 6;

/// The depth of each of those searches.
const EXTENSION_DEPTH: u32 = 6;

/// What the engine thinks of one position, for the side to move there.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Eval {
    /// The score in hundredths of a man (±([`MATE`] − plies) for a forced result).
    pub score: Score,
    /// The best line, best move first; empty when the game is over.
    pub line: Vec<Move>,
}

/// The value a move lost (never below 0), from `best`, the score of the position before it,
/// and `played`, the score after it, both for the side that moved; both are bounded at a
/// decided lead.
pub fn loss(best: Score, played: Score) -> Score {
    let bounded = |s: Score| s.clamp(-DECIDED, DECIDED);
    (bounded(best) - bounded(played)).max(0)
}

/// Values the position `game` stands at within `limits` (its history counts for
/// repetitions): its result when the game is over, else a search after the forced moves that
/// follow, if any.
///
/// # Errors
/// When a search cannot start.
pub fn evaluate(engine: &Engine, game: &VariantGame, limits: &Limits) -> Result<Eval, EngineError> {
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
        if legal.len() != 1 || forced.len() >= MAX_FORCED || game.play(&legal[0]).is_err() {
            let mut eval = search(engine, &game, limits)?;
            extend(engine, &game, &mut eval.line)?;
            break eval;
        }
        forced.push(legal[0]);
    };
    for mv in forced.into_iter().rev() {
        eval.score = one_ply_back(eval.score);
        eval.line.insert(0, mv);
    }
    Ok(eval)
}

/// Lengthens `line`, the engine's line from the position `game` stands at, with short
/// searches where it ends too soon or with a capture still to play (a search the node limit
/// stopped early proved only a few plies), so that the material of its captures can be
/// counted.
fn extend(engine: &Engine, game: &VariantGame, line: &mut Vec<Move>) -> Result<(), EngineError> {
    for _ in 0..MAX_EXTENSIONS {
        let mut end = game.clone();
        if line.iter().any(|mv| end.play(mv).is_err()) || end.outcome().is_over() {
            return Ok(());
        }
        if line.len() >= MIN_LINE && !end.position().has_capture() {
            return Ok(());
        }
        let more = search(engine, &end, &Limits::depth(EXTENSION_DEPTH))?;
        if more.line.is_empty() {
            return Ok(());
        }
        line.extend(more.line);
    }
    Ok(())
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

/// Searches the position `game` stands at.
fn search(engine: &Engine, game: &VariantGame, limits: &Limits) -> Result<Eval, EngineError> {
    let found = engine.think(game, *limits)?;
    Ok(Eval {
        score: found.score,
        line: found.pv,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::{Variant, VariantPosition};

    #[test]
    fn a_forced_capture_is_played_through_before_the_search() {
        // White c3 must take d4 (one legal move): the line starts with it, and the value is
        // the value one ply later.
        let pos = VariantPosition::from_fen(Variant::Russian, "W:W22:B18,1").unwrap();
        assert_eq!(pos.legal_moves().len(), 1);
        let game = VariantGame::new(pos, None);
        let eval = evaluate(&Engine::with_hash(1), &game, &Limits::depth(6)).unwrap();
        assert_eq!(eval.line.first(), pos.legal_moves().first());
        assert!(eval.line.len() >= 2, "{:?}", eval.line);
    }

    #[test]
    fn a_finished_game_is_valued_by_its_result() {
        let pos = VariantPosition::from_fen(Variant::Russian, "B:W22:B").unwrap();
        let game = VariantGame::new(pos, None);
        let eval = evaluate(&Engine::with_hash(1), &game, &Limits::depth(6)).unwrap();
        assert_eq!(
            eval,
            Eval {
                score: -MATE,
                line: Vec::new()
            }
        );
    }

    #[test]
    fn a_forced_result_is_one_ply_further_from_the_side_before() {
        assert_eq!(one_ply_back(MATE - 3), -(MATE - 4));
        assert_eq!(one_ply_back(-(MATE - 4)), MATE - 5);
        assert_eq!(one_ply_back(120), -120);
        assert_eq!(one_ply_back(0), 0);
    }

    #[test]
    fn losses_count_from_the_best_and_stop_at_a_decided_lead() {
        assert_eq!(loss(20, -30), 50);
        assert_eq!(loss(20, 60), 0);
        assert_eq!(loss(900, 500), 0);
        assert_eq!(loss(0, -(MATE - 4)), DECIDED);
    }
}
