//! The rule parameters that tell one variant from another.
//!
//! A variant is a zero-sized type implementing [`Rules`]; it overrides only the constants in
//! which it differs from the defaults, which are the FMJD rules of international draughts.
//! Every constant names the rule article or the section of RULES.md it follows.

use crate::draw_rules::{DrawRules, Goal};
use crate::extra::Extra;
use crate::geometry::Geometry;
use crate::{Color, Variant};

/// What a man that reaches the last row in the middle of a capture does (RULES.md A2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromotionInCapture {
    /// Crowned at once; goes on capturing as a king (russian, giveaway).
    ContinueAsKing,
    /// Goes on as a man; crowned only if the move ends on the last row (international family).
    PassAsMan,
    /// The move ends there and the man is crowned (english, italian, spanish, czech).
    Stop,
}

/// Which capture sequences a player may choose from (RULES.md A2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CaptureChoice {
    /// Any capture (russian, giveaway, english, pool).
    Free,
    /// Any capture, but if a king can capture, a king must (czech).
    KingFirst,
    /// The most pieces, kings counting as one (international family, brazilian).
    Majority,
    /// The most pieces, then the most kings (spanish).
    MajorityThenKings,
    /// Italian priorities: most pieces, then capturing with a king, then most kings, then the
    /// sequence that meets a king first.
    Italian,
    /// Frisian (RULES.md §14.1): the highest value, a king worth more than one man and less than
    /// two (men + 2 × kings, then fewer kings, as lidraughts' 100 and 199 and DCTL compare),
    /// then capturing with a king.
    Frisian,
}

/// The lines along which men and kings move and capture (RULES.md §1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Movement {
    /// Men step diagonally forward, kings move along diagonals, both capture along them.
    Diagonal,
    /// Frisian (RULES.md §14.1): moves as [`Movement::Diagonal`]; men and kings capture along
    /// rows and columns too, over the next playable square in line.
    Frisian,
    /// Turkish (RULES.md §9): men step and capture straight forward or sideways; kings move and
    /// capture along rows and columns.
    Turkish,
    /// Armenian (RULES.md §16.4): men step forward, diagonally forward or sideways and capture
    /// straight forward or sideways; kings move in all eight directions and capture along rows
    /// and columns.
    Armenian,
}

/// When captured pieces leave the board (RULES.md A2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Removal {
    /// At the end of the move (the "Turkish strike": taken pieces block until then).
    EndOfMove,
    /// As each is jumped, which may open lines for the rest of the capture (turkish, armenian).
    AtOnce,
}

/// How squares are written for people (INTERFACES.md §4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SquareStyle {
    /// `c3`, `e5` (russian, giveaway, brazilian, czech, turkish, and the folk games bashni,
    /// stavropol and samoedy).
    Algebraic,
    /// `22`, `15` (the canonical numbers).
    Numeric,
}

/// The rules of one variant: board, directions, king range, promotion, capture choice, notation.
pub trait Rules: Copy + Default + Send + Sync + std::fmt::Debug + 'static {
    /// The board shape.
    type Board: Geometry;
    /// What a position holds besides one piece a square and the side to move, with the move
    /// rules that read it: [`crate::Plain`] (nothing) but in bashni (columns, RULES.md §16.1a)
    /// and stavropol (the last move, §16.2).
    type Extra: Extra;
    /// The variant these rules play, as the table of variants ([`crate::variant_table!`])
    /// lists it; its key (INTERFACES.md §1) is `VARIANT.key()`.
    const VARIANT: Variant;
    /// The side that moves first (english and pool: Black; ACF 1.4, APCA 7).
    const FIRST: Color = Color::White;
    /// True where a1 is a light square (italian, spanish): square 1 is a8, not b8.
    const A1_LIGHT: bool = false;
    /// Kings move and capture any distance along a free diagonal (FMJD 3.9, 4.3).
    const FLYING_KINGS: bool = true;
    /// Men capture backwards as well as forwards (FMJD 4.2); for [`Movement::Diagonal`].
    const MEN_CAPTURE_BACKWARD: bool = true;
    /// The lines of moves and captures (FMJD 3.5, 4.2: diagonals).
    const MOVEMENT: Movement = Movement::Diagonal;
    /// When captured pieces leave the board (FMJD 4.12: at the end of the move). No variant here
    /// allows a 180° turn between two jumps: it is impossible when pieces leave at the end (the
    /// piece just taken stands in the way) and forbidden where they leave at once (RULES.md §9).
    const REMOVAL: Removal = Removal::EndOfMove;
    /// Frisian (RULES.md §14.1): while its side has men, the same king may make at most this
    /// many non-capturing moves in a row.
    const KING_MOVE_LIMIT: Option<u32> = None;
    /// Men may capture kings (false only in italian, art. 5.3(b)).
    const MEN_CAPTURE_KINGS: bool = true;
    /// Pieces capture pieces of their own side as well (samoedy, RULES.md §16.3).
    const CAPTURES_OWN: bool = false;
    /// Bashni: a column may be jumped again in the same capture while the opponent's piece is
    /// on top (RULES.md §16.1a's default); false for the other reading, once a move at most.
    const COLUMN_JUMPED_AGAIN: bool = true;
    /// A man reaching the last row mid-capture (FMJD 4.15: passes as a man).
    const PROMOTION_IN_CAPTURE: PromotionInCapture = PromotionInCapture::PassAsMan;
    /// Capture choice (FMJD 4.13: majority).
    const CAPTURE_CHOICE: CaptureChoice = CaptureChoice::Majority;
    /// Killer: a king whose last capture took a king lands directly behind it.
    const HALT_BEHIND_KING: bool = false;
    /// Square names for people.
    const SQUARES: SquareStyle = SquareStyle::Numeric;
    /// Capture separator for people (`:` in Russian literature, `x` elsewhere).
    const CAPTURE_SEPARATOR: char = 'x';
    /// What wins besides the draw rules (RULES.md A3).
    const GOAL: Goal = Goal::NoMovesLoses;
    /// The draw rules (RULES.md A3; international by default).
    const DRAWS: DrawRules = DrawRules::INTERNATIONAL;
    /// Men each side has at the start (and at most).
    const MEN: u32 = <Self::Board as Geometry>::HALF * (<Self::Board as Geometry>::ROWS / 2 - 1);
    /// Rows left empty behind each side's men at the start (turkish: the back rank).
    const START_EMPTY_ROWS: u32 = 0;
    /// Other start positions by name, each a FEN that `--fen NAME` also reads (frisian: Frysk!).
    const NAMED_STARTS: &'static [(&'static str, &'static str)] = &[];
}
