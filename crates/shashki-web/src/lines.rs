//! Several engine lines for the analysis board (issue 16), as players know them from lidraughts:
//! the engine's MultiPV, one search for the best `lines` root moves, each with its score and
//! principal variation (`shashki_engine::Limits::multi_pv`), so that the lines' scores are
//! alike comparable and each line is as deep as the search went.

use serde_json::{json, Value};
use shashki::VariantPosition;
use shashki_engine::{Line, SearchResult};

use crate::study::forced;

/// The most lines a request may ask for.
pub const MAX_LINES: usize = 5;

/// The lines of `found`, a MultiPV search of `pos`, as the analysis answers them: each
/// `{"score", "forced", "depth", "moves": [{"move", "fen"}...]}`, best first.
pub fn lines_json(found: &SearchResult, pos: &VariantPosition) -> Value {
    Value::Array(
        found
            .lines
            .iter()
            .map(|line| line_json(line, found.depth, pos))
            .collect(),
    )
}

/// One line from `pos` found at `depth`, each move with the FEN after it (so that the page can
/// put the line into its tree); its score is for the side to move at `pos`.
fn line_json(line: &Line, depth: u32, pos: &VariantPosition) -> Value {
    let mut at = *pos;
    let moves: Vec<Value> = line
        .pv
        .iter()
        .map(|mv| {
            let text = at.move_text(mv);
            at = at.play(mv);
            json!({"move": text, "fen": at.fen()})
        })
        .collect();
    json!({"score": line.score, "forced": forced(line.score, pos.turn()),
        "depth": depth, "moves": moves})
}
