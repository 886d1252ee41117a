//! A game as PDN, and the boards of the variants for the page.

use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use serde_json::{json, Value};
use shashki::{Color, Variant, VariantPosition};
use shashki_text::Lang;

use super::language::language;
use super::{open, AppState};
use crate::change::check_time;
use crate::error::ApiError;
use crate::follow::current;
use crate::live::DAY_SECONDS;
use crate::registry::lock;
use crate::review;

/// The query of `GET /api/games/{id}/pdn`.
#[derive(Deserialize)]
pub struct PdnQuery {
    /// The language of the analysis's comments (ru, uk, en), else `Accept-Language`'s: a
    /// link's download is asked in the browser's language, not the page's.
    lang: Option<String>,
}

/// `GET /api/games/{id}/pdn[?lang=ru]`: the game's record, with its analysis when one is
/// stored (marks and comments, [`review::annotate`]).
pub async fn pdn(
    State(app): AppState,
    Path(id): Path<String>,
    Query(query): Query<PdnQuery>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let game = open(&app, &id).await?;
    current(&app, &game).await?;
    check_time(&app, &game).await?;
    let analysis = review::stored(&app, &id).await?;
    let lang = query
        .lang
        .and_then(|l| l.parse::<Lang>().ok())
        .unwrap_or_else(|| language(&headers));
    let live = lock(&game);
    let row = &live.row;
    let side = |c: Color| {
        let name = match c {
            Color::White => &row.white_name,
            Color::Black => &row.black_name,
        };
        if live.engine_color() == Some(c) {
            format!("shashki, level {}", row.level)
        } else {
            // PDN's mark for a name not known.
            name.clone().unwrap_or_else(|| "?".to_string())
        }
    };
    // The forms of the PGN standard (1994), section 9.6.1, whose tags PDN 3.0 keeps:
    // `initial+increment` in seconds, `-` for no clock, and a period `moves/seconds`, here
    // correspondence's one move in its days.
    let time_control = match (row.clock_days, row.clock_initial) {
        (Some(days), _) => format!("1/{}", days * DAY_SECONDS),
        (None, Some(initial)) => format!("{initial}+{}", row.clock_increment.unwrap_or(0)),
        (None, None) => "-".to_string(),
    };
    let imported: Option<Vec<(String, String)>> = row
        .record_tags
        .as_deref()
        .and_then(|t| serde_json::from_str(t).ok());
    let mut tags = match imported {
        // A record imported: its own tags (found cold: its Event, Date and Opening were lost),
        // those of the start and the result written anew from the game.
        Some(tags) => tags
            .into_iter()
            .filter(|(n, _)| !WRITTEN.iter().any(|w| n.eq_ignore_ascii_case(w)))
            .collect(),
        None => vec![
            ("Event".to_string(), "shashki web game".to_string()),
            ("Site".to_string(), format!("game {id}")),
            ("Date".to_string(), pdn_date(row.created_ms)),
            ("White".to_string(), side(Color::White)),
            ("Black".to_string(), side(Color::Black)),
            ("TimeControl".to_string(), time_control),
        ],
    };
    // An aborted game has no result (`*`); the PGN standard's tag says why (section 9.8.1).
    if live.record.aborted.is_some() {
        tags.push(("Termination".to_string(), "abandoned".to_string()));
    }
    let mut record = shashki_pdn::record(&tags, live.game());
    if let Some(analysis) = &analysis {
        review::annotate(&mut record, analysis, lang);
    }
    let mut text = Vec::new();
    // Writing to a Vec cannot fail.
    let _ = shashki_pdn::write_game(&mut text, &record);
    let text = String::from_utf8_lossy(&text).into_owned();
    Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response())
}

/// The tags the writer puts from the game itself, left out of an imported record's own.
const WRITTEN: [&str; 5] = ["Result", "GameType", "Variant", "SetUp", "FEN"];

/// The day of a Unix time in milliseconds as PDN writes dates (`2026.12.01`, UTC).
fn pdn_date(ms: i64) -> String {
    match time::OffsetDateTime::from_unix_timestamp(ms.div_euclid(1000)) {
        Ok(t) => format!("{:04}.{:02}.{:02}", t.year(), u8::from(t.month()), t.day()),
        Err(_) => "????.??.??".to_string(),
    }
}

/// `GET /api/variants`: each variant's board for the page.
pub async fn variants() -> Json<Value> {
    Json(Value::Array(
        Variant::ALL.iter().map(|&v| board(v)).collect(),
    ))
}

/// The board of a variant for the page: its size, notation, start position and every playable
/// square (the start comes from the rules, since the 64-square games start on other rows).
fn board(variant: Variant) -> Value {
    let squares: Vec<Value> = (1..=variant.squares())
        .filter_map(|n| {
            let bit = variant.square_bit(n)?;
            let (file, rank) = variant.coordinates(bit);
            let name = variant.square_name(bit);
            Some(json!({"number": n, "name": name, "file": file, "rank": rank}))
        })
        .collect();
    json!({
        "key": variant.key(),
        "size": variant.rows(),
        "first": variant.first().name(),
        "separator": variant.capture_separator().to_string(),
        "start": VariantPosition::start(variant).fen(),
        "squares": squares,
    })
}
