//! Samoedy, one test per rule of RULES.md §16.3, each on a position that shows it; then whole
//! games. No rule book gives positions: these are built for the rule they pin.

use shashki::{
    Color, DrawReason, Game, Outcome, Position, Russian, Samoedy, SplitMix64, Variant, VariantGame,
    VariantPosition, WinReason,
};

fn pos(fen: &str) -> Position<Samoedy> {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The legal moves with every landing square, sorted.
fn moves(p: &Position<Samoedy>) -> Vec<String> {
    let mut out: Vec<String> = p.legal_moves().iter().map(|m| p.full_text(m)).collect();
    out.sort();
    out
}

#[test]
fn a_man_must_jump_his_own_piece_forwards_or_backwards() {
    // c3 jumps its neighbour d4 forwards, d4 jumps c3 backwards; no quiet move is legal.
    let p = pos("W:Wc3,d4:Bh8");
    assert_eq!(moves(&p), ["c3:e5", "d4:b2"]);
    let after = p.play(&p.parse_move("22x15").unwrap());
    assert_eq!(after.fen(), "B:W15:B4", "the jumped man is gone");
}

#[test]
fn the_start_position_has_captures_of_ones_own_men() {
    // Each man of the second row can jump one of the third: b2 over c3, d2 over c3 or e3, ...
    let start = Position::<Samoedy>::start();
    assert_eq!(start.fen(), Position::<Russian>::start().fen());
    assert_eq!(
        moves(&start),
        ["b2:d4", "d2:b4", "d2:f4", "f2:d4", "f2:h4", "h2:f4"]
    );
}

#[test]
fn a_king_captures_its_own_pieces_along_its_line() {
    // The king on a1 takes its man d4 and lands on e5, f6 or g7 (h8 is Black's).
    let p = pos("W:WKa1,d4:Bh8");
    assert_eq!(moves(&p), ["a1:e5", "a1:f6", "a1:g7"]);
}

#[test]
fn a_sequence_mixes_own_and_opponents_pieces() {
    // c3 takes its own d4, then Black's f6: one move of two captures.
    let p = pos("W:Wc3,d4:Bf6,a7");
    let mv = p.parse_move("22x15x8").unwrap();
    assert_eq!(mv.taken(), 2);
    assert_eq!(p.play(&mv).fen(), "B:W8:B5");
}

#[test]
fn captured_pieces_come_off_at_the_end_and_block_till_then() {
    // The king on c3 takes e5; coming back it meets e5 again, still on the board, and stops:
    // b2 beyond its start is not reached (the Turkish strike, as in russian).
    let p = pos("W:WK22:B15,25");
    let taken: Vec<u32> = p.legal_moves().iter().map(|m| m.taken()).collect();
    assert_eq!(taken, [1, 1, 1, 1]);
    // A man does not jump the same piece twice: over d4 and no way back.
    let man = pos("W:Wc3,d4:Bh8");
    assert!(man.legal_moves().iter().all(|m| m.taken() == 1));
}

#[test]
fn the_choice_of_capture_is_free() {
    // a3 may take Black's b4, or e3 its own f4, or f4 its own e3: none is preferred.
    let p = pos("W:Wa3,e3,f4:Bb4,h8");
    assert_eq!(moves(&p), ["a3:c5", "e3:g5", "f4:d2"]);
}

#[test]
fn a_man_crowned_mid_capture_goes_on_as_a_king() {
    // f6 takes its own e7, is crowned on d8, and takes its own b6 as a king.
    let p = pos("W:Wf6,e7,b6:Bh2");
    let mv = p.parse_move("11x2x13").unwrap();
    assert!(mv.promotes());
    assert_eq!(mv.taken(), 2);
}

#[test]
fn the_side_that_cannot_move_loses() {
    // White's forced capture of its own man leaves White a single man; Black then takes it.
    let mut g = Game::new(pos("W:Wc3,d4:Bf6"));
    g.play_text("18x25").unwrap();
    assert_eq!(g.outcome(), Outcome::Ongoing);
    let mut g = Game::new(pos("W:Wc3:Bd4"));
    g.play_text("22x15").unwrap();
    assert_eq!(
        g.outcome(),
        Outcome::Win {
            winner: Color::White,
            reason: WinReason::NoPieces
        }
    );
}

#[test]
fn the_draw_rules_are_russian() {
    let fen = "W:WK22,K31,K27:BK4";
    let keys = |counters: Vec<shashki::Counter>| -> Vec<DrawReason> {
        counters.iter().map(|c| c.rule).collect()
    };
    let samoedy = Game::new(pos(fen));
    let russian = Game::new(Position::<Russian>::from_fen(fen).unwrap());
    assert_eq!(keys(samoedy.counters()), keys(russian.counters()));
}

/// Seeded random games played to their end through the run-time game type: every capture takes
/// its pieces off, own or not, and the hash and FEN hold after every move.
#[test]
fn random_games_to_the_end_take_off_what_they_capture() {
    let mut rng = SplitMix64(163);
    let mut own_taken = 0;
    for _ in 0..40 {
        let mut g = VariantGame::start_of(Variant::Samoedy);
        while !g.outcome().is_over() {
            let p = g.position();
            assert_eq!(VariantPosition::from_fen(Variant::Samoedy, &p.fen()), Ok(p));
            let legal = p.legal_moves();
            let mv = legal[rng.below(legal.len())];
            let before = p.pieces(Color::White).count_ones() + p.pieces(Color::Black).count_ones();
            own_taken += usize::from(mv.captured() & p.pieces(p.turn()) != 0);
            g.play(&mv).unwrap();
            let q = g.position();
            let after = q.pieces(Color::White).count_ones() + q.pieces(Color::Black).count_ones();
            assert_eq!(before - after, mv.taken(), "{}", p.fen());
            let VariantPosition::Samoedy(inner) = q else {
                panic!("a samoedy position")
            };
            assert_eq!(q.hash(), inner.full_hash());
        }
    }
    assert!(own_taken > 0);
}
