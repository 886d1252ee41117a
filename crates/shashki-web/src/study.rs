//! Read-only endpoints for studying games: every position of a game, the engine's analysis of
//! one of them, and PDN import. None needs a seat.

use std::time::Duration;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, State};
use axum::Json;
use serde::Deserialize;
use serde_json::{json, Value};
use shashki::{dispatch, Color, Outcome, VariantGame, VariantPosition};
use shashki_egdb::Wdl;
use shashki_engine::{plies_to_end, Limits, Score, SearchResult, DB_WIN, MATE};
use shashki_text::Message;

use crate::api::{large_body, open, optional_body, AppState};
use crate::app::App;
use crate::engines::Job;
use crate::error::ApiError;
use crate::import::{import_pdn, ImportBody};
use crate::lines::{lines_json, MAX_LINES};
use crate::live::Live;
use crate::registry::lock;

/// `GET /api/games/{id}/positions`: the FEN after each ply, the start first.
pub async fn positions(
    State(app): AppState,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let game = open(&app, &id).await?;
    let live = lock(&game);
    let fens: Vec<String> = (0..=live.game().plies())
        .filter_map(|ply| live.game().position_at(ply))
        .map(|p| p.fen())
        .collect();
    Ok(Json(json!({ "fens": fens })))
}

#[derive(Deserialize, Default)]
struct AnalysisBody {
    ply: Option<i64>,
    millis: Option<i64>,
    lines: Option<i64>,
    /// Both seats' secrets, from the device where two people play each other: they both see
    /// the analysis there, so it is theirs during the game too.
    #[serde(default)]
    seats: Vec<String>,
}

/// True when `seats` holds the secrets of both sides of `live`.
pub(crate) fn holds_both(live: &Live, seats: &[String]) -> bool {
    let sides: Vec<_> = seats.iter().filter_map(|s| live.seat_of(s)).collect();
    sides.contains(&Color::White) && sides.contains(&Color::Black)
}

/// The shortest and longest analysis, and the default, in milliseconds.
const MILLIS: (i64, i64, i64) = (50, 5000, 1000);

/// The analysis time asked for, within [`MILLIS`].
pub(crate) fn analysis_millis(asked: Option<i64>) -> i64 {
    asked.unwrap_or(MILLIS.2).clamp(MILLIS.0, MILLIS.1)
}

/// The number of engine lines asked for, 1 to [`MAX_LINES`] (1 when not asked).
pub(crate) fn analysis_lines(asked: Option<i64>) -> usize {
    usize::try_from(asked.unwrap_or(1).clamp(1, MAX_LINES as i64)).unwrap_or(1)
}

/// `POST /api/games/{id}/analysis`: the engine's view of the position after `ply`, searched for
/// `millis` at full strength on the shared engines. Fair play (issue 33), as lidraughts: a game
/// between two people only once it is over (or asked with both seats: the two play at one
/// device), a game against the computer at any time; 403 `forbidden` otherwise, or the engine
/// would sit at a player's elbow.
pub async fn analysis(
    State(app): AppState,
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let game = open(&app, &id).await?;
    let req: AnalysisBody = optional_body(bytes)?;
    let millis = analysis_millis(req.millis);
    let mut at = {
        let live = lock(&game);
        if live.ongoing() && live.engine_color().is_none() && !holds_both(&live, &req.seats) {
            return Err(ApiError::forbidden("error-analysis-while-playing"));
        }
        live.game().clone()
    };
    let plies = at.plies();
    let ply = match req.ply {
        None => plies,
        Some(p) => usize::try_from(p)
            .ok()
            .filter(|&p| p <= plies)
            .ok_or_else(|| {
                ApiError::bad_request(
                    Message::new("error-ply")
                        .number("ply", p)
                        .number("plies", plies),
                )
            })?,
    };
    while at.plies() > ply {
        at.undo();
    }
    let mut reply = analyse(&app, at, millis, analysis_lines(req.lines)).await?;
    reply["ply"] = json!(ply);
    Ok(Json(reply))
}

/// The engine's view of where `at` stands, searched for `millis` at full strength on the
/// shared engines: `fen`, `score`, `forced`, `depth`, `best`, `pv` and `database` as
/// `POST /api/games/{id}/analysis` answers them.
///
/// # Errors
/// 503 `busy` when every analysis slot is taken.
pub(crate) async fn analyse(
    app: &App,
    at: VariantGame,
    millis: i64,
    lines: usize,
) -> Result<Value, ApiError> {
    let pos = at.position();
    let fen = pos.fen();
    if pos.legal_moves().is_empty() {
        let score = decided_score(&at);
        return Ok(json!({"fen": fen, "score": score, "depth": 0, "best": null,
            "pv": [], "forced": forced(score, pos.turn())}));
    }
    let _admitted = app.analyses.admit()?;
    let several = lines > 1 && pos.legal_moves().len() > 1;
    let found = search_for(app, at, millis.unsigned_abs(), lines).await?;
    let pv = pos.line_texts(&found.pv);
    let egdb = app.tablebase.tables(pos.variant());
    let mut reply = json!({
        "fen": fen,
        "score": found.score,
        "forced": forced_or_tables(found.score, egdb.as_deref(), &pos),
        "depth": found.depth,
        "best": pv.first(),
        "pv": pv,
        "database": database(egdb.as_deref(), &pos),
    });
    if several {
        reply["lines"] = lines_json(&found, &pos);
    }
    Ok(reply)
}

/// The score for the side to move of `game`, whose position the rules have decided (it has no
/// legal move): a win, a loss (as a search scores them at the root) or a draw.
pub(crate) fn decided_score(game: &VariantGame) -> Score {
    match game.outcome() {
        Outcome::Win { winner, .. } if winner == game.position().turn() => MATE,
        Outcome::Win { .. } => -MATE,
        _ => 0,
    }
}

/// A full-strength search of `game` for `millis` on the shared engines, behind the moves of
/// the games, for the best `lines` lines (MultiPV; 1: the best alone).
pub(crate) async fn search_for(
    app: &App,
    game: VariantGame,
    millis: u64,
    lines: usize,
) -> Result<SearchResult, ApiError> {
    let job = Job {
        game,
        level: None,
        limits: Limits {
            multi_pv: Some(lines),
            ..Limits::move_time(Duration::from_millis(millis))
        },
        urgent: false,
        seed: 0,
    };
    app.engines.search(job).await
}

/// The result a score of the side to move `turn` announces, so that the page says "White wins
/// in 5 moves" rather than a number: `{"winner": "white"|"black", "plies": n}` for a win found by
/// the search or a database with distances, `plies` null for a database win of unknown
/// distance; null for an evaluation.
pub(crate) fn forced(score: Score, turn: Color) -> Value {
    let winner = if score > 0 { turn } else { !turn };
    match plies_to_end(score) {
        Some(plies) => json!({"winner": winner.name(), "plies": plies}),
        // Database wins without distance score DB_WIN less the ply: far above any evaluation.
        None if score.abs() > DB_WIN - 1_000 => json!({"winner": winner.name(), "plies": null}),
        None => Value::Null,
    }
}

/// The result `score` announces, else one the search did not see and the endgame tables know:
/// the page then says "White wins in 10 moves" where the search's evaluation read "+7.70"
/// (issue 33 item 5).
fn forced_or_tables(
    score: Score,
    egdb: Option<&shashki_egdb::Egdb>,
    pos: &VariantPosition,
) -> Value {
    let found = forced(score, pos.turn());
    if !found.is_null() {
        return found;
    }
    match probe(egdb, pos) {
        Some(v) if v.wdl != Wdl::Draw => {
            let winner = if v.wdl == Wdl::Win {
                pos.turn()
            } else {
                !pos.turn()
            };
            json!({"winner": winner.name(), "plies": v.plies})
        }
        _ => Value::Null,
    }
}

/// The tables' value of `pos` for the side to move; None outside the tables or without them.
fn probe(egdb: Option<&shashki_egdb::Egdb>, pos: &VariantPosition) -> Option<shashki_egdb::Value> {
    let egdb = egdb?;
    let pieces = (pos.pieces(Color::White) | pos.pieces(Color::Black)).count_ones();
    if pieces > egdb.pieces() {
        return None;
    }
    dispatch!(VariantPosition(pos), p => egdb.value(p)).ok()
}

/// What the server's endgame tables (its data folder's, `Config::tables`) say about `pos`, for
/// the side to move: `{"wdl": "win"|"draw"|"loss", "moves": winner's moves or null}`; null
/// outside the tables or without them.
pub(crate) fn database(egdb: Option<&shashki_egdb::Egdb>, pos: &VariantPosition) -> Value {
    probe(egdb, pos).map_or(
        Value::Null,
        |v| json!({"wdl": v.wdl.key(), "moves": v.moves()}),
    )
}

/// `POST /api/pdn/import`: a game of a PDN text (`game`, the first by default), replayed, with
/// its tags and its variations (`tree`, `cut`: see [`crate::import::Imported`]).
pub async fn import(
    State(app): AppState,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let req: ImportBody = large_body(bytes, app.config.pdn_body_limit)?;
    let game = import_pdn(&req.pdn, req.game).map_err(ApiError::bad_request)?;
    Ok(Json(json!({
        "variant": game.variant.key(),
        "start_fen": game.start_fen,
        "moves": game.moves,
        "fen": game.fen,
        "warnings": game.warnings,
        "tags": game.tags,
        "tree": game.tree,
        "cut": game.cut,
        "comments": game.comments,
        "comments_after": game.comments_after,
    })))
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::Variant;

    /// Russian tables of up to 2 pieces, built in a folder of the system's temporary one (the
    /// caller removes it).
    fn tables() -> (shashki_egdb::Egdb, std::path::PathBuf) {
        let dir = std::env::temp_dir().join(format!("shashki-study-egdb-{}", std::process::id()));
        let options = shashki_egdb::Options::new(Variant::Russian, 2);
        shashki_egdb::build(Variant::Russian, &dir, &options, &|_| {}).expect("the tables build");
        let egdb = shashki_egdb::Egdb::open(Variant::Russian, &dir);
        assert!(egdb.pieces() >= 2);
        (egdb, dir)
    }

    #[test]
    fn an_evaluation_gives_way_to_the_tables_win_and_a_found_win_stays_the_searchs() {
        let (egdb, dir) = tables();
        let won: VariantPosition =
            VariantPosition::from_fen(Variant::Russian, "W:Wc3:Bd4").unwrap();
        assert_eq!(
            forced_or_tables(770, Some(&egdb), &won),
            json!({"winner": "white", "plies": 1})
        );
        // Black to move and lost to a king: the winner is White, at the tables' distance.
        let lost = VariantPosition::from_fen(Variant::Russian, "B:WKc3:Bh8").unwrap();
        let value = probe(Some(&egdb), &lost).expect("in the tables");
        assert_eq!(value.wdl, Wdl::Loss);
        assert_eq!(
            forced_or_tables(-120, Some(&egdb), &lost),
            json!({"winner": "white", "plies": value.plies})
        );
        // A draw of the tables, or no tables: the evaluation stands.
        let drawn = VariantPosition::from_fen(Variant::Russian, "W:WKc1:BKh8").unwrap();
        assert_eq!(forced_or_tables(30, Some(&egdb), &drawn), Value::Null);
        assert_eq!(forced_or_tables(770, None, &won), Value::Null);
        // A win the search proved is its own.
        assert_eq!(
            forced_or_tables(MATE - 3, Some(&egdb), &won),
            forced(MATE - 3, Color::White)
        );
        std::fs::remove_dir_all(dir).expect("the folder removed");
    }
}
