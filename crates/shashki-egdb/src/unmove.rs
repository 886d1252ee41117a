//! Moves taken back: the positions from which a quiet move (no capture, no promotion) leads to
//! a given one. Retrograde analysis walks these; captures and promotions leave the table and
//! are looked up forwards instead.

use shashki::geometry::{before, nearest, Dir, Geometry};
use shashki::{Bits, Rules};

use crate::board::Board;

/// Calls `out` with every position, seen from its side to move, from which that side reaches
/// `board` by a quiet move that stays in the material. In `board` the side that just moved is
/// "Black": its kings slide back along free lines, its men step back upwards.
pub fn predecessors<R: Rules>(board: &Board, mut out: impl FnMut(Board)) {
    let empty = R::Board::TABLES.all & !(board.white | board.black);
    let mut back = |from: u32, to: u32, king: bool| {
        let moved = (board.black & !(1u64 << from)) | 1u64 << to;
        let kings = if king {
            (board.kings & !(1u64 << from)) | 1u64 << to
        } else {
            board.kings
        };
        out(Board {
            white: board.white,
            black: moved,
            kings,
        }
        .reversed::<R>());
    };
    for y in Bits(board.black & board.kings) {
        for d in Dir::DIAGONAL {
            let ray = R::Board::ray(d, y);
            let reach = if R::FLYING_KINGS {
                let blockers = ray & !empty;
                if blockers == 0 {
                    ray
                } else {
                    before(ray, d, nearest(blockers, d))
                }
            } else {
                R::Board::step(1u64 << y, d) & empty
            };
            for x in Bits(reach) {
                back(y, x, true);
            }
        }
    }
    for y in Bits(board.black & !board.kings) {
        for d in [Dir::UpLeft, Dir::UpRight] {
            for x in Bits(R::Board::step(1u64 << y, d) & empty) {
                back(y, x, false);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::{English, Position, Russian};

    /// Every predecessor reaches the position by one of its quiet moves, and every quiet
    /// non-promoting move of every predecessor found is undone by it.
    fn check<R: Rules>(fen: &str) -> usize {
        let pos = Position::<R>::from_fen(fen).expect("fen");
        let board = Board::of(&pos);
        let mut found = Vec::new();
        predecessors::<R>(&board, |p| found.push(p));
        for p in &found {
            let prev = p.position::<R>().expect("valid predecessor");
            let reached = prev
                .legal_moves()
                .iter()
                .any(|m| !m.is_capture() && !m.promotes() && Board::of(&prev.play(m)) == board);
            assert!(
                reached || prev.has_capture(),
                "{} does not lead to {fen}",
                prev.fen()
            );
        }
        found.len()
    }

    #[test]
    fn predecessors_undo_king_slides_and_man_steps() {
        // White to move; Black just moved: its king on d4 came from any of the 13 squares of
        // its two diagonals, its man on h6 from g7.
        assert_eq!(check::<Russian>("W:Wc1:BKd4,h6"), 14);
        // A short king on e5 (15) came from one of its 4 neighbours, the man on a7 (5) from b8.
        assert_eq!(check::<English>("W:W30:BK15,5"), 5);
    }
}
