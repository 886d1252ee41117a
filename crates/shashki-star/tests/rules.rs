//! The rules of RULES.md §21 and the decisions of the crate's README, one test each, on
//! positions built for them (the hole numbers are those of the README's numbering).

use shashki_star::{
    Board, Corner, Event, Game, Hole, Move, Options, Out, Outcome, PlayError, Position,
    SMALL_SPOILING_MOVES, SPOILING_MOVES,
};

fn pos(text: &str) -> Position {
    Position::from_text(text).unwrap()
}

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

fn moves(p: &Position) -> Vec<String> {
    p.legal_moves().iter().map(ToString::to_string).collect()
}

#[test]
fn a_piece_steps_to_any_empty_neighbour() {
    // Hole 61 is the centre: neighbours 60 and 62 in its row, 51 and 52 above, 70 and 71 below.
    assert_eq!(
        moves(&pos("A:A61:D1")),
        ["61-51", "61-52", "61-60", "61-62", "61-70", "61-71"]
    );
}

#[test]
fn hops_go_over_any_colour_and_chain_in_any_direction() {
    // A in 61; D's piece in 62 and A's own in 52: hops to 63 (east over 62) and to 42 (north-
    // east over 52), and from 63 on over D's 54 to 44, changing direction.
    let p = pos("A:A61,52:D62,54");
    let from61: Vec<String> = moves(&p)
        .into_iter()
        .filter(|m| m.starts_with("61-"))
        .collect();
    assert_eq!(
        from61,
        ["61-42", "61-44", "61-51", "61-60", "61-63", "61-70", "61-71"]
    );
    assert_eq!(
        p.path(mv("61-44"))
            .unwrap()
            .iter()
            .map(|h| h.number())
            .collect::<Vec<_>>(),
        [61, 63, 44]
    );
}

#[test]
fn a_chain_may_not_visit_a_hole_twice_nor_come_back_to_its_start() {
    // Six pieces round 61 on every side, with the holes two steps out empty: from 61 a piece
    // hops out to any of six holes, and no chain goes on, for the only piece next to each
    // landing hole would carry it back to 61.
    let ring = pos("A:A61:D51,52,60,62,70,71");
    let dests: Vec<String> = moves(&ring)
        .into_iter()
        .filter(|m| m.starts_with("61-"))
        .collect();
    assert_eq!(
        dests,
        ["61-40", "61-42", "61-59", "61-63", "61-80", "61-82"]
    );
    // A piece hopping round a single neighbour: over 62 from 61 to 63 and back is the start;
    // the move 61-61 does not exist.
    let lone = pos("A:A61:D62");
    let centre = Hole::from_number(61).unwrap();
    assert!(!lone.destinations(centre).contains(centre));
    assert!(!lone.is_legal(Move {
        from: centre,
        to: centre
    }));
}

#[test]
fn two_chains_to_one_hole_are_one_move() {
    // From 61 to 44 two ways: over 62 to 63 and over 54 to 44, or over 52 to 42 and over 43
    // to 44. The move 61-44 is listed once.
    let p = pos("A:A61:D43,52,54,62");
    let count = moves(&p).iter().filter(|m| *m == "61-44").count();
    assert_eq!(count, 1);
}

#[test]
fn the_first_player_home_wins_and_the_game_ends() {
    // A has nine pieces in the top point and the tenth in 17, a step below hole 8; D's pieces
    // are in the middle of the board.
    let start = pos("A:A1-7,9,10,17:D57-66");
    let mut game = Game::new(start, Options::default());
    game.play(mv("17-8")).unwrap();
    assert_eq!(game.outcome(), Outcome::Won(Corner::A));
    assert_eq!(game.turn(), None);
    assert!(game.play(mv("112-103")).is_err());
}

#[test]
fn with_play_on_the_others_go_on_for_places() {
    let start = pos("A:A1-7,9,10,17:C11-14,24-26,36,37,47:E20-23,33-35,45,46,56");
    let on = Options {
        play_on: true,
        ..Options::default()
    };
    let mut game = Game::new(start, on);
    game.play(mv("17-8")).unwrap();
    assert_eq!(game.outcome(), Outcome::Ongoing);
    assert_eq!(game.home(), [Corner::A]);
    assert_eq!(game.turn(), Some(Corner::C), "A, home, is skipped");
    let c = game.legal_moves()[0];
    game.play(c).unwrap();
    assert_eq!(game.turn(), Some(Corner::E));
    game.resign(Corner::E).unwrap();
    assert_eq!(game.outcome(), Outcome::Won(Corner::A));
    assert_eq!(game.places(), [Corner::A, Corner::C, Corner::E]);
    let mut default = Game::new(start, Options::default());
    default.play(mv("17-8")).unwrap();
    assert_eq!(default.outcome(), Outcome::Won(Corner::A));
}

#[test]
fn turns_go_clockwise_among_the_players() {
    let mut game = Game::new(Position::start(4).unwrap(), Options::default());
    let mut order = Vec::new();
    for _ in 0..8 {
        order.push(game.turn().unwrap().letter());
        let m = game.legal_moves()[0];
        game.play(m).unwrap();
    }
    assert_eq!(order.iter().collect::<String>(), "ABDEABDE");
}

#[test]
fn a_player_who_cannot_move_passes() {
    // D's only piece in 1, the top tip: its neighbours 2 and 3 are taken, and so are 4 and 6
    // behind them. D passes; A moves again.
    let mut game = Game::new(pos("A:A2,3,4,6,61:D1"), Options::default());
    game.play(mv("61-62")).unwrap();
    assert_eq!(game.turn(), Some(Corner::A));
    assert_eq!(game.events().last(), Some(&Event::Pass(Corner::D)));
    assert_eq!(game.outcome(), Outcome::Ongoing);
}

#[test]
fn a_resigning_player_leaves_and_his_pieces_go() {
    let mut game = Game::new(Position::start(3).unwrap(), Options::default());
    game.resign(Corner::C).unwrap();
    assert!(game.position().pieces(Corner::C).is_empty());
    assert_eq!(game.out(), [(Corner::C, Out::Resigned)]);
    let m = game.legal_moves()[0];
    game.play(m).unwrap();
    assert_eq!(game.turn(), Some(Corner::E), "C is skipped");
    assert!(game.resign(Corner::C).is_err(), "C is out already");
    game.resign(Corner::A).unwrap();
    assert_eq!(
        game.outcome(),
        Outcome::Won(Corner::E),
        "the last player left wins"
    );
}

/// A shuffles one piece between 112 and 103 and keeps nine at home; D does the same.
fn shuffle(game: &mut Game, moves: u32) {
    for i in 0..moves {
        let (a, d) = if i % 2 == 0 {
            ("112-103", "7-15")
        } else {
            ("103-112", "15-7")
        };
        game.play(mv(a)).unwrap();
        if game.outcome().is_over() {
            return;
        }
        game.play(mv(d)).unwrap();
    }
}

#[test]
fn the_anti_spoiling_rule_is_off_by_default() {
    let mut game = Game::new(Position::start(2).unwrap(), Options::default());
    shuffle(&mut game, SPOILING_MOVES + 2);
    assert_eq!(game.outcome(), Outcome::Ongoing);
}

#[test]
fn with_anti_spoiling_a_piece_at_home_after_thirty_moves_loses() {
    let on = Options {
        anti_spoiling: true,
        ..Options::default()
    };
    let mut game = Game::new(Position::start(2).unwrap(), on);
    shuffle(&mut game, SPOILING_MOVES - 1);
    assert_eq!(
        game.outcome(),
        Outcome::Ongoing,
        "29 moves each: nobody is out"
    );
    game.play(mv("103-112")).unwrap();
    assert_eq!(game.moves_made(Corner::A), SPOILING_MOVES);
    assert_eq!(game.out(), [(Corner::A, Out::Spoiling)]);
    assert_eq!(game.outcome(), Outcome::Won(Corner::D));
}

/// On the small star the rule looks after 20 moves: A shuffles 68-61 and back, D 4-10 and
/// back (hole 4's neighbours below are 10 and 11).
#[test]
fn on_the_small_star_a_piece_at_home_after_twenty_moves_loses() {
    let on = Options {
        anti_spoiling: true,
        ..Options::default()
    };
    let mut game = Game::new(Position::start_on(Board::Small, 2).unwrap(), on);
    for i in 0..SMALL_SPOILING_MOVES {
        let (a, d) = if i % 2 == 0 {
            ("68-61", "4-10")
        } else {
            ("61-68", "10-4")
        };
        game.play_text(a).unwrap();
        if i + 1 < SMALL_SPOILING_MOVES {
            assert_eq!(game.outcome(), Outcome::Ongoing, "after {} moves", i + 1);
            game.play_text(d).unwrap();
        }
    }
    assert_eq!(game.moves_made(Corner::A), 20);
    assert_eq!(game.out(), [(Corner::A, Out::Spoiling)]);
    assert_eq!(game.outcome(), Outcome::Won(Corner::D));
}

#[test]
fn a_move_off_the_small_star_is_refused_as_unreadable() {
    let mut game = Game::new(
        Position::start_on(Board::Small, 2).unwrap(),
        Options::default(),
    );
    let error = game.play_text("70-74").unwrap_err();
    assert!(
        matches!(&error, PlayError::Unreadable(e) if e.reason.contains("1 to 73")),
        "{error}"
    );
    assert_eq!(
        game.play_text("70-64").map(|m| m.to_string()),
        Ok("70-64".into())
    );
}

#[test]
fn undo_takes_back_the_last_action() {
    let mut game = Game::new(Position::start(3).unwrap(), Options::default());
    let first = *game.position();
    game.play(mv("114-105")).unwrap();
    game.resign(Corner::E).unwrap();
    assert!(game.undo());
    assert_eq!(game.out(), []);
    assert!(game.undo());
    assert_eq!(*game.position(), first);
    assert!(!game.undo());
}
