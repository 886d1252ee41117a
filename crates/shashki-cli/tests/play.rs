//! `shashki play` refuses bad input before it takes the terminal: exit code 2 and a message
//! on stderr (INTERFACES.md §5), nothing drawn. The game itself is tested by the app's unit
//! tests and, in a real terminal, by `scripts/play-tmux-test.sh`.

use std::path::Path;
use std::process::{Command, Output, Stdio};

fn play(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_shashki"))
        .arg("play")
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("shashki runs")
}

fn refused(args: &[&str], said: &str) {
    let out = play(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(stderr.contains(said), "{args:?}: {stderr}");
    assert!(
        out.stdout.is_empty(),
        "{args:?} drew on the terminal: {:?}",
        String::from_utf8_lossy(&out.stdout)
    );
}

#[test]
fn bad_positions_variants_clocks_and_languages_are_refused_with_exit_code_2() {
    refused(&["--fen", "W:Wz9:B1"], "z9");
    refused(&["--fen", "W:W1:B1"], "promotion row");
    refused(
        &["--lang", "ru", "--fen", "W:W1:B9"],
        "белая простая на b8 стоит на поле превращения",
    );
    refused(
        &[
            "--lang",
            "uk",
            "--variant",
            "international",
            "--fen",
            "B:W3:B30",
        ],
        "біла проста на 3",
    );
    refused(&["--variant", "chess"], "unknown variant 'chess'");
    refused(&["--clock", "five"], "bad clock 'five'");
    refused(&["--lang", "fr"], "unknown language 'fr'");
    refused(&["--level", "11"], "11");
    refused(&["--friend", "--level", "2"], "cannot be used with");
    let star = ["--variant", "chinese-checkers"];
    refused(
        &[&star[..], &["--board", "medium"]].concat(),
        "large or small",
    );
    refused(&[&star[..], &["--players", "7"]].concat(), "2 to 6");
    refused(
        &[&star[..], &["--board", "small", "--fen", "A:A74"]].concat(),
        "1 to 73",
    );
    refused(&["--board", "small"], "--board");
}

#[test]
fn a_pdn_file_that_does_not_replay_is_refused() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let bad = dir.join(format!("play-bad-{}.pdn", std::process::id()));
    std::fs::write(&bad, "[GameType \"25\"]\n1. c3-d4 c3-d4 *\n").unwrap();
    refused(&["--load", bad.to_str().unwrap()], "c3-d4");
    let _ = std::fs::remove_file(&bad);
    refused(&["--load", "/nonexistent/x.pdn"], "x.pdn");
}

#[test]
fn names_beyond_the_people_playing_and_draughts_options_for_the_star_are_refused() {
    refused(
        &["--name", "Анна", "--name", "Борис"],
        "--name is given once",
    );
    refused(
        &["--friend", "--name", "a", "--name", "b", "--name", "c"],
        "at most twice",
    );
    refused(&["--name", " "], "--name needs a name");
    refused(
        &["--variant", "chinese-checkers", "--touch-move"],
        "--touch-move is for draughts",
    );
    refused(
        &[
            "--variant",
            "chinese-checkers",
            "--hint-time",
            "0,5",
            "--name",
            "a",
        ],
        "--name and --hint-time are for draughts",
    );
}

#[test]
fn a_hint_time_out_of_reason_is_refused() {
    for bad in [
        "--hint-time=0",
        "--hint-time=-1",
        "--hint-time=61",
        "--hint-time=soon",
    ] {
        refused(&[bad], "bad hint time");
    }
}
