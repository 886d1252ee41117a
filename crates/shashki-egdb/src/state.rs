//! The state of one position while its table is being solved, packed in a 32-bit word that
//! threads update with compare-and-swap: either resolved (value and distance) or open (the
//! number of its moves inside the table not yet known to lose for it, and whether a move out of
//! the table draws).

use std::sync::atomic::{AtomicU32, Ordering};

use crate::value::Wdl;

/// The value is known.
const RESOLVED: u32 = 1 << 31;
/// The value has been passed on to the positions before it.
const PROPAGATED: u32 = 1 << 30;
/// The side to move has a capture (the value is kept, but not stored in the file).
pub const CAPTURE: u32 = 1 << 29;
/// The index holds no position.
pub const INVALID: u32 = 1 << 28;
/// Open: a move out of the table draws, so the position cannot be lost.
pub const DRAW_EXIT: u32 = 1 << 8;
const COUNT: u32 = 0xFF;

/// An open state with `count` moves inside the table.
pub fn open(count: u32, draw_exit: bool, flags: u32) -> u32 {
    count | if draw_exit { DRAW_EXIT } else { 0 } | flags
}

/// A resolved state.
pub fn resolved(wdl: Wdl, plies: u32, flags: u32) -> u32 {
    let code = match wdl {
        Wdl::Draw => 0,
        Wdl::Win => 1,
        Wdl::Loss => 2,
    };
    RESOLVED | code << 16 | plies.min(0xFFFF) | flags
}

/// True once the value is known.
pub fn is_resolved(s: u32) -> bool {
    s & RESOLVED != 0
}

/// True once the value has been passed on.
pub fn is_propagated(s: u32) -> bool {
    s & PROPAGATED != 0
}

/// The value and distance of a resolved state.
pub fn value_of(s: u32) -> (Wdl, u32) {
    let wdl = match s >> 16 & 3 {
        1 => Wdl::Win,
        2 => Wdl::Loss,
        _ => Wdl::Draw,
    };
    (wdl, s & 0xFFFF)
}

/// Marks a state as passed on.
pub fn mark_propagated(cell: &AtomicU32) {
    cell.fetch_or(PROPAGATED, Ordering::Relaxed);
}

/// Sets an open state to `new(old)`; does nothing to a resolved one.
pub fn update(cell: &AtomicU32, new: impl Fn(u32) -> u32) {
    let mut cur = cell.load(Ordering::Relaxed);
    while !is_resolved(cur) {
        match cell.compare_exchange_weak(cur, new(cur), Ordering::Relaxed, Ordering::Relaxed) {
            Ok(_) => return,
            Err(seen) => cur = seen,
        }
    }
}

/// An open state with one move fewer left to refute; `last` gives the state when none is left.
pub fn decrement(s: u32, last: impl Fn(u32) -> u32) -> u32 {
    if s & COUNT <= 1 {
        last(s)
    } else {
        s - 1
    }
}

/// The flags of a state that survive its resolution.
pub fn flags(s: u32) -> u32 {
    s & (CAPTURE | INVALID)
}
