//! The transposition table: what a search learnt about a position, kept for the next visit.
//! One entry a slot, replaced when the new search went at least as deep or the slot holds
//! another position.

use crate::moves::Move;

/// What a stored score says about the true one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// It is the score.
    Exact,
    /// The score is at least this.
    Lower,
    /// The score is at most this.
    Upper,
}

/// One stored result.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    key: u64,
    /// The depth searched.
    pub depth: i32,
    /// The score found.
    pub score: i32,
    /// How the score bounds the true one.
    pub bound: Bound,
    /// The best move found, if any.
    pub best: Option<Move>,
}

/// A table of 2^bits entries.
pub struct Table {
    slots: Vec<Option<Entry>>,
    mask: u64,
}

impl Table {
    /// An empty table of 2^`bits` slots.
    pub fn new(bits: u32) -> Table {
        Table {
            slots: vec![None; 1 << bits],
            mask: (1u64 << bits) - 1,
        }
    }

    /// What is stored for `key`.
    pub fn get(&self, key: u64) -> Option<Entry> {
        self.slots[(key & self.mask) as usize].filter(|e| e.key == key)
    }

    /// Stores a result for `key`.
    pub fn put(&mut self, key: u64, depth: i32, score: i32, bound: Bound, best: Option<Move>) {
        let slot = &mut self.slots[(key & self.mask) as usize];
        if slot.is_some_and(|e| e.key == key && e.depth > depth) {
            return;
        }
        *slot = Some(Entry {
            key,
            depth,
            score,
            bound,
            best,
        });
    }
}
