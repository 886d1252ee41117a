//! The PDN reader's and replay's errors said in words, with their line and column.

use shashki::Variant;
use shashki_pdn::{
    ParsePdnError, PdnErrorKind, ReplayError, ReplayWarning, ResolveError, UnknownVariantTag,
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

/// A game of `variant` read from `line` that does not replay.
pub fn replay(variant: Variant, line: usize, error: &ReplayError) -> Message {
    match error {
        ReplayError::Fen(e) => Message::new("pdn-line").number("line", line).message(
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
                Message::new("pdn-move")
                    .number("ply", ply + 1)
                    .text("text", text)
                    .message("why", resolve(error)),
            ),
    }
}

/// A move that fits several legal moves, read as the one after which the record goes on.
pub fn warning(warning: &ReplayWarning) -> Message {
    Message::new("pdn-at")
        .number("line", warning.line)
        .number("column", warning.column)
        .message(
            "what",
            Message::new("pdn-also-fits")
                .number("ply", warning.ply + 1)
                .text("text", &warning.text)
                .text("rejected", warning.rejected.join(", "))
                .text("kept", &warning.kept),
        )
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
    fn a_move_read_on_is_said_with_its_place_and_both_readings() {
        // 'hg7' fits the king h8-g7 and the man h6-g7; only the king can go on to f6.
        let pdn = "[FEN \"W:WKh8,h6:Ba7\"]\n1. hg7 ab6 2. gf6 *\n";
        let game = Reader::new(pdn.as_bytes()).next().unwrap().unwrap();
        let line = shashki_pdn::replay_in(Variant::Russian, &game).unwrap();
        let said = |lang| warning(&line.warnings[0]).say(lang);
        assert_eq!(
            said(Lang::Ru),
            "PDN, строка 2, знак 4: ход 1 («hg7») подходит и как h6-g7; прочитан как h8-g7, \
             после чего запись продолжается"
        );
        assert_eq!(
            said(Lang::En),
            "PDN line 2, column 4: move 1 ('hg7') also fits h6-g7; read as h8-g7, after which \
             the record goes on"
        );
    }
}
