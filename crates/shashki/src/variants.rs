//! The variants: each states only where it differs from the defaults of [`Rules`].

use crate::columns::Columns;
use crate::draw_rules::{DrawRules, Goal, LoneKingRule, Strong};
use crate::extra::Plain;
use crate::geometry::{Board10, Board64, Board8};
use crate::last_move::LastMove;
use crate::outcome::DrawReason;
use crate::rules::{CaptureChoice, Movement, PromotionInCapture, Removal, Rules, SquareStyle};
use crate::{Color, Variant};

/// Russian draughts (русские шашки), RULES.md §2: free choice, flying kings, a man crowned
/// mid-capture goes on as a king (Russian code 1.5.15).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Russian;

impl Rules for Russian {
    type Board = Board8;
    type Extra = Plain;
    const VARIANT: Variant = Variant::Russian;
    const DRAWS: DrawRules = DrawRules::RUSSIAN;
    const PROMOTION_IN_CAPTURE: PromotionInCapture = PromotionInCapture::ContinueAsKing;
    const CAPTURE_CHOICE: CaptureChoice = CaptureChoice::Free;
    const SQUARES: SquareStyle = SquareStyle::Algebraic;
    const CAPTURE_SEPARATOR: char = ':';
}

/// Giveaway (поддавки), RULES.md §3: moves exactly as russian; only the goal is inverted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Giveaway;

impl Rules for Giveaway {
    type Board = Board8;
    type Extra = Plain;
    const VARIANT: Variant = Variant::Giveaway;
    const GOAL: Goal = Goal::NoMovesWins;
    /// RULES.md §3 [ENGINE CHOICE]: repetition and the russian 15-move king rule.
    const DRAWS: DrawRules = DrawRules::repetition_and_king_moves(DrawReason::KingsOnly, 15);
    const PROMOTION_IN_CAPTURE: PromotionInCapture = PromotionInCapture::ContinueAsKing;
    const CAPTURE_CHOICE: CaptureChoice = CaptureChoice::Free;
    const SQUARES: SquareStyle = SquareStyle::Algebraic;
    const CAPTURE_SEPARATOR: char = ':';
}

/// International draughts (FMJD), RULES.md §4: the defaults.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct International;

impl Rules for International {
    type Board = Board10;
    type Extra = Plain;
    const VARIANT: Variant = Variant::International;
}

/// Brazilian draughts, RULES.md §5: international rules on the 8×8 board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Brazilian;

impl Rules for Brazilian {
    type Board = Board8;
    type Extra = Plain;
    const VARIANT: Variant = Variant::Brazilian;
    /// RULES.md §5: lidraughts applies the russian draw rules to brazilian.
    const DRAWS: DrawRules = DrawRules::RUSSIAN;
    const SQUARES: SquareStyle = SquareStyle::Algebraic;
}

/// English draughts / American checkers, RULES.md §7: Black first, short kings, men capture
/// forwards only, free choice, reaching the king row ends the move (WCDF).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct English;

impl Rules for English {
    type Board = Board8;
    type Extra = Plain;
    const VARIANT: Variant = Variant::English;
    /// WCDF 1.32: repetition and the 40-move rule.
    const DRAWS: DrawRules = DrawRules::repetition_and_king_moves(DrawReason::NoProgress, 40);
    const FIRST: Color = Color::Black;
    const FLYING_KINGS: bool = false;
    const MEN_CAPTURE_BACKWARD: bool = false;
    const PROMOTION_IN_CAPTURE: PromotionInCapture = PromotionInCapture::Stop;
    const CAPTURE_CHOICE: CaptureChoice = CaptureChoice::Free;
}

/// Italian draughts, RULES.md §8: a1 light, short kings, men capture forwards only and never
/// capture kings (art. 5.3(b)), the four capture priorities (art. 6.6–6.9).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Italian;

impl Rules for Italian {
    type Board = Board8;
    type Extra = Plain;
    const VARIANT: Variant = Variant::Italian;
    /// RULES.md §8 [ENGINE CHOICE]: threefold repetition and 40 moves without capture or man move.
    const DRAWS: DrawRules = DrawRules::repetition_and_king_moves(DrawReason::NoProgress, 40);
    const A1_LIGHT: bool = true;
    const FLYING_KINGS: bool = false;
    const MEN_CAPTURE_BACKWARD: bool = false;
    const MEN_CAPTURE_KINGS: bool = false;
    const PROMOTION_IN_CAPTURE: PromotionInCapture = PromotionInCapture::Stop;
    const CAPTURE_CHOICE: CaptureChoice = CaptureChoice::Italian;
}

/// American pool checkers, RULES.md §10: Black first, flying kings, men capture backwards,
/// free choice, a man passes the king row as a man (APCA Rules of Play 5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pool;

impl Rules for Pool {
    type Board = Board8;
    type Extra = Plain;
    const VARIANT: Variant = Variant::Pool;
    /// RULES.md §10 [ENGINE CHOICE, provisional]: repetition; 3 kings against a lone king, 13 moves.
    const DRAWS: DrawRules = DrawRules {
        repetition: Some(3),
        lone_king: &[LoneKingRule {
            strong: Strong::OneOf(&[(3, 0)]),
            moves: 13,
        }],
        ..DrawRules::NONE
    };
    const FIRST: Color = Color::Black;
    const CAPTURE_CHOICE: CaptureChoice = CaptureChoice::Free;
}

/// Spanish draughts, RULES.md §11.1: a1 light, men capture forwards only, flying kings, most
/// pieces then most kings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Spanish;

impl Rules for Spanish {
    type Board = Board8;
    type Extra = Plain;
    const VARIANT: Variant = Variant::Spanish;
    /// RULES.md §11.1: repetition; 20 moves each with only kings moved and no capture.
    const DRAWS: DrawRules = DrawRules::repetition_and_king_moves(DrawReason::KingsOnly, 20);
    const A1_LIGHT: bool = true;
    const MEN_CAPTURE_BACKWARD: bool = false;
    const PROMOTION_IN_CAPTURE: PromotionInCapture = PromotionInCapture::Stop;
    const CAPTURE_CHOICE: CaptureChoice = CaptureChoice::MajorityThenKings;
}

/// Czech draughts, RULES.md §12: men move and capture forwards only, flying kings, free choice
/// except that a king must capture when one can (DCTL art. 4.14).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Czech;

impl Rules for Czech {
    type Board = Board8;
    type Extra = Plain;
    const VARIANT: Variant = Variant::Czech;
    /// RULES.md §12: repetition; 15 moves each with only kings moved and no capture.
    const DRAWS: DrawRules = DrawRules::repetition_and_king_moves(DrawReason::KingsOnly, 15);
    const MEN_CAPTURE_BACKWARD: bool = false;
    const PROMOTION_IN_CAPTURE: PromotionInCapture = PromotionInCapture::Stop;
    const CAPTURE_CHOICE: CaptureChoice = CaptureChoice::KingFirst;
    const SQUARES: SquareStyle = SquareStyle::Algebraic;
}

/// Antidraughts (international losing), RULES.md §15: international moves, inverted goal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Antidraughts;

impl Rules for Antidraughts {
    type Board = Board10;
    type Extra = Plain;
    const VARIANT: Variant = Variant::Antidraughts;
    const GOAL: Goal = Goal::NoMovesWins;
    /// RULES.md §15: threefold repetition only.
    const DRAWS: DrawRules = DrawRules::REPETITION;
}

/// Killer draughts, RULES.md §15: a king whose last capture took a king halts directly behind it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Killer;

impl Rules for Killer {
    type Board = Board10;
    type Extra = Plain;
    const VARIANT: Variant = Variant::Killer;
    const HALT_BEHIND_KING: bool = true;
}

/// Breakthrough, RULES.md §15: international moves; the first king wins.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Breakthrough;

impl Rules for Breakthrough {
    type Board = Board10;
    type Extra = Plain;
    const VARIANT: Variant = Variant::Breakthrough;
    const GOAL: Goal = Goal::FirstKingWins;
    /// RULES.md §15: no draw rule.
    const DRAWS: DrawRules = DrawRules::NONE;
}

/// Frisian draughts (Fries dammen), RULES.md §14.1: international board, men and moves; men and
/// kings capture along rows and columns too; the capture of highest value, then with a king; a
/// king makes at most three quiet moves in a row while its side has men (DCTL
/// `max_same_king_move`, lidraughts `Actor.scala`). Frysk! (§14.2, five men each on the back
/// rank) is the named start `frysk`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Frisian;

impl Rules for Frisian {
    type Board = Board10;
    type Extra = Plain;
    const VARIANT: Variant = Variant::Frisian;
    const MOVEMENT: Movement = Movement::Frisian;
    const CAPTURE_CHOICE: CaptureChoice = CaptureChoice::Frisian;
    const KING_MOVE_LIMIT: Option<u32> = Some(3);
    /// RULES.md §14.1 (lidraughts `Frisian.scala`): repetition; two kings against a lone king,
    /// 7 moves; a king against a king, 2 moves.
    const DRAWS: DrawRules = DrawRules {
        repetition: Some(3),
        lone_king: &[
            LoneKingRule {
                strong: Strong::OneOf(&[(2, 0)]),
                moves: 7,
            },
            LoneKingRule {
                strong: Strong::OneOf(&[(1, 0)]),
                moves: 2,
            },
        ],
        ..DrawRules::NONE
    };
    const NAMED_STARTS: &'static [(&'static str, &'static str)] =
        &[("frysk", "W:W46,47,48,49,50:B1,2,3,4,5")];
}

/// Turkish draughts (dama), RULES.md §9: all 64 squares, 16 men a side on the second and third
/// rows; men step and capture straight forward or sideways, flying kings along rows and columns;
/// captured pieces leave at once, no 180° turn; majority; a man crowned only where the move
/// ends (pydraughts, kish).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Turkish;

impl Rules for Turkish {
    type Board = Board64;
    type Extra = Plain;
    const VARIANT: Variant = Variant::Turkish;
    const MOVEMENT: Movement = Movement::Turkish;
    const REMOVAL: Removal = Removal::AtOnce;
    const MEN: u32 = 16;
    const START_EMPTY_ROWS: u32 = 1;
    const SQUARES: SquareStyle = SquareStyle::Algebraic;
    /// RULES.md §9: repetition; one piece against one piece is drawn at once (kish).
    const DRAWS: DrawRules = DrawRules {
        repetition: Some(3),
        single_pieces: true,
        ..DrawRules::NONE
    };
}

/// Armenian draughts (Tama), RULES.md §16.4: the turkish board and set-up; men step forward,
/// diagonally forward or sideways and capture straight forward or sideways; kings move like a
/// chess queen and capture along rows and columns; pieces leave at once, no 180° turn; majority;
/// a man crowned mid-capture goes on as a king (Ludii).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Armenian;

impl Rules for Armenian {
    type Board = Board64;
    type Extra = Plain;
    const VARIANT: Variant = Variant::Armenian;
    const MOVEMENT: Movement = Movement::Armenian;
    const REMOVAL: Removal = Removal::AtOnce;
    const MEN: u32 = 16;
    const START_EMPTY_ROWS: u32 = 1;
    const PROMOTION_IN_CAPTURE: PromotionInCapture = PromotionInCapture::ContinueAsKing;
    /// RULES.md §16.4: threefold repetition only.
    const DRAWS: DrawRules = DrawRules::REPETITION;
}

/// Column draughts (bashni, столбовые шашки), RULES.md §16.1a: russian rules, but a capture
/// takes only the top of each column it jumps, puts it under the capturing column, and may jump
/// a column again while the opponent's piece is on top ([`crate::columns`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Bashni;

impl Rules for Bashni {
    type Board = Board8;
    type Extra = Columns;
    const VARIANT: Variant = Variant::Bashni;
    /// RULES.md §16.1a: repetition, and 15 moves with only king-topped columns moved and no
    /// capture (the russian king-move rule).
    const DRAWS: DrawRules = DrawRules::repetition_and_king_moves(DrawReason::KingsOnly, 15);
    const PROMOTION_IN_CAPTURE: PromotionInCapture = PromotionInCapture::ContinueAsKing;
    const CAPTURE_CHOICE: CaptureChoice = CaptureChoice::Free;
    /// Written as russian is (issue 32): the children's course teaches a1–h8 on this board.
    const SQUARES: SquareStyle = SquareStyle::Algebraic;
    const CAPTURE_SEPARATOR: char = ':';
}

/// Bashni with the other reading RULES.md §16.1a keeps as an option: a column is jumped once
/// in a move at most (the Turkish strike applies to columns, as di.fc.ul.pt's opposite reading
/// is not followed). An option of the library, not a variant key (the `options` of
/// [`crate::variant_table!`]): its positions, FEN, notation, key and engine weights are
/// bashni's; endgame tables refuse it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BashniOnce;

impl Rules for BashniOnce {
    type Board = Board8;
    type Extra = Columns;
    /// Bashni's: see the type.
    const VARIANT: Variant = Variant::Bashni;
    const DRAWS: DrawRules = Bashni::DRAWS;
    const PROMOTION_IN_CAPTURE: PromotionInCapture = PromotionInCapture::ContinueAsKing;
    const CAPTURE_CHOICE: CaptureChoice = CaptureChoice::Free;
    /// Written as russian is (issue 32): the children's course teaches a1–h8 on this board.
    const SQUARES: SquareStyle = SquareStyle::Algebraic;
    const CAPTURE_SEPARATOR: char = ':';
    const COLUMN_JUMPED_AGAIN: bool = false;
}

/// Stavropol draughts (ставропольские шашки), RULES.md §16.2: russian rules, but a player
/// without a capture may make a quiet move with one of the opponent's pieces instead of his own,
/// though not move the piece just moved straight back ([`crate::last_move`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stavropol;

impl Rules for Stavropol {
    type Board = Board8;
    type Extra = LastMove;
    const VARIANT: Variant = Variant::Stavropol;
    const DRAWS: DrawRules = DrawRules::RUSSIAN;
    const PROMOTION_IN_CAPTURE: PromotionInCapture = PromotionInCapture::ContinueAsKing;
    const CAPTURE_CHOICE: CaptureChoice = CaptureChoice::Free;
    /// Written as russian is (issue 32): the children's course teaches a1–h8 on this board.
    const SQUARES: SquareStyle = SquareStyle::Algebraic;
    const CAPTURE_SEPARATOR: char = ':';
}

/// Samoedy (самоеды), RULES.md §16.3: russian rules, but a piece jumps pieces of either side, and
/// such a jump is a capture, compulsory like any other; the pieces taken come off at the end of
/// the move (Turkish strike).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Samoedy;

impl Rules for Samoedy {
    type Board = Board8;
    type Extra = Plain;
    const VARIANT: Variant = Variant::Samoedy;
    const DRAWS: DrawRules = DrawRules::RUSSIAN;
    const CAPTURES_OWN: bool = true;
    const PROMOTION_IN_CAPTURE: PromotionInCapture = PromotionInCapture::ContinueAsKing;
    const CAPTURE_CHOICE: CaptureChoice = CaptureChoice::Free;
    /// Written as russian is (issue 32): the children's course teaches a1–h8 on this board.
    const SQUARES: SquareStyle = SquareStyle::Algebraic;
    const CAPTURE_SEPARATOR: char = ':';
}
