//! PDN import: a game of a text (the first, or the one chosen), replayed under its variant's
//! rules.

use serde::Deserialize;
use serde_json::Value;
use shashki::{Color, Move, Variant};
use shashki_text::{pdn, Message};

use crate::variations::tree;

/// A game imported from PDN text: its variant, start and moves, as `POST /api/pdn/import`
/// answers.
pub struct Imported {
    /// The variant (from the tags; russian when they do not say; an error when they name one
    /// not known here).
    pub variant: Variant,
    /// The start position when the game does not start from the variant's.
    pub start_fen: Option<String>,
    /// The main line in the variant's notation.
    pub moves: Vec<String>,
    /// The main line's moves.
    pub line: Vec<Move>,
    /// The result the record gives (its termination marker, else its `Result` tag).
    pub result: Recorded,
    /// The position after the last move.
    pub fen: String,
    /// The ambiguous moves the reader settled by reading on, said in words.
    pub warnings: Vec<String>,
    /// The tags as written.
    pub tags: Vec<(String, String)>,
    /// The main line with its variations, as [`crate::variations`] writes lines.
    pub tree: Vec<Value>,
    /// How many moves of variations were left out, from the first that did not resolve.
    pub cut: usize,
    /// The comments before the first move.
    pub comments: Vec<String>,
    /// The comments after the result.
    pub comments_after: Vec<String>,
}

/// The body of the routes that take one game of a PDN text.
#[derive(Deserialize)]
pub struct ImportBody {
    pub pdn: String,
    /// Which game of the text, from 1 (`POST /api/pdn/list` lists them); the first by default.
    pub game: Option<usize>,
}

/// Reads game `number` of `text` (1 for the first; none: the first) and replays its main line
/// and, as far as they resolve, its variations.
///
/// # Errors
/// The reader's or the replay's message, with its line and column (and the game's number when
/// one was chosen: found cold, a file's error did not say which game); a number the text has no
/// game for.
pub fn import_pdn(text: &str, chosen: Option<usize>) -> Result<Imported, Message> {
    let in_game = |what: Message| match chosen {
        Some(number) => Message::new("pdn-in-game")
            .number("number", number)
            .message("what", what),
        None => what,
    };
    let number = chosen.unwrap_or(1);
    let chosen_game = number
        .checked_sub(1)
        .and_then(|skip| shashki_pdn::Reader::new(text.as_bytes()).nth(skip));
    let game = match chosen_game {
        None if number == 1 => return Err(Message::new("pdn-no-game")),
        None => {
            let games = shashki_pdn::Reader::new(text.as_bytes()).count();
            return Err(Message::new("pdn-no-such-game")
                .number("number", number)
                .number("games", games));
        }
        Some(Err(e)) => return Err(in_game(pdn::parse(&e))),
        Some(Ok(game)) => game,
    };
    let (variant, replayed) = replay(&game).map_err(in_game)?;
    let start = replayed.start;
    let mut pos = start;
    let mut moves = Vec::with_capacity(replayed.moves.len());
    for mv in &replayed.moves {
        moves.push(pos.move_text(mv));
        pos = pos.play(mv);
    }
    let mut cut = 0;
    let tree = tree(start, &game.moves, &replayed.moves, &mut cut);
    let marker = game.result.as_deref().or_else(|| game.tag("Result"));
    Ok(Imported {
        variant,
        start_fen: shashki_pdn::start_fen(&game).map(|_| start.fen()),
        moves,
        line: replayed.moves,
        result: marker.map_or(Recorded::Unfinished, Recorded::of),
        fen: pos.fen(),
        warnings: replayed.warnings.iter().map(ToString::to_string).collect(),
        tags: game.tags,
        tree,
        cut,
        comments: game.comments,
        comments_after: game.comments_after,
    })
}

/// A tag's `value` unless it says nothing (blank, PDN's `?` and `*`, a date of question marks).
pub fn told(value: &str) -> Option<&str> {
    let value = value.trim();
    let blank = value
        .chars()
        .all(|c| matches!(c, '?' | '*' | '.' | '-' | ' '));
    (!blank).then_some(value)
}

/// Where and when an imported record was played, as its tags (`tags`, the JSON list stored
/// with the game) say: `{"event", "site", "date"}`, null for a tag it does not give; null for a
/// game played here.
pub fn about_record(tags: Option<&str>) -> Value {
    let Some(tags) = tags.and_then(|t| serde_json::from_str::<Vec<(String, String)>>(t).ok())
    else {
        return Value::Null;
    };
    let tag = |name: &str| {
        tags.iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .and_then(|(_, v)| told(v))
    };
    serde_json::json!({"event": tag("Event"), "site": tag("Site"), "date": tag("Date")})
}

/// The text of the events that give a record its result (a resignation, a draw's offer and
/// acceptance), and STATE's reason then: the record says who won, not how.
pub const RECORDED: &str = "recorded";

/// A record's result as its marker says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recorded {
    /// Won by the side (`1-0`, `2-0`, `1:0` for White).
    Won(Color),
    /// Drawn (`1/2-1/2`, `1-1`, `1/2:1/2`).
    Drawn,
    /// Not finished (`*`), not given, or a result the rules have no way to (`0-0`).
    Unfinished,
}

impl Recorded {
    /// The result marker `text` says.
    pub fn of(text: &str) -> Recorded {
        match shashki_pdn::normalize_result(text.trim()) {
            "1-0" | "2-0" => Recorded::Won(Color::White),
            "0-1" | "0-2" => Recorded::Won(Color::Black),
            "1/2-1/2" | "1-1" => Recorded::Drawn,
            _ => Recorded::Unfinished,
        }
    }
}

/// `game` replayed in the variant its tags name (russian when they name none), or what keeps it
/// from replaying, as a person reads it.
///
/// # Errors
/// A variant not known, a move that does not replay.
pub fn replay(
    game: &shashki_pdn::PdnGame,
) -> Result<(Variant, shashki_pdn::ReplayedLine), Message> {
    let variant = shashki_pdn::tagged_variant(game)
        .map_err(|e| pdn::unknown_variant(&e))?
        .unwrap_or(Variant::Russian);
    let replayed =
        shashki_pdn::replay_in(variant, game).map_err(|e| pdn::replay(variant, game, &e))?;
    Ok((variant, replayed))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_marker_of_the_archives_reads_as_its_result() {
        for (marker, result) in [
            ("1-0", Recorded::Won(Color::White)),
            ("2-0", Recorded::Won(Color::White)),
            ("1:0", Recorded::Won(Color::White)),
            ("0-1", Recorded::Won(Color::Black)),
            ("0-2", Recorded::Won(Color::Black)),
            ("0:1", Recorded::Won(Color::Black)),
            ("1/2-1/2", Recorded::Drawn),
            ("1-1", Recorded::Drawn),
            ("1/2:1/2", Recorded::Drawn),
            ("*", Recorded::Unfinished),
            ("0-0", Recorded::Unfinished),
            ("?", Recorded::Unfinished),
        ] {
            assert_eq!(Recorded::of(marker), result, "{marker}");
        }
    }
}
