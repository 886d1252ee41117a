//! The websocket of a game: STATE at once, then after every change.

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::response::Response;
use tokio::sync::broadcast;

use super::{open, AppState};
use crate::error::ApiError;
use crate::registry::{lock, Shared};

/// `GET /api/games/{id}/ws`: STATE now, then after every change.
pub async fn ws(
    State(app): AppState,
    Path(id): Path<String>,
    upgrade: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    let game = open(&app, &id).await?;
    Ok(upgrade.on_upgrade(move |socket| watch(socket, game)))
}

async fn watch(socket: WebSocket, game: Shared) {
    let (first, rx) = {
        let live = lock(&game);
        (live.state().to_string(), live.tx.subscribe())
    };
    relay(socket, first, rx, || lock(&game).state().to_string()).await;
}

/// Sends `first`, then every STATE `rx` brings, until the socket closes; when the socket fell
/// behind, STATE `now` instead of the ones it missed.
pub(crate) async fn relay(
    mut socket: WebSocket,
    first: String,
    mut rx: broadcast::Receiver<String>,
    now: impl Fn() -> String,
) {
    if socket.send(Message::Text(first.into())).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            update = rx.recv() => match update {
                Ok(text) => {
                    if socket.send(Message::Text(text.into())).await.is_err() {
                        return;
                    }
                }
                Err(broadcast::error::RecvError::Lagged(_)) => {
                    if socket.send(Message::Text(now().into())).await.is_err() {
                        return;
                    }
                }
                Err(_) => return,
            },
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                Some(Ok(_)) => {}
            },
        }
    }
}
