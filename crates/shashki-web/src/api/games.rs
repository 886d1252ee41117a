//! Creating, joining and reading games.

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use serde_json::{json, Value};
use shashki::{Color, PastedError, Variant, VariantPosition};
use shashki_text::{errors, Message};

use super::{body, open, AppState};
use crate::change::check_time;
use crate::engine_turn;
use crate::error::ApiError;
use crate::follow::{catch_up, current, reread, unless_changed};
use crate::live::{Live, DAY_SECONDS};
use crate::registry::{lock, Resident};
use crate::round::Round;
use crate::secrets::{coin, fits, hashed, secret, token};
use crate::store::{Changed, GameOutcome, GameRow, Opponent, StoreError, Stored};

/// A clock asked for: `initial` seconds with an `increment`, or correspondence's `days` a move.
#[derive(Deserialize)]
struct ClockBody {
    initial: Option<u64>,
    increment: Option<u64>,
    days: Option<u64>,
}

/// The most days a move a correspondence clock may give (as correspondence sites offer: 1 to 14).
const MOST_DAYS: u64 = 14;

impl ClockBody {
    /// The clock's columns: `(clock_initial, clock_increment, clock_days)`.
    ///
    /// # Errors
    /// 400 `bad-request` for a clock out of range, or days with an initial time or increment;
    /// a correspondence clock against the engine too (the engine answers at once, so there is
    /// no one to wait for: a game without a clock waits as long as the person likes).
    fn columns(&self, engine: bool) -> Result<(u64, u64, Option<u64>), ApiError> {
        let Some(days) = self.days else {
            let (initial, increment) = (self.initial.unwrap_or(0), self.increment.unwrap_or(0));
            if !(1..=36_000).contains(&initial) || increment > 600 {
                return Err(ApiError::bad_request(Message::new("error-clock")));
            }
            return Ok((initial, increment, None));
        };
        let said = Message::new("error-clock-days").number("most", MOST_DAYS);
        if !(1..=MOST_DAYS).contains(&days) || self.initial.is_some() || self.increment.is_some() {
            return Err(ApiError::bad_request(said));
        }
        if engine {
            return Err(ApiError::bad_request(Message::new(
                "error-correspondence-engine",
            )));
        }
        Ok((days * DAY_SECONDS, 0, Some(days)))
    }
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
    /// Listed in the lobby for anyone to join (a game against a person only).
    #[serde(default)]
    lobby: bool,
    /// The maker's name, if given.
    name: Option<String>,
}

/// The longest name a player may give, in characters.
const NAME_CHARS: usize = 40;

/// A player's name as given: trimmed, none when empty; refused when longer than
/// [`NAME_CHARS`] or holding a control character.
fn player_name(given: Option<&str>) -> Result<Option<String>, ApiError> {
    let Some(name) = given.map(str::trim).filter(|n| !n.is_empty()) else {
        return Ok(None);
    };
    if name.chars().count() > NAME_CHARS || name.chars().any(char::is_control) {
        return Err(ApiError::bad_request(
            Message::new("error-name").number("most", NAME_CHARS),
        ));
    }
    Ok(Some(name.to_string()))
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

/// The variant named `name`; 400 `bad-request` for a name the rules do not know.
pub(crate) fn read_variant(name: &str) -> Result<Variant, ApiError> {
    name.parse().map_err(|e: shashki::UnknownVariant| {
        ApiError::bad_request(Message::new("error-unknown-variant").text("name", e.0))
    })
}

/// The position of `fen` under `variant`, or None for the start (no FEN, an empty one or
/// `startpos`); a FEN or the book position text (`Ход чёрных. Белые: c1, f2; Чёрные: b6`), the
/// two forms a person may paste. 400 `bad-request` saying why, in the words of the reader that
/// read further.
pub(crate) fn read_fen(
    variant: Variant,
    fen: Option<&str>,
) -> Result<Option<VariantPosition>, ApiError> {
    let Some(fen) = fen
        .map(str::trim)
        .filter(|f| !f.is_empty() && *f != "startpos")
    else {
        return Ok(None);
    };
    VariantPosition::from_fen_or_text(variant, fen)
        .map(Some)
        .map_err(|e| {
            ApiError::bad_request(match e {
                PastedError::Fen(e) => {
                    Message::new("error-fen").message("why", errors::fen(variant, &e))
                }
                PastedError::Text(e) => errors::position_text(variant, &e),
            })
        })
}

/// A game starts only with pieces of both sides (issue 33: `W:W21,22:B` was accepted and said
/// "your move"): 400 `bad-request` naming the side without any.
fn both_sides_have_pieces(start: &VariantPosition) -> Result<(), ApiError> {
    match [Color::White, Color::Black]
        .into_iter()
        .find(|&c| start.pieces(c) == 0)
    {
        Some(side) => Err(ApiError::bad_request(
            Message::new("error-start-no-pieces").text("color", side.name()),
        )),
        None => Ok(()),
    }
}

/// `POST /api/games`.
pub async fn create(
    State(app): AppState,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let req: CreateBody = body(bytes)?;
    let variant = read_variant(&req.variant)?;
    let Some(opponent) = Opponent::from_key(&req.opponent) else {
        return Err(ApiError::bad_request(
            Message::new("error-opponent").text("found", &req.opponent),
        ));
    };
    let engine = opponent == Opponent::Engine;
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
            return Err(ApiError::bad_request(
                Message::new("error-color").text("found", other),
            ))
        }
    };
    let name = player_name(req.name.as_deref())?;
    if engine && req.lobby {
        return Err(ApiError::bad_request(Message::new("error-lobby-engine")));
    }
    if !(1..=10).contains(&req.level) {
        return Err(ApiError::bad_request(Message::new("error-level")));
    }
    if engine {
        app.engines.has_room()?;
    }
    let clock = req.clock.as_ref().map(|c| c.columns(engine)).transpose()?;
    let start = read_fen(variant, req.fen.as_deref())?;
    // The secrets go plain to the creator, once, in the answer; the row holds their hashes.
    // STATE never shows them: the page keeps the invite link it shows until the friend joins.
    let mine = secret();
    let invite = (!engine).then(secret);
    let (white_seat, black_seat) = match color {
        Color::White => (Some(hashed(&mine)), None),
        Color::Black => (None, Some(hashed(&mine))),
    };
    let now = app.config.now.unix_ms();
    let mut row = GameRow {
        id: token(6),
        variant: variant.key().into(),
        start_fen: start.map(|p| p.fen()),
        opponent,
        engine_color: engine.then_some(!color),
        level: u8::try_from(req.level).unwrap_or(3),
        clock_initial: clock.map(|c| c.0),
        clock_increment: clock.map(|c| c.1),
        clock_days: clock.and_then(|c| c.2),
        white_seat,
        black_seat,
        invite: invite.as_deref().map(hashed),
        outcome: GameOutcome::Ongoing,
        fen: String::new(),
        created_ms: now,
        updated_ms: now,
        lobby: req.lobby,
        white_name: name.clone().filter(|_| color == Color::White),
        black_name: name.filter(|_| color == Color::Black),
        owner: Some(app.leases.server().to_string()),
        record_tags: None,
    };
    let probe = Live::new(row.clone(), app.config.now.clone()).map_err(ApiError::internal)?;
    both_sides_have_pieces(&probe.game().position())?;
    if !probe.ongoing() {
        return Err(ApiError::bad_request(Message::new("error-over-at-once")));
    }
    row.outcome = probe.outcome().into();
    row.fen = probe.game().position().fen();
    app.store.insert_game(&row).await?;
    tracing::info!(game = %row.id, variant = %row.variant, opponent = %row.opponent, "created");
    let live = Live { row, ..probe };
    let state = live.state();
    let id = live.row.id.clone();
    let (shared, _) = app.games.insert(live);
    engine_turn::schedule(&app, &shared);
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
    /// The invite of the link; left out for a game waiting in the lobby, open to anyone.
    invite: Option<String>,
    /// The joiner's name, if given.
    name: Option<String>,
    /// The seat the joiner asks for: 32 hex digits the page draws at random and keeps, so that
    /// a join sent again (its answer lost with the connection) gets the same seat back, while
    /// the invite still admits one person. Without it the server draws the seat.
    key: Option<String>,
}

/// The seat a join asks for, if its key is one: 32 hex digits; 400 otherwise.
pub(crate) fn join_key(key: Option<&str>) -> Result<Option<String>, ApiError> {
    let Some(key) = key else {
        return Ok(None);
    };
    if key.len() != 32 || !key.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(ApiError::bad_request(Message::new("error-join-key")));
    }
    Ok(Some(key.to_ascii_lowercase()))
}

/// What a join finds in the game under its gate.
enum Joining {
    /// The key already holds this seat: the join was made before, its answer lost.
    Again(Color),
    /// The invite fits: this seat is free, with the notice of the change.
    Free(Color, Changed),
}

impl Joining {
    /// What a join with `key` (if any) and `invite` (if any) finds in `live`. Without an
    /// invite only a game listed in the lobby and still waiting may be joined: the lobby does
    /// not publish the invite, which the row holds only hashed.
    ///
    /// # Errors
    /// 409 `game-over` when the game was aborted; 403 `forbidden` when the key holds no seat
    /// and the invite does not fit, or without an invite when the game is not waiting in the
    /// lobby.
    fn of(live: &Live, key: Option<&str>, invite: Option<&str>) -> Result<Joining, ApiError> {
        if let Some(color) = key.and_then(|k| live.seat_of(k)) {
            return Ok(Joining::Again(color));
        }
        if live.record.aborted.is_some() {
            return Err(live.over());
        }
        let waiting = live.row.invite.as_deref();
        match invite {
            Some(invite) if !waiting.is_some_and(|i| fits(i, invite)) => {
                return Err(ApiError::forbidden("error-bad-invite"));
            }
            None if !(live.row.lobby && waiting.is_some()) => {
                return Err(ApiError::forbidden("error-not-in-lobby"));
            }
            _ => {}
        }
        let color = if live.row.white_seat.is_none() {
            Color::White
        } else {
            Color::Black
        };
        Ok(Joining::Free(color, live.next_change()))
    }
}

/// The answer to a join: the seat, STATE and the colour.
fn joined(seat: &str, state: Value, color: Color) -> Json<Value> {
    Json(json!({"seat": seat, "state": state, "color": color.name()}))
}

/// `POST /api/games/{id}/join`.
pub async fn join(
    State(app): AppState,
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let game = open(&app, &id).await?;
    let req: JoinBody = body(bytes)?;
    let name = player_name(req.name.as_deref())?;
    let key = join_key(req.key.as_deref())?;
    let seat = key.clone().unwrap_or_else(secret);
    let held = hashed(&seat);
    let _gate = game.gate().await;
    catch_up(&app, &game).await?;
    let joining = Joining::of(&lock(&game), key.as_deref(), req.invite.as_deref())?;
    let (color, changed) = match joining {
        Joining::Again(color) => {
            tracing::info!(game = %id, side = color.name(), "joined again");
            return Ok(joined(&seat, lock(&game).state(), color));
        }
        Joining::Free(color, changed) => (color, changed),
    };
    let stored = app
        .store
        .claim_seat(
            changed,
            color,
            &held,
            name.as_deref(),
            app.config.now.unix_ms(),
        )
        .await;
    if key.is_some() && stored == Err(StoreError::Conflict) {
        // Another server stored a join first: this key's own, sent there too, gets its seat.
        reread(&app, &game).await?;
        let again = lock(&game).seat_of(&seat);
        return match again {
            Some(color) => Ok(joined(&seat, lock(&game).state(), color)),
            None => Err(ApiError::from(StoreError::Conflict)),
        };
    }
    unless_changed(&app, &game, stored).await?;
    let mut live = lock(&game);
    match color {
        Color::White => {
            live.row.white_seat = Some(held);
            live.row.white_name = name;
        }
        Color::Black => {
            live.row.black_seat = Some(held);
            live.row.black_name = name;
        }
    }
    live.row.invite = None;
    tracing::info!(game = %id, side = color.name(), "joined");
    let state = live.tell();
    Ok(joined(&seat, state, color))
}

/// `GET /api/games/{id}`.
pub async fn get_game(
    State(app): AppState,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let game = open(&app, &id).await?;
    current(&app, &game).await?;
    check_time(&app, &game).await?;
    let state = lock(&game).state();
    Ok(Json(state))
}
