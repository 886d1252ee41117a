//! The guided endings (issue 17): Petrov's triangle and the main road, judged by the tables.

mod common;

use shashki::{main_road_squares, Color, Game, Outcome, Position, Russian, Variant};
use shashki_egdb::exercise::{Exercise, Judgement};
use shashki_egdb::{Egdb, Wdl};

fn on_road(square: u32) -> bool {
    main_road_squares::<Russian>().any(|s| s == square)
}

fn squares(bits: u64) -> impl Iterator<Item = u32> {
    (0..64).filter(move |b| bits & (1 << b) != 0)
}

/// The lone king's square, and whether `side` has a king on the main road.
fn lone_king(pos: &Position<Russian>, lone: Color) -> u32 {
    squares(pos.pieces(lone)).next().expect("a lone king")
}

fn holds_road(pos: &Position<Russian>, side: Color) -> bool {
    squares(pos.pieces(side)).any(on_road)
}

/// Plays the player's move `mv` and judges it.
fn judge(egdb: &Egdb, e: Exercise, game: &Game<Russian>, mv: &shashki::Move) -> Judgement {
    let mut after = game.clone();
    after.play(mv).expect("legal");
    e.judge(egdb, &after).expect("judge")
}

/// Petrov: the tables' best moves win within the 15 moves, every one judged right; a move that
/// lets the lone king off is wrong.
fn petrov(egdb: &Egdb) {
    let starts = Exercise::Petrov.starts(egdb).expect("starts");
    assert!(starts.len() > 1_000, "{} Petrov starts", starts.len());
    for pos in starts.iter().step_by(starts.len() / 20) {
        assert_eq!(pos.turn(), Color::White);
        assert!(holds_road(pos, Color::White), "{}", pos.fen());
        assert!(!on_road(lone_king(pos, Color::Black)), "{}", pos.fen());
        let mut game = Game::new(*pos);
        let mut moves = 0;
        loop {
            let (mv, _) = egdb
                .best_move(game.position())
                .expect("probe")
                .expect("a move");
            moves += 1;
            match judge(egdb, Exercise::Petrov, &game, &mv) {
                Judgement::Right { reply } => {
                    game.play(&mv).expect("legal");
                    game.play(&reply).expect("legal reply");
                }
                Judgement::Solved { reply } => {
                    game.play(&mv).expect("legal");
                    assert_eq!(reply, None);
                    assert!(
                        matches!(
                            game.outcome(),
                            Outcome::Win {
                                winner: Color::White,
                                ..
                            }
                        ),
                        "solved before the win from {}",
                        pos.fen()
                    );
                    break;
                }
                wrong => panic!("the tables' move {mv:?} judged {wrong:?} in {}", pos.fen()),
            }
            assert!(moves <= 15, "not won in 15 moves from {}", pos.fen());
        }
        let bad = pos
            .legal_moves()
            .into_iter()
            .find(|mv| egdb.value(&pos.play(mv)).expect("probe").wdl != Wdl::Loss);
        if let Some(bad) = bad {
            assert!(
                matches!(
                    judge(egdb, Exercise::Petrov, &Game::new(*pos), &bad),
                    Judgement::Wrong { .. }
                ),
                "a move that lets the king go is wrong in {}",
                pos.fen()
            );
        }
    }
}

/// The main road: moves that do not lose, along the road where one is, hold until a count draws the
/// game (the strong side's 5th move on the road or its 15th, RULES.md A3, russian (c), (d)); a
/// move that loses is wrong, with the line that catches the king.
fn main_road(egdb: &Egdb) {
    let starts = Exercise::MainRoad.starts(egdb).expect("starts");
    assert!(starts.len() > 100, "{} main-road starts", starts.len());
    for pos in starts.iter().step_by(starts.len() / 20) {
        assert!(on_road(lone_king(pos, Color::White)), "{}", pos.fen());
        assert!(!holds_road(pos, Color::Black), "{}", pos.fen());
        let losing = pos
            .legal_moves()
            .into_iter()
            .find(|mv| egdb.value(&pos.play(mv)).expect("probe").wdl == Wdl::Win)
            .expect("a start has a losing move");
        match judge(egdb, Exercise::MainRoad, &Game::new(*pos), &losing) {
            Judgement::Wrong { refutation } => assert!(!refutation.is_empty()),
            other => panic!("a losing move judged {other:?} in {}", pos.fen()),
        }
        let mut game = Game::new(*pos);
        let mut strong_moves = 0;
        loop {
            let at = *game.position();
            let draws: Vec<_> = at
                .legal_moves()
                .into_iter()
                .filter(|mv| egdb.value(&at.play(mv)).expect("probe").wdl != Wdl::Win)
                .collect();
            let mv = *draws
                .iter()
                .find(|mv| on_road(lone_king(&at.play(mv), Color::White)))
                .or(draws.first())
                .unwrap_or_else(|| panic!("a drawing move in {} from {}", at.fen(), pos.fen()));
            match judge(egdb, Exercise::MainRoad, &game, &mv) {
                Judgement::Right { reply } => {
                    game.play(&mv).expect("legal");
                    game.play(&reply).expect("legal reply");
                    strong_moves += 1;
                }
                Judgement::Solved { reply } => {
                    game.play(&mv).expect("legal");
                    if let Some(reply) = reply {
                        game.play(&reply).expect("legal");
                    }
                    assert!(
                        matches!(
                            game.outcome(),
                            Outcome::Draw(_)
                                | Outcome::Win {
                                    winner: Color::White,
                                    ..
                                }
                        ),
                        "solved before the end from {}",
                        pos.fen()
                    );
                    break;
                }
                wrong => panic!("a move along the road judged {wrong:?} in {}", at.fen()),
            }
            assert!(
                strong_moves < 15,
                "a lone-king count draws by the 15th move"
            );
        }
    }
}

#[test]
fn petrovs_triangle_and_the_main_road_are_judged_by_the_tables() {
    let dir = tempfile::tempdir().expect("temp dir");
    let egdb = common::build_small(Variant::Russian, 4, dir.path());
    petrov(&egdb);
    main_road(&egdb);
}
