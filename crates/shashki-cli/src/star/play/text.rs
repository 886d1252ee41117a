//! The words of the Chinese checkers screen: the shared catalogue's `star-*` messages (crate
//! `shashki-text`), the same the board page's Chinese checkers says, read through the draughts
//! game's [`Text`]. A player's colour always comes first in a sentence, so that it keeps its
//! capital letter in every language.

use shashki_star::Corner;
use shashki_text::Message;

pub(crate) use crate::play::Text;

/// The catalogue keys of the players' colours, A to F.
const COLOURS: [&str; 6] = [
    "star-colour-a",
    "star-colour-b",
    "star-colour-c",
    "star-colour-d",
    "star-colour-e",
    "star-colour-f",
];

/// The colour of `player`.
pub fn colour(text: &Text, player: Corner) -> String {
    text.get(COLOURS[player.index()])
}

/// Message `key` with its one value `name` set to `value`.
pub fn with(
    text: &Text,
    key: &'static str,
    name: &'static str,
    value: impl Into<String>,
) -> String {
    text.say(&Message::new(key).text(name, value))
}
