//! Finding the legal move that a written move means.
//!
//! [`shashki::Position::parse_move`] reads every form of INTERFACES.md §4 (`-`, `x`, `:`;
//! numbers or algebraic squares; short, partial or full paths) and does not insist that the
//! separator fit the move, so captures written with `-` and quiet moves with `x` already read.
//! On top of it this module reads:
//! - the Russian short notation of the 1998 computer championship files: the start file and
//!   the destination, `ed4` for e3-d4 or `db6` for d4:b6;
//! - a flying king's capture written with another stop on the same line than the one the
//!   move generator keeps (`b8xe5xh2` for the route b8, d6, h2 over c7 and f4): an
//!   intermediate square fits when it lies on the move's route.
//!
//! [`fitting`] gives every move a text may mean, for [`crate::replay`] to choose among by
//! reading on; [`resolve`] insists on one.

use std::fmt;

use shashki::{
    dispatch, lookalike, square, Move, ParseMoveError, Position, Rules, Variant, VariantPosition,
};

/// A written move that names no legal move, or several.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResolveError {
    /// The placeholder `-`: the archive does not know the move.
    Unknown,
    /// The text is not a move, or names no legal move; the rules' error says which.
    Illegal(ParseMoveError),
    /// Several legal moves fit; the candidates are given in full notation.
    Ambiguous {
        /// The text that was read.
        text: String,
        /// The moves that fit it.
        candidates: Vec<String>,
    },
}

impl fmt::Display for ResolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResolveError::Unknown => f.write_str("the move is unknown ('-' in the record)"),
            ResolveError::Illegal(e) => e.fmt(f),
            ResolveError::Ambiguous { text, candidates } => write!(
                f,
                "'{text}' is ambiguous: it fits {}",
                candidates.join(", ")
            ),
        }
    }
}

impl std::error::Error for ResolveError {}

impl From<ParseMoveError> for ResolveError {
    fn from(e: ParseMoveError) -> ResolveError {
        match e {
            ParseMoveError::Ambiguous { text, candidates } => {
                ResolveError::Ambiguous { text, candidates }
            }
            other => ResolveError::Illegal(other),
        }
    }
}

impl From<ResolveError> for ParseMoveError {
    /// The rules crate's account of a move text that cannot be played: where a move must be
    /// made, the record's placeholder `-` is no move.
    fn from(e: ResolveError) -> ParseMoveError {
        match e {
            ResolveError::Unknown => ParseMoveError::Illegal("-".to_string()),
            ResolveError::Illegal(e) => e,
            ResolveError::Ambiguous { text, candidates } => {
                ParseMoveError::Ambiguous { text, candidates }
            }
        }
    }
}

/// The legal move of `pos` that `text` means.
///
/// # Errors
/// [`ResolveError::Unknown`] for the placeholder `-`, [`ResolveError::Ambiguous`] with the
/// candidates when several moves fit, and [`ResolveError::Illegal`] when none does.
pub fn resolve<R: Rules>(pos: &Position<R>, text: &str) -> Result<Move, ResolveError> {
    match fitting(pos, text)?.as_slice() {
        [one] => Ok(*one),
        many => Err(ambiguous(
            text.trim(),
            many.iter().map(|m| pos.full_text(m)).collect(),
        )),
    }
}

/// [`resolve`] in a position of a variant chosen at run time.
///
/// # Errors
/// As [`resolve`].
pub fn resolve_in(pos: &VariantPosition, text: &str) -> Result<Move, ResolveError> {
    dispatch!(VariantPosition(pos), p => resolve(p, text))
}

/// Every legal move of `pos` that `text` may mean, in the move generator's order: one, or
/// several when the text leaves out what tells them apart.
///
/// # Errors
/// [`ResolveError::Unknown`] for the placeholder `-` and [`ResolveError::Illegal`] when no
/// move fits.
pub(crate) fn fitting<R: Rules>(pos: &Position<R>, text: &str) -> Result<Vec<Move>, ResolveError> {
    let text = text.trim();
    if text == "-" {
        return Err(ResolveError::Unknown);
    }
    pos.moves_matching(text).or_else(|e| {
        shorthand(pos, text)
            .or_else(|| on_route(pos, text))
            .unwrap_or_else(|| Err(e.into()))
    })
}

/// The squares of `text` as bits, if it is squares joined by separators.
fn squares<R: Rules>(text: &str) -> Option<Vec<u32>> {
    lookalike::squares_of(text)
        .map(|(_, t)| square::parse::<R>(t.trim()).ok())
        .collect()
}

/// True when the square at `bit` lies on the route of `mv` (its start, landings and every
/// square passed between them).
fn lies_on_route<R: Rules>(pos: &Position<R>, mv: &Move, bit: u32) -> bool {
    let (x, y) = square::coordinates::<R>(bit);
    let (x, y) = (i64::from(x), i64::from(y));
    let mut from = square::coordinates::<R>(mv.from());
    let Some(path) = pos.path(mv) else {
        return false;
    };
    path.iter().any(|&landing| {
        let to = square::coordinates::<R>(u32::from(landing));
        let (x0, y0) = (i64::from(from.0), i64::from(from.1));
        let (x1, y1) = (i64::from(to.0), i64::from(to.1));
        from = to;
        let within = |v: i64, a: i64, b: i64| a.min(b) <= v && v <= a.max(b);
        (x - x0) * (y1 - y0) == (y - y0) * (x1 - x0) && within(x, x0, x1) && within(y, y0, y1)
    })
}

/// Reads a capture whose intermediate squares are stops on its route other than the ones the
/// move generator keeps. `None` when `text` has no intermediate square.
fn on_route<R: Rules>(pos: &Position<R>, text: &str) -> Option<Result<Vec<Move>, ResolveError>> {
    let squares = squares::<R>(text)?;
    let (&from, rest) = squares.split_first()?;
    let (&to, middle) = rest.split_last()?;
    if middle.is_empty() {
        return None;
    }
    let mut fitting = pos.legal_moves();
    fitting.retain(|m| {
        m.from() == from && m.to() == to && middle.iter().all(|&sq| lies_on_route(pos, m, sq))
    });
    (!fitting.is_empty()).then_some(Ok(fitting))
}

/// The error for a text that fits several moves, given in full notation.
pub(crate) fn ambiguous(text: &str, mut candidates: Vec<String>) -> ResolveError {
    candidates.sort();
    ResolveError::Ambiguous {
        text: text.to_string(),
        candidates,
    }
}

/// Reads the Russian short notation `ed4` (`сd4` with the Cyrillic с): the legal moves from a piece on file e to d4 (one,
/// unless two pieces of the file reach d4). `None` when `text` is not in that form.
fn shorthand<R: Rules>(pos: &Position<R>, text: &str) -> Option<Result<Vec<Move>, ResolveError>> {
    let mut chars = text.chars();
    let file = lookalike::latin(chars.next()?).to_ascii_lowercase();
    let destination = chars.as_str();
    let lettered = |c: char| lookalike::latin(c).is_ascii_alphabetic();
    if !file.is_ascii_lowercase() || !destination.starts_with(lettered) {
        return None;
    }
    let to = square::parse::<R>(destination).ok()?;
    let file = u32::from(file) - u32::from('a');
    let mut fitting = pos.legal_moves();
    fitting.retain(|m| m.to() == to && square::coordinates::<R>(m.from()).0 == file);
    Some(if fitting.is_empty() {
        Err(ResolveError::Illegal(ParseMoveError::Illegal(
            text.trim().to_string(),
        )))
    } else {
        Ok(fitting)
    })
}

/// True when `variant` names its squares by letter and digit and plays on the dark squares, as
/// the short notation of the Russian books needs (`cd4`: a diagonal step from file c). Turkish
/// plays on all 64 squares along files and ranks, where `dd4` would say nothing (issue 33).
pub fn has_short_notation(variant: Variant) -> bool {
    let diagonal = variant.squares() * 2 == variant.rows() * variant.rows();
    diagonal
        && variant.square_bit(1).is_some_and(|bit| {
            variant
                .square_name(bit)
                .starts_with(|c: char| c.is_ascii_lowercase())
        })
}

/// `mv` in the Russian books' short notation (`cd4`: the start's file and the destination), the
/// inverse of the reading above; the full notation where two legal moves share both, and `None`
/// on a board whose squares are not named by letters and digits.
pub fn short_in(pos: &VariantPosition, mv: &Move) -> Option<String> {
    let variant = pos.variant();
    if !has_short_notation(variant) {
        return None;
    }
    let file = variant.square_name(mv.from()).chars().next()?;
    let to = variant.square_name(mv.to());
    let fitting = pos
        .legal_moves()
        .iter()
        .filter(|m| m.to() == mv.to() && variant.square_name(m.from()).starts_with(file))
        .count();
    Some(if fitting == 1 {
        format!("{file}{to}")
    } else {
        pos.full_text(mv)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::{Czech, English, Russian};

    fn after<R: Rules>(moves: &[&str]) -> Position<R> {
        moves.iter().fold(Position::<R>::start(), |pos, t| {
            pos.play(&resolve(&pos, t).unwrap())
        })
    }

    #[test]
    fn short_notation_with_a_cyrillic_file_reads() {
        let pos = after::<Russian>(&["сd4", "fg5"]);
        let mv = resolve(&pos, "еf4").unwrap();
        assert_eq!(pos.full_text(&mv), "e3-f4");
    }

    #[test]
    fn russian_short_notation_is_start_file_and_destination() {
        let pos = after::<Russian>(&["ed4", "fg5"]);
        let mv = resolve(&pos, "gf4").unwrap();
        assert_eq!(pos.full_text(&mv), "g3-f4");
        let pos = after::<Russian>(&["cd4", "fe5"]);
        let mv = resolve(&pos, "df6").unwrap();
        assert_eq!(pos.full_text(&mv), "d4:f6");
    }

    #[test]
    fn a_move_is_written_short_unless_another_of_its_file_reaches_the_same_square() {
        let start = VariantPosition::start(shashki::Variant::Russian);
        let mv = start.parse_move("c3-d4").unwrap();
        assert_eq!(short_in(&start, &mv).as_deref(), Some("cd4"));
        // Kings on c3 and c5 both reach d4: the short form would fit both.
        let pos = VariantPosition::from_fen(shashki::Variant::Russian, "W:WKc3,Kc5:Bh8").unwrap();
        let mv = pos.parse_move("c5-d4").unwrap();
        assert_eq!(short_in(&pos, &mv).as_deref(), Some("c5-d4"));
        let intl = VariantPosition::start(shashki::Variant::International);
        let mv = intl.legal_moves()[0];
        assert_eq!(short_in(&intl, &mv), None);
    }

    #[test]
    fn the_short_notation_is_for_the_dark_squares_of_lettered_boards() {
        use shashki::Variant;
        for variant in [
            Variant::Russian,
            Variant::Bashni,
            Variant::Stavropol,
            Variant::Czech,
        ] {
            assert!(has_short_notation(variant), "{variant:?}");
        }
        // Turkish names its 64 squares a1-h8 but moves along files and ranks: d3-d4 is no `dd4`.
        for variant in [
            Variant::Turkish,
            Variant::Armenian,
            Variant::International,
            Variant::English,
        ] {
            assert!(!has_short_notation(variant), "{variant:?}");
        }
        let turkish = VariantPosition::start(Variant::Turkish);
        let mv = turkish.parse_move("d3-d4").unwrap();
        assert_eq!(short_in(&turkish, &mv), None);
    }

    #[test]
    fn short_notation_that_fits_two_pieces_is_ambiguous() {
        let pos = Position::<Russian>::from_fen("W:Wb2,b6:Bc3,c5,h8").unwrap();
        match resolve(&pos, "bd4") {
            Err(ResolveError::Ambiguous { candidates, .. }) => {
                assert_eq!(candidates, ["b2:d4", "b6:d4"]);
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            resolve(&pos, "ad4"),
            Err(ResolveError::Illegal(_))
        ));
    }

    #[test]
    fn separators_need_not_fit_the_move() {
        let pos = after::<English>(&["11-15", "22-18"]);
        assert!(resolve(&pos, "15-22").is_ok());
        assert!(resolve(&pos, "15x22").is_ok());
        let pos = Position::<English>::start();
        assert!(resolve(&pos, "9x13").is_ok());
    }

    #[test]
    fn flying_king_capture_may_name_another_stop_on_its_line() {
        // Czech championship 2008, round 2, Keller-Snejdr, 17. b8xe5xh2: the generator keeps
        // the route b8, d6, h2; e5 lies on the same line.
        let pos = Position::<Czech>::from_fen("W:WK1,11,22,27,30,31,32:B3,4,6,13,19,25").unwrap();
        let mv = resolve(&pos, "b8xe5xh2").unwrap();
        assert_eq!(pos.full_text(&mv), "b8xd6xh2");
        assert_eq!(resolve(&pos, "b8×е5×h2"), Ok(mv));
        assert!(matches!(
            resolve(&pos, "b8xc3xh2"),
            Err(ResolveError::Illegal(_))
        ));
    }

    #[test]
    fn placeholder_is_unknown() {
        let pos = Position::<Russian>::start();
        assert_eq!(resolve(&pos, "-"), Err(ResolveError::Unknown));
        assert!(matches!(
            resolve(&pos, "c3-c4"),
            Err(ResolveError::Illegal(_))
        ));
    }
}
