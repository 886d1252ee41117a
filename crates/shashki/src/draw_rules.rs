//! The end and draw rules of a variant as data (RULES.md A3). Each variant states its own set in
//! [`crate::Rules::DRAWS`] and [`crate::Rules::GOAL`]; [`crate::Game`] keeps the counters.

use crate::outcome::DrawReason;

/// What decides a game besides the draw rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The side to move without a legal move loses (most variants).
    NoMovesLoses,
    /// The side to move without a legal move wins (giveaway, antidraughts).
    NoMovesWins,
    /// The first side to crown a king wins; a side without a move loses (breakthrough).
    FirstKingWins,
}

/// The strong side's material in a rule against a lone king.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strong {
    /// Only kings, at least this many (russian 7.2.4: three or more kings).
    KingsAtLeast(u32),
    /// Exactly one of these (kings, men) pairs.
    OneOf(&'static [(u32, u32)]),
}

impl Strong {
    /// True when a side with `kings` kings and `men` men has this material.
    pub fn matches(self, kings: u32, men: u32) -> bool {
        match self {
            Strong::KingsAtLeast(n) => men == 0 && kings >= n,
            Strong::OneOf(list) => list.contains(&(kings, men)),
        }
    }
}

/// A limit against a lone king: the strong side must win by its `moves`-th move, counted from
/// the ply on which the rule first applied (a promotion within the rule's materials goes on
/// counting).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoneKingRule {
    /// The strong side's material.
    pub strong: Strong,
    /// The strong side's moves allowed.
    pub moves: u32,
}

/// A "no capture or promotion" limit for a range of piece counts (russian 7.2.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BalanceRule {
    /// Fewest pieces on the board (both sides) for this limit.
    pub min_pieces: u32,
    /// Most pieces on the board for this limit.
    pub max_pieces: u32,
    /// Moves (by each side) allowed.
    pub moves: u32,
}

/// Every draw rule of a variant; `None` or empty where the variant does not have the rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawRules {
    /// Draw when the same position, same side to move, occurs this many times.
    pub repetition: Option<u32>,
    /// Draw after this many moves by each side with only king moves and no capture, under the
    /// given key ([`DrawReason::KingsOnly`] or [`DrawReason::NoProgress`]).
    pub quiet_kings: Option<(DrawReason, u32)>,
    /// Both sides have kings, no capture or promotion: limits by piece count.
    pub balance: &'static [BalanceRule],
    /// Limits against a lone king.
    pub lone_king: &'static [LoneKingRule],
    /// A lone king standing on the main road a1–h8: the strong side's material and moves.
    pub main_road: Option<LoneKingRule>,
    /// One piece against one piece, men or kings, is drawn at once (turkish, RULES.md §9).
    pub single_pieces: bool,
}

impl DrawRules {
    /// No draw rule at all (breakthrough).
    pub const NONE: DrawRules = DrawRules {
        repetition: None,
        quiet_kings: None,
        balance: &[],
        lone_king: &[],
        main_road: None,
        single_pieces: false,
    };

    /// Threefold repetition and a limit on moves without a man move or a capture, counted
    /// under `rule` (kings-only or no-progress).
    pub const fn repetition_and_king_moves(rule: DrawReason, moves: u32) -> DrawRules {
        DrawRules {
            repetition: Some(3),
            quiet_kings: Some((rule, moves)),
            ..DrawRules::NONE
        }
    }

    /// Threefold repetition only (antidraughts).
    pub const REPETITION: DrawRules = DrawRules {
        repetition: Some(3),
        ..DrawRules::NONE
    };

    /// International (FMJD, RULES.md §4): repetition, 25 king moves, 16 and 5 moves against a
    /// lone king.
    pub const INTERNATIONAL: DrawRules = DrawRules {
        repetition: Some(3),
        quiet_kings: Some((DrawReason::KingsOnly, 25)),
        balance: &[],
        lone_king: &[
            LoneKingRule {
                strong: Strong::OneOf(&[(3, 0), (2, 1), (1, 2)]),
                moves: 16,
            },
            LoneKingRule {
                strong: Strong::OneOf(&[(2, 0), (1, 1), (1, 0)]),
                moves: 5,
            },
        ],
        main_road: None,
        single_pieces: false,
    };

    /// Russian (FMJD-64 7.2.3–7.2.8 with the founding texts' main-road clause, RULES.md A3).
    pub const RUSSIAN: DrawRules = DrawRules {
        repetition: Some(3),
        quiet_kings: Some((DrawReason::KingsOnly, 15)),
        balance: &[
            BalanceRule {
                min_pieces: 4,
                max_pieces: 5,
                moves: 30,
            },
            BalanceRule {
                min_pieces: 6,
                max_pieces: 7,
                moves: 60,
            },
        ],
        lone_king: &[
            LoneKingRule {
                strong: Strong::KingsAtLeast(3),
                moves: 15,
            },
            LoneKingRule {
                strong: Strong::OneOf(&[(2, 0), (1, 1), (1, 0)]),
                moves: 5,
            },
        ],
        main_road: Some(LoneKingRule {
            strong: Strong::OneOf(&[(3, 0), (2, 1), (1, 2), (0, 3)]),
            moves: 5,
        }),
        single_pieces: false,
    };
}
