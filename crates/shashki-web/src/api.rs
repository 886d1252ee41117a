//! The JSON API and websocket of INTERFACES section 8.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Path, Request, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::{json, Value};
use shashki::{Color, Variant};

use crate::app::{change, check_time, lock, App, Shared};
use crate::engine;
use crate::error::ApiError;
use crate::live::{coin, now_ms, secret, token, Live};
use crate::store::GameRow;
use crate::table::{new_table, variant_json};

type AppState = State<Arc<App>>;

/// Reads a JSON body: 413 when the body was too large, 422 when it is not the JSON expected.
pub(crate) fn body<T: DeserializeOwned>(
    bytes: Result<Bytes, BytesRejection>,
) -> Result<T, ApiError> {
    let bytes = bytes.map_err(|e| {
        if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::too_large()
        } else {
            ApiError::malformed(e.body_text())
        }
    })?;
    serde_json::from_slice(&bytes).map_err(|e| ApiError::malformed(format!("malformed JSON: {e}")))
}

/// The seat's side from `Authorization: Bearer SECRET`; 403 without one that fits.
fn seat(headers: &HeaderMap, live: &Live) -> Result<Color, ApiError> {
    let secret = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim)
        .ok_or_else(|| ApiError::forbidden("an Authorization: Bearer SECRET header is needed"))?;
    live.seat_of(secret)
        .ok_or_else(|| ApiError::forbidden("this secret holds no seat in this game"))
}

#[derive(Deserialize)]
struct ClockBody {
    initial: u64,
    #[serde(default)]
    increment: u64,
}

#[derive(Deserialize)]
struct CreateBody {
    #[serde(default = "russian")]
    variant: String,
    #[serde(default = "engine_opponent")]
    opponent: String,
    #[serde(default = "random")]
    color: String,
    #[serde(default = "three")]
    level: i64,
    fen: Option<String>,
    clock: Option<ClockBody>,
}

fn russian() -> String {
    "russian".into()
}
fn engine_opponent() -> String {
    "engine".into()
}
fn random() -> String {
    "random".into()
}
fn three() -> i64 {
    3
}

/// `POST /api/games`.
pub async fn create(
    State(app): AppState,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let req: CreateBody = body(bytes)?;
    let variant: Variant = req
        .variant
        .parse()
        .map_err(|e: shashki::UnknownVariant| ApiError::bad_request(e.to_string()))?;
    let engine = match req.opponent.as_str() {
        "engine" => true,
        "human" => false,
        other => {
            return Err(ApiError::bad_request(format!(
                "opponent '{other}': expected engine or human"
            )))
        }
    };
    let color = match req.color.as_str() {
        "white" => Color::White,
        "black" => Color::Black,
        "random" => {
            if coin() {
                Color::White
            } else {
                Color::Black
            }
        }
        other => {
            return Err(ApiError::bad_request(format!(
                "color '{other}': expected white, black or random"
            )))
        }
    };
    if !(1..=10).contains(&req.level) {
        return Err(ApiError::bad_request("level: expected 1 to 10"));
    }
    let fen = req
        .fen
        .as_deref()
        .map(str::trim)
        .filter(|f| !f.is_empty() && *f != "startpos");
    let control = match &req.clock {
        None => None,
        Some(c) if (1..=36_000).contains(&c.initial) && c.increment <= 600 => {
            Some(shashki::TimeControl::Fischer {
                initial: Duration::from_secs(c.initial),
                increment: Duration::from_secs(c.increment),
            })
        }
        Some(_) => {
            return Err(ApiError::bad_request(
                "clock: initial 1 to 36000 seconds, increment 0 to 600",
            ))
        }
    };
    let table =
        new_table(variant, fen, control).map_err(|e| ApiError::bad_request(format!("fen: {e}")))?;
    if table.outcome().is_over() {
        return Err(ApiError::bad_request("fen: the game would be over at once"));
    }
    let mine = secret();
    let (theirs, invite) = if engine {
        (None, None)
    } else {
        (None, Some(secret()))
    };
    let (white_seat, black_seat) = match color {
        Color::White => (Some(mine.clone()), theirs),
        Color::Black => (theirs, Some(mine.clone())),
    };
    let now = now_ms();
    let row = GameRow {
        id: token(6),
        variant: variant.key().into(),
        start_fen: fen.map(|_| table.fen()),
        opponent: req.opponent.clone(),
        engine_color: engine.then(|| (!color).name().to_string()),
        level: u8::try_from(req.level).unwrap_or(3),
        clock_initial: req.clock.as_ref().map(|c| c.initial),
        clock_increment: req.clock.as_ref().map(|c| c.increment),
        white_seat,
        black_seat,
        invite: invite.clone(),
        outcome: table.outcome().key(),
        fen: table.fen(),
        created_ms: now,
        updated_ms: now,
    };
    app.store.insert_game(&row).await?;
    tracing::info!(game = %row.id, variant = %row.variant, opponent = %row.opponent, "created");
    let (tx, _) = tokio::sync::broadcast::channel(16);
    let live = Live {
        row,
        variant,
        table,
        events: 0,
        turn_started: None,
        tx,
        engine_thinks_at: None,
    };
    let state = live.state();
    let id = live.row.id.clone();
    let shared = app.insert(live);
    engine::schedule(&app, &shared);
    let reply = json!({
        "id": id,
        "seat": mine,
        "invite": invite,
        "state": state,
        "color": color.name(),
    });
    Ok((StatusCode::CREATED, Json(reply)).into_response())
}

#[derive(Deserialize)]
struct JoinBody {
    invite: String,
}

/// `POST /api/games/{id}/join`.
pub async fn join(
    State(app): AppState,
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let game = app.game(&id).await?;
    let req: JoinBody = body(bytes)?;
    let _gate = game.gate().await;
    let color = {
        let live = lock(&game);
        let fits = live.row.invite.as_deref().is_some_and(|i| i == req.invite);
        if !fits {
            return Err(ApiError::forbidden(
                "this invite is wrong or was already used",
            ));
        }
        if live.row.white_seat.is_none() {
            Color::White
        } else {
            Color::Black
        }
    };
    let seat = secret();
    app.store.claim_seat(&id, color.name(), &seat).await?;
    let mut live = lock(&game);
    match color {
        Color::White => live.row.white_seat = Some(seat.clone()),
        Color::Black => live.row.black_seat = Some(seat.clone()),
    }
    live.row.invite = None;
    tracing::info!(game = %id, side = color.name(), "joined");
    let state = live.state();
    live.notify();
    Ok(Json(
        json!({"seat": seat, "state": state, "color": color.name()}),
    ))
}

/// `GET /api/games/{id}`.
pub async fn get_game(
    State(app): AppState,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let game = app.game(&id).await?;
    check_time(&app, &game).await?;
    let state = lock(&game).state();
    Ok(Json(state))
}

#[derive(Deserialize)]
struct MoveBody {
    #[serde(rename = "move")]
    text: String,
}

/// `POST /api/games/{id}/moves`.
pub async fn play(
    State(app): AppState,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let game = app.game(&id).await?;
    let req: MoveBody = body(bytes)?;
    let side = seat(&headers, &lock(&game))?;
    let state = change(&app, &game, |live| {
        if !live.ongoing() {
            return Err(ApiError::game_over(&live.table.outcome().to_string()));
        }
        if live.table.turn() != side {
            return Err(ApiError::not_your_turn(format!(
                "it is {}'s turn",
                live.table.turn().name()
            )));
        }
        live.move_change(&req.text).map(Some)
    })
    .await?;
    tracing::info!(game = %id, side = side.name(), text = %req.text, "move");
    engine::schedule(&app, &game);
    Ok(Json(state))
}

/// `POST /api/games/{id}/resign`.
pub async fn resign(
    state: AppState,
    path: Path<String>,
    headers: HeaderMap,
) -> Result<Json<Value>, ApiError> {
    act(state, path, headers, "resign").await
}

/// `POST /api/games/{id}/draw`: offers a draw, or accepts the opponent's offer.
pub async fn draw(
    state: AppState,
    path: Path<String>,
    headers: HeaderMap,
) -> Result<Json<Value>, ApiError> {
    act(state, path, headers, "draw").await
}

async fn act(
    State(app): AppState,
    Path(id): Path<String>,
    headers: HeaderMap,
    kind: &str,
) -> Result<Json<Value>, ApiError> {
    let game = app.game(&id).await?;
    let side = seat(&headers, &lock(&game))?;
    let state = change(&app, &game, |live| live.act_change(kind, side).map(Some)).await?;
    tracing::info!(game = %id, side = side.name(), kind, "action");
    if kind == "draw" {
        if let Some(state) = engine::answer_draw(&app, &game).await? {
            return Ok(Json(state));
        }
    }
    Ok(Json(state))
}

/// `GET /api/games/{id}/pdn`.
pub async fn pdn(State(app): AppState, Path(id): Path<String>) -> Result<Response, ApiError> {
    let game = app.game(&id).await?;
    check_time(&app, &game).await?;
    let live = lock(&game);
    let side = |c: Color| {
        if live.engine_color() == Some(c) {
            "shashki engine".to_string()
        } else {
            c.name().to_string()
        }
    };
    let tags = vec![
        ("Event".to_string(), "shashki web game".to_string()),
        ("Site".to_string(), format!("game {id}")),
        ("White".to_string(), side(Color::White)),
        ("Black".to_string(), side(Color::Black)),
    ];
    let text = live.table.pdn(&tags);
    Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response())
}

/// `GET /api/games/{id}/ws`: STATE now, then after every change.
pub async fn ws(
    State(app): AppState,
    Path(id): Path<String>,
    upgrade: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    let game = app.game(&id).await?;
    Ok(upgrade.on_upgrade(move |socket| watch(socket, game)))
}

async fn watch(mut socket: WebSocket, game: Shared) {
    let (first, mut rx) = {
        let live = lock(&game);
        (live.state().to_string(), live.tx.subscribe())
    };
    if socket.send(Message::Text(first.into())).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            update = rx.recv() => match update {
                Ok(text) => {
                    if socket.send(Message::Text(text.into())).await.is_err() {
                        return;
                    }
                }
                Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {
                    let now = lock(&game).state().to_string();
                    if socket.send(Message::Text(now.into())).await.is_err() {
                        return;
                    }
                }
                Err(_) => return,
            },
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                Some(Ok(_)) => {}
            },
        }
    }
}

/// `GET /api/variants`: each variant's board for the page.
pub async fn variants() -> Json<Value> {
    Json(Value::Array(
        Variant::ALL.iter().map(|&v| variant_json(v)).collect(),
    ))
}

/// The per-address rate limit, and one log line a request.
pub async fn limit(State(app): AppState, request: Request, next: Next) -> Response {
    let ip = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0.ip());
    if let Some(ip) = ip {
        if !app.admit(ip) {
            tracing::warn!(%ip, "rate limited");
            return ApiError::rate_limited().into_response();
        }
    }
    let method = request.method().clone();
    let path = request.uri().path().to_string();
    let started = std::time::Instant::now();
    let mut response = next.run(request).await;
    if path.starts_with("/api/") && !is_json(&response) && response.status().as_u16() >= 400 {
        response = as_api_error(response).await;
    }
    tracing::debug!(
        %method,
        %path,
        status = response.status().as_u16(),
        micros = started.elapsed().as_micros() as u64,
        "request"
    );
    response
}

fn is_json(response: &Response) -> bool {
    response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"))
}

/// An error answered by axum itself (an extractor's rejection: a bad path, a missing
/// websocket upgrade, ...) in the error body of INTERFACES section 8.
async fn as_api_error(response: Response) -> Response {
    let status = response.status();
    let text = axum::body::to_bytes(response.into_body(), 4096)
        .await
        .map(|b| String::from_utf8_lossy(&b).into_owned())
        .unwrap_or_default();
    let code = match status.as_u16() {
        404 => "not-found",
        405 => "method-not-allowed",
        413 => "too-large",
        422 => "malformed-json",
        429 => "rate-limited",
        400..=499 => "bad-request",
        _ => "internal",
    };
    let message = if text.trim().is_empty() {
        status.canonical_reason().unwrap_or("error").to_lowercase()
    } else {
        text
    };
    ApiError::new(status, code, message).into_response()
}
