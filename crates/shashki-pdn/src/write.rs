//! Writing a game as PDN text that reads back to the same game.
//!
//! Tags one a line, a blank line, then the movetext wrapped at 80 columns: move numbers with
//! the first mover's move and the reply under one number (`1. c3-d4 f6-g5`; in english and
//! pool the first mover is Black), `N...` before a reply that opens the game or follows a note
//! or variation, annotation marks glued to the move (the strength, then `X`: `c3-d4!X`), NAGs,
//! comments in braces (a comment that itself holds `}` is written as a `;` comment, which ends
//! its line), variations in parentheses, the result, and the comments after it.

use std::io::{self, Write};

use shashki::{Color, Variant};

use crate::game::{PdnGame, PdnMove};
use crate::tag::write_value;
use crate::variant::{start_fen, variant_of};

/// The width the movetext is wrapped to.
pub const LINE_WIDTH: usize = 80;

/// One piece of movetext that is not broken across lines.
struct Unit {
    text: String,
    /// A `;` comment: nothing may follow it on its line.
    ends_line: bool,
}

impl Unit {
    fn new(text: String) -> Unit {
        Unit {
            text,
            ends_line: false,
        }
    }
}

/// Writes `game`: its tags in their order, then its movetext, then a blank line.
///
/// What is held is written as it is: move texts as held (use [`crate::normalize`] or
/// [`crate::record`] first for the variant's notation and the standard tag order). Move numbers
/// follow the side to move of the `FEN` tag and the first mover of the variant named by the
/// tags (White when they name none). Reading the output gives back the same game, apart from
/// lines and columns, provided move texts are single words of movetext as the reader makes
/// them; empty variations are left out, and comments are written with their whitespace
/// collapsed, as the reader keeps them.
///
/// # Errors
/// Those of `out`.
pub fn write_game(out: &mut impl Write, game: &PdnGame) -> io::Result<()> {
    for (name, value) in &game.tags {
        writeln!(out, "[{name} {}]", write_value(value))?;
    }
    if !game.tags.is_empty() {
        writeln!(out)?;
    }
    let mut units = Vec::new();
    for c in &game.comments {
        comment(c, &mut units);
    }
    line(&game.moves, first_ply(game), &mut units);
    let mut after = Vec::new();
    for c in &game.comments_after {
        comment(c, &mut after);
    }
    match &game.result {
        // The comments after the result go on its line, one unit with it, since the reader
        // gives a comment on a later line to the next game (at the end of the input, to this
        // one). Nothing can follow a `;` comment on its line: the rest goes to the next.
        Some(result) => {
            let mut unit = Unit::new(result.clone());
            let mut rest = after.into_iter();
            for u in rest.by_ref() {
                unit.text.push(' ');
                unit.text.push_str(&u.text);
                if u.ends_line {
                    unit.ends_line = true;
                    break;
                }
            }
            units.push(unit);
            units.extend(rest);
        }
        None => units.append(&mut after),
    }
    layout(out, &units)?;
    writeln!(out)
}

/// The ply index, counted from the first mover's first move, of the game's first move: 1 when
/// the game starts with the other side to move.
fn first_ply(game: &PdnGame) -> usize {
    let first = variant_of(game).map_or(Color::White, Variant::first);
    let to_move = start_fen(game).and_then(|fen| match fen.trim_start().chars().next() {
        Some('W' | 'w') => Some(Color::White),
        Some('B' | 'b') => Some(Color::Black),
        _ => None,
    });
    usize::from(to_move.is_some_and(|side| side != first))
}

/// The units of a comment: its words, the first after `{` and the last before `}`; or one
/// `;` unit when the text holds a `}`.
fn comment(text: &str, units: &mut Vec<Unit>) {
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.is_empty() {
        return;
    }
    if text.contains('}') {
        units.push(Unit {
            text: format!(";{}", words.join(" ")),
            ends_line: true,
        });
        return;
    }
    let last = words.len() - 1;
    for (i, w) in words.iter().enumerate() {
        let open = if i == 0 { "{" } else { "" };
        let close = if i == last { "}" } else { "" };
        units.push(Unit::new(format!("{open}{w}{close}")));
    }
}

/// The units of a line of moves whose first move has ply index `first` (see [`first_ply`]).
fn line(moves: &[PdnMove], first: usize, units: &mut Vec<Unit>) {
    let mut restate = true;
    for (i, m) in moves.iter().enumerate() {
        let ply = first + i;
        for c in &m.comments_before {
            comment(c, units);
            restate = true;
        }
        // The move number is one unit with its move, so that no line ends between them.
        let number = ply / 2 + 1;
        let prefix = if ply.is_multiple_of(2) {
            format!("{number}. ")
        } else if restate {
            format!("{number}... ")
        } else {
            String::new()
        };
        let mark = m.annotation.as_deref().unwrap_or("");
        units.push(Unit::new(format!("{prefix}{}{mark}", m.text)));
        units.extend(m.nags.iter().map(|n| Unit::new(format!("${n}"))));
        restate = false;
        for c in &m.comments {
            comment(c, units);
            restate = true;
        }
        for variation in m.variations.iter().filter(|v| !v.is_empty()) {
            let start = units.len();
            line(variation, ply, units);
            units[start].text.insert(0, '(');
            match units.last_mut() {
                Some(last) if !last.ends_line => last.text.push(')'),
                _ => units.push(Unit::new(")".to_string())),
            }
            restate = true;
        }
    }
}

/// Writes the units, wrapped at [`LINE_WIDTH`].
fn layout(out: &mut impl Write, units: &[Unit]) -> io::Result<()> {
    let mut current = String::new();
    let mut width = 0;
    for unit in units {
        let len = unit.text.chars().count();
        if width > 0 && width + 1 + len > LINE_WIDTH {
            writeln!(out, "{current}")?;
            current.clear();
            width = 0;
        }
        if width > 0 {
            current.push(' ');
            width += 1;
        }
        current.push_str(&unit.text);
        width += len;
        if unit.ends_line {
            writeln!(out, "{current}")?;
            current.clear();
            width = 0;
        }
    }
    if width > 0 {
        writeln!(out, "{current}")?;
    }
    Ok(())
}
