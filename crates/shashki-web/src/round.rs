//! One design for a game in memory, whatever the game (lichess's round, one per game): its
//! changes go one at a time through its gate, each stored before it is installed and told
//! (`src/change.rs`), and its computer players think off the request path on the engines of
//! their kind (`src/engine_turn.rs`, `src/engines.rs`). What differs between draughts
//! (`src/live.rs`) and Chinese checkers (`src/star/live.rs`) is this trait.

use std::future::Future;

use serde_json::Value;
use tokio::sync::broadcast;

use crate::app::App;
use crate::engines::{Engines, Searcher};
use crate::error::ApiError;
use crate::live::Live;
use crate::registry::Resident;
use crate::store::{Changed, StoreError};

/// What a game in memory gives the one design: how a change of it is stored and installed, and
/// how its computer players think.
pub trait Round: Resident + Send + Sized + 'static {
    /// What one change does (draughts' `Act`, Chinese checkers' `StarAct`).
    type Act: Copy + Send + 'static;
    /// Who makes a change: a colour, a point of the star.
    type Side: Copy + Send + 'static;
    /// A change as the database stores it.
    type Event: Send + Sync + 'static;
    /// A game's outcome as the database stores it.
    type Outcome: Copy + PartialEq + Send + Sync + 'static;
    /// The engines its computer players think on.
    type Engine: Searcher;

    /// Stores `change` in one transaction that tells the other servers of `changed`; `ended`
    /// when it changes the stored outcome.
    fn store<'a>(
        app: &'a App,
        change: &'a Change<Self>,
        changed: Changed,
        ended: bool,
    ) -> impl Future<Output = Result<(), StoreError>> + Send + 'a;

    /// The outcome as stored.
    fn stored_outcome(&self) -> Self::Outcome;

    /// Installs a change once `server` stored it (the gate held).
    fn install(&mut self, change: Change<Self>, server: &str);

    /// The loss on time of the side to move when its time ran out: made before any other
    /// change (a game without a clock has none).
    fn time_change(&mut self) -> Option<Change<Self>> {
        None
    }

    /// STATE now.
    fn state(&self) -> Value;

    /// The channel that tells the game's websockets of each change.
    fn sender(&self) -> &broadcast::Sender<String>;

    /// STATE now, told to every websocket of the game.
    fn tell(&self) -> Value {
        let state = self.state();
        let sender = self.sender();
        if sender.receiver_count() > 0 {
            let _ = sender.send(state.to_string());
        }
        state
    }

    /// The engines of this kind of game.
    fn engines(app: &App) -> &Engines<Self::Engine>;

    /// True when a computer player is to move.
    fn computer_to_move(&self) -> bool;

    /// True while a computer player thinks about its move here (one search at a time).
    fn computer_busy(&mut self) -> &mut bool;

    /// Where the game stands for its computer's move: the move found is played only if the
    /// game is still there (draughts: its plies, so a draw offer meanwhile does not spoil it;
    /// Chinese checkers: its events).
    fn computer_mark(&self) -> usize;

    /// The search for the computer to move, when this server plays it (a draughts game's lease,
    /// `src/lease.rs`).
    fn computer_job(&self, app: &App) -> Option<<Self::Engine as Searcher>::Job>;

    /// The change of the move the search `found`, when it found one to play.
    fn computer_change(
        &mut self,
        found: &<Self::Engine as Searcher>::Found,
    ) -> Option<Result<Change<Self>, ApiError>>;
}

/// A change of a game, tried on it: stored first, then installed.
pub struct Change<G: Round = Live> {
    /// The event's number in the game.
    pub seq: usize,
    /// What is stored.
    pub event: G::Event,
    /// The outcome after it.
    pub outcome: G::Outcome,
    /// The position after it, as stored (draughts: FEN).
    pub position: String,
    /// What it does, done again when installed.
    pub act: G::Act,
    /// The side that does it.
    pub side: G::Side,
    /// True for a computer's move: installing it ends the computer's turn in the same step,
    /// so that a reply made at once finds the computer free to answer it.
    pub(crate) ends_computer_turn: bool,
}
