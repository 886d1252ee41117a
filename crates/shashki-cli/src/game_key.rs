//! What `--variant` names for perft, moves and play: a draughts variant, or Chinese checkers,
//! a game of its own with its own board (INTERFACES.md §1 lists both).

use std::str::FromStr;

use shashki::Variant;

/// A game named by `--variant`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameKey {
    /// A draughts variant.
    Draughts(Variant),
    /// Chinese checkers (crates/shashki-star).
    ChineseCheckers,
}

impl FromStr for GameKey {
    type Err = String;

    /// Reads a key or alias; the error lists every key.
    fn from_str(s: &str) -> Result<GameKey, String> {
        if shashki_star::is_named(s) {
            return Ok(GameKey::ChineseCheckers);
        }
        s.parse().map(GameKey::Draughts).map_err(|_| {
            let keys: Vec<&str> = Variant::ALL
                .iter()
                .map(|v| v.key())
                .chain([shashki_star::KEY])
                .collect();
            format!("unknown variant '{s}'; known: {}", keys.join(", "))
        })
    }
}

/// The refusal of `--players` with the draughts variant `variant`.
pub fn players_refused(variant: Variant) -> String {
    format!(
        "--players and --board are for {}; {} is for two players",
        shashki_star::KEY,
        variant.key()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chinese_checkers_and_its_aliases_are_read_and_listed() {
        for name in ["chinese-checkers", "Sternhalma", " halma-star "] {
            assert_eq!(name.parse(), Ok(GameKey::ChineseCheckers));
        }
        assert_eq!("shashki".parse(), Ok(GameKey::Draughts(Variant::Russian)));
        let e = "chess".parse::<GameKey>().unwrap_err();
        assert!(
            e.contains("russian") && e.ends_with("chinese-checkers"),
            "{e}"
        );
    }
}
