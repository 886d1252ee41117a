//! The race at the end of a two-player game: once every piece of the player to move is past
//! every piece of his opponent (on the line between their points), neither can block the
//! other again, and the game is a race home. The opponent's moves no longer matter to the
//! choice, so the search looks at the player's own moves alone, twice as deep as the search
//! of both, and finds the quickest way to bring the last pieces home. Moves that bring no
//! piece nearer are looked at only where nothing else can be played, or at the root.

use super::budget::Budget;
use super::eval;
use super::search::WIN;
use super::table::{Bound, Table};
use crate::board::{Board, Hole};
use crate::corner::Corner;
use crate::moves::Move;
use crate::position::Position;

/// How far along a hole lies on `player`'s way from his point to the opposite one.
fn along(board: Board, player: Corner, hole: Hole) -> i32 {
    let (q, r, s) = board.cube(hole);
    match player {
        Corner::A => -r,
        Corner::D => r,
        Corner::B => q,
        Corner::E => -q,
        Corner::C => -s,
        Corner::F => s,
    }
}

/// True when `me` plays one opponent, in the opposite point, and every piece of `me` is
/// further along than every piece of the opponent.
pub fn separated(pos: &Position, me: Corner, others: &[Corner]) -> bool {
    let [other] = others else { return false };
    if *other != me.opposite() {
        return false;
    }
    let board = pos.board();
    let mine = pos.pieces(me).map(|h| along(board, me, h)).min();
    let theirs = pos.pieces(*other).map(|h| along(board, me, h)).max();
    matches!((mine, theirs), (Some(a), Some(b)) if a > b)
}

/// A race search: the player's own moves only.
pub struct Race<'a> {
    me: Corner,
    table: &'a mut Table,
    /// What it may spend.
    pub budget: Budget<'a>,
}

const SALT: u64 = 0xD1B5_4A32_D192_ED03;

impl<'a> Race<'a> {
    /// A race search for `me`.
    pub fn new(me: Corner, table: &'a mut Table, budget: Budget<'a>) -> Race<'a> {
        Race { me, table, budget }
    }

    /// The moves to look at, nearest-bringing first: at the root all of them, else those
    /// that bring a piece nearer or keep it as near, unless there are none.
    pub fn moves(&self, pos: &Position, root: bool) -> Vec<Move> {
        let mut moves = Vec::with_capacity(64);
        pos.moves_of(self.me, &mut moves);
        let me = self.me;
        let mut scored: Vec<(i32, Move)> = moves
            .into_iter()
            .map(|m| (eval::gain(pos.board(), me, m.from, m.to), m))
            .collect();
        if !root && scored.iter().any(|&(g, _)| g >= 0) {
            scored.retain(|&(g, _)| g >= 0);
        }
        scored.sort_by_key(|&(g, _)| -g);
        scored.into_iter().map(|(_, m)| m).collect()
    }

    /// The best the player can reach within `depth` of his own moves: a win (less the moves
    /// it takes), or minus his cost at the end.
    pub fn value(&mut self, pos: &Position, depth: i32, ply: i32) -> i32 {
        let stop = self.budget.spend();
        if pos.is_home(self.me) {
            return WIN - ply;
        }
        if stop || depth <= 0 {
            return -eval::cost(pos, self.me);
        }
        let key = pos.hash() ^ SALT;
        if let Some(e) = self.table.get(key) {
            if e.depth >= depth && e.bound == Bound::Exact {
                return if e.score > WIN / 2 {
                    e.score - ply
                } else {
                    e.score
                };
            }
        }
        let moves = self.moves(pos, false);
        if moves.is_empty() {
            return -eval::cost(pos, self.me);
        }
        let mut best = -WIN;
        for m in moves {
            let v = self.value(
                &pos.play_unchecked(m).with_turn(self.me),
                depth - 1,
                ply + 1,
            );
            best = best.max(v);
            if self.budget.stopped {
                return best;
            }
        }
        let stored = if best > WIN / 2 { best + ply } else { best };
        self.table.put(key, depth, stored, Bound::Exact, None);
        best
    }
}
