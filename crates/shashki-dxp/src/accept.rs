//! `A`, the follower's answer to a game request.

use std::fmt;

use crate::fields::Fields;
use crate::message::name_field;
use crate::ParseDxpError;

/// Whether the follower plays the requested game, and if not why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AcceptCode {
    /// `0`: the game starts.
    Accept,
    /// `1`: the request's protocol version is not the follower's.
    WrongVersion,
    /// `2`: not this game (time, position ...), but another one is welcome.
    NotThisGame,
    /// `3`: no game at all.
    NoGames,
}

impl AcceptCode {
    const ALL: [AcceptCode; 4] = [
        AcceptCode::Accept,
        AcceptCode::WrongVersion,
        AcceptCode::NotThisGame,
        AcceptCode::NoGames,
    ];

    /// The code's digit.
    pub fn digit(self) -> u8 {
        self as u8
    }
}

/// A game accept (sent by the follower only).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameAccept {
    /// The follower's name (at most 32 characters, padding blanks removed).
    pub name: String,
    /// The answer.
    pub code: AcceptCode,
}

impl GameAccept {
    pub(crate) fn read(fields: &mut Fields<'_>) -> Result<GameAccept, ParseDxpError> {
        let name = fields.text(32, "follower name")?;
        let code = AcceptCode::ALL[usize::from(fields.code(3, "acceptance code")?)];
        Ok(GameAccept { name, code })
    }
}

impl fmt::Display for GameAccept {
    /// The fields after the type letter.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", name_field(&self.name), self.code.digit())
    }
}
