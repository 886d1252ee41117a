//! A position of a variant chosen at run time: the one type the command line, the web, PDN and
//! the protocols hold, each operation monomorphised per variant underneath.

use crate::extra::Extra;
use crate::fen::FenError;
use crate::notation::ParseMoveError;
use crate::position_text::{Language, TextError};
use crate::setup::{PositionError, Setup};
use crate::{dispatch, with_rules, Color, Move, Path, Position, Rules, SquareStyle, Variant};

/// A pasted position that reads neither as FEN nor as a book text
/// ([`VariantPosition::from_fen_or_text`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PastedError {
    /// The FEN reader's error: it read further.
    Fen(FenError),
    /// The book text reader's error: it read further.
    Text(TextError),
}

impl std::fmt::Display for PastedError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PastedError::Fen(e) => e.fmt(f),
            PastedError::Text(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for PastedError {}

crate::variant_table!(crate::__variant_wrapper!(
    /// A [`Position`] of any variant. Generic code (perft, the engine's search) takes the
    /// variant's type; everything else holds this enum and lets it dispatch.
    ///
    /// Bashni's arm carries the columns, some 300 bytes; the others 40. The enum stays `Copy`
    /// and unboxed: front-ends copy it a few times a move, where the size costs nothing.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    #[allow(clippy::large_enum_variant)]
    VariantPosition(Position)
));

impl VariantPosition {
    /// The start position of `variant`.
    pub fn start(variant: Variant) -> Self {
        with_rules!(variant, R => Position::<R>::start().into())
    }

    /// Reads and checks a FEN of `variant` (`startpos` for the start position).
    ///
    /// # Errors
    /// Unreadable text, or a position the variant forbids.
    pub fn from_fen(variant: Variant, text: &str) -> Result<Self, FenError> {
        with_rules!(variant, R => Position::<R>::from_fen(text).map(Into::into))
    }

    /// Checks a setup against the rules of `variant`.
    ///
    /// # Errors
    /// Every reason the setup cannot be a position of the variant.
    pub fn from_setup(variant: Variant, setup: Setup) -> Result<Self, PositionError> {
        with_rules!(variant, R => Position::<R>::from_setup(setup).map(Into::into))
    }

    /// Reads a FEN or, failing that, the book position text of Russian literature
    /// (`Белые: Д.e1, пр.c1, f2; Чёрные: ...`), the two forms a person may paste.
    ///
    /// # Errors
    /// When the text is neither: the error of the reader that read further into it (the FEN
    /// reader's when both stop at the same column).
    pub fn from_fen_or_text(variant: Variant, text: &str) -> Result<Self, PastedError> {
        let fen_error = match Self::from_fen(variant, text) {
            Ok(pos) => return Ok(pos),
            Err(e) => e,
        };
        let text_error = match Self::from_text(variant, text) {
            Ok(pos) => return Ok(pos),
            Err(e) => e,
        };
        let fen_reached = match &fen_error {
            FenError::Parse(e) => e.column,
            FenError::Position(_) => usize::MAX,
        };
        let text_reached = match &text_error {
            TextError::Parse(e) => e.column,
            TextError::Position(_) => usize::MAX,
        };
        Err(if text_reached > fen_reached {
            PastedError::Text(text_error)
        } else {
            PastedError::Fen(fen_error)
        })
    }

    /// Reads and checks the book position text of Russian literature in Russian or English
    /// ([`Position::from_text`]).
    ///
    /// # Errors
    /// The word refused and its column, or every reason the variant forbids the position.
    pub fn from_text(variant: Variant, text: &str) -> Result<Self, TextError> {
        with_rules!(variant, R => Position::<R>::from_text(text).map(Into::into))
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        dispatch!(VariantPosition(self), _p, R => R::VARIANT)
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        dispatch!(VariantPosition(self), p => p.turn())
    }

    /// The pieces under the top piece on `bit`, top first: bashni's columns; empty elsewhere.
    pub fn below(&self, bit: u32) -> crate::columns::Stack {
        dispatch!(VariantPosition(self), p => p.extra.below(bit))
    }

    /// All pieces of one side, as a bitboard of the variant's board.
    pub fn pieces(&self, color: Color) -> u64 {
        dispatch!(VariantPosition(self), p => p.pieces(color))
    }

    /// The kings of both sides.
    pub fn kings(&self) -> u64 {
        dispatch!(VariantPosition(self), p => p.kings())
    }

    /// The Zobrist hash.
    pub fn hash(&self) -> u64 {
        dispatch!(VariantPosition(self), p => p.hash())
    }

    /// The FEN (INTERFACES.md §3).
    pub fn fen(&self) -> String {
        dispatch!(VariantPosition(self), p => p.fen())
    }

    /// The book position text.
    pub fn to_text(&self, language: Language) -> String {
        dispatch!(VariantPosition(self), p => p.to_text(language))
    }

    /// The pieces as a setup (squares as canonical numbers).
    pub fn to_setup(&self) -> Setup {
        dispatch!(VariantPosition(self), p => p.to_setup())
    }

    /// The legal moves, one per distinct (from, to, captured set).
    pub fn legal_moves(&self) -> Vec<Move> {
        dispatch!(VariantPosition(self), p => p.legal_moves())
    }

    /// True when the side to move must capture.
    pub fn has_capture(&self) -> bool {
        dispatch!(VariantPosition(self), p => p.has_capture())
    }

    /// The position after `mv`, which must be a legal move of this position.
    pub fn play(&self, mv: &Move) -> Self {
        dispatch!(VariantPosition(self), p => p.play(mv).into())
    }

    /// The landing squares of `mv` (see [`Position::path`]).
    pub fn path(&self, mv: &Move) -> Option<Path> {
        dispatch!(VariantPosition(self), p => p.path(mv))
    }

    /// Reads a move in any notation of INTERFACES.md §4.
    ///
    /// # Errors
    /// When no legal move, or more than one, matches the text.
    pub fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        dispatch!(VariantPosition(self), p => p.parse_move(text))
    }

    /// Writes a legal move in the variant's notation (short unless ambiguous).
    pub fn move_text(&self, mv: &Move) -> String {
        dispatch!(VariantPosition(self), p => p.move_text(mv))
    }

    /// The moves of `line`, played in order from this position, each in the variant's notation.
    pub fn line_texts(&self, line: &[Move]) -> Vec<String> {
        let mut pos = *self;
        line.iter()
            .map(|mv| {
                let text = pos.move_text(mv);
                pos = pos.play(mv);
                text
            })
            .collect()
    }

    /// [`VariantPosition::move_text`] with the legal moves already at hand.
    pub fn move_text_among(&self, mv: &Move, legal: &[Move]) -> String {
        dispatch!(VariantPosition(self), p => p.move_text_among(mv, legal))
    }

    /// [`VariantPosition::move_text_among`] with the squares named in `style`.
    pub fn move_text_in(&self, mv: &Move, legal: &[Move], style: SquareStyle) -> String {
        dispatch!(VariantPosition(self), p => p.move_text_in(mv, legal, style))
    }

    /// The text diagram ([`Position::diagram`]).
    pub fn diagram(&self) -> String {
        dispatch!(VariantPosition(self), p => p.diagram())
    }

    /// Writes a legal move with its whole path.
    pub fn full_text(&self, mv: &Move) -> String {
        dispatch!(VariantPosition(self), p => p.full_text(mv))
    }

    /// The legal moves from canonical square `from` to `to`, and, when `captured` is given,
    /// capturing exactly those canonical squares (in any order): how protocols that write
    /// moves as numbers (Hub, DXP) name a move.
    pub fn moves_between(&self, from: u32, to: u32, captured: Option<&[u32]>) -> Vec<Move> {
        let variant = self.variant();
        let bits = |numbers: &[u32]| -> Option<u64> {
            numbers
                .iter()
                .try_fold(0u64, |set, &n| variant.square_bit(n).map(|b| set | 1 << b))
        };
        let (Some(from), Some(to)) = (variant.square_bit(from), variant.square_bit(to)) else {
            return Vec::new();
        };
        let wanted = match captured {
            Some(numbers) => match bits(numbers) {
                Some(set) if set.count_ones() as usize == numbers.len() => Some(set),
                _ => return Vec::new(),
            },
            None => None,
        };
        self.legal_moves()
            .into_iter()
            .filter(|m| m.from() == from && m.to() == to)
            .filter(|m| wanted.map(|set| m.captured() == set).unwrap_or(true))
            .collect()
    }

    /// The number of positions `depth` plies from here, counting distinct moves ([`crate::perft`]).
    pub fn perft(&self, depth: u32) -> u64 {
        dispatch!(VariantPosition(self), p => crate::perft(p, depth))
    }

    /// perft split by first move: each legal move with the count below it.
    pub fn divide(&self, depth: u32) -> Vec<(Move, u64)> {
        dispatch!(VariantPosition(self), p => crate::divide(p, depth))
    }

    /// The canonical number of a square of this position's board.
    pub fn square_number(&self, bit: u32) -> u32 {
        self.variant().square_number(bit)
    }
}
