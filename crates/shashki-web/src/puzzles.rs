//! Puzzles on the web board (issue 17): the committed puzzle set (`data/puzzles.tsv`, made by
//! `shashki puzzles build`, see the top README), served one after another, and the check of a
//! player's moves: the stored line's moves and the stored other first moves count at once;
//! any other move counts when a search after it still gives the solver the puzzle's win, and
//! then the engine's best defence is the reply. Each puzzle has a rating, read off how often
//! it is solved at first try (`puzzles/rating.rs`), and the player's next puzzle is the one
//! rated nearest the player (`POST /api/puzzles/pick`). The API: the crate's README.

mod games;
mod rating;

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, Query, State};
use axum::Json;
use serde::Deserialize;
use serde_json::{json, Value};
use shashki::{Move, Variant, VariantGame, VariantPosition};
use shashki_engine::{Engine, Limits};
use shashki_study::puzzle::{judge, Puzzle};
use shashki_text::Message;

use crate::api::{body, AppState};
use crate::app::App;
use crate::error::ApiError;
use crate::store::Tries;

/// The committed puzzle set.
const DATA: &str = include_str!("../data/puzzles.tsv");

/// The depth of the search that judges a move off the stored line: one ply less than the
/// build's confirming depth, as the build judged the other first moves.
const DEPTH: u32 = 9;

/// The puzzles of [`DATA`], read once; a line that does not read is left out (the crate's
/// tests read every one).
pub fn all() -> &'static [Puzzle] {
    static ALL: OnceLock<Vec<Puzzle>> = OnceLock::new();
    ALL.get_or_init(|| {
        DATA.lines()
            .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
            .filter_map(|line| Puzzle::parse(line).ok())
            .collect()
    })
}

/// The engine that judges moves off the stored line, one check at a time.
pub type PuzzleEngine = Arc<Mutex<Engine>>;

/// The engine for [`PuzzleEngine`]: one thread, a small table.
pub fn engine() -> PuzzleEngine {
    Arc::new(Mutex::new(Engine::with_hash(16)))
}

/// The query of `GET /api/puzzles/next`.
#[derive(Deserialize)]
pub struct Next {
    /// Only puzzles of this variant.
    variant: Option<String>,
    /// The puzzle after this number (from the start when absent).
    after: Option<usize>,
}

/// `GET /api/puzzles/next?variant=&after=N`: the next puzzle of the variant after number N,
/// from the first again after the last.
///
/// # Errors
/// 400 for an unknown variant; 404 when the variant has no puzzles.
pub async fn next(State(app): AppState, Query(q): Query<Next>) -> Result<Json<Value>, ApiError> {
    let variant: Option<Variant> = match q.variant.as_deref().filter(|v| !v.is_empty()) {
        Some(v) => Some(parse_variant(v)?),
        None => None,
    };
    let fits = |p: &Puzzle| variant.is_none_or(|v| p.position.variant() == v);
    let puzzles = all();
    let start = q.after.map_or(0, |n| n + 1);
    let n = (start..puzzles.len())
        .chain(0..start.min(puzzles.len()))
        .find(|&n| fits(&puzzles[n]))
        .ok_or_else(ApiError::not_found)?;
    let tries = tries_of(&app, puzzles[n].position.variant(), "").await?;
    Ok(Json(describe(n, &puzzles[n], &tries)))
}

/// `variant` as a variant.
///
/// # Errors
/// 400 for an unknown one.
fn parse_variant(variant: &str) -> Result<Variant, ApiError> {
    variant.parse().map_err(|e: shashki::UnknownVariant| {
        ApiError::bad_request(Message::new("error-bad-request").text("detail", e.to_string()))
    })
}

/// The first tries at `variant`'s puzzles, by source, but the try `except`.
async fn tries_of(
    app: &Arc<App>,
    variant: Variant,
    except: &str,
) -> Result<HashMap<String, Tries>, ApiError> {
    let except = except.to_string();
    app.reading("reading the puzzles' tries", move |app| {
        Ok(app.store.puzzle_tries(variant.key(), &except)?)
    })
    .await
}

/// Puzzle `p`'s rating, given the first tries at its variant's puzzles.
fn rating_of(p: &Puzzle, tries: &HashMap<String, Tries>) -> f64 {
    let known = tries.get(&p.source).copied().unwrap_or_default();
    rating::rating(rating::estimate(p), known)
}

/// The body of `POST /api/puzzles/pick`.
#[derive(Deserialize)]
struct Pick {
    /// The variant's puzzles.
    variant: String,
    /// The player's rating in it (the page keeps it); the start's when absent.
    rating: Option<f64>,
    /// The puzzles the player solved: served again only when no other is left.
    #[serde(default)]
    solved: Vec<usize>,
    /// The puzzles served last, the current one among them: served again only when nothing
    /// else is left at all.
    #[serde(default)]
    recent: Vec<usize>,
}

/// `POST /api/puzzles/pick`: the puzzle of `variant` rated nearest the player's `rating`,
/// neither solved nor served of late, nor from a game served of late while there is one (as
/// the puzzle of `GET /api/puzzles/{n}`).
///
/// # Errors
/// 400 for an unknown variant; 404 when it has no puzzles; 422 for a body that is not the
/// JSON expected.
pub async fn pick(
    State(app): AppState,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let req: Pick = body(bytes)?;
    let variant = parse_variant(&req.variant)?;
    let player = player_rating(req.rating);
    let tries = tries_of(&app, variant, "").await?;
    let of_variant: Vec<(usize, &Puzzle)> = all()
        .iter()
        .enumerate()
        .filter(|(_, p)| p.position.variant() == variant)
        .collect();
    let fresh = |n: &usize| !req.solved.contains(n) && !req.recent.contains(n);
    // Not from a game served of late either (found cold: two shots of one game two moves
    // apart came one after the other), nor with the solution of one served of late (found
    // cold: two games' same flank, b8-a7 … a7:c5 twice in a row).
    let recent: Vec<(&str, Vec<String>)> = req
        .recent
        .iter()
        .filter_map(|&n| all().get(n))
        .map(|q| (game_of(&q.source), q.line_texts()))
        .collect();
    let new_game = |n: &usize| {
        let p = &all()[*n];
        fresh(n)
            && !recent.iter().any(|(game, _)| *game == game_of(&p.source))
            && (recent.is_empty() || {
                let line = p.line_texts();
                !recent.iter().any(|(_, solution)| *solution == line)
            })
    };
    let not_recent = |n: &usize| !req.recent.contains(n);
    // Each puzzle's distance from the player, worked out once; a puzzle of the engine's games
    // counts as farther, so that masters' games come first (found cold, issue 33).
    let gaps: Vec<(usize, &Puzzle, f64)> = of_variant
        .iter()
        .map(|&(n, p)| {
            let gap = (rating_of(p, &tries) - player).abs();
            let engines = if games::of_engine(&p.source) {
                ENGINE_GAME_GAP
            } else {
                0.0
            };
            (n, p, gap + engines)
        })
        .collect();
    let nearest = |keep: &dyn Fn(&usize) -> bool| {
        gaps.iter()
            .filter(|(n, _, _)| keep(n))
            .min_by(|a, b| a.2.total_cmp(&b.2))
            .map(|&(n, p, _)| (n, p))
    };
    let (n, p) = nearest(&new_game)
        .or_else(|| nearest(&fresh))
        .or_else(|| nearest(&not_recent))
        .or_else(|| nearest(&|_| true))
        .ok_or_else(ApiError::not_found)?;
    Ok(Json(describe(n, p, &tries)))
}

/// How much farther from the player, in rating points, a puzzle of the engine's own games is
/// taken to be than one of a game people played.
const ENGINE_GAME_GAP: f64 = 150.0;

/// The game a puzzle's source names: `file#game` of `file#game@ply`.
fn game_of(source: &str) -> &str {
    source.rsplit_once('@').map_or(source, |(game, _)| game)
}

/// The player's rating as sent, within [`rating::BOUNDS`]; the start's when absent or not a
/// number.
fn player_rating(sent: Option<f64>) -> f64 {
    sent.filter(|r| r.is_finite()).map_or(rating::START, |r| {
        r.clamp(rating::BOUNDS.0, rating::BOUNDS.1)
    })
}

/// `GET /api/puzzles/variants`: the variants that have puzzles, in the order of the variant
/// table (Russian first), each with its number of puzzles, for the page's choice.
pub async fn variants() -> Json<Value> {
    let list: Vec<Value> = Variant::ALL
        .into_iter()
        .filter_map(|variant| {
            let count = all()
                .iter()
                .filter(|p| p.position.variant() == variant)
                .count();
            (count > 0).then(|| json!({ "variant": variant.key(), "count": count }))
        })
        .collect();
    Json(Value::Array(list))
}

/// `GET /api/puzzles/{n}`: puzzle number n.
///
/// # Errors
/// 404 for a number past the last.
pub async fn get_puzzle(
    State(app): AppState,
    Path(n): Path<usize>,
) -> Result<Json<Value>, ApiError> {
    let puzzle = all().get(n).ok_or_else(ApiError::not_found)?;
    let tries = tries_of(&app, puzzle.position.variant(), "").await?;
    Ok(Json(describe(n, puzzle, &tries)))
}

/// `GET /api/puzzles/{n}/game`: the whole game puzzle n comes from, `{pdn, ply}` (the PDN of
/// the game, and the plies played before the puzzle's position), to open on the analysis board.
///
/// # Errors
/// 404 for a number past the last, or a puzzle whose source names no game.
pub async fn game(Path(n): Path<usize>) -> Result<Json<Value>, ApiError> {
    let puzzle = all().get(n).ok_or_else(ApiError::not_found)?;
    let (pdn, ply) = games::record(&puzzle.source).ok_or_else(ApiError::not_found)?;
    Ok(Json(json!({ "pdn": pdn, "ply": ply })))
}

/// A puzzle as the page shows it, with its place among its variant's puzzles (`index` of
/// `count`, from 1), its rating and first tries (`tries`, of them `solved`); the solution
/// only comes with the end.
fn describe(n: usize, p: &Puzzle, tries: &HashMap<String, Tries>) -> Value {
    let known = tries.get(&p.source).copied().unwrap_or_default();
    let variant = p.position.variant();
    let same = |q: &&Puzzle| q.position.variant() == variant;
    let index = all()[..n].iter().filter(same).count() + 1;
    let count = all().iter().filter(same).count();
    json!({
        "n": n,
        "variant": p.position.variant().key(),
        "fen": p.position.fen(),
        "turn": p.position.turn().to_string(),
        "idea": p.idea_name(),
        "grade": p.grade,
        "source": p.source,
        "game": games::about(&p.source),
        "index": index,
        "count": count,
        "rating": rating_of(p, tries).round(),
        "tries": known.tries,
        "solved": known.solved,
        "legal": p.position.legal_json(),
    })
}

/// The body of `POST /api/puzzles/{n}/move`.
#[derive(Deserialize)]
struct Moves {
    /// Every move played from the puzzle's position, the player's new move last.
    moves: Vec<String>,
    /// Sent while the player tries the puzzle for the first time: its first wrong move or its
    /// solution counts for the puzzle's rating and the player's.
    first: Option<FirstTry>,
}

/// A first try at a puzzle.
#[derive(Deserialize)]
struct FirstTry {
    /// The id the page made for this try (the same when the request is sent again).
    #[serde(rename = "try")]
    id: String,
    /// The player's rating before it.
    rating: Option<f64>,
}

/// The longest try id taken.
const TRY_ID_MAX: usize = 64;

/// `POST /api/puzzles/{n}/move`: checks the player's last move of `moves`. The answer's
/// `verdict` is `right` (with the opponent's `reply`), `solved` (with the stored `solution`)
/// or `wrong` (with the `refutation`, the opponent's best line after the move, and the
/// `solution`).
///
/// # Errors
/// 404 for an unknown puzzle; 400 when a move is not legal or the last move is not the
/// solver's; 422 for a body that is not the JSON expected.
pub async fn play(
    State(app): AppState,
    Path(n): Path<usize>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let req: Moves = body(bytes)?;
    let puzzle = all().get(n).ok_or_else(ApiError::not_found)?;
    if let Some(first) = &req.first {
        if first.id.is_empty() || first.id.len() > TRY_ID_MAX {
            return Err(ApiError::bad_request(
                Message::new("error-bad-request").text("detail", "the try's id is 1 to 64 bytes"),
            ));
        }
    }
    let (game, moves) = replay(puzzle, &req.moves)?;
    let engine = Arc::clone(&app.puzzle_engine);
    let mut answer = app
        .puzzle_work
        .run(move || check(&engine, puzzle, game, &moves))
        .await??;
    let solved = match answer["verdict"].as_str() {
        Some("solved") => Some(true),
        Some("wrong") => Some(false),
        _ => None,
    };
    if let (Some(first), Some(solved)) = (&req.first, solved) {
        answer["rating"] = first_try(&app, puzzle, first, solved).await?;
    }
    Ok(Json(answer))
}

/// Counts the first try `first` at `puzzle`, `solved` or not, and answers the ratings after
/// it: the player's (with its `change`) and the puzzle's. The try sent again answers the same
/// and counts once: the ratings before it are read without it.
async fn first_try(
    app: &Arc<App>,
    puzzle: &Puzzle,
    first: &FirstTry,
    solved: bool,
) -> Result<Value, ApiError> {
    let variant = puzzle.position.variant();
    let mut tries = tries_of(app, variant, &first.id).await?;
    let before = rating_of(puzzle, &tries);
    let player = player_rating(first.rating);
    let after = rating::after_try(player, before, solved);
    let now = app.config.now.unix_ms();
    app.store
        .save_puzzle_try(&first.id, variant.key(), &puzzle.source, solved, now)
        .await?;
    let known = tries.entry(puzzle.source.clone()).or_default();
    known.tries += 1;
    known.solved += u64::from(solved);
    Ok(json!({
        "player": after.round(),
        "change": (after.round() - player.round()),
        "puzzle": rating_of(puzzle, &tries).round(),
    }))
}

/// The game from the puzzle's position up to the player's last move (not played yet), and
/// all the moves; the last must be the solver's.
fn replay(puzzle: &Puzzle, texts: &[String]) -> Result<(VariantGame, Vec<Move>), ApiError> {
    if texts.len().is_multiple_of(2) {
        return Err(ApiError::bad_request(
            Message::new("error-bad-request").text("detail", "the last move must be the solver's"),
        ));
    }
    let mut game = VariantGame::new(puzzle.position, None);
    let mut moves = Vec::new();
    for (i, text) in texts.iter().enumerate() {
        let mv = game
            .position()
            .parse_move(text)
            .map_err(|_| ApiError::illegal(Message::new("error-illegal-move")))?;
        if i + 1 < texts.len() {
            game.play(&mv)
                .map_err(|_| ApiError::illegal(Message::new("error-illegal-move")))?;
        }
        moves.push(mv);
    }
    Ok((game, moves))
}

/// The verdict on the last of `moves`, played in `game`.
fn check(
    engine: &PuzzleEngine,
    puzzle: &Puzzle,
    game: VariantGame,
    moves: &[Move],
) -> Result<Value, ApiError> {
    let solution = puzzle.line_texts();
    let on_line = puzzle.line.starts_with(moves);
    let mv = moves[moves.len() - 1];
    let after = game.position().play(&mv);
    let solved = |alternative: bool| {
        json!({
            "verdict": "solved",
            "solution": solution,
            "fen": after.fen(),
            "alternative": alternative,
        })
    };
    if on_line && moves.len() == puzzle.line.len() {
        return Ok(solved(false));
    }
    if on_line {
        return Ok(right(after, puzzle.line[moves.len()], false));
    }
    let mut engine = engine
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    // From an empty table: what earlier checks left there would change the line (and, for a
    // move near the win's edge, the verdict), so that the same move sent twice, or by two
    // players, were judged differently.
    engine.new_game();
    let verdict = judge(&engine, puzzle, &game, &mv, &Limits::depth(DEPTH))
        .map_err(|e| ApiError::internal(e.to_string()))?;
    let texts = after.line_texts(&verdict.reply.line);
    let stored = moves.len() == 1 && puzzle.also.contains(&mv);
    if !verdict.keeps && !stored {
        return Ok(json!({ "verdict": "wrong", "refutation": texts, "solution": solution }));
    }
    match verdict.reply.line.first() {
        Some(reply) if !puzzle.completed_by(moves) => Ok(right(after, *reply, true)),
        _ => Ok(solved(true)),
    }
}

/// The answer to a move that keeps the win: the opponent's `reply` in `after`, the position
/// after the move, and the legal moves after the reply; `alternative` when the move was not
/// the stored line's.
fn right(after: VariantPosition, reply: Move, alternative: bool) -> Value {
    let next = after.play(&reply);
    json!({
        "verdict": "right",
        "reply": after.move_text(&reply),
        "fen": next.fen(),
        "legal": next.legal_json(),
        "alternative": alternative,
    })
}
