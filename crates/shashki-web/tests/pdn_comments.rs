//! PDN comments go through the analysis board (issue 33: `{Городская партия}` was lost on
//! import, export and the share link): `POST /api/pdn/import` gives them with the line (before
//! the first move, after a move, before a variation's first move, after the result), the page's
//! tree (`assets/tree.js`, run under Node when it is on the PATH) keeps them, and
//! `POST /api/pdn/export`, which also makes the share link's text, writes them back, so that
//! the link opens the same game. The reader's errors come in the request's language.

mod common;

use std::path::PathBuf;
use std::process::Command;

use axum::http::StatusCode;
use common::{fresh_db, Server};
use serde_json::{json, Value};

/// A Russian game as a book prints it, with comments everywhere PDN allows them.
const GAME: &str = "[Event \"Городской турнир\"]\n[GameType \"25\"]\n{Городская партия}\n\
1. c3-d4 {лучший ответ} f6-g5 2. d4-c5?! ({или} 2. g3-f4 e7-f6!) 2... d6:b4 3. a3:c5 * {Ничья по соглашению}\n";

async fn import(server: &Server, lang: &str, pdn: &str) -> (StatusCode, Value) {
    let body = json!({ "pdn": pdn }).to_string();
    server
        .call_in(lang, "POST", "/api/pdn/import", None, Some(body))
        .await
}

/// The export's body for an import's answer with `moves` as the line the page sends.
fn export_body(imported: &Value, moves: &Value) -> String {
    json!({
        "variant": imported["variant"],
        "start_fen": imported["start_fen"],
        "tags": imported["tags"],
        "moves": moves,
        "comments": imported["comments"],
        "comments_after": imported["comments_after"],
    })
    .to_string()
}

/// The comments of an import's answer: before, each node's (main line and variations) with its
/// mark, after.
fn comments(imported: &Value) -> Value {
    fn of_line(line: &Value, out: &mut Vec<Value>) {
        for node in line.as_array().unwrap() {
            out.push(json!([
                node["move"],
                node["comments_before"],
                node["comments"],
                node["annotation"]
            ]));
            for v in node["variations"].as_array().unwrap() {
                of_line(v, out);
            }
        }
    }
    let mut nodes = Vec::new();
    of_line(&imported["tree"], &mut nodes);
    json!([imported["comments"], nodes, imported["comments_after"]])
}

/// The page's tree over `line` and back (`new Tree(fen, line).line()`), under Node; `None`
/// without Node on the PATH.
fn through_the_page_tree(line: &Value) -> Option<Value> {
    let dir = std::env::temp_dir().join(format!("shashki-tree-js-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let asset = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/tree.js");
    std::fs::copy(&asset, dir.join("tree.mjs")).expect("tree.js is readable");
    let script = format!(
        "import {{ Tree }} from {:?};\nconsole.log(JSON.stringify(new Tree(\"x\", {line}).line()));\n",
        dir.join("tree.mjs").display().to_string()
    );
    let out = match Command::new("node")
        .args(["--input-type=module", "-e", &script])
        .output()
    {
        Ok(out) => out,
        Err(e) => {
            eprintln!("SKIPPED: the page's tree under Node ({e})");
            return None;
        }
    };
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(serde_json::from_slice(&out.stdout).expect("JSON from the page's tree"))
}

#[tokio::test]
async fn comments_and_marks_survive_import_the_page_s_tree_export_and_the_share_link() {
    let server = Server::open(fresh_db("pdn-comments"));
    let (status, imported) = import(&server, "ru", GAME).await;
    assert_eq!(status, StatusCode::OK, "{imported}");
    assert_eq!(imported["comments"], json!(["Городская партия"]));
    assert_eq!(imported["comments_after"], json!(["Ничья по соглашению"]));
    let tree = &imported["tree"];
    assert_eq!(tree[0]["comments"], json!(["лучший ответ"]), "{tree}");
    let variation = &tree[2]["variations"][0];
    assert_eq!(variation[0]["move"], "g3-f4", "{tree}");
    assert_eq!(variation[0]["comments_before"], json!(["или"]), "{tree}");
    assert_eq!(tree[1].get("comments"), None, "no comment, no key: {tree}");
    assert_eq!(tree[2]["annotation"], "?!", "{tree}");
    assert_eq!(variation[1]["annotation"], "!", "{tree}");
    assert_eq!(tree[1].get("annotation"), None, "no mark, no key: {tree}");

    // The page sends its tree's line; under Node it is the import's line without the FENs.
    let paged = through_the_page_tree(tree);
    let moves = paged.clone().unwrap_or_else(|| tree.clone());
    if let Some(paged) = &paged {
        assert_eq!(paged[0]["comments"], json!(["лучший ответ"]), "{paged}");
        assert_eq!(paged[2]["annotation"], "?!", "{paged}");
        assert_eq!(
            paged[2]["variations"][0][0]["comments_before"],
            json!(["или"])
        );
    }
    let (status, exported) = server
        .call(
            "POST",
            "/api/pdn/export",
            None,
            Some(export_body(&imported, &moves)),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{exported}");
    let pdn = exported["pdn"].as_str().unwrap();
    for words in [
        "{Городская партия}",
        "{лучший ответ}",
        "{или}",
        "{Ничья по соглашению}",
        "d4-c5?!",
        "e7-f6!",
    ] {
        assert!(pdn.contains(words), "{words} lost:\n{pdn}");
    }
    // The share link is the page's address with this text after #pdn=: opening it imports it.
    let (status, again) = import(&server, "ru", pdn).await;
    assert_eq!(status, StatusCode::OK, "{again}");
    assert_eq!(comments(&again), comments(&imported), "{pdn}");
}

#[tokio::test]
async fn the_reader_s_errors_come_in_the_request_s_language() {
    let server = Server::open(fresh_db("pdn-errors-language"));
    let bad = "[Event \"x\"]\n1. c3-d4 zz-yy *\n";
    for (lang, words) in [
        (
            "ru",
            "PDN, строка 2, знак 10: «zz-yy» — не ход и не знак записи",
        ),
        ("uk", "PDN, рядок 2"),
        ("en", "PDN line 2, column 10"),
    ] {
        let (status, e) = import(&server, lang, bad).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{e}");
        let message = e["error"]["message"].as_str().unwrap();
        assert!(message.contains(words), "{lang}: {message}");
        if lang != "en" {
            assert!(
                !message.contains("unexpected") && !message.contains("in the moves"),
                "{lang}: {message}"
            );
        }
    }
    // An unknown GameType is refused, not read as russian.
    let (status, e) = import(&server, "ru", "[GameType \"99\"]\n1. c3-d4 *\n").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{e}");
    let message = e["error"]["message"].as_str().unwrap();
    assert!(message.contains("GameType «99»"), "{message}");
}

#[tokio::test]
async fn an_export_glues_marks_to_moves_and_drops_what_is_no_mark() {
    let server = Server::open(fresh_db("pdn-marks"));
    let body = json!({"variant": "russian", "moves": [
        {"move": "c3-d4", "annotation": "!!"},
        {"move": "f6-g5", "annotation": "} {x"},
    ]})
    .to_string();
    let (status, exported) = server
        .call("POST", "/api/pdn/export", None, Some(body))
        .await;
    assert_eq!(status, StatusCode::OK, "{exported}");
    let pdn = exported["pdn"].as_str().unwrap();
    assert!(pdn.contains("1. c3-d4!! f6-g5 *"), "{pdn}");
}
