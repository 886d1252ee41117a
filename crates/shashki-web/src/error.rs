//! API errors: a status and the body `{"error":{"code":"...","message":"..."}}`
//! (INTERFACES section 8).

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;

/// An error answer. Whatever returns one has left the game unchanged.
#[derive(Debug)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// A short stable code.
    pub code: &'static str,
    /// What went wrong, for people.
    pub message: String,
}

impl ApiError {
    /// An error of `status` with `code` and `message`.
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            code,
            message: message.into(),
        }
    }

    /// `400 illegal-move`.
    pub fn illegal(message: impl Into<String>) -> ApiError {
        Self::new(StatusCode::BAD_REQUEST, "illegal-move", message)
    }

    /// `400 bad-request`: a well-formed request with a value out of range.
    pub fn bad_request(message: impl Into<String>) -> ApiError {
        Self::new(StatusCode::BAD_REQUEST, "bad-request", message)
    }

    /// `403 forbidden`: a missing or wrong seat.
    pub fn forbidden(message: impl Into<String>) -> ApiError {
        Self::new(StatusCode::FORBIDDEN, "forbidden", message)
    }

    /// `403 not-your-turn`.
    pub fn not_your_turn(message: impl Into<String>) -> ApiError {
        Self::new(StatusCode::FORBIDDEN, "not-your-turn", message)
    }

    /// `404 not-found`.
    pub fn not_found() -> ApiError {
        Self::new(StatusCode::NOT_FOUND, "not-found", "no game has this id")
    }

    /// `409 game-over`.
    pub fn game_over(outcome: &str) -> ApiError {
        Self::new(
            StatusCode::CONFLICT,
            "game-over",
            format!("the game is over: {outcome}"),
        )
    }

    /// `409 no-draw-offer`: a decline with no offer of the opponent standing.
    pub fn no_draw_offer(message: impl Into<String>) -> ApiError {
        Self::new(StatusCode::CONFLICT, "no-draw-offer", message)
    }

    /// `409 no-takeback`: nothing to take back, or no request to answer.
    pub fn no_takeback(message: impl Into<String>) -> ApiError {
        Self::new(StatusCode::CONFLICT, "no-takeback", message)
    }

    /// `413 too-large`.
    pub fn too_large() -> ApiError {
        Self::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            "too-large",
            "the request body is too large",
        )
    }

    /// `422 malformed-json`.
    pub fn malformed(message: impl Into<String>) -> ApiError {
        Self::new(StatusCode::UNPROCESSABLE_ENTITY, "malformed-json", message)
    }

    /// `429 rate-limited`.
    pub fn rate_limited() -> ApiError {
        Self::new(
            StatusCode::TOO_MANY_REQUESTS,
            "rate-limited",
            "too many requests; slow down",
        )
    }

    /// `500 internal`.
    pub fn internal(message: impl Into<String>) -> ApiError {
        Self::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", message)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = json!({"error": {"code": self.code, "message": self.message}});
        (self.status, Json(body)).into_response()
    }
}

impl From<rusqlite::Error> for ApiError {
    fn from(e: rusqlite::Error) -> ApiError {
        tracing::error!(error = %e, "storage");
        ApiError::internal("storage failed")
    }
}
