//! A PDN record made a game (`POST /api/pdn/games`): its moves, its players' names and its
//! recorded result stored with it in one transaction. A finished record opens finished, with
//! its names, and is analysed as any game over; a request cut off leaves no half-replayed game,
//! where the page once sent the moves one by one.

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;
use shashki::{Color, PlayError};
use shashki_text::errors;

use super::{large_body, AppState};
use crate::act::Act;
use crate::error::ApiError;
use crate::import::{import_pdn, told, ImportBody, Imported, Recorded, RECORDED};
use crate::live::Live;
use crate::secrets::{hashed, secret, token};
use crate::store::{Event, GameOutcome, GameRow, Opponent};

/// `POST /api/pdn/games`: a game of a PDN text (`game`, the first by default) as a game both of
/// whose seats the caller holds (`seats.white`, `seats.black`), replayed to its end, with the
/// record's tags; a result the record gives and the rules did not reach is stored as the
/// loser's resignation or a draw agreed, their events marked [`RECORDED`] (STATE's reason
/// `recorded`: the record says who won, not how). 201 with the id, the seats, STATE and how
/// many games the text holds; 400 as `POST /api/pdn/import` for a record that does not read.
pub async fn create(
    State(app): AppState,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let req: ImportBody = large_body(bytes, app.config.pdn_body_limit)?;
    let imported = import_pdn(&req.pdn, req.game).map_err(ApiError::bad_request)?;
    let (white, black) = (secret(), secret());
    let now = app.config.now.unix_ms();
    let row = GameRow {
        id: token(6),
        variant: imported.variant.key().into(),
        start_fen: imported.start_fen.clone(),
        opponent: Opponent::Human,
        engine_color: None,
        level: 3,
        clock_initial: None,
        clock_increment: None,
        clock_days: None,
        white_seat: Some(hashed(&white)),
        black_seat: Some(hashed(&black)),
        invite: None,
        outcome: GameOutcome::Ongoing,
        fen: String::new(),
        created_ms: now,
        updated_ms: now,
        lobby: false,
        white_name: name(&imported, "White"),
        black_name: name(&imported, "Black"),
        owner: Some(app.leases.server().to_string()),
        record_tags: Some(serde_json::to_string(&imported.tags).unwrap_or_default()),
    };
    let mut live = Live::new(row, app.config.now.clone()).map_err(ApiError::internal)?;
    let events =
        replay(&mut live, &imported).map_err(|e| ApiError::bad_request(errors::play(&e)))?;
    live.row.fen = live.game().position().fen();
    app.store
        .insert_game_with_events(&live.row, &events)
        .await?;
    tracing::info!(game = %live.row.id, variant = %live.row.variant, events = events.len(), "imported");
    let state = live.state();
    let id = live.row.id.clone();
    app.games.insert(live);
    let reply = json!({
        "id": id,
        "seats": {"white": white, "black": black},
        "state": state,
        // Read again only here: the other imports take the first game alone.
        "games": shashki_pdn::Reader::new(req.pdn.as_bytes()).count(),
    });
    Ok((StatusCode::CREATED, Json(reply)).into_response())
}

/// Plays the record's moves on `live`, then its result where the rules did not end the game;
/// returns the events that store them.
fn replay(live: &mut Live, imported: &Imported) -> Result<Vec<Event>, PlayError> {
    let mut events = Vec::new();
    // The result's events say they are the record's ([`RECORDED`]).
    let mut act = |live: &mut Live, act: Act, side: Color| -> Result<(), PlayError> {
        let mut change = live.prepare(act, side)?;
        if matches!(act, Act::Resign | Act::Draw) {
            change.event.text = Some(RECORDED.to_string());
            live.record.recorded = true;
        }
        events.push(change.event.clone());
        live.install(change);
        Ok(())
    };
    for &mv in &imported.line {
        let side = live.turn();
        act(live, Act::Move { mv, elapsed: None }, side)?;
    }
    if live.ongoing() {
        match imported.result {
            Recorded::Won(winner) => act(live, Act::Resign, !winner)?,
            // An offer and its acceptance.
            Recorded::Drawn => {
                let side = live.turn();
                act(live, Act::Draw, side)?;
                act(live, Act::Draw, !side)?;
            }
            Recorded::Unfinished => {}
        }
    }
    Ok(events)
}

/// The longest name a record keeps: more than a player may give himself (40), since records
/// name players in full ("Гроссмейстер Иванов Иван Иванович (Москва)"; found cold: cut at 40).
const RECORD_NAME_CHARS: usize = 100;

/// The name the record's tag `tag` gives: none for one that says nothing ([`told`]); control
/// characters dropped and cut to the names' length, since a record is taken as written.
fn name(imported: &Imported, tag: &str) -> Option<String> {
    let (_, value) = imported
        .tags
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(tag))?;
    let name: String = value
        .chars()
        .filter(|c| !c.is_control())
        .take(RECORD_NAME_CHARS)
        .collect();
    told(&name).map(str::to_string)
}
