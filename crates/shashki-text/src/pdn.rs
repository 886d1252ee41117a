//! The PDN reader's and replay's errors said in words, with their line and column.

use shashki::Variant;
use shashki_pdn::{ParsePdnError, ReplayError, ReplayWarning, ResolveError};

use crate::{errors, Message};

/// A game the reader could not read. The reader's own account of the syntax is in English
/// (it names the characters it met); the frame around it is in the language.
pub fn parse(error: &ParsePdnError) -> Message {
    Message::new("pdn-at")
        .number("line", error.line)
        .number("column", error.column)
        .message(
            "what",
            Message::new("pdn-syntax").text("detail", &error.message),
        )
}

/// A game of `variant` read from `line` that does not replay.
pub fn replay(variant: Variant, line: usize, error: &ReplayError) -> Message {
    match error {
        ReplayError::Fen(e) => Message::new("pdn-line").number("line", line).message(
            "what",
            Message::new("pdn-fen").message("why", errors::fen(variant, e)),
        ),
        ReplayError::Move {
            ply,
            text,
            line,
            column,
            error,
        } => Message::new("pdn-at")
            .number("line", *line)
            .number("column", *column)
            .message(
                "what",
                Message::new("pdn-move")
                    .number("ply", ply + 1)
                    .text("text", text)
                    .message("why", resolve(error)),
            ),
    }
}

/// A move that fits several legal moves, read as the one after which the record goes on.
pub fn warning(warning: &ReplayWarning) -> Message {
    Message::new("pdn-at")
        .number("line", warning.line)
        .number("column", warning.column)
        .message(
            "what",
            Message::new("pdn-also-fits")
                .number("ply", warning.ply + 1)
                .text("text", &warning.text)
                .text("rejected", warning.rejected.join(", "))
                .text("kept", &warning.kept),
        )
}

/// A written move that names no legal move, or several.
pub fn resolve(error: &ResolveError) -> Message {
    match error {
        ResolveError::Unknown => Message::new("pdn-unknown-move"),
        ResolveError::Illegal(e) => errors::parse_move(e),
        ResolveError::Ambiguous { text, candidates } => Message::new("move-ambiguous")
            .text("text", text)
            .text("candidates", candidates.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use shashki_pdn::Reader;

    use super::*;
    use crate::Lang;

    #[test]
    fn a_move_read_on_is_said_with_its_place_and_both_readings() {
        // 'hg7' fits the king h8-g7 and the man h6-g7; only the king can go on to f6.
        let pdn = "[FEN \"W:WKh8,h6:Ba7\"]\n1. hg7 ab6 2. gf6 *\n";
        let game = Reader::new(pdn.as_bytes()).next().unwrap().unwrap();
        let line = shashki_pdn::replay_in(Variant::Russian, &game).unwrap();
        let said = |lang| warning(&line.warnings[0]).say(lang);
        assert_eq!(
            said(Lang::Ru),
            "PDN, строка 2, знак 4: ход 1 («hg7») подходит и как h6-g7; прочитан как h8-g7, \
             после чего запись продолжается"
        );
        assert_eq!(
            said(Lang::En),
            "PDN line 2, column 4: move 1 ('hg7') also fits h6-g7; read as h8-g7, after which \
             the record goes on"
        );
    }
}
