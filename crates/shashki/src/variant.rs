//! Choosing a variant at run time, by its key (INTERFACES.md §1).

use std::fmt;
use std::str::FromStr;

use crate::geometry::Geometry;
use crate::square::{self, ParseSquareError};
use crate::{Bits, Color, Rules, SquareStyle};

/// A variant chosen at run time. Generic code takes a [`crate::Rules`] type; [`with_rules!`]
/// turns a `Variant` into that type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// [`crate::Russian`]
    Russian,
    /// [`crate::Giveaway`]
    Giveaway,
    /// [`crate::International`]
    International,
    /// [`crate::Brazilian`]
    Brazilian,
    /// [`crate::English`]
    English,
    /// [`crate::Italian`]
    Italian,
    /// [`crate::Pool`]
    Pool,
    /// [`crate::Spanish`]
    Spanish,
    /// [`crate::Czech`]
    Czech,
    /// [`crate::Antidraughts`]
    Antidraughts,
    /// [`crate::Killer`]
    Killer,
    /// [`crate::Breakthrough`]
    Breakthrough,
    /// [`crate::Frisian`]
    Frisian,
    /// [`crate::Turkish`]
    Turkish,
    /// [`crate::Armenian`]
    Armenian,
    /// [`crate::Bashni`]
    Bashni,
    /// [`crate::Stavropol`]
    Stavropol,
    /// [`crate::Samoedy`]
    Samoedy,
}

/// Each variant with its key and aliases (INTERFACES.md §1).
const NAMES: [(Variant, &str, &[&str]); 18] = [
    (Variant::Russian, "russian", &["shashki"]),
    (
        Variant::Giveaway,
        "giveaway",
        &["poddavki", "russian-giveaway"],
    ),
    (
        Variant::International,
        "international",
        &["standard", "normal"],
    ),
    (Variant::Brazilian, "brazilian", &[]),
    (Variant::English, "english", &["american", "checkers"]),
    (Variant::Italian, "italian", &[]),
    (Variant::Pool, "pool", &["american-pool"]),
    (Variant::Spanish, "spanish", &[]),
    (Variant::Czech, "czech", &[]),
    (Variant::Antidraughts, "antidraughts", &["losing"]),
    (Variant::Killer, "killer", &[]),
    (Variant::Breakthrough, "breakthrough", &["bt"]),
    (Variant::Frisian, "frisian", &[]),
    (Variant::Turkish, "turkish", &[]),
    (Variant::Armenian, "armenian", &["tama"]),
    (Variant::Bashni, "bashni", &["columns", "stolbovye"]),
    (Variant::Stavropol, "stavropol", &[]),
    (Variant::Samoedy, "samoedy", &[]),
];

impl Variant {
    /// Every variant implemented, in the order of INTERFACES.md §1.
    pub const ALL: [Variant; 18] = [
        Variant::Russian,
        Variant::Giveaway,
        Variant::International,
        Variant::Brazilian,
        Variant::English,
        Variant::Italian,
        Variant::Pool,
        Variant::Spanish,
        Variant::Czech,
        Variant::Antidraughts,
        Variant::Killer,
        Variant::Breakthrough,
        Variant::Frisian,
        Variant::Turkish,
        Variant::Armenian,
        Variant::Bashni,
        Variant::Stavropol,
        Variant::Samoedy,
    ];

    /// The variant's key.
    pub fn key(self) -> &'static str {
        NAMES
            .iter()
            .find(|(v, ..)| *v == self)
            .map(|(_, k, _)| *k)
            .unwrap_or_default()
    }

    /// Its aliases.
    pub fn aliases(self) -> &'static [&'static str] {
        NAMES
            .iter()
            .find(|(v, ..)| *v == self)
            .map(|(.., a)| *a)
            .unwrap_or_default()
    }
}

impl Variant {
    /// The number of playable squares (32 on 8×8, 50 on 10×10, 64 on the turkish board).
    pub fn squares(self) -> u32 {
        crate::with_rules!(self, R => <<R as Rules>::Board as Geometry>::SQUARES)
    }

    /// The number of rows (and columns) of the board.
    pub fn rows(self) -> u32 {
        crate::with_rules!(self, R => <<R as Rules>::Board as Geometry>::ROWS)
    }

    /// The side that moves first.
    pub fn first(self) -> Color {
        crate::with_rules!(self, R => R::FIRST)
    }

    /// How squares are written for people.
    pub fn square_style(self) -> SquareStyle {
        crate::with_rules!(self, R => R::SQUARES)
    }

    /// The canonical number (INTERFACES.md §2) of the square at `bit`, a playable bit of
    /// this variant's board.
    pub fn square_number(self, bit: u32) -> u32 {
        crate::with_rules!(self, R => square::number_of_bit::<R>(bit))
    }

    /// The bit of the square with canonical number `number`, if the board has it.
    pub fn square_bit(self, number: u32) -> Option<u32> {
        crate::with_rules!(self, R => square::bit_of_number::<R>(number))
    }

    /// The name of the square at `bit` as people write it in this variant.
    pub fn square_name(self, bit: u32) -> String {
        crate::with_rules!(self, R => square::name::<R>(bit))
    }

    /// Reads a square name in either style (numbers, or algebraic on 8×8).
    ///
    /// # Errors
    /// When the text names no playable square.
    pub fn parse_square(self, text: &str) -> Result<u32, ParseSquareError> {
        crate::with_rules!(self, R => square::parse::<R>(text))
    }

    /// The (file, rank) of the square at `bit`, both 0-based, file 0 = a, rank 0 = row 1.
    pub fn coordinates(self, bit: u32) -> (u32, u32) {
        crate::with_rules!(self, R => square::coordinates::<R>(bit))
    }

    /// The bit of the square at (file, rank), both 0-based, if it is a playable square.
    pub fn bit_of_coordinates(self, file: u32, rank: u32) -> Option<u32> {
        crate::with_rules!(self, R => square::bit_of_coordinates::<R>(file, rank))
    }

    /// The capture separator people write (`:` in Russian literature, `x` elsewhere).
    pub fn capture_separator(self) -> char {
        crate::with_rules!(self, R => R::CAPTURE_SEPARATOR)
    }

    /// Reads a FEN of this variant into a setup, without checking it against the rules.
    ///
    /// # Errors
    /// Unreadable text, with the column.
    pub fn parse_fen(self, text: &str) -> Result<crate::Setup, crate::ParseFenError> {
        crate::with_rules!(self, R => crate::fen::parse::<R>(text))
    }

    /// The canonical numbers of a set of squares, sorted.
    pub fn square_numbers(self, bits: u64) -> Vec<u32> {
        let mut numbers: Vec<u32> = Bits(bits).map(|b| self.square_number(b)).collect();
        numbers.sort_unstable();
        numbers
    }
}

/// An unknown variant name; the message lists the known keys.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownVariant(pub String);

impl fmt::Display for UnknownVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let keys: Vec<&str> = NAMES.iter().map(|(_, k, _)| *k).collect();
        write!(
            f,
            "unknown variant '{}'; known: {}",
            self.0,
            keys.join(", ")
        )
    }
}

impl std::error::Error for UnknownVariant {}

impl FromStr for Variant {
    type Err = UnknownVariant;

    fn from_str(s: &str) -> Result<Variant, UnknownVariant> {
        let wanted = s.trim().to_ascii_lowercase();
        NAMES
            .iter()
            .find(|(_, key, aliases)| *key == wanted || aliases.contains(&wanted.as_str()))
            .map(|(v, ..)| *v)
            .ok_or_else(|| UnknownVariant(s.to_string()))
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// Runs `$body` with the type alias `$R` bound to the rules of the run-time variant `$v`,
/// so that generic code is monomorphised once per variant.
#[macro_export]
macro_rules! with_rules {
    ($v:expr, $R:ident => $body:expr) => {
        match $v {
            $crate::Variant::Russian => {
                type $R = $crate::Russian;
                $body
            }
            $crate::Variant::Giveaway => {
                type $R = $crate::Giveaway;
                $body
            }
            $crate::Variant::International => {
                type $R = $crate::International;
                $body
            }
            $crate::Variant::Brazilian => {
                type $R = $crate::Brazilian;
                $body
            }
            $crate::Variant::English => {
                type $R = $crate::English;
                $body
            }
            $crate::Variant::Italian => {
                type $R = $crate::Italian;
                $body
            }
            $crate::Variant::Pool => {
                type $R = $crate::Pool;
                $body
            }
            $crate::Variant::Spanish => {
                type $R = $crate::Spanish;
                $body
            }
            $crate::Variant::Czech => {
                type $R = $crate::Czech;
                $body
            }
            $crate::Variant::Antidraughts => {
                type $R = $crate::Antidraughts;
                $body
            }
            $crate::Variant::Killer => {
                type $R = $crate::Killer;
                $body
            }
            $crate::Variant::Breakthrough => {
                type $R = $crate::Breakthrough;
                $body
            }
            $crate::Variant::Frisian => {
                type $R = $crate::Frisian;
                $body
            }
            $crate::Variant::Turkish => {
                type $R = $crate::Turkish;
                $body
            }
            $crate::Variant::Armenian => {
                type $R = $crate::Armenian;
                $body
            }
            $crate::Variant::Bashni => {
                type $R = $crate::Bashni;
                $body
            }
            $crate::Variant::Stavropol => {
                type $R = $crate::Stavropol;
                $body
            }
            $crate::Variant::Samoedy => {
                type $R = $crate::Samoedy;
                $body
            }
        }
    };
}

/// Runs `$body` on the value inside a run-time enum over the variants ([`crate::VariantPosition`],
/// [`crate::VariantGame`]), bound to `$inner`; with `, R =>` the type alias `R` names its rules.
#[macro_export]
macro_rules! dispatch {
    ($enum:ident($value:expr), $inner:ident, $R:ident => $body:expr) => {
        match $value {
            $crate::$enum::Russian($inner) => {
                type $R = $crate::Russian;
                $body
            }
            $crate::$enum::Giveaway($inner) => {
                type $R = $crate::Giveaway;
                $body
            }
            $crate::$enum::International($inner) => {
                type $R = $crate::International;
                $body
            }
            $crate::$enum::Brazilian($inner) => {
                type $R = $crate::Brazilian;
                $body
            }
            $crate::$enum::English($inner) => {
                type $R = $crate::English;
                $body
            }
            $crate::$enum::Italian($inner) => {
                type $R = $crate::Italian;
                $body
            }
            $crate::$enum::Pool($inner) => {
                type $R = $crate::Pool;
                $body
            }
            $crate::$enum::Spanish($inner) => {
                type $R = $crate::Spanish;
                $body
            }
            $crate::$enum::Czech($inner) => {
                type $R = $crate::Czech;
                $body
            }
            $crate::$enum::Antidraughts($inner) => {
                type $R = $crate::Antidraughts;
                $body
            }
            $crate::$enum::Killer($inner) => {
                type $R = $crate::Killer;
                $body
            }
            $crate::$enum::Breakthrough($inner) => {
                type $R = $crate::Breakthrough;
                $body
            }
            $crate::$enum::Frisian($inner) => {
                type $R = $crate::Frisian;
                $body
            }
            $crate::$enum::Turkish($inner) => {
                type $R = $crate::Turkish;
                $body
            }
            $crate::$enum::Armenian($inner) => {
                type $R = $crate::Armenian;
                $body
            }
            $crate::$enum::Bashni($inner) => {
                type $R = $crate::Bashni;
                $body
            }
            $crate::$enum::Stavropol($inner) => {
                type $R = $crate::Stavropol;
                $body
            }
            $crate::$enum::Samoedy($inner) => {
                type $R = $crate::Samoedy;
                $body
            }
        }
    };
    ($enum:ident($value:expr), $inner:ident => $body:expr) => {
        match $value {
            $crate::$enum::Russian($inner) => $body,
            $crate::$enum::Giveaway($inner) => $body,
            $crate::$enum::International($inner) => $body,
            $crate::$enum::Brazilian($inner) => $body,
            $crate::$enum::English($inner) => $body,
            $crate::$enum::Italian($inner) => $body,
            $crate::$enum::Pool($inner) => $body,
            $crate::$enum::Spanish($inner) => $body,
            $crate::$enum::Czech($inner) => $body,
            $crate::$enum::Antidraughts($inner) => $body,
            $crate::$enum::Killer($inner) => $body,
            $crate::$enum::Breakthrough($inner) => $body,
            $crate::$enum::Frisian($inner) => $body,
            $crate::$enum::Turkish($inner) => $body,
            $crate::$enum::Armenian($inner) => $body,
            $crate::$enum::Bashni($inner) => $body,
            $crate::$enum::Stavropol($inner) => $body,
            $crate::$enum::Samoedy($inner) => $body,
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rules;

    #[test]
    fn keys_and_aliases_name_the_same_variant() {
        assert_eq!("shashki".parse(), Ok(Variant::Russian));
        assert_eq!("standard".parse(), Ok(Variant::International));
        assert_eq!("BT".parse(), Ok(Variant::Breakthrough));
        for v in Variant::ALL {
            assert_eq!(v.key().parse(), Ok(v));
            assert_eq!(with_rules!(v, R => R::KEY), v.key());
        }
    }

    #[test]
    fn unknown_variant_lists_the_keys() {
        let err = "chess".parse::<Variant>().unwrap_err().to_string();
        assert!(err.contains("chess") && err.contains("russian") && err.contains("breakthrough"));
    }
}
