//! `shashki puzzles`: `check` passes the committed set's first puzzles and fails a puzzle that
//! claims too much; `build` writes a file that reads back.

use std::path::Path;
use std::process::Command;

use shashki::{Color, Variant, VariantPosition};

/// The workspace root.
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .parent()
        .unwrap()
}

/// Runs `shashki ARGS` from the root: (exit code, stdout, stderr).
fn shashki(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_shashki"))
        .args(args)
        .current_dir(root())
        .output()
        .unwrap();
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (
        out.status.code().unwrap(),
        text(out.stdout),
        text(out.stderr),
    )
}

const SET: &str = "crates/shashki-web/data/puzzles.tsv";

/// At depth 12, the depth the set was checked at when it was built: a shallower search that
/// prunes may miss a defence's refutation (depth 8 did for one of these once the search cut
/// futile moves).
#[test]
fn the_first_committed_puzzles_pass_their_check() {
    let (code, out, err) = shashki(&["puzzles", "check", SET, "--first", "4", "--depth", "12"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("4 puzzles checked at depth 12: 0 failed"),
        "{out}"
    );
}

#[test]
fn a_puzzle_that_claims_more_than_the_search_finds_fails_the_check() {
    let set = std::fs::read_to_string(root().join(SET)).unwrap();
    let line = set.lines().find(|l| !l.starts_with('#')).unwrap();
    let mut fields: Vec<&str> = line.split('\t').collect();
    fields[5] = "5000";
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.tsv");
    std::fs::write(&path, fields.join("\t") + "\n").unwrap();
    let (code, _, err) = shashki(&["puzzles", "check", path.to_str().unwrap(), "--depth", "6"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("below the win 5000"), "{err}");
    assert!(
        err.contains("1 puzzles checked at depth 6: 1 failed"),
        "{err}"
    );
}

/// Issue 33: a puzzle of the set built before the proof (russian-abatsiev-gamescheckers.pdn,
/// game 63, ply 30): b2-a3 was to win the man on b4, but b4-c3 runs on to crown, and the
/// search's score alone had called it a win.
/// True when the side to move in `pos`, `me`, can force within `plies` a position after its own
/// move where it is ahead of `start` in material (a king 3 men) and the opponent has nothing to
/// take, trying every move of both sides: what the proof of `puzzles check` only follows for
/// the moves a search proposes, so a gain this refuses no engine can prove.
fn forced_gain(pos: VariantPosition, start: &VariantPosition, me: Color, plies: usize) -> bool {
    let material = |p: &VariantPosition, c: Color| {
        let count = |bits: u64| bits.count_ones() + 2 * (bits & p.kings()).count_ones();
        i64::from(count(p.pieces(c))) - i64::from(count(p.pieces(!c)))
    };
    let gained = |p: &VariantPosition| {
        p.legal_moves().is_empty() || (material(p, me) > material(start, me) && !p.has_capture())
    };
    plies > 0
        && pos.legal_moves().iter().any(|mv| {
            let after = pos.play(mv);
            gained(&after)
                || plies > 1
                    && after
                        .legal_moves()
                        .iter()
                        .all(|reply| forced_gain(after.play(reply), start, me, plies - 2))
        })
}

#[test]
fn a_puzzle_whose_gain_a_defence_escapes_fails_the_check() {
    // White's d2-c3 wins the man only if Black walks g5-f4 into e3:g5; Black plays elsewhere.
    let fen = "W:W23,26:B4,16";
    let start = VariantPosition::from_fen(Variant::Russian, fen).unwrap();
    // The proof's horizon: the line's 3 plies and 4 more.
    assert!(!forced_gain(start, &start, Color::White, 7));
    // And a gain that is forced: a1-b2 leaves Black only h4-g3, and f2:h4 takes the man.
    let forced = VariantPosition::from_fen(Variant::Russian, "W:W27,29:B20").unwrap();
    assert!(forced_gain(forced, &forced, Color::White, 3));
    let line = format!("russian\t{fen}\tgain\t2\t1\t80\td2-c3 g5-f4 e3:g5\t-\tmade-up\n");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("escape.tsv");
    std::fs::write(&path, line).unwrap();
    let (code, _, err) = shashki(&["puzzles", "check", path.to_str().unwrap()]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("the gain is not forced: d2-c3 "), "{err}");
}

#[test]
fn a_build_writes_puzzles_that_read_back_and_a_broken_file_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("p.tsv");
    let games =
        "crates/shashki-pdn/tests/data/games/russian-computers1998-shorthand-gamescheckers.pdn";
    let (code, _, err) = shashki(&[
        "puzzles",
        "build",
        "--shallow",
        "6",
        "--deep",
        "10",
        "--confirm",
        "14",
        "-o",
        out.to_str().unwrap(),
        games,
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("positions scanned"), "{err}");
    let written = std::fs::read_to_string(&out).unwrap();
    assert!(written.contains(
        "# made by: shashki puzzles build --shallow 6 --deep 10 --verify 12 --confirm 14 -o"
    ));
    assert!(
        written.contains("proved against every defence and passing the checks at depths 12 and 14")
    );
    let (code, out, err) = shashki(&["puzzles", "check", out.to_str().unwrap(), "--depth", "12"]);
    assert_eq!(code, 0, "{out}{err}");
    std::fs::write(dir.path().join("bad.tsv"), "russian\tW:W22\tshot\n").unwrap();
    let bad = dir.path().join("bad.tsv");
    let (code, _, err) = shashki(&["puzzles", "check", bad.to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("bad.tsv:1: 3 fields"), "{err}");
}
