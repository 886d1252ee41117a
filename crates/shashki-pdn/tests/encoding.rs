//! Encodings and line ends: UTF-8 with or without BOM, Windows-1251, ISO-8859-1, CRLF.

use shashki_pdn::{PdnGame, Reader};

fn one(bytes: &[u8]) -> PdnGame {
    let mut games: Vec<_> = Reader::new(bytes).collect();
    assert_eq!(games.len(), 1, "{games:?}");
    games.remove(0).unwrap()
}

#[test]
fn utf8_with_a_byte_order_mark() {
    let mut bytes = vec![0xEF, 0xBB, 0xBF];
    bytes.extend_from_slice("[White \"Абациев Н.\"]\n1. c3-d4 *\n".as_bytes());
    let game = one(&bytes);
    assert_eq!(
        game.tags[0],
        ("White".to_string(), "Абациев Н.".to_string())
    );
}

#[test]
fn windows_1251_russian() {
    // [Event "Чемпионат СССР"] [White "Абациев Н."] {Д.e1, пр.c1} in Windows-1251.
    let mut bytes = b"[Event \"".to_vec();
    bytes.extend([
        0xD7, 0xE5, 0xEC, 0xEF, 0xE8, 0xEE, 0xED, 0xE0, 0xF2, 0x20, 0xD1, 0xD1, 0xD1, 0xD0,
    ]);
    bytes.extend(b"\"]\n[White \"");
    bytes.extend([0xC0, 0xE1, 0xE0, 0xF6, 0xE8, 0xE5, 0xE2, 0x20, 0xCD, 0x2E]);
    bytes.extend(b"\"]\n1. c3-d4 {");
    bytes.extend([
        0xC4, 0x2E, b'e', b'1', b',', b' ', 0xEF, 0xF0, 0x2E, b'c', b'1',
    ]);
    bytes.extend(b"} *\n");
    let game = one(&bytes);
    assert_eq!(game.tag("Event"), Some("Чемпионат СССР"));
    assert_eq!(game.tag("White"), Some("Абациев Н."));
    assert_eq!(game.moves[0].comments, ["Д.e1, пр.c1"]);
}

#[test]
fn iso_8859_1_italian() {
    let bytes = b"[Event \"acfb265 40\xb0 Champ.\"]\n1. 23-19 {7-12 \xe8 vincente} 11-15 *\n";
    let game = one(bytes);
    assert_eq!(game.tag("Event"), Some("acfb265 40° Champ."));
    assert_eq!(game.moves[0].comments, ["7-12 è vincente"]);
}

#[test]
fn crlf_line_ends() {
    let game = one(b"[Event \"MR\"]\r\n[PlyCount \"2\"]\r\n\r\n1. c3-d4 d6-c5 \r\n1/2-1/2\r\n");
    assert_eq!(game.tag("Event"), Some("MR"));
    assert_eq!(game.moves.len(), 2);
    assert_eq!(game.result.as_deref(), Some("1/2-1/2"));
}
