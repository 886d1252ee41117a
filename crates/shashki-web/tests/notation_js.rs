//! The page's own reading of move texts (`squaresOf` in `assets/notation.js`, for the last-move
//! marks and arrows), run under Node: it reads what the rules crate reads (issue 32), the
//! Cyrillic look-alikes, the Ze for 3, the dashes and `×`. Without `node` on the PATH the check
//! is skipped with a note, unless SHASHKI_NEED_NODE is set.

use std::path::PathBuf;
use std::process::Command;

use serde_json::{json, Value};
use shashki::Variant;

/// The variant's squares as `/api/variants` gives them to the page (number and name).
fn squares(variant: Variant) -> Value {
    (1..=variant.squares())
        .filter_map(|n| {
            let bit = variant.square_bit(n)?;
            Some(json!({"number": n, "name": variant.square_name(bit)}))
        })
        .collect()
}

#[test]
fn the_page_reads_moves_as_russian_players_write_them() {
    let dir = std::env::temp_dir().join(format!("shashki-notation-js-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let asset = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/notation.js");
    std::fs::copy(&asset, dir.join("notation.mjs")).expect("notation.js is readable");
    let cases = json!([
        ["russian", "сЗ-d4"],
        ["russian", "с3–d4"],
        ["russian", "С3хе5!"],
        ["russian", "c3:e5:g7"],
        ["bashni", "c3—d4"],
        ["international", "22×31"],
    ]);
    let boards: Value = ["russian", "bashni", "international"]
        .iter()
        .map(|k| (k.to_string(), squares(k.parse().unwrap())))
        .collect::<serde_json::Map<_, _>>()
        .into();
    std::fs::write(dir.join("cases.json"), json!([boards, cases]).to_string()).unwrap();
    let script = r#"
import { readFileSync } from "node:fs";
import { squaresOf } from "./notation.mjs";
const [boards, cases] = JSON.parse(readFileSync("cases.json", "utf8"));
console.log(JSON.stringify(cases.map(([v, text]) => squaresOf(text, { squares: boards[v] }))));
"#;
    std::fs::write(dir.join("check.mjs"), script).unwrap();
    let run = Command::new("node")
        .arg("check.mjs")
        .current_dir(&dir)
        .output();
    let run = match run {
        Ok(run) => run,
        Err(e) if std::env::var_os("SHASHKI_NEED_NODE").is_none() => {
            eprintln!("notation_js: node cannot run ({e}): the page's reading is not checked");
            std::fs::remove_dir_all(&dir).ok();
            return;
        }
        Err(e) => panic!("node cannot run ({e}) and SHASHKI_NEED_NODE is set"),
    };
    std::fs::remove_dir_all(&dir).ok();
    assert!(
        run.status.success(),
        "node failed: {}",
        String::from_utf8_lossy(&run.stderr)
    );
    let out: Value = serde_json::from_slice(&run.stdout).expect("node prints JSON");
    assert_eq!(
        out,
        json!([
            [22, 18],
            [22, 18],
            [22, 15],
            [22, 15, 8],
            [22, 18],
            [22, 31]
        ])
    );
}
