//! The shashki web app (INTERFACES.md §8): a JSON API and websocket over games kept in
//! SQLite or PostgreSQL, the engine playing off the request path, server-side clocks, and the
//! board page.

mod abandoned;
mod abort;
mod act;
mod api;
mod app;
mod assets;
mod bounded;
mod change;
mod coaching;
mod config;
mod course;
mod database;
mod draw_answer;
mod engine_turn;
mod engines;
mod error;
mod exercises;
mod follow;
mod import;
mod lease;
mod limiter;
mod lines;
mod live;
mod now;
mod positions;
mod puzzles;
mod record;
mod registry;
mod review;
mod round;
mod secrets;
mod star;
mod state;
mod store;
mod study;
mod tablebase;
mod variations;

use std::io::IsTerminal;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::DefaultBodyLimit;
use axum::http::StatusCode;
use axum::routing::{get, post};
use axum::Router;
use shashki_text::Message;

use api::{actions, detach, games, language, limit, records, watch};
pub use app::App;
pub use config::Config;
pub use database::Database;
use error::ApiError;
pub use now::Now;
use registry::lock;

/// The routes of the app over `app`.
pub fn router(app: Arc<App>) -> Router {
    let pdn_limit = DefaultBodyLimit::max(app.config.pdn_body_limit);
    Router::new()
        .route("/", get(assets::index))
        .route("/assets/{file}", get(assets::asset))
        .route("/healthz", get(|| async { "ok" }))
        .route("/api/variants", get(records::variants))
        .route("/api/games", post(games::create))
        .route("/api/lobby", get(api::lobby::lobby))
        .route("/api/games/{id}", get(games::get_game))
        .route("/api/games/{id}/join", post(games::join))
        .route("/api/games/{id}/moves", post(actions::play))
        .route("/api/games/{id}/resign", post(actions::resign))
        .route("/api/games/{id}/abort", post(actions::abort))
        .route("/api/games/{id}/draw", post(actions::draw))
        .route("/api/games/{id}/decline", post(actions::decline))
        .route("/api/games/{id}/takeback", post(actions::takeback))
        .route(
            "/api/games/{id}/takeback-decline",
            post(actions::takeback_decline),
        )
        .route("/api/games/{id}/pdn", get(records::pdn))
        .route("/api/games/{id}/ws", get(watch::ws))
        .route("/api/games/{id}/positions", get(study::positions))
        .route("/api/games/{id}/analysis", post(study::analysis))
        .route(
            "/api/games/{id}/review",
            post(review::start).get(review::progress),
        )
        // The PDN routes take whole files (`Config::pdn_body_limit`).
        .route("/api/pdn/import", post(study::import).layer(pdn_limit))
        .route(
            "/api/pdn/games",
            post(api::imported::create).layer(pdn_limit),
        )
        .route("/api/pdn/list", post(api::contents::list).layer(pdn_limit))
        .route("/api/pdn/export", post(variations::export).layer(pdn_limit))
        .route("/api/positions/moves", post(positions::moves))
        .route("/api/positions/warnings", post(positions::warnings))
        .route("/api/positions/analysis", post(positions::analysis))
        .route("/api/puzzles/next", get(puzzles::next))
        .route("/api/puzzles/variants", get(puzzles::variants))
        .route("/api/puzzles/pick", post(puzzles::pick))
        .route("/api/puzzles/{n}", get(puzzles::get_puzzle))
        .route("/api/puzzles/{n}/game", get(puzzles::game))
        .route("/api/puzzles/{n}/move", post(puzzles::play))
        .route("/api/exercises/{kind}/next", get(exercises::next))
        .route("/api/exercises/{kind}/{n}/move", post(exercises::play))
        .route("/api/tablebase", get(tablebase::tablebase))
        .route("/star", get(assets::star))
        .route("/learn", get(assets::learn))
        .route("/api/course", get(course::get_course))
        .route("/api/course/{step}/answer", post(course::answer))
        .merge(star::api::routes())
        .fallback(|| async {
            ApiError::new(
                StatusCode::NOT_FOUND,
                "not-found",
                Message::new("error-no-page"),
            )
        })
        .method_not_allowed_fallback(|| async {
            ApiError::new(
                StatusCode::METHOD_NOT_ALLOWED,
                "method-not-allowed",
                Message::new("error-method-not-allowed"),
            )
        })
        .layer(axum::middleware::from_fn(detach::detach))
        .layer(DefaultBodyLimit::max(app.config.body_limit))
        .layer(axum::middleware::from_fn_with_state(
            Arc::clone(&app),
            limit::limit,
        ))
        .layer(axum::middleware::from_fn(language::localize))
        .with_state(app)
}

/// Starts the background work of a server: following the changes other servers make and
/// renewing and taking over leases (on PostgreSQL), the flag-fall timer, the eviction of games
/// from memory, and the engine in games where it is to move (after a restart). Needs a tokio
/// runtime.
pub fn start_background(app: &Arc<App>) {
    follow::follow(app);
    lease::start(app);
    abandoned::start(app);
    for game in app.games.all() {
        engine_turn::schedule(app, &game);
    }
    star::start_computers(app);
    let timer = Arc::clone(app);
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_millis(200));
        loop {
            tick.tick().await;
            for game in timer.games.all() {
                let due = {
                    let live = lock(&game);
                    live.flag_fell() && timer.holds(&live)
                };
                if due {
                    let app = Arc::clone(&timer);
                    tokio::spawn(async move {
                        if let Err(e) = change::check_time(&app, &game).await {
                            tracing::error!(error = %e, "clock");
                        }
                    });
                }
            }
        }
    });
    let sweeper = Arc::clone(app);
    tokio::spawn(async move {
        let every = sweeper
            .config
            .evict_finished
            .min(sweeper.config.evict_idle)
            .clamp(Duration::from_millis(50), Duration::from_secs(10));
        let mut tick = tokio::time::interval(every);
        let mut reported = std::time::Instant::now();
        loop {
            tick.tick().await;
            sweeper.limiter.forget_idle();
            if reported.elapsed() >= REFUSALS_EVERY {
                reported = std::time::Instant::now();
                let refused = sweeper.limiter.take_refused();
                if refused > 0 {
                    tracing::warn!(refused, "requests refused by the per-address limits");
                }
            }
            let gone = sweeper.evict();
            if gone > 0 {
                tracing::debug!(gone, kept = sweeper.in_memory(), "games left memory");
            }
        }
    });
}

/// How often the log says how many requests the per-address limits refused.
const REFUSALS_EVERY: Duration = Duration::from_secs(60);

/// Structured logs to stderr; `RUST_LOG` chooses what (default `info`).
pub fn init_logs() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal())
        .try_init();
}

/// Serves the app on `addr` until Ctrl-C.
///
/// # Errors
/// When the database cannot be opened or the address cannot be bound.
pub async fn serve(addr: SocketAddr, config: Config) -> Result<(), String> {
    let db = config.db.shown();
    let app = App::open(config)?;
    start_background(&app);
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| format!("{addr}: {e}"))?;
    let local = listener.local_addr().map_err(|e| e.to_string())?;
    tracing::info!(addr = %local, db = %db, "serving; open http://{local}/");
    let proxies = &app.config.trusted_proxies;
    if proxies.is_empty() {
        tracing::info!("no trusted proxy: every connection counts as its own address (behind a reverse proxy, give --trusted-proxy)");
    } else {
        tracing::info!(
            ?proxies,
            "trusted proxies: their requests count as the address they forward"
        );
    }
    axum::serve(
        listener,
        router(app).into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(async {
        let _ = tokio::signal::ctrl_c().await;
    })
    .await
    .map_err(|e| e.to_string())
}
