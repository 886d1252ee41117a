//! The forcing part of a line: the side that starts it gives pieces, the other side must take
//! them (captures are compulsory), until a move of the starting side leaves the other side no
//! capture. Counting what each side took there tells a shot (give one, take two) and a
//! breakthrough (give one, crown a man) from an ordinary line.

use shashki::{Move, VariantPosition};

/// Plies from the start of a line within which a crowning counts as the breakthrough the
/// sacrifice made: the sacrifice, the capture, and two moves of the man to the crowning row.
const CROWN_PLIES: usize = 7;

/// What the forcing part of a line does, for the side that starts it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Forcing {
    /// Pieces the starting side gave: taken by the other side's forced captures.
    pub given: u32,
    /// Pieces the starting side took meanwhile.
    pub taken: u32,
    /// The first piece given (bit index), the one the first forced capture took.
    pub first_given: Option<u32>,
    /// True when the line shows the forcing part to its end: a move of the starting side after
    /// which the other side has no capture, or a capture of the other side after which the
    /// starting side, ahead, has none. Only then are the counts final.
    pub complete: bool,
    /// The square a man of the starting side is crowned on within [`CROWN_PLIES`], when it
    /// gave a piece first.
    pub crown: Option<u32>,
}

impl Forcing {
    /// A shot: at least one piece given, and more taken than given.
    pub fn is_shot(&self) -> bool {
        self.complete && self.given >= 1 && self.taken > self.given
    }

    /// A breakthrough: a piece given first, then a man crowned.
    pub fn is_breakthrough(&self) -> bool {
        self.given >= 1 && self.crown.is_some()
    }
}

/// Reads the forcing part of `line` played from `start`, for the side to move there.
pub fn forcing(start: &VariantPosition, line: &[Move]) -> Forcing {
    let me = start.turn();
    let mut pos = *start;
    let mut f = Forcing::default();
    for (ply, mv) in line.iter().enumerate() {
        let mine = pos.turn() == me;
        if !f.complete {
            if mine {
                f.taken += mv.taken();
            } else {
                f.given += mv.taken();
                f.first_given = f.first_given.or_else(|| first_taken(mv));
            }
        }
        if mine && mv.promotes() && f.given >= 1 && f.crown.is_none() && ply < CROWN_PLIES {
            f.crown = Some(mv.to());
        }
        pos = pos.play(mv);
        // The forcing part ends when the other side is free to move, or when the starting
        // side, to move with nothing to take, has taken more than it gave.
        let free = !pos.has_capture();
        if !f.complete && free && (mine || f.given >= 1 && f.taken > f.given) {
            f.complete = true;
        }
        if f.complete && (f.given == 0 || ply + 1 >= CROWN_PLIES) {
            break;
        }
    }
    f
}

/// The lowest square a capture took.
fn first_taken(mv: &Move) -> Option<u32> {
    let captured = mv.captured();
    (captured != 0).then(|| captured.trailing_zeros())
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::Variant;

    /// Plays `moves` (the variant's notation) from `fen` and returns the position and line.
    fn line(fen: &str, moves: &[&str]) -> (VariantPosition, Vec<Move>) {
        let start = VariantPosition::from_fen(Variant::Russian, fen).unwrap();
        let mut pos = start;
        let mut line = Vec::new();
        for text in moves {
            let mv = pos.parse_move(text).unwrap();
            pos = pos.play(&mv);
            line.push(mv);
        }
        (start, line)
    }

    #[test]
    fn a_quiet_move_that_forces_nothing_is_no_shot() {
        let (start, moves) = line("startpos", &["c3-d4", "f6-g5"]);
        let f = forcing(&start, &moves);
        assert_eq!((f.given, f.taken, f.complete), (0, 0, true));
        assert!(!f.is_shot() && !f.is_breakthrough());
    }
}
