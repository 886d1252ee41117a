//! The book position text (RULES.md A4) as Russian books and players write it: the sides and
//! the side to move in any order, marks or words for the ranks, any separators; every word
//! read or refused with its column.

use proptest::prelude::*;
use shashki::square::{bit_of_number, name, SquareFault};
use shashki::{
    Color, International, Language, Piece, Position, Russian, Setup, TextError, TextFault,
};

const BOOK: &str = "Белые: Д.e1, пр.c1, f2; Чёрные: Д.h6, пр.b6, e5, e7, g7";

fn fen(text: &str) -> String {
    match Position::<Russian>::from_text(text) {
        Ok(pos) => pos.fen(),
        Err(e) => panic!("{text}: {e}"),
    }
}

/// The column and fault of a text refused while reading.
fn refused(text: &str) -> (usize, TextFault) {
    match Position::<Russian>::from_text(text) {
        Err(TextError::Parse(e)) => (e.column, e.fault),
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn the_example_of_rules_a4_reads_with_white_to_move_and_is_written_back() {
    let pos = Position::<Russian>::from_text(BOOK).unwrap();
    // c1 30, f2 27, e1 31; b6 9, e5 15, e7 7, g7 8, h6 12.
    assert_eq!(pos.fen(), "W:W27,30,K31:B7,8,9,K12,15");
    assert_eq!(pos.to_text(Language::Russian), BOOK);
    let black = Position::<Russian>::from_text(&format!("{BOOK}; ход чёрных")).unwrap();
    let english = black.to_text(Language::English);
    assert_eq!(
        english,
        "White: K.e1, m.c1, f2; Black: K.h6, m.b6, e5, e7, g7; Black to move"
    );
    assert_eq!(Position::<Russian>::from_text(&english).unwrap(), black);
    // Ukrainian, as a Ukrainian keyboard writes it: the same marks, the sides in Ukrainian.
    let ukrainian = black.to_text(Language::Ukrainian);
    assert_eq!(
        ukrainian,
        "Білі: Д.e1, пр.c1, f2; Чорні: Д.h6, пр.b6, e5, e7, g7; хід чорних"
    );
    assert_eq!(Position::<Russian>::from_text(&ukrainian).unwrap(), black);
}

#[test]
fn a_turn_sentence_first_keeps_the_side_after_its_full_stop() {
    // The reported defect: the sentence swallowed "Белые: c1, f2" and White's men were lost.
    assert_eq!(
        fen("ход чёрных. Белые: c1, f2; Чёрные: b6, e5"),
        "B:W27,30:B9,15"
    );
    assert_eq!(
        fen("Ход белых. Чёрные: b6, e5; Белые: c1, f2"),
        "W:W27,30:B9,15"
    );
}

#[test]
fn sides_and_turn_read_in_every_order() {
    let want = "B:W27,30:B9,15";
    for text in [
        "Белые: c1, f2; Чёрные: b6, e5; ход чёрных",
        "Чёрные: b6, e5; Белые: c1, f2. Ход чёрных.",
        "Белые: c1, f2. Ход чёрных. Чёрные: b6, e5.",
        "Ход чёрных: Чёрные: e5, b6; Белые: f2, c1",
        "Ход за чёрными. Белые: c1, f2; Чёрные: b6, e5",
        "Играют чёрные. Белые: c1, f2; Чёрные: b6, e5",
        "Белые: c1, f2; чёрные: b6, e5. Чёрные начинают и выигрывают.",
        "White: c1, f2; Black: b6, e5; Black to move",
        "Black to play and win. White: c1, f2. Black: b6, e5.",
        "Білі: c1, f2; Чорні: b6, e5. Хід чорних.",
    ] {
        assert_eq!(fen(text), want, "{text}");
    }
}

#[test]
fn separators_case_and_the_letter_yo_do_not_matter() {
    let want = "W:W27,30:B9,15";
    for text in [
        "Белые: c1, f2; Черные: b6, e5",
        "белые: c1, f2. черные: b6, e5.",
        "БЕЛЫЕ: C1, F2\nЧЁРНЫЕ: B6, E5",
        "Белые: c1 f2, Чёрные: b6 e5",
        "Белые: c1, f2; Чёрные: b6, e5. Ход белых.",
        "Белые начинают. Белые: c1, f2; Чёрные: b6, e5",
    ] {
        assert_eq!(fen(text), want, "{text}");
    }
}

#[test]
fn marks_and_words_for_kings_and_men_as_books_print_them() {
    let want = "W:W27,K28,30,K31:B9,K15";
    for text in [
        "Белые: Д.e1, h2, пр.c1, f2; Чёрные: Д.e5, пр.b6",
        "Белые: дамки e1, h2; простые c1, f2. Чёрные: дамка e5, простая b6.",
        "Белые: дамки e1 и h2, простые c1, f2; Чёрные: дамка e5, простая b6",
        "Белые: д. e1, h2; пр. c1, f2; Чёрные: д. e5; пр. b6",
        "Белые шашки: c1, f2, дамки e1, h2; чёрные шашки: b6, дамка e5",
        "White: K.e1, h2, m.c1, f2; Black: kings e5; men b6",
    ] {
        assert_eq!(fen(text), want, "{text}");
    }
}

#[test]
fn a_study_as_printed_with_its_task_and_author() {
    // A study as printed: words for the ranks, lower-case "черные", the author in brackets.
    let text = "Белые: дамка a5, простая a3; черные: простые a7, f4 (А. Шошин). \
                Белые начинают и выигрывают.";
    assert_eq!(refused(text).1, TextFault::RemarkNotLast);
    let text = "Белые начинают и выигрывают. Белые: дамка a5, простая a3; черные: простые a7, \
                f4 (А. Шошин).";
    assert_eq!(fen(text), "W:WK13,21:B5,19");
    // Б. and Ч. for the sides, п. for men, as in an endgame book's tables.
    assert_eq!(fen("Б. п. a3; Ч. п. a5"), "W:W21:B13");
}

#[test]
fn an_empty_side_and_numbered_squares() {
    assert_eq!(fen("Белые: -; Чёрные: b6"), "W:W:B9");
    assert_eq!(
        refused("Чёрные: b6"),
        (11, TextFault::SideMissing(Color::White)),
        "a side left out is refused, not read as empty"
    );
    let numeric = Position::<International>::from_text("White: K.46, m.32; Black: 19").unwrap();
    assert_eq!(numeric.fen(), "W:W32,K46:B19");
}

#[test]
fn a_word_that_is_not_a_square_is_named_with_its_column() {
    let (column, fault) = refused("Белые: c1, z9; Чёрные: b6");
    assert_eq!(column, 12);
    let TextFault::NotASquare(e) = &fault else {
        panic!("{fault:?}")
    };
    assert_eq!((e.text.as_str(), e.reason), ("z9", SquareFault::OffBoard));
    let e = Position::<Russian>::from_text("Белые: c1, z9").unwrap_err();
    assert_eq!(
        e.to_string(),
        "bad position text at column 12: 'z9' is not a square of the board: off the board"
    );
    let (column, fault) = refused("Белые: e2");
    assert_eq!(column, 8);
    assert!(matches!(fault, TextFault::NotASquare(e) if e.reason == SquareFault::NotPlayable));
}

#[test]
fn unknown_words_are_refused_never_dropped() {
    assert_eq!(
        refused("Синие: e1"),
        (1, TextFault::UnknownWord("Синие".into()))
    );
    assert_eq!(
        refused("Белые: Ф.e1"),
        (8, TextFault::UnknownWord("Ф".into()))
    );
    assert_eq!(
        refused("Белые: c1, f2; Чёрные: b6, e5; ход зелёных"),
        (32, TextFault::UnknownWord("ход".into()))
    );
    assert_eq!(
        refused("Белые: c1 — f2"),
        (11, TextFault::UnknownWord("—".into()))
    );
    assert_eq!(
        refused("e1; Белые: c1"),
        (1, TextFault::OutsideSide("e1".into()))
    );
    assert_eq!(
        refused("Ход белых: Д.e1; Белые: c1"),
        (12, TextFault::OutsideSide("Д".into()))
    );
    assert_eq!(
        refused("Белые: c1 (А. Шошин"),
        (11, TextFault::RemarkUnclosed)
    );
    assert_eq!(refused(""), (1, TextFault::NoSide));
    assert_eq!(refused("Ход белых."), (1, TextFault::NoSide));
}

#[test]
fn a_square_a_side_or_a_turn_given_twice_is_refused() {
    assert_eq!(
        refused("Белые: c1, f2; Чёрные: b6, c1"),
        (28, TextFault::SquareTwice("c1".into()))
    );
    assert_eq!(
        refused("Белые: e1; Белые: c1"),
        (12, TextFault::SideTwice(Color::White))
    );
    assert_eq!(
        refused("Белые: c1; Чёрные: b6; белые: f2; чёрные: e5"),
        (24, TextFault::SideTwice(Color::White))
    );
    assert_eq!(
        refused("Ход белых. Белые: c1; Чёрные: b6. Ход чёрных."),
        (35, TextFault::TurnTwice)
    );
    assert!(
        Position::<Russian>::from_text("Ход белых. Белые: c1; Чёрные: b6. Белые начинают.").is_ok()
    );
}

#[test]
fn a_position_the_rules_forbid_is_refused_after_reading() {
    let e = Position::<Russian>::from_text("Белые: b8; Чёрные: a7").unwrap_err();
    assert!(matches!(e, TextError::Position(_)), "{e:?}");
}

/// How a text is written: the parts' order, separators, marks or words, case and spelling.
#[derive(Clone, Debug)]
struct Style {
    /// 0 Russian, 1 Ukrainian, 2 English.
    lang: usize,
    black_first: bool,
    /// Where the turn sentence stands: 0 first, 1 between the sides, 2 last, 3 nowhere (for
    /// White to move only).
    turn_at: usize,
    /// Which of the language's turn sentences.
    sentence: usize,
    separator: &'static str,
    /// Rank words (`дамки`) rather than marks (`Д.`).
    words: bool,
    /// The men's mark even on a side with no kings.
    mark_men: bool,
    upper: bool,
    yo: bool,
}

fn style() -> impl Strategy<Value = Style> {
    (
        (0..3usize, any::<bool>(), 0..4usize, 0..3usize),
        prop::sample::select(vec!["; ", ". ", ".\n", ", ", "\n"]),
        (any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>()),
    )
        .prop_map(
            |((lang, black_first, turn_at, sentence), separator, (words, mark_men, upper, yo))| {
                Style {
                    lang,
                    black_first,
                    turn_at,
                    sentence,
                    separator,
                    words,
                    mark_men,
                    upper,
                    yo,
                }
            },
        )
}

/// `pos` written in `style`.
fn write(pos: &Position<Russian>, style: &Style) -> String {
    let sides = [["Белые", "Чёрные"], ["Білі", "Чорні"], ["White", "Black"]][style.lang];
    let marks = match (style.lang, style.words) {
        (2, false) => ("K.", "m."),
        (2, true) => ("kings ", "men "),
        (_, false) => ("Д.", "пр."),
        (0, true) => ("дамки ", "простые "),
        (_, true) => ("дамки ", "прості "),
    };
    let sentences = [
        [
            ["Ход белых", "Ход чёрных"],
            ["Белые начинают", "Чёрные начинают и выигрывают"],
            ["Ход за белыми", "Играют чёрные"],
        ],
        [
            ["Хід білих", "Хід чорних"],
            ["Білі починають", "Чорні починають і виграють"],
            ["Хід за білими", "Грають чорні"],
        ],
        [
            ["White to move", "Black to move"],
            ["White to play and win", "Black to play"],
            ["White moves", "Black moves"],
        ],
    ][style.lang][style.sentence];
    let setup = pos.to_setup();
    let list = |color: Color| {
        let names = |king: bool| {
            let squares: Vec<String> = setup
                .pieces
                .iter()
                .filter(|p| p.color == color && p.king == king)
                .map(|p| name::<Russian>(bit_of_number::<Russian>(p.square).unwrap()))
                .collect();
            squares.join(", ")
        };
        let (kings, men) = (names(true), names(false));
        let mut parts = Vec::new();
        if !kings.is_empty() {
            parts.push(format!("{}{kings}", marks.0));
        }
        if !men.is_empty() {
            let mark = if kings.is_empty() && !style.mark_men {
                ""
            } else {
                marks.1
            };
            parts.push(format!("{mark}{men}"));
        }
        if parts.is_empty() {
            parts.push("—".into());
        }
        format!("{}: {}", sides[color.index()], parts.join(", "))
    };
    let mut parts = vec![list(Color::White), list(Color::Black)];
    if style.black_first {
        parts.reverse();
    }
    let turn_at = if pos.turn() == Color::Black {
        style.turn_at % 3
    } else {
        style.turn_at
    };
    if turn_at < 3 {
        parts.insert(turn_at, sentences[pos.turn().index()].to_string());
    }
    let mut text = parts.join(style.separator);
    if !style.yo {
        text = text.replace('ё', "е");
    }
    if style.upper {
        text = text.to_uppercase();
    }
    text
}

/// A position of Russian draughts from random pieces: no square twice, men off their
/// promotion rows, at most 12 a side, at least one piece.
fn position() -> impl Strategy<Value = Position<Russian>> {
    (
        prop::collection::vec((1..=32u32, any::<bool>(), any::<bool>()), 1..20),
        any::<bool>(),
    )
        .prop_filter_map("not a position", |(pieces, black)| {
            let mut seen = [false; 33];
            let pieces: Vec<Piece> = pieces
                .into_iter()
                .filter(|&(square, _, _)| !std::mem::replace(&mut seen[square as usize], true))
                .map(|(square, black, king)| {
                    let color = if black { Color::Black } else { Color::White };
                    let promotes = if black { square > 28 } else { square <= 4 };
                    Piece {
                        square,
                        color,
                        king: king || promotes,
                    }
                })
                .collect();
            let turn = if black { Color::Black } else { Color::White };
            Position::from_setup(Setup::new(turn, pieces)).ok()
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn any_position_written_any_way_reads_back(pos in position(), style in style()) {
        let text = write(&pos, &style);
        prop_assert_eq!(Position::<Russian>::from_text(&text), Ok(pos), "{}", text);
        for language in [Language::Russian, Language::English, Language::Ukrainian] {
            let text = pos.to_text(language);
            prop_assert_eq!(Position::<Russian>::from_text(&text), Ok(pos), "{}", text);
        }
    }
}

#[test]
fn a_pasted_position_reads_as_fen_or_text_and_a_refusal_comes_from_the_reader_that_got_further() {
    use shashki::{FenError, PastedError, Variant, VariantPosition};
    let read = |text: &str| VariantPosition::from_fen_or_text(Variant::Russian, text);
    assert_eq!(read("W:W27,30:B9,15").unwrap().fen(), "W:W27,30:B9,15");
    assert_eq!(
        read("ход чёрных. Белые: c1, f2; Чёрные: b6, e5")
            .unwrap()
            .fen(),
        "B:W27,30:B9,15"
    );
    // The FEN reader stops at z9 (column 7); the text reader at "W22" (column 3).
    assert!(
        matches!(read("W:W22,z9:B1"), Err(PastedError::Fen(FenError::Parse(e))) if e.column == 7)
    );
    // The text reader stops at z9 (column 12); the FEN reader at "Б" (column 1).
    let Err(PastedError::Text(TextError::Parse(e))) = read("Белые: c1, z9") else {
        panic!("{:?}", read("Белые: c1, z9"))
    };
    assert_eq!(e.column, 12);
    // A text that reads but is no position: the rules' refusal.
    assert!(matches!(
        read("Белые: b8; Чёрные: a7"),
        Err(PastedError::Text(TextError::Position(_)))
    ));
}

#[test]
fn a_text_that_lists_one_side_only_is_refused_naming_the_side_left_out() {
    // Tried cold: "Белые: c1, f2" gave W:W27,30:B, a game over at once, with exit 0.
    let e = Position::<Russian>::from_text("Белые: c1, f2").unwrap_err();
    assert!(e.to_string().contains("Black is not listed"), "{e}");
    let e = Position::<Russian>::from_text("Ход чёрных. Чёрные: b6, e5").unwrap_err();
    assert!(e.to_string().contains("White is not listed"), "{e}");
    // A side without pieces is written as the writer writes it, and reads.
    let pos = Position::<Russian>::from_text("Белые: c1, f2; Чёрные: —").unwrap();
    assert_eq!(pos.fen(), "W:W27,30:B");
}
