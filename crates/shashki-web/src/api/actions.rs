//! What a seat does in its game: moves, resignation, abort, draw offers and their acceptance.

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::Json;
use serde::Deserialize;
use serde_json::Value;
use shashki_text::errors;

use super::{body, open, optional_body, seat, AppState, Expected};
use crate::act::Act;
use crate::change::change;
use crate::coaching;
use crate::engine_turn;
use crate::error::ApiError;
use crate::registry::lock;
use crate::study::holds_both;

#[derive(Deserialize)]
struct MoveBody {
    #[serde(rename = "move")]
    text: String,
    /// The coach's findings on the move are wanted in the answer.
    #[serde(default)]
    coach: bool,
    /// Both seats' secrets, from the device where two people play each other: the coach
    /// speaks to them as in a game against the engine.
    #[serde(default)]
    seats: Vec<String>,
    /// The state the move was made from.
    #[serde(flatten)]
    expected: Expected,
}

/// `POST /api/games/{id}/moves`.
pub async fn play(
    State(app): AppState,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let game = open(&app, &id).await?;
    let req: MoveBody = body(bytes)?;
    let side = seat(&app, &game, &headers).await?;
    if lock(&game).engine_color().is_some() {
        app.engines.has_room()?;
    }
    let mut checked = None;
    let mut state = change(&app, &game, req.expected, |live| {
        if !live.ongoing() {
            return Err(live.over());
        }
        if live.turn() != side {
            return Err(ApiError::not_your_turn(errors::not_your_turn(live.turn())));
        }
        let made = live.move_change(&req.text)?;
        // The coach, an engine at a player's elbow, speaks only in games against the engine or
        // to two people at one device (fair play, as lidraughts: no engine help in a game
        // between people apart).
        let coached = req.coach && (live.engine_color().is_some() || holds_both(live, &req.seats));
        if let (true, Act::Move { mv, .. }) = (coached, made.act) {
            checked = Some((live.record.game.clone(), mv));
        }
        Ok(Some(made))
    })
    .await?;
    tracing::debug!(game = %id, side = side.name(), text = %req.text, "move");
    engine_turn::schedule(&app, &game);
    if let Some((before, mv)) = checked {
        state["coach"] = coaching::review(&app, before, mv).await?;
    }
    Ok(Json(state))
}

/// The body of an action, which may be left out: `{"seq": N}`, the state it was made from.
type ActionBody = Result<Bytes, BytesRejection>;

/// `POST /api/games/{id}/resign`.
pub async fn resign(
    state: AppState,
    path: Path<String>,
    headers: HeaderMap,
    bytes: ActionBody,
) -> Result<Json<Value>, ApiError> {
    act(state, path, headers, bytes, Act::Resign).await
}

/// `POST /api/games/{id}/abort`: ends the game with no result, while both sides have not
/// moved yet or the friend has not joined (`src/abort.rs`).
pub async fn abort(
    state: AppState,
    path: Path<String>,
    headers: HeaderMap,
    bytes: ActionBody,
) -> Result<Json<Value>, ApiError> {
    act(state, path, headers, bytes, Act::Abort { abandoned: false }).await
}

/// `POST /api/games/{id}/draw`: offers a draw, or accepts the opponent's offer.
pub async fn draw(
    state: AppState,
    path: Path<String>,
    headers: HeaderMap,
    bytes: ActionBody,
) -> Result<Json<Value>, ApiError> {
    act(state, path, headers, bytes, Act::Draw).await
}

/// `POST /api/games/{id}/decline`: declines the opponent's standing draw offer.
pub async fn decline(
    state: AppState,
    path: Path<String>,
    headers: HeaderMap,
    bytes: ActionBody,
) -> Result<Json<Value>, ApiError> {
    act(state, path, headers, bytes, Act::Decline).await
}

/// `POST /api/games/{id}/takeback`: asks to take back one's last move (granted at once against
/// the engine), or grants the opponent's request.
pub async fn takeback(
    state: AppState,
    path: Path<String>,
    headers: HeaderMap,
    bytes: ActionBody,
) -> Result<Json<Value>, ApiError> {
    act(state, path, headers, bytes, Act::AskTakeback).await
}

/// `POST /api/games/{id}/takeback-decline`: refuses the opponent's request to take back.
pub async fn takeback_decline(
    state: AppState,
    path: Path<String>,
    headers: HeaderMap,
    bytes: ActionBody,
) -> Result<Json<Value>, ApiError> {
    act(state, path, headers, bytes, Act::RefuseTakeback).await
}

async fn act(
    State(app): AppState,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: ActionBody,
    act: Act,
) -> Result<Json<Value>, ApiError> {
    let expected: Expected = optional_body(bytes)?;
    let game = open(&app, &id).await?;
    let side = seat(&app, &game, &headers).await?;
    let state = change(&app, &game, expected, |live| {
        live.act_change(act, side).map(Some)
    })
    .await?;
    tracing::info!(game = %id, side = side.name(), kind = act.kind(), "action");
    if act == Act::Draw {
        if let Some(state) = engine_turn::answer_draw(&app, &game).await? {
            return Ok(Json(state));
        }
    }
    Ok(Json(state))
}
