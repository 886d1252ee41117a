//! The language of the answer: an error's message is said in the language the request's
//! `Accept-Language` names (ru, uk, en; English by default).

use axum::extract::Request;
use axum::http::{header, HeaderMap};
use axum::middleware::Next;
use axum::response::Response;
use shashki_text::Lang;

use crate::error::ApiError;

/// Answers an error in the request's language.
pub async fn localize(request: Request, next: Next) -> Response {
    let lang = language(request.headers());
    let response = next.run(request).await;
    match response.extensions().get::<ApiError>() {
        Some(error) if lang != Lang::En => error.respond(lang),
        _ => response,
    }
}

/// The language a request's `Accept-Language` names; English without one.
pub fn language(headers: &HeaderMap) -> Lang {
    headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .map_or(Lang::En, Lang::from_accept_language)
}
