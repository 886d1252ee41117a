//! The Chinese checkers API under `/api/star/` (crates/shashki-web/README.md): the board's
//! holes, creating and joining games, moves, resignation, hints, the record and the websocket.

use std::sync::Arc;
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Extension, Json, Router};
use serde::Deserialize;
use serde_json::{json, Value};
use shashki_star::engine::Level;
use shashki_star::{Board, Corner, Options, Position};
use shashki_text::Message;

use super::live::{StarLive, Think};
use super::store::{self, SeatRow, StarRow};
use crate::api::games::join_key;
use crate::api::limit::SocketPass;
use crate::api::watch::{relay, small_buffers};
use crate::api::{bearer, body, optional_body, AppState, Expected};
use crate::app::App;
use crate::change::change;
use crate::engine_turn;
use crate::error::ApiError;
use crate::follow::{self, unless_changed};
use crate::registry::{lock, Resident, Shared};
use crate::round::Round;
use crate::secrets::{below, fits, hashed, now_ms, secret, token};
use crate::store::{SeatKind, StoreError, Stored};

/// The routes of the Chinese checkers API.
pub fn routes() -> Router<Arc<App>> {
    Router::new()
        .route("/api/star/board", get(board))
        .route("/api/star/games", post(create))
        .route("/api/star/games/{id}", get(get_game))
        .route("/api/star/games/{id}/join", post(join))
        .route("/api/star/games/{id}/moves", post(play))
        .route("/api/star/games/{id}/resign", post(resign))
        .route("/api/star/games/{id}/hint", post(hint))
        .route("/api/star/games/{id}/record", get(record))
        .route("/api/star/games/{id}/ws", get(ws))
}

/// The level hints are searched at.
const HINT_LEVEL: u8 = 6;
/// The longest a hint is searched.
const HINT_TIME: Duration = Duration::from_millis(500);

#[derive(Deserialize)]
struct BoardQuery {
    board: Option<String>,
}

/// The star named by a request (`large` or `small`), the large one when none is named.
fn board_named(name: Option<&str>) -> Result<Board, ApiError> {
    match name.map(str::trim).filter(|b| !b.is_empty()) {
        None => Ok(Board::Large),
        Some(b) => Board::parse(b).ok_or_else(|| {
            ApiError::bad_request(Message::new("error-star-board").text("found", b))
        }),
    }
}

/// `GET /api/star/board[?board=small]`: the star's name and every hole with its row, doubled
/// column and point; the points of each number of players; the players' colours.
async fn board(Query(query): Query<BoardQuery>) -> Result<Json<Value>, ApiError> {
    let star = board_named(query.board.as_deref())?;
    let holes: Vec<Value> = star
        .holes()
        .map(|h| {
            let point = Corner::ALL.into_iter().find(|c| c.holes(star).contains(h));
            json!({"number": h.number(), "row": star.row(h), "column": star.column(h),
                   "point": point.map(|c| c.letter().to_string())})
        })
        .collect();
    let letters = |cs: &[Corner]| {
        cs.iter()
            .map(|c| c.letter().to_string())
            .collect::<Vec<_>>()
    };
    let seats: serde_json::Map<String, Value> = (2..=6)
        .filter_map(|n| Some((n.to_string(), json!(letters(Corner::seats(n)?)))))
        .collect();
    let colours: serde_json::Map<String, Value> = Corner::ALL
        .into_iter()
        .map(|c| (c.letter().to_string(), json!(c.colour())))
        .collect();
    Ok(Json(json!({
        "board": star.key(),
        "rows": star.rows(),
        "pieces": star.pieces(),
        "holes": holes,
        "seats": seats,
        "colours": colours,
    })))
}

#[derive(Deserialize)]
struct SeatBody {
    kind: String,
    level: Option<u8>,
}

#[derive(Deserialize)]
struct CreateBody {
    #[serde(default = "two")]
    players: usize,
    board: Option<String>,
    seats: Option<Vec<SeatBody>>,
    position: Option<String>,
    #[serde(default)]
    anti_spoiling: bool,
    #[serde(default)]
    play_on: bool,
    first: Option<String>,
}

fn two() -> usize {
    2
}

/// The start of a new game: its position (the player to begin chosen) and options.
fn start_of(req: &CreateBody) -> Result<Position, ApiError> {
    let board = board_named(req.board.as_deref())?;
    let start = match req
        .position
        .as_deref()
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        Some(text) => Position::from_text_on(board, text).map_err(|e| {
            ApiError::bad_request(Message::new("error-star-position").text("detail", e.to_string()))
        })?,
        None => Position::start_on(board, req.players)
            .ok_or_else(|| ApiError::bad_request(Message::new("error-star-players")))?,
    };
    let players: Vec<Corner> = start.players().collect();
    let first = match req.first.as_deref() {
        None => start.turn(),
        Some("random") => players[below(players.len())],
        Some(letter) => Corner::parse(letter)
            .filter(|c| players.contains(c))
            .ok_or_else(|| {
                ApiError::bad_request(Message::new("error-star-first").text("found", letter))
            })?,
    };
    Ok(start.with_turn(first))
}

/// The seats of `players` (in turn order from A) as asked: by default a person first and the
/// computer at level 3 in the others.
fn seats_of(players: &[Corner], asked: Option<&[SeatBody]>) -> Result<Vec<SeatRow>, ApiError> {
    if let Some(asked) = asked {
        if asked.len() != players.len() {
            return Err(ApiError::bad_request(
                Message::new("error-star-seats")
                    .number("given", asked.len())
                    .number("players", players.len()),
            ));
        }
    }
    players
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let (kind, level) = match asked.map(|a| &a[i]) {
                Some(s) => match SeatKind::from_key(&s.kind) {
                    Some(kind) => (kind, s.level),
                    None => {
                        return Err(ApiError::bad_request(
                            Message::new("error-star-seat").text("found", &s.kind),
                        ))
                    }
                },
                None if i == 0 => (SeatKind::Person, None),
                None => (SeatKind::Computer, Some(3)),
            };
            let mut seat = SeatRow {
                player: c.letter(),
                kind,
                secret: None,
                invite: None,
                level: None,
            };
            match kind {
                SeatKind::Person => seat.secret = Some(secret()),
                SeatKind::Friend => seat.invite = Some(secret()),
                SeatKind::Computer => {
                    let level = level.unwrap_or(3);
                    if Level::new(level).is_none() {
                        return Err(ApiError::bad_request(Message::new("error-level")));
                    }
                    seat.level = Some(level);
                }
            }
            Ok(seat)
        })
        .collect()
}

/// `POST /api/star/games`.
async fn create(
    State(app): AppState,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let req: CreateBody = body(bytes)?;
    let start = start_of(&req)?;
    let players: Vec<Corner> = start.players().collect();
    // The secrets plain for the answer, hashed for the row.
    let plain = seats_of(&players, req.seats.as_deref())?;
    let seats = plain.iter().map(SeatRow::stored).collect();
    let options = Options {
        anti_spoiling: req.anti_spoiling,
        play_on: req.play_on,
    };
    let now = now_ms();
    let mut row = StarRow {
        id: token(6),
        start: start.to_text(),
        options: options.names(),
        seats,
        outcome: shashki_star::Outcome::Ongoing,
        position: String::new(),
        created_ms: now,
        updated_ms: now,
    };
    let probe = StarLive::new(row.clone()).map_err(ApiError::internal)?;
    if probe.game.outcome().is_over() {
        return Err(ApiError::bad_request(Message::new("error-over-at-once")));
    }
    row.outcome = probe.game.outcome();
    row.position = probe.game.position().to_text();
    app.store.execute(vec![store::insert(&row)], None).await?;
    tracing::info!(game = %row.id, players = players.len(), "chinese checkers created");
    let pick = |f: fn(&SeatRow) -> Option<&String>| -> serde_json::Map<String, Value> {
        plain
            .iter()
            .filter_map(|s| Some((s.player.to_string(), json!(f(s)?))))
            .collect()
    };
    let reply = json!({
        "id": row.id,
        "seats": pick(|s| s.secret.as_ref()),
        "invites": pick(|s| s.invite.as_ref()),
    });
    let live = StarLive { row, ..probe };
    let state = live.state();
    let (shared, _) = app.star.games.insert(live);
    engine_turn::schedule(&app, &shared);
    let mut reply = reply;
    reply["state"] = state;
    Ok((StatusCode::CREATED, Json(reply)).into_response())
}

/// `GET /api/star/games/{id}`.
async fn get_game(State(app): AppState, Path(id): Path<String>) -> Result<Json<Value>, ApiError> {
    let game = app.star_game(&id).await?;
    follow::current(&app, &game).await?;
    let state = lock(&game).state();
    Ok(Json(state))
}

#[derive(Deserialize)]
struct JoinBody {
    invite: String,
    /// The seat's secret the page chose (32 hex digits), as draughts' join takes it: a join
    /// sent again with it, its first answer lost, finds its seat instead of a used invite.
    #[serde(default)]
    key: Option<String>,
}

/// The answer to a join: the seat's secret, the player's letter and STATE.
fn joined(seat: &str, player: impl std::fmt::Display, state: Value) -> Json<Value> {
    Json(json!({"seat": seat, "player": player.to_string(), "state": state}))
}

/// `POST /api/star/games/{id}/join`: a friend takes the seat his invite is for.
async fn join(
    State(app): AppState,
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let game = app.star_game(&id).await?;
    let req: JoinBody = body(bytes)?;
    let key = join_key(req.key.as_deref())?;
    let seat = key.clone().unwrap_or_else(secret);
    let _gate = game.gate().await;
    follow::catch_up(&app, &game).await?;
    let (player, before, seats, changed) = {
        let live = lock(&game);
        if key.is_some() {
            if let Some(player) = live.seat_of(&seat) {
                tracing::info!(game = %id, %player, "joined again");
                return Ok(joined(&seat, player, live.state()));
            }
        }
        let mut seats = live.row.seats.clone();
        let found = seats
            .iter_mut()
            .find(|s| s.invite.as_deref().is_some_and(|i| fits(i, &req.invite)))
            .ok_or_else(|| ApiError::forbidden("error-bad-invite"))?;
        found.invite = None;
        found.secret = Some(hashed(&seat));
        (
            found.player,
            live.row.seats.clone(),
            seats,
            live.next_change(),
        )
    };
    let stored = app
        .store
        .execute(vec![store::seats(&id, &before, &seats)], Some(changed))
        .await;
    if key.is_some() && stored == Err(StoreError::Conflict) {
        // Another server stored a join first: this key's own, sent there too, gets its seat.
        follow::reread(&app, &game).await?;
        let live = lock(&game);
        return match live.seat_of(&seat) {
            Some(player) => Ok(joined(&seat, player, live.state())),
            None => Err(ApiError::from(StoreError::Conflict)),
        };
    }
    unless_changed(&app, &game, stored).await?;
    let mut live = lock(&game);
    live.row.seats = seats;
    tracing::info!(game = %id, %player, "joined");
    let state = live.tell();
    Ok(joined(&seat, player, state))
}

/// The game and the player whose seat the request's secret holds.
async fn seated(
    app: &Arc<App>,
    id: &str,
    headers: &HeaderMap,
) -> Result<(Shared<StarLive>, Corner), ApiError> {
    let game = app.star_game(id).await?;
    let secret = bearer(headers)?;
    let player = follow::seat(app, &game, |live: &StarLive| {
        let open = live.row.seats.iter().any(|s| s.invite.is_some());
        (live.seat_of(secret), open)
    })
    .await?
    .ok_or_else(|| ApiError::forbidden("error-no-seat"))?;
    Ok((game, player))
}

#[derive(Deserialize)]
struct MoveBody {
    #[serde(rename = "move")]
    text: String,
    /// The state the move was made from.
    #[serde(flatten)]
    expected: Expected,
}

/// `POST /api/star/games/{id}/moves`.
async fn play(
    State(app): AppState,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let (game, player) = seated(&app, &id, &headers).await?;
    let req: MoveBody = body(bytes)?;
    if lock(&game)
        .row
        .seats
        .iter()
        .any(|s| s.kind == SeatKind::Computer)
    {
        app.star.engines.has_room()?;
    }
    let state = change(&app, &game, req.expected, |live| {
        live.move_change(player, &req.text).map(Some)
    })
    .await?;
    tracing::debug!(game = %id, %player, text = %req.text, "move");
    engine_turn::schedule(&app, &game);
    Ok(Json(state))
}

/// `POST /api/star/games/{id}/resign`: the seat's player leaves the game.
async fn resign(
    State(app): AppState,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let expected: Expected = optional_body(bytes)?;
    let (game, player) = seated(&app, &id, &headers).await?;
    let state = change(&app, &game, expected, |live| {
        live.resign_change(player).map(Some)
    })
    .await?;
    tracing::info!(game = %id, %player, "resigned");
    engine_turn::schedule(&app, &game);
    Ok(Json(state))
}

/// `POST /api/star/games/{id}/hint`: a good move for the seat's player, who is to move.
async fn hint(
    State(app): AppState,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Json<Value>, ApiError> {
    let (game, player) = seated(&app, &id, &headers).await?;
    follow::current(&app, &game).await?;
    let position = {
        let live = lock(&game);
        if live.game.turn() != Some(player) {
            return Err(ApiError::not_your_turn(Message::new(
                "error-hint-not-yours",
            )));
        }
        *live.game.position()
    };
    let think = Think {
        position,
        level: Level::new(HINT_LEVEL).unwrap_or(Level::TOP),
        time: HINT_TIME,
        urgent: false,
    };
    let choice = (app.star.engines.search(think).await?)
        .ok_or_else(|| ApiError::internal("no move found"))?;
    let path: Vec<u32> = position
        .path(choice.mv)
        .unwrap_or_default()
        .iter()
        .map(|h| h.number())
        .collect();
    Ok(Json(json!({"move": choice.mv.to_string(), "path": path})))
}

/// `GET /api/star/games/{id}/record`: the game's record (crates/shashki-star/README.md).
async fn record(State(app): AppState, Path(id): Path<String>) -> Result<Response, ApiError> {
    let game = app.star_game(&id).await?;
    follow::current(&app, &game).await?;
    let text = lock(&game).game.record();
    Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response())
}

/// `GET /api/star/games/{id}/ws`: STATE now, then after every change.
async fn ws(
    State(app): AppState,
    Path(id): Path<String>,
    pass: Option<Extension<SocketPass>>,
    upgrade: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    let game = app.star_game(&id).await?;
    follow::current(&app, &game).await?;
    Ok(small_buffers(upgrade).on_upgrade(move |socket| async move {
        let _pass = pass;
        let (first, rx) = {
            let live = lock(&game);
            (live.state().to_string(), live.tx.subscribe())
        };
        relay(socket, first, rx, || lock(&game).state().to_string()).await;
    }))
}
