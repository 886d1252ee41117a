//! `shashki match`: two Hub engines play under the game layer; the PDN reads back; faults lose.

use std::path::PathBuf;
use std::process::{Command, Output};

use serde_json::Value;

fn shashki(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_shashki"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    dir.join(format!("match-{}-{name}", std::process::id()))
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn shashki_hub_plays_itself_reports_as_it_goes_and_the_pdn_reads_back() {
    let engine = format!("{} hub", env!("CARGO_BIN_EXE_shashki"));
    let pdn = scratch("self.pdn");
    let out = shashki(&[
        "match",
        "--engine1",
        &engine,
        "--engine2",
        &engine,
        "--variant",
        "russian",
        "--games",
        "2",
        "--move-time",
        "10",
        "--pdn",
        pdn.to_str().unwrap(),
    ]);
    let text = stdout(&out);
    assert!(
        out.status.success(),
        "{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("faults: 0"), "{text}");
    assert!(text.contains("Elo difference"), "{text}");
    // Its output is not a terminal: the standing is written as games end, not only at the end.
    assert!(text.contains("1/2 games  engine1 +"), "{text}");
    assert!(text.contains("2/2 games  engine1 +"), "{text}");
    let line = text.lines().find(|l| l.contains("score")).unwrap();
    let [w, d, l] = ["+", "=", "-"].map(|sign| {
        let start = line.find(&format!(" {sign}")).unwrap() + 2;
        let digits: String = line[start..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        digits.parse::<u32>().unwrap()
    });
    assert_eq!(w + d + l, 2, "{line}");

    let check = shashki(&["pdn", "check", pdn.to_str().unwrap(), "--json"]);
    assert!(check.status.success(), "{}", stdout(&check));
    let lines: Vec<Value> = stdout(&check)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.last().unwrap()["games"], 2);
    assert_eq!(lines.last().unwrap()["failed"], 0);
    for game in &lines[..2] {
        assert_eq!(game["ok"], true, "{game}");
        assert_ne!(game["outcome"], "ongoing", "{game}");
    }
    let _ = std::fs::remove_file(pdn);
}

#[test]
fn a_match_by_nodes_plays_the_same_games_whatever_the_load() {
    let engine = format!("{} hub", env!("CARGO_BIN_EXE_shashki"));
    let run = |name: &str| {
        let pdn = scratch(name);
        let out = shashki(&[
            "match",
            "--engine1",
            &engine,
            "--engine2",
            &engine,
            "--variant",
            "russian",
            "--games",
            "2",
            "--nodes",
            "3000",
            "--concurrency",
            "2",
            "--pdn",
            pdn.to_str().unwrap(),
        ]);
        let text = stdout(&out);
        assert!(out.status.success(), "{text}");
        assert!(text.contains("3000 nodes per move"), "{text}");
        assert!(text.contains("faults: 0"), "{text}");
        let text = std::fs::read_to_string(&pdn).unwrap();
        let _ = std::fs::remove_file(pdn);
        // The games, sorted: two played at once are written in the order they end.
        let mut games: Vec<String> = text.split("[Event ").map(str::to_owned).collect();
        games.sort();
        games
    };
    let first = run("nodes-1.pdn");
    assert!(
        first.iter().filter(|g| !g.trim().is_empty()).count() == 2,
        "{first:?}"
    );
    assert_eq!(first, run("nodes-2.pdn"));
}

/// A Hub engine in a few lines of shell that misbehaves at every `go` as its argument says:
/// `illegal` answers an illegal move, `silent` never answers, `crash` exits.
const BAD_ENGINE: &str = r#"while read -r cmd rest; do
  case "$cmd" in
    hub) echo "id name=bad"; echo "param name=variant value=russian type=enum values=russian"; echo wait ;;
    init) echo ready ;;
    ping) echo pong ;;
    go) case "$1" in illegal) echo "done move=1-2" ;; crash) exit 3 ;; esac ;;
    quit) exit 0 ;;
  esac
done
"#;

/// Plays two games of `shashki hub` against the bad engine; returns the report.
fn against_bad_engine(mode: &str) -> String {
    let script = scratch(&format!("{mode}.sh"));
    std::fs::write(&script, BAD_ENGINE).unwrap();
    let engine = format!("{} hub", env!("CARGO_BIN_EXE_shashki"));
    let bad = format!("sh {} {mode}", script.display());
    let out = shashki(&[
        "match",
        "--engine1",
        &engine,
        "--engine2",
        &bad,
        "--variant",
        "russian",
        "--games",
        "2",
        "--move-time",
        "10",
        "--timeout-margin",
        "300",
    ]);
    let _ = std::fs::remove_file(script);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("engine1: +2 =0 -0"), "{text}");
    assert!(text.contains("Elo difference: +inf"), "{text}");
    assert!(text.contains("faults: 2"), "{text}");
    text
}

#[test]
fn an_illegal_move_loses_the_game_and_is_reported() {
    let text = against_bad_engine("illegal");
    assert!(text.contains("engine2 illegal move 1-2"), "{text}");
}

#[test]
fn an_engine_too_slow_loses_on_time() {
    let text = against_bad_engine("silent");
    assert!(
        text.contains("engine2 gave no move within 0.310 s"),
        "{text}"
    );
}

#[test]
fn an_engine_that_exits_loses_and_is_restarted_for_the_next_game() {
    let text = against_bad_engine("crash");
    assert_eq!(text.matches("engine2 crashed or quit").count(), 2, "{text}");
}

#[test]
fn an_engine_that_cannot_start_is_a_failure() {
    let out = shashki(&[
        "match",
        "--engine1",
        "/nonexistent/engine",
        "--engine2",
        "/nonexistent/engine",
        "--games",
        "2",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("engine1"));
}

#[test]
fn ballots_of_another_variant_are_refused() {
    let out = shashki(&[
        "match",
        "--engine1",
        "x",
        "--engine2",
        "y",
        "--variant",
        "international",
        "--openings",
        "russian150",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("random-N"));
}
