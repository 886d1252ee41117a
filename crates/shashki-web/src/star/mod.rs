//! Chinese checkers on the web (crates/shashki-star): games for 2 to 6 players, each seat a
//! person at the creator's device, a friend invited by link, or a computer; kept in SQLite
//! beside the draughts games, watched by websocket, the computers thinking off the request
//! path. The API is under `/api/star/`, the page at `/star` (crates/shashki-web/README.md).

pub mod api;
mod change;
mod computer;
pub mod live;
pub mod store;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use shashki_star::engine::{Choice, Engine, Level};
use shashki_star::Position;
use tokio::sync::Semaphore;

use crate::app::App;
use crate::error::ApiError;
use crate::registry::{Registry, Shared};
use crate::store::Kind;
use live::StarLive;

/// The Chinese checkers games in memory and the engines their computers think with.
pub struct StarGames {
    /// The games in memory.
    pub(crate) games: Registry<StarLive>,
    idle: Arc<Mutex<Vec<Engine>>>,
    places: Arc<Semaphore>,
}

impl StarGames {
    /// `engines` engines (at least one), each thinking on a thread of the blocking pool.
    pub fn new(engines: usize) -> StarGames {
        let engines = engines.max(1);
        StarGames {
            games: Registry::default(),
            idle: Arc::new(Mutex::new(
                (0..engines).map(|i| Engine::new(i as u64 + 1)).collect(),
            )),
            places: Arc::new(Semaphore::new(engines)),
        }
    }

    /// A move for the player to move in `position` at `level`, found within `time` on an
    /// engine of its own, off the runtime. The search's thread holds the engine and its place
    /// and gives both back when it ends, also when the caller has gone (issue 31: a cancelled
    /// hint lost its engine for good).
    ///
    /// # Errors
    /// 500 when the engines are shut or the search's thread died.
    pub async fn think(
        &self,
        position: Position,
        level: Level,
        time: Duration,
    ) -> Result<Option<Choice>, ApiError> {
        let place = Arc::clone(&self.places)
            .acquire_owned()
            .await
            .map_err(|_| ApiError::internal("the engines are shut"))?;
        let idle = Arc::clone(&self.idle);
        let taken = idle.lock().unwrap_or_else(|e| e.into_inner()).pop();
        let mut engine = taken.ok_or_else(|| ApiError::internal("no engine free for a place"))?;
        tokio::task::spawn_blocking(move || {
            let stop = std::sync::atomic::AtomicBool::new(false);
            let choice = engine.choose(&position, level, Some(Instant::now() + time), &stop);
            idle.lock().unwrap_or_else(|e| e.into_inner()).push(engine);
            drop(place);
            choice
        })
        .await
        .map_err(|e| ApiError::internal(format_args!("the search stopped: {e}")))
    }
}

impl App {
    /// The Chinese checkers game `id`, from memory or else read from the database off the
    /// runtime; a computer to move in a game just read starts thinking.
    ///
    /// # Errors
    /// 404 for an unknown id.
    pub(crate) async fn star_game(
        self: &Arc<Self>,
        id: &str,
    ) -> Result<Shared<StarLive>, ApiError> {
        if id.is_empty() || id.len() > 64 || !id.bytes().all(|b| b.is_ascii_alphanumeric()) {
            return Err(ApiError::not_found());
        }
        if let Some(g) = self.star.games.get(id) {
            return Ok(g);
        }
        let key = id.to_string();
        let (game, fresh) = self
            .reading("loading the game", move |app| app.load_star(&key))
            .await?;
        if fresh {
            computer::schedule(self, &game);
        }
        Ok(game)
    }

    /// The game `id` from memory, or read from the database (blocking) and kept in memory;
    /// true when it was read.
    pub(crate) fn load_star(&self, id: &str) -> Result<(Shared<StarLive>, bool), ApiError> {
        if let Some(g) = self.star.games.get(id) {
            return Ok((g, false));
        }
        let live = self.read_star(id)?.ok_or_else(ApiError::not_found)?;
        Ok(self.star.games.insert(live))
    }

    /// The game `id` as the database has it (blocking), if there is one.
    pub(crate) fn read_star(&self, id: &str) -> Result<Option<StarLive>, ApiError> {
        let Some((row, events)) = store::load(&self.store, id)? else {
            return Ok(None);
        };
        crate::app::replayed(id, StarLive::rebuild(row, &events)).map(Some)
    }

    /// The game `id` as the database has it (blocking), whatever the copy holds: a Chinese
    /// checkers game is always read whole (the form `follow::Read` takes).
    pub(crate) fn read_star_fresh(
        &self,
        id: &str,
        _held: usize,
    ) -> Result<Option<StarLive>, ApiError> {
        self.read_star(id)
    }

    /// Loads every Chinese checkers game not over (at start).
    pub(crate) fn load_star_games(&self) -> Result<(), String> {
        for id in self.store.ongoing(Kind::Star).map_err(|e| e.to_string())? {
            if let Err(e) = self.load_star(&id) {
                tracing::warn!(game = %id, error = %e, "not loaded");
            }
        }
        Ok(())
    }
}

/// Lets the computers think in every game in memory where one is to move (after a restart).
pub fn start_computers(app: &Arc<App>) {
    for game in app.star.games.all() {
        computer::schedule(app, &game);
    }
}
