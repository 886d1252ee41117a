//! Changing a game: one change at a time through the game's gate, stored first, then
//! installed and told to the websockets.

use std::sync::Arc;

use serde_json::Value;
use shashki::Color;

use crate::act::Act;
use crate::api::Expected;
use crate::app::App;
use crate::error::ApiError;
use crate::follow::{catch_up, unless_changed};
use crate::live::Live;
use crate::registry::{lock, Resident, Shared};
use crate::store::{Event, GameOutcome};

/// A change of a game, tried on its record: stored first, then installed.
pub struct Change {
    /// The event's number in the game.
    pub seq: usize,
    /// What is stored.
    pub event: Event,
    /// The outcome after it.
    pub outcome: GameOutcome,
    /// The position after it, as FEN.
    pub fen: String,
    /// What it does, done again when installed.
    pub act: Act,
    /// The side that does it.
    pub side: Color,
    /// True for the engine's move: installing it ends the engine's turn in the same step, so
    /// that a reply made at once finds the engine free to answer it.
    pub(crate) ends_engine_turn: bool,
}

/// Stores `change` (the game's gate must be held), then installs it and tells the websockets;
/// returns STATE after it.
///
/// # Errors
/// 500 when it could not be stored; 409 when another server stored a change of the game
/// first (this server's copy is then read back as stored). Nothing of `change` is made then.
pub async fn commit(app: &Arc<App>, game: &Shared, change: Change) -> Result<Value, ApiError> {
    let (changed, ended) = {
        let live = lock(game);
        let ended = (live.row.outcome != change.outcome).then_some(change.outcome);
        (live.next_change(), ended)
    };
    let owner = app.leases.server();
    let stored = app
        .store
        .add_event(
            changed,
            change.seq,
            &change.event,
            ended,
            &change.fen,
            owner,
        )
        .await;
    unless_changed(app, game, App::read_after, stored).await?;
    let mut live = lock(game);
    live.install(change);
    live.row.owner = Some(owner.to_string());
    let state = live.state();
    live.send(&state.to_string());
    Ok(state)
}

/// Ends the game on time if the side to move has run out (storing it first).
///
/// # Errors
/// 500 when it could not be stored.
pub async fn check_time(app: &Arc<App>, game: &Shared) -> Result<(), ApiError> {
    if !lock(game).flag_fell() {
        return Ok(());
    }
    let _gate = game.gate().await;
    let change = lock(game).time_change();
    if let Some(change) = change {
        commit(app, game, change).await?;
    }
    Ok(())
}

/// One change of a game in turn: with the gate held, the clock is checked, the request's
/// `expected` state is checked, then `prepare` looks at the game and gives the change to make
/// (or none), which is stored and installed. Returns STATE after it.
///
/// # Errors
/// `409 game-changed` when the game is not at the `expected` state (a flag fall counts);
/// `prepare`'s, or 500 when storing failed (the game is unchanged then).
pub async fn change(
    app: &Arc<App>,
    game: &Shared,
    expected: Expected,
    prepare: impl FnOnce(&mut Live) -> Result<Option<Change>, ApiError>,
) -> Result<Value, ApiError> {
    let _gate = game.gate().await;
    catch_up(app, game, App::read_after).await?;
    let flagged = lock(game).time_change();
    if let Some(flag) = flagged {
        commit(app, game, flag).await?;
    }
    expected.check(lock(game).seq())?;
    let prepared = prepare(&mut lock(game))?;
    match prepared {
        Some(c) => commit(app, game, c).await,
        None => Ok(lock(game).state()),
    }
}
