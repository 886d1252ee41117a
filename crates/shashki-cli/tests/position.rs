//! `shashki position`: conversions between FEN, book text and pictures.

use std::process::Command;

fn shashki(args: &[&str]) -> (i32, String, String) {
    shashki_in("C", args)
}

/// Runs the command with the locale `lang` (the language of its messages when no `--lang`).
fn shashki_in(lang: &str, args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_shashki"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
        .output()
        .expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

const BOOK: &str = "Белые: Д.e1, пр.c1, f2; Чёрные: Д.h6, пр.b6, e5, e7, g7";

/// `shashki position --variant russian FROM INPUT --to TO`: its output, trimmed, once it
/// succeeded.
fn convert(from: &str, input: &str, to: &str) -> String {
    let (code, out, err) = shashki(&["position", "--variant", "russian", from, input, "--to", to]);
    assert_eq!(code, 0, "{err}");
    out.trim().to_string()
}

#[test]
fn book_text_fen_and_back() {
    let fen = convert("--text", BOOK, "fen");
    assert_eq!(fen, "W:W27,30,K31:B7,8,9,K12,15");
    assert_eq!(convert("--fen", &fen, "text"), BOOK);
    // In Ukrainian (a Ukrainian keyboard has no `ы` or `ё`), read back to the same FEN.
    let ukrainian = convert("--fen", &fen, "text-uk");
    assert_eq!(
        ukrainian,
        "Білі: Д.e1, пр.c1, f2; Чорні: Д.h6, пр.b6, e5, e7, g7"
    );
    assert_eq!(convert("--text", &ukrainian, "fen"), fen);
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
    assert!(
        err.contains("at column 1: 'Синие' is neither a side"),
        "{err}"
    );
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

/// `shashki position --variant russian --text TEXT --to fen`.
fn text_to_fen(text: &str) -> (i32, String, String) {
    shashki(&[
        "position",
        "--variant",
        "russian",
        "--text",
        text,
        "--to",
        "fen",
    ])
}

#[test]
fn the_side_to_move_may_be_said_first_without_losing_a_side() {
    let (code, fen, err) = text_to_fen("ход чёрных. Белые: c1, f2; Чёрные: b6, e5");
    assert_eq!((code, fen.trim()), (0, "B:W27,30:B9,15"), "{err}");
    let (code, fen, err) = text_to_fen("Ход белых. Чёрные: b6, e5; Белые: c1, f2");
    assert_eq!((code, fen.trim()), (0, "W:W27,30:B9,15"), "{err}");
    let (code, fen, err) =
        text_to_fen("Белые: дамки e1, h2; простые c1, f2. Чёрные: b6. Чёрные начинают.");
    assert_eq!((code, fen.trim()), (0, "B:W27,K28,30,K31:B9"), "{err}");
}

#[test]
fn a_bad_word_exits_2_naming_it_and_its_column_in_the_language() {
    let text = "Белые: c1, z9; Чёрные: b6";
    let (code, out, err) = text_to_fen(text);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err.trim(),
        "shashki: bad position text at column 12: 'z9' is not a square of the board: off the board"
    );
    let (code, _, err) = shashki(&[
        "position",
        "--variant",
        "russian",
        "--lang",
        "ru",
        "--text",
        text,
    ]);
    assert_eq!(code, 2);
    assert_eq!(
        err.trim(),
        "shashki: неверная запись позиции, знак 12: «z9» — не поле доски: вне доски"
    );
    let (code, _, err) = shashki_in(
        "uk_UA.UTF-8",
        &[
            "position",
            "--variant",
            "russian",
            "--text",
            "Білі: c1; Білі: f2",
        ],
    );
    assert_eq!(code, 2);
    assert_eq!(
        err.trim(),
        "shashki: хибний запис позиції, знак 11: білі названі двічі"
    );
}

#[test]
fn chinese_checkers_positions_are_sent_to_their_own_commands() {
    let (code, out, err) = shashki(&["position", "--variant", "chinese-checkers", "--to", "fen"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(!err.contains("unknown variant"), "{err}");
    for command in [
        "shashki moves",
        "shashki perft",
        "shashki play --variant chinese-checkers",
    ] {
        assert!(err.contains(command), "{command} in {err}");
    }
    // A command named reads its position text and writes it back.
    let text = "D:A1-7,9,10,17:D57-66";
    let (code, out, err) = shashki(&[
        "perft",
        "--variant",
        "chinese-checkers",
        "--fen",
        text,
        "--depth",
        "1",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains(&format!("\"fen\":\"{text}\"")), "{out}");
}

#[test]
fn an_unknown_variant_is_said_in_the_language_asked() {
    // Tried cold: it was said in English whatever --lang said.
    let (code, _, err) = shashki(&[
        "position",
        "--variant",
        "russiann",
        "--lang",
        "ru",
        "--text",
        "Белые: c1; Чёрные: b6",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("неизвестная игра «russiann»"), "{err}");
    assert!(err.contains("russian, "), "the keys are listed: {err}");
}
