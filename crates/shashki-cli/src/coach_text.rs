//! The coach's words (issue 17), in English, Russian and Ukrainian, for `shashki analyze` and
//! `shashki play`: one sentence per finding, with the squares, the sizes and the line that
//! proves it, in the variant's notation. The findings themselves come from the engine's coach.

use shashki::{Move, VariantPosition};
use shashki_engine::coach::{Chance, Finding, Idea, Review};
use shashki_engine::Score;

use crate::play::{fill, Lang};

/// Plies of a line written in a note.
const LINE_PLIES: usize = 10;

// --- coach texts (one block; the templates take their values in the order documented) ---

/// The coach's sentences in one language.
struct Words {
    /// Square, capture, pieces lost in the capture's forcing part.
    hanging: &'static str,
    /// Square, the better move, men lost.
    edge: &'static str,
    /// First move, given, taken, men lost.
    shot_missed: &'static str,
    /// First move, given, taken, men lost.
    shot_allowed: &'static str,
    /// Given, taken.
    shot_played: &'static str,
    /// First move, given, crowning square, men lost.
    break_missed: &'static str,
    /// First move, given, crowning square, men lost.
    break_allowed: &'static str,
    /// Given, crowning square.
    break_played: &'static str,
    /// The line.
    line: &'static str,
    /// Square, capture.
    warning: &'static str,
    /// The decimal separator of sizes in men.
    decimal: char,
}

const EN: Words = Words {
    hanging: "Moved under a capture: the piece on {} is taken ({}); pieces lost: {}.",
    edge:
        "A man driven to the edge: on {} it has one move instead of two; {} was better by {} men.",
    shot_missed:
        "A shot was missed: {} gives {} and takes {} (the capture is compulsory); {} men lost.",
    shot_allowed: "This allows the opponent a shot: {} gives {} and takes {}; {} men lost.",
    shot_played: "A shot: {} given, {} taken.",
    break_missed: "A breakthrough was missed: {} gives {} for a king on {}; {} men lost.",
    break_allowed:
        "This allows the opponent a breakthrough: {} gives {} for a king on {}; {} men lost.",
    break_played: "A breakthrough: {} given for a king on {}.",
    line: "Line: {}",
    warning: "If it goes there, the piece on {} is taken: {}.",
    decimal: '.',
};

const RU: Words = Words {
    hanging: "Ход под бой: шашку на {} бьют ({}); потеряно шашек: {}.",
    edge: "Шашка отогнана на край: на {} у неё один ход вместо двух; ход {} был лучше на {} шашки.",
    shot_missed: "Упущен удар: {} — отдать {}, взять {} (бить обязательно); потеря {} шашки.",
    shot_allowed: "Допущен удар соперника: {} — отдаёт {}, берёт {}; потеря {} шашки.",
    shot_played: "Удар: отдано {}, взято {}.",
    break_missed: "Упущен прорыв: {} — жертва {} за дамку на {}; потеря {} шашки.",
    break_allowed: "Допущен прорыв соперника: {} — жертва {} за дамку на {}; потеря {} шашки.",
    break_played: "Прорыв: жертва {} за дамку на {}.",
    line: "Вариант: {}",
    warning: "Если пойти сюда, шашку на {} побьют: {}.",
    decimal: ',',
};

const UK: Words = Words {
    hanging: "Хід під бій: шашку на {} б'ють ({}); втрачено шашок: {}.",
    edge: "Шашку відтіснено на край: на {} у неї один хід замість двох; хід {} був кращий на {} шашки.",
    shot_missed: "Пропущено удар: {} — віддати {}, узяти {} (бити обов'язково); втрата {} шашки.",
    shot_allowed: "Дозволено удар суперника: {} — віддає {}, бере {}; втрата {} шашки.",
    shot_played: "Удар: віддано {}, узято {}.",
    break_missed: "Пропущено прорив: {} — жертва {} за дамку на {}; втрата {} шашки.",
    break_allowed: "Дозволено прорив суперника: {} — жертва {} за дамку на {}; втрата {} шашки.",
    break_played: "Прорив: жертва {} за дамку на {}.",
    line: "Варіант: {}",
    warning: "Якщо піти сюди, шашку на {} поб'ють: {}.",
    decimal: ',',
};

// --- end of coach texts ---

fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::En => &EN,
        Lang::Ru => &RU,
        Lang::Uk => &UK,
    }
}

/// The sentence and line of `finding`, one of `review`'s on a move played in `before`; `ply`
/// counts the plies before `before` from the first mover's first move (for move numbers).
pub fn note(
    lang: Lang,
    before: &VariantPosition,
    ply: usize,
    review: &Review,
    f: &Finding,
) -> String {
    let w = words(lang);
    let variant = before.variant();
    let square = |bit: u32| variant.square_name(bit);
    let loss = men(f.loss, w.decimal);
    let (given, taken) = (f.given.to_string(), f.taken.to_string());
    let crown = f.crown.map(square).unwrap_or_default();
    let key = key_text(before, f);
    let best = review
        .best
        .first()
        .map(|m| before.move_text(m))
        .unwrap_or_default();
    let sentence = match (f.idea, f.chance) {
        (Idea::Hanging, _) => fill(w.hanging, &[&square(f.square), &key, &given]),
        (Idea::Edge, _) => fill(w.edge, &[&square(f.square), &best, &loss]),
        (Idea::Shot, Chance::Missed) => fill(w.shot_missed, &[&key, &given, &taken, &loss]),
        (Idea::Shot, Chance::Allowed) => fill(w.shot_allowed, &[&key, &given, &taken, &loss]),
        (Idea::Shot, Chance::Played) => fill(w.shot_played, &[&given, &taken]),
        (Idea::Breakthrough, Chance::Missed) => {
            fill(w.break_missed, &[&key, &given, &crown, &loss])
        }
        (Idea::Breakthrough, Chance::Allowed) => {
            fill(w.break_allowed, &[&key, &given, &crown, &loss])
        }
        (Idea::Breakthrough, Chance::Played) => fill(w.break_played, &[&given, &crown]),
    };
    let line = fill(w.line, &[&line_text(before, ply, &f.line)]);
    format!("{sentence} {line}")
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
    let square = pos.variant().square_name(mv.to());
    fill(words(lang).warning, &[&square, &after.move_text(capture)])
}

/// A value in hundredths of a man, in men with one decimal.
fn men(value: Score, decimal: char) -> String {
    format!("{:.1}", f64::from(value) / 100.0).replace('.', &decimal.to_string())
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
    fn every_language_fills_every_value_of_every_sentence() {
        let count = |t: &str| t.matches("{}").count();
        for w in [&EN, &RU, &UK] {
            let counts = [
                count(w.hanging),
                count(w.edge),
                count(w.shot_missed),
                count(w.shot_allowed),
                count(w.shot_played),
                count(w.break_missed),
                count(w.break_allowed),
                count(w.break_played),
                count(w.line),
                count(w.warning),
            ];
            assert_eq!(counts, [3, 3, 4, 4, 2, 4, 4, 2, 1, 2]);
        }
        assert_eq!(men(350, ','), "3,5");
    }

    #[test]
    fn the_warning_names_the_square_and_the_capture() {
        let start = VariantPosition::start(Variant::Russian);
        let pos = start.play(&start.parse_move("c3-d4").unwrap());
        let mv = pos.parse_move("f6-e5").unwrap();
        let capture = shashki_engine::coach::warning(&pos, &mv).unwrap();
        assert_eq!(
            warning(Lang::Ru, &pos, &mv, &capture),
            "Если пойти сюда, шашку на e5 побьют: d4:f6."
        );
    }
}
