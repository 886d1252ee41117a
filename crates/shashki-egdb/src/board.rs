//! Positions as the tables see them: the side to move always plays "White" (upwards). A
//! position with Black to move is turned half round and its colours swapped, which the rules
//! of every variant here allow, so one table serves both sides to move.

use shashki::geometry::Geometry;
use shashki::{Color, Position, Rules};

use crate::material::Material;

/// Bitboards (the rules crate's bit indices) of a position with "White" to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    /// The side to move's pieces.
    pub white: u64,
    /// The other side's pieces.
    pub black: u64,
    /// All kings.
    pub kings: u64,
}

/// The board turned half round: square `s` goes to `SQUARES - 1 - s`. The ghost bits sit
/// symmetrically, so this is a reversal of the used bits.
#[inline]
pub fn turn_round<R: Rules>(bb: u64) -> u64 {
    let t = R::Board::TABLES;
    let top = u32::from(t.bit_of[R::Board::SQUARES as usize - 1]);
    bb.reverse_bits() >> (63 - top)
}

impl Board {
    /// The position seen from its side to move.
    pub fn of<R: Rules>(pos: &Position<R>) -> Board {
        let (w, b) = (pos.pieces(Color::White), pos.pieces(Color::Black));
        match pos.turn() {
            Color::White => Board {
                white: w,
                black: b,
                kings: pos.kings(),
            },
            Color::Black => Board {
                white: turn_round::<R>(b),
                black: turn_round::<R>(w),
                kings: turn_round::<R>(pos.kings()),
            },
        }
    }

    /// The same pieces, "Black" to move, seen from Black: turned round, colours swapped.
    pub fn reversed<R: Rules>(&self) -> Board {
        Board {
            white: turn_round::<R>(self.black),
            black: turn_round::<R>(self.white),
            kings: turn_round::<R>(self.kings),
        }
    }

    /// The position, White to move; `None` if the bitboards are inconsistent.
    pub fn position<R: Rules>(&self) -> Option<Position<R>> {
        Position::from_bitboards(self.white, self.black, self.kings, Color::White)
    }

    /// The material, the side to move first.
    pub fn material(&self) -> Material {
        let count = |bb: u64| bb.count_ones() as u8;
        Material {
            kings: [
                count(self.white & self.kings),
                count(self.black & self.kings),
            ],
            men: [
                count(self.white & !self.kings),
                count(self.black & !self.kings),
            ],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::{International, Russian};

    #[test]
    fn turning_round_maps_square_one_to_the_last() {
        let t = <Russian as Rules>::Board::TABLES;
        assert_eq!(
            turn_round::<Russian>(1 << t.bit_of[0]),
            1 << t.bit_of[31],
            "b8 turns into g1"
        );
        let t = <International as Rules>::Board::TABLES;
        assert_eq!(
            turn_round::<International>(1 << t.bit_of[5]),
            1 << t.bit_of[44]
        );
        let all = <Russian as Rules>::Board::TABLES.all;
        assert_eq!(turn_round::<Russian>(all), all);
    }

    #[test]
    fn a_position_with_black_to_move_reads_as_white_to_move_turned_round() {
        let pos = Position::<Russian>::from_fen("B:WKa1,c3:Bh8").expect("fen");
        let board = Board::of(&pos);
        let seen = board.position::<Russian>().expect("valid").fen();
        // Black's man on h8 (4) turns into a "White" man on a1 (29); White's king on a1 and
        // man on c3 (22) into "Black" pieces on h8 (4) and f6 (11).
        assert_eq!(seen, "W:W29:BK4,11");
        assert_eq!(board.material(), Material::new((0, 1), (1, 1)));
    }
}
