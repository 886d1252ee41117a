//! Choosing a move with the cursor: a piece, then the square it ends on; when several moves of
//! that piece end on the same square, each landing square in turn (RULES.md A2: a move is its
//! from, to and captured set, so only the captured set can tell such moves apart).

use shashki::{Move, Path};

/// A legal move with its landing squares: choosing a capture goes by them.
pub type Way = (Move, Path);

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
pub fn movable(legal: &[Way]) -> u64 {
    legal.iter().fold(0, |acc, (m, _)| acc | (1u64 << m.from()))
}

/// The moves that go on from `sel`: from its piece, through its steps in order.
pub fn candidates<'a>(legal: &'a [Way], sel: &'a Selection) -> impl Iterator<Item = &'a Way> {
    legal.iter().filter(move |(m, path)| {
        m.from() == sel.from
            && path.len() >= sel.steps.len()
            && path
                .iter()
                .zip(&sel.steps)
                .all(|(&l, &s)| u32::from(l) == s)
    })
}

/// The squares worth pressing next: the end squares and the next landing squares of the
/// moves that go on from `sel`.
pub fn targets(legal: &[Way], sel: &Selection) -> u64 {
    candidates(legal, sel).fold(0, |acc, (m, path)| {
        let next = path.get(sel.steps.len()).map_or(0, |&l| 1u64 << l);
        acc | next | (1u64 << m.to())
    })
}

/// What pressing `square` does, with `own` the pieces of the side to move.
pub fn press(legal: &[Way], sel: Option<&Selection>, own: u64, square: u32) -> Press {
    let bit = 1u64 << square;
    let Some(sel) = sel else {
        return choose(legal, own, square);
    };
    if square == sel.from && sel.steps.is_empty() {
        return Press::Clear;
    }
    let ending: Vec<&Way> = candidates(legal, sel)
        .filter(|(m, _)| m.to() == square)
        .collect();
    match ending.as_slice() {
        [one] => return Press::Play(one.0),
        [] => {}
        _ => {
            // A move that lands here first and ends here beats the longer ways through.
            let direct: Vec<&&Way> = ending
                .iter()
                .filter(|(_, path)| path.len() == sel.steps.len() + 1)
                .collect();
            if let [one] = direct.as_slice() {
                return Press::Play(one.0);
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
    // Another piece that moves (in stavropol maybe the opponent's) or of the side to move.
    if (own | movable(legal)) & bit != 0 {
        return choose(legal, own, square);
    }
    Press::NotALanding
}

/// True when a move that goes on from `sel` lands on `square` next and goes on from there.
fn goes_through(legal: &[Way], sel: &Selection, square: u32) -> bool {
    candidates(legal, sel).any(|(_, path)| {
        path.len() > sel.steps.len() + 1 && u32::from(path[sel.steps.len()]) == square
    })
}

/// Pressing `square` with nothing chosen.
fn choose(legal: &[Way], own: u64, square: u32) -> Press {
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
    use shashki::{square, Position, Rules, Russian, Stavropol};

    fn bit(name: &str) -> u32 {
        square::parse::<Russian>(name).unwrap()
    }

    fn ways<R: Rules>(pos: &Position<R>) -> Vec<Way> {
        pos.legal_moves()
            .into_iter()
            .map(|m| (m, pos.path(&m).unwrap()))
            .collect()
    }

    #[test]
    fn a_piece_then_its_end_square_plays_the_move() {
        let pos = Position::<Russian>::start();
        let legal = ways(&pos);
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
    fn in_stavropol_an_opponents_piece_is_chosen_and_moved_like_ones_own() {
        // White's man c1 or Black's man d6; from c1 chosen, pressing d6 chooses it instead.
        let pos = Position::<Stavropol>::from_fen("W:Wc1:Bd6").unwrap();
        let legal = ways(&pos);
        let own = pos.pieces(pos.turn());
        let bit = |name| square::parse::<Stavropol>(name).unwrap();
        let Press::Select(sel) = press(&legal, None, own, bit("c1")) else {
            panic!("c1 is chosen");
        };
        let Press::Select(sel) = press(&legal, Some(&sel), own, bit("d6")) else {
            panic!("d6 is chosen");
        };
        assert_eq!(
            press(&legal, Some(&sel), own, bit("c5")),
            Press::Play(pos.parse_move("d6-c5").unwrap())
        );
    }

    #[test]
    fn two_captures_to_one_square_are_told_apart_by_their_landing_squares() {
        // RULES.md A2: the king on a3 reaches b8 over 6 and 14, or over 6, 23 and 25.
        let pos = Position::<Russian>::from_fen("W:WK21:B3,6,14,23,25").unwrap();
        let legal = ways(&pos);
        let own = pos.pieces(pos.turn());
        let to_b8: Vec<&Way> = legal.iter().filter(|(m, _)| m.to() == bit("b8")).collect();
        assert_eq!(to_b8.len(), 2);
        let Press::Select(mut sel) = press(&legal, None, own, bit("a3")) else {
            panic!("a3 is chosen");
        };
        assert_eq!(
            press(&legal, Some(&sel), own, bit("b8")),
            Press::SeveralWays
        );
        let (longer, path) = to_b8.iter().max_by_key(|(_, p)| p.len()).unwrap();
        for &step in &path[..path.len() - 1] {
            match press(&legal, Some(&sel), own, u32::from(step)) {
                Press::Select(next) => sel = next,
                other => panic!("{other:?} at a landing square of the longer way"),
            }
        }
        assert_eq!(
            press(&legal, Some(&sel), own, bit("b8")),
            Press::Play(*longer)
        );
    }
}
