//! Every end and draw rule of RULES.md A3, in every variant that has it: a game that reaches the
//! limit is drawn exactly there and not one ply earlier, and a reset really resets.
//!
//! The games are played by a small driver that picks, ply by ply, the first legal move of the
//! wanted kind (a king move, a man move, ...) that leads to a position not seen before and
//! leaves the opponent no capture, so that only the rule under test can end the game.

use shashki::{
    Antidraughts, Brazilian, Breakthrough, Color, Czech, DrawReason, English, Frisian, Game,
    Giveaway, International, Italian, Killer, Move, Outcome, PlayError, Pool, Position, Rules,
    Russian, Spanish, TimeControl, Turkish, WinReason,
};

/// The kind of move the driver plays.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    King,
    Man,
    /// A man move that crowns it.
    Crowning,
}

fn game<R: Rules>(fen: &str) -> Game<R> {
    Game::new(Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}")))
}

/// True when `m` is a quiet move of `kind` (promoting only for [`Kind::Crowning`]) that leads to
/// a new position and leaves the opponent no capture.
fn fits<R: Rules>(
    pos: &Position<R>,
    m: &Move,
    kind: Kind,
    seen: &[Position<R>],
    keep: &dyn Fn(&Position<R>) -> bool,
) -> bool {
    let is_king = pos.kings() & (1 << m.from()) != 0;
    let next = pos.play(m);
    !m.is_capture()
        && is_king == (kind == Kind::King)
        && m.promotes() == (kind == Kind::Crowning)
        && !next.has_capture()
        && !seen.contains(&next)
        && keep(&next)
}

/// Finds, by depth-first search, moves of the given kinds one after another from `pos`.
fn plan<R: Rules>(
    pos: &Position<R>,
    kinds: &[Kind],
    seen: &mut Vec<Position<R>>,
    keep: &dyn Fn(&Position<R>) -> bool,
    budget: &mut u32,
) -> Option<Vec<Move>> {
    let Some((&kind, rest)) = kinds.split_first() else {
        return Some(Vec::new());
    };
    for m in pos.legal_moves() {
        if *budget == 0 {
            return None;
        }
        *budget -= 1;
        if !fits(pos, &m, kind, seen, keep) {
            continue;
        }
        let next = pos.play(&m);
        seen.push(next);
        if let Some(mut line) = plan(&next, rest, seen, keep, budget) {
            line.insert(0, m);
            return Some(line);
        }
        seen.pop();
    }
    None
}

/// A line of moves of the given kinds from the game's position.
fn line<R: Rules>(g: &Game<R>, kinds: &[Kind], keep: &dyn Fn(&Position<R>) -> bool) -> Vec<Move> {
    let mut seen = g.positions().to_vec();
    plan(g.position(), kinds, &mut seen, keep, &mut 20_000_000).unwrap_or_else(|| {
        panic!(
            "no line of {} moves from {}",
            kinds.len(),
            g.position().fen()
        )
    })
}

/// Plays `moves`, checking the game goes on before each.
fn play_all<R: Rules>(g: &mut Game<R>, moves: &[Move]) {
    for mv in moves {
        assert_eq!(
            g.outcome(),
            Outcome::Ongoing,
            "ended early in {}",
            g.position().fen()
        );
        g.play(mv).unwrap();
    }
}

/// Plays moves of the given kinds, one a ply, checking the game goes on before each.
fn drive<R: Rules>(g: &mut Game<R>, kinds: &[Kind], keep: &dyn Fn(&Position<R>) -> bool) {
    let moves = line(g, kinds, keep);
    play_all(g, &moves);
}

/// Plays all of `kinds` but the last, checks the game goes on with the counter of `rule` at
/// `before`, then plays the last move and checks the game is drawn by `rule`.
fn ends_exactly<R: Rules>(
    g: &mut Game<R>,
    kinds: &[Kind],
    keep: &dyn Fn(&Position<R>) -> bool,
    rule: DrawReason,
    before: (u32, u32),
) {
    let moves = line(g, kinds, keep);
    let (last, first) = moves.split_last().expect("at least one move");
    play_all(g, first);
    assert_eq!(g.outcome(), Outcome::Ongoing, "one ply before the limit");
    assert_eq!(count(g, rule), Some(before), "in {}", g.position().fen());
    g.play(last).unwrap();
    assert_eq!(
        g.outcome(),
        Outcome::Draw(rule),
        "at {}",
        g.position().fen()
    );
}

/// Plays one move of `kind` accepted by `keep`.
fn step<R: Rules>(g: &mut Game<R>, kind: Kind, keep: &dyn Fn(&Position<R>) -> bool) {
    drive(g, &[kind], keep);
}

fn any<R: Rules>(_: &Position<R>) -> bool {
    true
}

/// Plays `n` plies of king moves, asserting the game goes on.
fn kings<R: Rules>(g: &mut Game<R>, n: usize) {
    drive(g, &vec![Kind::King; n], &any::<R>);
}

fn count<R: Rules>(g: &Game<R>, rule: DrawReason) -> Option<(u32, u32)> {
    g.counters()
        .iter()
        .find(|c| c.rule == rule)
        .map(|c| (c.count, c.limit))
}

// --- Only kings moved: kings-only and no-progress ---

/// Two kings and three men a side, far apart: kings can wander without meeting.
const OPEN_8X8: &str = "W:WKa1,Kc1,e1,g1,h2:BKh8,Kf8,d8,b8,a7";
const OPEN_8X8_LIGHT: &str = "W:WKb1,Kd1,f1,h1,a2:BKg8,Ke8,c8,a8,h7";
const OPEN_10X10: &str = "W:WK46,K47,48,49,50:BK1,K2,3,4,5";

fn king_moves_draw_exactly_at_the_limit<R: Rules>(fen: &str, rule: DrawReason, moves: u32) {
    let mut g = game::<R>(fen);
    ends_exactly(
        &mut g,
        &vec![Kind::King; 2 * moves as usize],
        &any::<R>,
        rule,
        (moves - 1, moves),
    );
}

fn a_man_move_resets_the_king_move_count<R: Rules>(fen: &str, rule: DrawReason, moves: u32) {
    let mut g = game::<R>(fen);
    kings(&mut g, 2 * moves as usize - 2);
    step(&mut g, Kind::Man, &any::<R>);
    assert_eq!(count(&g, rule), Some((0, moves)));
    ends_exactly(
        &mut g,
        &vec![Kind::King; 2 * moves as usize],
        &any::<R>,
        rule,
        (moves - 1, moves),
    );
}

macro_rules! king_move_rule {
    ($name:ident, $reset:ident, $R:ty, $fen:expr, $rule:expr, $moves:expr) => {
        #[test]
        fn $name() {
            king_moves_draw_exactly_at_the_limit::<$R>($fen, $rule, $moves);
        }
        #[test]
        fn $reset() {
            a_man_move_resets_the_king_move_count::<$R>($fen, $rule, $moves);
        }
    };
}

king_move_rule!(
    russian_kings_only_15_moves,
    russian_kings_only_reset_by_man_move,
    Russian,
    OPEN_8X8,
    DrawReason::KingsOnly,
    15
);
king_move_rule!(
    giveaway_kings_only_15_moves,
    giveaway_kings_only_reset_by_man_move,
    Giveaway,
    OPEN_8X8,
    DrawReason::KingsOnly,
    15
);
king_move_rule!(
    brazilian_kings_only_15_moves,
    brazilian_kings_only_reset_by_man_move,
    Brazilian,
    OPEN_8X8,
    DrawReason::KingsOnly,
    15
);
king_move_rule!(
    czech_kings_only_15_moves,
    czech_kings_only_reset_by_man_move,
    Czech,
    OPEN_8X8,
    DrawReason::KingsOnly,
    15
);
king_move_rule!(
    spanish_kings_only_20_moves,
    spanish_kings_only_reset_by_man_move,
    Spanish,
    OPEN_8X8_LIGHT,
    DrawReason::KingsOnly,
    20
);
king_move_rule!(
    international_kings_only_25_moves,
    international_kings_only_reset_by_man_move,
    International,
    OPEN_10X10,
    DrawReason::KingsOnly,
    25
);
king_move_rule!(
    killer_kings_only_25_moves,
    killer_kings_only_reset_by_man_move,
    Killer,
    OPEN_10X10,
    DrawReason::KingsOnly,
    25
);
king_move_rule!(
    english_40_move_rule,
    english_40_move_rule_reset_by_man_move,
    English,
    OPEN_8X8,
    DrawReason::NoProgress,
    40
);
king_move_rule!(
    italian_40_move_rule,
    italian_40_move_rule_reset_by_man_move,
    Italian,
    OPEN_8X8_LIGHT,
    DrawReason::NoProgress,
    40
);

#[test]
fn a_capture_resets_the_king_move_count() {
    // White's king e3 and Black's man f4... play kings, then a capture.
    let mut g = game::<Russian>("W:WKa1,Kc1,e1,g1,h2:BKh8,Kf8,d8,b8,a7");
    kings(&mut g, 10);
    assert_eq!(count(&g, DrawReason::KingsOnly), Some((5, 15)));
    let mut g = game::<Russian>("W:WKe3:BKh8,f4,d8,b8,a7");
    g.play_text("e3:g5").unwrap();
    assert_eq!(count(&g, DrawReason::KingsOnly), Some((0, 15)));
}

// --- Repetition ---

/// Shuffles the first king of each side back and forth until the start position occurs for
/// the third time (ply 8), checking the game goes on until then.
fn repetition_draws_on_the_third_occurrence<R: Rules>(fen: &str, draws: bool) {
    let mut g = game::<R>(fen);
    let mut there = Vec::new();
    for ply in 0..8 {
        assert_eq!(g.outcome(), Outcome::Ongoing, "ply {ply}");
        let pos = *g.position();
        let mv = if ply < 2 {
            let m = pos
                .legal_moves()
                .into_iter()
                .find(|m| pos.kings() & (1 << m.from()) != 0 && !pos.play(m).has_capture())
                .expect("a king move");
            there.push(m);
            m
        } else {
            // Go back, or forth again, with the same king.
            let first = there[ply % 2];
            pos.legal_moves()
                .into_iter()
                .find(|m| {
                    (ply % 4 >= 2 && m.from() == first.to() && m.to() == first.from())
                        || (ply % 4 < 2 && *m == first)
                })
                .expect("the shuffle move")
        };
        g.play(&mv).unwrap();
    }
    let expected = if draws {
        Outcome::Draw(DrawReason::Repetition)
    } else {
        Outcome::Ongoing
    };
    assert_eq!(g.outcome(), expected);
    if draws {
        g.undo();
        assert_eq!(
            g.outcome(),
            Outcome::Ongoing,
            "undo goes back before the draw"
        );
        assert_eq!(count(&g, DrawReason::Repetition), Some((2, 3)));
    }
}

#[test]
fn repetition_third_time_draws_in_every_variant_that_has_it() {
    repetition_draws_on_the_third_occurrence::<Russian>(OPEN_8X8, true);
    repetition_draws_on_the_third_occurrence::<Giveaway>(OPEN_8X8, true);
    repetition_draws_on_the_third_occurrence::<Brazilian>(OPEN_8X8, true);
    repetition_draws_on_the_third_occurrence::<English>(OPEN_8X8, true);
    repetition_draws_on_the_third_occurrence::<Pool>(OPEN_8X8, true);
    repetition_draws_on_the_third_occurrence::<Czech>(OPEN_8X8, true);
    repetition_draws_on_the_third_occurrence::<Italian>(OPEN_8X8_LIGHT, true);
    repetition_draws_on_the_third_occurrence::<Spanish>(OPEN_8X8_LIGHT, true);
    repetition_draws_on_the_third_occurrence::<International>(OPEN_10X10, true);
    repetition_draws_on_the_third_occurrence::<Killer>(OPEN_10X10, true);
    repetition_draws_on_the_third_occurrence::<Antidraughts>(OPEN_10X10, true);
    // Kings only: with men, frisian's king-move limit forbids one king's shuffle.
    repetition_draws_on_the_third_occurrence::<Frisian>("W:WK46,K47:BK1,K2", true);
}

#[test]
fn breakthrough_has_no_repetition_draw() {
    repetition_draws_on_the_third_occurrence::<Breakthrough>(OPEN_10X10, false);
    assert!(game::<Breakthrough>(OPEN_10X10).counters().is_empty());
}

// --- Against a lone king ---

/// The strong side (to move first) must win by its `moves`-th move, which is ply 2·moves − 1.
fn lone_king_draws_after_the_strong_sides_last_move<R: Rules>(
    fen: &str,
    rule: DrawReason,
    moves: u32,
) -> Game<R> {
    let mut g = game::<R>(fen);
    let kinds = vec![Kind::King; 2 * moves as usize - 1];
    ends_exactly(&mut g, &kinds, &any::<R>, rule, (moves - 1, moves));
    g
}

#[test]
fn russian_three_kings_against_a_lone_king_15_moves() {
    lone_king_draws_after_the_strong_sides_last_move::<Russian>(
        "W:WKa1,Kc1,Ke1:BKh6",
        DrawReason::LoneKing,
        15,
    );
}

#[test]
fn brazilian_three_kings_against_a_lone_king_15_moves() {
    lone_king_draws_after_the_strong_sides_last_move::<Brazilian>(
        "W:WKa1,Kc1,Ke1:BKh6",
        DrawReason::LoneKing,
        15,
    );
}

#[test]
fn russian_two_kings_against_a_lone_king_5_moves() {
    lone_king_draws_after_the_strong_sides_last_move::<Russian>(
        "B:WKh6:BKa1,Kc1",
        DrawReason::LoneKing,
        5,
    );
}

#[test]
fn brazilian_king_and_man_against_a_lone_king_5_moves() {
    lone_king_draws_after_the_strong_sides_last_move::<Brazilian>(
        "W:WKa1,c1:BKh6",
        DrawReason::LoneKing,
        5,
    );
}

/// FMJD-64 7.2.8 (king and man against a lone king): the game is drawn by our rules, but a
/// referee that counts otherwise (pydraughts, a Hub GUI) plays on, and so can the game.
#[test]
fn play_on_goes_past_a_draw_by_the_rules_and_still_refuses_illegal_moves() {
    let mut g = lone_king_draws_after_the_strong_sides_last_move::<Russian>(
        "W:WKa1,c1:BKh6",
        DrawReason::LoneKing,
        5,
    );
    let pos = *g.position();
    let next = pos.legal_moves()[0];
    let over = Outcome::Draw(DrawReason::LoneKing);
    assert_eq!(g.play(&next), Err(PlayError::GameOver(over)));
    g.play_on(&next).unwrap();
    assert_eq!(
        (g.moves().len(), g.outcome()),
        (10, over),
        "played, still drawn"
    );
    assert_eq!(g.positions()[9], pos);
    // The lone king's move, out of turn once the move is taken back.
    let theirs = g.position().legal_moves()[0];
    g.undo();
    assert!(matches!(g.play_on(&theirs), Err(PlayError::Illegal { .. })));
}

#[test]
fn international_three_pieces_with_a_king_against_a_lone_king_16_moves() {
    lone_king_draws_after_the_strong_sides_last_move::<International>(
        "W:WK47,K50,49:BK23",
        DrawReason::LoneKing,
        16,
    );
    lone_king_draws_after_the_strong_sides_last_move::<Killer>(
        "W:WK47,K50,K49:BK23",
        DrawReason::LoneKing,
        16,
    );
}

#[test]
fn international_two_pieces_with_a_king_against_a_lone_king_5_moves() {
    lone_king_draws_after_the_strong_sides_last_move::<International>(
        "W:WK47,K50:BK23",
        DrawReason::LoneKing,
        5,
    );
    lone_king_draws_after_the_strong_sides_last_move::<Killer>(
        "W:WK47,48:BK23",
        DrawReason::LoneKing,
        5,
    );
}

#[test]
fn king_against_king_draws_after_five_moves_each() {
    // RULES.md A3 (f) and international (d): "king against a lone king", 5 moves each.
    for fen in ["W:WKa1:BKh6", "B:WKa1:BKh6"] {
        let mut g = game::<Russian>(fen);
        let kinds = vec![Kind::King; 10];
        ends_exactly(
            &mut g,
            &kinds,
            &any::<Russian>,
            DrawReason::LoneKing,
            (4, 5),
        );
    }
    let mut g = game::<International>("W:WK47:BK23");
    ends_exactly(
        &mut g,
        &[Kind::King; 10],
        &any::<International>,
        DrawReason::LoneKing,
        (4, 5),
    );
}

#[test]
fn frisian_two_kings_against_a_lone_king_7_moves() {
    // RULES.md §14.1 (lidraughts Frisian.scala): 7 moves each.
    lone_king_draws_after_the_strong_sides_last_move::<Frisian>(
        "W:WK47,K50:BK23",
        DrawReason::LoneKing,
        7,
    );
}

#[test]
fn frisian_king_against_king_draws_after_two_moves_each() {
    let mut g = game::<Frisian>("W:WK47:BK23");
    ends_exactly(
        &mut g,
        &[Kind::King; 4],
        &any::<Frisian>,
        DrawReason::LoneKing,
        (1, 2),
    );
}

#[test]
fn turkish_one_piece_against_one_piece_is_drawn_at_once() {
    // RULES.md §9 (kish): drawn as soon as the material arises, here by the start position …
    assert_eq!(
        game::<Turkish>("W:W36:BK1").outcome(),
        Outcome::Draw(DrawReason::SinglePieces)
    );
    // … and here by a capture that leaves one piece each (d4 takes d5; h8 stays).
    let mut g = game::<Turkish>("W:W36:B28,K8");
    assert_eq!(g.outcome(), Outcome::Ongoing);
    let capture = g.position().legal_moves()[0];
    g.play(&capture).unwrap();
    assert_eq!(g.outcome(), Outcome::Draw(DrawReason::SinglePieces));
}

#[test]
fn pool_three_kings_against_a_lone_king_13_moves() {
    lone_king_draws_after_the_strong_sides_last_move::<Pool>(
        "W:WKa1,Kc1,Ke1:BKh6",
        DrawReason::LoneKing,
        13,
    );
}

#[test]
fn a_promotion_that_keeps_the_rule_does_not_restart_the_lone_king_count() {
    // King and man against a lone king (russian (f), 5 moves); the man is crowned on the strong
    // side's 5th move: two kings against a king is still rule (f), so that move ends the count
    // (RULES.md A3: counted from when the rule first applied).
    let mut g = game::<Russian>("W:WKa1,c5:BKh2");
    kings(&mut g, 4);
    assert_eq!(count(&g, DrawReason::LoneKing), Some((2, 5)));
    g.play_text("c5-d6").unwrap(); // strong move 3, a man move
    kings(&mut g, 1);
    assert_eq!(count(&g, DrawReason::LoneKing), Some((3, 5)));
    g.play_text("d6-e7").unwrap();
    kings(&mut g, 1);
    assert_eq!(count(&g, DrawReason::LoneKing), Some((4, 5)));
    g.play_text("e7-f8").unwrap(); // crowned on the 5th move: the same rule's last move
    assert_eq!(
        g.position().kings().count_ones(),
        3,
        "two kings against one"
    );
    assert_eq!(g.outcome(), Outcome::Draw(DrawReason::LoneKing));
}

#[test]
fn a_promotion_that_brings_another_rule_starts_its_count() {
    // Two kings and a man against a lone king off the main road: no lone-king rule (russian (c)
    // wants kings only). The crowning makes three kings against one, rule (c): 15 moves from
    // there. The strong side's 15th move is also the 15th move of kings only, so either rule
    // may end the game there (RULES.md A3).
    let mut g = game::<Russian>("W:WKa1,Kc1,c7:BKh4");
    assert_eq!(count(&g, DrawReason::LoneKing), None);
    g.play_text("c7-d8").unwrap();
    assert_eq!(count(&g, DrawReason::LoneKing), Some((0, 15)));
    kings(&mut g, 29);
    assert_eq!(count(&g, DrawReason::LoneKing), Some((14, 15)));
    kings(&mut g, 1);
    assert_eq!(count(&g, DrawReason::LoneKing), Some((15, 15)));
    assert!(matches!(
        g.outcome(),
        Outcome::Draw(DrawReason::LoneKing | DrawReason::KingsOnly)
    ));
}

#[test]
fn international_16_moves_count_on_through_two_promotions() {
    // Three pieces with a king against a lone king, the strong side to move: Black has K48 and
    // men 20 and 33 against White's K1, the material of a real game in which the strong side
    // crowned twice and shashki restarted the count each time. The line below is legal, no side
    // is ever offered a capture and no position repeats; Black crowns on ply 13 (44-50) and
    // ply 17 (42-47). Checked with py-draughts 1.10.1 (PyPI, StandardBoard): every move legal
    // there, and its FMJD 6.3 clock runs on through both crownings, from 31 plies left after
    // ply 1 down to the draw after ply 32, White's 16th reply. shashki ends the game one ply
    // earlier, on the strong side's 16th move (RULES.md A3), which cannot have won: the same
    // game drawn.
    let line = "20-24 1-23 24-30 23-10 33-38 10-19 30-35 19-10 35-40 10-5 40-44 5-28 44-50 \
                28-41 38-42 41-10 42-47 10-14 50-44 14-46 48-31 46-14 44-17 14-46 31-36 46-23 \
                47-20 23-34 36-27 34-1 20-15";
    let mut g = game::<International>("B:WK1:B20,33,K48");
    let plies: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(plies.len(), 31);
    for (i, text) in plies.iter().enumerate() {
        assert_eq!(g.outcome(), Outcome::Ongoing, "before ply {}", i + 1);
        g.play_text(text).unwrap();
        let ply = i + 1;
        if ply == 13 || ply == 17 {
            // Just crowned: the strong side's 7th and 9th moves, counted on.
            assert_eq!(
                count(&g, DrawReason::LoneKing),
                Some((ply as u32 / 2 + 1, 16))
            );
        }
    }
    assert_eq!(g.position().fen(), "W:WK1:BK15,K17,K27");
    assert_eq!(g.outcome(), Outcome::Draw(DrawReason::LoneKing));
}

// --- The main road (russian 7.2.7 and the founding texts) ---

fn on_main_road<R: Rules>(pos: &Position<R>) -> bool {
    let road: u64 = shashki::main_road_squares::<R>().map(|b| 1u64 << b).sum();
    Color::BOTH.iter().any(|&c| {
        let p = pos.pieces(c);
        p.count_ones() == 1 && p & road != 0
    })
}

fn main_road_draws_after_five_strong_moves<R: Rules>(fen: &str, strong_kind: Kind) {
    let mut g = game::<R>(fen);
    let kinds: Vec<Kind> = (0..9)
        .map(|i| if i % 2 == 0 { strong_kind } else { Kind::King })
        .collect();
    ends_exactly(
        &mut g,
        &kinds,
        &on_main_road::<R>,
        DrawReason::MainRoad,
        (4, 5),
    );
}

#[test]
fn russian_lone_king_on_the_main_road_draws_after_5_moves() {
    main_road_draws_after_five_strong_moves::<Russian>("W:WKc1,Ke1,Kg1:BKa1", Kind::King);
    main_road_draws_after_five_strong_moves::<Russian>("W:WKc1,Ke1,c3:BKh8", Kind::King);
    main_road_draws_after_five_strong_moves::<Brazilian>("W:WKc1,Ke1,Kg1:BKa1", Kind::King);
}

#[test]
fn russian_three_men_against_a_king_on_the_main_road_draw_after_5_moves() {
    // RULES.md A3 (d) keeps the founding texts' "3 men".
    main_road_draws_after_five_strong_moves::<Russian>("W:Wa3,c3,g3:BKh8", Kind::Man);
}

#[test]
fn main_road_count_runs_on_when_a_man_is_crowned() {
    // Three men against a king on the main road (russian (d)); crowning one on the strong
    // side's 5th move leaves king and two men, still rule (d): that move ends the count.
    let mut g = game::<Russian>("W:Wa3,c3,g3:BKh8");
    let kinds = [
        Kind::Man,
        Kind::King,
        Kind::Man,
        Kind::King,
        Kind::Man,
        Kind::King,
        Kind::Man,
        Kind::King,
        Kind::Crowning,
    ];
    ends_exactly(
        &mut g,
        &kinds,
        &on_main_road::<Russian>,
        DrawReason::MainRoad,
        (4, 5),
    );
}

#[test]
fn main_road_count_runs_only_while_the_king_stands_on_it() {
    // Two strong moves with the king on the road, then the king steps off: the strong side's
    // next moves are not counted.
    let mut g = game::<Russian>("W:WKc1,Ke1,Kg1:BKa1");
    drive(&mut g, &[Kind::King; 5], &on_main_road::<Russian>);
    assert_eq!(count(&g, DrawReason::MainRoad), Some((3, 5)));
    let off_road = |p: &Position<Russian>| !on_main_road(p);
    drive(&mut g, &[Kind::King; 4], &off_road);
    assert_eq!(
        count(&g, DrawReason::MainRoad),
        Some((3, 5)),
        "paused off the road"
    );
}

// --- Balance (russian 7.2.6) ---

/// Plays to the balance limit with king moves and a few man moves.
fn balance_draws_at<R: Rules>(fen: &str, moves: u32) {
    let mut g = game::<R>(fen);
    // A man move now and then keeps the 15-move king rule away; it does not reset balance.
    let kinds: Vec<Kind> = (0..2 * moves as usize)
        .map(|p| if p % 28 == 10 { Kind::Man } else { Kind::King })
        .collect();
    ends_exactly(
        &mut g,
        &kinds,
        &any::<R>,
        DrawReason::Balance,
        (moves - 1, moves),
    );
}

#[test]
fn russian_balance_30_moves_with_4_or_5_pieces() {
    balance_draws_at::<Russian>("W:WKe1,Kg1,a3:BKd8,h6", 30);
    balance_draws_at::<Brazilian>("W:WKe1,Kg1,a3:BKd8,h6", 30);
}

#[test]
fn russian_balance_60_moves_with_6_or_7_pieces() {
    balance_draws_at::<Russian>("W:WKe1,Kg1,a3,c3:BKd8,h6,f6", 60);
    balance_draws_at::<Brazilian>("W:WKe1,Kg1,a3,c3:BKd8,h6,f6", 60);
}

#[test]
fn balance_does_not_apply_with_eight_pieces() {
    let g = game::<Russian>("W:WKa1,Kc1,a3,c3:BKh8,h6,f6,d6");
    assert_eq!(count(&g, DrawReason::Balance), None);
}

// --- Wins ---

#[test]
fn side_without_moves_loses() {
    let mut g = game::<Russian>("W:Wc3:Bd4,e5");
    assert_eq!(g.outcome(), Outcome::Ongoing);
    let g2 = game::<Russian>("W:Wa1:Bb2,c3");
    assert_eq!(
        g2.outcome(),
        Outcome::Win {
            winner: Color::Black,
            reason: WinReason::NoMoves
        }
    );
    g.play_text("c3-b4").unwrap();
    assert_eq!(g.outcome(), Outcome::Ongoing);
    let none = game::<International>("B:W46:B");
    assert_eq!(
        none.outcome(),
        Outcome::Win {
            winner: Color::White,
            reason: WinReason::NoPieces
        }
    );
}

#[test]
fn giveaway_and_antidraughts_side_without_moves_wins() {
    let g = game::<Giveaway>("W:Wa1:Bb2,c3");
    assert_eq!(
        g.outcome(),
        Outcome::Win {
            winner: Color::White,
            reason: WinReason::WinnerNoMoves
        }
    );
    let mut g = game::<Antidraughts>("W:W28:B23");
    g.play_text("28x19").unwrap();
    assert_eq!(
        g.outcome(),
        Outcome::Win {
            winner: Color::Black,
            reason: WinReason::WinnerNoPieces
        }
    );
}

#[test]
fn breakthrough_first_king_wins() {
    let mut g = game::<Breakthrough>("W:W7,46:B45");
    g.play_text("7-1").unwrap();
    assert_eq!(
        g.outcome(),
        Outcome::Win {
            winner: Color::White,
            reason: WinReason::Breakthrough
        }
    );
}

#[test]
fn resignation_agreement_and_time() {
    let mut g = game::<Russian>("startpos");
    g.resign(Color::White).unwrap();
    assert_eq!(
        g.outcome(),
        Outcome::Win {
            winner: Color::Black,
            reason: WinReason::Resignation
        }
    );
    assert!(g.play_text("c3-d4").is_err(), "no move after the end");

    let mut g = game::<Russian>("startpos");
    g.offer_draw(Color::White).unwrap();
    g.play_text("c3-d4").unwrap();
    g.play_text("f6-g5").unwrap(); // Black plays on: the offer lapses
    assert_eq!(g.draw_offer(), None);
    g.offer_draw(Color::White).unwrap();
    assert_eq!(
        g.offer_draw(Color::Black).unwrap(),
        Outcome::Draw(DrawReason::Agreement)
    );

    let start = Position::<Russian>::start();
    let control = TimeControl::Fischer {
        initial: std::time::Duration::from_secs(10),
        increment: std::time::Duration::from_secs(1),
    };
    let mut g = Game::with_clock(start, control);
    let mv = start.parse_move("c3-d4").unwrap();
    g.play_timed(&mv, Some(std::time::Duration::from_secs(11)))
        .unwrap();
    assert_eq!(
        g.outcome(),
        Outcome::Win {
            winner: Color::Black,
            reason: WinReason::Time
        }
    );
    assert!(g.moves().is_empty(), "the late move is not played");
}

#[test]
fn the_opponent_declines_a_standing_draw_offer() {
    let mut g = game::<Russian>("startpos");
    assert_eq!(
        g.decline_draw(Color::Black),
        Err(PlayError::NoDrawOffer(Color::Black)),
        "no offer stands"
    );
    g.offer_draw(Color::White).unwrap();
    assert_eq!(
        g.decline_draw(Color::White),
        Err(PlayError::NoDrawOffer(Color::White)),
        "White cannot decline its own offer"
    );
    assert_eq!(g.draw_offer(), Some(Color::White));
    // Black declines while White is still to move.
    g.decline_draw(Color::Black).unwrap();
    assert_eq!((g.draw_offer(), g.outcome()), (None, Outcome::Ongoing));
    assert_eq!(
        g.decline_draw(Color::Black),
        Err(PlayError::NoDrawOffer(Color::Black)),
        "declined once"
    );
    // White's offer after the decline is a new offer, not an acceptance of anything.
    assert_eq!(g.offer_draw(Color::White).unwrap(), Outcome::Ongoing);
    assert_eq!(
        g.offer_draw(Color::Black).unwrap(),
        Outcome::Draw(DrawReason::Agreement)
    );
    assert_eq!(
        g.decline_draw(Color::Black),
        Err(PlayError::GameOver(Outcome::Draw(DrawReason::Agreement)))
    );
}

#[test]
fn balance_counts_through_man_moves_and_restarts_on_a_capture() {
    // Man moves do not reset the balance count (7.2.6 speaks of captures and promotions only);
    // a capture does.
    let mut g = game::<Russian>("W:WKe1,Kg1,a3:BKd8,h6");
    drive(
        &mut g,
        &[Kind::King, Kind::King, Kind::Man, Kind::King],
        &any::<Russian>,
    );
    assert_eq!(count(&g, DrawReason::Balance), Some((2, 30)));
    assert_eq!(
        count(&g, DrawReason::KingsOnly),
        Some((0, 15)),
        "the man move reset this one"
    );
    // Eight pieces: no balance limit; White must take b4, leaving seven: the count starts.
    let mut g = game::<Russian>("W:WKe1,Kg1,a3,c3:BKd8,h6,f6,b4");
    assert_eq!(count(&g, DrawReason::Balance), None);
    g.play_text("a3:c5").unwrap();
    assert_eq!(count(&g, DrawReason::Balance), Some((0, 60)));
    drive(&mut g, &[Kind::King; 2], &any::<Russian>);
    assert_eq!(count(&g, DrawReason::Balance), Some((1, 60)));
}
