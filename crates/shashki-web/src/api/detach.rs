//! Every request runs to its end in a task of its own, whether or not its client stays: a
//! change once begun is stored, installed, told and followed by the engine's turn as one piece
//! (issue 31: a move whose connection dropped between storing and installing left the game
//! stuck for good). The task's panic is answered `500` and logged with its request, and every
//! other request and game goes on.

use std::any::Any;

use axum::extract::Request;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::error::ApiError;

/// Runs the rest of the request in a spawned task and waits for it; the task is not cancelled
/// when the client goes away and this future is dropped.
pub async fn detach(request: Request, next: Next) -> Response {
    let method = request.method().clone();
    let path = request.uri().path().to_string();
    match tokio::spawn(next.run(request)).await {
        Ok(response) => response,
        Err(e) if e.is_panic() => {
            let payload = e.into_panic();
            let said = panic_text(payload.as_ref());
            ApiError::internal(format_args!("{method} {path} panicked: {said}")).into_response()
        }
        Err(e) => ApiError::internal(format_args!("{method} {path}: {e}")).into_response(),
    }
}

/// What a panic said, when it said it as text.
fn panic_text(payload: &(dyn Any + Send)) -> &str {
    payload
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("(no message)")
}
