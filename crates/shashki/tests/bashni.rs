//! Column draughts (bashni), one test per rule of RULES.md §16.1a and of the decisions
//! `crates/shashki/src/columns.rs` documents, each on a position that shows it; then whole games.
//! No rule book gives positions: these are built for the rule they pin, and each says what
//! russian does on the same board where that is the point.

use shashki::{
    perft, Bashni, BashniOnce, Color, DrawReason, Game, Move, Outcome, Position, Russian,
    SplitMix64, Variant, VariantGame, VariantPosition, WinReason,
};

fn pos(fen: &str) -> Position<Bashni> {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The FENs after each legal move, sorted.
fn results(p: &Position<Bashni>) -> Vec<String> {
    let mut out: Vec<String> = p.legal_moves().iter().map(|m| p.play(m).fen()).collect();
    out.sort();
    out
}

fn bit(square: &str) -> u32 {
    shashki::square::parse::<Bashni>(square).expect("a square")
}

#[test]
fn the_start_and_the_quiet_moves_are_russian() {
    assert_eq!(
        Position::<Bashni>::start().fen(),
        Position::<Russian>::start().fen()
    );
    // Until the first capture nothing differs: perft agrees with russian to depth 5.
    for depth in 1..=5 {
        assert_eq!(
            perft(&Position::<Bashni>::start(), depth),
            perft(&Position::<Russian>::start(), depth),
            "depth {depth}"
        );
    }
}

#[test]
fn a_column_moves_whole_as_its_top_man() {
    // White's column c3 (a white man over two black prisoners) steps forward like a man.
    let p = pos("W:Wc3=wbb:Bh8");
    assert_eq!(
        results(&p),
        ["B:W17=wbb:B4", "B:W18=wbb:B4"],
        "to b4 or d4, the prisoners with it"
    );
}

#[test]
fn a_column_topped_by_a_king_flies() {
    let p = pos("W:Wa1=Wbb:Bb8");
    let moves = p.legal_moves();
    assert_eq!(moves.len(), 7, "b2 to h8 along the main road");
    let h8 = moves.iter().find(|m| m.to() == bit("h8")).expect("to h8");
    assert_eq!(p.play(h8).fen(), "B:W4=Wbb:B1");
}

#[test]
fn a_capture_takes_the_top_to_the_bottom_of_the_capturing_column() {
    // c3 (a white man over a black one) jumps d4 (a black man over a white one): the black man
    // goes under the capturing column, last; the white man left on d4 is White's again.
    let p = pos("W:Wc3=wb:Bd4=bw,h8");
    let moves = p.legal_moves();
    assert_eq!(moves.len(), 1);
    assert_eq!(p.play(&moves[0]).fen(), "B:W15=wbb,18:B4");
    // The same capture of a single man leaves nothing behind.
    let single = pos("W:Wc3:Bd4,h8");
    assert_eq!(results(&single), ["B:W15=wb:B4"]);
}

#[test]
fn a_column_is_jumped_again_while_the_opponent_is_on_top() {
    // The white king on b2 jumps the two black men on d4 and, the lower one now on top, jumps d4
    // again on the way back: it ends on c3, on b2 itself or on a1, each move taking both men.
    let p = pos("W:WKb2:Bd4=bb,h8");
    let moves = p.legal_moves();
    assert!(moves.iter().all(|m| m.taken() == 2), "{moves:?}");
    let mut ends: Vec<String> = moves
        .iter()
        .map(|m| shashki::square::algebraic::<Bashni>(m.to()))
        .collect();
    ends.sort();
    assert_eq!(
        ends,
        ["a1", "b2", "c3"],
        "the landing behind the last jump is free"
    );
    let home = moves.iter().find(|m| m.to() == bit("b2")).unwrap();
    assert_eq!(p.play(home).fen(), "B:W25=Wbb:B4", "d4 is empty");
    // A man does the same: over d4 and straight back.
    let man = pos("W:Wc3:Bd4=bb,h8");
    let moves = man.legal_moves();
    assert_eq!(moves.len(), 1);
    assert_eq!((moves[0].from(), moves[0].to()), (bit("c3"), bit("c3")));
    assert_eq!(man.play(&moves[0]).fen(), "B:W22=wbb:B4");
}

#[test]
fn the_other_reading_jumps_a_column_once_a_move() {
    // RULES.md §16.1a keeps it as an option: the king on b2 takes the top of d4 and stops
    // behind it (e5, f6 or g7), d4 now a block; the man on c3 takes one and stays on e5.
    let p = Position::<BashniOnce>::from_fen("W:WKb2:Bd4=bb,h8").unwrap();
    let mut after: Vec<String> = p.legal_moves().iter().map(|m| p.play(m).fen()).collect();
    after.sort();
    assert_eq!(after, ["B:W11=Wb:B4,18", "B:W15=Wb:B4,18", "B:W8=Wb:B4,18"]);
    let man = Position::<BashniOnce>::from_fen("W:Wc3:Bd4=bb,h8").unwrap();
    let moves = man.legal_moves();
    assert_eq!(moves.len(), 1);
    assert_eq!(man.play(&moves[0]).fen(), "B:W15=wb:B4,18");
    // Everything else is bashni: the same perft where no column can be jumped twice.
    for depth in 1..=6 {
        let start = Position::<BashniOnce>::start();
        assert_eq!(
            perft(&start, depth),
            perft(&Position::<Bashni>::start(), depth)
        );
    }
}

#[test]
fn a_column_whose_new_top_is_the_capturers_own_blocks() {
    // After the jump d4 shows a white man: White's own piece, not jumped again.
    let p = pos("W:WKb2:Bd4=bw,h8");
    assert_eq!(
        results(&p),
        ["B:W11=Wb,18:B4", "B:W15=Wb,18:B4", "B:W8=Wb,18:B4"],
        "e5, f6 or g7, and the capture ends"
    );
}

#[test]
fn a_square_whose_column_was_taken_is_empty_at_once() {
    // The king on c3 takes the single men on e5 and b2 in one move, whichever first: the square
    // of the first is empty when it comes back across it. In russian the taken man stays on
    // its square until the move ends, and stops the king.
    let fen = "W:WK22:B15,25";
    let p = pos(fen);
    let moves = p.legal_moves();
    assert_eq!(moves.len(), 4);
    assert!(moves.iter().all(|m| m.taken() == 2), "{moves:?}");
    let russian = Position::<Russian>::from_fen(fen).unwrap().legal_moves();
    assert_eq!(russian.len(), 4);
    assert!(russian.iter().all(|m| m.taken() == 1));
}

#[test]
fn a_flying_king_lands_where_it_can_go_on() {
    // After jumping d4 from b2 the king must land on e5, from where it takes f4: landing on
    // f6, g7 or h8 would end the capture. Behind f4 it lands on g3 or h2.
    let p = pos("W:WKb2:Bd4,f4,a7");
    assert_eq!(results(&p), ["B:W24=Wbb:B5", "B:W28=Wbb:B5"]);
}

#[test]
fn a_man_crowned_mid_capture_goes_on_as_a_king() {
    // f6 jumps e7 to d8, is crowned, and takes b6 as a king, landing on a5.
    let p = pos("W:Wf6:Be7,b6,h2");
    let moves = p.legal_moves();
    assert_eq!(moves.len(), 1);
    assert!(moves[0].promotes());
    assert_eq!(p.play(&moves[0]).fen(), "B:W13=Wbb:B28");
}

#[test]
fn the_choice_of_capture_is_free() {
    // a3 may take one man (b4) though g3 takes two (f4, f6).
    let p = pos("W:Wa3,g3:Bb4,f4,f6");
    let mut taken: Vec<u32> = p.legal_moves().iter().map(Move::taken).collect();
    taken.sort();
    assert_eq!(taken, [1, 2]);
}

#[test]
fn a_buried_piece_keeps_its_rank_when_freed() {
    // Under the black man on d4 lies a white king: freed by the capture, it is a king again.
    let p = pos("W:Wc3:Bd4=bW,h8");
    let next = p.play(&p.legal_moves()[0]);
    assert_eq!(next.fen(), "B:W15=wb,K18:B4");
    // And a black king held under White's column is Black's king when the top is taken.
    let p = pos("B:Wd4=wB:Be5,h8");
    let next = p.play(&p.legal_moves()[0]);
    assert_eq!(next.fen(), "W:W:B4,K18,22=bw");
}

#[test]
fn the_side_with_no_column_to_move_loses() {
    // White takes Black's only piece under its column: Black has a piece but no column.
    let mut g = Game::new(pos("W:Wc3:Bd4"));
    g.play_text("22x15").unwrap();
    assert_eq!(
        g.outcome(),
        Outcome::Win {
            winner: Color::White,
            reason: WinReason::NoPieces
        }
    );
    // A blocked column loses too: a5 can neither step to b4 nor jump it.
    let g = Game::new(pos("B:Wb4,c3:Ba5=bww"));
    assert_eq!(
        g.outcome(),
        Outcome::Win {
            winner: Color::White,
            reason: WinReason::NoMoves
        }
    );
}

#[test]
fn draws_are_repetition_and_fifteen_moves_of_king_topped_columns() {
    let mut g = Game::new(pos("W:Wa3=Wb,h2:Bh6=Bw,a7"));
    let keys: Vec<DrawReason> = g.counters().iter().map(|c| c.rule).collect();
    assert_eq!(keys, [DrawReason::Repetition, DrawReason::KingsOnly]);
    let kings_only = |g: &Game<Bashni>| {
        g.counters()
            .iter()
            .find(|c| c.rule == DrawReason::KingsOnly)
            .map(|c| (c.count, c.limit))
    };
    // Moves of king-topped columns count, a move each side being one; a man-topped column's
    // move starts the count again.
    for m in ["21-25", "12-16", "25-21", "16-12"] {
        g.play_text(m).unwrap();
    }
    assert_eq!(kings_only(&g), Some((2, 15)));
    g.play_text("28-24").unwrap();
    assert_eq!(kings_only(&g), Some((0, 15)));
}

#[test]
fn columns_in_fen_read_and_write_top_first() {
    let p = pos("W:Wc3=wbb,Ke1:Bd6=BwW");
    assert_eq!(p.fen(), "W:W22=wbb,K31:B10=BwW");
    assert_eq!(p.below(bit("c3")).letters(), "bb");
    assert_eq!(p.below(bit("e1")).letters(), "");
    assert_eq!(pos(&p.fen()), p);
    // A plain FEN is single pieces.
    assert_eq!(pos("W:W21,22:B9").fen(), "W:W21,22:B9");
    // A column changes colour once at most: only prisoners of the other side go under it.
    let mixed = Position::<Bashni>::from_fen("W:W22=wbw:B1").unwrap_err();
    assert!(
        mixed.to_string().contains("changes colour twice"),
        "{mixed}"
    );
    let wrong = Position::<Bashni>::from_fen("W:W22=bww:B1").unwrap_err();
    assert!(wrong.to_string().contains("topped by black"), "{wrong}");
    let thirteen = Position::<Bashni>::from_fen("W:W22=wbbbbbbbbbbbbb:B1").unwrap_err();
    assert!(thirteen.to_string().contains("14 pieces"), "{thirteen}");
    let russian = Position::<Russian>::from_fen("W:W22=wb:B1").unwrap_err();
    assert!(russian.to_string().contains("only bashni"), "{russian}");
    // The book text writes a column as in FEN, on squares named as in russian (issue 32).
    let text = p.to_text(shashki::Language::English);
    assert_eq!(text, "White: K.e1, c3=wbb; Black: d6=BwW");
    assert_eq!(Position::<Bashni>::from_text(&text).unwrap(), p);
}

#[test]
fn the_hash_sees_what_is_under_the_tops() {
    let a = pos("W:Wc3=wb:Bh8");
    let b = pos("W:Wc3=wB:Bh8");
    assert_ne!(a, b);
    assert_ne!(a.hash(), b.hash());
    assert_eq!(a.hash(), a.full_hash());
}

/// Plays seeded random games of bashni to their end through the run-time game type, checking
/// after every move that no piece is lost or made (12 a side, on tops or buried), that the
/// columns are legal (the position reads back from its FEN), and the hash. Random play ends
/// with a side taken off the tops or blocked (draws come from the counters, tested above).
#[test]
fn random_games_to_the_end_keep_every_piece() {
    let mut rng = SplitMix64(16);
    let mut ends = [0usize; 2];
    for _ in 0..40 {
        let mut g = VariantGame::start_of(Variant::Bashni);
        while !g.outcome().is_over() {
            let p = g.position();
            let VariantPosition::Bashni(inner) = p else {
                panic!("a bashni position")
            };
            for color in Color::BOTH {
                let on_top = p.pieces(color).count_ones();
                let buried: u32 = shashki::Bits(p.pieces(Color::White) | p.pieces(Color::Black))
                    .map(|b| inner.below(b).count(color))
                    .sum();
                assert_eq!(on_top + buried, 12, "{}", p.fen());
            }
            assert_eq!(VariantPosition::from_fen(Variant::Bashni, &p.fen()), Ok(p));
            assert_eq!(p.hash(), inner.full_hash());
            let legal = p.legal_moves();
            g.play(&legal[rng.below(legal.len())]).unwrap();
        }
        match g.outcome() {
            Outcome::Win {
                reason: WinReason::NoPieces,
                ..
            } => ends[0] += 1,
            Outcome::Win { .. } => ends[1] += 1,
            _ => {}
        }
    }
    assert!(ends.iter().all(|&n| n > 0), "no pieces / blocked: {ends:?}");
}
