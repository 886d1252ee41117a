//! The websocket of a game: STATE at once, then after every change.

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::response::Response;
use axum::Extension;
use tokio::sync::broadcast;

use super::limit::SocketPass;
use super::{open, AppState};
use crate::error::ApiError;
use crate::follow::current;
use crate::registry::{lock, Shared};

/// `GET /api/games/{id}/ws`: STATE now, then after every change.
pub async fn ws(
    State(app): AppState,
    Path(id): Path<String>,
    pass: Option<Extension<SocketPass>>,
    upgrade: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    let game = open(&app, &id).await?;
    current(&app, &game).await?;
    Ok(small_buffers(upgrade).on_upgrade(move |socket| async move {
        let _pass = pass;
        watch(socket, game).await;
    }))
}

/// What one websocket may hold (issue 19): tungstenite's defaults give every connection a
/// 128 KiB read buffer allocated at once and let its write buffer fill to 128 KiB, which with two
/// players a game made most of a game's memory. A watcher only sends STATE (a few KiB) and reads
/// nothing but pings and closes, so 4 KiB read in chunks, writes go out at once, and a message
/// the page sends is never larger than [`MAX_IN`].
const READ_BUFFER: usize = 4 * 1024;
/// The largest message a watcher may send (the page sends none; pings and closes are tiny).
const MAX_IN: usize = 16 * 1024;

/// `upgrade` with the small buffers of a game's watcher.
pub(crate) fn small_buffers(upgrade: WebSocketUpgrade) -> WebSocketUpgrade {
    upgrade
        .read_buffer_size(READ_BUFFER)
        .write_buffer_size(0)
        .max_message_size(MAX_IN)
        .max_frame_size(MAX_IN)
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
