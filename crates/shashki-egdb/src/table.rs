//! One table in memory: its numbering and its values, read from a file.

use shashki::{Goal, Rules};

use crate::file::{Kind, TableFile};
use crate::index::Index;
use crate::value::{Value, Wdl};

/// A loaded table.
#[derive(Debug)]
pub struct Table {
    /// The numbering of its positions.
    pub index: Index,
    kind: Kind,
    values: Vec<u8>,
    rules: Option<Vec<u8>>,
}

/// The two-bit code of a value: 0 draw, 1 win, 2 loss.
pub fn wdl_code(w: Wdl) -> u8 {
    match w {
        Wdl::Draw => 0,
        Wdl::Win => 1,
        Wdl::Loss => 2,
    }
}

/// The value of a two-bit code; `None` for 3 (not known).
pub fn wdl_of_code(c: u8) -> Option<Wdl> {
    match c & 3 {
        0 => Some(Wdl::Draw),
        1 => Some(Wdl::Win),
        2 => Some(Wdl::Loss),
        _ => None,
    }
}

/// The two-bit entry `i` of a packed array.
#[inline]
pub fn two_bits(bytes: &[u8], i: u64) -> u8 {
    bytes[(i / 4) as usize] >> (2 * (i % 4)) & 3
}

/// Who wins a game that ended after `plies` plies: the side to move now, or the other.
pub fn wdl_of_plies<R: Rules>(plies: u32) -> Wdl {
    // Normally the side to move at the end has lost, so the side to move now wins when an
    // odd number of plies remains; in giveaway the side without a move wins.
    let stuck_loses = R::GOAL != Goal::NoMovesWins;
    if (plies % 2 == 1) == stuck_loses {
        Wdl::Win
    } else {
        Wdl::Loss
    }
}

impl Table {
    /// The table of a file read, numbered for `R`.
    pub fn new<R: Rules>(file: TableFile) -> Table {
        Table {
            index: Index::new::<R>(file.material),
            kind: file.kind,
            values: file.values,
            rules: file.rules,
        }
    }

    /// The pure value at index `i` (a position with no capture to make).
    #[inline]
    pub fn value<R: Rules>(&self, i: u64) -> Value {
        let stored = match self.kind {
            Kind::Wdl => {
                return match wdl_of_code(two_bits(&self.values, i)) {
                    Some(Wdl::Draw) | None => Value::DRAW,
                    Some(w) => Value::decided(w, None),
                }
            }
            Kind::Distance8 => u32::from(self.values[i as usize]),
            Kind::Distance16 => {
                let at = 2 * i as usize;
                u32::from(u16::from_le_bytes([self.values[at], self.values[at + 1]]))
            }
        };
        match stored {
            0 => Value::DRAW,
            n => Value::decided(wdl_of_plies::<R>(n - 1), Some(n - 1)),
        }
    }

    /// The value under the draw counters at index `i`, where the table holds it; `None` when
    /// it holds none for this material, `Some(None)` where it is not known.
    #[inline]
    pub fn rules(&self, i: u64) -> Option<Option<Wdl>> {
        self.rules.as_deref().map(|r| wdl_of_code(two_bits(r, i)))
    }
}
