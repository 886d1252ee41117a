//! The classic endings as guided exercises on the web board (issue 17): Petrov's triangle and
//! the main road, every move judged by the russian endgame tables (`shashki_egdb::exercise`).
//! The tables of up to 4 pieces are built on the first request into the folder of
//! [`Config::endgames`](crate::config::Config) when they are not there (about 15 s, 1 MB),
//! as `shashki egdb build --variant russian --pieces 4` would. The answers have the shape of
//! the puzzles' (`crate::puzzles`), so the page plays both alike. The API: the crate's README.

use std::path::PathBuf;
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, Query, State};
use axum::Json;
use serde::Deserialize;
use serde_json::{json, Value};
use shashki::{Game, Move, Position, Russian, SplitMix64, Variant, VariantPosition};
use shashki_egdb::exercise::{Exercise, Judgement};
use shashki_egdb::{build, Egdb, Options};
use shashki_text::Message;
use tokio::sync::OnceCell;

use crate::api::{body, AppState};
use crate::error::ApiError;

/// The tables and every exercise's starts, made once.
pub struct Exercises {
    dir: Option<PathBuf>,
    ready: OnceCell<Result<Arc<Ready>, String>>,
}

/// Open tables and the start positions, shuffled once with a fixed seed so that neighbours in
/// the list differ.
struct Ready {
    egdb: Egdb,
    starts: Vec<(Exercise, Vec<Position<Russian>>)>,
}

/// Pieces the exercises need: three kings against one.
const PIECES: u32 = 4;

impl Exercises {
    /// Exercises over the tables of `dir` (none: the exercises answer 503).
    pub fn new(dir: Option<PathBuf>) -> Exercises {
        Exercises {
            dir,
            ready: OnceCell::new(),
        }
    }

    /// The tables and starts, built or read on first use off the runtime.
    async fn ready(&self) -> Result<Arc<Ready>, ApiError> {
        let dir = self.dir.clone();
        let made = self
            .ready
            .get_or_init(|| async move {
                let Some(dir) = dir else {
                    return Err("no folder for the endgame tables (HOME is not set)".to_string());
                };
                tokio::task::spawn_blocking(move || prepare(dir))
                    .await
                    .map_err(|e| e.to_string())?
            })
            .await;
        made.clone().map_err(|e| {
            tracing::error!(error = %e, "the exercises' endgame tables");
            ApiError::unavailable(Message::new("error-endgames").text("detail", e))
        })
    }
}

/// Opens the russian tables of `dir`, building those of up to [`PIECES`] pieces first when
/// they are missing, and lists every exercise's starts.
fn prepare(dir: PathBuf) -> Result<Arc<Ready>, String> {
    if Egdb::open(Variant::Russian, &dir).pieces() < PIECES {
        let options = Options::new(Variant::Russian, PIECES);
        tracing::info!(dir = %dir.display(), "building the russian endgame tables of 4 pieces");
        build(Variant::Russian, &dir, &options, &|_| {}).map_err(|e| e.to_string())?;
    }
    let egdb = Egdb::open(Variant::Russian, &dir);
    let mut starts = Vec::new();
    for exercise in Exercise::ALL {
        let mut list = exercise.starts(&egdb).map_err(|e| e.to_string())?;
        shuffle(&mut list, 17);
        starts.push((exercise, list));
    }
    Ok(Arc::new(Ready { egdb, starts }))
}

/// Fisher–Yates with a seeded generator: the same order on every server.
fn shuffle<T>(list: &mut [T], seed: u64) {
    let mut rng = SplitMix64(seed);
    for i in (1..list.len()).rev() {
        let j = (rng.next_u64() % (i as u64 + 1)) as usize;
        list.swap(i, j);
    }
}

impl Ready {
    fn starts(&self, exercise: Exercise) -> &[Position<Russian>] {
        self.starts
            .iter()
            .find(|(e, _)| *e == exercise)
            .map_or(&[], |(_, list)| list)
    }

    /// Exercise `kind`'s start number `n`.
    fn start(&self, exercise: Exercise, n: usize) -> Result<Position<Russian>, ApiError> {
        self.starts(exercise)
            .get(n)
            .copied()
            .ok_or_else(ApiError::not_found)
    }

    /// The start as the page shows it, in the puzzles' shape.
    fn describe(&self, exercise: Exercise, n: usize) -> Result<Value, ApiError> {
        let pos = self.start(exercise, n)?;
        let moves = self.egdb.value(&pos).map_err(internal)?.moves();
        Ok(json!({
            "n": n,
            "variant": Variant::Russian.key(),
            "fen": pos.fen(),
            "turn": pos.turn().to_string(),
            "idea": exercise.key(),
            "grade": moves,
            "source": null,
            "count": self.starts(exercise).len(),
            "legal": legal(pos),
        }))
    }
}

fn internal(e: impl std::fmt::Display) -> ApiError {
    ApiError::internal(e.to_string())
}

fn exercise(kind: &str) -> Result<Exercise, ApiError> {
    Exercise::from_key(kind).ok_or_else(ApiError::not_found)
}

/// The legal moves of `pos` as STATE's `legal` gives them.
fn legal(pos: Position<Russian>) -> Vec<Value> {
    VariantPosition::Russian(pos).legal_json()
}

/// The moves of `line` from `pos` in the notation.
fn texts(pos: Position<Russian>, line: &[Move]) -> Vec<String> {
    VariantPosition::Russian(pos).line_texts(line)
}

/// The query of `GET /api/exercises/{kind}/next`.
#[derive(Deserialize)]
pub struct Next {
    /// The start after this number (the first when absent).
    after: Option<usize>,
}

/// `GET /api/exercises/{kind}/next?after=N`: the start after number N, from the first again
/// after the last.
///
/// # Errors
/// 404 for an unknown exercise; 503 when the tables cannot be made.
pub async fn next(
    State(app): AppState,
    Path(kind): Path<String>,
    Query(q): Query<Next>,
) -> Result<Json<Value>, ApiError> {
    let exercise = exercise(&kind)?;
    let ready = app.exercises.ready().await?;
    let count = ready.starts(exercise).len().max(1);
    let n = q.after.map_or(0, |n| (n + 1) % count);
    ready.describe(exercise, n).map(Json)
}

/// The body of `POST /api/exercises/{kind}/{n}/move`.
#[derive(Deserialize)]
struct Moves {
    /// Every move played from the start, the player's new move last.
    moves: Vec<String>,
}

/// `POST /api/exercises/{kind}/{n}/move`: judges the player's last move of `moves` by the
/// tables. `verdict` is `right` (with the opponent's `reply`), `solved` (with the `reply` that
/// ended the game, if one did) or `wrong` (with the `refutation`); `solution` is the tables'
/// best line from the start (empty on the main road, where the king simply holds).
///
/// # Errors
/// 404 for an unknown exercise or start; 400 when a move is not legal or the last is not the
/// player's; 422 for a body that is not the JSON expected; 503 without tables.
pub async fn play(
    State(app): AppState,
    Path((kind, n)): Path<(String, usize)>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let req: Moves = body(bytes)?;
    let exercise = exercise(&kind)?;
    let ready = app.exercises.ready().await?;
    let start = ready.start(exercise, n)?;
    let game = replay(start, &req.moves)?;
    app.exercise_work
        .run(move || answer(&ready, exercise, start, &game))
        .await?
        .map(Json)
}

/// The game from `start` through every move of `texts`, the last the player's (White's).
fn replay(start: Position<Russian>, texts: &[String]) -> Result<Game<Russian>, ApiError> {
    if texts.len().is_multiple_of(2) {
        return Err(ApiError::bad_request(
            Message::new("error-bad-request").text("detail", "the last move must be the player's"),
        ));
    }
    let mut game = Game::new(start);
    for text in texts {
        game.play_text(text)
            .map_err(|_| ApiError::illegal(Message::new("error-illegal-move")))?;
    }
    Ok(game)
}

/// The verdict on the last move of `game`.
fn answer(
    ready: &Ready,
    exercise: Exercise,
    start: Position<Russian>,
    game: &Game<Russian>,
) -> Result<Value, ApiError> {
    let solution = texts(start, &ready.egdb.line(&start, 60).map_err(internal)?);
    let after = *game.position();
    Ok(match exercise.judge(&ready.egdb, game).map_err(internal)? {
        Judgement::Right { reply } => {
            let next = after.play(&reply);
            json!({
                "verdict": "right",
                "reply": after.move_text(&reply),
                "fen": next.fen(),
                "legal": legal(next),
                "alternative": false,
            })
        }
        Judgement::Solved { reply } => json!({
            "verdict": "solved",
            "reply": reply.map(|r| after.move_text(&r)),
            "fen": reply.map_or(after, |r| after.play(&r)).fen(),
            "solution": solution,
            "alternative": false,
        }),
        Judgement::Wrong { refutation } => json!({
            "verdict": "wrong",
            "refutation": texts(after, &refutation),
            "solution": solution,
        }),
    })
}
