//! Several engine lines for the analysis board (issue 16), as players know them from lidraughts:
//! every legal move searched in the position after it, each for its share of the time, the best
//! `lines` kept. The engine has one principal variation; searching each move's position gives the
//! others without a second kind of search, and the scores of all lines are alike comparable.

use std::time::Duration;

use serde_json::{json, Value};
use shashki::{Outcome, VariantGame};
use shashki_engine::{Limits, Score, DB_WIN, MATE};

use crate::app::App;
use crate::engines::Job;
use crate::error::ApiError;
use crate::study::forced;

/// The most lines a request may ask for.
pub const MAX_LINES: usize = 5;

/// The shortest search of one move's position, in milliseconds: below it a line says little.
const MIN_MILLIS: u64 = 30;

/// The best `lines` moves of `at` (at least two legal moves), searched for `millis` in all:
/// `[{"score", "forced", "depth", "moves": [{"move", "fen"}...]}...]`, best first, scores for
/// the side to move at `at`, each line's moves with the FEN after each (so that the page can
/// put a line into its tree).
///
/// # Errors
/// As the engines' search (503 `busy` when every analysis slot is taken).
pub async fn best_lines(
    app: &App,
    at: &VariantGame,
    millis: i64,
    lines: usize,
) -> Result<Vec<Value>, ApiError> {
    let pos = at.position();
    let legal = pos.legal_moves();
    let share = (millis.unsigned_abs() / legal.len() as u64).max(MIN_MILLIS);
    let mut found = Vec::with_capacity(legal.len());
    for mv in &legal {
        let mut child = at.clone();
        child
            .play(mv)
            .map_err(|e| ApiError::internal(e.to_string()))?;
        let (score, depth, line) = if child.position().legal_moves().is_empty() {
            // The move ends the game: the rules' verdict, no search.
            let score = match child.outcome() {
                Outcome::Win { winner, .. } if winner == pos.turn() => MATE - 1,
                Outcome::Win { .. } => 1 - MATE,
                _ => 0,
            };
            (score, 1, vec![*mv])
        } else {
            let job = Job {
                game: child,
                level: None,
                limits: Limits::move_time(Duration::from_millis(share)),
                urgent: false,
            };
            let result = app.engines.search(job).await?;
            let mut line = vec![*mv];
            line.extend(result.pv.iter().copied());
            (parent_score(result.score), result.depth + 1, line)
        };
        found.push((score, depth, line));
    }
    found.sort_by_key(|(score, ..)| std::cmp::Reverse(*score));
    Ok(found
        .into_iter()
        .take(lines)
        .map(|(score, depth, line)| {
            let mut at = pos;
            let moves: Vec<Value> = line
                .iter()
                .map(|mv| {
                    let text = at.move_text(mv);
                    at = at.play(mv);
                    json!({"move": text, "fen": at.fen()})
                })
                .collect();
            json!({"score": score, "forced": forced(score, pos.turn()), "depth": depth, "moves": moves})
        })
        .collect())
}

/// The score of the side that made a move, from its opponent's `score` after it: negated, and
/// a forced result one ply further away.
fn parent_score(score: Score) -> Score {
    let parent = -score;
    let decided = DB_WIN.min(MATE) - 1_000;
    match parent {
        s if s > decided => s - 1,
        s if s < -decided => s + 1,
        s => s,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_forced_result_is_one_ply_further_from_the_mover_and_an_evaluation_is_negated() {
        assert_eq!(parent_score(-(MATE - 3)), MATE - 4);
        assert_eq!(parent_score(MATE - 2), -(MATE - 3));
        assert_eq!(parent_score(125), -125);
        assert_eq!(parent_score(0), 0);
    }
}
