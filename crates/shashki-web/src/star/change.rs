//! Changing a Chinese checkers game: one change at a time through the game's gate, stored
//! first, then installed and told to the websockets.

use std::sync::Arc;

use serde_json::Value;

use super::live::{StarChange, StarLive};
use super::store;
use crate::api::Expected;
use crate::app::App;
use crate::error::ApiError;
use crate::follow::{catch_up, unless_changed};
use crate::registry::{lock, Resident, Shared};

/// Stores `change` (the game's gate must be held), then installs it and tells the websockets;
/// returns STATE after it.
///
/// # Errors
/// 500 when it could not be stored; 409 when another server stored a change of the game
/// first (this server's copy is then read back as stored). Nothing of `change` is made then.
pub async fn commit(
    app: &Arc<App>,
    game: &Shared<StarLive>,
    change: StarChange,
) -> Result<Value, ApiError> {
    let changed = lock(game).next_change();
    let id = changed.id.clone();
    let stored = app
        .store
        .execute(
            store::event(
                &id,
                change.seq,
                &change.event,
                &change.outcome,
                &change.position,
            ),
            Some(changed),
        )
        .await;
    unless_changed(app, game, App::read_star_fresh, stored).await?;
    let mut live = lock(game);
    live.install(change);
    let state = live.state();
    live.send(&state.to_string());
    Ok(state)
}

/// One change in turn: with the gate held, the request's `expected` state is checked, then
/// `prepare` looks at the game and gives the change, which is stored and installed. Returns
/// STATE after it.
///
/// # Errors
/// `409 game-changed` when the game is not at the `expected` state; `prepare`'s, or 500 when
/// storing failed (the game is unchanged then).
pub async fn change(
    app: &Arc<App>,
    game: &Shared<StarLive>,
    expected: Expected,
    prepare: impl FnOnce(&mut StarLive) -> Result<StarChange, ApiError>,
) -> Result<Value, ApiError> {
    let _gate = game.gate().await;
    catch_up(app, game, App::read_star_fresh).await?;
    expected.check(lock(game).seq())?;
    let prepared = prepare(&mut lock(game))?;
    commit(app, game, prepared).await
}
