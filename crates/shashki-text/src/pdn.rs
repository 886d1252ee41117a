//! The PDN reader's and replay's errors said in words, with their line and column.

use shashki::Variant;
use shashki_pdn::{ParsePdnError, ReplayError, ResolveError};

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
