//! API errors: a status and the body `{"error":{"code":"...","message":"..."}}`
//! (INTERFACES.md §8). The message is kept as a catalogue message and said in the
//! request's language at the edge ([`crate::api::language`]).

use std::fmt;

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;
use shashki_text::{Lang, Message};

use crate::store::StoreError;

/// The seconds a `503 busy` answer asks the client to wait.
const RETRY_AFTER: &str = "2";

/// An error answer. Whatever returns one has left the game unchanged.
#[derive(Clone, Debug)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// A short stable code.
    pub code: &'static str,
    /// What went wrong, for people, in no language yet.
    pub message: Message,
}

impl ApiError {
    /// An error of `status` with `code` and `message`.
    pub fn new(status: StatusCode, code: &'static str, message: Message) -> ApiError {
        ApiError {
            status,
            code,
            message,
        }
    }

    /// `400 illegal-move`.
    pub fn illegal(message: Message) -> ApiError {
        Self::new(StatusCode::BAD_REQUEST, "illegal-move", message)
    }

    /// `400 bad-request`: a well-formed request with a value out of range.
    pub fn bad_request(message: Message) -> ApiError {
        Self::new(StatusCode::BAD_REQUEST, "bad-request", message)
    }

    /// `403 forbidden`: a missing or wrong seat.
    pub fn forbidden(key: &'static str) -> ApiError {
        Self::new(StatusCode::FORBIDDEN, "forbidden", Message::new(key))
    }

    /// `403 not-your-turn`.
    pub fn not_your_turn(message: Message) -> ApiError {
        Self::new(StatusCode::FORBIDDEN, "not-your-turn", message)
    }

    /// `404 not-found`.
    pub fn not_found() -> ApiError {
        Self::new(
            StatusCode::NOT_FOUND,
            "not-found",
            Message::new("error-not-found"),
        )
    }

    /// `409 game-over`, with the result.
    pub fn game_over(message: Message) -> ApiError {
        Self::new(StatusCode::CONFLICT, "game-over", message)
    }

    /// `409 no-draw-offer`: a decline with no offer of the opponent standing.
    pub fn no_draw_offer(message: Message) -> ApiError {
        Self::new(StatusCode::CONFLICT, "no-draw-offer", message)
    }

    /// `409 no-takeback`: nothing to take back, or no request to answer.
    pub fn no_takeback(key: &'static str) -> ApiError {
        Self::new(StatusCode::CONFLICT, "no-takeback", Message::new(key))
    }

    /// `409 not-abortable`: both sides have moved (and the friend joined), so the game can only
    /// be resigned or drawn now.
    pub fn not_abortable() -> ApiError {
        Self::new(
            StatusCode::CONFLICT,
            "not-abortable",
            Message::new("error-not-abortable"),
        )
    }

    /// `409 waiting-for-opponent`: the invited friend has not taken his seat, so the game has
    /// not begun (it may only be aborted).
    pub fn waiting_for_opponent() -> ApiError {
        Self::new(
            StatusCode::CONFLICT,
            "waiting-for-opponent",
            Message::new("error-waiting-for-opponent"),
        )
    }

    /// `409 game-changed`: the request was made from an older state of the game (its `seq`), a
    /// second click or a page that had not heard of the last change; nothing was done.
    pub fn stale() -> ApiError {
        Self::new(
            StatusCode::CONFLICT,
            "game-changed",
            Message::new("error-stale"),
        )
    }

    /// `503 busy`: the server has as much of this kind of work as it takes; try again soon
    /// (`Retry-After` says when).
    pub fn busy() -> ApiError {
        Self::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "busy",
            Message::new("error-busy"),
        )
    }

    /// `503 unavailable`: a part the server needs (the endgame tables) cannot be had.
    pub fn unavailable(message: Message) -> ApiError {
        Self::new(StatusCode::SERVICE_UNAVAILABLE, "unavailable", message)
    }

    /// `413 too-large` on a route that takes up to `limit` bytes, which the message says (a
    /// person pastes such texts: a PDN file).
    pub fn too_large_than(limit: usize) -> ApiError {
        const MB: usize = 1024 * 1024;
        let (amount, unit) = if limit >= MB {
            (limit.div_ceil(MB), "mb")
        } else {
            (limit.div_ceil(1024), "kb")
        };
        Self::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            "too-large",
            Message::new("error-too-large-than")
                .number("amount", amount)
                .text("unit", unit),
        )
    }

    /// `413 too-large`.
    pub fn too_large() -> ApiError {
        Self::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            "too-large",
            Message::new("error-too-large"),
        )
    }

    /// `422 malformed-json` for a body the JSON reader refused: where it breaks off or breaks
    /// the syntax, or the field it lacks, in the reader's language; other misfits (a value of
    /// the wrong type) in the JSON reader's own words, which name the fields.
    pub fn json(e: &serde_json::Error) -> ApiError {
        let at = |key: &'static str| {
            Message::new(key)
                .number("line", e.line())
                .number("column", e.column())
        };
        let text = e.to_string();
        let missing = text
            .strip_prefix("missing field `")
            .and_then(|rest| rest.split('`').next());
        let message = match (e.classify(), missing) {
            (serde_json::error::Category::Eof, _) => at("error-json-cut"),
            (serde_json::error::Category::Syntax | serde_json::error::Category::Io, _) => {
                at("error-json-syntax")
            }
            (serde_json::error::Category::Data, Some(field)) => {
                Message::new("error-json-missing").text("field", field.to_string())
            }
            (serde_json::error::Category::Data, None) => {
                Message::new("error-malformed-json").text("detail", text)
            }
        };
        Self::new(StatusCode::UNPROCESSABLE_ENTITY, "malformed-json", message)
    }

    /// `422 malformed-json`: `detail` is the JSON reader's own (English) account.
    pub fn malformed(detail: impl Into<String>) -> ApiError {
        Self::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "malformed-json",
            Message::new("error-malformed-json").text("detail", detail),
        )
    }

    /// `429 rate-limited`.
    pub fn rate_limited() -> ApiError {
        Self::new(
            StatusCode::TOO_MANY_REQUESTS,
            "rate-limited",
            Message::new("error-rate-limited"),
        )
    }

    /// `429 rate-limited`: the address holds as many websockets as it may (`Retry-After`, as
    /// every 429 and 503 `busy`, says when to try again).
    pub fn too_many_sockets() -> ApiError {
        Self::new(
            StatusCode::TOO_MANY_REQUESTS,
            "rate-limited",
            Message::new("error-too-many-sockets"),
        )
    }

    /// `500 internal`: `detail` goes to the log, the person reads only that it failed.
    pub fn internal(detail: impl fmt::Display) -> ApiError {
        tracing::error!(%detail, "internal error");
        Self::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal",
            Message::new("error-internal"),
        )
    }

    /// The answer in `lang`.
    pub fn respond(&self, lang: Lang) -> Response {
        let body = json!({"error": {"code": self.code, "message": self.message.say(lang)}});
        let mut response = (self.status, Json(body)).into_response();
        if matches!(self.code, "busy" | "rate-limited") {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from_static(RETRY_AFTER));
        }
        response.extensions_mut().insert(self.clone());
        response
    }
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code, self.message.say(Lang::En))
    }
}

/// In English; [`crate::api::language`] says it again in the request's language.
impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        self.respond(Lang::En)
    }
}

/// A conflict is `409 game-changed` (another server stored that event of the game first);
/// any other failure `500 internal`.
impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> ApiError {
        match e {
            StoreError::Conflict => Self::new(
                StatusCode::CONFLICT,
                "game-changed",
                Message::new("error-game-changed"),
            ),
            StoreError::Failed(e) => ApiError::internal(format_args!("storage: {e}")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_busy_answer_says_when_to_try_again_in_the_callers_language() {
        let response = ApiError::busy().respond(Lang::Ru);
        assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(response.headers()[header::RETRY_AFTER], RETRY_AFTER);
        assert!(ApiError::busy().message.say(Lang::Ru).contains("сервер"));
    }
}
