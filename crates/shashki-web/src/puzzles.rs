//! Puzzles on the web board (issue 17): the committed puzzle set (`data/puzzles.tsv`, made by
//! `shashki puzzles build`, see the top README), served one after another, and the check of a
//! player's moves: the stored line's moves and the stored other first moves count at once;
//! any other move counts when a search after it still gives the solver the puzzle's win, and
//! then the engine's best defence is the reply. The API: the crate's README.

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
use crate::error::ApiError;

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
pub async fn next(Query(q): Query<Next>) -> Result<Json<Value>, ApiError> {
    let variant: Option<Variant> = match q.variant.as_deref().filter(|v| !v.is_empty()) {
        Some(v) => Some(v.parse().map_err(|e: shashki::UnknownVariant| {
            ApiError::bad_request(Message::new("error-bad-request").text("detail", e.to_string()))
        })?),
        None => None,
    };
    let fits = |p: &Puzzle| variant.is_none_or(|v| p.position.variant() == v);
    let puzzles = all();
    let start = q.after.map_or(0, |n| n + 1);
    let n = (start..puzzles.len())
        .chain(0..start.min(puzzles.len()))
        .find(|&n| fits(&puzzles[n]))
        .ok_or_else(ApiError::not_found)?;
    Ok(Json(describe(n, &puzzles[n])))
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
pub async fn get_puzzle(Path(n): Path<usize>) -> Result<Json<Value>, ApiError> {
    let puzzle = all().get(n).ok_or_else(ApiError::not_found)?;
    Ok(Json(describe(n, puzzle)))
}

/// A puzzle as the page shows it, with its place among its variant's puzzles (`index` of
/// `count`, from 1); the solution only comes with the end.
fn describe(n: usize, p: &Puzzle) -> Value {
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
        "index": index,
        "count": count,
        "legal": p.position.legal_json(),
    })
}

/// The body of `POST /api/puzzles/{n}/move`.
#[derive(Deserialize)]
struct Moves {
    /// Every move played from the puzzle's position, the player's new move last.
    moves: Vec<String>,
}

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
    let (game, moves) = replay(puzzle, &req.moves)?;
    let engine = Arc::clone(&app.puzzle_engine);
    app.puzzle_work
        .run(move || check(&engine, puzzle, game, &moves))
        .await?
        .map(Json)
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
    let engine = engine
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
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
