//! The games a PDN text holds (`POST /api/pdn/list`), so that a person who opens a whole file
//! chooses one of them by its players, result, event and date.

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::Json;
use serde::Deserialize;
use serde_json::{json, Value};
use shashki_pdn::{PdnGame, Reader};

use super::language::language;
use super::{large_body, AppState};
use crate::error::ApiError;
use crate::import::{replay, told};

#[derive(Deserialize)]
struct ListBody {
    pdn: String,
}

/// `POST /api/pdn/list {pdn}`: `{"games": [...]}`, one entry a game in the text's order, each
/// with its `number` (from 1, as `game` in `POST /api/pdn/import` and `POST /api/pdn/games`
/// takes it) and the tags a list shows (`white`, `black`, `result`, `event`, `date`; null where
/// the record has none or PDN's `?`); a game the reader refuses is listed with its `error`'s
/// `line` and `column` instead. A game that reads but does not replay (a move that is not
/// legal, a variant not known) carries `problem`, said in the request's language as opening it
/// would say it, so that the list marks it before anyone opens it (found cold on issue 33).
pub async fn list(
    State(app): AppState,
    headers: HeaderMap,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let req: ListBody = large_body(bytes, app.config.pdn_body_limit)?;
    let lang = language(&headers);
    let games: Vec<Value> = Reader::new(req.pdn.as_bytes())
        .enumerate()
        .map(|(i, game)| match game {
            Ok(game) => json!({
                "number": i + 1,
                "white": shown(&game, "White"),
                "black": shown(&game, "Black"),
                "result": game.result.as_deref().or_else(|| game.tag("Result")).and_then(told),
                "event": shown(&game, "Event"),
                "date": shown(&game, "Date"),
                "problem": replay(&game).err().map(|m| m.say(lang)),
            }),
            Err(e) => json!({
                "number": i + 1,
                "error": {"line": e.line, "column": e.column},
            }),
        })
        .collect();
    Ok(Json(json!({ "games": games })))
}

/// The tag `name` of `game` as a list shows it: none when blank or unknown.
fn shown<'a>(game: &'a PdnGame, name: &str) -> Option<&'a str> {
    game.tag(name).and_then(told)
}
