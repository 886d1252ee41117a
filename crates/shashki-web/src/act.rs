//! What one change does to a game, as the server tries it, stores it and reads it back: the
//! same value for a request's change, its event in the database and another server's copy
//! following it.

use std::time::Duration;

use shashki::{Color, Move};

use crate::abort::ABANDONED;
use crate::live::color_of;
use crate::store::Event;

/// One change of a game by one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Act {
    /// A move, with the time it took on the mover's clock.
    Move {
        /// The move, legal where it is played.
        mv: Move,
        /// The time it took.
        elapsed: Option<Duration>,
    },
    /// The side resigns.
    Resign,
    /// The side offers a draw, or accepts the opponent's standing offer.
    Draw,
    /// The side declines the opponent's standing draw offer.
    Decline,
    /// The side asks to take back its last move.
    AskTakeback,
    /// The side refuses the opponent's request to take back.
    RefuseTakeback,
    /// The side's last move (and the reply to it) is taken back.
    Undo,
    /// The side's time ran out.
    Time,
    /// The game ends with no result (`src/abort.rs`): by the side, or by the server for the
    /// side it waited for (`abandoned`).
    Abort {
        /// The server aborted the game left abandoned.
        abandoned: bool,
    },
}

impl Act {
    /// The kind of event that stores it.
    pub fn kind(self) -> &'static str {
        match self {
            Act::Move { .. } => "move",
            Act::Resign => "resign",
            Act::Draw => "draw",
            Act::Decline => "decline",
            Act::AskTakeback => "takeback",
            Act::RefuseTakeback => "takeback-decline",
            Act::Undo => "undo",
            Act::Time => "time",
            Act::Abort { .. } => "abort",
        }
    }

    /// The act of a stored event other than a move (which needs its position to be read:
    /// `Record::act_of`), and the side that made it.
    ///
    /// # Errors
    /// For an unknown kind or colour (a damaged database).
    pub fn of_event(event: &Event) -> Result<(Act, Color), String> {
        let color = color_of(&event.color)
            .ok_or_else(|| format!("bad colour {} in a stored event", event.color))?;
        let act = match event.kind.as_str() {
            "resign" => Act::Resign,
            "draw" => Act::Draw,
            "decline" => Act::Decline,
            "takeback" => Act::AskTakeback,
            "takeback-decline" => Act::RefuseTakeback,
            "undo" => Act::Undo,
            "time" => Act::Time,
            "abort" => Act::Abort {
                abandoned: event.text.as_deref() == Some(ABANDONED),
            },
            other => return Err(format!("unknown stored event {other}")),
        };
        Ok((act, color))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_act_but_a_move_reads_back_from_its_event() {
        let acts = [
            Act::Resign,
            Act::Draw,
            Act::Decline,
            Act::AskTakeback,
            Act::RefuseTakeback,
            Act::Undo,
            Act::Time,
            Act::Abort { abandoned: false },
            Act::Abort { abandoned: true },
        ];
        for act in acts {
            let abandoned = act == Act::Abort { abandoned: true };
            let event = Event {
                kind: act.kind().into(),
                color: "black".into(),
                text: abandoned.then(|| ABANDONED.to_string()),
                elapsed_ms: None,
                at_ms: 0,
            };
            assert_eq!(Act::of_event(&event), Ok((act, Color::Black)));
        }
        let unknown = Event {
            kind: "castle".into(),
            color: "white".into(),
            text: None,
            elapsed_ms: None,
            at_ms: 0,
        };
        assert!(Act::of_event(&unknown).is_err());
    }
}
