//! What one change does to a game, as the server tries it, stores it and reads it back: the
//! same value for a request's change, its event in the database and another server's copy
//! following it.

use std::time::Duration;

use shashki::{Color, Move};

use crate::abort::ABANDONED;
use crate::store::{Event, EventKind};

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
    pub fn event_kind(self) -> EventKind {
        match self {
            Act::Move { .. } => EventKind::Move,
            Act::Resign => EventKind::Resign,
            Act::Draw => EventKind::Draw,
            Act::Decline => EventKind::Decline,
            Act::AskTakeback => EventKind::Takeback,
            Act::RefuseTakeback => EventKind::TakebackDecline,
            Act::Undo => EventKind::Undo,
            Act::Time => EventKind::Time,
            Act::Abort { .. } => EventKind::Abort,
        }
    }

    /// The name of that kind (`move`, `takeback-decline` ...), for the logs.
    pub fn kind(self) -> &'static str {
        self.event_kind().as_str()
    }

    /// The act of a stored event other than a move (which needs its position to be read:
    /// `Record::act_of`), and the side that made it.
    ///
    /// # Errors
    /// For a move (a damaged database: `Record::act_of` reads those).
    pub fn of_event(event: &Event) -> Result<(Act, Color), String> {
        let act = match event.kind {
            EventKind::Resign => Act::Resign,
            EventKind::Draw => Act::Draw,
            EventKind::Decline => Act::Decline,
            EventKind::Takeback => Act::AskTakeback,
            EventKind::TakebackDecline => Act::RefuseTakeback,
            EventKind::Undo => Act::Undo,
            EventKind::Time => Act::Time,
            EventKind::Abort => Act::Abort {
                abandoned: event.text.as_deref() == Some(ABANDONED),
            },
            EventKind::Move => return Err("a stored move read as another event".into()),
        };
        Ok((act, event.color))
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
                kind: act.event_kind(),
                color: Color::Black,
                text: abandoned.then(|| ABANDONED.to_string()),
                elapsed_ms: None,
                at_ms: 0,
            };
            assert_eq!(Act::of_event(&event), Ok((act, Color::Black)));
        }
        let stored_move = Event {
            kind: EventKind::Move,
            color: Color::White,
            text: Some("c3-d4".into()),
            elapsed_ms: None,
            at_ms: 0,
        };
        assert!(Act::of_event(&stored_move).is_err());
    }
}
