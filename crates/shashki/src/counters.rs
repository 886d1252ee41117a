//! The draw-rule counters (RULES.md A3), each named after its rule and updated ply by ply.
//!
//! A "move" in a draw rule is one move by each side, so the king-move and balance counters run
//! in plies and are shown in moves (plies / 2, the limit reached exactly at 2 × limit plies).
//! The lone-king counters count the strong side's own moves made after the ply on which their
//! rule first applied. They run on while the same rule applies to the same strong side, through
//! a promotion that leaves the rule in force (international: king and two men crowning into two
//! kings and a man is still the 16-move rule), and restart when another rule's material arises
//! (RULES.md A3).

use crate::bits::Bits;
use crate::draw_rules::LoneKingRule;
use crate::geometry::{Dir, Geometry};
use crate::moves::Move;
use crate::outcome::DrawReason;
use crate::position::Position;
use crate::{square, Color, Rules};

/// One draw rule's counter as players see it: "kings-only 7 / 15".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counter {
    /// The rule (its key is the counter's name).
    pub rule: DrawReason,
    /// Moves (or occurrences, for repetition) counted so far.
    pub count: u32,
    /// The count at which the game is drawn.
    pub limit: u32,
}

/// A side with a lone king against it: who is strong and with what.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct LoneKing {
    strong: Color,
    kings: u32,
    men: u32,
    /// Where the lone king stands.
    king: u32,
}

/// The state of every counting draw rule after a ply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawCounters {
    /// Kings-only / no-progress: plies in a row in which a king moved without capturing.
    quiet_king_plies: u32,
    /// Balance (russian 7.2.6): plies since the last capture or promotion.
    balance_plies: u32,
    /// The lone-king material on the board, if any.
    lone: Option<LoneKing>,
    /// Lone king: the strong side's moves since its rule first applied.
    lone_king_moves: u32,
    /// Main road: the strong side's moves, since the rule first applied, made while the lone
    /// king stood on a1–h8.
    main_road_moves: u32,
}

/// The lone-king material of `pos`. With a king against a king either side may be "strong":
/// the side that did not move first once the material arose is taken (so the count ends after
/// five moves by each side), and it stays so while the material lasts (`before` is the
/// material of the previous position).
fn lone_king<R: Rules>(pos: &Position<R>, before: Option<LoneKing>) -> Option<LoneKing> {
    let lone = |c: Color| pos.pieces(c).count_ones() == 1 && pos.pieces(c) & pos.kings() != 0;
    if lone(Color::White) && lone(Color::Black) {
        let strong = match before {
            Some(b) if (b.kings, b.men) == (1, 0) => b.strong,
            _ => !pos.turn(),
        };
        return Some(LoneKing {
            strong,
            kings: 1,
            men: 0,
            king: pos.pieces(!strong).trailing_zeros(),
        });
    }
    for weak in Color::BOTH {
        let pieces = pos.pieces(weak);
        let strong = pos.pieces(!weak);
        if pieces.count_ones() == 1 && pieces & pos.kings() != 0 && strong != 0 {
            return Some(LoneKing {
                strong: !weak,
                kings: (strong & pos.kings()).count_ones(),
                men: (strong & !pos.kings()).count_ones(),
                king: pieces.trailing_zeros(),
            });
        }
    }
    None
}

/// The main road a1–h8 (empty on boards where a1 is not playable).
fn main_road<R: Rules>() -> u64 {
    match square::bit_of_coordinates::<R>(0, 0) {
        Some(a1) => (1u64 << a1) | R::Board::ray(Dir::UpRight, a1),
        None => 0,
    }
}

fn matches(rule: &LoneKingRule, lone: &LoneKing) -> bool {
    rule.strong.matches(lone.kings, lone.men)
}

/// Which of `R`'s lone-king rules applies to `lone` (its index), and for which strong side.
fn lone_king_rule<R: Rules>(lone: Option<LoneKing>) -> Option<(usize, Color)> {
    let lone = lone?;
    let index = R::DRAWS.lone_king.iter().position(|r| matches(r, &lone))?;
    Some((index, lone.strong))
}

/// The strong side, when `R`'s main-road rule applies to `lone`'s material.
fn main_road_rule<R: Rules>(lone: Option<LoneKing>) -> Option<Color> {
    let lone = lone?;
    R::DRAWS
        .main_road
        .filter(|r| matches(r, &lone))
        .map(|_| lone.strong)
}

impl DrawCounters {
    /// The counters of a game starting at `pos`: nothing counted yet.
    pub fn start<R: Rules>(pos: &Position<R>) -> Self {
        DrawCounters {
            quiet_king_plies: 0,
            balance_plies: 0,
            lone: lone_king(pos, None),
            lone_king_moves: 0,
            main_road_moves: 0,
        }
    }

    /// Plies in a row in which a king moved without capturing: the stretch of the game in
    /// which a position can repeat.
    pub fn quiet_king_plies(&self) -> u32 {
        self.quiet_king_plies
    }

    /// The counters after `mv` was played from `before`, reaching `after`.
    pub fn after<R: Rules>(&self, before: &Position<R>, mv: &Move, after: &Position<R>) -> Self {
        let mover = before.turn();
        let by_king = before.kings() & (1u64 << mv.from()) != 0;
        let quiet_king_plies = if by_king && !mv.is_capture() {
            self.quiet_king_plies + 1
        } else {
            0
        };
        let balance_plies = if mv.is_capture() || mv.promotes() {
            0
        } else {
            self.balance_plies + 1
        };
        let lone = lone_king(after, self.lone);
        let strong_moved = lone.is_some_and(|l| l.strong == mover);
        let rule = lone_king_rule::<R>(lone);
        let lone_king_moves = match rule {
            Some(_) if rule == lone_king_rule::<R>(self.lone) => {
                self.lone_king_moves + u32::from(strong_moved)
            }
            _ => 0,
        };
        let road = main_road_rule::<R>(lone);
        let on_road = lone.is_some_and(|l| main_road::<R>() & (1u64 << l.king) != 0);
        let main_road_moves = match road {
            Some(_) if road == main_road_rule::<R>(self.lone) => {
                self.main_road_moves + u32::from(strong_moved && on_road)
            }
            _ => 0,
        };
        DrawCounters {
            quiet_king_plies,
            balance_plies,
            lone,
            lone_king_moves,
            main_road_moves,
        }
    }

    /// The counters of `R`'s draw rules that apply to `pos` now; `repetitions` is how often
    /// `pos` has occurred in the game (this time included).
    pub fn list<R: Rules>(&self, pos: &Position<R>, repetitions: u32) -> Vec<Counter> {
        let mut out = Vec::new();
        self.each(pos, repetitions, |c| out.push(c));
        out
    }

    /// The rule that draws the game at `pos`, if one does: the first counter at its limit.
    /// Allocates nothing, for searches that ask at every node.
    pub fn draw<R: Rules>(&self, pos: &Position<R>, repetitions: u32) -> Option<DrawReason> {
        let mut found = None;
        self.each(pos, repetitions, |c| {
            if found.is_none() && c.count >= c.limit {
                found = Some(c.rule);
            }
        });
        found
    }

    /// Calls `out` with each counter of `R`'s rules that applies to `pos`.
    fn each<R: Rules>(&self, pos: &Position<R>, repetitions: u32, mut out: impl FnMut(Counter)) {
        let rules = R::DRAWS;
        if let Some(limit) = rules.repetition {
            out(Counter {
                rule: DrawReason::Repetition,
                count: repetitions,
                limit,
            });
        }
        if let Some((rule, limit)) = rules.quiet_kings {
            out(Counter {
                rule,
                count: self.quiet_king_plies / 2,
                limit,
            });
        }
        let both_have_kings = Color::BOTH
            .iter()
            .all(|&c| pos.pieces(c) & pos.kings() != 0);
        if both_have_kings {
            let pieces = pos.occupied().count_ones();
            if let Some(b) = rules
                .balance
                .iter()
                .find(|b| (b.min_pieces..=b.max_pieces).contains(&pieces))
            {
                out(Counter {
                    rule: DrawReason::Balance,
                    count: self.balance_plies / 2,
                    limit: b.moves,
                });
            }
        }
        let single = |c: Color| pos.pieces(c).count_ones() == 1;
        if rules.single_pieces && single(Color::White) && single(Color::Black) {
            out(Counter {
                rule: DrawReason::SinglePieces,
                count: 0,
                limit: 0,
            });
        }
        if let Some(lone) = &self.lone {
            for rule in rules.lone_king.iter().filter(|r| matches(r, lone)) {
                out(Counter {
                    rule: DrawReason::LoneKing,
                    count: self.lone_king_moves,
                    limit: rule.moves,
                });
            }
            if let Some(rule) = rules.main_road.filter(|r| matches(r, lone)) {
                if main_road::<R>() != 0 {
                    out(Counter {
                        rule: DrawReason::MainRoad,
                        count: self.main_road_moves,
                        limit: rule.moves,
                    });
                }
            }
        }
    }
}

/// The number of times the last position of `positions` occurs in it.
pub(crate) fn repetitions<R: Rules>(positions: &[Position<R>]) -> u32 {
    let Some(last) = positions.last() else {
        return 0;
    };
    positions
        .iter()
        .filter(|p| p.hash() == last.hash() && *p == last)
        .count() as u32
}

/// The squares of the main road, for boards that show it.
pub fn main_road_squares<R: Rules>() -> impl Iterator<Item = u32> {
    Bits(main_road::<R>())
}
