//! Best-reply search (Schadd and Winands, "Best Reply Search for Multiplayer Games", 2011): the
//! computer's moves alternate with one move of whichever opponent hurts it most, all opponents'
//! moves searched together as one layer, so that the computer sees as many of its own moves
//! ahead as in a two-player search. With one opponent this is plain alpha-beta. Scores are
//! from the searching player's side ([`super::eval::score`]); a player home ends the game.

use super::budget::Budget;
use super::eval;
use super::table::{Bound, Table};
use crate::corner::Corner;
use crate::moves::Move;
use crate::position::Position;

/// The score of a won game (less the plies it takes).
pub const WIN: i32 = 1_000_000;

/// Scores beyond this are wins or losses.
const DECIDED: i32 = WIN - 10_000;

/// The most opponents' moves a layer of several opponents looks at, best-looking first: with
/// five opponents the layer would otherwise hold some 150 moves.
const WIDTH: usize = 24;

/// A search in progress: its limits and what it has counted.
pub struct Search<'a> {
    /// The player searching.
    pub me: Corner,
    /// His opponents still playing.
    pub others: Vec<Corner>,
    /// The transposition table.
    pub table: &'a mut Table,
    /// What it may spend.
    pub budget: Budget<'a>,
    salt: u64,
}

impl<'a> Search<'a> {
    /// A search for `me` against `others`.
    pub fn new(
        me: Corner,
        others: Vec<Corner>,
        table: &'a mut Table,
        budget: Budget<'a>,
    ) -> Search<'a> {
        Search {
            me,
            others,
            table,
            budget,
            salt: 0x9E37_79B9_7F4A_7C15u64.wrapping_mul(me.index() as u64 + 1),
        }
    }

    /// The searching player's moves, best-looking first, the table's move before all.
    pub fn my_moves(&self, pos: &Position, first: Option<Move>) -> Vec<Move> {
        let mut moves = Vec::with_capacity(64);
        pos.moves_of(self.me, &mut moves);
        let me = self.me;
        let mut keyed: Vec<(i32, Move)> = moves
            .into_iter()
            .map(|m| {
                let key = if Some(m) == first {
                    i32::MIN
                } else {
                    -eval::gain(pos.board(), me, m.from, m.to)
                };
                (key, m)
            })
            .collect();
        keyed.sort_unstable_by_key(|&(k, m)| (k, m));
        keyed.into_iter().map(|(_, m)| m).collect()
    }

    /// The score of `pos` with the searching player to move, searched `depth` plies deep.
    pub fn mine(&mut self, pos: &Position, depth: i32, ply: i32, mut alpha: i32, beta: i32) -> i32 {
        if self.budget.spend() || depth <= 0 {
            return eval::score(pos, self.me, &self.others);
        }
        let key = pos.hash() ^ self.salt;
        let stored = self.table.get(key);
        if let Some(e) = stored {
            if let Some(s) = usable(e.depth, e.score, e.bound, depth, ply, alpha, beta) {
                return s;
            }
        }
        let moves = self.my_moves(pos, stored.and_then(|e| e.best));
        if moves.is_empty() {
            return self.theirs(pos, depth - 1, ply + 1, alpha, beta);
        }
        let start = alpha;
        let mut best = (-WIN - 1, None);
        for m in moves {
            let child = pos.with_turn(self.me).play_unchecked(m);
            let s = if child.is_home(self.me) {
                WIN - ply - 1
            } else {
                self.theirs(&child, depth - 1, ply + 1, alpha, beta)
            };
            if self.budget.stopped {
                return best.0.max(s);
            }
            if s > best.0 {
                best = (s, Some(m));
            }
            alpha = alpha.max(s);
            if alpha >= beta {
                break;
            }
        }
        let bound = bound_of(best.0, start, beta);
        self.table
            .put(key, depth, to_table(best.0, ply), bound, best.1);
        best.0
    }

    /// The score of `pos` with the opponents to move (one move of one of them), searched
    /// `depth` plies deep.
    pub fn theirs(
        &mut self,
        pos: &Position,
        depth: i32,
        ply: i32,
        alpha: i32,
        mut beta: i32,
    ) -> i32 {
        if self.budget.spend() || depth <= 0 {
            return eval::score(pos, self.me, &self.others);
        }
        let key = pos.with_turn(self.me).hash() ^ self.salt.rotate_left(17);
        let stored = self.table.get(key);
        if let Some(e) = stored {
            if let Some(s) = usable(e.depth, e.score, e.bound, depth, ply, alpha, beta) {
                return s;
            }
        }
        let mut moves: Vec<(i32, Corner, Move)> = Vec::with_capacity(64);
        let mut buffer = Vec::with_capacity(64);
        for &o in &self.others {
            buffer.clear();
            pos.moves_of(o, &mut buffer);
            let first = stored.and_then(|e| e.best);
            moves.extend(buffer.iter().map(|&m| {
                let tt = Some(m) == first;
                (
                    if tt {
                        i32::MAX
                    } else {
                        eval::gain(pos.board(), o, m.from, m.to)
                    },
                    o,
                    m,
                )
            }));
        }
        if moves.is_empty() {
            return self.mine(&pos.with_turn(self.me), depth - 1, ply + 1, alpha, beta);
        }
        moves.sort_unstable_by_key(|&(g, o, m)| (-g, o, m));
        if self.others.len() > 1 {
            moves.truncate(WIDTH);
        }
        let start = beta;
        let mut best = (WIN + 1, None);
        for (_, o, m) in moves {
            let child = pos.with_turn(o).play_unchecked(m);
            let s = if child.is_home(o) {
                -(WIN - ply - 1)
            } else {
                self.mine(&child.with_turn(self.me), depth - 1, ply + 1, alpha, beta)
            };
            if self.budget.stopped {
                return best.0.min(s);
            }
            if s < best.0 {
                best = (s, Some(m));
            }
            beta = beta.min(s);
            if alpha >= beta {
                break;
            }
        }
        let bound = bound_of(best.0, alpha, start);
        self.table
            .put(key, depth, to_table(best.0, ply), bound, best.1);
        best.0
    }
}

/// How a score found with the window (`alpha`, `beta`) bounds the true score.
fn bound_of(score: i32, alpha: i32, beta: i32) -> Bound {
    if score <= alpha {
        Bound::Upper
    } else if score >= beta {
        Bound::Lower
    } else {
        Bound::Exact
    }
}

/// A win's score counts plies from the root; the table keeps it from the position stored.
fn to_table(score: i32, ply: i32) -> i32 {
    if score > DECIDED {
        score + ply
    } else if score < -DECIDED {
        score - ply
    } else {
        score
    }
}

fn from_table(score: i32, ply: i32) -> i32 {
    if score > DECIDED {
        score - ply
    } else if score < -DECIDED {
        score + ply
    } else {
        score
    }
}

/// A stored result that settles the position at this depth and window, if any.
fn usable(
    stored_depth: i32,
    stored: i32,
    bound: Bound,
    depth: i32,
    ply: i32,
    alpha: i32,
    beta: i32,
) -> Option<i32> {
    if stored_depth < depth {
        return None;
    }
    let s = from_table(stored, ply);
    match bound {
        Bound::Exact => Some(s),
        Bound::Lower if s >= beta => Some(s),
        Bound::Upper if s <= alpha => Some(s),
        _ => None,
    }
}
