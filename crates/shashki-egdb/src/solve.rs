//! Retrograde analysis of one job (a material and its twin with the other side to move).
//!
//! Every position is first looked at forwards: a position without moves is decided; moves that
//! leave the material (captures, promotions) are looked up in the tables built before; moves
//! that stay are counted. Then values flow backwards along un-played quiet moves: a position
//! that has a move to a lost position is won, a position whose every move reaches a won
//! position is lost. Positions never decided are draws. With distances, the flow goes in layers
//! of increasing distance, so the winner's distance is the shortest and the loser's the
//! longest (INTERFACES.md §10).

use std::ops::Range;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use shashki::{Goal, Move, Rules};

use crate::board::Board;
use crate::index::Index;
use crate::material::Material;
use crate::parallel::for_chunks;
use crate::probe::{Egdb, ProbeError};
use crate::state::{self, CAPTURE, DRAW_EXIT, INVALID};
use crate::unmove::predecessors;
use crate::value::Wdl;

/// No win through a move out of the table.
const NO_EXIT_WIN: u32 = 0xFFFF;

/// One table being solved.
pub struct Work {
    /// Its numbering.
    pub index: Index,
    /// One state a position.
    pub state: Vec<AtomicU32>,
    /// With distances: the fastest win and the slowest loss through moves out of the table.
    exits: Vec<AtomicU32>,
}

/// The solver of one job.
pub struct Solver<'a> {
    /// The tables of the job.
    pub tables: Vec<Work>,
    egdb: &'a Egdb,
    distance: bool,
    threads: usize,
    advance: &'a (dyn Fn(u64) + Sync),
}

fn cells(n: u64) -> Vec<AtomicU32> {
    (0..n).map(|_| AtomicU32::new(0)).collect()
}

impl<'a> Solver<'a> {
    /// A solver for `materials` (one, or a material and its twin); `distance` keeps distances.
    /// `advance` is told how many positions each step of the forward look has done.
    pub fn new<R: Rules>(
        materials: &[Material],
        egdb: &'a Egdb,
        distance: bool,
        threads: usize,
        advance: &'a (dyn Fn(u64) + Sync),
    ) -> Self {
        let tables = materials
            .iter()
            .map(|&m| {
                let index = Index::new::<R>(m);
                Work {
                    index,
                    state: cells(index.size()),
                    exits: if distance {
                        cells(index.size())
                    } else {
                        Vec::new()
                    },
                }
            })
            .collect();
        Solver {
            tables,
            egdb,
            distance,
            threads,
            advance,
        }
    }

    /// The table that the quiet moves of table `t` lead to.
    fn twin(&self, t: usize) -> usize {
        self.tables.len() - 1 - t
    }

    /// Solves the job.
    ///
    /// # Errors
    /// When a table needed for a capture or a promotion is missing or unreadable.
    pub fn solve<R: Rules>(&self) -> Result<(), ProbeError> {
        let deepest = AtomicU32::new(0);
        let exit_wins = AtomicU32::new(0);
        for t in 0..self.tables.len() {
            for_chunks(self.threads, self.tables[t].index.size(), |range| {
                let len = range.end - range.start;
                self.look_forward::<R>(t, range, &deepest, &exit_wins)?;
                (self.advance)(len);
                Ok(())
            })?;
        }
        if self.distance {
            self.layers::<R>(&deepest, exit_wins.load(Ordering::Relaxed));
        } else {
            self.flow::<R>();
        }
        Ok(())
    }

    /// The forward look at the positions of `range` in table `t`.
    fn look_forward<R: Rules>(
        &self,
        t: usize,
        range: Range<u64>,
        deepest: &AtomicU32,
        exit_wins: &AtomicU32,
    ) -> Result<(), ProbeError> {
        let work = &self.tables[t];
        let mut moves: Vec<Move> = Vec::with_capacity(64);
        for i in range {
            let cell = &work.state[i as usize];
            let Some(pos) = work.index.decode(i).and_then(|b| b.position::<R>()) else {
                cell.store(state::resolved(Wdl::Draw, 0, INVALID), Ordering::Relaxed);
                continue;
            };
            moves.clear();
            pos.generate(&mut moves);
            if moves.is_empty() {
                let wdl = if R::GOAL == Goal::NoMovesWins {
                    Wdl::Win
                } else {
                    Wdl::Loss
                };
                cell.store(state::resolved(wdl, 0, 0), Ordering::Relaxed);
                continue;
            }
            let flags = if moves[0].is_capture() { CAPTURE } else { 0 };
            let (mut win, mut loss, mut draw, mut inside) = (u32::MAX, None, false, 0);
            for mv in &moves {
                if !mv.is_capture() && !mv.promotes() {
                    inside += 1;
                    continue;
                }
                let v = self.egdb.value(&pos.play(mv))?.before();
                let plies = v.plies.unwrap_or(0);
                match v.wdl {
                    Wdl::Win => win = win.min(plies),
                    Wdl::Draw => draw = true,
                    Wdl::Loss => loss = loss.max(Some(plies)),
                }
            }
            let s = if win != u32::MAX && (inside == 0 || !self.distance) {
                state::resolved(Wdl::Win, win, flags)
            } else if inside == 0 && draw {
                state::resolved(Wdl::Draw, 0, flags)
            } else if inside == 0 {
                state::resolved(Wdl::Loss, loss.unwrap_or(0), flags)
            } else {
                if self.distance {
                    let exit = win.min(NO_EXIT_WIN) | loss.unwrap_or(0) << 16;
                    work.exits[i as usize].store(exit, Ordering::Relaxed);
                    if win != u32::MAX {
                        exit_wins.fetch_max(win, Ordering::Relaxed);
                    }
                }
                state::open(inside, draw, flags)
            };
            if state::is_resolved(s) {
                deepest.fetch_max(state::value_of(s).1, Ordering::Relaxed);
            }
            cell.store(s, Ordering::Relaxed);
        }
        Ok(())
    }

    /// Calls `visit(i, state)` for every position `i` of table `t` whose state `pick` chooses,
    /// on all threads.
    fn scan(&self, t: usize, pick: impl Fn(u32) -> bool + Sync, visit: impl Fn(u64, u32) + Sync) {
        let work = &self.tables[t];
        let _ = for_chunks::<()>(self.threads, work.index.size(), |range| {
            for i in range {
                let s = work.state[i as usize].load(Ordering::Relaxed);
                if pick(s) {
                    visit(i, s);
                }
            }
            Ok(())
        });
    }

    /// Calls `f` with the state cell and the exit word of every position before position
    /// `i` of table `t`.
    fn before_each<R: Rules>(&self, t: usize, i: u64, f: impl Fn(&AtomicU32, u32)) {
        let Some(board) = self.tables[t].index.decode(i) else {
            return;
        };
        let twin = &self.tables[self.twin(t)];
        predecessors::<R>(&board, |p: Board| {
            let j = twin.index.encode(&p) as usize;
            let exit = twin.exits.get(j).map_or(0, |e| e.load(Ordering::Relaxed));
            f(&twin.state[j], exit);
        });
    }

    /// Values without distances: passes over the tables until nothing changes.
    fn flow<R: Rules>(&self) {
        let decided = |s: u32| {
            state::is_resolved(s)
                && !state::is_propagated(s)
                && s & INVALID == 0
                && state::value_of(s).0 != Wdl::Draw
        };
        loop {
            let changed = AtomicBool::new(false);
            for t in 0..self.tables.len() {
                self.scan(t, decided, |i, s| {
                    state::mark_propagated(&self.tables[t].state[i as usize]);
                    changed.store(true, Ordering::Relaxed);
                    let lost = state::value_of(s).0 == Wdl::Loss;
                    self.before_each::<R>(t, i, |cell, _| {
                        if lost {
                            state::update(cell, |c| state::resolved(Wdl::Win, 0, state::flags(c)));
                        } else {
                            state::update(cell, |c| {
                                state::decrement(c, |c| {
                                    let w = if c & DRAW_EXIT != 0 {
                                        Wdl::Draw
                                    } else {
                                        Wdl::Loss
                                    };
                                    state::resolved(w, 0, state::flags(c))
                                })
                            });
                        }
                    });
                });
            }
            if !changed.load(Ordering::Relaxed) {
                return;
            }
        }
    }

    /// Values with distances: layer `n` holds the positions decided in `n` plies.
    fn layers<R: Rules>(&self, deepest: &AtomicU32, exit_wins: u32) {
        let mut n = 0;
        while n <= deepest.load(Ordering::Relaxed).max(exit_wins) {
            for t in 0..self.tables.len() {
                let work = &self.tables[t];
                let due = |i: u64| work.exits[i as usize].load(Ordering::Relaxed) & 0xFFFF == n;
                self.scan(
                    t,
                    |s| !state::is_resolved(s),
                    |i, _| {
                        if due(i) {
                            let cell = &work.state[i as usize];
                            state::update(cell, |c| state::resolved(Wdl::Win, n, state::flags(c)));
                        }
                    },
                );
            }
            for t in 0..self.tables.len() {
                let at_n = |s: u32| {
                    let (wdl, plies) = state::value_of(s);
                    state::is_resolved(s) && s & INVALID == 0 && wdl != Wdl::Draw && plies == n
                };
                self.scan(t, at_n, |i, s| {
                    let lost = state::value_of(s).0 == Wdl::Loss;
                    deepest.fetch_max(n + 1, Ordering::Relaxed);
                    self.before_each::<R>(t, i, |cell, exit| {
                        if lost {
                            state::update(cell, |c| {
                                state::resolved(Wdl::Win, n + 1, state::flags(c))
                            });
                            return;
                        }
                        state::update(cell, |c| {
                            state::decrement(c, |c| {
                                if c & DRAW_EXIT != 0 {
                                    state::resolved(Wdl::Draw, 0, state::flags(c))
                                } else if exit & 0xFFFF != NO_EXIT_WIN {
                                    c & !0xFF
                                } else {
                                    let plies = (n + 1).max(exit >> 16);
                                    deepest.fetch_max(plies, Ordering::Relaxed);
                                    state::resolved(Wdl::Loss, plies, state::flags(c))
                                }
                            })
                        });
                    });
                });
            }
            n += 1;
        }
    }

    /// The value and distance of position `i` of table `t` once solved (open ones are draws);
    /// `None` for an index without a position.
    pub fn result(&self, t: usize, i: u64) -> Option<(Wdl, u32, bool)> {
        let s = self.tables[t].state[i as usize].load(Ordering::Relaxed);
        if s & INVALID != 0 {
            return None;
        }
        let capture = s & CAPTURE != 0;
        if !state::is_resolved(s) {
            return Some((Wdl::Draw, 0, capture));
        }
        let (wdl, plies) = state::value_of(s);
        Some((wdl, plies, capture))
    }
}
