//! Several engine lines for the analysis board (issue 16), as players know them from lidraughts:
//! every legal move searched in the position after it, each for its share of the time, the best
//! `lines` kept. The engine has one principal variation; searching each move's position gives the
//! others without a second kind of search, and the scores of all lines are alike comparable.

use serde_json::{json, Value};
use shashki::{Move, VariantGame, VariantPosition};
use shashki_engine::{Score, DB_WIN, MATE};

use crate::app::App;
use crate::error::ApiError;
use crate::study::{decided_score, forced, search_for};

/// The most lines a request may ask for.
pub const MAX_LINES: usize = 5;

/// The shortest search of one move's position, in milliseconds: below it a line says little.
const MIN_MILLIS: u64 = 30;

/// One engine line: its moves from the position analysed, their score for the side to move
/// there and the depth that found it.
pub struct Line {
    pub score: Score,
    pub depth: u32,
    pub moves: Vec<Move>,
}

impl Line {
    /// `{"score", "forced", "depth", "moves": [{"move", "fen"}...]}`, each move with the FEN
    /// after it (so that the page can put the line into its tree); `pos` is where it starts.
    pub fn json(&self, pos: &VariantPosition) -> Value {
        let mut at = *pos;
        let moves: Vec<Value> = self
            .moves
            .iter()
            .map(|mv| {
                let text = at.move_text(mv);
                at = at.play(mv);
                json!({"move": text, "fen": at.fen()})
            })
            .collect();
        json!({"score": self.score, "forced": forced(self.score, pos.turn()),
            "depth": self.depth, "moves": moves})
    }
}

/// The best `lines` moves of `at` (at least two legal moves), searched for `millis` in all,
/// best first.
///
/// # Errors
/// As the engines' search (503 `busy` when every analysis slot is taken).
pub async fn best_lines(
    app: &App,
    at: &VariantGame,
    millis: i64,
    lines: usize,
) -> Result<Vec<Line>, ApiError> {
    let legal = at.position().legal_moves();
    let share = (millis.unsigned_abs() / legal.len() as u64).max(MIN_MILLIS);
    let mut found = Vec::with_capacity(legal.len());
    for mv in &legal {
        let mut child = at.clone();
        child
            .play(mv)
            .map_err(|e| ApiError::internal(e.to_string()))?;
        let line = if child.position().legal_moves().is_empty() {
            // The move ends the game: the rules' verdict, no search.
            Line {
                score: parent_score(decided_score(&child)),
                depth: 1,
                moves: vec![*mv],
            }
        } else {
            let result = search_for(app, child, share).await?;
            Line {
                score: parent_score(result.score),
                depth: result.depth + 1,
                moves: std::iter::once(*mv).chain(result.pv).collect(),
            }
        };
        found.push(line);
    }
    found.sort_by_key(|l| std::cmp::Reverse(l.score));
    found.truncate(lines);
    Ok(found)
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
