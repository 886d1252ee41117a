//! The `shashki` command as INTERFACES.md §5 fixes it: JSON shapes, exit codes, messages.

use std::process::{Command, Output};

use serde_json::{json, Value};

fn shashki(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_shashki"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn json_of(out: &Output) -> Value {
    assert!(
        out.status.success(),
        "stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON document")
}

#[test]
fn perft_json_has_the_fields_of_section_5() {
    let v = json_of(&shashki(&[
        "perft",
        "--variant",
        "russian",
        "--depth",
        "5",
        "--json",
    ]));
    assert_eq!(v["variant"], "russian");
    assert_eq!(v["depth"], 5);
    assert_eq!(v["nodes"], 7482);
    assert_eq!(
        v["fen"],
        "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
    );
    assert!(v["seconds"].is_number());
}

#[test]
fn perft_divide_splits_the_count_by_first_move() {
    let v = json_of(&shashki(&[
        "perft",
        "--variant",
        "shashki",
        "--depth",
        "3",
        "--divide",
        "--json",
    ]));
    let splits = v["divide"].as_array().expect("divide array");
    assert_eq!(splits.len(), 7);
    let sum: u64 = splits.iter().map(|s| s["nodes"].as_u64().unwrap()).sum();
    assert_eq!(sum, 302);
    assert_eq!(v["nodes"], 302);
}

#[test]
fn moves_json_matches_the_example_of_section_5() {
    let out = shashki(&[
        "moves",
        "--variant",
        "russian",
        "--fen",
        "W:W22:B18,1",
        "--json",
    ]);
    assert_eq!(
        json_of(&out),
        json!([{"notation":"c3:e5","from":22,"to":15,"path":[22,15],"captured":[18]}])
    );
}

#[test]
fn moves_json_lists_every_landing_of_a_multi_capture() {
    let out = shashki(&[
        "moves",
        "--variant",
        "international",
        "--fen",
        "W:W12:B8,9,30",
        "--json",
    ]);
    assert_eq!(
        json_of(&out),
        json!([{"notation":"12x14","from":12,"to":14,"path":[12,3,14],"captured":[8,9]}])
    );
}

#[test]
fn chinese_checkers_perft_counts_distinct_from_to_moves_for_each_number_of_players() {
    for (players, nodes) in [("2", 4760), ("3", 2744), ("4", 2786), ("6", 2828)] {
        let v = json_of(&shashki(&[
            "perft",
            "--variant",
            "chinese-checkers",
            "--players",
            players,
            "--depth",
            "3",
            "--json",
        ]));
        assert_eq!(v["nodes"], nodes, "{players} players");
        assert_eq!(v["variant"], "chinese-checkers");
        assert_eq!(v["players"].to_string(), players);
    }
    let v = json_of(&shashki(&[
        "perft",
        "--variant",
        "sternhalma",
        "--fen",
        "A:A112-121:D1-10",
        "--depth",
        "2",
        "--divide",
        "--json",
    ]));
    assert_eq!(v["nodes"], 196);
    assert_eq!(v["divide"].as_array().map(Vec::len), Some(14));
    assert_eq!(v["divide"][0], json!({"move": "112-103", "nodes": 14}));
}

/// Five players on the large star count as six to depth 5 (F would move sixth); the small
/// star's counts are those of crates/shashki-star/README.md.
#[test]
fn chinese_checkers_perft_takes_five_players_and_the_small_star() {
    let perft = |args: &[&str]| {
        let base = ["perft", "--variant", "chinese-checkers", "--json"];
        json_of(&shashki(&[&base[..], args].concat()))
    };
    let v = perft(&["--players", "5", "--depth", "3"]);
    assert_eq!(
        (v["nodes"].clone(), v["players"].clone()),
        (json!(2828), json!(5))
    );
    for (players, nodes) in [
        ("2", 1800),
        ("3", 1000),
        ("4", 1030),
        ("5", 1065),
        ("6", 1065),
    ] {
        let v = perft(&["--board", "small", "--players", players, "--depth", "3"]);
        assert_eq!(v["nodes"], nodes, "small star, {players} players");
        assert!(v["fen"]
            .as_str()
            .is_some_and(|f| f.starts_with("small:A:A68-73")));
    }
    let v = perft(&["--fen", "small:A:A68-73:D1-6", "--depth", "2"]);
    assert_eq!(v["nodes"], 100);
    let v = json_of(&shashki(&[
        "moves",
        "--variant",
        "chinese-checkers",
        "--board",
        "small",
        "--json",
    ]));
    assert_eq!(
        v[9],
        json!({"notation": "72-64", "from": 72, "to": 64, "path": [72, 64], "captured": []})
    );
}

#[test]
fn chinese_checkers_moves_give_the_hop_chain_as_the_path() {
    let v = json_of(&shashki(&[
        "moves",
        "--variant",
        "halma-star",
        "--fen",
        "A:A61,52:D62,54",
        "--json",
    ]));
    let hop = v
        .as_array()
        .and_then(|a| a.iter().find(|m| m["notation"] == "61-44"))
        .cloned();
    assert_eq!(
        hop,
        Some(
            json!({"notation": "61-44", "from": 61, "to": 44, "path": [61, 63, 44], "captured": []})
        )
    );
    assert_eq!(v.as_array().map(Vec::len), Some(13));
}

fn refused(args: &[&str]) -> String {
    let out = shashki(args);
    assert_eq!(out.status.code(), Some(2), "{args:?} must exit 2");
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(!err.contains("panicked"), "{err}");
    err
}

#[test]
fn bad_input_exits_2_with_a_message_that_says_what_and_where() {
    let e = refused(&["moves", "--variant", "russian", "--fen", "W:W21,99:B1"]);
    assert!(e.contains("column 7") && e.contains("99"), "{e}");
    let e = refused(&["moves", "--variant", "russian", "--fen", "W:W1:B5"]);
    assert!(e.contains("promotion row"), "{e}");
    let e = refused(&["perft", "--variant", "chess", "--depth", "1"]);
    assert!(
        e.contains("unknown variant 'chess'")
            && e.contains("international")
            && e.contains("chinese-checkers"),
        "{e}"
    );
    let e = refused(&["moves", "--variant", "chinese-checkers", "--fen", "A:A1:D1"]);
    assert!(e.contains("hole 1 is given twice"), "{e}");
    let e = refused(&[
        "perft",
        "--variant",
        "chinese-checkers",
        "--players",
        "7",
        "--depth",
        "1",
    ]);
    assert!(e.contains("2 to 6"), "{e}");
    let e = refused(&[
        "perft",
        "--variant",
        "chinese-checkers",
        "--board",
        "medium",
        "--depth",
        "1",
    ]);
    assert!(e.contains("large or small"), "{e}");
    let e = refused(&[
        "perft",
        "--variant",
        "russian",
        "--players",
        "3",
        "--depth",
        "1",
    ]);
    assert!(
        e.contains("--players and --board are for chinese-checkers"),
        "{e}"
    );
    refused(&["perft", "--variant", "russian", "--depth", "-3"]);
    refused(&["perft", "--variant", "russian"]);
    refused(&["frobnicate"]);
}

#[test]
fn moves_reads_a_fen_typed_with_cyrillic_letters() {
    // `с3` and `е3` typed with the Cyrillic с and е, `сЗ` with the Ze of printed texts.
    for fen in ["W:Wс3,е3:Bd4", "W:WсЗ,e3:Bd4"] {
        let out = shashki(&["moves", "--variant", "russian", "--fen", fen]);
        assert!(
            out.status.success(),
            "{fen}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            "c3:e5\ne3:c5\n",
            "{fen}"
        );
    }
    let e = refused(&["moves", "--variant", "russian", "--fen", "W:Wс9:Bd4"]);
    assert!(e.contains("'с9'") && e.contains("column 4"), "{e}");
}

#[test]
fn the_help_summary_names_every_command_it_lists() {
    let out = shashki(&["--help"]);
    assert!(out.status.success());
    let help = String::from_utf8(out.stdout).expect("UTF-8 help");
    let summary = help.lines().next().expect("a summary line");
    let commands: Vec<&str> = help
        .lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|&c| c != "help")
        .collect();
    assert!(
        commands.contains(&"serve") && commands.contains(&"play"),
        "{help}"
    );
    for command in commands {
        assert!(
            summary
                .split(|c: char| !c.is_ascii_alphanumeric())
                .any(|w| w == command),
            "the summary {summary:?} does not name `{command}`"
        );
    }
}

/// The folk variants (RULES.md §16.1a–16.3) through `perft` and `moves`: the counts are this
/// program's own (no other program plays these games), the moves each show the variant's rule;
/// they are written as russian is (issue 32), the squares in JSON with the canonical numbers.
#[test]
fn perft_and_moves_play_the_folk_variants() {
    for (variant, nodes) in [("bashni", 37908), ("stavropol", 3186111), ("samoedy", 9671)] {
        let v = json_of(&shashki(&[
            "perft",
            "--variant",
            variant,
            "--depth",
            "6",
            "--json",
        ]));
        assert_eq!(v["nodes"], nodes, "{variant}");
    }
    let moves = |variant: &str, fen: &str| {
        json_of(&shashki(&[
            "moves",
            "--variant",
            variant,
            "--fen",
            fen,
            "--json",
        ]))
    };
    // Bashni: c3 takes the black top of the column d4, whose white prisoner stays.
    assert_eq!(
        moves("bashni", "W:Wc3:Bd4=bw,h8"),
        json!([{"notation":"c3:e5","from":22,"to":15,"path":[22,15],"captured":[18]}])
    );
    // Stavropol: White moves its man c1 or Black's man d6, as Black would.
    let notations: Vec<Value> = moves("stavropol", "W:Wc1:Bd6")
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["notation"].clone())
        .collect();
    assert_eq!(notations, ["c1-b2", "c1-d2", "d6-c5", "d6-e5"]);
    // Samoedy: White must take one of its own men.
    assert_eq!(
        moves("samoedy", "W:Wc3,d4:Bh8"),
        json!([
            {"notation":"d4:b2","from":18,"to":25,"path":[18,25],"captured":[22]},
            {"notation":"c3:e5","from":22,"to":15,"path":[22,15],"captured":[18]}
        ])
    );
}

/// `shashki serve` takes its database from SHASHKI_DB when `--db` is absent (a PostgreSQL
/// password stays out of the process list), and `--db` wins over it.
#[test]
fn serve_reads_the_database_from_shashki_db() {
    let serve = |db_flag: Option<&str>| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_shashki"));
        cmd.args(["serve", "--addr", "127.0.0.1:0"])
            .env("SHASHKI_DB", "/nonexistent-shashki-dir/from-env.db");
        if let Some(db) = db_flag {
            cmd.args(["--db", db]);
        }
        let out = cmd.output().expect("the binary runs");
        assert!(!out.status.success());
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    assert!(serve(None).contains("/nonexistent-shashki-dir/from-env.db"));
    let flagged = serve(Some("/nonexistent-shashki-dir/from-flag.db"));
    assert!(flagged.contains("from-flag.db") && !flagged.contains("from-env.db"));
}
