//! The variants: each states only where it differs from the defaults of [`Rules`].

use crate::geometry::{Board10, Board8};
use crate::rules::{CaptureChoice, PromotionInCapture, Rules, SquareStyle};
use crate::Color;

/// Russian draughts (русские шашки), RULES.md §2: free choice, flying kings, a man crowned
/// mid-capture goes on as a king (Russian code 1.5.15).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Russian;

impl Rules for Russian {
    type Board = Board8;
    const KEY: &'static str = "russian";
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
    const KEY: &'static str = "giveaway";
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
    const KEY: &'static str = "international";
}

/// Brazilian draughts, RULES.md §5: international rules on the 8×8 board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Brazilian;

impl Rules for Brazilian {
    type Board = Board8;
    const KEY: &'static str = "brazilian";
    const SQUARES: SquareStyle = SquareStyle::Algebraic;
}

/// English draughts / American checkers, RULES.md §7: Black first, short kings, men capture
/// forwards only, free choice, reaching the king row ends the move (WCDF).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct English;

impl Rules for English {
    type Board = Board8;
    const KEY: &'static str = "english";
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
    const KEY: &'static str = "italian";
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
    const KEY: &'static str = "pool";
    const FIRST: Color = Color::Black;
    const CAPTURE_CHOICE: CaptureChoice = CaptureChoice::Free;
}

/// Spanish draughts, RULES.md §11.1: a1 light, men capture forwards only, flying kings, most
/// pieces then most kings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Spanish;

impl Rules for Spanish {
    type Board = Board8;
    const KEY: &'static str = "spanish";
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
    const KEY: &'static str = "czech";
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
    const KEY: &'static str = "antidraughts";
}

/// Killer draughts, RULES.md §15: a king whose last capture took a king halts directly behind it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Killer;

impl Rules for Killer {
    type Board = Board10;
    const KEY: &'static str = "killer";
    const HALT_BEHIND_KING: bool = true;
}

/// Breakthrough, RULES.md §15: international moves; the first king wins.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Breakthrough;

impl Rules for Breakthrough {
    type Board = Board10;
    const KEY: &'static str = "breakthrough";
}
