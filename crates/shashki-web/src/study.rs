//! Read-only endpoints for studying games: every position of a game, the engine's analysis of
//! one of them, and PDN import. None needs a seat.

use std::sync::Arc;
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use serde::Deserialize;
use serde_json::{json, Value};
use shashki_engine::Limits;

use crate::api::body;
use crate::app::{lock, App};
use crate::error::ApiError;
use crate::pool::Search;
use crate::table::{import_pdn, line_notation, new_table};

type AppState = State<Arc<App>>;

/// `GET /api/games/{id}/positions`: the FEN after each ply, the start first.
pub async fn positions(
    State(app): AppState,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let game = app.game(&id).await?;
    let fens = lock(&game).table.fens();
    Ok(Json(json!({ "fens": fens })))
}

#[derive(Deserialize, Default)]
struct AnalysisBody {
    ply: Option<i64>,
    millis: Option<i64>,
}

/// The shortest and longest analysis, and the default, in milliseconds.
const MILLIS: (i64, i64, i64) = (50, 5000, 1000);

/// `POST /api/games/{id}/analysis`: the engine's view of the position after `ply`, searched for
/// `millis` at full strength on the engine pool.
pub async fn analysis(
    State(app): AppState,
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let game = app.game(&id).await?;
    let empty = bytes
        .as_ref()
        .is_ok_and(|b| b.iter().all(u8::is_ascii_whitespace));
    let req: AnalysisBody = if empty {
        AnalysisBody::default()
    } else {
        body(bytes)?
    };
    let millis = req.millis.unwrap_or(MILLIS.2).clamp(MILLIS.0, MILLIS.1);
    let (variant, start, mut moves, fens) = {
        let live = lock(&game);
        let (start, moves) = live.table.engine_input();
        (live.variant, start, moves, live.table.fens())
    };
    let plies = moves.len();
    let ply = match req.ply {
        None => plies,
        Some(p) => usize::try_from(p)
            .ok()
            .filter(|&p| p <= plies)
            .ok_or_else(|| {
                ApiError::bad_request(format!("ply {p}: the game has plies 0 to {plies}"))
            })?,
    };
    moves.truncate(ply);
    let fen = fens[ply].clone();
    let at = new_table(variant, Some(&fen), None).map_err(ApiError::internal)?;
    if at.rules_state().legal.is_empty() {
        // No move to search: the rules have decided this position.
        let score = match at.outcome() {
            shashki::Outcome::Win { winner, .. } if winner == at.turn() => shashki_engine::MATE,
            shashki::Outcome::Win { .. } => -shashki_engine::MATE,
            _ => 0,
        };
        let reply = json!({"ply": ply, "fen": fen, "score": score, "depth": 0, "best": null,
            "pv": []});
        return Ok(Json(reply));
    }
    let _slot = app.analysis_slot().ok_or_else(|| {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "busy",
            "too many analyses at once; try again shortly",
        )
    })?;
    let search = Search {
        variant,
        fen: start,
        moves,
        level: None,
        limits: Limits::move_time(Duration::from_millis(millis.unsigned_abs())),
        urgent: false,
    };
    let found = app.pool.search(search).await?;
    let pv = line_notation(variant, &fen, &found.pv);
    Ok(Json(json!({
        "ply": ply,
        "fen": fen,
        "score": found.result.score,
        "depth": found.result.depth,
        "best": pv.first(),
        "pv": pv,
        "database": database(variant, &fen),
    })))
}

/// What the endgame tables of the user's data folder say about `fen`, for the side to move:
/// `{"wdl": "win"|"draw"|"loss", "moves": winner's moves or null}`; null outside the tables.
fn database(variant: shashki::Variant, fen: &str) -> Value {
    let Some(egdb) = shashki_egdb::user_tables(variant) else {
        return Value::Null;
    };
    let value = shashki::with_rules!(variant, R => shashki::Position::<R>::from_fen(fen)
        .ok()
        .filter(|p| p.occupied().count_ones() <= egdb.pieces())
        .and_then(|p| egdb.value(&p).ok()));
    value.map_or(
        Value::Null,
        |v| json!({"wdl": v.wdl.key(), "moves": v.moves()}),
    )
}

#[derive(Deserialize)]
struct ImportBody {
    pdn: String,
}

/// `POST /api/pdn/import`: the first game of a PDN text, replayed.
pub async fn import(bytes: Result<Bytes, BytesRejection>) -> Result<Json<Value>, ApiError> {
    let req: ImportBody = body(bytes)?;
    let game = import_pdn(&req.pdn).map_err(ApiError::bad_request)?;
    Ok(Json(json!({
        "variant": game.variant.key(),
        "start_fen": game.start_fen,
        "moves": game.moves,
        "fen": game.fen,
    })))
}
