//! The JSON API and websocket of INTERFACES.md §8, one file per group of routes.

pub mod actions;
pub mod client;
pub mod contents;
pub mod detach;
pub mod games;
pub mod imported;
pub mod language;
pub mod limit;
pub mod lobby;
pub mod records;
pub mod watch;

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::State;
use axum::http::{header, HeaderMap, StatusCode};
use serde::de::DeserializeOwned;
use serde::Deserialize;
use shashki::Color;

use crate::app::App;
use crate::engine_turn;
use crate::error::ApiError;
use crate::follow;
use crate::live::Live;
use crate::registry::Shared;

/// The server, as the handlers take it.
pub type AppState = State<Arc<App>>;

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
    serde_json::from_slice(&bytes).map_err(|e| ApiError::json(&e))
}

/// Reads a JSON body of a route that takes up to `limit` bytes, as [`body`]; the 413 says the
/// limit.
pub(crate) fn large_body<T: DeserializeOwned>(
    bytes: Result<Bytes, BytesRejection>,
    limit: usize,
) -> Result<T, ApiError> {
    match bytes {
        Err(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => {
            Err(ApiError::too_large_than(limit))
        }
        other => body(other),
    }
}

/// Reads a JSON body that may be left out: an empty body is `T::default()`.
pub(crate) fn optional_body<T: DeserializeOwned + Default>(
    bytes: Result<Bytes, BytesRejection>,
) -> Result<T, ApiError> {
    match bytes {
        Ok(b) if b.iter().all(u8::is_ascii_whitespace) => Ok(T::default()),
        other => body(other),
    }
}

/// The state a state-changing request was made from: STATE's `seq` as the page last saw it.
/// Left out, the request acts on the game as it is.
#[derive(Clone, Copy, Debug, Default, Deserialize)]
pub(crate) struct Expected {
    pub seq: Option<usize>,
}

impl Expected {
    /// `409 game-changed` when the game's `seq` is not the one the request was made from.
    pub(crate) fn check(self, seq: usize) -> Result<(), ApiError> {
        match self.seq {
            Some(expected) if expected != seq => Err(ApiError::stale()),
            _ => Ok(()),
        }
    }
}

/// The secret of `Authorization: Bearer SECRET`; 403 without one.
pub(crate) fn bearer(headers: &HeaderMap) -> Result<&str, ApiError> {
    headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim)
        .ok_or_else(|| ApiError::forbidden("error-no-bearer"))
}

/// The seat's side in `game` from `Authorization: Bearer SECRET`; 403 without one that fits
/// (read back first when a friend may have joined through another server).
pub(crate) async fn seat(
    app: &Arc<App>,
    game: &Shared,
    headers: &HeaderMap,
) -> Result<Color, ApiError> {
    let secret = bearer(headers)?;
    follow::seat(app, game, |live: &Live| {
        (live.seat_of(secret), live.row.invite.is_some())
    })
    .await?
    .ok_or_else(|| ApiError::forbidden("error-no-seat"))
}

/// The game `id`, read back from the database if it had left memory; the engine starts
/// thinking in a game just read where it is to move.
///
/// # Errors
/// 404 for an unknown id.
pub(crate) async fn open(app: &Arc<App>, id: &str) -> Result<Shared, ApiError> {
    let (game, fresh) = app.game(id).await?;
    if fresh {
        engine_turn::schedule(app, &game);
    }
    Ok(game)
}
