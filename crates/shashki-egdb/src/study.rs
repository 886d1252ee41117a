//! `shashki egdb study petrov`: the founding texts' claims about three kings against one in
//! russian draughts, answered from the tables.
//!
//! The texts say that with exact play Petrov's triangle catches the lone king by the 13th move,
//! and that a lone king holding the main road (a1–h8) is almost never caught, so the rules give
//! only five moves there.

use std::fmt::Write;

use shashki::{main_road_squares, Position, Russian};

use crate::index::Index;
use crate::material::Material;
use crate::probe::{Egdb, ProbeError};
use crate::value::Wdl;

/// What the tables say about three kings against one.
#[derive(Clone, Debug)]
pub struct Petrov {
    /// The longest win (in the strong side's moves, it to move) with a strong king on the main
    /// road and the lone king off it; a position that needs it and its line of best play.
    pub longest: (u32, String, Vec<String>),
    /// The same with the lone king to move: its longest resistance, in the strong side's moves.
    pub longest_defending: u32,
    /// Such positions (strong side to move), how many of them are won, and how many of those
    /// stay won under the draw rules (15 moves, 5 on the main road).
    pub won: (u64, u64, u64),
    /// Lone king on the main road and to move: positions, pure draws, draws under the rules.
    pub road: (u64, u64, u64),
}

/// Russian draughts' main road a1–h8 as a bitboard.
pub(crate) fn road() -> u64 {
    main_road_squares::<Russian>().fold(0, |a, b| a | 1 << b)
}

/// Reads the facts from the russian tables of up to 4 pieces in `egdb`.
///
/// # Errors
/// When the 4-piece tables are missing.
pub fn petrov(egdb: &Egdb) -> Result<Petrov, ProbeError> {
    let road = road();
    let strong = Index::new::<Russian>(Material::new((3, 0), (1, 0)));
    let mut best: Option<(u32, Position<Russian>)> = None;
    let mut won = (0, 0, 0);
    for i in 0..strong.size() {
        let Some(board) = strong.decode(i) else {
            continue;
        };
        if board.white & road == 0 || board.black & road != 0 {
            continue;
        }
        let Some(pos) = board.position::<Russian>() else {
            continue;
        };
        let p = egdb.probe(&pos)?;
        won.0 += 1;
        if p.value.wdl == Wdl::Win {
            won.1 += 1;
            won.2 += u64::from(p.rules == Some(Wdl::Win));
            let plies = p.value.plies.unwrap_or(0);
            if best.is_none_or(|(b, _)| plies > b) {
                best = Some((plies, pos));
            }
        }
    }
    let weak = Index::new::<Russian>(Material::new((1, 0), (3, 0)));
    let mut longest_defending = 0;
    let mut on_road = (0, 0, 0);
    for i in 0..weak.size() {
        let Some(board) = weak.decode(i) else {
            continue;
        };
        let Some(pos) = board.position::<Russian>() else {
            continue;
        };
        if board.white & road != 0 {
            let p = egdb.probe(&pos)?;
            on_road.0 += 1;
            on_road.1 += u64::from(p.value.wdl == Wdl::Draw);
            on_road.2 += u64::from(p.rules == Some(Wdl::Draw));
        } else if board.black & road != 0 {
            let p = egdb.probe(&pos)?;
            if p.value.wdl == Wdl::Loss {
                longest_defending = longest_defending.max(p.value.plies.unwrap_or(0) / 2);
            }
        }
    }
    let (plies, pos) = best.unwrap_or((0, Position::<Russian>::start()));
    let line = written_line(egdb, &pos)?;
    Ok(Petrov {
        longest: (plies.div_ceil(2), pos.fen(), line),
        longest_defending,
        won,
        road: on_road,
    })
}

/// The line of best play from `pos`, each move in the variant's notation.
fn written_line(egdb: &Egdb, pos: &Position<Russian>) -> Result<Vec<String>, ProbeError> {
    let mut at = *pos;
    let mut out = Vec::new();
    for mv in egdb.line(pos, 200)? {
        out.push(at.move_text(&mv));
        at = at.play(&mv);
    }
    Ok(out)
}

impl std::fmt::Display for Petrov {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (moves, fen, line) = &self.longest;
        let mut numbered = String::new();
        for (k, pair) in line.chunks(2).enumerate() {
            let _ = write!(numbered, "{}. {} ", k + 1, pair.join(" "));
        }
        writeln!(f, "Three kings against one (russian), from the tables:")?;
        writeln!(
            f,
            "- A strong king on the main road, the lone king off it, the strong side to move: \
             {} positions, {} won; the longest win takes {moves} moves of the winning side.",
            self.won.0, self.won.1
        )?;
        writeln!(f, "  A position that needs them: {fen}")?;
        writeln!(f, "  Best play: {}", numbered.trim_end())?;
        writeln!(
            f,
            "  With the lone king to move, it holds out at most {} moves of the strong side.",
            self.longest_defending
        )?;
        writeln!(
            f,
            "  Under the draw rules (15 moves; 5 while the lone king stands on the main road) \
             {} of the {} wins stay wins.",
            self.won.2, self.won.1
        )?;
        writeln!(
            f,
            "- The lone king on the main road, its side to move: {} positions, {} of them draws \
             ({} draws under the draw rules).",
            self.road.0, self.road.1, self.road.2
        )
    }
}
