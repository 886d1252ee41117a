//! Differential tests of the move generator against independent libraries: pydraughts 0.6.7,
//! and for turkish kish 1.1.7 and for frisian py-draughts 1.10.1 (`FrisianBoard`).
//!
//! Each fixture in `tests/data/oracle/` holds random positions (from random games and random
//! placements) with the library's legal moves, one JSON object a line:
//! `{"variant", "fen", "moves": [[from, to, [captured...]], ...]}`, all canonical numbers; the
//! README there names the command and seed. Every position must give exactly the same set of
//! (from, to, captured set) here.

use std::fmt::Write as _;

use serde_json::Value;
use shashki::{
    square, Bits, Brazilian, English, Frisian, International, Italian, Position, Rules, Russian,
    Turkish,
};

/// A move's identity in canonical numbers: from, to and the sorted captured squares.
type Triple = (u32, u32, Vec<u32>);

/// Our legal moves of `fen` as sorted triples.
fn our_moves<R: Rules>(fen: &str) -> Result<Vec<Triple>, String> {
    let pos = Position::<R>::from_fen(fen).map_err(|e| format!("refused: {e}"))?;
    let number = |bit| square::number_of_bit::<R>(bit);
    let mut moves: Vec<Triple> = pos
        .legal_moves()
        .iter()
        .map(|mv| {
            let mut captured: Vec<u32> = Bits(mv.captured()).map(number).collect();
            captured.sort_unstable();
            (number(mv.from()), number(mv.to()), captured)
        })
        .collect();
    moves.sort();
    Ok(moves)
}

/// The oracle's moves of one fixture line as sorted triples.
fn oracle_moves(moves: &Value) -> Vec<Triple> {
    let number = |v: &Value| {
        v.as_u64()
            .and_then(|n| u32::try_from(n).ok())
            .expect("square number")
    };
    let mut out: Vec<Triple> = moves
        .as_array()
        .expect("moves is an array")
        .iter()
        .map(|m| {
            let m = m.as_array().expect("a move is [from, to, [captured...]]");
            let mut captured: Vec<u32> = m[2]
                .as_array()
                .expect("captured is an array")
                .iter()
                .map(number)
                .collect();
            captured.sort_unstable();
            (number(&m[0]), number(&m[1]), captured)
        })
        .collect();
    out.sort();
    out
}

/// A move list as text: `22-17` for a quiet move, `22x13(18)` for a capture.
fn show(moves: &[Triple]) -> String {
    let text: Vec<String> = moves
        .iter()
        .map(|(from, to, captured)| {
            if captured.is_empty() {
                format!("{from}-{to}")
            } else {
                let captured: Vec<String> = captured.iter().map(u32::to_string).collect();
                format!("{from}x{to}({})", captured.join(","))
            }
        })
        .collect();
    format!("[{}]", text.join(" "))
}

/// Compares every position of `tests/data/oracle/<key>.jsonl` and fails with all mismatches.
fn agree_with_pydraughts<R: Rules>(key: &str, positions: usize) {
    agree_with::<R>("pydraughts", key, positions);
}

/// Compares every position of `tests/data/oracle/<key>.jsonl`, made with `oracle`, and fails
/// with all mismatches.
fn agree_with<R: Rules>(oracle: &str, key: &str, positions: usize) {
    let path = format!(
        "{}/tests/data/oracle/{key}.jsonl",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(
        lines.len(),
        positions,
        "{path}: expected {positions} positions"
    );

    let mut report = String::new();
    let mut mismatches = 0;
    for (index, line) in lines.iter().enumerate() {
        let record: Value =
            serde_json::from_str(line).unwrap_or_else(|e| panic!("{path}:{}: {e}", index + 1));
        let fen = record["fen"].as_str().expect("fen is a string");
        let theirs = oracle_moves(&record["moves"]);
        let ours = our_moves::<R>(fen);
        if ours.as_ref() == Ok(&theirs) {
            continue;
        }
        mismatches += 1;
        let _ = write!(report, "\n  line {}: {fen}", index + 1);
        match ours {
            Ok(ours) => {
                let only = |a: &[Triple], b: &[Triple]| -> Vec<Triple> {
                    a.iter().filter(|m| !b.contains(m)).cloned().collect()
                };
                let _ = write!(report, "\n    ours:            {}", show(&ours));
                let _ = write!(report, "\n    {oracle:<17}{}", show(&theirs));
                let _ = write!(
                    report,
                    "\n    only ours:       {}",
                    show(&only(&ours, &theirs))
                );
                let _ = write!(
                    report,
                    "\n    only theirs:     {}",
                    show(&only(&theirs, &ours))
                );
            }
            Err(refusal) => {
                let _ = write!(report, "\n    ours:            {refusal}");
                let _ = write!(report, "\n    {oracle:<17}{}", show(&theirs));
            }
        }
    }
    assert!(
        mismatches == 0,
        "{key}: {mismatches} of {positions} positions disagree with {oracle} ({path}):{report}"
    );
}

#[test]
fn russian_moves_agree_with_pydraughts_on_2000_random_positions() {
    agree_with_pydraughts::<Russian>("russian", 2000);
}

#[test]
fn brazilian_moves_agree_with_pydraughts_on_2000_random_positions() {
    agree_with_pydraughts::<Brazilian>("brazilian", 2000);
}

#[test]
fn international_moves_agree_with_pydraughts_on_2000_random_positions() {
    agree_with_pydraughts::<International>("international", 2000);
}

#[test]
fn english_moves_agree_with_pydraughts_on_2000_random_positions() {
    agree_with_pydraughts::<English>("english", 2000);
}

#[test]
fn italian_moves_agree_with_pydraughts_on_1000_random_positions() {
    agree_with_pydraughts::<Italian>("italian", 1000);
}

#[test]
fn turkish_moves_agree_with_kish_on_2000_random_positions() {
    agree_with::<Turkish>("kish", "turkish", 2000);
}

#[test]
fn frisian_moves_agree_with_py_draughts_on_2000_random_positions() {
    agree_with::<Frisian>("py-draughts", "frisian", 2000);
}
