//! Every move converts to the other square names, quiet moves and captures alike, whatever
//! separator it was written with (issue 32): real game fragments of english, brazilian,
//! bashni and stavropol (`data/convert/`, each naming its source), and seeded legal lines of
//! samoedy and armenian, of which no recorded games are known.

use std::path::PathBuf;

mod common;

use shashki::{SquareStyle, Variant, VariantPosition};
use shashki_pdn::{normalize_in, record_line, replay_in, variant_of, PdnGame, Reader};

fn fragment(name: &str) -> PdnGame {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/convert")
        .join(name);
    let text = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    Reader::new(text.as_slice()).next().unwrap().unwrap()
}

/// True when every square of `text` is named in `style`: digits only, or a file letter and a
/// digit.
fn named_in(text: &str, style: SquareStyle) -> bool {
    text.split(['-', 'x', ':']).all(|square| match style {
        SquareStyle::Numeric => square.chars().all(|c| c.is_ascii_digit()),
        SquareStyle::Algebraic => {
            let mut chars = square.chars();
            chars.next().is_some_and(|c| c.is_ascii_lowercase())
                && chars.all(|c| c.is_ascii_digit())
        }
    })
}

/// Converts `game` to `style` and checks that every move changed its squares' names, that
/// captures keep the variant's separator, and that the converted game replays to the same
/// moves. Returns the converted move texts.
fn converts(game: &PdnGame, variant: Variant, style: SquareStyle, separator: char) -> Vec<String> {
    let before = replay_in(variant, game).unwrap_or_else(|e| panic!("{variant}: {e}"));
    let out = shashki::with_rules!(variant, R => normalize_in::<R>(game, style)).unwrap();
    let texts: Vec<String> = out.moves.iter().map(|m| m.text.clone()).collect();
    for ((m, mv), text) in game.moves.iter().zip(&before.moves).zip(&texts) {
        assert!(named_in(text, style), "{variant}: {} became {text}", m.text);
        // Records are loose with separators (tinsley writes the quiet 10-14 as `10x14`): the
        // move itself says whether it captures.
        let capture = mv.is_capture();
        assert_eq!(
            text.contains(separator),
            capture,
            "{variant}: {} became {text}",
            m.text
        );
    }
    let after = replay_in(variant, &out).unwrap_or_else(|e| panic!("{variant}: {e}"));
    assert_eq!(after.moves, before.moves, "{variant}");
    texts
}

#[test]
fn english_captures_written_with_x_become_algebraic() {
    let game = fragment("english-tinsley.pdn");
    assert_eq!(variant_of(&game), Some(Variant::English));
    let texts = converts(&game, Variant::English, SquareStyle::Algebraic, 'x');
    // 14. 15x22 25x18
    assert_eq!(texts[26..], ["e5xc3", "b2xd4"]);
    assert_eq!(texts[..2], ["f6-e5", "e3-d4"]);
}

#[test]
fn algebraic_records_become_numeric() {
    // The records write captures with `x`; the folk games are written as russian is, with `:`.
    for (file, variant) in [
        ("brazilian-abatsiev.pdn", Variant::Brazilian),
        ("stavropol-abatsiev.pdn", Variant::Stavropol),
        ("bashni-abatsiev.pdn", Variant::Bashni),
    ] {
        let game = fragment(file);
        assert_eq!(variant_of(&game), Some(variant));
        let separator = variant.capture_separator();
        let texts = converts(&game, variant, SquareStyle::Numeric, separator);
        // 1. c3-d4 … 4. d4-c5 b6xd4 5. e3xc5
        assert_eq!(texts[..2], ["22-18", "11-16"], "{variant}");
        let (jump, back_jump) = (format!("9{separator}18"), format!("23{separator}14"));
        assert_eq!(texts[6..9], ["18-14", &jump, &back_jump], "{variant}");
        // And back: the variant's own algebraic squares.
        let numeric =
            shashki::with_rules!(variant, R => normalize_in::<R>(&game, SquareStyle::Numeric))
                .unwrap();
        let back = converts(&numeric, variant, SquareStyle::Algebraic, separator);
        let original: Vec<String> = game
            .moves
            .iter()
            .map(|m| m.text.replace('x', &separator.to_string()))
            .collect();
        assert_eq!(back, original, "{variant}");
    }
}

/// A legal line of `variant` from its start, `plies` long, choosing by `seed`.
fn seeded_line(variant: Variant, plies: usize, seed: u64) -> PdnGame {
    let start = VariantPosition::start(variant);
    let (moves, _) = common::random_line(start, plies, seed);
    record_line(&[], &start, &moves, Some("*"))
}

#[test]
fn samoedy_and_armenian_lines_become_algebraic_and_back() {
    for variant in [Variant::Samoedy, Variant::Armenian] {
        for seed in 0..4 {
            let game = seeded_line(variant, 60, seed);
            let separator = variant.capture_separator();
            let captures = game
                .moves
                .iter()
                .filter(|m| m.text.contains(separator))
                .count();
            assert!(captures > 0, "{variant} {seed}: no capture to convert");
            let algebraic = converts(&game, variant, SquareStyle::Algebraic, separator);
            let mut converted = game.clone();
            for (m, text) in converted.moves.iter_mut().zip(algebraic) {
                m.text = text;
            }
            converts(&converted, variant, SquareStyle::Numeric, separator);
        }
    }
}
