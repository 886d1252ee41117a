//! Chinese checkers on the web (crates/shashki-star): games for 2 to 6 players, each seat a
//! person at the creator's device, a friend invited by link, or a computer; kept in SQLite
//! beside the draughts games, watched by websocket, the computers thinking off the request
//! path. The API is under `/api/star/`, the page at `/star` (crates/shashki-web/README.md).

pub mod api;
pub mod live;
pub mod store;

use std::sync::Arc;
use std::time::Duration;

use shashki_star::engine::Engine;

use crate::app::App;
use crate::engine_turn;
use crate::engines::Engines;
use crate::error::ApiError;
use crate::registry::{Registry, Shared};
use crate::store::Kind;
use live::StarLive;

/// The Chinese checkers games in memory and the engines their computers think with.
pub struct StarGames {
    /// The games in memory.
    pub(crate) games: Registry<StarLive>,
    /// The engines of the computers' moves and the hints (`src/engines.rs`).
    pub(crate) engines: Engines<Engine>,
}

impl StarGames {
    /// `engines` engines (at least one), room for `queue` computer moves waiting, and hints
    /// that wait at most `hint_wait` for an engine.
    pub fn new(engines: usize, queue: usize, hint_wait: Duration) -> StarGames {
        let engines = (0..engines.max(1)).map(|i| Engine::new(i as u64 + 1));
        StarGames {
            games: Registry::default(),
            engines: Engines::of(engines.collect(), queue, hint_wait),
        }
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
            engine_turn::schedule(self, &game);
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
        engine_turn::schedule(app, &game);
    }
}
