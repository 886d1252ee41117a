//! The transposition table, shared by the search threads without locks: each slot is two
//! atomic words, the key stored xor-ed with the data so that a torn write reads as a miss.

use std::sync::atomic::{AtomicU64, Ordering};

use shashki::Move;

/// How a stored score bounds the true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is exact.
    Exact,
    /// The true score is at least this (a fail high).
    Lower,
    /// The true score is at most this (a fail low).
    Upper,
}

/// What a slot holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Search depth of the stored result.
    pub depth: i32,
    /// The score, relative to the side to move.
    pub score: i32,
    /// Its bound.
    pub bound: Bound,
    /// A fingerprint of the best move (see [`move_key`]); 0 for none.
    pub mv: u32,
}

/// A 32-bit fingerprint of a move: from, to and a hash of the captured set; never 0.
pub fn move_key(mv: &Move) -> u32 {
    let captured = mv.captured();
    let mix = (captured ^ (captured >> 29) ^ (captured >> 17)).wrapping_mul(0x9E37_79B9) as u32;
    ((mv.from() << 26) | (mv.to() << 20) | (mix & 0xF_FFFF)) | 1 << 31
}

fn pack(e: &Entry) -> u64 {
    let bound = match e.bound {
        Bound::Exact => 0u64,
        Bound::Lower => 1,
        Bound::Upper => 2,
    };
    (e.score as i16 as u16 as u64)
        | ((e.depth.clamp(-1, 126) + 1) as u64) << 16
        | bound << 24
        | (e.mv as u64) << 32
}

fn unpack(d: u64) -> Entry {
    Entry {
        score: i32::from(d as u16 as i16),
        depth: ((d >> 16) & 0xFF) as i32 - 1,
        bound: match (d >> 24) & 3 {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        },
        mv: (d >> 32) as u32,
    }
}

/// The bytes of one slot: two atomic words.
const SLOT_BYTES: usize = std::mem::size_of::<[AtomicU64; 2]>();

/// The table: a power-of-two number of slots.
pub struct Table {
    slots: Vec<[AtomicU64; 2]>,
    mask: usize,
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Table({} slots)", self.slots.len())
    }
}

impl Table {
    /// A table of at most `mb` megabytes (at least 1): the largest power of two of 16-byte
    /// slots that fits, so 16 MB is 2^20 slots and 24 MB is 2^20 slots too.
    pub fn new(mb: usize) -> Table {
        let fits = (mb.max(1) << 20) / SLOT_BYTES;
        let size = 1 << fits.ilog2();
        let slots = (0..size)
            .map(|_| [AtomicU64::new(0), AtomicU64::new(0)])
            .collect();
        Table {
            slots,
            mask: size - 1,
        }
    }

    /// Forgets everything.
    pub fn clear(&self) {
        for s in &self.slots {
            s[0].store(0, Ordering::Relaxed);
            s[1].store(0, Ordering::Relaxed);
        }
    }

    /// The entry stored for `hash`, if any.
    pub fn probe(&self, hash: u64) -> Option<Entry> {
        let slot = &self.slots[hash as usize & self.mask];
        let data = slot[1].load(Ordering::Relaxed);
        (slot[0].load(Ordering::Relaxed) ^ data == hash && data != 0).then(|| unpack(data))
    }

    /// Starts bringing the slot of `hash` into the processor's caches without waiting for it,
    /// so that a probe soon after finds it there: the table is larger than the caches, and a
    /// search that waits for each probe's memory spends most of its time waiting.
    #[inline(always)]
    pub fn prefetch(&self, hash: u64) {
        let slot = &self.slots[hash as usize & self.mask];
        #[cfg(target_arch = "x86_64")]
        safe_arch::prefetch_t0(slot);
        #[cfg(not(target_arch = "x86_64"))]
        let _ = slot;
    }

    /// Stores an entry for `hash`, replacing what was there unless that was deeper and for the
    /// same position.
    pub fn store(&self, hash: u64, entry: Entry) {
        let slot = &self.slots[hash as usize & self.mask];
        if let Some(old) = self.probe(hash) {
            if old.depth > entry.depth && entry.bound != Bound::Exact {
                return;
            }
        }
        let data = pack(&entry);
        slot[0].store(hash ^ data, Ordering::Relaxed);
        slot[1].store(data, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_the_largest_power_of_two_of_slots_that_fits() {
        assert_eq!(SLOT_BYTES, 16);
        assert_eq!(Table::new(16).slots.len(), 1 << 20);
        assert_eq!(Table::new(24).slots.len(), 1 << 20);
        assert_eq!(Table::new(1).slots.len(), 1 << 16);
        assert_eq!(Table::new(0).slots.len(), 1 << 16);
        assert_eq!(Table::new(64).slots.len(), 1 << 22);
    }

    #[test]
    fn an_entry_comes_back_as_stored() {
        let t = Table::new(1);
        let e = Entry {
            depth: 7,
            score: -1234,
            bound: Bound::Lower,
            mv: 0x8123_4567,
        };
        t.store(42, e);
        assert_eq!(t.probe(42), Some(e));
        assert_eq!(t.probe(43), None);
        let neg = Entry {
            depth: 0,
            score: 29_990,
            bound: Bound::Exact,
            mv: 0,
        };
        t.store(42, neg);
        assert_eq!(t.probe(42), Some(neg));
    }
}
