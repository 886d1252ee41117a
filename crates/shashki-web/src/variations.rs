//! A line of moves with its variations, as the analysis board holds it: JSON both ways.
//!
//! A line is a list of nodes `{"move": text, "fen": after, "variations": [line, …]}`; the
//! variations of a node are alternatives to its move, each a line that starts in the position
//! before it, as in PDN. A node also carries the PDN comments written around its move, when
//! there are any: `"comments"` after it, `"comments_before"` before it (the first move of a
//! variation), and its annotation mark (`"annotation": "??"`). `POST /api/pdn/export` writes
//! such a line as PDN, and the import gives the variations of a PDN game in that form, so
//! comments and marks go through both (issue 33: they were lost).

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::State;
use axum::Json;
use serde::Deserialize;
use serde_json::{json, Value};
use shashki::{with_rules, Move, VariantPosition};
use shashki_pdn::{PdnGame, PdnMove};
use shashki_text::pdn;

use crate::api::games::{read_fen, read_variant};
use crate::api::{large_body, AppState};
use crate::error::ApiError;

/// One move of a line sent to be written; `fen` and anything else the page keeps is ignored.
#[derive(Deserialize)]
struct Node {
    #[serde(rename = "move")]
    text: String,
    #[serde(default)]
    variations: Vec<Vec<Node>>,
    #[serde(default)]
    comments: Vec<String>,
    #[serde(default)]
    comments_before: Vec<String>,
    annotation: Option<String>,
}

impl Node {
    fn pdn(&self) -> PdnMove {
        PdnMove {
            variations: self.variations.iter().map(|v| pdn_line(v)).collect(),
            comments: self.comments.clone(),
            comments_before: self.comments_before.clone(),
            // Only marks, which the writer glues to the move: anything else would break the text.
            annotation: self
                .annotation
                .clone()
                .filter(|a| !a.is_empty() && a.chars().all(|c| matches!(c, '!' | '?' | 'X'))),
            ..PdnMove::new(self.text.trim())
        }
    }
}

fn pdn_line(line: &[Node]) -> Vec<PdnMove> {
    line.iter().map(Node::pdn).collect()
}

/// The body of `POST /api/pdn/export`.
#[derive(Deserialize)]
struct ExportBody {
    variant: String,
    start_fen: Option<String>,
    #[serde(default)]
    tags: Vec<(String, String)>,
    #[serde(default)]
    moves: Vec<Node>,
    result: Option<String>,
    /// Comments before the first move.
    #[serde(default)]
    comments: Vec<String>,
    /// Comments after the result.
    #[serde(default)]
    comments_after: Vec<String>,
}

/// `POST /api/pdn/export` `{variant, start_fen, tags, moves, result}`: the line `moves` with
/// its variations written as a PDN game (`{"pdn": text}`), every move checked against its
/// position and written in the variant's notation, tags in the standard order.
///
/// # Errors
/// 400 for an unknown variant, a bad start or a move that is not legal where it stands
/// (named with its place); 422 for another body.
pub async fn export(
    State(app): AppState,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    // A game imported with its comments and variations comes back as large as it came.
    let req: ExportBody = large_body(bytes, app.config.pdn_body_limit)?;
    let variant = read_variant(&req.variant)?;
    let mut game = PdnGame {
        tags: req.tags,
        moves: pdn_line(&req.moves),
        result: Some(req.result.unwrap_or_else(|| "*".to_string())),
        comments: req.comments,
        comments_after: req.comments_after,
        ..PdnGame::default()
    };
    if let Some(start) = read_fen(variant, req.start_fen.as_deref())? {
        game.set_tag("SetUp", "1");
        game.set_tag("FEN", start.fen());
    }
    let game = with_rules!(variant, R => shashki_pdn::normalize::<R>(&game))
        .map_err(|e| ApiError::bad_request(pdn::replay(variant, &game, &e)))?;
    let mut out = Vec::new();
    shashki_pdn::write_game(&mut out, &game).map_err(|e| ApiError::internal(e.to_string()))?;
    let text = String::from_utf8(out).map_err(|e| ApiError::internal(e.to_string()))?;
    Ok(Json(json!({ "pdn": text })))
}

/// The line `written` from `start` as JSON nodes, its moves `main` already resolved, each
/// variation's moves resolved here. A variation is kept up to its first move that does not
/// resolve; the count of the moves left out is added to `cut`.
pub fn tree(
    start: VariantPosition,
    written: &[PdnMove],
    main: &[Move],
    cut: &mut usize,
) -> Vec<Value> {
    let mut pos = start;
    let mut out = Vec::with_capacity(main.len());
    for (m, mv) in written.iter().zip(main) {
        let variations: Vec<Value> = m
            .variations
            .iter()
            .map(|v| variation(pos, v, cut))
            .filter(|v| !v.is_empty())
            .map(Value::Array)
            .collect();
        let text = pos.move_text(mv);
        pos = pos.play(mv);
        let mut node = json!({"move": text, "fen": pos.fen(), "variations": variations});
        for (key, comments) in [
            ("comments", &m.comments),
            ("comments_before", &m.comments_before),
        ] {
            if !comments.is_empty() {
                node[key] = json!(comments);
            }
        }
        if let Some(mark) = &m.annotation {
            node["annotation"] = json!(mark);
        }
        out.push(node);
    }
    out
}

/// A variation's nodes: its moves resolved in turn, up to the first that does not resolve.
fn variation(start: VariantPosition, written: &[PdnMove], cut: &mut usize) -> Vec<Value> {
    let mut pos = start;
    let mut moves = Vec::new();
    for m in written {
        match shashki_pdn::resolve_in(&pos, &m.text) {
            Ok(mv) => {
                pos = pos.play(&mv);
                moves.push(mv);
            }
            Err(_) => break,
        }
    }
    *cut += written.len() - moves.len();
    tree(start, written, &moves, cut)
}
