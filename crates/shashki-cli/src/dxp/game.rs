//! One game over a DXP connection, the same for the initiator and the follower: our moves from
//! the engine, theirs checked against our legal moves, the end judged by our rules (no move
//! left, the draw rules of the game layer) and announced with `E`, or taken from theirs.

use std::time::Duration;

use shashki::{Color, International, Move, Outcome, Position, VariantGame};
use shashki_dxp::{BackCode, EndReason, GameEnd, Message, MoveMessage};

use super::connection::{Connection, Event};
use super::player::{Clock, Player};

/// How long we wait for the other side to acknowledge our `E`.
const ACK_TIMEOUT: Duration = Duration::from_secs(10);

/// What a game is played with.
pub struct Match {
    /// The colour we play.
    pub ours: Color,
    /// The start position.
    pub start: Position<International>,
    /// The time control of the request.
    pub clock: Clock,
    /// True when we want no further game after this one (the stop code of our `E`).
    pub last: bool,
}

/// How a game ended, when not by our rules alone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Our rules ended it (the outcome is the game's).
    Rules,
    /// The other side sent `E` first, with this reason.
    Theirs(EndReason),
    /// The other side sent a move that is not legal; we ended the game.
    IllegalMove,
    /// The connection closed during the game.
    Disconnected,
    /// The other side asked for a new game during this one.
    Abandoned,
}

/// A game that is over.
pub struct Finished {
    /// The moves, and the outcome where there is one.
    pub game: VariantGame,
    /// How it ended.
    pub ending: Ending,
    /// True when the other side wants no further game, or can have none (closed connection).
    pub peer_stop: bool,
}

impl Finished {
    /// The PDN result: `2-0`, `0-2`, `1-1`, or `*` when unfinished.
    pub fn result(&self) -> &'static str {
        shashki_pdn::result_marker(self.game.variant(), self.game.outcome())
    }

    /// How the game ended, in words: the outcome and its reason, or what happened instead.
    pub fn termination(&self) -> String {
        let outcome = self.game.outcome();
        match &self.ending {
            Ending::Rules => format!("{} {}", outcome.key(), outcome.reason().unwrap_or("")),
            Ending::Theirs(EndReason::SenderLoses) => {
                format!("{} opponent-resigned", outcome.key())
            }
            Ending::Theirs(EndReason::Draw) => format!("{} opponent-ended-as-draw", outcome.key()),
            Ending::Theirs(EndReason::SenderWins) => "unfinished opponent-claimed-a-win".into(),
            Ending::Theirs(EndReason::Unknown) => "unfinished opponent-ended-the-game".into(),
            Ending::IllegalMove => "unfinished opponent-illegal-move".into(),
            Ending::Disconnected => "unfinished connection-closed".into(),
            Ending::Abandoned => "unfinished new-game-requested".into(),
        }
    }

    /// True when the game ended by a fault: an illegal move or a lost connection.
    pub fn is_fault(&self) -> bool {
        matches!(self.ending, Ending::IllegalMove | Ending::Disconnected)
    }
}

/// Plays one game on `conn` after the request was accepted.
pub fn play(conn: &mut Connection, player: &mut Player, spec: &Match) -> Finished {
    let mut game = VariantGame::new(spec.start.into(), None);
    player.new_game();
    let mut spent = Duration::ZERO;
    let mut made = 0;
    loop {
        let outcome = game.outcome();
        if outcome.is_over() {
            let peer_stop = announce_end(conn, our_reason(outcome, spec.ours), spec.last);
            return finished(game, Ending::Rules, peer_stop);
        }
        let pos = game.position();
        if pos.turn() == spec.ours {
            let Some((mv, took)) = player.think(&game, spec.clock, spent, made) else {
                // The rules end a game without moves before we get here.
                return finished(game, Ending::Rules, false);
            };
            spent += took;
            made += 1;
            log_move(&game, &mv, "us", took);
            conn.send_or_log(&Message::Move(MoveMessage::of(&pos, &mv, took)));
            // A legal move of the current position: the game layer takes it.
            let _ = game.play(&mv);
            continue;
        }
        match conn.receive(None) {
            Event::Message(Message::Move(m)) => match m.resolve(&pos) {
                Some(mv) => {
                    log_move(
                        &game,
                        &mv,
                        "them",
                        Duration::from_secs(u64::from(m.seconds)),
                    );
                    let _ = game.play(&mv);
                }
                None => {
                    let legal = pos.legal_moves();
                    let listed: Vec<String> = legal
                        .iter()
                        .map(|mv| pos.move_text_among(mv, &legal))
                        .collect();
                    eprintln!(
                        "dxp: the opponent's move {}-{} capturing {:?} is not a legal move in \
                         {} (legal: {}); ending the game",
                        m.from,
                        m.to,
                        m.captured,
                        pos.fen(),
                        listed.join(" ")
                    );
                    let peer_stop = announce_end(conn, EndReason::Unknown, spec.last);
                    return finished(game, Ending::IllegalMove, peer_stop);
                }
            },
            Event::Message(Message::GameEnd(end)) => {
                conn.send_or_log(&Message::GameEnd(GameEnd {
                    reason: EndReason::Unknown,
                    stop: spec.last,
                }));
                take_their_end(&mut game, end.reason, spec.ours);
                return finished(game, Ending::Theirs(end.reason), end.stop);
            }
            Event::Message(Message::GameRequest(request)) => {
                eprintln!("dxp: a new game request during the game: this one is abandoned");
                conn.unread(Message::GameRequest(request));
                return finished(game, Ending::Abandoned, false);
            }
            Event::Message(other) => answer_aside(conn, &other),
            Event::Garbage | Event::Timeout => {}
            Event::Closed => return finished(game, Ending::Disconnected, true),
        }
    }
}

/// Answers what may come at any time: chat is logged, a back request is declined (we do not
/// take moves back), anything else out of turn is ignored.
pub fn answer_aside(conn: &mut Connection, message: &Message) {
    match message {
        Message::Chat(text) => eprintln!("dxp: chat from the opponent: {text}"),
        Message::BackRequest(_) => {
            conn.send_or_log(&Message::BackAccept(BackCode::NotSupported));
        }
        other => eprintln!("dxp: {} ignored here", other.name()),
    }
}

/// Applies the other side's `E` to the game: reason 1 is their resignation, 2 a draw by
/// agreement; 3 and 0 are claims our rules do not confirm, and leave the game unfinished.
fn take_their_end(game: &mut VariantGame, reason: EndReason, ours: Color) {
    match reason {
        EndReason::SenderLoses => {
            let _ = game.resign(!ours);
        }
        EndReason::Draw => {
            let _ = game.offer_draw(!ours);
            let _ = game.offer_draw(ours);
        }
        EndReason::SenderWins | EndReason::Unknown => {}
    }
}

fn finished(game: VariantGame, ending: Ending, peer_stop: bool) -> Finished {
    Finished {
        game,
        ending,
        peer_stop,
    }
}

/// Sends our `E` and waits for the acknowledgement (any `E`: both sides may end the game at
/// once, each taking the other's as the answer). True when the other side wants no further
/// game or is gone.
fn announce_end(conn: &mut Connection, reason: EndReason, last: bool) -> bool {
    conn.send_or_log(&Message::GameEnd(GameEnd { reason, stop: last }));
    loop {
        match conn.receive(Some(ACK_TIMEOUT)) {
            Event::Message(Message::GameEnd(end)) => return end.stop,
            Event::Message(Message::Move(_)) => {
                eprintln!("dxp: a move after the end of the game, ignored");
            }
            Event::Message(Message::GameRequest(request)) => {
                conn.unread(Message::GameRequest(request));
                return false;
            }
            Event::Message(other) => answer_aside(conn, &other),
            Event::Garbage => {}
            Event::Timeout => {
                eprintln!("dxp: no acknowledgement of our GAMEEND; going on");
                return false;
            }
            Event::Closed => return true,
        }
    }
}

/// Our reason for a game our rules ended.
fn our_reason(outcome: Outcome, ours: Color) -> EndReason {
    match outcome {
        Outcome::Win { winner, .. } if winner == ours => EndReason::SenderWins,
        Outcome::Win { .. } => EndReason::SenderLoses,
        Outcome::Draw(_) => EndReason::Draw,
        Outcome::Ongoing => EndReason::Unknown,
    }
}

/// Logs a move in the variant's notation: `12. 32-28` for White, `12... 19-23` for Black.
fn log_move(game: &VariantGame, mv: &Move, who: &str, took: Duration) {
    let pos = game.position();
    let number = game.moves().len() / 2 + 1;
    let dots = if pos.turn() == Color::White {
        "."
    } else {
        "..."
    };
    eprintln!(
        "dxp: {number}{dots} {} ({who}, {:.2} s)",
        pos.move_text(mv),
        took.as_secs_f64()
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dxp_capture_names_the_legal_move_whatever_the_order_of_its_captures() {
        let pos = Position::<International>::from_fen("W:W33:B28,18")
            .unwrap()
            .into();
        let sent = |captured: Vec<u8>| MoveMessage {
            seconds: 0,
            from: 33,
            to: 13,
            captured,
        };
        let mv = sent(vec![28, 18]).resolve(&pos).expect("33x13");
        assert_eq!(sent(vec![18, 28]).resolve(&pos), Some(mv));
        assert_eq!(
            sent(vec![28]).resolve(&pos),
            None,
            "not the whole captured set"
        );
        assert_eq!(sent(vec![]).resolve(&pos), None);
        let back = MoveMessage::of(&pos, &mv, Duration::from_millis(2500));
        assert_eq!((back.seconds, back.from, back.to), (2, 33, 13));
        assert_eq!(back.captured, vec![18, 28]);
    }

    #[test]
    fn our_end_reason_is_the_outcome_as_we_see_it() {
        let win = |winner| Outcome::Win {
            winner,
            reason: shashki::WinReason::NoMoves,
        };
        assert_eq!(
            our_reason(win(Color::Black), Color::Black),
            EndReason::SenderWins
        );
        assert_eq!(
            our_reason(win(Color::White), Color::Black),
            EndReason::SenderLoses
        );
        let draw = Outcome::Draw(shashki::DrawReason::Repetition);
        assert_eq!(our_reason(draw, Color::White), EndReason::Draw);
    }
}
