//! The board page, embedded in the binary: plain ES modules, CSS and SVG, no build step.

use axum::extract::Path;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use shashki_text::Lang;

/// Each file of `assets/` with its content type.
const FILES: &[(&str, &str, &str)] = &[
    (
        "analysis.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/analysis.js"),
    ),
    (
        "api.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/api.js"),
    ),
    (
        "app.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/app.js"),
    ),
    (
        "board-input.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/board-input.js"),
    ),
    (
        "board.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/board.js"),
    ),
    (
        "coach.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/coach.js"),
    ),
    (
        "diagonals.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/diagonals.js"),
    ),
    (
        "editor.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/editor.js"),
    ),
    (
        "favicon.svg",
        "image/svg+xml",
        include_str!("../assets/favicon.svg"),
    ),
    (
        "fen.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/fen.js"),
    ),
    (
        "fluent.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/fluent.js"),
    ),
    (
        "i18n.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/i18n.js"),
    ),
    (
        "index.html",
        "text/html; charset=utf-8",
        include_str!("../assets/index.html"),
    ),
    (
        "look.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/look.js"),
    ),
    (
        "modal.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/modal.js"),
    ),
    (
        "learn.css",
        "text/css; charset=utf-8",
        include_str!("../assets/learn.css"),
    ),
    (
        "learn.html",
        "text/html; charset=utf-8",
        include_str!("../assets/learn.html"),
    ),
    (
        "learn.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/learn.js"),
    ),
    (
        "learn-step.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/learn-step.js"),
    ),
    (
        "live.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/live.js"),
    ),
    (
        "lobby.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/lobby.js"),
    ),
    (
        "mygames.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/mygames.js"),
    ),
    (
        "newgame.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/newgame.js"),
    ),
    (
        "notation.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/notation.js"),
    ),
    (
        "panels.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/panels.js"),
    ),
    (
        "picker.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/picker.js"),
    ),
    (
        "prefs.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/prefs.js"),
    ),
    (
        "premove.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/premove.js"),
    ),
    (
        "puzzles.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/puzzles.js"),
    ),
    (
        "record.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/record.js"),
    ),
    (
        "replay.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/replay.js"),
    ),
    (
        "review.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/review.js"),
    ),
    (
        "rules-en.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/rules-en.js"),
    ),
    (
        "rules-ru.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/rules-ru.js"),
    ),
    (
        "rules-uk.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/rules-uk.js"),
    ),
    (
        "rules.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/rules.js"),
    ),
    (
        "study.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/study.js"),
    ),
    (
        "sound.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/sound.js"),
    ),
    (
        "star-app.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/star-app.js"),
    ),
    (
        "star-board.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/star-board.js"),
    ),
    (
        "star-i18n.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/star-i18n.js"),
    ),
    (
        "star-rules-en.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/star-rules-en.js"),
    ),
    (
        "star-rules-ru.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/star-rules-ru.js"),
    ),
    (
        "star-rules-uk.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/star-rules-uk.js"),
    ),
    (
        "star-newgame.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/star-newgame.js"),
    ),
    (
        "star.css",
        "text/css; charset=utf-8",
        include_str!("../assets/star.css"),
    ),
    (
        "star.html",
        "text/html; charset=utf-8",
        include_str!("../assets/star.html"),
    ),
    (
        "state.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/state.js"),
    ),
    (
        "tree.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/tree.js"),
    ),
    (
        "style.css",
        "text/css; charset=utf-8",
        include_str!("../assets/style.css"),
    ),
];

/// The shared catalogue of `text-<lang>.ftl` (crate `shashki-text`), the page's words.
fn catalogue(name: &str) -> Option<&'static str> {
    let code = name.strip_prefix("text-")?.strip_suffix(".ftl")?;
    let lang = Lang::ALL.into_iter().find(|l| l.code() == code)?;
    Some(shashki_text::source(lang))
}

fn serve_file(name: &str) -> Response {
    if let Some(text) = catalogue(name) {
        let kind = "text/plain; charset=utf-8";
        return (
            [
                (header::CONTENT_TYPE, kind),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            text,
        )
            .into_response();
    }
    match FILES.iter().find(|(n, ..)| *n == name) {
        Some((_, kind, text)) => (
            [
                (header::CONTENT_TYPE, *kind),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            *text,
        )
            .into_response(),
        None => (StatusCode::NOT_FOUND, "not found").into_response(),
    }
}

/// `GET /`.
pub async fn index() -> Response {
    serve_file("index.html")
}

/// `GET /star`: the Chinese checkers page.
pub async fn star() -> Response {
    serve_file("star.html")
}

/// `GET /learn`: the children's course (issue 34).
pub async fn learn() -> Response {
    serve_file("learn.html")
}

/// `GET /assets/{file}`.
pub async fn asset(Path(name): Path<String>) -> Response {
    serve_file(&name)
}
