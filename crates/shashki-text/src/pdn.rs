//! The PDN reader's and replay's errors said in words, with their line and column.

use shashki::{Color, Variant, VariantPosition};
use shashki_pdn::{
    ParsePdnError, PdnErrorKind, PdnGame, ReplayError, ReplayWarning, ResolveError,
    UnknownVariantTag,
};

use crate::{errors, Message};

/// A game the reader could not read: what is wrong, at its line and column.
pub fn parse(error: &ParsePdnError) -> Message {
    Message::new("pdn-at")
        .number("line", error.line)
        .number("column", error.column)
        .message("what", syntax(&error.kind))
}

/// What is wrong with a game's text, in words.
pub fn syntax(kind: &PdnErrorKind) -> Message {
    match kind {
        PdnErrorKind::TagWithoutName => Message::new("pdn-tag-without-name"),
        PdnErrorKind::UnclosedComment => Message::new("pdn-unclosed-comment"),
        PdnErrorKind::UnclosedVariation => Message::new("pdn-unclosed-variation"),
        PdnErrorKind::UnopenedVariation => Message::new("pdn-unopened-variation"),
        PdnErrorKind::TooDeep => {
            Message::new("pdn-too-deep").number("depth", shashki_pdn::MAX_DEPTH)
        }
        PdnErrorKind::Unexpected(word) => Message::new("pdn-unexpected").text("word", word),
        PdnErrorKind::Read(why) => Message::new("pdn-unreadable").text("why", why),
    }
}

/// Tags that name a variant not known here.
pub fn unknown_variant(error: &UnknownVariantTag) -> Message {
    Message::new("pdn-unknown-variant")
        .text("tag", error.tag)
        .text("value", &error.value)
}

/// `game`, of `variant`, that does not replay; a move named as the record numbers it
/// ([`numbered`]).
pub fn replay(variant: Variant, game: &PdnGame, error: &ReplayError) -> Message {
    match error {
        ReplayError::Fen(e) => Message::new("pdn-line").number("line", game.line).message(
            "what",
            Message::new("pdn-fen").message("why", errors::fen(variant, e)),
        ),
        ReplayError::Move {
            ply,
            text,
            line,
            column,
            error,
        } => Message::new("pdn-at")
            .number("line", *line)
            .number("column", *column)
            .message(
                "what",
                numbered(Message::new("pdn-move"), variant, game, *ply)
                    .text("text", text)
                    .message("why", resolve(error)),
            ),
    }
}

/// A move of `game`, of `variant`, that fits several legal moves, read as the one after which
/// the record goes on; named as the record numbers it.
pub fn warning(variant: Variant, game: &PdnGame, warning: &ReplayWarning) -> Message {
    Message::new("pdn-at")
        .number("line", warning.line)
        .number("column", warning.column)
        .message(
            "what",
            numbered(Message::new("pdn-also-fits"), variant, game, warning.ply)
                .text("text", &warning.text)
                .text("rejected", warning.rejected.join(", "))
                .text("kept", &warning.kept),
        )
}

/// `message` with the number and side (`white`, `black`) of the move `ply` plies into `game`'s
/// main line, as the record numbers it: a number for each move of the side that opens the
/// variant (White, Black in English draughts) and the reply; from a start where the other side
/// moves, the first ply is that side's move 1.
fn numbered(message: Message, variant: Variant, game: &PdnGame, ply: usize) -> Message {
    let opens = VariantPosition::start(variant).turn();
    let start = match shashki_pdn::start_fen(game).map(str::trim_start) {
        Some(fen) if fen.starts_with(['B', 'b']) => Color::Black,
        Some(fen) if fen.starts_with(['W', 'w']) => Color::White,
        _ => opens,
    };
    let from_opening = ply + usize::from(start != opens);
    let mover = if ply.is_multiple_of(2) { start } else { !start };
    message
        .number("number", from_opening / 2 + 1)
        .text("side", mover.name())
}

/// A written move that names no legal move, or several.
pub fn resolve(error: &ResolveError) -> Message {
    match error {
        ResolveError::Unknown => Message::new("pdn-unknown-move"),
        ResolveError::Illegal(e) => errors::parse_move(e),
        ResolveError::Ambiguous { text, candidates } => Message::new("move-ambiguous")
            .text("text", text)
            .text("candidates", candidates.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use shashki_pdn::Reader;

    use super::*;
    use crate::Lang;

    /// The first game's error of `pdn`, said in `lang`.
    fn said(pdn: &str, lang: Lang) -> String {
        let error = Reader::new(pdn.as_bytes())
            .find_map(Result::err)
            .expect("an error");
        parse(&error).say(lang)
    }

    #[test]
    fn a_word_that_is_no_move_is_said_wholly_in_the_language() {
        let pdn = "1. c3-d4 f6-g5 zz-yy 1-0";
        assert_eq!(
            said(pdn, Lang::Ru),
            "PDN, строка 1, знак 16: «zz-yy» — не ход и не знак записи"
        );
        assert_eq!(
            said(pdn, Lang::Uk),
            "PDN, рядок 1, знак 16: «zz-yy» — не хід і не знак запису"
        );
        assert_eq!(
            said(pdn, Lang::En),
            "PDN line 1, column 16: 'zz-yy' is neither a move nor a mark of PDN"
        );
    }

    #[test]
    fn every_error_of_the_reader_has_words_in_every_language() {
        let deep = "(".repeat(shashki_pdn::MAX_DEPTH + 1);
        let cases = [
            ("[ \"x\"]\n1. c3-d4 *", "pdn-tag-without-name"),
            ("1. c3-d4 {open", "pdn-unclosed-comment"),
            ("1. c3-d4 (f6-g5", "pdn-unclosed-variation"),
            ("1. c3-d4 ) *", "pdn-unopened-variation"),
            (deep.as_str(), "pdn-too-deep"),
            ("1. c3-d4 zz *", "pdn-unexpected"),
        ];
        for (pdn, key) in cases {
            let error = Reader::new(pdn.as_bytes())
                .find_map(Result::err)
                .unwrap_or_else(|| panic!("{pdn}"));
            assert_eq!(syntax(&error.kind).key, key, "{pdn}");
            for lang in [Lang::En, Lang::Ru, Lang::Uk] {
                let text = parse(&error).say(lang);
                assert!(!text.contains("pdn-"), "{lang:?} {pdn}: {text}");
            }
        }
        let read = syntax(&PdnErrorKind::Read("denied".into()));
        assert_eq!(read.say(Lang::Ru), "не удалось прочесть текст: denied");
    }

    #[test]
    fn an_unknown_game_type_is_said_in_the_language() {
        let error = UnknownVariantTag {
            tag: "GameType",
            value: "99".into(),
        };
        assert_eq!(
            unknown_variant(&error).say(Lang::Ru),
            "тег GameType «99» не называет ни одной известной нам игры"
        );
        assert_eq!(
            unknown_variant(&error).say(Lang::Uk),
            "тег GameType «99» не називає жодної відомої нам гри"
        );
        assert_eq!(
            unknown_variant(&error).say(Lang::En),
            "the GameType tag '99' names no variant known here"
        );
    }

    #[test]
    fn a_move_that_does_not_replay_is_named_by_its_number_and_side_as_the_record_writes_it() {
        // Found cold: «ход 3» for the record's "2. a1-b2", a count of half-moves.
        let said = |pdn: &str, lang| {
            let game = Reader::new(pdn.as_bytes()).next().unwrap().unwrap();
            let error = shashki_pdn::replay_in(Variant::Russian, &game).unwrap_err();
            replay(Variant::Russian, &game, &error).say(lang)
        };
        let white = "1. c3-d4 d6-c5 2. a1-b2 *";
        assert_eq!(
            said(white, Lang::Ru),
            "PDN, строка 1, знак 19: ход 2 белых («a1-b2»): ход «a1-b2» здесь невозможен"
        );
        assert!(said(white, Lang::Uk).contains("хід 2 білих («a1-b2»)"));
        // A bad square inside the move: its place in the move, not a second «знак» (found cold).
        let square = said("1. c3-d4 d6-c5 2. e3-e4 *", Lang::Ru);
        assert!(
            square.contains("ход 2 белых («e3-e4»): неверный ход, 4-й символ хода: "),
            "{square}"
        );
        assert!(said(white, Lang::En).contains("White's move 2 ('a1-b2')"));
        // From a position with Black to move, the record's first move is Black's.
        let black = "[FEN \"B:Wc3:Bf6\"]\n1... f6-e5 2. c3-b4 b6-a5 *";
        assert!(
            said(black, Lang::Ru).contains("ход 2 чёрных («b6-a5»)"),
            "{}",
            said(black, Lang::Ru)
        );
        assert!(said(black, Lang::En).contains("Black's move 2 ('b6-a5')"));
        // English draughts opens with Black: its first move is Black's 1, the reply White's 1.
        let game = Reader::new("1. 11-15 23-18 2. 9-14 18:11 3. 8:15 40-44 *".as_bytes())
            .next()
            .unwrap()
            .unwrap();
        let error = shashki_pdn::replay_in(Variant::English, &game).unwrap_err();
        let said = replay(Variant::English, &game, &error).say(Lang::En);
        assert!(said.contains("White's move 3 ('40-44')"), "{said}");
    }

    #[test]
    fn a_move_read_on_is_said_with_its_place_and_both_readings() {
        // 'hg7' fits the king h8-g7 and the man h6-g7; only the king can go on to f6.
        let pdn = "[FEN \"W:WKh8,h6:Ba7\"]\n1. hg7 ab6 2. gf6 *\n";
        let game = Reader::new(pdn.as_bytes()).next().unwrap().unwrap();
        let line = shashki_pdn::replay_in(Variant::Russian, &game).unwrap();
        let said = |lang| warning(Variant::Russian, &game, &line.warnings[0]).say(lang);
        assert_eq!(
            said(Lang::Ru),
            "PDN, строка 2, знак 4: ход 1 белых («hg7») подходит и как h6-g7; прочитан как h8-g7, \
             после чего запись продолжается"
        );
        assert_eq!(
            said(Lang::En),
            "PDN line 2, column 4: White's move 1 ('hg7') also fits h6-g7; read as h8-g7, \
             after which the record goes on"
        );
    }
}
