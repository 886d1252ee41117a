//! perft's counting shortcuts against full generation on random positions of every variant:
//! `count_moves` (single jumps by popcount, men's sequences of up to three jumps by bitboards,
//! the full search past that) must equal the number of legal moves, and `perft(pos, 2)` (whose
//! replies to quiet moves are counted from what the move changed) the sum of the replies. Each
//! variant also counts the cases the shortcuts treat apart, and the test fails if the random
//! positions did not reach them: a man's capture going on, one of four pieces or more (past
//! the bitboards), a king's capture, a man crowned mid-capture going on as a king (russian), and
//! the majority rule dropping single jumps (international). The variants the shortcuts leave
//! alone count their generated moves, checked here the same way: frisian's positions with runs
//! of king moves (its king-move limit) among them (turkish and armenian have nothing apart);
//! the folk variants' random positions have columns (bashni) and a last move (stavropol), and
//! the test fails unless they reached a column jumped twice, a move of the opponent's piece and
//! a capture of one's own.

use shashki::geometry::Geometry;
use shashki::reach::man_captures;
use shashki::{
    perft, with_rules, Color, Extra, KingRun, Piece, Position, Rules, Setup, SplitMix64, Variant,
};

/// Positions tried per variant.
const POSITIONS: usize = 4000;

/// How often each case the shortcuts treat apart came up.
#[derive(Debug, Default)]
struct Cases {
    positions: usize,
    man_goes_on: usize,
    four_or_more: usize,
    king_captures: usize,
    crowned_goes_on: usize,
    majority_drops_singles: usize,
    column_jumped_twice: usize,
    opponents_piece_moved: usize,
    own_piece_taken: usize,
}

/// A random position: each square empty or holding a man or king of either side, men never on
/// their promotion row and no side over the variant's count. One position in four has no kings
/// (the replies to a quiet move are counted apart only when the replying side has none).
/// Bashni's squares may hold columns (the top's pieces, then the other side's prisoners), and
/// stavropol's positions one time in two a last move (onto an occupied square from an empty
/// one).
fn random_position<R: Rules>(rng: &mut SplitMix64) -> Position<R> {
    let squares = <R::Board as Geometry>::SQUARES;
    let kings_allowed = rng.below(4) != 0;
    let fill = 30 + rng.below(40);
    let mut pieces = Vec::new();
    let mut count = [0u32; 2];
    for square in 1..=squares {
        if rng.below(100) >= fill {
            continue;
        }
        let color = if rng.below(2) == 0 {
            Color::White
        } else {
            Color::Black
        };
        let bit = shashki::square::bit_of_number::<R>(square).expect("a square of the board");
        let on_last_row = promotion_row::<R>(color) & (1 << bit) != 0;
        let king = on_last_row || (kings_allowed && rng.below(8) == 0);
        if king && !kings_allowed || count[color.index()] == R::MEN {
            continue;
        }
        count[color.index()] += 1;
        pieces.push(Piece {
            square,
            color,
            king,
        });
        if R::Extra::COLUMNS && rng.below(3) == 0 {
            let (own, prisoners) = (rng.below(2), 1 + rng.below(3));
            for (c, n) in [(color, own), (!color, prisoners)] {
                for _ in 0..n {
                    if count[c.index()] < R::MEN {
                        count[c.index()] += 1;
                        let king = kings_allowed && rng.below(4) == 0;
                        pieces.push(Piece {
                            square,
                            color: c,
                            king,
                        });
                    }
                }
            }
        }
    }
    let turn = if rng.below(2) == 0 {
        Color::White
    } else {
        Color::Black
    };
    let mut setup = Setup::new(turn, pieces);
    if R::Extra::LAST_MOVE && rng.below(2) == 0 {
        let occupied: Vec<u32> = setup.pieces.iter().map(|p| p.square).collect();
        let empty: Vec<u32> = (1..=squares).filter(|s| !occupied.contains(s)).collect();
        if !occupied.is_empty() && !empty.is_empty() {
            let to = occupied[rng.below(occupied.len())];
            setup.last_move = Some((empty[rng.below(empty.len())], to));
        }
    }
    if let Some(limit) = R::KING_MOVE_LIMIT {
        setup.king_runs = king_runs(&setup.pieces, limit, rng);
    }
    Position::from_setup(setup).expect("a valid random setup")
}

/// For each side with men and kings, half the time a run of 1 to `limit` quiet moves of one of
/// its kings.
fn king_runs(pieces: &[Piece], limit: u32, rng: &mut SplitMix64) -> Vec<KingRun> {
    let mut runs = Vec::new();
    for color in Color::BOTH {
        let kings: Vec<u32> = pieces
            .iter()
            .filter(|p| p.color == color && p.king)
            .map(|p| p.square)
            .collect();
        let has_men = pieces.iter().any(|p| p.color == color && !p.king);
        if has_men && !kings.is_empty() && rng.below(2) == 0 {
            runs.push(KingRun {
                color,
                square: kings[rng.below(kings.len())],
                moves: 1 + rng.below(limit as usize) as u32,
            });
        }
    }
    runs
}

fn promotion_row<R: Rules>(color: Color) -> u64 {
    match color {
        Color::White => R::Board::row(0),
        Color::Black => R::Board::row(R::Board::ROWS - 1),
    }
}

/// True when a man of the side to move has a single jump (legal or not under the choice).
fn man_can_jump<R: Rules>(pos: &Position<R>) -> bool {
    let us = pos.turn();
    let men = pos.pieces(us) & !pos.kings();
    let them = pos.pieces(!us);
    let empty = R::Board::TABLES.all & !pos.occupied();
    man_captures::<R>(us).iter().any(|&d| {
        let r = d.reverse();
        R::Board::step(R::Board::step(empty, r) & them, r) & men != 0
    })
}

fn check_variant<R: Rules>(seed: u64) -> Cases {
    let mut rng = SplitMix64(seed);
    let mut cases = Cases::default();
    let mut scratch = Vec::new();
    for _ in 0..POSITIONS {
        let pos = random_position::<R>(&mut rng);
        let legal = pos.legal_moves();
        assert_eq!(
            pos.count_moves(&mut scratch),
            legal.len() as u64,
            "count_moves of {}",
            pos.fen()
        );
        let replies: u64 = legal
            .iter()
            .map(|mv| pos.play(mv).legal_moves().len() as u64)
            .sum();
        assert_eq!(perft(&pos, 2), replies, "perft 2 of {}", pos.fen());
        cases.positions += 1;
        let promo = promotion_row::<R>(pos.turn());
        for mv in &legal {
            cases.opponents_piece_moved +=
                usize::from(pos.pieces(pos.turn()) & (1 << mv.from()) == 0);
            cases.own_piece_taken += usize::from(mv.captured() & pos.pieces(pos.turn()) != 0);
            cases.column_jumped_twice += usize::from(mv.taken() > mv.captured().count_ones());
        }
        for mv in legal.iter().filter(|m| m.is_capture()) {
            let by_king = pos.kings() & (1 << mv.from()) != 0;
            let taken = mv.captured().count_ones();
            cases.king_captures += usize::from(by_king);
            cases.man_goes_on += usize::from(!by_king && taken >= 2);
            cases.four_or_more += usize::from(!by_king && taken >= 4);
            cases.crowned_goes_on +=
                usize::from(!by_king && mv.promotes() && promo & (1 << mv.to()) == 0);
        }
        let all_long = legal.iter().all(|m| m.captured().count_ones() >= 2);
        cases.majority_drops_singles +=
            usize::from(!legal.is_empty() && all_long && man_can_jump(&pos));
    }
    cases
}

#[test]
fn counting_shortcuts_agree_with_full_generation() {
    for (i, variant) in Variant::ALL.into_iter().enumerate() {
        let (cases, backward) =
            with_rules!(variant, R => (check_variant::<R>(i as u64), R::MEN_CAPTURE_BACKWARD));
        assert!(cases.man_goes_on > 0, "{variant}: {cases:?}");
        // Men that capture forwards only seldom take four on a random board.
        if backward {
            assert!(cases.four_or_more > 0, "{variant}: {cases:?}");
        }
        assert!(cases.king_captures > 0, "{variant}: {cases:?}");
        if variant == Variant::Russian {
            assert!(cases.crowned_goes_on > 0, "{variant}: {cases:?}");
        }
        if variant == Variant::International {
            assert!(cases.majority_drops_singles > 0, "{variant}: {cases:?}");
        }
        let folk = [
            (Variant::Bashni, cases.column_jumped_twice),
            (Variant::Stavropol, cases.opponents_piece_moved),
            (Variant::Samoedy, cases.own_piece_taken),
        ];
        for (v, n) in folk {
            assert_eq!(n > 0, variant == v, "{variant}: {cases:?}");
        }
    }
}
