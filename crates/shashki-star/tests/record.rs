//! The record format of the README: its example reads, replays and is written back the same;
//! records that do not read say which line.

use shashki_star::{Corner, Game, Out, Outcome, Position};

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
