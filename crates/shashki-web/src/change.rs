//! Changing a game, draughts or Chinese checkers alike: one change at a time through the
//! game's gate, stored first, then installed and told to the websockets.
//!
//! Cancel-safe by construction: a change once given to [`commit`] is stored, installed and told
//! in a task of its own that holds the gate until it is done, so a request cut off at any point
//! leaves the game as a clean request would have left it, with or without the change, never
//! half of it (stored but not installed: issue 31's game stuck for good).

use std::sync::Arc;

use serde_json::Value;

use crate::api::Expected;
use crate::app::App;
use crate::error::ApiError;
use crate::follow::{catch_up, unless_changed};
use crate::live::Live;
use crate::registry::{lock, Gate, Shared};
use crate::round::{Change, Round};

/// Stores `change` (`gate` is the game's, held), then installs it and tells the websockets;
/// returns the gate and STATE after it. The work runs in a task of its own, so that it is done
/// whole even when the caller stops waiting for it.
///
/// # Errors
/// 500 when it could not be stored; 409 when another server stored a change of the game
/// first (this server's copy is then read back as stored). Nothing of `change` is made then.
pub async fn commit<G: Round>(
    app: &Arc<App>,
    game: &Shared<G>,
    gate: Gate,
    change: Change<G>,
) -> Result<(Gate, Value), ApiError> {
    let (app, game) = (Arc::clone(app), Arc::clone(game));
    tokio::spawn(async move {
        let state = store_and_install(&app, &game, change).await?;
        Ok((gate, state))
    })
    .await
    .map_err(|e| ApiError::internal(format_args!("storing a change: {e}")))?
}

/// The work of [`commit`].
async fn store_and_install<G: Round>(
    app: &Arc<App>,
    game: &Shared<G>,
    change: Change<G>,
) -> Result<Value, ApiError> {
    let (changed, ended) = {
        let live = lock(game);
        (live.next_change(), live.stored_outcome() != change.outcome)
    };
    let stored = G::store(app, &change, changed, ended).await;
    unless_changed(app, game, stored).await?;
    let mut live = lock(game);
    let ends_computer_turn = change.ends_computer_turn;
    live.install(change, app.leases.server());
    if ends_computer_turn {
        *live.computer_busy() = false;
    }
    Ok(live.tell())
}

/// Ends the game on time, when the side to move has run out, before anything else is done
/// with it (`gate` held); returns the gate.
///
/// # Errors
/// 500 when it could not be stored.
pub(crate) async fn flag_fall<G: Round>(
    app: &Arc<App>,
    game: &Shared<G>,
    gate: Gate,
) -> Result<Gate, ApiError> {
    let flag = lock(game).time_change();
    match flag {
        Some(flag) => Ok(commit(app, game, gate, flag).await?.0),
        None => Ok(gate),
    }
}

/// Ends the draughts game on time if the side to move has run out (storing it first).
///
/// # Errors
/// 500 when it could not be stored.
pub async fn check_time(app: &Arc<App>, game: &Shared<Live>) -> Result<(), ApiError> {
    if !lock(game).flag_fell() {
        return Ok(());
    }
    let gate = game.gate().await;
    flag_fall(app, game, gate).await?;
    Ok(())
}

/// One change of a game in turn: with the gate held, the copy catches up with the other
/// servers, the clock is checked, the request's `expected` state is checked, then `prepare`
/// looks at the game and gives the change to make (or none), which is stored and installed.
/// Returns STATE after it.
///
/// # Errors
/// `409 game-changed` when the game is not at the `expected` state (a flag fall counts);
/// `prepare`'s, or 500 when storing failed (the game is unchanged then).
pub async fn change<G: Round>(
    app: &Arc<App>,
    game: &Shared<G>,
    expected: Expected,
    prepare: impl FnOnce(&mut G) -> Result<Option<Change<G>>, ApiError>,
) -> Result<Value, ApiError> {
    let gate = game.gate().await;
    catch_up(app, game).await?;
    let gate = flag_fall(app, game, gate).await?;
    expected.check(lock(game).seq())?;
    let prepared = prepare(&mut lock(game))?;
    match prepared {
        Some(c) => Ok(commit(app, game, gate, c).await?.1),
        None => Ok(lock(game).state()),
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use shashki::{Variant, VariantPosition};

    use super::*;
    use crate::config::Config;
    use crate::database::Database;
    use crate::store::{GameRow, Opponent};

    /// A game between two people at one device, stored and in memory.
    async fn new_game(app: &Arc<App>, id: &str) -> Shared<Live> {
        let row = GameRow {
            id: id.into(),
            variant: "russian".into(),
            opponent: Opponent::Human,
            level: 3,
            fen: VariantPosition::start(Variant::Russian).fen(),
            ..GameRow::default()
        };
        app.store.insert_game(&row).await.unwrap();
        let live = Live::new(row, app.config.now.clone()).unwrap();
        app.games.insert(live).0
    }

    /// STATE's fields that say where a game stands.
    fn stands(state: &Value) -> Value {
        serde_json::json!([state["moves"], state["fen"], state["seq"], state["outcome"]])
    }

    /// Moves made through `change` on the game `id`, cut off after 50 ms: while the database
    /// is held by another writer (the change is being stored), or while the game's gate is
    /// held (the change has not begun). Either way the game in memory ends as the database has
    /// it, with the move or without, and the next move is made from there.
    #[tokio::test]
    async fn a_change_cut_off_while_stored_or_waiting_leaves_the_game_as_a_clean_request_would() {
        let dir = std::env::temp_dir().join(format!("shashki-cut-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("cut.db");
        let config = Config {
            db: Database::Sqlite(path.clone()),
            ..Config::default()
        };
        let app = App::open(config).unwrap();
        let other = rusqlite::Connection::open(&path).unwrap();
        for (id, storing) in [("storing", true), ("waiting", false)] {
            let game = new_game(&app, id).await;
            let held = if storing {
                other.execute_batch("BEGIN IMMEDIATE").unwrap();
                None
            } else {
                Some(game.gate().await)
            };
            let request = change(&app, &game, Expected::default(), |live| {
                live.move_change("c3-d4").map(Some)
            });
            let cut = tokio::time::timeout(Duration::from_millis(50), request).await;
            assert!(cut.is_err(), "{id}: the request was cut off");
            if storing {
                other.execute_batch("COMMIT").unwrap();
            }
            drop(held);
            // Whatever was begun is over once the game's turn is free again.
            drop(game.gate().await);
            let mine = lock(&game).state();
            let stored = app.read(id).unwrap().unwrap().state();
            assert_eq!(stands(&mine), stands(&stored), "{id}: memory and database");
            let plies = mine["moves"].as_array().unwrap().len();
            assert_eq!(
                plies,
                usize::from(storing),
                "{id}: the move made once begun"
            );
            let next = if storing { "f6-g5" } else { "c3-d4" };
            change(&app, &game, Expected::default(), |live| {
                live.move_change(next).map(Some)
            })
            .await
            .unwrap();
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
