//! `shashki dxp --connect`: the initiator. Connects, asks for a game with `R`, plays it, and
//! asks for the next while games are left and the follower welcomes another.

use std::net::TcpStream;
use std::time::Duration;

use shashki::{Color, International, Position};
use shashki_dxp::{AcceptCode, Board, GameRequest, Message};

use super::connection::{Connection, Event};
use super::game::{self, answer_aside, Match};
use super::player::{Clock, Player};
use super::report::Report;
use crate::error::CliError;

/// How long we wait for the follower's `A`.
const ACCEPT_TIMEOUT: Duration = Duration::from_secs(60);

/// What the initiator asks for.
pub struct Request {
    /// Our colour in the first game; it alternates from game to game.
    pub color: Color,
    /// The time control.
    pub clock: Clock,
    /// The start position; `None` is the normal start.
    pub start: Option<Position<International>>,
    /// Games to play.
    pub games: u32,
    /// Our name.
    pub name: String,
}

/// Connects to `addr` and plays the requested games as initiator.
///
/// # Errors
/// A connection that cannot be made or breaks before a game starts, a request the follower
/// declines, or a PDN file that cannot be written.
pub fn connect(
    addr: &str,
    request: &Request,
    player: &mut Player,
    report: &mut Report,
) -> Result<(), CliError> {
    let stream = TcpStream::connect(addr)
        .map_err(|e| CliError::Failure(format!("cannot connect to {addr}: {e}")))?;
    eprintln!("dxp: connected to {addr}");
    let mut conn = Connection::new(stream);
    let start = request.start.unwrap_or_else(Position::start);
    for index in 0..request.games {
        let ours = if index % 2 == 0 {
            request.color
        } else {
            !request.color
        };
        conn.send_or_log(&Message::GameRequest(GameRequest {
            version: GameRequest::VERSION,
            name: request.name.clone(),
            follower: !ours,
            minutes: request.clock.minutes,
            moves: request.clock.moves,
            // A position of the rules always fits the board.
            start: request
                .start
                .and_then(|pos| Board::from_setup(&pos.to_setup())),
        }));
        let follower = accepted(&mut conn)?;
        eprintln!("dxp: game {} against {follower}, we play {ours}", index + 1);
        let spec = Match {
            ours,
            start,
            clock: request.clock,
            last: index + 1 == request.games,
        };
        let finished = game::play(&mut conn, player, &spec);
        report.add(&finished, &follower, ours)?;
        if finished.peer_stop && index + 1 < request.games {
            eprintln!("dxp: the follower wants no further game");
            break;
        }
    }
    conn.close();
    Ok(())
}

/// Waits for the follower's answer; its name when it accepts.
fn accepted(conn: &mut Connection) -> Result<String, CliError> {
    loop {
        match conn.receive(Some(ACCEPT_TIMEOUT)) {
            Event::Message(Message::GameAccept(accept)) => {
                return match accept.code {
                    AcceptCode::Accept => Ok(accept.name),
                    code => Err(CliError::Failure(format!(
                        "{} declined the game: {}",
                        accept.name,
                        match code {
                            AcceptCode::WrongVersion => "wrong protocol version",
                            AcceptCode::NotThisGame => "not this game (time or position)",
                            _ => "no games at all",
                        }
                    ))),
                };
            }
            Event::Message(other) => answer_aside(conn, &other),
            Event::Garbage => {}
            Event::Timeout => {
                return Err(CliError::Failure("no answer to our game request".into()))
            }
            Event::Closed => {
                return Err(CliError::Failure(
                    "the follower closed the connection before the game".into(),
                ))
            }
        }
    }
}
