//! Column draughts against a model built here from RULES.md §16.1a alone: a list of pieces a
//! square, top first. A move carries its column along its path; each jump takes the top of the
//! one column between two landings and puts it at the bottom of the capturing column; a man
//! landing on its last row is crowned. Every legal move of random games of bashni (both readings
//! of §16.1a) is played on the model and by the crate, and the position must then hold what the
//! model holds, square by square and piece by piece, 12 pieces a side, with the hash the move
//! left equal to the hash computed from scratch and to that of the position read from its FEN.

use std::collections::BTreeMap;

use proptest::prelude::*;
use shashki::columns::Columns;
use shashki::{square, Bashni, BashniOnce, Bits, Color, Move, Position, Rules, SplitMix64};

/// A piece: its colour and whether it is a king.
type Piece = (Color, bool);

/// The pieces of every occupied square (bits), top first.
#[derive(Clone, Debug, PartialEq)]
struct Model(BTreeMap<u32, Vec<Piece>>);

/// What a move did that the tests want to have seen.
#[derive(Default)]
struct Seen {
    /// A column jumped twice in one capture.
    jumped_twice: usize,
    /// A jumped column whose new top is the capturer's: a prisoner freed.
    freed: usize,
    /// A capture by a column with pieces under its top.
    tall_capturer: usize,
}

impl Model {
    /// The start position: one piece a square.
    fn start<R: Rules<Extra = Columns>>() -> Model {
        let pos = Position::<R>::start();
        let mut squares = BTreeMap::new();
        for color in Color::BOTH {
            for b in Bits(pos.pieces(color)) {
                squares.insert(b, vec![(color, false)]);
            }
        }
        Model(squares)
    }

    /// The model after `mv`, a legal move of `pos` (the same position as this model), going
    /// along the landing squares `pos.path` gives.
    fn after<R: Rules<Extra = Columns>>(
        &self,
        pos: &Position<R>,
        mv: &Move,
        seen: &mut Seen,
    ) -> Model {
        let mut squares = self.0.clone();
        let mut column = squares
            .remove(&mv.from())
            .expect("a column on the start square");
        if mv.is_capture() && column.len() > 1 {
            seen.tall_capturer += 1;
        }
        let mover = column[0].0;
        let path = pos.path(mv).expect("a path for a legal move");
        let mut at = mv.from();
        let mut jumped = Vec::new();
        for &landing in path.iter() {
            let landing = u32::from(landing);
            if mv.is_capture() {
                let victim = between::<R>(at, landing)
                    .into_iter()
                    .filter(|b| squares.contains_key(b))
                    .collect::<Vec<_>>();
                assert_eq!(victim.len(), 1, "one column between {at} and {landing}");
                let victim = victim[0];
                let stack = squares.get_mut(&victim).expect("the jumped column");
                let top = stack.remove(0);
                assert_ne!(top.0, mover, "a jump takes an opponent's top");
                column.push(top);
                if stack.is_empty() {
                    squares.remove(&victim);
                } else if stack[0].0 == mover {
                    seen.freed += 1;
                }
                if jumped.contains(&victim) {
                    seen.jumped_twice += 1;
                }
                jumped.push(victim);
            }
            if last_row::<R>(mover, landing) {
                column[0].1 = true;
            }
            at = landing;
        }
        assert_eq!(at, mv.to(), "the path ends on the move's square");
        assert!(
            squares.insert(mv.to(), column).is_none(),
            "lands on an empty square"
        );
        Model(squares)
    }

    /// Why `pos` does not hold what the model holds, if it does not.
    fn differs<R: Rules<Extra = Columns>>(&self, pos: &Position<R>) -> Option<String> {
        let occupied: Vec<u32> = Bits(pos.occupied()).collect();
        let modelled: Vec<u32> = self.0.keys().copied().collect();
        if occupied != modelled {
            return Some(format!("occupied {occupied:?}, model {modelled:?}"));
        }
        for (&b, pieces) in &self.0 {
            let (color, king) = pieces[0];
            let top = (pos.pieces(color) & 1 << b != 0, pos.kings() & 1 << b != 0);
            let below: Vec<Piece> = pos.below(b).iter().collect();
            if top != (true, king) || below != pieces[1..] {
                let name = square::name::<R>(b);
                return Some(format!(
                    "{name}: model {pieces:?}, position top {top:?} under {below:?}"
                ));
            }
        }
        None
    }
}

/// The squares strictly between two squares of one diagonal.
fn between<R: Rules>(from: u32, to: u32) -> Vec<u32> {
    let (f0, r0) = square::coordinates::<R>(from);
    let (f1, r1) = square::coordinates::<R>(to);
    let steps = f0.abs_diff(f1);
    assert_eq!(steps, r0.abs_diff(r1), "{from} and {to} share a diagonal");
    let along = |a: u32, b: u32, k: u32| if b > a { a + k } else { a - k };
    (1..steps)
        .map(|k| square::bit_of_coordinates::<R>(along(f0, f1, k), along(r0, r1, k)))
        .map(|b| b.expect("a playable square on a diagonal"))
        .collect()
}

/// True when `bit` is on the row where `color`'s men are crowned.
fn last_row<R: Rules>(color: Color, bit: u32) -> bool {
    let rank = square::coordinates::<R>(bit).1;
    match color {
        Color::White => rank == 7,
        Color::Black => rank == 0,
    }
}

/// Plays the game `choices` picks, checking every legal move of every position on the way.
fn check_game<R: Rules<Extra = Columns>>(
    choices: impl IntoIterator<Item = usize>,
    seen: &mut Seen,
) -> Result<(), String> {
    let mut pos = Position::<R>::start();
    let mut model = Model::start::<R>();
    for choice in choices {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mut next_model = None;
        for (i, mv) in legal.iter().enumerate() {
            let next = pos.play(mv);
            let expected = model.after(&pos, mv, seen);
            let fen = pos.fen();
            if let Some(why) = expected.differs(&next) {
                return Err(format!("{fen}, {}: {why}", pos.move_text(mv)));
            }
            for color in Color::BOTH {
                let buried: u32 = Bits(next.occupied())
                    .map(|b| next.below(b).count(color))
                    .sum();
                if next.pieces(color).count_ones() + buried != 12 {
                    return Err(format!(
                        "{fen}, {}: {color} has not 12 pieces",
                        pos.move_text(mv)
                    ));
                }
            }
            let reread = Position::<R>::from_fen(&next.fen()).map_err(|e| e.to_string())?;
            if (next.hash(), next.hash()) != (next.full_hash(), reread.hash()) || reread != next {
                return Err(format!(
                    "{fen}, {}: hash or FEN of {}",
                    pos.move_text(mv),
                    next.fen()
                ));
            }
            if i == choice % legal.len() {
                next_model = Some((next, expected));
            }
        }
        (pos, model) = next_model.expect("a chosen move");
    }
    Ok(())
}

/// What seeded random games of `R` showed, each checked move by move.
fn seeded_games<R: Rules<Extra = Columns>>() -> Seen {
    let mut seen = Seen::default();
    let mut rng = SplitMix64(36);
    for _ in 0..30 {
        let choices: Vec<usize> = (0..300).map(|_| rng.below(1 << 20)).collect();
        check_game::<R>(choices, &mut seen).unwrap_or_else(|e| panic!("{e}"));
    }
    seen
}

#[test]
fn seeded_bashni_games_meet_every_case_of_the_columns() {
    let seen = seeded_games::<Bashni>();
    assert!(seen.tall_capturer > 0, "a column with prisoners captured");
    assert!(seen.freed > 0, "a jump freed a prisoner");
    assert!(
        seen.jumped_twice > 0,
        "a column was jumped twice in one capture"
    );
}

#[test]
fn seeded_bashni_once_games_never_jump_a_column_twice() {
    let seen = seeded_games::<BashniOnce>();
    assert!(seen.tall_capturer > 0 && seen.freed > 0);
    assert_eq!(seen.jumped_twice, 0);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_bashni_games_match_the_model(choices in prop::collection::vec(any::<usize>(), 0..240)) {
        check_game::<Bashni>(choices, &mut Seen::default()).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn random_bashni_once_games_match_the_model(choices in prop::collection::vec(any::<usize>(), 0..240)) {
        check_game::<BashniOnce>(choices, &mut Seen::default()).map_err(TestCaseError::fail)?;
    }
}
