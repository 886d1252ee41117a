//! Every engine line written and read back; the forms pydraughts' HubEngine relies on.

use std::time::Duration;

use shashki_hub::{hub_score, variant_values, Id, InfoLine, Param, ParamKind, Reply, WIN};

fn mv(text: &str) -> String {
    text.to_string()
}

fn parse(text: &str) -> Reply {
    Reply::parse(text).unwrap().unwrap()
}

#[test]
fn every_reply_written_reads_back_the_same() {
    let replies = [
        Reply::Id(Id {
            name: Some("shashki".into()),
            version: Some("0.1.0".into()),
            author: Some("The shashki authors".into()),
            country: None,
        }),
        Reply::Param(Param {
            name: "variant".into(),
            value: "international".into(),
            kind: ParamKind::Enum(variant_values()),
        }),
        Reply::Param(Param {
            name: "threads".into(),
            value: "1".into(),
            kind: ParamKind::Int { min: 1, max: 64 },
        }),
        Reply::Param(Param {
            name: "margin".into(),
            value: "0.5".into(),
            kind: ParamKind::Real { min: 0.0, max: 2.5 },
        }),
        Reply::Param(Param {
            name: "book".into(),
            value: "true".into(),
            kind: ParamKind::Bool,
        }),
        Reply::Param(Param {
            name: "book-file".into(),
            value: "".into(),
            kind: ParamKind::Text,
        }),
        Reply::Wait,
        Reply::Ready,
        Reply::Info(InfoLine {
            depth: Some(21),
            mean_depth: Some(20.8),
            score: Some(-1),
            nodes: Some(31_261_613),
            time: Some(Duration::from_millis(3906)),
            nps: Some(8_004_000),
            pv: vec![mv("32-28"), mv("17-22"), mv("28x17x22")],
        }),
        Reply::Info(InfoLine::default()),
        Reply::Done {
            best: Some(mv("32-28")),
            ponder: Some(mv("17-22")),
        },
        Reply::Done {
            best: Some(mv("28x19x23")),
            ponder: None,
        },
        Reply::Done {
            best: None,
            ponder: None,
        },
        Reply::Pong,
        Reply::Error("bad move 99-98".into()),
    ];
    for reply in replies {
        let text = reply.to_string();
        assert_eq!(Reply::parse(&text).unwrap(), Some(reply), "{text}");
    }
}

#[test]
fn scan_lines_are_read() {
    let info = parse(
        r#"info depth=21 mean-depth=20.8 score=-0.01 nodes=31261613 time=3.906 nps=8.0 pv="32-28 17-22""#,
    );
    let Reply::Info(info) = info else {
        panic!("not info")
    };
    assert_eq!(info.score, Some(-1));
    assert_eq!(info.nps, Some(8_000_000));
    assert_eq!(info.time, Some(Duration::from_millis(3906)));
    assert_eq!(info.pv.len(), 2);
    assert_eq!(
        parse(r#"id name=Scan version=3.1 author="Fabien Letouzey" country=France"#),
        Reply::Id(Id {
            name: Some("Scan".into()),
            version: Some("3.1".into()),
            author: Some("Fabien Letouzey".into()),
            country: Some("France".into()),
        })
    );
    assert_eq!(
        parse(r#"param name=variant value=normal type=enum values="normal killer bt""#),
        Reply::Param(Param {
            name: "variant".into(),
            value: "normal".into(),
            kind: ParamKind::Enum(vec!["normal".into(), "killer".into(), "bt".into()]),
        })
    );
    assert_eq!(
        parse(r#"error message="bad command""#),
        Reply::Error("bad command".into())
    );
    assert_eq!(
        parse("error illegal move"),
        Reply::Error("illegal move".into())
    );
    assert_eq!(parse("unheard-of x=1"), Reply::Unknown("unheard-of".into()));
}

#[test]
fn done_writes_the_move_first_then_the_ponder_move() {
    let done = Reply::Done {
        best: Some(mv("28x19x23")),
        ponder: Some(mv("14x23x19")),
    };
    assert_eq!(done.to_string(), "done move=28x19x23 ponder=14x23x19");
    let alone = Reply::Done {
        best: Some(mv("32-28")),
        ponder: None,
    };
    assert_eq!(alone.to_string(), "done move=32-28");
}

#[test]
fn info_is_written_in_scan_units() {
    let info = InfoLine {
        depth: Some(7),
        mean_depth: None,
        score: Some(-5),
        nodes: Some(123_456),
        time: Some(Duration::from_millis(1_234)),
        nps: Some(100_000),
        pv: vec![mv("32-28"), mv("19-23")],
    };
    assert_eq!(
        info.to_string(),
        r#"info depth=7 score=-0.05 nodes=123456 time=1.234 nps=0.100 pv="32-28 19-23""#
    );
}

#[test]
fn param_and_error_lines_are_pairs_only() {
    // pydraughts splits every word of `id`, `param` and `info` at '=' and expects two parts.
    let param = Param {
        name: "variant".into(),
        value: "international".into(),
        kind: ParamKind::Enum(variant_values()),
    }
    .to_string();
    assert!(param.starts_with("param name=variant value=international type=enum values=\""));
    assert_eq!(
        Reply::Error("no position".into()).to_string(),
        r#"error message="no position""#
    );
}

#[test]
fn the_variant_list_has_every_key_and_scans_names() {
    let values = variant_values();
    for variant in shashki::Variant::ALL {
        assert!(values.contains(&variant.key().to_string()), "{variant}");
    }
    for scan in ["normal", "killer", "bt", "losing"] {
        assert!(values.contains(&scan.to_string()), "{scan}");
    }
    let unique: std::collections::HashSet<&String> = values.iter().collect();
    assert_eq!(unique.len(), values.len(), "no name twice");
}

#[test]
fn wins_and_losses_use_scans_ninety_nine_scale() {
    assert_eq!(hub_score(35, None), 35);
    assert_eq!(hub_score(29_995, Some(5)), WIN - 5);
    assert_eq!(hub_score(-29_988, Some(12)), -(WIN - 12));
    assert!(
        hub_score(20_000, None) < WIN - 1_000,
        "big scores never look like wins"
    );
}
