//! The words of a position text: where each begins, and the vocabulary books print around the
//! squares — the sides, the rank marks and words, and the sentences naming the side to move —
//! in Russian, Ukrainian and English.

use crate::Color;

/// A word of the text, or a remark in brackets, with the 1-based character column where it
/// begins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Word<'a> {
    /// The word as written (a remark keeps its brackets).
    pub text: &'a str,
    /// Lower case with `ё` read as `е`, so both spellings read.
    pub folded: String,
    /// 1-based character column of its first letter.
    pub column: usize,
}

impl Word<'_> {
    /// Whether this is a bracketed remark such as a problem's author `(А. Шошин)`.
    pub fn is_remark(&self) -> bool {
        self.text.starts_with('(')
    }
}

/// Splits `text` into words at spaces and the punctuation books put between them
/// (`,` `;` `:` `.`); a bracketed remark is one word, unclosed if the text ends first.
pub(super) fn words<'a>(text: &'a str) -> Vec<Word<'a>> {
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None;
    let mut chars = text.char_indices().enumerate();
    let push = |from: usize, column: usize, to: usize, out: &mut Vec<Word<'a>>| {
        let word = &text[from..to];
        out.push(Word {
            text: word,
            folded: fold(word),
            column,
        });
    };
    while let Some((column, (at, c))) = chars.next() {
        let separator = c.is_whitespace() || matches!(c, ',' | ';' | ':' | '.');
        if separator || c == '(' {
            if let Some((from, col)) = start.take() {
                push(from, col + 1, at, &mut out);
            }
        }
        if c == '(' {
            let mut end = text.len();
            for (_, (i, d)) in chars.by_ref() {
                if d == ')' {
                    end = i + 1;
                    break;
                }
            }
            push(at, column + 1, end, &mut out);
        } else if !separator && start.is_none() {
            start = Some((at, column));
        }
    }
    if let Some((from, col)) = start {
        push(from, col + 1, text.len(), &mut out);
    }
    out
}

/// Lower-cases and reads `ё` as `е`.
fn fold(word: &str) -> String {
    word.to_lowercase().replace('ё', "е")
}

/// A side named in the nominative, as a list's heading (`Белые:`, `Б.`, `White:`, `W:`).
pub(super) fn side_heading(word: &str) -> Option<Color> {
    match word {
        "белые" | "білі" | "white" | "б" | "w" => Some(Color::White),
        "черные" | "чорні" | "black" | "ч" | "b" => Some(Color::Black),
        _ => None,
    }
}

/// What a rank mark or word says of the squares after it: `Some(true)` kings, `Some(false)`
/// men. "Шашки" (pieces) after a side means its men, as in `Белые шашки: c1, f2`.
pub(super) fn rank(word: &str) -> Option<bool> {
    match word {
        "д" | "дамка" | "дамки" | "дамок" | "k" | "king" | "kings" => Some(true),
        "пр" | "п" | "простая" | "простые" | "простых" | "проста" | "прості" | "простих"
        | "шашка" | "шашки" | "шашек" | "шашок" | "m" | "man" | "men" => {
            Some(false)
        }
        _ => None,
    }
}

/// Words that join squares of one list: `дамки e1 и h2`.
pub(super) fn is_and(word: &str) -> bool {
    matches!(word, "и" | "і" | "та" | "and")
}

/// Words that stand for an empty list: `Белые: —`.
pub(super) fn is_none(word: &str) -> bool {
    matches!(word, "-" | "–" | "—")
}

/// The form of a side's name a turn sentence asks for.
#[derive(Clone, Copy)]
enum Case {
    /// `белые`, `white`.
    Nominative,
    /// `белых` (ход белых).
    Genitive,
    /// `белыми` (ход за белыми).
    Instrumental,
}

/// One word of a turn sentence: a fixed word or the side's name in a case.
#[derive(Clone, Copy)]
enum Slot {
    Is(&'static str),
    Side(Case),
}

use Case::{Genitive, Instrumental, Nominative};
use Slot::{Is, Side};

/// The sentences naming the side to move, as books print them.
const TURN_SENTENCES: &[&[Slot]] = &[
    &[Is("ход"), Side(Genitive)],
    &[Is("ход"), Is("за"), Side(Instrumental)],
    &[Side(Nominative), Is("начинают")],
    &[Side(Nominative), Is("ходят")],
    &[Side(Nominative), Is("играют")],
    &[Is("начинают"), Side(Nominative)],
    &[Is("ходят"), Side(Nominative)],
    &[Is("играют"), Side(Nominative)],
    &[Is("хід"), Side(Genitive)],
    &[Is("хід"), Is("за"), Side(Instrumental)],
    &[Side(Nominative), Is("починають")],
    &[Side(Nominative), Is("ходять")],
    &[Side(Nominative), Is("грають")],
    &[Is("починають"), Side(Nominative)],
    &[Is("ходять"), Side(Nominative)],
    &[Is("грають"), Side(Nominative)],
    &[Side(Nominative), Is("to"), Is("move")],
    &[Side(Nominative), Is("to"), Is("play")],
    &[Side(Nominative), Is("moves")],
    &[Side(Nominative), Is("plays")],
];

/// What a problem asks after naming the side to move (`Белые начинают и выигрывают`): read
/// so that a problem's text reads, not kept in the position.
const TASKS: &[&[&str]] = &[
    &["и", "выигрывают"],
    &["и", "побеждают"],
    &["и", "делают", "ничью"],
    &["і", "виграють"],
    &["і", "перемагають"],
    &["і", "роблять", "нічию"],
    &["and", "win"],
    &["and", "draw"],
];

fn side_in(case: Case, word: &str) -> Option<Color> {
    let (white, black): (&[&str], &[&str]) = match case {
        Nominative => (&["белые", "білі", "white"], &["черные", "чорні", "black"]),
        Genitive => (&["белых", "білих"], &["черных", "чорних"]),
        Instrumental => (&["белыми", "білими"], &["черными", "чорними"]),
    };
    if white.contains(&word) {
        Some(Color::White)
    } else if black.contains(&word) {
        Some(Color::Black)
    } else {
        None
    }
}

/// The side to move and the number of words, if `words` begin with a turn sentence (and
/// maybe a problem's task after it).
pub(super) fn turn_sentence(words: &[Word<'_>]) -> Option<(Color, usize)> {
    let (color, len) = TURN_SENTENCES.iter().find_map(|sentence| {
        let mut color = None;
        for (slot, word) in sentence.iter().zip(words) {
            match *slot {
                Is(fixed) if fixed == word.folded => {}
                Side(case) => color = Some(side_in(case, &word.folded)?),
                Is(_) => return None,
            }
        }
        (words.len() >= sentence.len()).then_some((color?, sentence.len()))
    })?;
    let rest = &words[len..];
    let task = TASKS
        .iter()
        .find(|task| rest.len() >= task.len() && task.iter().zip(rest).all(|(t, w)| *t == w.folded))
        .map_or(0, |task| task.len());
    Some((color, len + task))
}
