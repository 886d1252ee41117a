//! The endgame tables as a service (issue 33), as lichess's tablebase API serves chess:
//! `GET /api/tablebase?variant=russian&fen=...` answers a position's value for the side to move
//! (win, draw or loss), its distance, and every legal move's value and distance, best first, for
//! bots and GUIs (the authors of lidraughts-bot list "no online endgame database" among what
//! draughts bots lack). The tables are those of the server's data folder
//! ([`Config::tables`](crate::config::Config), one folder a variant as `shashki egdb build`
//! makes them); none are built on request. Probes are bounded like every engine request.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::Json;
use serde::Deserialize;
use serde_json::{json, Value};
use shashki::{dispatch, Color, Variant, VariantPosition};
use shashki_egdb::{Egdb, Probe, Wdl};
use shashki_text::Message;

use crate::api::games::{read_fen, read_variant};
use crate::api::AppState;
use crate::bounded::Bounded;
use crate::error::ApiError;

/// How long a variant found without tables is not looked for again.
const LOOK_AGAIN: Duration = Duration::from_secs(60);

/// A variant looked for: its tables (none when not built there), and when.
type Looked = (Variant, Option<Arc<Egdb>>, Instant);

/// The tables of the server's data folder, opened as asked for, and the bound on the probes.
pub struct Tablebase {
    /// The folder of one folder of tables a variant; none: no tables at all.
    dir: Option<PathBuf>,
    /// The variants looked for.
    opened: Mutex<Vec<Looked>>,
    /// The probes running or waiting.
    work: Bounded,
}

impl Tablebase {
    /// The tables under `dir`, `running` probes at once and `waiting` more.
    pub fn new(dir: Option<PathBuf>, running: usize, waiting: usize) -> Tablebase {
        Tablebase {
            dir,
            opened: Mutex::new(Vec::new()),
            work: Bounded::new(running, waiting),
        }
    }

    /// The tables of `variant`, if the folder holds any (looked for again after
    /// [`LOOK_AGAIN`] when it did not).
    pub(crate) fn tables(&self, variant: Variant) -> Option<Arc<Egdb>> {
        let dir = self.dir.as_deref()?;
        if !shashki_egdb::supported(variant) {
            return None;
        }
        let mut opened = self.opened.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some((_, tables, at)) = opened.iter().find(|(v, _, _)| *v == variant) {
            if tables.is_some() || at.elapsed() < LOOK_AGAIN {
                return tables.clone();
            }
        }
        let tables = open(dir, variant);
        opened.retain(|(v, _, _)| *v != variant);
        opened.push((variant, tables.clone(), Instant::now()));
        tables
    }

    /// What the tables say about `pos` and each of its moves (the JSON of the route).
    ///
    /// # Errors
    /// 404 `no-tables` for a variant without tables here, 404 `not-in-tables` for a position of
    /// more pieces than they hold, 503 `busy` when every place is taken, 500 when a table
    /// cannot be read.
    pub async fn answer(self: &Arc<Self>, pos: VariantPosition) -> Result<Value, ApiError> {
        let variant = pos.variant();
        let this = Arc::clone(self);
        self.work
            .run(move || {
                let Some(egdb) = this.tables(variant) else {
                    return Err(ApiError::new(
                        StatusCode::NOT_FOUND,
                        "no-tables",
                        Message::new("error-no-tables")
                            .message("variant", shashki_text::errors::variant(variant)),
                    ));
                };
                let pieces = (pos.pieces(Color::White) | pos.pieces(Color::Black)).count_ones();
                if pieces > egdb.pieces() {
                    return Err(ApiError::new(
                        StatusCode::NOT_FOUND,
                        "not-in-tables",
                        Message::new("error-not-in-tables")
                            .number("pieces", pieces)
                            .number("most", egdb.pieces()),
                    ));
                }
                describe(&egdb, &pos, pieces)
            })
            .await?
    }
}

impl Tablebase {
    /// True when the tables hold `pos` and call it drawn, by the pure value or under the draw
    /// counters: a dead-drawn ending, whatever either side does. False when they do not hold it,
    /// cannot be read or every place is taken (the caller then goes by the engine alone).
    pub async fn draws(self: &Arc<Self>, pos: VariantPosition) -> bool {
        let this = Arc::clone(self);
        let probed = self.work.run(move || {
            let egdb = this.tables(pos.variant())?;
            let pieces = (pos.pieces(Color::White) | pos.pieces(Color::Black)).count_ones();
            if pieces > egdb.pieces() {
                return None;
            }
            dispatch!(VariantPosition(&pos), inner => egdb.probe(inner)).ok()
        });
        matches!(
            probed.await,
            Ok(Some(p)) if p.value.wdl == Wdl::Draw || p.rules == Some(Wdl::Draw)
        )
    }
}

/// The tables of `variant` in `dir`'s folder of that name, if any are built there.
fn open(dir: &Path, variant: Variant) -> Option<Arc<Egdb>> {
    let folder = dir.join(variant.key());
    if !folder.is_dir() {
        return None;
    }
    let egdb = Egdb::open(variant, &folder);
    (egdb.pieces() > 0).then(|| Arc::new(egdb))
}

/// `pos`, of `pieces` pieces, as the tables see it: its value and each move's, best first.
fn describe(egdb: &Egdb, pos: &VariantPosition, pieces: u32) -> Result<Value, ApiError> {
    let probe = |p: &VariantPosition| {
        dispatch!(VariantPosition(p), inner => egdb.probe(inner))
            .map_err(|e| ApiError::internal(format_args!("endgame tables: {e}")))
    };
    let here = probe(pos)?;
    let mut moves = Vec::new();
    for mv in pos.legal_moves() {
        let after = pos.play(&mv);
        let seen = probe(&after)?;
        // The value of the move for the side that plays it: the position after it, seen from
        // the other side, one ply later.
        let mine = Probe {
            value: seen.value.before(),
            rules: seen.rules.map(Wdl::flip),
        };
        moves.push((mine, pos.move_text(&mv), after.fen()));
    }
    moves.sort_by(|a, b| {
        if a.0.value.better_than(b.0.value) {
            std::cmp::Ordering::Less
        } else if b.0.value.better_than(a.0.value) {
            std::cmp::Ordering::Greater
        } else {
            std::cmp::Ordering::Equal
        }
    });
    let mut answer = value(here);
    answer["variant"] = json!(pos.variant().key());
    answer["fen"] = json!(pos.fen());
    answer["turn"] = json!(pos.turn().name());
    answer["pieces"] = json!(pieces);
    answer["tables"] = json!(egdb.pieces());
    answer["moves"] = moves
        .into_iter()
        .map(|(p, text, fen)| {
            let mut one = value(p);
            one["move"] = json!(text);
            one["fen"] = json!(fen);
            one
        })
        .collect();
    Ok(answer)
}

/// A probe's JSON: `wdl`, `plies` (to the end, the winner hurrying), `distance` (the winner's
/// moves to the end) and `rules_wdl` (under the draw counters, from 0 here; null when the
/// tables cannot tell).
fn value(p: Probe) -> Value {
    json!({
        "wdl": p.value.wdl.key(),
        "plies": p.value.plies,
        "distance": p.value.moves(),
        "rules_wdl": p.rules.map(Wdl::key),
    })
}

/// The query of `GET /api/tablebase`.
#[derive(Deserialize)]
pub struct Asked {
    /// The variant's key (russian when left out).
    variant: Option<String>,
    /// The position: a FEN or the book's position text.
    fen: Option<String>,
}

/// `GET /api/tablebase?variant=KEY&fen=FEN`: see the module and the crate's README.
///
/// # Errors
/// 400 for an unknown variant, no position or one that does not read; as
/// [`Tablebase::answer`] otherwise.
pub async fn tablebase(
    State(app): AppState,
    asked: Result<Query<Asked>, QueryRejection>,
) -> Result<Json<Value>, ApiError> {
    let Query(asked) = asked.map_err(|e| {
        ApiError::bad_request(Message::new("error-bad-request").text("detail", e.body_text()))
    })?;
    let variant = read_variant(asked.variant.as_deref().unwrap_or("russian"))?;
    let pos = read_fen(variant, asked.fen.as_deref())?
        .ok_or_else(|| ApiError::bad_request(Message::new("error-tablebase-no-fen")))?;
    app.tablebase.answer(pos).await.map(Json)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_probe_beyond_the_bound_is_refused_busy() {
        let tablebase = Arc::new(Tablebase::new(None, 1, 0));
        let held = tablebase.work.admit().expect("the one place");
        let pos = VariantPosition::start(Variant::Russian);
        let refused = tablebase.answer(pos).await.unwrap_err();
        assert_eq!(
            (refused.status, refused.code),
            (StatusCode::SERVICE_UNAVAILABLE, "busy")
        );
        drop(held);
        let answered = tablebase.answer(pos).await.unwrap_err();
        assert_eq!(
            answered.code, "no-tables",
            "a place again, and no tables here"
        );
    }
}
