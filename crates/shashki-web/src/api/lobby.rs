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
use crate::store::{Row, StoreError, Value as Param};

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
            let waiting = app.store.query(
                "SELECT id, variant, clock_initial, clock_increment, start_fen, white_seat,
                created_ms, white_name, black_name, clock_days FROM games
             WHERE lobby = 1 AND outcome = 'ongoing' AND invite IS NOT NULL
                AND (clock_days IS NULL AND created_ms > ?1
                    OR clock_days IS NOT NULL AND created_ms > ?2)
             ORDER BY created_ms DESC LIMIT ?3",
                vec![
                    Param::Integer(now - WAITING_MS),
                    Param::Integer(now - WAITING_DAYS_MS),
                    Param::Integer(MOST),
                ],
            )?;
            let playing = app.store.query(
                "SELECT id, variant, clock_initial, clock_increment, start_fen, white_seat,
                updated_ms, white_name, black_name, clock_days FROM games
             WHERE lobby = 1 AND outcome = 'ongoing' AND invite IS NULL
                AND (clock_days IS NULL AND updated_ms > ?1
                    OR clock_days IS NOT NULL AND updated_ms + clock_days * ?2 > ?3)
             ORDER BY updated_ms DESC LIMIT ?4",
                vec![
                    Param::Integer(now - PLAYING_MS),
                    Param::Integer(DAY_MS),
                    Param::Integer(now),
                    Param::Integer(MOST),
                ],
            )?;
            Ok((listed(&waiting, true)?, listed(&playing, false)?))
        })
        .await?;
    Ok(Json(json!({ "waiting": waiting, "playing": playing })))
}

/// The rows of one list as the API gives them.
fn listed(rows: &[Row], waiting: bool) -> Result<Vec<Value>, StoreError> {
    rows.iter()
        .map(|r| {
            let clock = match (r.integer_or_null(2)?, r.integer_or_null(3)?) {
                (Some(initial), increment) => json!({
                    "initial": initial,
                    "increment": increment.unwrap_or(0),
                    "days": r.integer_or_null(9)?,
                }),
                (None, _) => Value::Null,
            };
            let free = if r.text_or_null(5)?.is_some() {
                "black"
            } else {
                "white"
            };
            let mut game = json!({
                "id": r.text(0)?,
                "variant": r.text(1)?,
                "clock": clock,
                "start_fen": r.text_or_null(4)?,
                "since": r.integer(6)?,
                "names": {"white": r.text_or_null(7)?, "black": r.text_or_null(8)?},
            });
            if waiting {
                game["free"] = json!(free);
            }
            Ok(game)
        })
        .collect()
}
