//! The values the tables hold as text (an event's kind, a game's opponent and outcome, a seat's
//! kind, a colour, a Chinese checkers player), as enums: the code matches on them and cannot
//! misspell one, while the database and the API keep the very strings they always had. Each
//! string is written once, here (or by the rules crates' own keys); a string read from the
//! database that is none of them is an error, never taken for some default.

use std::borrow::Cow;
use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use shashki::{Color, DrawReason};
use shashki_star::Corner;

/// A value stored as text: its text, and the value of a text (none for an unknown one).
pub trait Stored: Sized {
    /// What it is, for the error when a stored text is none of its values.
    const WHAT: &'static str;

    /// The text stored.
    fn key(&self) -> Cow<'static, str>;

    /// The value stored as `text`, if any.
    fn from_key(text: &str) -> Option<Self>;

    /// The value stored as `text`.
    ///
    /// # Errors
    /// For a text that is none of the values: `unknown <what> '<text>'`.
    fn read(text: &str) -> Result<Self, String> {
        Self::from_key(text).ok_or_else(|| format!("unknown {} '{text}'", Self::WHAT))
    }
}

/// An enum whose variants are stored as fixed strings: the enum, [`Stored`], `Display` and
/// serde as those strings.
macro_rules! stored_enum {
    (
        $(#[$doc:meta])* $name:ident as $what:literal {
            $($(#[$vdoc:meta])* $variant:ident = $text:literal,)+
        }
    ) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vdoc])* $variant,)+
        }

        impl $name {
            /// Its text, as stored and in the API.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $text,)+
                }
            }
        }

        impl Stored for $name {
            const WHAT: &'static str = $what;

            fn key(&self) -> Cow<'static, str> {
                Cow::Borrowed(self.as_str())
            }

            fn from_key(text: &str) -> Option<Self> {
                match text {
                    $($text => Some($name::$variant),)+
                    _ => None,
                }
            }
        }

        serde_as_key!($name);
    };
}

/// `Display` and serde for a [`Stored`] type: its text.
macro_rules! serde_as_key {
    ($name:ty) => {
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.key())
            }
        }

        impl Serialize for $name {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(&self.key())
            }
        }

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let text = Cow::<str>::deserialize(d)?;
                <$name>::read(&text).map_err(serde::de::Error::custom)
            }
        }
    };
}

stored_enum! {
    /// The kind of a stored event of a draughts game (`moves.kind`).
    EventKind as "event kind" {
        /// A move.
        Move = "move",
        /// A resignation.
        Resign = "resign",
        /// A draw offer, or its acceptance.
        Draw = "draw",
        /// A draw offer declined.
        Decline = "decline",
        /// A request to take back.
        Takeback = "takeback",
        /// A request to take back refused.
        TakebackDecline = "takeback-decline",
        /// A takeback granted.
        Undo = "undo",
        /// A loss on time.
        Time = "time",
        /// The game ended with no result (`src/abort.rs`).
        Abort = "abort",
    }
}

stored_enum! {
    /// Whom a draughts game is against (`games.opponent`, and the API's `opponent`).
    Opponent as "opponent" {
        /// The engine.
        Engine = "engine",
        /// A person: a friend by link, or anyone from the lobby.
        Human = "human",
    }
}

stored_enum! {
    /// The kind of a stored event of a Chinese checkers game (`star_events.kind`).
    StarEventKind as "Chinese checkers event kind" {
        /// A move.
        Move = "move",
        /// A resignation.
        Resign = "resign",
    }
}

stored_enum! {
    /// Who sits at a Chinese checkers point (the seats' `kind`, and the API's).
    SeatKind as "seat kind" {
        /// A person at the creator's device.
        Person = "person",
        /// A friend invited by link.
        Friend = "friend",
        /// The computer.
        Computer = "computer",
    }
}

/// Where a draughts game stands, as `games.outcome` and STATE's `outcome` hold it: `ongoing`,
/// the winner (`white`, `black`), `draw:<rule>`, or `aborted`. The reason of a win is not
/// stored: the events replay to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameOutcome {
    /// Not over.
    Ongoing,
    /// Won by the side.
    Won(Color),
    /// Drawn under the rule.
    Drawn(DrawReason),
    /// Ended with no result (`src/abort.rs`).
    Aborted,
}

impl From<shashki::Outcome> for GameOutcome {
    fn from(o: shashki::Outcome) -> GameOutcome {
        match o {
            shashki::Outcome::Ongoing => GameOutcome::Ongoing,
            shashki::Outcome::Win { winner, .. } => GameOutcome::Won(winner),
            shashki::Outcome::Draw(rule) => GameOutcome::Drawn(rule),
        }
    }
}

impl Stored for GameOutcome {
    const WHAT: &'static str = "outcome";

    fn key(&self) -> Cow<'static, str> {
        match self {
            GameOutcome::Ongoing => Cow::Borrowed("ongoing"),
            GameOutcome::Won(c) => Cow::Borrowed(c.name()),
            GameOutcome::Drawn(rule) => Cow::Owned(format!("draw:{}", rule.key())),
            GameOutcome::Aborted => Cow::Borrowed("aborted"),
        }
    }

    fn from_key(text: &str) -> Option<Self> {
        match text {
            "ongoing" => Some(GameOutcome::Ongoing),
            "aborted" => Some(GameOutcome::Aborted),
            _ => match text.strip_prefix("draw:") {
                Some(rule) => DrawReason::from_key(rule).map(GameOutcome::Drawn),
                None => Color::from_key(text).map(GameOutcome::Won),
            },
        }
    }
}

serde_as_key!(GameOutcome);

/// A side, by its name (`white`, `black`): an event's colour, the engine's.
impl Stored for Color {
    const WHAT: &'static str = "colour";

    fn key(&self) -> Cow<'static, str> {
        Cow::Borrowed(self.name())
    }

    fn from_key(text: &str) -> Option<Self> {
        [Color::White, Color::Black]
            .into_iter()
            .find(|c| c.name() == text)
    }
}

/// A Chinese checkers player, by his letter (`A` … `F`).
impl Stored for Corner {
    const WHAT: &'static str = "player";

    fn key(&self) -> Cow<'static, str> {
        Cow::Owned(self.letter().to_string())
    }

    fn from_key(text: &str) -> Option<Self> {
        Corner::ALL.into_iter().find(|c| c.key() == text)
    }
}

/// Where a Chinese checkers game stands (`star_games.outcome`): `ongoing`, the winner's
/// letter, or `blocked`, as the rules crate writes it.
impl Stored for shashki_star::Outcome {
    const WHAT: &'static str = "Chinese checkers outcome";

    fn key(&self) -> Cow<'static, str> {
        Cow::Owned(shashki_star::Outcome::key(*self))
    }

    fn from_key(text: &str) -> Option<Self> {
        use shashki_star::Outcome;
        match text {
            "ongoing" => Some(Outcome::Ongoing),
            "blocked" => Some(Outcome::Blocked),
            _ => Corner::from_key(text).map(Outcome::Won),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::WinReason;

    /// Every value's text reads back to it, the texts being today's (the stored rows and the
    /// API keep them).
    fn round_trip<T: Stored + PartialEq + fmt::Debug>(values: &[T], texts: &[&str]) {
        let written: Vec<_> = values.iter().map(Stored::key).collect();
        assert_eq!(written, texts);
        for (v, text) in values.iter().zip(texts) {
            assert_eq!(T::read(text).as_ref(), Ok(v));
        }
    }

    #[test]
    fn every_value_is_stored_as_the_text_it_always_was() {
        use EventKind as E;
        round_trip(
            &[
                E::Move,
                E::Resign,
                E::Draw,
                E::Decline,
                E::Takeback,
                E::TakebackDecline,
                E::Undo,
                E::Time,
                E::Abort,
            ],
            &[
                "move",
                "resign",
                "draw",
                "decline",
                "takeback",
                "takeback-decline",
                "undo",
                "time",
                "abort",
            ],
        );
        round_trip(&[Opponent::Engine, Opponent::Human], &["engine", "human"]);
        round_trip(
            &[StarEventKind::Move, StarEventKind::Resign],
            &["move", "resign"],
        );
        round_trip(
            &[SeatKind::Person, SeatKind::Friend, SeatKind::Computer],
            &["person", "friend", "computer"],
        );
        round_trip(&[Color::White, Color::Black], &["white", "black"]);
        round_trip(
            &[
                GameOutcome::Ongoing,
                GameOutcome::Won(Color::Black),
                GameOutcome::Drawn(DrawReason::MainRoad),
                GameOutcome::Aborted,
            ],
            &["ongoing", "black", "draw:main-road", "aborted"],
        );
        let star = [
            shashki_star::Outcome::Ongoing,
            shashki_star::Outcome::Won(Corner::from_letter('D').unwrap()),
            shashki_star::Outcome::Blocked,
        ];
        round_trip(&star, &["ongoing", "D", "blocked"]);
    }

    #[test]
    fn the_outcome_stored_is_the_rules_key_and_loses_only_the_reason() {
        let won = shashki::Outcome::Win {
            winner: Color::White,
            reason: WinReason::Time,
        };
        let drawn = shashki::Outcome::Draw(DrawReason::KingsOnly);
        for o in [shashki::Outcome::Ongoing, won, drawn] {
            assert_eq!(GameOutcome::from(o).key(), o.key());
        }
    }

    #[test]
    fn an_unknown_text_is_an_error_naming_it() {
        assert_eq!(
            Opponent::read("robot"),
            Err("unknown opponent 'robot'".to_string())
        );
        assert!(EventKind::read("castle").is_err());
        assert!(EventKind::read("Move").is_err(), "the case matters");
        assert!(GameOutcome::read("draw:stalemate").is_err());
        assert!(GameOutcome::read("draw").is_err());
        assert!(GameOutcome::read("red").is_err());
        assert!(shashki_star::Outcome::read("Z").is_err());
        assert!(shashki_star::Outcome::read("AB").is_err());
        assert!(Corner::read("").is_err());
        assert!(Corner::read("a").is_err(), "stored in capitals");
    }

    #[test]
    fn serde_writes_and_reads_the_same_texts() {
        let seat = serde_json::to_string(&SeatKind::Friend).unwrap();
        assert_eq!(seat, "\"friend\"");
        let back: SeatKind = serde_json::from_str(&seat).unwrap();
        assert_eq!(back, SeatKind::Friend);
        let bad = serde_json::from_str::<SeatKind>("\"robot\"").unwrap_err();
        assert!(
            bad.to_string().contains("unknown seat kind 'robot'"),
            "{bad}"
        );
        let drawn = GameOutcome::Drawn(DrawReason::Repetition);
        assert_eq!(serde_json::to_value(drawn).unwrap(), "draw:repetition");
    }
}
