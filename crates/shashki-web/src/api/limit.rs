//! The per-address rate limit and websockets, and one log line a request; errors that axum answers itself
//! get the error body of INTERFACES.md §8.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::extract::{ConnectInfo, Request, State};
use axum::http::header;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use shashki_text::Message;

use super::client::client;
use super::AppState;
use crate::error::ApiError;
use crate::limiter::Socket;

/// A websocket's place among its address's (see [`crate::limiter`]): the watch holds it
/// until the socket closes.
#[derive(Clone)]
pub struct SocketPass {
    _held: Arc<Socket>,
}

/// The per-address rate limit and websockets, and one log line a request.
pub async fn limit(State(app): AppState, mut request: Request, next: Next) -> Response {
    // Only the API counts: the page and its assets are served from memory, and a page load
    // (some 40 files) must not use up the share of a club behind one address.
    let counted = request.uri().path().starts_with("/api/");
    let ip = counted
        .then(|| request.extensions().get::<ConnectInfo<SocketAddr>>())
        .flatten()
        .map(|c| client(c.0.ip(), request.headers(), &app.config.trusted_proxies));
    if let Some(ip) = ip {
        if !app.limiter.admit(ip) {
            tracing::debug!(%ip, "rate limited");
            return ApiError::rate_limited().into_response();
        }
        if request.headers().contains_key(header::UPGRADE) {
            let Some(socket) = app.limiter.socket(ip) else {
                tracing::debug!(%ip, "too many websockets");
                return ApiError::too_many_sockets().into_response();
            };
            request.extensions_mut().insert(SocketPass {
                _held: Arc::new(socket),
            });
        }
    }
    let method = request.method().clone();
    let path = request.uri().path().to_string();
    let started = std::time::Instant::now();
    let mut response = next.run(request).await;
    if path.starts_with("/api/") && !is_json(&response) && response.status().as_u16() >= 400 {
        response = as_api_error(response).await;
    }
    tracing::debug!(
        %method,
        %path,
        status = response.status().as_u16(),
        micros = started.elapsed().as_micros() as u64,
        "request"
    );
    response
}

fn is_json(response: &Response) -> bool {
    response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"))
}

/// An error answered by axum itself (an extractor's rejection: a bad path, a missing
/// websocket upgrade, ...) in the error body of INTERFACES.md §8.
async fn as_api_error(response: Response) -> Response {
    let status = response.status();
    let text = axum::body::to_bytes(response.into_body(), 4096)
        .await
        .map(|b| String::from_utf8_lossy(&b).into_owned())
        .unwrap_or_default();
    let code = match status.as_u16() {
        404 => "not-found",
        405 => "method-not-allowed",
        413 => "too-large",
        422 => "malformed-json",
        429 => "rate-limited",
        400..=499 => "bad-request",
        _ => "internal",
    };
    let detail = if text.trim().is_empty() {
        status.canonical_reason().unwrap_or("error").to_lowercase()
    } else {
        text
    };
    let message = match code {
        "not-found" => Message::new("error-no-page"),
        "malformed-json" | "bad-request" => {
            Message::new(format!("error-{code}")).text("detail", detail)
        }
        other => Message::new(format!("error-{other}")),
    };
    ApiError::new(status, code, message).into_response()
}
