//! The games in memory, each shared by the requests and tasks that touch it; a game not held
//! by anyone leaves memory after a while and is read back from the database when asked for.
//! Draughts games ([`Live`]) and Chinese checkers games (`crate::star::StarLive`) are kept
//! alike.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use crate::app::App;
use crate::error::ApiError;
use crate::live::{Live, Stored};
use crate::round::Round;
use crate::store::{Changed, Kind, Store, StoreError};

/// What the registry needs of a game in memory.
pub trait Resident {
    /// The kind of game, as the store keeps it.
    const KIND: Kind;
    /// The game's id.
    fn id(&self) -> &str;
    /// True while the game goes on.
    fn ongoing(&self) -> bool;
    /// The events stored so far.
    fn events(&self) -> usize;
    /// How many times the game has changed (STATE's `seq`): its events and the friends who
    /// took their seats.
    fn seq(&self) -> usize;
    /// What the database gives to bring a copy up to date.
    type Fresh: Send + 'static;
    /// The game `id` as the database has it (blocking), for a copy that holds its first `held`
    /// events (0: the whole game), if there is such a game.
    ///
    /// # Errors
    /// The database's, or a stored game that does not replay.
    fn read(app: &App, id: &str, held: usize) -> Result<Option<Self::Fresh>, ApiError>;
    /// The game `id`'s seq as stored, if there is such a game (see `follow::catch_up`).
    /// Blocks: call it off the runtime.
    ///
    /// # Errors
    /// The database's.
    fn stored_seq(store: &Store, id: &str) -> Result<Option<usize>, StoreError>;
    /// Takes the game as `fresh` has it (read back after another server changed it),
    /// keeping this copy's websockets and the engine's turn, and tells the websockets.
    ///
    /// # Errors
    /// When `fresh` does not continue this copy; the copy is left as it was.
    fn refresh(&mut self, fresh: Self::Fresh) -> Result<(), String>;

    /// The notice of this game's next change, to tell the other servers when it is stored.
    fn next_change(&self) -> Changed {
        Changed {
            kind: Self::KIND,
            id: self.id().to_string(),
            seq: self.seq() + 1,
        }
    }
}

impl Resident for Live {
    const KIND: Kind = Kind::Draughts;

    fn id(&self) -> &str {
        &self.row.id
    }

    fn ongoing(&self) -> bool {
        Live::ongoing(self)
    }

    fn events(&self) -> usize {
        self.events
    }

    fn seq(&self) -> usize {
        Live::seq(self)
    }

    type Fresh = Stored;

    fn read(app: &App, id: &str, held: usize) -> Result<Option<Stored>, ApiError> {
        app.read_after(id, held)
    }

    fn stored_seq(store: &Store, id: &str) -> Result<Option<usize>, StoreError> {
        store.stored_seq(id)
    }

    fn refresh(&mut self, fresh: Stored) -> Result<(), String> {
        if fresh.from == 0 {
            let whole = Live::rebuild(fresh.row, &fresh.events, self.now.clone())?;
            let (tx, busy) = (self.tx.clone(), self.engine_busy);
            *self = Live {
                tx,
                engine_busy: busy,
                ..whole
            };
        } else if fresh.from == self.events {
            self.follow(fresh.row, &fresh.events)?;
        } else {
            return Err(format!(
                "read from event {} for a copy of {} events",
                fresh.from, self.events
            ));
        }
        self.tell();
        Ok(())
    }
}

/// A game in memory.
///
/// Two locks: `live`, held only for moments (never across an await), guards the game itself;
/// `gate` (async) lets one change at a time through, and is held while that change is stored,
/// so that the changes of one game are stored in order while readers (STATE, websockets) and
/// every other game go on.
pub struct Game<L = Live> {
    gate: Arc<tokio::sync::Mutex<()>>,
    live: Mutex<L>,
    touched: Mutex<Instant>,
}

/// A game's turn to change (see [`Game::gate`]).
pub type Gate = tokio::sync::OwnedMutexGuard<()>;

/// A game in memory, shared.
pub type Shared<L = Live> = Arc<Game<L>>;

/// Locks a game, whatever an earlier holder did.
pub fn lock<L>(game: &Shared<L>) -> MutexGuard<'_, L> {
    game.live.lock().unwrap_or_else(|e| e.into_inner())
}

impl<L> Game<L> {
    fn new(live: L) -> Shared<L> {
        Arc::new(Game {
            gate: Arc::new(tokio::sync::Mutex::new(())),
            live: Mutex::new(live),
            touched: Mutex::new(Instant::now()),
        })
    }

    fn touch(&self) {
        *self.touched.lock().unwrap_or_else(|e| e.into_inner()) = Instant::now();
    }

    fn idle(&self) -> Duration {
        self.touched
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .elapsed()
    }

    /// Waits for the game's turn to change it (in the order asked); the change is stored in
    /// order while the guard lives. The guard is owned, so that a change handed to a task of
    /// its own (`change::commit`) keeps the game's turn until it is done.
    pub async fn gate(&self) -> Gate {
        Arc::clone(&self.gate).lock_owned().await
    }
}

/// The games in memory by id.
pub struct Registry<L = Live> {
    games: Mutex<HashMap<String, Shared<L>>>,
}

impl<L> Default for Registry<L> {
    fn default() -> Registry<L> {
        Registry {
            games: Mutex::new(HashMap::new()),
        }
    }
}

impl<L: Resident> Registry<L> {
    fn games(&self) -> MutexGuard<'_, HashMap<String, Shared<L>>> {
        self.games.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The game `id` if it is in memory (it counts as used now).
    pub fn get(&self, id: &str) -> Option<Shared<L>> {
        let game = self.games().get(id).cloned()?;
        game.touch();
        Some(game)
    }

    /// Keeps `live` in memory, unless a game of its id is there already (another request
    /// loaded it meanwhile); returns the game kept and whether it is `live`.
    pub fn insert(&self, live: L) -> (Shared<L>, bool) {
        let mut games = self.games();
        if let Some(g) = games.get(live.id()) {
            return (Arc::clone(g), false);
        }
        let id = live.id().to_string();
        let game = Game::new(live);
        games.insert(id, Arc::clone(&game));
        (game, true)
    }

    /// Every game in memory.
    pub fn all(&self) -> Vec<Shared<L>> {
        self.games().values().cloned().collect()
    }

    /// The number of games in memory.
    pub fn len(&self) -> usize {
        self.games().len()
    }

    /// Drops the games finished and untouched for `finished`, and the games untouched for
    /// `idle`, when nothing else holds them (no request, websocket, engine search or timer)
    /// and `keep` does not keep them. Returns how many left.
    pub fn evict(&self, finished: Duration, idle: Duration, keep: impl Fn(&L) -> bool) -> usize {
        let mut games = self.games();
        let before = games.len();
        games.retain(|_, game| {
            if Arc::strong_count(game) > 1 {
                return true;
            }
            let live = lock(game);
            if keep(&live) {
                return true;
            }
            let limit = if live.ongoing() { idle } else { finished };
            game.idle() < limit
        });
        before - games.len()
    }
}
