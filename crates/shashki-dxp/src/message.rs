//! A DXP message of any type: read from the bytes between two NULs, written back the same way.

use std::fmt;

use shashki::Color;

use crate::fields::{show, Fields};
use crate::{BackCode, BackRequest, GameAccept, GameEnd, GameRequest, MoveMessage, ParseDxpError};

/// The longest message DXP allows, in characters (its NUL not counted).
pub const MAX_LEN: usize = 127;

/// One message of INTERFACES.md §9; the first letter of its text says which.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// `C`: a line of chat, allowed at any time.
    Chat(String),
    /// `R`: the initiator asks for a game.
    GameRequest(GameRequest),
    /// `A`: the follower's answer to a game request.
    GameAccept(GameAccept),
    /// `M`: a move.
    Move(MoveMessage),
    /// `E`: the end of a game, or the acknowledgement of one.
    GameEnd(GameEnd),
    /// `B`: a request to take moves back.
    BackRequest(BackRequest),
    /// `K`: the answer to a back request.
    BackAccept(BackCode),
}

impl Message {
    /// Reads one message (without its NUL).
    ///
    /// # Errors
    /// An empty or over-long message, an unknown type letter, a field of the wrong width or
    /// with a character it does not allow, or text after the last field; the error gives the
    /// column and names the field.
    pub fn parse(bytes: &[u8]) -> Result<Message, ParseDxpError> {
        if bytes.len() > MAX_LEN {
            return Err(ParseDxpError::new(
                MAX_LEN + 1,
                format!("message of {} characters, more than {MAX_LEN}", bytes.len()),
            ));
        }
        let Some(&kind) = bytes.first() else {
            return Err(ParseDxpError::new(1, "empty message"));
        };
        let mut fields = Fields::after_type(bytes);
        let message = match kind {
            b'C' => Message::Chat(fields.rest()),
            b'R' => Message::GameRequest(GameRequest::read(&mut fields)?),
            b'A' => Message::GameAccept(GameAccept::read(&mut fields)?),
            b'M' => Message::Move(MoveMessage::read(&mut fields)?),
            b'E' => Message::GameEnd(GameEnd::read(&mut fields)?),
            b'B' => Message::BackRequest(BackRequest::read(&mut fields)?),
            b'K' => Message::BackAccept(BackCode::read(&mut fields)?),
            other => {
                return Err(ParseDxpError::new(
                    1,
                    format!("unknown message type '{}'", show(&[other])),
                ))
            }
        };
        fields.end(message.name())?;
        Ok(message)
    }

    /// The protocol's name of the message type, for logs and errors.
    pub fn name(&self) -> &'static str {
        match self {
            Message::Chat(_) => "CHAT",
            Message::GameRequest(_) => "GAMEREQ",
            Message::GameAccept(_) => "GAMEACC",
            Message::Move(_) => "MOVE",
            Message::GameEnd(_) => "GAMEEND",
            Message::BackRequest(_) => "BACKREQ",
            Message::BackAccept(_) => "BACKACC",
        }
    }

    /// The bytes to send: the text and its NUL.
    pub fn to_frame(&self) -> Vec<u8> {
        let mut frame = self.to_string().into_bytes();
        frame.push(0);
        frame
    }
}

impl fmt::Display for Message {
    /// The message's text, as sent (without the NUL). Free text (chat, names) is cut to what
    /// fits and any character outside printable ASCII becomes `?`, so that the text is always
    /// a valid message.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Message::Chat(text) => write!(f, "C{}", printable(text, MAX_LEN - 1)),
            Message::GameRequest(r) => write!(f, "R{r}"),
            Message::GameAccept(a) => write!(f, "A{a}"),
            Message::Move(m) => write!(f, "M{m}"),
            Message::GameEnd(e) => write!(f, "E{e}"),
            Message::BackRequest(b) => write!(f, "B{b}"),
            Message::BackAccept(k) => write!(f, "K{k}"),
        }
    }
}

/// The colour letter of DXP: `W` for White, `Z` (zwart) for Black.
pub(crate) fn color_letter(color: Color) -> &'static str {
    match color {
        Color::White => "W",
        Color::Black => "Z",
    }
}

/// `text` cut to `width` characters, each outside printable ASCII replaced by `?`.
pub(crate) fn printable(text: &str, width: usize) -> String {
    text.chars()
        .take(width)
        .map(|c| {
            if c == ' ' || c.is_ascii_graphic() {
                c
            } else {
                '?'
            }
        })
        .collect()
}

/// A name field: printable, cut or padded with blanks to 32 characters.
pub(crate) fn name_field(name: &str) -> String {
    format!("{:<32}", printable(name, 32))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{AcceptCode, Board, Cell, EndReason};

    fn parse(text: &str) -> Result<Message, ParseDxpError> {
        Message::parse(text.as_bytes())
    }

    fn column(text: &str) -> usize {
        parse(text).expect_err(text).column
    }

    #[test]
    fn the_protocol_description_examples_read() {
        assert_eq!(
            parse("M001205250422122320"),
            Ok(Message::Move(MoveMessage {
                seconds: 12,
                from: 5,
                to: 25,
                captured: vec![22, 12, 23, 20],
            }))
        );
        assert_eq!(
            parse("M0012061100"),
            Ok(Message::Move(MoveMessage {
                seconds: 12,
                from: 6,
                to: 11,
                captured: vec![],
            }))
        );
        assert_eq!(
            parse("ATornado voor Windows 4.0        0"),
            Ok(Message::GameAccept(GameAccept {
                name: "Tornado voor Windows 4.0".into(),
                code: AcceptCode::Accept,
            }))
        );
        assert_eq!(
            parse("R01Tornado voor Windows 4.0        W060065A"),
            Ok(Message::GameRequest(GameRequest {
                version: 1,
                name: "Tornado voor Windows 4.0".into(),
                follower: Color::White,
                minutes: 60,
                moves: 65,
                start: None,
            }))
        );
        assert_eq!(
            parse("E00"),
            Ok(Message::GameEnd(GameEnd {
                reason: EndReason::Unknown,
                stop: false
            }))
        );
        assert_eq!(
            parse("B005Z"),
            Ok(Message::BackRequest(BackRequest {
                move_number: 5,
                turn: Color::Black
            }))
        );
        assert_eq!(parse("K1"), Ok(Message::BackAccept(BackCode::NotSupported)));
        assert_eq!(
            parse("CWhat about move 35?"),
            Ok(Message::Chat("What about move 35?".into()))
        );
    }

    #[test]
    fn a_request_with_a_position_reads_as_pydraughts_writes_it() {
        let start = format!("{}{}{}", "z".repeat(20), "e".repeat(10), "w".repeat(20));
        let text = format!("R01DXP Client                      W000000BW{start}");
        let Ok(Message::GameRequest(request)) = parse(&text) else {
            panic!("{text}");
        };
        let board = request.start.expect("flag B");
        assert_eq!(board.turn, Color::White);
        assert_eq!(board.cells[0], Cell::Man(Color::Black));
        assert_eq!(board.cells[25], Cell::Empty);
        assert_eq!(board.cells[49], Cell::Man(Color::White));
        assert_eq!(Board::from_setup(&board.to_setup()), Some(board));
        assert_eq!(Message::GameRequest(request).to_string(), text);
    }

    #[test]
    fn garbage_is_refused_with_its_column() {
        assert_eq!(column(""), 1);
        assert_eq!(column("X123"), 1);
        assert_eq!(column("M00120611"), 10, "the capture count is missing");
        assert_eq!(column("M0012065100"), 8, "no square 51");
        assert_eq!(column("M0012000100"), 6, "no square 0");
        assert_eq!(column("M00a2061100"), 2);
        assert_eq!(
            column("M0012061101"),
            12,
            "one capture announced, none given"
        );
        assert_eq!(column("M00120611012"), 12, "half a square");
        assert_eq!(column("M0012061121"), 10, "more than 20 captures");
        assert_eq!(column("E001"), 4, "text after the last field");
        assert_eq!(column("E40"), 2);
        assert_eq!(column("K3"), 2);
        assert_eq!(column("A"), 2);
        assert_eq!(column("R01DXP Client                      Q000000A"), 36);
        assert_eq!(column("R01DXP Client                      W000000C"), 43);
        let bad = format!("R01{:32}W000000BW{}x", "n", "e".repeat(49));
        assert_eq!(column(&bad), 94, "a letter that is no piece");
        assert_eq!(column(&format!("C{}", "x".repeat(127))), 128);
        assert_eq!(Message::parse(b"M\xff").expect_err("not ASCII").column, 2);
        let message = parse("M0012065100").expect_err("51").to_string();
        assert!(
            message.contains("to square") && message.contains("51"),
            "{message}"
        );
    }

    #[test]
    fn writing_caps_numbers_and_makes_text_printable() {
        let mv = Message::Move(MoveMessage {
            seconds: 123_456,
            from: 32,
            to: 28,
            captured: vec![],
        });
        assert_eq!(mv.to_string(), "M9999322800");
        assert_eq!(mv.to_frame(), b"M9999322800\0");
        let accept = Message::GameAccept(GameAccept {
            name: "шашки, a name much longer than thirty-two characters".into(),
            code: AcceptCode::NoGames,
        });
        let text = accept.to_string();
        assert_eq!(text.len(), 34);
        assert!(text.starts_with("A?????, a name much"), "{text}");
        assert!(text.ends_with('3'));
        let chat = Message::Chat(format!("a\0b{}", "c".repeat(200)));
        assert!(chat.to_string().starts_with("Ca?bc"));
        assert_eq!(chat.to_string().len(), MAX_LEN);
        assert!(Message::parse(chat.to_string().as_bytes()).is_ok());
    }

    #[test]
    fn text_outside_printable_ascii_reads_as_it_is_written() {
        let mut bytes = b"R01shashk\x97\xdf\xe4\t".to_vec();
        bytes.resize(3 + 32, b' ');
        bytes.extend_from_slice(b"W010000A");
        let read = Message::parse(&bytes).expect("a request with odd bytes in its name");
        let Message::GameRequest(request) = &read else {
            panic!("{read:?}");
        };
        assert_eq!(request.name, "shashk????");
        let again = Message::parse(&read.to_frame()[..read.to_string().len()]);
        assert_eq!(again.expect("written again"), read);
        assert_eq!(parse("Ca\tb"), Ok(Message::Chat("a?b".into())));
    }
}
