//! Stavropol draughts, one test per rule of RULES.md §16.2 and of the decisions
//! `crates/shashki/src/last_move.rs` documents, each on a position that shows it; then whole
//! games. No rule book gives positions: these are built for the rule they pin.

use shashki::{
    Color, DrawReason, Game, Outcome, Position, Russian, SplitMix64, Stavropol, Variant,
    VariantGame, VariantPosition, WinReason,
};

fn pos(fen: &str) -> Position<Stavropol> {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The legal moves as text, sorted.
fn moves(p: &Position<Stavropol>) -> Vec<String> {
    let mut out: Vec<String> = p.legal_moves().iter().map(|m| p.move_text(m)).collect();
    out.sort();
    out
}

#[test]
fn a_player_may_move_his_own_men_or_the_opponents() {
    // At the start: White's seven steps, and Black's seven made by White.
    let start = Position::<Stavropol>::start();
    assert_eq!(start.fen(), Position::<Russian>::start().fen());
    assert_eq!(start.legal_moves().len(), 14);
    // White's man c1 steps up; Black's man d6 steps down, as Black would move it.
    assert_eq!(
        moves(&pos("W:Wc1:Bd6")),
        ["c1-b2", "c1-d2", "d6-c5", "d6-e5"]
    );
}

#[test]
fn the_opponents_piece_moves_for_its_owner() {
    // White moves Black's man: it is still Black's, and Black is to move.
    let p = pos("W:Wc1:Bd6");
    let mut g = Game::new(p);
    g.play_text("10-14").unwrap();
    assert_eq!(g.position().fen(), "B:W30:B14:L10-14");
    assert_eq!(g.position().turn(), Color::Black);
}

#[test]
fn an_opponents_man_reaching_its_crowning_row_is_crowned() {
    // White moves Black's man d2 to c1 or e1, Black's crowning row: it becomes Black's king.
    let p = pos("W:Wa3:Bd2");
    let to_c1 = p.parse_move("26-30").unwrap();
    assert!(to_c1.promotes());
    assert_eq!(p.play(&to_c1).fen(), "B:W21:BK30:L26-30");
}

#[test]
fn a_capture_of_ones_own_is_compulsory_and_excludes_the_opponents_pieces() {
    let p = pos("W:Wc3:Bd4,h8");
    assert_eq!(moves(&p), ["c3:e5"]);
}

#[test]
fn the_opponents_pieces_only_make_quiet_moves() {
    // Black's king on h8 could take d4, but White moving it may only slide it.
    let p = pos("W:Wd4:BKh8");
    assert_eq!(moves(&p), ["d4-c5", "d4-e5", "h8-e5", "h8-f6", "h8-g7"]);
    assert!(p.legal_moves().iter().all(|m| !m.is_capture()));
}

#[test]
fn the_piece_just_moved_may_not_go_straight_back() {
    // White moved Black's king from h8 to e5: Black may not move it back to h8...
    let p = pos("B:Wa1:BK15:L4-15");
    assert!(!moves(&p).contains(&"e5-h8".to_string()), "{:?}", moves(&p));
    assert!(moves(&p).contains(&"e5-f6".to_string()));
    // ...nor may White move Black's king back after Black moved it himself.
    let p = pos("W:Wa1:BK15:L4-15");
    assert!(!moves(&p).contains(&"e5-h8".to_string()));
    // Without the last move the way back is open.
    assert!(moves(&pos("W:Wa1:BK15")).contains(&"e5-h8".to_string()));
    // The ban is a quiet move's: a capture that ends where the piece came from is as
    // compulsory as any. White moved Black's king from e5 to c7; it takes b6, b4 and d4 and may
    // land on e5.
    let p = pos("B:Wb6,b4,d4:BKc7:L15-6");
    assert_eq!(moves(&p), ["c7:e5", "c7:f6", "c7:g7", "c7:h8"]);
}

#[test]
fn the_last_move_is_part_of_the_position() {
    let with = pos("B:Wa1:BK15:L4-15");
    let without = pos("B:Wa1:BK15");
    assert_ne!(with, without);
    assert_ne!(with.hash(), without.hash());
    assert_eq!(with.hash(), with.full_hash());
    assert_eq!(pos(&with.fen()), with);
    // The last move may be written with the letters people type (issue 32); a bad square
    // after a Cyrillic letter is placed by characters.
    assert_eq!(pos("B:Wa1:BKе5:Lh8-е5"), with);
    let off = Position::<Stavropol>::from_fen("B:Wa1:BK15:Lе5-е9").unwrap_err();
    assert!(off.to_string().contains("column 16"), "{off}");
    let bad = Position::<Stavropol>::from_fen("B:Wa1:BK15:L15-4").unwrap_err();
    assert!(bad.to_string().contains("must stand on 4"), "{bad}");
    let russian = Position::<Russian>::from_fen("B:Wa1:BK15:L4-15").unwrap_err();
    assert!(russian.to_string().contains("only stavropol"), "{russian}");
}

#[test]
fn a_player_without_pieces_loses_though_he_could_move_the_opponents() {
    let g = Game::new(pos("B:W18:B"));
    assert!(g.position().legal_moves().is_empty());
    assert_eq!(
        g.outcome(),
        Outcome::Win {
            winner: Color::White,
            reason: WinReason::NoPieces
        }
    );
}

#[test]
fn a_player_whose_men_are_blocked_moves_the_opponents() {
    // White's man h2 can neither step to g3 nor jump it (f4 is taken): White moves Black's men.
    let g = Game::new(pos("W:Wh2:Bg3,f4"));
    assert_eq!(g.outcome(), Outcome::Ongoing);
    assert_eq!(moves(g.position()), ["f4-e3", "g3-f2"]);
}

#[test]
fn the_draw_rules_are_russian() {
    let fen = "W:WK22,K31,K27:BK4";
    let keys = |counters: Vec<shashki::Counter>| -> Vec<DrawReason> {
        counters.iter().map(|c| c.rule).collect()
    };
    let stavropol = Game::new(pos(fen));
    let russian = Game::new(Position::<Russian>::from_fen(fen).unwrap());
    assert_eq!(keys(stavropol.counters()), keys(russian.counters()));
    assert!(keys(stavropol.counters()).contains(&DrawReason::LoneKing));
}

/// Seeded random games played to their end through the run-time game type, with the invariants
/// checked after every move: the ban holds, the hash, and the FEN round trip.
#[test]
fn random_games_to_the_end_keep_the_ban() {
    let mut rng = SplitMix64(162);
    let mut decided = 0;
    for _ in 0..30 {
        let mut g = VariantGame::start_of(Variant::Stavropol);
        while !g.outcome().is_over() && g.plies() < 600 {
            let p = g.position();
            let VariantPosition::Stavropol(inner) = p else {
                panic!("a stavropol position")
            };
            assert_eq!(p.hash(), inner.full_hash());
            assert_eq!(
                VariantPosition::from_fen(Variant::Stavropol, &p.fen()),
                Ok(p)
            );
            let legal = p.legal_moves();
            if let Some((from, to)) = inner.last_move() {
                assert!(!legal
                    .iter()
                    .any(|m| !m.is_capture() && m.from() == to && m.to() == from));
            }
            g.play(&legal[rng.below(legal.len())]).unwrap();
        }
        decided += usize::from(matches!(g.outcome(), Outcome::Win { .. }));
    }
    assert!(decided > 0);
}
