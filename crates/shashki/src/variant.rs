//! Choosing a variant at run time, by its key (INTERFACES.md §1).

use std::fmt;
use std::str::FromStr;

use crate::geometry::Geometry;
use crate::square::{self, ParseSquareError};
use crate::{Bits, Color, Rules, SquareStyle};

/// The table of variants (INTERFACES.md §1), the one place that lists them: each line a
/// variant, in the order of §1, with its rules type (in `variants.rs`), key and aliases.
/// Generated from it: the enum [`Variant`] with its keys and [`Variant::ALL`],
/// [`crate::with_rules!`], [`crate::dispatch!`], the enums [`crate::VariantPosition`] and
/// [`crate::VariantGame`], and the engine's list of weights files. A new variant is one line
/// here and its rules type.
///
/// `options` lists the rules types that are no variant of their own but a reading of one: they
/// say the variant in [`Rules::VARIANT`] and share its key, FEN, notation and the engine's
/// weights, patterns and book; endgame tables, solved under the variant's own rules, refuse
/// them ([`Variant::rules_are`]).
///
/// Called as `variant_table!(path::to::callback!(args))`, it calls
/// `callback! { (args) variants { Name: Rules, "key", ["alias", ...]; ... } options { ... } }`.
#[macro_export]
macro_rules! variant_table {
    ($($callback:ident)::+ ! ($($args:tt)*)) => {
        $($callback)::+! { ($($args)*)
            variants {
                Russian: Russian, "russian", ["shashki"];
                Giveaway: Giveaway, "giveaway", ["poddavki", "russian-giveaway"];
                International: International, "international", ["standard", "normal"];
                Brazilian: Brazilian, "brazilian", [];
                English: English, "english", ["american", "checkers"];
                Italian: Italian, "italian", [];
                Pool: Pool, "pool", ["american-pool"];
                Spanish: Spanish, "spanish", [];
                Czech: Czech, "czech", [];
                Antidraughts: Antidraughts, "antidraughts", ["losing"];
                Killer: Killer, "killer", [];
                Breakthrough: Breakthrough, "breakthrough", ["bt"];
                Frisian: Frisian, "frisian", [];
                Turkish: Turkish, "turkish", [];
                Armenian: Armenian, "armenian", ["tama"];
                Bashni: Bashni, "bashni", ["columns", "stolbovye"];
                Stavropol: Stavropol, "stavropol", [];
                Samoedy: Samoedy, "samoedy", [];
            }
            options {
                // RULES.md §16.1a's other reading: a column is jumped once a move at most.
                BashniOnce: Bashni;
            }
        }
    };
}

/// The enum [`Variant`] and its lists, from the table.
macro_rules! variant_enum {
    (() variants { $($name:ident: $rules:ident, $key:literal, [$($alias:literal),*];)* }
        options { $($option:ident: $of:ident;)* }) => {
        /// A variant chosen at run time. Generic code takes a [`crate::Rules`] type;
        /// [`crate::with_rules!`] turns a `Variant` into that type.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Variant {
            $(
                #[doc = concat!("[`crate::", stringify!($rules), "`]")]
                $name,
            )*
        }

        impl Variant {
            /// Every variant implemented, in the order of INTERFACES.md §1.
            pub const ALL: [Variant; [$(Variant::$name),*].len()] = [$(Variant::$name),*];

            /// The variant's key.
            pub const fn key(self) -> &'static str {
                match self {
                    $(Variant::$name => $key,)*
                }
            }

            /// Its aliases.
            pub const fn aliases(self) -> &'static [&'static str] {
                match self {
                    $(Variant::$name => &[$($alias),*],)*
                }
            }
        }

        // Each rules type says the variant it plays, as the table does.
        $(const _: () = assert!(matches!(
            <crate::$rules as Rules>::VARIANT,
            Variant::$name
        ));)*
        $(const _: () = assert!(matches!(
            <crate::$option as Rules>::VARIANT,
            Variant::$of
        ));)*
    };
}

variant_table!(variant_enum!());

impl Variant {
    /// The variant's place in [`Variant::ALL`], to index per-variant arrays with.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// True when `R` is this variant's own rules type in the table; false for the other
    /// variants and for an option such as [`crate::BashniOnce`], whose
    /// [`Rules::VARIANT`] is this one but whose captures differ.
    pub fn rules_are<R: Rules>(self) -> bool {
        crate::with_rules!(self, V => std::any::TypeId::of::<V>() == std::any::TypeId::of::<R>())
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
        let keys: Vec<&str> = Variant::ALL.iter().map(|v| v.key()).collect();
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
        Variant::ALL
            .into_iter()
            .find(|v| v.key() == wanted || v.aliases().contains(&wanted.as_str()))
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
        $crate::variant_table!($crate::__with_rules!($v, $R, $body))
    };
}

/// [`with_rules!`]'s match, from the table.
#[doc(hidden)]
#[macro_export]
macro_rules! __with_rules {
    (($v:expr, $R:ident, $body:expr)
        variants { $($name:ident: $rules:ident, $key:literal, [$($alias:literal),*];)* }
        options { $($option:ident: $of:ident;)* }) => {
        match $v {
            $($crate::Variant::$name => {
                type $R = $crate::$rules;
                $body
            })*
        }
    };
}

/// Runs `$body` on the value inside a run-time enum over the variants ([`crate::VariantPosition`],
/// [`crate::VariantGame`]), bound to `$inner`; with `, R =>` the type alias `R` names its rules.
#[macro_export]
macro_rules! dispatch {
    ($enum:ident($value:expr), $inner:ident, $R:ident => $body:expr) => {
        $crate::variant_table!($crate::__dispatch!($enum, $value, $inner, $R, $body))
    };
    ($enum:ident($value:expr), $inner:ident => $body:expr) => {
        $crate::variant_table!($crate::__dispatch!($enum, $value, $inner, _R, $body))
    };
}

/// [`dispatch!`]'s match, from the table.
#[doc(hidden)]
#[macro_export]
macro_rules! __dispatch {
    (($enum:ident, $value:expr, $inner:ident, $R:ident, $body:expr)
        variants { $($name:ident: $rules:ident, $key:literal, [$($alias:literal),*];)* }
        options { $($option:ident: $of:ident;)* }) => {
        match $value {
            $($crate::$enum::$name($inner) => {
                #[allow(dead_code)]
                type $R = $crate::$rules;
                $body
            })*
        }
    };
}

/// A run-time enum over the variants, an arm per variant holding `$inner<Rules>`, and `From`
/// for each, from the table.
#[doc(hidden)]
#[macro_export]
macro_rules! __variant_wrapper {
    (($(#[$attr:meta])* $enum:ident($inner:ident))
        variants { $($name:ident: $rules:ident, $key:literal, [$($alias:literal),*];)* }
        options { $($option:ident: $of:ident;)* }) => {
        $(#[$attr])*
        #[allow(missing_docs)] // each arm is named after its variant
        pub enum $enum {
            $($name($inner<$crate::$rules>),)*
        }

        $(impl From<$inner<$crate::$rules>> for $enum {
            fn from(value: $inner<$crate::$rules>) -> Self {
                $enum::$name(value)
            }
        })*
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
        }
    }

    #[test]
    fn each_variant_reaches_the_rules_type_that_says_it() {
        for (i, v) in Variant::ALL.into_iter().enumerate() {
            assert_eq!(v.index(), i);
            assert_eq!(with_rules!(v, R => R::VARIANT), v);
            let pos = crate::VariantPosition::start(v);
            assert_eq!(dispatch!(VariantPosition(&pos), _p, R => R::VARIANT), v);
            assert_eq!(pos.variant(), v);
            let game = crate::VariantGame::start_of(v);
            assert_eq!(dispatch!(VariantGame(&game), _g, R => R::VARIANT), v);
            for other in Variant::ALL {
                assert_eq!(with_rules!(other, R => v.rules_are::<R>()), other == v);
            }
        }
    }

    #[test]
    fn bashni_once_plays_as_bashni_but_is_not_its_rules() {
        assert_eq!(crate::BashniOnce::VARIANT, Variant::Bashni);
        assert!(Variant::Bashni.rules_are::<crate::Bashni>());
        assert!(!Variant::Bashni.rules_are::<crate::BashniOnce>());
    }

    #[test]
    fn unknown_variant_lists_the_keys() {
        let err = "chess".parse::<Variant>().unwrap_err().to_string();
        assert!(err.contains("chess") && err.contains("russian") && err.contains("breakthrough"));
    }
}
