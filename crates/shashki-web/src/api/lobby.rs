//! `GET /api/lobby` (issue 16): the games their makers opened to anyone, waiting for an
//! opponent (joined without the invite, which the server holds only hashed and never lists:
//! `POST /api/games/{id}/join` admits one person to such a game without it), and the lobby's
//! games being played now, to watch. Friend games by link are never
//! listed. Read from the database, so that every server behind one address lists the same.

use axum::extract::State;
use axum::Json;
use serde_json::{json, Value};

use super::AppState;
use crate::error::ApiError;
use crate::store::LobbyGame;

/// A day, in milliseconds: the unit of a correspondence clock (column `clock_days`).
pub(crate) const DAY_MS: i64 = 24 * 60 * 60 * 1000;
/// How long a game may wait for an opponent and still be listed: one left longer is taken
/// for forgotten.
pub(crate) const WAITING_MS: i64 = 2 * 60 * 60 * 1000;
/// The same for a correspondence game, whose players come by once a day or less: a week.
pub(crate) const WAITING_DAYS_MS: i64 = 7 * DAY_MS;
/// How recently a game must have changed to be listed as being played. A correspondence game
/// is listed while the clock of the side to move can still run: its last change less than its
/// days a move ago.
const PLAYING_MS: i64 = 30 * 60 * 1000;
/// The most games of each list.
const MOST: i64 = 50;

/// `GET /api/lobby` → `{"waiting": [GAME...], "playing": [GAME...]}`, newest first; each
/// GAME `{"id", "variant", "clock": {"initial", "increment", "days"} | null, "start_fen", "names":
/// {"white", "black"}, "since", "free": "white"|"black"}` (`free` only while waiting), `since` the Unix milliseconds of its creation or last change. The time is the
/// one games are timed by (`Config::now`), as `created_ms` and `updated_ms` are stored.
///
/// # Errors
/// 500 when the database fails.
pub async fn lobby(State(app): AppState) -> Result<Json<Value>, ApiError> {
    let now = app.config.now.unix_ms();
    let (waiting, playing) = app
        .reading("the lobby", move |app| {
            let waiting = app
                .store
                .lobby_waiting(now - WAITING_MS, now - WAITING_DAYS_MS, MOST)?;
            let playing = app.store.lobby_playing(now - PLAYING_MS, now, MOST)?;
            Ok((listed(&waiting, true), listed(&playing, false)))
        })
        .await?;
    Ok(Json(json!({ "waiting": waiting, "playing": playing })))
}

/// The games of one list as the API gives them.
fn listed(games: &[LobbyGame], waiting: bool) -> Vec<Value> {
    games
        .iter()
        .map(|g| {
            let clock = match g.clock_initial {
                Some(initial) => json!({
                    "initial": initial,
                    "increment": g.clock_increment.unwrap_or(0),
                    "days": g.clock_days,
                }),
                None => Value::Null,
            };
            let mut game = json!({
                "id": g.id,
                "variant": g.variant,
                "clock": clock,
                "start_fen": g.start_fen,
                "since": g.since,
                "names": {"white": g.white_name, "black": g.black_name},
            });
            if waiting {
                game["free"] = json!(if g.white_taken { "black" } else { "white" });
            }
            game
        })
        .collect()
}
