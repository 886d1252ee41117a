//! PDN 3.0 for draughts: a streaming, tolerant reader and a writer that round-trips.
//!
//! - [`Reader`] reads games one at a time from any [`std::io::BufRead`], holding only the
//!   current line and game, and reports each bad game as a [`ParsePdnError`] with line and
//!   column before going on with the next. It reads what real archives hold: padded tags and
//!   squares, move numbers or none, `{}` / `;` comments and `%` escape lines, nested
//!   variations, NAGs, annotation marks, both result styles, prose in parentheses, notes glued
//!   to moves, placeholders `-`, UTF-8 (with or without BOM), Windows-1251 and ISO-8859-1.
//! - A [`PdnGame`] keeps the moves as written. [`variant_of`] and [`start_fen`] read the
//!   variant and start from the tags; [`resolve`] finds the legal move a text means, including
//!   the Russian short notation `ed4`; [`replay`] plays the main line.
//! - [`write_game`] writes a game so that it reads back the same; [`normalize`] and [`record`]
//!   put a game in its variant's form first (standard tag order, `GameType`, notation).

mod builder;
mod decode;
mod error;
mod game;
mod lexer;
mod reader;
mod record;
mod replay;
mod resolve;
mod result;
mod tag;
mod token;
mod variant;
mod word;
mod write;

pub use builder::MAX_DEPTH;
pub use error::{ParsePdnError, PdnErrorKind};
pub use game::{PdnGame, PdnMove};
pub use reader::Reader;
pub use record::{normalize, normalize_in, record, record_line};
pub use replay::{
    replay, replay_in, start_position, ReplayError, ReplayWarning, Replayed, ReplayedLine,
};
pub use resolve::{has_short_notation, resolve, resolve_in, short_in, ResolveError};
pub use result::{is_result, normalize_result, result_marker, RESULTS};
pub use variant::{
    game_type, start_fen, tagged_variant, variant_of, variant_tag, UnknownVariantTag,
};
pub use write::{write_game, LINE_WIDTH};
