//! `shashki egdb` as INTERFACES.md §10 fixes it: build (resumable, a second run does nothing),
//! probe (JSON lines in the order given, an error line and exit code 2 for a position outside
//! the tables).

use std::io::Write;
use std::process::{Command, Stdio};

fn shashki(args: &[&str], input: &str) -> (i32, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_shashki"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("shashki runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("input");
    let out = child.wait_with_output().expect("output");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn egdb_build_then_probe_as_interfaces_section_10_says() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path().to_str().expect("utf-8 path");
    let build = [
        "egdb",
        "build",
        "--variant",
        "russian",
        "--pieces",
        "3",
        "--dir",
        d,
    ];
    let (code, out) = shashki(&build, "");
    assert_eq!(code, 0);
    assert!(out.contains("russian up to 3 pieces"), "{out}");
    let (code, out) = shashki(&build, "");
    assert_eq!((code, out.as_str()), (0, ""), "a second run does nothing");
    let probe = [
        "egdb",
        "probe",
        "--variant",
        "russian",
        "--dir",
        d,
        "--json",
    ];
    let (code, out) = shashki(&probe, "W:WKa1:BKh8\nW:WKc1,Ke1:BKd2\nW:WKc3:BKf8\n");
    assert_eq!(code, 0);
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON line"))
        .collect();
    assert_eq!(
        lines[0],
        serde_json::json!({"fen": "W:WKa1:BKh8", "wdl": "loss", "plies": 2, "rules_wdl": "loss"})
    );
    assert_eq!(lines[1]["wdl"], "win");
    assert_eq!(lines[1]["plies"], 1);
    assert_eq!(lines[2]["wdl"], "draw");
    assert_eq!(lines[2]["plies"], serde_json::Value::Null);
    let (code, out) = shashki(&probe, "W:WKa1,Kc1,Ke1:BKh8\nW:WKa1:BKh8\n");
    assert_eq!(code, 2, "a position outside the tables");
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON line"))
        .collect();
    assert_eq!(lines[0]["fen"], "W:WKa1,Kc1,Ke1:BKh8");
    assert!(lines[0]["error"].is_string());
    assert_eq!(lines[1]["wdl"], "loss", "answers go on after an error");
}
