//! `shashki dxp --listen`: the follower. Accepts connections one after another until it has
//! played its games; on each, answers game requests with `A` and plays.

use std::net::TcpListener;
use std::time::Duration;

use shashki::{International, Position};
use shashki_dxp::{AcceptCode, GameAccept, GameRequest, Message};

use super::connection::{Connection, Event};
use super::game::{self, answer_aside, Match};
use super::player::{Clock, Player};
use super::report::Report;
use crate::error::CliError;

/// After our last game, how long we wait for the initiator to close the connection.
const LINGER: Duration = Duration::from_secs(10);

/// Listens on `addr` and plays `games` games as follower.
///
/// # Errors
/// An address we cannot listen on, a connection we cannot accept, or a PDN file that cannot
/// be written.
pub fn listen(
    addr: &str,
    games: u32,
    name: &str,
    player: &mut Player,
    report: &mut Report,
) -> Result<(), CliError> {
    let listener = TcpListener::bind(addr)
        .map_err(|e| CliError::Failure(format!("cannot listen on {addr}: {e}")))?;
    let local = listener
        .local_addr()
        .map_err(|e| CliError::Failure(format!("cannot listen on {addr}: {e}")))?;
    eprintln!("dxp: listening on {local}");
    while report.games() < games {
        let (stream, peer) = listener
            .accept()
            .map_err(|e| CliError::Failure(format!("cannot accept a connection: {e}")))?;
        eprintln!("dxp: connection from {peer}");
        let mut conn = Connection::new(stream);
        serve(&mut conn, games, name, player, report)?;
        conn.close();
        eprintln!("dxp: connection from {peer} closed");
    }
    Ok(())
}

/// Answers requests on one connection until it closes, or until our games are played and the
/// initiator lingers.
fn serve(
    conn: &mut Connection,
    games: u32,
    name: &str,
    player: &mut Player,
    report: &mut Report,
) -> Result<(), CliError> {
    loop {
        let timeout = (report.games() >= games).then_some(LINGER);
        match conn.receive(timeout) {
            Event::Message(Message::GameRequest(request)) => {
                let answer = answer(&request, report.games() >= games);
                conn.send_or_log(&Message::GameAccept(GameAccept {
                    name: name.to_string(),
                    code: answer
                        .as_ref()
                        .map_or_else(|(code, _)| *code, |_| AcceptCode::Accept),
                }));
                let start = match answer {
                    Ok(start) => start,
                    Err((_, why)) => {
                        eprintln!("dxp: game request declined: {why}");
                        continue;
                    }
                };
                let spec = Match {
                    ours: request.follower,
                    start,
                    clock: Clock {
                        minutes: request.minutes,
                        moves: request.moves,
                    },
                    last: report.games() + 1 >= games,
                };
                eprintln!(
                    "dxp: game {} against {}, we play {}",
                    report.games() + 1,
                    request.name,
                    spec.ours
                );
                let finished = game::play(conn, player, &spec);
                report.add(&finished, &request.name, spec.ours)?;
                if finished.ending == game::Ending::Disconnected {
                    return Ok(());
                }
            }
            Event::Message(Message::GameEnd(_)) => {
                eprintln!("dxp: GAMEEND outside a game, ignored");
            }
            Event::Message(other) => answer_aside(conn, &other),
            Event::Garbage => {}
            Event::Timeout | Event::Closed => return Ok(()),
        }
    }
}

/// The start position of an acceptable request, or the code and reason to decline it.
fn answer(
    request: &GameRequest,
    no_more: bool,
) -> Result<Position<International>, (AcceptCode, String)> {
    if request.version != GameRequest::VERSION {
        return Err((
            AcceptCode::WrongVersion,
            format!("protocol version {:02}, we speak 01", request.version),
        ));
    }
    if no_more {
        return Err((AcceptCode::NoGames, "our games are played".into()));
    }
    let Some(board) = request.start else {
        return Ok(Position::start());
    };
    let start = Position::<International>::from_setup(board.to_setup())
        .map_err(|e| (AcceptCode::NotThisGame, e.to_string()))?;
    if start.legal_moves().is_empty() {
        return Err((
            AcceptCode::NotThisGame,
            format!("no legal move in the start position {}", start.fen()),
        ));
    }
    Ok(start)
}
