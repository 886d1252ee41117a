//! The legal moves of a position: captures when any exist (capturing is compulsory), otherwise
//! quiet moves; the same path for every variant, through the steps of [`Extra`].

use crate::extra::Extra;
use crate::moves::Move;
use crate::position::Position;
use crate::{capture, capture_count, quiet, Color, Rules};

impl<R: Rules> Position<R> {
    /// Appends the legal moves to `out` (which is not cleared), one per distinct move.
    #[inline]
    pub fn generate(&self, out: &mut Vec<Move>) {
        if !R::Extra::captures(self, out) {
            R::Extra::for_each_quiet(self, |mv| out.push(mv));
        }
    }

    /// The legal moves, one per distinct (from, to, captured set).
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::with_capacity(64);
        self.generate(&mut out);
        out
    }

    /// True when the side to move has a capture (and so must capture).
    #[inline]
    pub fn has_capture(&self) -> bool {
        capture::capturers(self) != 0
    }

    /// True when `color` would have a capture were it to move (a threat, for the search's
    /// horizon), without building the position with the other side to move.
    #[inline]
    pub fn has_capture_for(&self, color: Color) -> bool {
        capture::capturers_of(self, color) != 0
    }

    /// The number of legal moves, most of them counted without being built (quiet moves, and
    /// single jumps of men that cannot go on). `scratch` is a buffer for the captures that are
    /// searched in full, cleared before use.
    #[inline]
    pub fn count_moves(&self, scratch: &mut Vec<Move>) -> u64 {
        if const { capture_count::shortcuts::<R>() } {
            capture_count::count(self, scratch).unwrap_or_else(|| quiet::count(self))
        } else {
            count_generated(self, scratch)
        }
    }
}

/// The number of legal moves of `pos` by generating its captures: the variants the counting
/// shortcuts do not know ([`capture_count::shortcuts`]).
#[inline(never)]
fn count_generated<R: Rules>(pos: &Position<R>, scratch: &mut Vec<Move>) -> u64 {
    scratch.clear();
    if R::Extra::captures(pos, scratch) {
        scratch.len() as u64
    } else {
        R::Extra::count_quiet(pos)
    }
}
