//! `shashki position`: conversions between FEN, book text and pictures.

use std::process::Command;

fn shashki(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_shashki"))
        .args(args)
        .output()
        .expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

const BOOK: &str = "Белые: Д.e1, пр.c1, f2; Чёрные: Д.h6, пр.b6, e5, e7, g7";

#[test]
fn book_text_fen_and_back() {
    let (code, fen, _) = shashki(&[
        "position",
        "--variant",
        "russian",
        "--text",
        BOOK,
        "--to",
        "fen",
    ]);
    assert_eq!(code, 0);
    assert_eq!(fen.trim(), "W:W27,30,K31:B7,8,9,K12,15");
    let (_, text, _) = shashki(&[
        "position",
        "--variant",
        "russian",
        "--fen",
        fen.trim(),
        "--to",
        "text",
    ]);
    assert_eq!(text.trim(), BOOK);
}

#[test]
fn svg_is_well_formed_and_shows_every_piece_and_the_arrow() {
    let (code, svg, err) = shashki(&[
        "position",
        "--variant",
        "russian",
        "--text",
        BOOK,
        "--to",
        "svg",
        "--coordinates",
        "--arrow",
        "e1-d2",
    ]);
    assert_eq!(code, 0, "{err}");
    let doc = roxmltree::Document::parse(&svg).expect("well-formed XML");
    let class = |n: &roxmltree::Node| n.attribute("class").unwrap_or("").to_string();
    let pieces: Vec<String> = doc
        .descendants()
        .map(|n| class(&n))
        .filter(|c| c.starts_with("piece"))
        .collect();
    assert_eq!(pieces.len(), 8);
    assert_eq!(pieces.iter().filter(|c| c.contains("king")).count(), 2);
    assert_eq!(pieces.iter().filter(|c| c.contains("white")).count(), 3);
    assert_eq!(doc.descendants().filter(|n| class(n) == "arrow").count(), 1);
    assert_eq!(
        doc.descendants().filter(|n| class(n) == "square").count(),
        64
    );
}

#[test]
fn a_diagram_of_international_has_ten_ranks() {
    let (code, text, _) = shashki(&["position", "--variant", "international", "--to", "diagram"]);
    assert_eq!(code, 0);
    let ranks: Vec<&str> = text
        .lines()
        .filter(|l| l[..2].trim().parse::<u32>().is_ok())
        .collect();
    assert_eq!(ranks.len(), 10);
    let count = |c: char| ranks.iter().map(|l| l.matches(c).count()).sum::<usize>();
    assert_eq!((count('w'), count('b')), (20, 20));
}

#[test]
fn bad_positions_and_moves_exit_2() {
    let (code, _, err) = shashki(&["position", "--variant", "russian", "--text", "Синие: e1"]);
    assert_eq!(code, 2);
    assert!(err.contains("names no side"), "{err}");
    let (code, _, _) = shashki(&[
        "position",
        "--variant",
        "russian",
        "--to",
        "svg",
        "--arrow",
        "a1-h8",
    ]);
    assert_eq!(code, 2);
}
