//! The analysis of a whole game (issue 33), as lidraughts gives it: `POST
//! /api/games/{id}/review` starts the engine over every move of the game, as one job off the
//! request path, and `GET` tells how far it is, then gives the result (`review/report.rs`),
//! which is stored with the game (`store/reviews.rs`) and served to everyone from then on.
//!
//! Fair play as the analysis of one position (`study.rs`): a game between people only once it
//! is over or when asked with both seats (the two play at one device: a PDN imported to replay
//! is such a game), a game against the computer at any time; that is decided when the job is
//! asked for, and what was made is then readable by all. One job a game at a time: a second
//! request while it runs, or once it is stored, answers the same job or result (a double
//! click starts nothing). The jobs take turns on one place of their own (`Config::review_
//! limits` a position, one engine each), and beyond `Config::work_queue` waiting a new one is
//! refused `503 busy`, so that analyses never take the engines the games play with.

mod annotate;
mod report;

pub(crate) use annotate::annotate;

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, Query, State};
use axum::Json;
use serde::Deserialize;
use serde_json::{json, Value};
use shashki::VariantGame;
use shashki_engine::Engine;

use crate::api::{open, optional_body, AppState};
use crate::app::App;
use crate::bounded::Bounded;
use crate::error::ApiError;
use crate::registry::{lock, Shared};
use crate::study::holds_both;

/// The analyses running on this server, by game, and the bound on them.
pub struct Reviews {
    running: Mutex<HashMap<String, Arc<Progress>>>,
    work: Bounded,
}

/// How far one analysis is.
pub struct Progress {
    /// The plies of the game analysed.
    plies: usize,
    /// The positions searched so far (of `plies + 1`).
    done: AtomicUsize,
}

impl Progress {
    /// The answer while it runs.
    fn json(&self) -> Value {
        json!({
            "status": "running",
            "plies": self.plies,
            "done": self.done.load(Ordering::Relaxed),
            "total": self.plies + 1,
        })
    }
}

impl Reviews {
    /// One analysis at a time, `waiting` more.
    pub fn new(waiting: usize) -> Reviews {
        Reviews {
            running: Mutex::new(HashMap::new()),
            work: Bounded::new(1, waiting),
        }
    }

    /// The analysis of game `id` running here, if one is.
    fn running(&self, id: &str) -> Option<Arc<Progress>> {
        self.jobs().get(id).cloned()
    }

    fn jobs(&self) -> std::sync::MutexGuard<'_, HashMap<String, Arc<Progress>>> {
        self.running
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// The body of `POST /api/games/{id}/review`, empty or `{}` but from the device that holds both
/// seats.
#[derive(Deserialize, Default)]
struct StartBody {
    /// Both seats' secrets, when the two sides play at one device.
    #[serde(default)]
    seats: Vec<String>,
}

/// `POST /api/games/{id}/review`: starts the analysis of the game as it stands, unless it runs
/// or is stored already; answers as `GET` does.
///
/// # Errors
/// 403 for a game between people still going on, unless asked with both seats; 503 `busy`
/// when as many analyses as the server takes are running or waiting.
pub async fn start(
    State(app): AppState,
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let req: StartBody = optional_body(bytes)?;
    let shared = open(&app, &id).await?;
    let game = reviewable(&shared, &req.seats)?;
    let plies = game.plies();
    if let Some(p) = app.reviews.running(&id) {
        return Ok(Json(p.json()));
    }
    if let Some(done) = stored(&app, &id).await?.filter(|r| r["plies"] == plies) {
        return Ok(Json(finished(done)));
    }
    let progress = {
        let mut jobs = app.reviews.jobs();
        if let Some(p) = jobs.get(&id) {
            return Ok(Json(p.json()));
        }
        let admission = app.reviews.work.admit()?;
        let progress = Arc::new(Progress {
            plies,
            done: AtomicUsize::new(0),
        });
        jobs.insert(id.clone(), Arc::clone(&progress));
        let job = (Arc::clone(&app), id.clone(), Arc::clone(&progress));
        tokio::spawn(async move {
            let (app, id, progress) = job;
            if let Err(e) = run(&app, &id, game, admission, progress).await {
                tracing::error!(game = %id, error = %e, "the analysis of the game failed");
            }
            app.reviews.jobs().remove(&id);
        });
        progress
    };
    Ok(Json(progress.json()))
}

/// The query of `GET /api/games/{id}/review`.
#[derive(Deserialize)]
pub struct ProgressQuery {
    /// Only whether the game is analysed (`{"status": "done", "plies"}` without the analysis):
    /// "My games" asks it of every game it lists.
    #[serde(default)]
    brief: bool,
}

/// `GET /api/games/{id}/review[?brief=true]`: `{"status": "running", "done", "total",
/// "plies"}` while the analysis runs (positions searched of all), `{"status": "done",
/// "review"}` once stored (of `review.plies` plies: the game may have gone on since; brief:
/// `{"status": "done", "plies"}`), `{"status": "none"}` before (or after an analysis that
/// failed: the server's log says why). Only an analysis fair play allowed is ever made
/// (`start`), so reading needs no seat.
///
/// # Errors
/// 404 for an unknown game.
pub async fn progress(
    State(app): AppState,
    Path(id): Path<String>,
    Query(query): Query<ProgressQuery>,
) -> Result<Json<Value>, ApiError> {
    open(&app, &id).await?;
    if let Some(p) = app.reviews.running(&id) {
        return Ok(Json(p.json()));
    }
    if query.brief {
        let key = id.clone();
        let plies = app
            .reading("reading whether the game is analysed", move |app| {
                Ok(app.store.reviewed(&key)?)
            })
            .await?;
        return Ok(Json(match plies {
            Some(plies) => json!({"status": "done", "plies": plies}),
            None => json!({"status": "none"}),
        }));
    }
    Ok(Json(match stored(&app, &id).await? {
        Some(review) => finished(review),
        None => json!({"status": "none"}),
    }))
}

/// The game to analyse: a copy of it as it stands.
///
/// # Errors
/// 403 for a game between people still going on, unless `seats` holds both (the engine would
/// otherwise sit at a player's elbow).
fn reviewable(shared: &Shared, seats: &[String]) -> Result<VariantGame, ApiError> {
    let live = lock(shared);
    if live.ongoing() && live.engine_color().is_none() && !holds_both(&live, seats) {
        return Err(ApiError::forbidden("error-analysis-while-playing"));
    }
    Ok(live.game().clone())
}

/// The answer of a stored analysis.
fn finished(review: Value) -> Value {
    json!({"status": "done", "review": review})
}

/// The analysis stored for game `id`, if any.
pub(crate) async fn stored(app: &Arc<App>, id: &str) -> Result<Option<Value>, ApiError> {
    let key = id.to_string();
    let text = app
        .reading("reading the analysis", move |app| {
            Ok(app.store.review(&key)?)
        })
        .await?;
    text.map(|(_, text)| {
        serde_json::from_str(&text)
            .map_err(|e| ApiError::internal(format_args!("the stored analysis: {e}")))
    })
    .transpose()
}

/// Analyses `game`, when its turn comes, and stores the result; a result stored meanwhile (by
/// a job that ended just before this one began) is kept and nothing searched.
async fn run(
    app: &Arc<App>,
    id: &str,
    game: VariantGame,
    admission: crate::bounded::Admission,
    progress: Arc<Progress>,
) -> Result<(), ApiError> {
    let plies = game.plies();
    let worker = Arc::clone(app);
    let key = id.to_string();
    let found = app
        .reviews
        .work
        .run_admitted(admission, move || {
            let done = worker.store.review(&key)?;
            if done.is_some_and(|(p, _)| p == plies) {
                return Ok(None);
            }
            let mut engine = Engine::with_hash(worker.config.engine_hash_mb);
            engine.set_endgames(worker.config.tables.as_deref());
            let mut tick = || {
                progress.done.fetch_add(1, Ordering::Relaxed);
            };
            let limits = worker.config.review_limits;
            report::report(&game, &engine, &limits, &mut tick)
                .map(Some)
                .map_err(|e| ApiError::internal(format_args!("engine: {e}")))
        })
        .await??;
    if let Some(review) = found {
        let now = app.config.now.unix_ms();
        app.store
            .save_review(id, plies, review.to_string(), now)
            .await?;
    }
    Ok(())
}
