//! Values under the variant's draw counters (RULES.md A3), the counters starting at 0 at the
//! position. A capture or a promotion restarts every counter but a lone-king count whose rule
//! stays in force (RULES.md A3), so a move out of a table leads to the value under the counters
//! of the position it reaches, which that table gives; where a lone-king count runs on through a
//! capture (russian: four kings against one, the lone king taking one), the value is not known.
//!
//! In a table without men every counter is a function of the plies played since the position
//! (every ply is a king's quiet move) and, for the main-road rule, of how many of the strong
//! side's moves were made while the lone king stood on the road. Those tables are solved
//! exactly, by backward induction over the plies up to the first limit. Elsewhere (men on the
//! board) the counters that reset on a man move and those that do not run apart; there the
//! value is given only where it provably equals the pure value: a draw, or a decision within
//! fewer plies than the shortest limit of the variant. Otherwise it is not known.

use std::sync::atomic::{AtomicU8, Ordering};

use shashki::{main_road_squares, Move, Rules};

use crate::board::Board;
use crate::material::Material;
use crate::parallel::for_chunks;
use crate::probe::{best_known, Egdb, ProbeError};
use crate::solve::Solver;
use crate::table::wdl_code;
use crate::value::{Value, Wdl};

/// The value under the counters where the pure value settles it (see the module doc).
pub fn derived_rules<R: Rules>(value: Value) -> Option<Wdl> {
    let d = R::DRAWS;
    let shortest = d
        .quiet_kings
        .map(|(_, m)| m)
        .into_iter()
        .chain(d.balance.iter().map(|b| b.moves))
        .chain(d.lone_king.iter().map(|l| l.moves))
        .chain(d.main_road.map(|l| l.moves))
        .min();
    match (value.wdl, value.plies, shortest) {
        (_, _, None) | (Wdl::Draw, _, _) => Some(value.wdl),
        (w, Some(p), Some(m)) if p < 2 * m => Some(w),
        _ => None,
    }
}

/// The counting rules that apply to a table without men.
#[derive(Clone, Copy, Debug)]
struct Limits {
    /// Draw once this many plies are played.
    plies: u32,
    /// The side (0 = to move in this table) with the lone king against it, where both sides
    /// are not lone kings; `None` for king against king or no lone king.
    strong: Option<usize>,
    /// Both sides are lone kings (the strong side is the one not to move at the start).
    king_against_king: bool,
    /// The strong side's moves allowed (lone-king rules), `u32::MAX` for none.
    strong_moves: u32,
    /// The strong side's moves allowed while the lone king is on the main road, where that
    /// rule applies.
    road_moves: Option<u32>,
    road: u64,
}

impl Limits {
    fn of<R: Rules>(m: &Material) -> Option<Limits> {
        let d = R::DRAWS;
        let mut plies = d.quiet_kings.map_or(u32::MAX, |(_, moves)| 2 * moves);
        for b in d.balance {
            if (b.min_pieces..=b.max_pieces).contains(&m.pieces()) {
                plies = plies.min(2 * b.moves);
            }
        }
        let king_against_king = m.side(0) == 1 && m.side(1) == 1;
        let strong = (0..2).find(|&s| m.side(1 - s) == 1 && !king_against_king);
        let lone = king_against_king || strong.is_some();
        let kings = strong.map_or(1, |s| u32::from(m.kings[s]));
        let strong_moves = d
            .lone_king
            .iter()
            .filter(|r| lone && r.strong.matches(kings, 0))
            .map(|r| r.moves)
            .min()
            .unwrap_or(u32::MAX);
        let road: u64 = main_road_squares::<R>().fold(0, |a, b| a | 1 << b);
        let road_moves = d
            .main_road
            .filter(|r| lone && road != 0 && r.strong.matches(kings, 0))
            .map(|r| r.moves);
        let horizon = plies.min(strong_moves.saturating_mul(2));
        (horizon != u32::MAX).then_some(Limits {
            plies: horizon,
            strong,
            king_against_king,
            strong_moves,
            road_moves,
            road,
        })
    }

    /// The strong side in a table's frame `t` plies after the start, if there is one.
    fn strong_at(&self, t: u32) -> Option<usize> {
        if self.king_against_king {
            Some(if t.is_multiple_of(2) { 1 } else { 0 })
        } else {
            self.strong
        }
    }

    /// True when the strong side moved first from the start, seen `t` plies after it.
    fn strong_started(&self, t: u32) -> bool {
        let starter = (t % 2) as usize;
        self.strong_at(t) == Some(starter)
    }

    /// True when the counters draw a game not over `t` plies after the start, with `road`
    /// strong moves made on the main road.
    fn drawn(&self, t: u32, road: u32, strong_started: bool) -> bool {
        let strong = if strong_started { t.div_ceil(2) } else { t / 2 };
        t >= self.plies || strong >= self.strong_moves || self.road_moves.is_some_and(|m| road >= m)
    }
}

/// The values under the counters of a solved job without men, one packed two-bit array a
/// table; `None` when no counting rule limits the material.
///
/// # Errors
/// When a table needed for a capture is missing.
pub fn exact<R: Rules>(
    solver: &Solver,
    egdb: &Egdb,
    threads: usize,
) -> Result<Option<Vec<Vec<u8>>>, ProbeError> {
    let tables = &solver.tables;
    let materials: Vec<Material> = tables.iter().map(|w| w.index.material()).collect();
    let Some(limits) = Limits::of::<R>(&materials[0]) else {
        return Ok(None);
    };
    let twin = |t: usize| tables.len() - 1 - t;
    let roads = limits.road_moves.unwrap_or(1) as usize;
    let fresh = |t: usize| -> Vec<AtomicU8> {
        (0..tables[t].index.size() as usize * roads)
            .map(|_| AtomicU8::new(0))
            .collect()
    };
    // Captures lead out of the table: their value does not depend on the counters here.
    let captures: Vec<Vec<AtomicU8>> = (0..tables.len()).map(fresh).collect();
    for (t, work) in tables.iter().enumerate() {
        for_chunks(threads, work.index.size(), |range| {
            for i in range {
                if !matches!(solver.result(t, i), Some((_, _, true))) {
                    continue;
                }
                let Some(pos) = work.index.decode(i).and_then(|b| b.position::<R>()) else {
                    continue;
                };
                let mut after = Vec::new();
                for mv in pos.legal_moves() {
                    let child = pos.play(&mv);
                    let runs_on = lone_rule::<R>(&materials[t]).is_some_and(|(rule, strong)| {
                        lone_rule::<R>(&Board::of(&child).material()) == Some((rule, 1 - strong))
                    });
                    // A capture that leaves the same lone-king rule in force does not restart
                    // its count (RULES.md A3): the value reached depends on the count so far,
                    // which the table reached does not hold.
                    after.push(if runs_on {
                        None
                    } else {
                        egdb.probe(&child)?.rules.map(Wdl::flip)
                    });
                }
                captures[t][i as usize].store(code(best_known(&after)), Ordering::Relaxed);
            }
            Ok(())
        })?;
    }
    let mut next: Vec<Vec<AtomicU8>> = (0..tables.len()).map(fresh).collect();
    for t in (0..limits.plies).rev() {
        let cur: Vec<Vec<AtomicU8>> = (0..tables.len()).map(fresh).collect();
        for (k, work) in tables.iter().enumerate() {
            let _ = for_chunks::<()>(threads, work.index.size(), |range| {
                let mut after: Vec<Option<Wdl>> = Vec::new();
                let mut moves: Vec<Move> = Vec::with_capacity(64);
                let mut children: Vec<(usize, Option<Wdl>)> = Vec::with_capacity(64);
                for i in range {
                    let Some((wdl, plies, capture)) = solver.result(k, i) else {
                        continue;
                    };
                    let at = i as usize * roads;
                    let fixed = if capture {
                        Some(captures[k][i as usize].load(Ordering::Relaxed))
                    } else if plies == 0 && wdl != Wdl::Draw {
                        Some(code(Some(wdl)))
                    } else {
                        None
                    };
                    if let Some(c) = fixed {
                        (0..roads).for_each(|r| cur[k][at + r].store(c, Ordering::Relaxed));
                        continue;
                    }
                    let Some(board) = work.index.decode(i) else {
                        continue;
                    };
                    let Some(pos) = board.position::<R>() else {
                        continue;
                    };
                    let mover_strong = limits.strong_at(t) == Some(0);
                    let lone = if mover_strong {
                        board.black
                    } else {
                        board.white
                    };
                    let on_road =
                        limits.road_moves.is_some() && mover_strong && lone & limits.road != 0;
                    let started = limits.strong_started(t);
                    let other = twin(k);
                    moves.clear();
                    pos.generate(&mut moves);
                    children.clear();
                    children.extend(moves.iter().map(|mv| {
                        let child = Board::of(&pos.play(mv));
                        let j = tables[other].index.encode(&child);
                        match solver.result(other, j) {
                            Some((w, 0, _)) if w != Wdl::Draw => (usize::MAX, Some(w.flip())),
                            _ => (j as usize, None),
                        }
                    }));
                    for r in 0..roads {
                        let road = r as u32 + u32::from(on_road);
                        let drawn = limits.drawn(t + 1, road, started);
                        after.clear();
                        for &(j, end) in &children {
                            after.push(if j == usize::MAX {
                                end
                            } else if drawn {
                                Some(Wdl::Draw)
                            } else {
                                let c =
                                    next[other][j * roads + road as usize].load(Ordering::Relaxed);
                                crate::table::wdl_of_code(c).map(Wdl::flip)
                            });
                        }
                        cur[k][at + r].store(code(best_known(&after)), Ordering::Relaxed);
                    }
                }
                Ok(())
            });
        }
        next = cur;
    }
    let packed = (0..tables.len())
        .map(|t| {
            let n = tables[t].index.size();
            let mut out = vec![0u8; n.div_ceil(4) as usize];
            for i in 0..n {
                let c = next[t][i as usize * roads].load(Ordering::Relaxed);
                out[(i / 4) as usize] |= c << (2 * (i % 4));
            }
            out
        })
        .collect();
    Ok(Some(packed))
}

/// The lone-king rule (its index in the variant's list) that applies to `m`, with the strong
/// side (0 = to move); `None` for none, and for king against king.
fn lone_rule<R: Rules>(m: &Material) -> Option<(usize, usize)> {
    let strong = (0..2).find(|&s| m.side(1 - s) == 1 && m.kings[1 - s] == 1 && m.side(s) > 1)?;
    let (kings, men) = (u32::from(m.kings[strong]), u32::from(m.men[strong]));
    let rule = R::DRAWS
        .lone_king
        .iter()
        .position(|r| r.strong.matches(kings, men))?;
    Some((rule, strong))
}

/// The two-bit code of a value that may not be known.
fn code(w: Option<Wdl>) -> u8 {
    w.map_or(3, wdl_code)
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::{Bits, Russian};

    #[test]
    fn three_kings_against_one_have_the_fifteen_move_and_main_road_limits() {
        let l = Limits::of::<Russian>(&Material::new((3, 0), (1, 0))).expect("limited");
        assert_eq!(
            (l.plies, l.strong, l.strong_moves, l.road_moves),
            (30, Some(0), 15, Some(5))
        );
        assert_eq!(Bits(l.road).count(), 8);
        let k = Limits::of::<Russian>(&Material::new((1, 0), (1, 0))).expect("limited");
        assert!(k.king_against_king);
        assert_eq!((k.strong_moves, k.road_moves), (5, None));
        assert!(k.drawn(10, 0, false) && !k.drawn(9, 0, false));
        // Four kings against one: the lone king taking one leaves the 15-move rule in force.
        let four = lone_rule::<Russian>(&Material::new((4, 0), (1, 0)));
        assert_eq!(four, lone_rule::<Russian>(&Material::new((3, 0), (1, 0))));
        assert_ne!(four, lone_rule::<Russian>(&Material::new((2, 0), (1, 0))));
    }
}
