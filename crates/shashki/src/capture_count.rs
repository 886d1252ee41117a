//! Counting the legal captures without building them, for perft's last ply.
//!
//! Most captures at a perft leaf are short sequences of men. Those are counted by bitboards,
//! all men at once: the single jumps a direction at a time by popcount, the sequences of two
//! and three jumps direction by direction ([`MenJumps`]). Kings, men crowned on the way that go
//! on as kings, and sequences of four captures or more go to the full search. Under a capture
//! choice that compares sequences (majority and the like) the longest count wins, and a king
//! that can capture sends the whole position to the search.
//!
//! The bitboards know diagonal jumps over pieces that stay until the move ends; variants with
//! other lines or removal, or whose pieces capture their own or stand in columns ([`shortcuts`]
//! false: frisian, turkish, armenian, bashni, stavropol, samoedy) count their generated moves
//! instead.

use crate::capture::{king_capturers, search};
use crate::geometry::{Dir, Geometry};
use crate::moves::Move;
use crate::position::{promotion_row, Position};
use crate::rules::{CaptureChoice, Movement, PromotionInCapture, Removal, Rules};
use crate::Color;

/// True when the counting shortcuts of this module and of [`crate::perft_leaves`] hold for `R`:
/// plain moves ([`crate::Extra::PLAIN_MOVES`]) that capture only the other side's pieces,
/// diagonal lines, pieces removed at the end of the move, no king-move limit.
#[inline(always)]
pub(crate) const fn shortcuts<R: Rules>() -> bool {
    <R::Extra as crate::Extra>::PLAIN_MOVES
        && !R::CAPTURES_OWN
        && matches!(R::MOVEMENT, Movement::Diagonal)
        && matches!(R::REMOVAL, Removal::EndOfMove)
        && R::KING_MOVE_LIMIT.is_none()
}

/// The number of legal captures of `pos`, or `None` when it has none. `scratch` holds the
/// captures of the pieces that are searched in full.
#[inline(always)]
pub(crate) fn count<R: Rules>(pos: &Position<R>, scratch: &mut Vec<Move>) -> Option<u64> {
    let us = pos.turn();
    let mine = pos.pieces(us);
    let them = pos.pieces(!us);
    let kings = pos.kings();
    let empty = pos.empty();
    let jumps = men_jumps::<R>(us, man_targets::<R>(them, kings), empty);
    let jumps_any = jumps[0] | jumps[1] | jumps[2] | jumps[3];
    let kings_capturing = king_capturers::<R>(mine & kings, them, empty);
    if jumps_any & mine & !kings | kings_capturing == 0 {
        return None;
    }
    Some(captures(pos, &jumps, kings_capturing, scratch))
}

/// The number of captures of `pos`, which has some: `jumps` are the men's jump sources by
/// direction, `kings_capturing` the kings that can capture. Out of line, so that the test for
/// a capture stays small where it is inlined.
#[inline(never)]
pub(crate) fn captures<R: Rules>(
    pos: &Position<R>,
    jumps: &[u64; 4],
    kings_capturing: u64,
    scratch: &mut Vec<Move>,
) -> u64 {
    let us = pos.turn();
    let them = pos.pieces(!us);
    let kings = pos.kings();
    let men = pos.pieces(us) & !kings;
    let jumps_any = jumps[0] | jumps[1] | jumps[2] | jumps[3];
    let board = MenJumps {
        jumps,
        targets: man_targets::<R>(them, kings),
        them,
        empty: pos.empty(),
        promo: promotion_row::<R>(us),
    };
    let sequences = board.men_sequences::<R>(men);
    let counted = match (sequences, R::CAPTURE_CHOICE) {
        (None, _) => None,
        (Some(by_length), CaptureChoice::Free) => Some((by_length.iter().sum(), kings_capturing)),
        // A king that can capture must, and then the men's captures are not legal.
        (Some(by_length), CaptureChoice::KingFirst) if kings_capturing == 0 => {
            Some((by_length.iter().sum(), 0))
        }
        // Only the longest captures are legal, and a king's may be longer.
        (Some(by_length), CaptureChoice::Majority | CaptureChoice::Italian)
            if kings_capturing == 0 =>
        {
            Some((longest(&by_length), 0))
        }
        // Taking a king also ranks, which the counts by length do not see.
        (Some(by_length), CaptureChoice::MajorityThenKings)
            if kings_capturing == 0 && them & kings == 0 =>
        {
            Some((longest(&by_length), 0))
        }
        (Some(_), _) => None,
    };
    let (n, searched) = counted.unwrap_or((0, jumps_any & men | kings_capturing));
    if searched == 0 {
        return n;
    }
    scratch.clear();
    search(pos, searched, scratch);
    n + scratch.len() as u64
}

/// The number of squares in the four sets together, a square in two sets counting twice: one
/// popcount when they are disjoint, as they mostly are (popcounts are not single instructions on
/// the baseline x86-64 target).
#[inline(always)]
fn count_all([a, b, c, d]: [u64; 4]) -> u64 {
    let twice = (a & b) | (c & d) | ((a | b) & (c | d));
    let n = if twice == 0 {
        (a | b | c | d).count_ones()
    } else {
        a.count_ones() + b.count_ones() + c.count_ones() + d.count_ones()
    };
    u64::from(n)
}

/// The count of the longest sequences among counts by length.
fn longest(by_length: &[u64; 3]) -> u64 {
    by_length
        .iter()
        .rev()
        .copied()
        .find(|&n| n != 0)
        .unwrap_or(0)
}

/// What the men of the side with opponents `them` capture.
#[inline(always)]
pub(crate) fn man_targets<R: Rules>(them: u64, kings: u64) -> u64 {
    if R::MEN_CAPTURE_KINGS {
        them
    } else {
        them & !kings
    }
}

/// For each diagonal direction d in which men of `us` capture: every square from which a man
/// would jump over one of `targets` in d onto an `empty` square, a man there or not, so that
/// landing squares too can be asked whether a capture goes on. Each direction is written out
/// so that its shifts are constants.
#[inline(always)]
pub(crate) fn men_jumps<R: Rules>(us: Color, targets: u64, empty: u64) -> [u64; 4] {
    let mut jumps = [0u64; 4];
    if R::MEN_CAPTURE_BACKWARD || us == Color::White {
        jumps[0] = jump_sources::<R>(targets, empty, Dir::UpLeft);
        jumps[1] = jump_sources::<R>(targets, empty, Dir::UpRight);
    }
    if R::MEN_CAPTURE_BACKWARD || us == Color::Black {
        jumps[2] = jump_sources::<R>(targets, empty, Dir::DownLeft);
        jumps[3] = jump_sources::<R>(targets, empty, Dir::DownRight);
    }
    jumps
}

/// The squares `x` with a target on `x + d` and an empty square on `x + 2d`.
#[inline(always)]
fn jump_sources<R: Rules>(targets: u64, empty: u64, d: Dir) -> u64 {
    let back = d.reverse();
    R::Board::step(R::Board::step(empty, back) & targets, back)
}

/// The board as the men's capture sequences see it.
///
/// Up to three jumps, a man's sequence meets nothing it changed: its captured pieces stay on
/// the board, none of its later jumps can take one of them again or land on its start square
/// (that needs four jumps round a square), so the jump sources of the unchanged board tell
/// where each sequence goes on. And distinct sequences of one man take distinct sets, so
/// counting sequences counts moves.
struct MenJumps<'a> {
    /// Every square from which a man would jump in each direction, a man there or not.
    jumps: &'a [u64; 4],
    /// What men capture.
    targets: u64,
    them: u64,
    empty: u64,
    promo: u64,
}

impl MenJumps<'_> {
    /// The number of the men's capture sequences taking one, two and three pieces, all men
    /// together; `None` when one goes on to a fourth capture or, crowned on the way, as a king
    /// (which only the full search follows).
    #[inline(always)]
    fn men_sequences<R: Rules>(&self, men: u64) -> Option<[u64; 3]> {
        // again[d]: where a man that arrived moving in d jumps on (not back over its capture).
        let j = self.jumps;
        let again = [
            j[0] | j[1] | j[2],
            j[0] | j[1] | j[3],
            j[0] | j[2] | j[3],
            j[1] | j[2] | j[3],
        ];
        // The first jumps, each direction written out so that its shifts are constants.
        let (on_ul, ends_ul) = self.first::<R>(men, Dir::UpLeft, &again)?;
        let (on_ur, ends_ur) = self.first::<R>(men, Dir::UpRight, &again)?;
        let (on_dl, ends_dl) = self.first::<R>(men, Dir::DownLeft, &again)?;
        let (on_dr, ends_dr) = self.first::<R>(men, Dir::DownRight, &again)?;
        let on1 = [on_ul, on_ur, on_dl, on_dr];
        let singles = count_all([ends_ul, ends_ur, ends_dl, ends_dr]);
        let mut by_length = [singles, 0, 0];
        if on1 != [0; 4] {
            self.longer::<R>(&on1, &again, &mut by_length)?;
        }
        Some(by_length)
    }

    /// The first jumps of `men` in `d`: the landing squares from which they go on, and those
    /// where they end.
    #[inline(always)]
    fn first<R: Rules>(&self, men: u64, d: Dir, again: &[u64; 4]) -> Option<(u64, u64)> {
        let landings = R::Board::diagonal_shift(self.jumps[d as usize] & men, d, 2);
        let on = self.going_on::<R>(landings, again[d as usize], true)?;
        Some((on, landings & !on))
    }

    /// Adds the sequences of two and three captures that go on from the landing squares
    /// `on1` of first jumps (by direction) to `by_length`.
    fn longer<R: Rules>(
        &self,
        on1: &[u64; 4],
        again: &[u64; 4],
        by_length: &mut [u64; 3],
    ) -> Option<()> {
        // Directions are indices here, the reverse of d being 3 - d.
        let dir = Dir::DIAGONAL;
        for (d1, &on) in on1.iter().enumerate() {
            if on == 0 {
                continue;
            }
            for d2 in 0..4 {
                let second = on & self.jumps[d2];
                if second == 0 || d2 == 3 - d1 {
                    continue;
                }
                let l2 = R::Board::diagonal_shift(second, dir[d2], 2);
                let on2 = self.going_on::<R>(l2, again[d2], false)?;
                by_length[1] += u64::from((l2 & !on2).count_ones());
                if on2 == 0 {
                    continue;
                }
                for d3 in 0..4 {
                    let third = on2 & self.jumps[d3];
                    if third == 0 || d3 == 3 - d2 {
                        continue;
                    }
                    let l3 = R::Board::diagonal_shift(third, dir[d3], 2);
                    let mut on3 = self.going_on::<R>(l3, again[d3], false)?;
                    if d3 == 3 - d1 {
                        // Back beside the start square: a fourth jump over the piece on
                        // `l3 - d2` would close the square and land on the start.
                        on3 |= l3 & R::Board::diagonal_shift(self.targets, dir[d2], 1);
                    }
                    if on3 != 0 {
                        return None;
                    }
                    by_length[2] += u64::from(l3.count_ones());
                }
            }
        }
        Some(())
    }

    /// The squares of `landings` from which the capture goes on, `again` being where a man
    /// there would jump on; `None` when a man crowned there goes on as a king, which is known
    /// exactly only after one jump (`first`), where the board is unchanged.
    #[inline(always)]
    fn going_on<R: Rules>(&self, landings: u64, again: u64, first: bool) -> Option<u64> {
        let as_man = landings & again;
        match R::PROMOTION_IN_CAPTURE {
            PromotionInCapture::PassAsMan => Some(as_man),
            PromotionInCapture::Stop => Some(as_man & !self.promo),
            PromotionInCapture::ContinueAsKing => {
                let crowned = landings & self.promo;
                if crowned == 0 {
                    Some(as_man)
                } else if first && king_capturers::<R>(crowned, self.them, self.empty) == 0 {
                    Some(as_man & !self.promo)
                } else {
                    None
                }
            }
        }
    }
}
