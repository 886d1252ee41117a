//! The coach's words (issue 17), in English, Russian and Ukrainian, for `shashki analyze` and
//! `shashki play`: one sentence per finding, with the squares, the sizes and the line that
//! proves it, in the variant's notation. The findings themselves come from the coach
//! (`shashki_study::coach`).

use shashki::{Move, VariantPosition};
use shashki_engine::Score;
use shashki_study::coach::{Finding, Review};
use shashki_text::Message;

use crate::play::Lang;

/// Plies of a line written in a note.
const LINE_PLIES: usize = 10;

/// The catalogue key of `f`'s sentence (`coach-shot-missed`): the board page builds the same
/// key from the finding's `idea` and `chance` in STATE.
pub fn sentence_key(f: &Finding) -> String {
    format!("coach-{}-{}", f.idea.name(), f.chance.name())
}

/// How a note says the value a move lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loss {
    /// In the sentence: the coach speaks alone (`shashki play`).
    Said,
    /// Left to the verdict beside the note, which gives the values (`shashki analyze`): one
    /// loss, one figure (issue 34).
    Verdict,
}

/// The sentence and line of `finding`, one of `review`'s on a move played in `before`; `ply`
/// counts the plies before `before` from the first mover's first move (for move numbers).
pub fn note(
    lang: Lang,
    before: &VariantPosition,
    ply: usize,
    review: &Review,
    f: &Finding,
    loss: Loss,
) -> String {
    let variant = before.variant();
    let best = review
        .best
        .first()
        .map(|m| before.move_text(m))
        .unwrap_or_default();
    let key = match loss {
        // Beside the verdict's loss, no second figure (found cold: a piece left under a capture
        // said its own count of pieces beside the verdict's loss in men).
        Loss::Verdict if f.loss > 0 => {
            format!("{}-short", sentence_key(f))
        }
        _ => sentence_key(f),
    };
    let sentence = Message::new(key)
        .text("square", variant.square_name(f.square))
        .text("key", key_text(before, f))
        .text("best", best)
        .text(
            "crown",
            f.crown.map(|c| variant.square_name(c)).unwrap_or_default(),
        )
        .number("given", f.given)
        .number("taken", f.taken)
        .text("loss", men(f.loss, lang));
    let line = Message::new("coach-line").text("line", line_text(before, ply, &f.line));
    format!("{} {}", sentence.say(lang), line.say(lang))
}

/// The move a finding's sentence names ([`Finding::key_ply`]), in the variant's notation.
pub fn key_text(before: &VariantPosition, f: &Finding) -> String {
    let mut pos = *before;
    for (ply, mv) in f.line.iter().enumerate() {
        if ply == f.key_ply() {
            return pos.move_text(mv);
        }
        pos = pos.play(mv);
    }
    String::new()
}

/// The warning before `mv` in `pos`: the opponent's `capture` would take the piece moved.
pub fn warning(lang: Lang, pos: &VariantPosition, mv: &Move, capture: &Move) -> String {
    let after = pos.play(mv);
    Message::new("coach-warning")
        .text("square", pos.variant().square_name(mv.to()))
        .text("capture", after.move_text(capture))
        .say(lang)
}

/// A value in hundredths of a man, in men with one decimal written as `lang` writes it.
fn men(value: Score, lang: Lang) -> String {
    decimal(&format!("{:.1}", f64::from(value) / 100.0), lang)
}

/// A number written with a decimal point (`-0.35`), with the decimal sign `lang` writes: a
/// comma in Russian and Ukrainian.
pub fn decimal(text: &str, lang: Lang) -> String {
    lang.decimal(text)
}

/// The first plies of `line` from `pos` in the variant's notation, with move numbers; `ply`
/// counts the plies before `pos` from the first mover's first move.
pub fn line_text(pos: &VariantPosition, ply: usize, line: &[Move]) -> String {
    let mut pos = *pos;
    let mut words = Vec::new();
    for (i, mv) in line.iter().take(LINE_PLIES).enumerate() {
        let p = ply + i;
        if p.is_multiple_of(2) {
            words.push(format!("{}.", p / 2 + 1));
        } else if i == 0 {
            words.push(format!("{}...", p / 2 + 1));
        }
        words.push(pos.move_text(mv));
        pos = pos.play(mv);
    }
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::Variant;

    #[test]
    fn a_line_from_blacks_move_starts_with_an_ellipsis_number() {
        let start = VariantPosition::start(Variant::Russian);
        let first = start.legal_moves()[0];
        let pos = start.play(&first);
        let reply = pos.legal_moves()[0];
        let next = pos.play(&reply);
        let line = [reply, next.legal_moves()[0]];
        let text = line_text(&pos, 1, &line);
        assert!(text.starts_with("1... "), "{text}");
        assert!(text.contains(" 2. "), "{text}");
    }

    #[test]
    fn every_idea_and_chance_has_a_sentence_in_every_language() {
        use shashki_study::coach::{Chance, Idea};
        for idea in Idea::ALL {
            for chance in Chance::ALL {
                let key = format!("coach-{}-{}", idea.name(), chance.name());
                let allowed =
                    matches!(idea, Idea::Shot | Idea::Breakthrough) || chance == Chance::Played;
                for lang in Lang::ALL {
                    let said = Message::new(key.clone())
                        .text("square", "e5")
                        .text("key", "d4:f6")
                        .text("best", "c3-d4")
                        .text("crown", "h8")
                        .number("given", 1)
                        .number("taken", 2)
                        .text("loss", "1.5")
                        .say(lang);
                    assert_eq!(said != key, allowed, "{key} in {lang:?}");
                }
            }
        }
        for key in [
            "coach-hanging-played",
            "coach-edge-played",
            "coach-shot-missed",
            "coach-shot-allowed",
            "coach-breakthrough-missed",
            "coach-breakthrough-allowed",
        ] {
            for lang in Lang::ALL {
                let short = format!("{key}-short");
                let said = Message::new(short.clone())
                    .text("square", "e5")
                    .text("key", "d4:f6")
                    .text("crown", "h8")
                    .number("given", 1)
                    .number("taken", 2)
                    .text("loss", "1.5")
                    .say(lang);
                assert!(
                    said != short && !said.contains("1.5") && !said.contains("1,5"),
                    "{said}"
                );
            }
        }
        assert_eq!(men(350, Lang::Ru), "3,5");
        assert_eq!(men(350, Lang::En), "3.5");
    }

    #[test]
    fn russian_says_the_pieces_lost_with_their_plural() {
        let say = |n: i64| {
            Message::new("coach-hanging-played")
                .text("square", "e5")
                .text("key", "d4:f6")
                .number("given", n)
                .say(Lang::Ru)
        };
        assert!(say(1).ends_with("потеряна 1 шашка."), "{}", say(1));
        assert!(say(2).ends_with("потеряны 2 шашки."), "{}", say(2));
        assert!(say(5).ends_with("потеряно 5 шашек."), "{}", say(5));
    }

    /// The coach's first note on `text` played in the russian position `fen`, in `lang`, as
    /// `shashki play` says it.
    fn said(fen: &str, text: &str, lang: Lang) -> Vec<String> {
        let pos = VariantPosition::from_fen(Variant::Russian, fen).unwrap();
        let mv = pos.parse_move(text).unwrap();
        let game = shashki::VariantGame::new(pos, None);
        let review = shashki_study::coach::Coach::default()
            .review(&game, &mv)
            .unwrap();
        review
            .findings
            .iter()
            .map(|f| note(lang, &pos, 0, &review, f, Loss::Said))
            .collect()
    }

    #[test]
    fn a_man_sent_to_the_edge_that_gives_up_a_shot_is_told_the_shot_once() {
        // Issue 34: b2-a3 gave up the shot c3-d4 e5:c3 b2:b6; it was said to be a man driven
        // to the edge.
        let fen = "W:Wa1,c3,b2,e3,g1,h2,c1:Be5,c5,h8,f8,d8,b8,g7";
        for (lang, start, line) in [
            (
                Lang::En,
                "A shot was missed: c3-d4 gives 1 and takes 2 (the capture is compulsory); ",
                "Line: 1. c3-d4 e5:c3 2. b2:b6",
            ),
            (
                Lang::Ru,
                "Упущен удар: c3-d4 — отдать 1, взять 2 (бить обязательно); потеря ",
                "Вариант: 1. c3-d4 e5:c3 2. b2:b6",
            ),
        ] {
            let notes = said(fen, "b2-a3", lang);
            assert_eq!(notes.len(), 1, "{notes:?}");
            assert!(notes[0].starts_with(start), "{notes:?}");
            assert!(notes[0].ends_with(line), "{notes:?}");
        }
    }

    #[test]
    fn a_piece_attacked_before_the_move_is_not_said_to_move_under_a_capture() {
        // Issue 34: d6 could be taken before g1-h2 ("Ход под бой: шашку на d6 бьют (c7:e5)"
        // was said); the loss is the shot d6-e7 missed, said once.
        let fen = "W:Wb6,d6,c5,a5,a1,c1,g1:Ba7,c7,b8,d8,h8,h6";
        for (lang, start) in [
            (
                Lang::En,
                "A shot was missed: d6-e7 gives 1 and takes 2 (the capture is compulsory); ",
            ),
            (
                Lang::Ru,
                "Упущен удар: d6-e7 — отдать 1, взять 2 (бить обязательно); потеря ",
            ),
        ] {
            let notes = said(fen, "g1-h2", lang);
            assert_eq!(notes.len(), 1, "{notes:?}");
            assert!(notes[0].starts_with(start), "{notes:?}");
        }
    }

    #[test]
    fn the_warning_names_the_square_and_the_capture() {
        let start = VariantPosition::start(Variant::Russian);
        let pos = start.play(&start.parse_move("c3-d4").unwrap());
        let mv = pos.parse_move("f6-e5").unwrap();
        let capture = shashki_study::coach::warning(&pos, &mv).unwrap();
        assert_eq!(
            warning(Lang::Ru, &pos, &mv, &capture),
            "Если пойти сюда, шашку на e5 побьют: d4:f6."
        );
    }
}
