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
                let (code, start) = match answer(&request, report.games() >= games) {
                    Ok(start) => (AcceptCode::Accept, Some(start)),
                    Err((code, why)) => {
                        eprintln!("dxp: game request declined: {why}");
                        (code, None)
                    }
                };
                conn.send_or_log(&Message::GameAccept(GameAccept {
                    name: name.to_string(),
                    code,
                }));
                let Some(start) = start else {
                    continue;
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

#[cfg(test)]
mod tests {
    use shashki::Color;
    use shashki_dxp::{Board, Cell};

    use super::*;

    fn request(version: u32, start: Option<Board>) -> GameRequest {
        GameRequest {
            version,
            name: "them".into(),
            follower: Color::White,
            minutes: 0,
            moves: 0,
            start,
        }
    }

    fn board(cells: &[(usize, Cell)]) -> Board {
        let mut board = Board {
            turn: Color::White,
            cells: [Cell::Empty; 50],
        };
        for &(square, cell) in cells {
            board.cells[square - 1] = cell;
        }
        board
    }

    #[test]
    fn a_request_is_declined_with_the_code_that_says_why() {
        let code = |r: &GameRequest, no_more| answer(r, no_more).map_err(|(code, _)| code);
        assert_eq!(code(&request(1, None), false), Ok(Position::start()));
        assert_eq!(
            code(&request(2, None), false),
            Err(AcceptCode::WrongVersion)
        );
        assert_eq!(code(&request(1, None), true), Err(AcceptCode::NoGames));
        let man_on_its_last_row =
            board(&[(3, Cell::Man(Color::White)), (40, Cell::Man(Color::Black))]);
        assert_eq!(
            code(&request(1, Some(man_on_its_last_row)), false),
            Err(AcceptCode::NotThisGame)
        );
        let blocked = board(&[
            (46, Cell::Man(Color::White)),
            (41, Cell::Man(Color::Black)),
            (37, Cell::Man(Color::Black)),
        ]);
        assert_eq!(
            code(&request(1, Some(blocked)), false),
            Err(AcceptCode::NotThisGame),
            "no legal move for White"
        );
        let endgame = board(&[(28, Cell::King(Color::White)), (3, Cell::Man(Color::Black))]);
        let start = code(&request(1, Some(endgame)), false).expect("a playable position");
        assert_eq!(start.fen(), "W:WK28:B3");
    }
}
