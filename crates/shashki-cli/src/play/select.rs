//! Choosing a move with the cursor: a piece, then the square it ends on; when several moves of
//! that piece end on the same square, each landing square in turn (RULES.md A2: a move is its
//! from, to and captured set, so only the captured set can tell such moves apart).

use shashki::Move;

/// A chosen piece and the landing squares chosen so far (bits of the board).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    /// The square of the chosen piece.
    pub from: u32,
    /// Landing squares chosen on the way, in order.
    pub steps: Vec<u32>,
}

/// What pressing a square does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Press {
    /// The press completes this move.
    Play(Move),
    /// A piece is chosen, or a landing square added to the way.
    Select(Selection),
    /// The chosen piece was pressed again: nothing is chosen now.
    Clear,
    /// Several moves end on the square: their landing squares must be chosen in turn.
    SeveralWays,
    /// A piece of the side to move that has no legal move (maybe because another must capture).
    NoMoveFrom(u32),
    /// No piece of the side to move is chosen and the square holds none that moves.
    ChoosePiece,
    /// The chosen piece cannot land there.
    NotALanding,
}

/// The squares from which a legal move starts.
pub fn movable(legal: &[Move]) -> u64 {
    legal.iter().fold(0, |acc, m| acc | (1u64 << m.from()))
}

/// The moves that go on from `sel`: from its piece, through its steps in order.
pub fn candidates<'a>(legal: &'a [Move], sel: &'a Selection) -> impl Iterator<Item = &'a Move> {
    legal.iter().filter(move |m| {
        m.from() == sel.from
            && m.path().len() >= sel.steps.len()
            && m.path()
                .iter()
                .zip(&sel.steps)
                .all(|(&l, &s)| u32::from(l) == s)
    })
}

/// The squares worth pressing next: the end squares and the next landing squares of the
/// moves that go on from `sel`.
pub fn targets(legal: &[Move], sel: &Selection) -> u64 {
    candidates(legal, sel).fold(0, |acc, m| {
        let next = m.path().get(sel.steps.len()).map_or(0, |&l| 1u64 << l);
        acc | next | (1u64 << m.to())
    })
}

/// What pressing `square` does, with `own` the pieces of the side to move.
pub fn press(legal: &[Move], sel: Option<&Selection>, own: u64, square: u32) -> Press {
    let bit = 1u64 << square;
    let Some(sel) = sel else {
        return choose(legal, own, square);
    };
    if square == sel.from && sel.steps.is_empty() {
        return Press::Clear;
    }
    let ending: Vec<&Move> = candidates(legal, sel)
        .filter(|m| m.to() == square)
        .collect();
    match ending.as_slice() {
        [one] => return Press::Play(**one),
        [] => {}
        _ => {
            // A move that lands here first and ends here beats the longer ways through.
            let direct: Vec<&&Move> = ending
                .iter()
                .filter(|m| m.path().len() == sel.steps.len() + 1)
                .collect();
            if let [one] = direct.as_slice() {
                return Press::Play(***one);
            }
            if !goes_through(legal, sel, square) {
                return Press::SeveralWays;
            }
        }
    }
    if goes_through(legal, sel, square) {
        let mut next = sel.clone();
        next.steps.push(square);
        return Press::Select(next);
    }
    if own & bit != 0 {
        return choose(legal, own, square);
    }
    Press::NotALanding
}

/// True when a move that goes on from `sel` lands on `square` next and goes on from there.
fn goes_through(legal: &[Move], sel: &Selection, square: u32) -> bool {
    candidates(legal, sel).any(|m| {
        m.path().len() > sel.steps.len() + 1 && u32::from(m.path()[sel.steps.len()]) == square
    })
}

/// Pressing `square` with nothing chosen.
fn choose(legal: &[Move], own: u64, square: u32) -> Press {
    if movable(legal) & (1u64 << square) != 0 {
        Press::Select(Selection {
            from: square,
            steps: Vec::new(),
        })
    } else if own & (1u64 << square) != 0 {
        Press::NoMoveFrom(square)
    } else {
        Press::ChoosePiece
    }
}

/// The chosen piece's square and the landing squares chosen, for drawing the way so far.
pub fn way(sel: &Selection) -> u64 {
    sel.steps
        .iter()
        .fold(1u64 << sel.from, |acc, &s| acc | (1u64 << s))
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::{square, Position, Russian};

    fn bit(name: &str) -> u32 {
        square::parse::<Russian>(name).unwrap()
    }

    #[test]
    fn a_piece_then_its_end_square_plays_the_move() {
        let pos = Position::<Russian>::start();
        let legal = pos.legal_moves();
        let own = pos.pieces(pos.turn());
        let Press::Select(sel) = press(&legal, None, own, bit("c3")) else {
            panic!("c3 is chosen");
        };
        assert_eq!(targets(&legal, &sel), (1 << bit("b4")) | (1 << bit("d4")));
        assert_eq!(
            press(&legal, Some(&sel), own, bit("d4")),
            Press::Play(pos.parse_move("c3-d4").unwrap())
        );
        assert_eq!(press(&legal, Some(&sel), own, bit("c3")), Press::Clear);
        assert_eq!(
            press(&legal, Some(&sel), own, bit("e5")),
            Press::NotALanding
        );
        assert!(matches!(
            press(&legal, Some(&sel), own, bit("e3")),
            Press::Select(_)
        ));
        assert_eq!(
            press(&legal, None, own, bit("a1")),
            Press::NoMoveFrom(bit("a1"))
        );
        assert_eq!(press(&legal, None, own, bit("f6")), Press::ChoosePiece);
    }

    #[test]
    fn two_captures_to_one_square_are_told_apart_by_their_landing_squares() {
        // RULES.md A2: the king on a3 reaches b8 over 6 and 14, or over 6, 23 and 25.
        let pos = Position::<Russian>::from_fen("W:WK21:B3,6,14,23,25").unwrap();
        let legal = pos.legal_moves();
        let own = pos.pieces(pos.turn());
        let ways: Vec<&Move> = legal.iter().filter(|m| m.to() == bit("b8")).collect();
        assert_eq!(ways.len(), 2);
        let Press::Select(mut sel) = press(&legal, None, own, bit("a3")) else {
            panic!("a3 is chosen");
        };
        assert_eq!(
            press(&legal, Some(&sel), own, bit("b8")),
            Press::SeveralWays
        );
        let longer = ways.iter().max_by_key(|m| m.path().len()).unwrap();
        for &step in &longer.path()[..longer.path().len() - 1] {
            match press(&legal, Some(&sel), own, u32::from(step)) {
                Press::Select(next) => sel = next,
                other => panic!("{other:?} at a landing square of the longer way"),
            }
        }
        assert_eq!(
            press(&legal, Some(&sel), own, bit("b8")),
            Press::Play(**longer)
        );
    }
}
