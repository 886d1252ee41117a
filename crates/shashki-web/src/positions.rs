//! Stateless endpoints over any position of a variant, for the analysis board and the coach: its
//! legal moves with the position after each, the captures each would walk into, and the engine's
//! view of it. Nothing is stored.

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::State;
use axum::Json;
use serde::Deserialize;
use serde_json::{json, Value};
use shashki::{VariantGame, VariantPosition};
use shashki_study::coach::warning;

use crate::api::games::{read_fen, read_variant};
use crate::api::{body, AppState};
use crate::error::ApiError;
use crate::study::{analyse, analysis_lines, analysis_millis};

/// The body of both endpoints: a position of a variant, and for analysis its time.
#[derive(Deserialize)]
struct PositionBody {
    variant: String,
    fen: Option<String>,
    millis: Option<i64>,
    lines: Option<i64>,
}

/// The position a body names (the variant's start without a FEN).
fn position(req: &PositionBody) -> Result<VariantPosition, ApiError> {
    let variant = read_variant(&req.variant)?;
    Ok(read_fen(variant, req.fen.as_deref())?.unwrap_or_else(|| VariantPosition::start(variant)))
}

/// `POST /api/positions/moves` `{variant, fen}`: the position's FEN, side to move and outcome
/// (as the rules judge a game that starts there), and its legal moves as STATE's `legal`
/// gives them, each with the `fen` after it.
///
/// # Errors
/// 400 for an unknown variant or a FEN that is not a position of it; 422 for another body.
pub async fn moves(bytes: Result<Bytes, BytesRejection>) -> Result<Json<Value>, ApiError> {
    let pos = position(&body(bytes)?)?;
    let moves: Vec<Value> = pos
        .legal_json()
        .into_iter()
        .zip(pos.legal_moves().iter())
        .map(|(mut item, mv)| {
            item["fen"] = json!(pos.play(mv).fen());
            item
        })
        .collect();
    Ok(Json(json!({
        "variant": pos.variant().key(),
        "fen": pos.fen(),
        "turn": pos.turn().name(),
        "outcome": VariantGame::new(pos, None).outcome().key(),
        "legal": moves,
    })))
}

/// `POST /api/positions/warnings` `{variant, fen}`: the coach's warning before a move (issue 17),
/// for every legal move after which the opponent can take the piece moved: the move as STATE's
/// `legal` writes it, its landing square's name, and the largest such capture (its text and
/// its from and to squares for the arrow). The rules decide it: no search.
///
/// # Errors
/// As [`moves`].
pub async fn warnings(bytes: Result<Bytes, BytesRejection>) -> Result<Json<Value>, ApiError> {
    let pos = position(&body(bytes)?)?;
    let variant = pos.variant();
    let legal = pos.legal_moves();
    let warned: Vec<Value> = legal
        .iter()
        .filter_map(|mv| {
            let capture = warning(&pos, mv)?;
            let after = pos.play(mv);
            Some(json!({
                "move": pos.move_text_among(mv, &legal),
                "from": variant.square_number(mv.from()),
                "to": variant.square_number(mv.to()),
                "square": variant.square_name(mv.to()),
                "capture": after.move_text(&capture),
                "arrow": [variant.square_number(capture.from()), variant.square_number(capture.to())],
                "taken": capture.taken(),
            }))
        })
        .collect();
    Ok(Json(json!({ "fen": pos.fen(), "warnings": warned })))
}

/// `POST /api/positions/analysis` `{variant, fen, millis}`: the engine's view of the position,
/// as `POST /api/games/{id}/analysis` gives it for a game's.
///
/// # Errors
/// As [`moves`]; 503 `busy` when every analysis slot is taken.
pub async fn analysis(
    State(app): AppState,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let req: PositionBody = body(bytes)?;
    let pos = position(&req)?;
    analyse(
        &app,
        VariantGame::new(pos, None),
        analysis_millis(req.millis),
        analysis_lines(req.lines),
    )
    .await
    .map(Json)
}
