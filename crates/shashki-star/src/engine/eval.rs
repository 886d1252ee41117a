//! The evaluation: how far each player still has to go. A piece's distance is the number of
//! single steps from its hole to the tip of its owner's goal; a player's cost is the sum over
//! his pieces, less the least that pieces standing home can have (the tip 0, the next row 1,
//! then 2 and 3), so a player home has cost 0 — plus a penalty for the pieces left behind,
//! which otherwise walk home alone at the end. The searching player also counts against
//! himself each of his pieces next to an opponent's piece still inside his goal: packing the
//! goal round such a piece shuts it in, and the goal can then never be filled. That term is
//! his alone (not his opponents'), so that no player learns to stay in another's goal.

use std::sync::OnceLock;

use crate::board::{Board, Hole, HoleSet, HOLES};
use crate::corner::Corner;
use crate::position::Position;

/// One step of distance, in the evaluation's units.
pub const STEP: i32 = 10;

/// A piece further back than the player's mean distance by more than this many steps counts
/// as left behind.
const BEHIND: i32 = 3;

/// What each step of a piece left behind costs on top (units).
const BEHIND_COST: i32 = 4;

/// What each of a player's pieces next to an opponent's piece inside his goal costs (units).
const NEXT_TO_COST: i32 = 10;

/// What an opponent's piece inside a player's goal that cannot move at all costs the player:
/// more than the steps it takes to open a way out for it.
const SHUT_IN_COST: i32 = 120;

/// The least distance sum of k pieces home, for k = 0 to 10: the deepest holes of the goal
/// first (the tip 0, two holes at 1, three at 2, four at 3; the small star's goal of six
/// holes is the first three rows of these).
const LEAST: [i32; 11] = [0, 0, 1, 2, 4, 6, 8, 11, 14, 17, 20];

type Distances = [[u8; HOLES]; 6];

/// Distances to the tip of each player's goal on `board`, by player and hole.
fn table(board: Board) -> &'static Distances {
    static TABLES: [OnceLock<Distances>; 2] = [OnceLock::new(), OnceLock::new()];
    TABLES[board as usize].get_or_init(|| {
        let mut t = [[0u8; HOLES]; 6];
        let centre = board.centre();
        for c in Corner::ALL {
            let tip = c
                .opposite()
                .holes(board)
                .max_by_key(|&h| board.distance(h, centre))
                .unwrap_or(centre);
            for h in board.holes() {
                t[c.index()][h.index()] = board.distance(h, tip) as u8;
            }
        }
        t
    })
}

/// The steps from `hole` to the tip of `player`'s goal on `board`.
pub fn distance(board: Board, player: Corner, hole: Hole) -> i32 {
    i32::from(table(board)[player.index()][hole.index()])
}

/// How much nearer `player`'s goal on `board` a move from `from` to `to` brings his piece, in
/// steps.
pub fn gain(board: Board, player: Corner, from: Hole, to: Hole) -> i32 {
    let t = &table(board)[player.index()];
    i32::from(t[from.index()]) - i32::from(t[to.index()])
}

/// The steps `player` still has to go: the distance sum of his pieces less the least it can be.
pub fn remaining(pos: &Position, player: Corner) -> i32 {
    let pieces = pos.pieces(player);
    let sum: i32 = pieces.map(|h| distance(pos.board(), player, h)).sum();
    sum - LEAST[(pieces.len() as usize).min(10)]
}

/// `player`'s cost in units: [`STEP`] a step still to go, and more for pieces left behind.
pub fn cost(pos: &Position, player: Corner) -> i32 {
    let pieces: HoleSet = pos.pieces(player);
    let n = pieces.len() as i32;
    if n == 0 {
        return 0;
    }
    let t = &table(pos.board())[player.index()];
    let sum: i32 = pieces.map(|h| i32::from(t[h.index()])).sum();
    let limit = sum / n + BEHIND;
    let behind: i32 = pieces
        .map(|h| (i32::from(t[h.index()]) - limit).max(0))
        .sum();
    STEP * (sum - LEAST[(n as usize).min(10)]) + BEHIND_COST * behind
}

/// For each other player's piece in `player`'s goal: [`NEXT_TO_COST`] for each of `player`'s
/// pieces next to it, and [`SHUT_IN_COST`] if it cannot move.
fn shut_in(pos: &Position, player: Corner) -> i32 {
    let board = pos.board();
    let goal = player.opposite().holes(board).0;
    let strangers = pos.occupied().0 & !pos.pieces(player).0 & goal;
    if strangers == 0 {
        return 0;
    }
    let mine = pos.pieces(player).0;
    HoleSet(strangers)
        .map(|h| {
            let next_to = board.neighbours(h).filter(|n| mine & n.bit() != 0).count() as i32;
            let stuck = pos.destinations(h).is_empty();
            NEXT_TO_COST * next_to + if stuck { SHUT_IN_COST } else { 0 }
        })
        .sum()
}

/// The position from `me`'s side: how much less than the best placed of `others` he still
/// has to go (higher is better for him).
pub fn score(pos: &Position, me: Corner, others: &[Corner]) -> i32 {
    let best = others.iter().map(|&o| cost(pos, o)).min().unwrap_or(0);
    best - cost(pos, me) - shut_in(pos, me)
}
