//! The record format of the README: its example reads, replays and is written back the same;
//! records that do not read say which line.

use shashki_star::{Board, Corner, Game, Options, Out, Outcome, Position};

/// The example record of crates/shashki-star/README.md.
fn readme_example() -> String {
    let readme = include_str!("../README.md");
    let start = readme
        .find("```text\n[Game")
        .expect("the README has an example record")
        + 8;
    let end = start + readme[start..].find("```").expect("the example ends");
    readme[start..end].to_string()
}

#[test]
fn the_readme_example_replays_and_is_written_back_the_same() {
    let text = readme_example();
    let game = Game::from_record(&text).unwrap();
    assert_eq!(game.out(), [(Corner::C, Out::Resigned)]);
    assert_eq!(game.plies(), 5);
    assert_eq!(game.turn(), Some(Corner::A));
    assert_eq!(game.record(), text);
}

#[test]
fn a_start_position_and_options_are_kept() {
    let start = Position::from_text("D:A1-7,9,10,17:D57-66").unwrap();
    let mut game = Game::new(
        start,
        shashki_star::Options {
            play_on: true,
            anti_spoiling: false,
        },
    );
    game.play_text("57-48").unwrap();
    game.play_text("17-8").unwrap();
    let record = game.record();
    assert!(
        record.contains("[Position \"D:A1-7,9,10,17:D57-66\"]"),
        "{record}"
    );
    assert!(record.contains("[Places \"A,D\"]"), "{record}");
    assert!(record.contains("[Result \"A\"]"), "{record}");
    let again = Game::from_record(&record).unwrap();
    assert_eq!(again.outcome(), Outcome::Won(Corner::A));
    assert_eq!(again.events(), game.events());
}

#[test]
fn records_that_do_not_read_name_the_line() {
    let error = |t: &str| Game::from_record(t).unwrap_err();
    let e = error("[Game \"draughts\"]\n");
    assert_eq!(e.line, 1);
    assert!(e.reason.contains("not chinese-checkers"), "{e}");
    let e = error("[Players \"A,D\"]\n\n1. 112-103 1-2\n");
    assert_eq!(e.line, 3);
    assert!(
        e.to_string()
            .starts_with("record line 3: move 1-2 is illegal"),
        "{e}"
    );
    let e = error("[Players \"A,D\"]\n[Options \"fast\"]\n");
    assert_eq!(e.line, 2);
    assert!(e.reason.contains("unknown option 'fast'"), "{e}");
    let e = error("1. 112-103\n");
    assert!(e.reason.contains("Players tag is missing"), "{e}");
    let e = error("[Players \"A,D\"]\n\n1. Q:resigns\n");
    assert!(e.reason.contains("names a player"), "{e}");
}

#[test]
fn a_record_without_a_board_is_on_the_large_star() {
    let old = "[Game \"chinese-checkers\"]\n[Players \"A,D\"]\n[Options \"none\"]\n\
               [Result \"*\"]\n\n1. 114-105 7-16\n";
    let game = Game::from_record(old).unwrap();
    assert_eq!(game.start().board(), Board::Large);
    assert_eq!(game.plies(), 2);
    assert!(game.record().contains("[Board \"large\"]"));
}

#[test]
fn a_small_star_game_names_its_board_and_replays() {
    let mut game = Game::new(
        Position::start_on(Board::Small, 5).unwrap(),
        Options::default(),
    );
    // A from the bottom point (68–73), B from the bottom-left (41, 49, 50, 58–60), C from the
    // top-left (7–9, 17, 18, 26), D from the top (1–6), E from the top-right (14–16, 24, 25, 33).
    for mv in ["69-62", "60-51", "18-27", "4-11", "24-32", "71-61"] {
        game.play_text(mv).unwrap();
    }
    let record = game.record();
    assert!(record.contains("[Board \"small\"]"), "{record}");
    assert!(record.contains("[Players \"A,B,C,D,E\"]"), "{record}");
    assert!(!record.contains("[Position"), "{record}");
    assert!(
        record.ends_with("1. 69-62 60-51 18-27 4-11 24-32\n2. 71-61\n"),
        "{record}"
    );
    let again = Game::from_record(&record).unwrap();
    assert_eq!(again.position(), game.position());
    // The same moves do not play on the large star.
    let large = record.replace("[Board \"small\"]\n", "");
    assert!(Game::from_record(&large).is_err());
}

#[test]
fn a_small_star_position_tag_is_read_on_the_board_the_tag_names() {
    let start = Position::from_text("small:D:A1-3:D68-73").unwrap();
    let game = Game::new(start, Options::default());
    let record = game.record();
    assert!(
        record.contains("[Position \"small:D:A1-3:D68-73\"]"),
        "{record}"
    );
    assert_eq!(Game::from_record(&record).unwrap().start(), &start);
    let bare = record.replace("small:D:", "D:");
    assert_eq!(Game::from_record(&bare).unwrap().start(), &start);
    let e =
        Game::from_record(&record.replace("[Board \"small\"]", "[Board \"large\"]")).unwrap_err();
    assert!(e.reason.contains("the Board tag says large"), "{e}");
    let e = Game::from_record("[Board \"huge\"]\n[Players \"A,D\"]\n").unwrap_err();
    assert_eq!(e.line, 1);
    assert!(e.reason.contains("large or small"), "{e}");
}
