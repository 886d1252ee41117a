//! Abort (issue 31, as lidraughts and lichess do it): a game ends with no result while both
//! sides have not moved yet (no move, or only the first side's first), or while the friend
//! invited has not joined. Either player may abort it then; the server aborts the games left
//! so (`src/abandoned.rs`). An aborted game is neither won, lost nor drawn: its outcome is
//! `aborted`, stored as an `abort` event like any other change, so it replays, counts in
//! `seq` and reaches the other servers.

use shashki::Color;
use shashki_text::errors;

use crate::act::Act;
use crate::error::ApiError;
use crate::live::Live;
use crate::record::Record;
use crate::round::Change;
use crate::store::{GameOutcome, Opponent};

/// The text of the `abort` event the server stores for a game left abandoned.
pub const ABANDONED: &str = "abandoned";

/// Who ended a game with no result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aborted {
    /// A player aborted it.
    By(Color),
    /// The server did, for the side it waited for: nobody joined, or a side never moved,
    /// within the time.
    Abandoned(Color),
}

impl Aborted {
    /// STATE's `reason`: `abandoned` when the server aborted the game, none for a player.
    pub fn reason(self) -> Option<&'static str> {
        match self {
            Aborted::By(_) => None,
            Aborted::Abandoned(_) => Some(ABANDONED),
        }
    }
}

impl Record {
    /// The outcome as stored and in STATE: `aborted`, or the rules' (`white`, `black`,
    /// `draw:<rule>`, `ongoing`).
    pub fn outcome_key(&self) -> GameOutcome {
        match self.aborted {
            Some(_) => GameOutcome::Aborted,
            None => self.game.outcome().into(),
        }
    }
}

impl Live {
    /// True while the friend invited to a game between people has not taken his seat.
    pub fn waiting_for_friend(&self) -> bool {
        self.row.opponent == Opponent::Human && self.row.invite.is_some()
    }

    /// True while the game may be aborted: it goes on, and either both sides have not moved
    /// yet (fewer than two plies on the board: a takeback to the start makes it so again, as on
    /// lichess) or the friend has not joined.
    pub fn abortable(&self) -> bool {
        self.ongoing() && (self.game().plies() < 2 || self.waiting_for_friend())
    }

    /// `color` aborts the game.
    ///
    /// # Errors
    /// 409 `game-over` after the end; 409 `not-abortable` once both sides have moved.
    pub fn abort_change(&mut self, color: Color) -> Result<Change, ApiError> {
        self.aborted_by(color, false)
    }

    /// The server aborts the game left abandoned, for the side it waited for: the friend's
    /// free seat, or the side to move.
    ///
    /// # Errors
    /// As [`Live::abort_change`].
    pub fn abandon_change(&mut self) -> Result<Change, ApiError> {
        let awaited = match (&self.row.white_seat, self.waiting_for_friend()) {
            (None, true) => Color::White,
            (Some(_), true) => Color::Black,
            (_, false) => self.turn(),
        };
        self.aborted_by(awaited, true)
    }

    fn aborted_by(&mut self, color: Color, abandoned: bool) -> Result<Change, ApiError> {
        if !self.ongoing() {
            return Err(self.over());
        }
        if !self.abortable() {
            return Err(ApiError::not_abortable());
        }
        self.prepare(Act::Abort { abandoned }, color)
            .map_err(|e| ApiError::game_over(errors::play(&e)))
    }
}
