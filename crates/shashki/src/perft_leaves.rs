//! perft's last ply below a quiet man's move: the replies counted from what the move changed.
//!
//! The side to reply keeps its men, so its quiet moves are those of the position before the
//! move, plus the steps onto the square the man left, minus those onto the square it took; and
//! its captures are looked for on the changed board without building it. The position is built
//! only for a capture reply (counted from the jump sources found), and counted in full when the
//! replying side has kings or the move is a king's or crowns.

use crate::capture_count::{captures, man_targets, men_jumps};
use crate::moves::Move;
use crate::position::Position;
use crate::quiet::men_steps;
use crate::Rules;

/// What the replies to every quiet move of one position have in common.
pub(crate) struct QuietReplies<R: Rules> {
    pos: Position<R>,
    /// The men of the side to reply, or `None` when it has kings (whose moves the move's
    /// squares may change anywhere along a diagonal).
    men: Option<u64>,
    /// Where the replying men step, empty or not, by direction.
    steps: [u64; 2],
    /// The replying men's quiet moves before the move.
    quiet: u64,
}

impl<R: Rules> QuietReplies<R> {
    /// Prepares the replies to the quiet moves of `pos`.
    #[inline(always)]
    pub(crate) fn new(pos: &Position<R>) -> Self {
        let them = !pos.turn();
        let pieces = pos.pieces(them);
        let men = pieces & !pos.kings();
        let steps = men_steps::<R>(men, them);
        let empty = pos.empty();
        QuietReplies {
            pos: *pos,
            men: (men == pieces).then_some(men),
            steps,
            quiet: u64::from((steps[0] & empty).count_ones() + (steps[1] & empty).count_ones()),
        }
    }

    /// The number of legal replies to `mv`, a quiet move of the position; `scratch` is for
    /// the replies that are captures.
    #[inline(always)]
    pub(crate) fn count(&self, mv: &Move, scratch: &mut Vec<Move>) -> u64 {
        let from = 1u64 << mv.from();
        let to = 1u64 << mv.to();
        let pos = &self.pos;
        let (Some(men), false) = (self.men, mv.promotes() || pos.kings() & from != 0) else {
            return pos.placed(mv).count_moves(scratch);
        };
        let moved = from | to;
        let empty = pos.empty() ^ moved;
        let movers = pos.pieces(pos.turn()) ^ moved;
        let jumps = men_jumps::<R>(!pos.turn(), man_targets::<R>(movers, pos.kings()), empty);
        if (jumps[0] | jumps[1] | jumps[2] | jumps[3]) & men != 0 {
            // The replying side has no kings, so none of them captures.
            return captures(&pos.placed(mv), &jumps, 0, scratch);
        }
        let [a, b] = self.steps;
        let gained = u64::from(a & from != 0) + u64::from(b & from != 0);
        let lost = u64::from(a & to != 0) + u64::from(b & to != 0);
        self.quiet + gained - lost
    }
}
