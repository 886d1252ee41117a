//! The computer player: for two players an alpha-beta search over a distance-to-goal
//! evaluation, with a race search of its own moves alone once the two armies have passed each
//! other (the last pieces home); for three to six players a best-reply search. Iterative
//! deepening within a level's depth and positions, a deadline, or a stop flag.

mod budget;
mod eval;
mod level;
mod race;
mod search;
mod table;

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use shashki::SplitMix64;

pub use eval::{cost, distance, remaining, STEP};
pub use level::Level;
pub use search::WIN;

use crate::moves::Move;
use crate::position::Position;
use budget::Budget;
use race::Race;
use search::Search;
use table::Table;

/// Over how many of the last steps home the weak levels' randomness fades away.
const NOISE_FADE: i32 = 30;

/// The move chosen and how it was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The move.
    pub mv: Move,
    /// Its score for the player to move (evaluation units; near [`WIN`] for a win found).
    pub score: i32,
    /// The deepest iteration finished.
    pub depth: i32,
    /// Positions searched.
    pub nodes: u64,
    /// True when it came from the race search (own moves only).
    pub race: bool,
}

/// The computer player: its transposition table and the random source of the weak levels.
pub struct Engine {
    table: Table,
    rng: SplitMix64,
}

impl Engine {
    /// An engine whose weak levels draw their randomness from `seed`.
    pub fn new(seed: u64) -> Engine {
        Engine {
            table: Table::new(18),
            rng: SplitMix64(seed),
        }
    }

    /// A move for the player to move in `pos` at `level`, searching until the level's limits,
    /// `deadline` or `stop`; None when he has no legal move.
    pub fn choose(
        &mut self,
        pos: &Position,
        level: Level,
        deadline: Option<Instant>,
        stop: &AtomicBool,
    ) -> Option<Choice> {
        let me = pos.turn();
        let others: Vec<_> = pos.playing().filter(|&c| c != me).collect();
        // The weak levels' randomness fades over the last NOISE_FADE steps, so that a beginner
        // still brings his last pieces home rather than shuffling and blocking a goal.
        let noise = level.noise() * remaining(pos, me).clamp(0, NOISE_FADE) / NOISE_FADE;
        if race::separated(pos, me, &others) && noise == 0 {
            return self.race(pos, level, deadline, stop);
        }
        let budget = Budget::new(level.nodes(), deadline, stop);
        let mut search = Search::new(me, others, &mut self.table, budget);
        let mut moves = search.my_moves(pos, None);
        if noise > 0
            && moves
                .iter()
                .any(|m| eval::gain(pos.board(), me, m.from, m.to) >= 0)
        {
            moves.retain(|m| eval::gain(pos.board(), me, m.from, m.to) >= 0);
        }
        let first = *moves.first()?;
        let jitter: Vec<i32> = moves
            .iter()
            .map(|_| {
                if noise > 0 {
                    self.rng.below(noise as usize + 1) as i32
                } else {
                    0
                }
            })
            .collect();
        let noisy: Vec<(Move, i32)> = moves.iter().copied().zip(jitter).collect();
        let mut choice = Choice {
            mv: first,
            score: 0,
            depth: 0,
            nodes: 0,
            race: false,
        };
        for depth in 1..=level.depth() {
            let mut scored = Vec::with_capacity(moves.len());
            let mut alpha = -WIN - 1;
            for &m in &moves {
                let child = pos.play_unchecked(m);
                let s = if child.is_home(me) {
                    WIN - 1
                } else {
                    let floor = if noise > 0 { -WIN - 1 } else { alpha };
                    search.theirs(&child, depth - 1, 1, floor, WIN + 1)
                };
                if search.budget.stopped {
                    break;
                }
                scored.push((s, m));
                alpha = alpha.max(s);
            }
            if search.budget.stopped && depth > 1 {
                break;
            }
            // The first of equal scores: with a narrowed window, a later move that scores the
            // same is only known to be no better.
            let bonus = |m: Move| noisy.iter().find(|(n, _)| *n == m).map_or(0, |(_, j)| *j);
            let mut best: Option<(i32, Move)> = None;
            for &(s, m) in &scored {
                if best
                    .is_none_or(|(b, bm)| s.saturating_add(bonus(m)) > b.saturating_add(bonus(bm)))
                {
                    best = Some((s, m));
                }
            }
            let Some((score, mv)) = best else {
                break;
            };
            choice = Choice {
                mv,
                score,
                depth,
                nodes: search.budget.nodes,
                race: false,
            };
            scored.sort_by_key(|&(s, m)| (m != mv, -s));
            moves = scored.iter().map(|&(_, m)| m).collect();
            if search.budget.stopped || score.abs() > WIN / 2 {
                break;
            }
        }
        choice.nodes = search.budget.nodes;
        Some(choice)
    }

    fn race(
        &mut self,
        pos: &Position,
        level: Level,
        deadline: Option<Instant>,
        stop: &AtomicBool,
    ) -> Option<Choice> {
        let me = pos.turn();
        let budget = Budget::new(level.nodes(), deadline, stop);
        let mut race = Race::new(me, &mut self.table, budget);
        let mut moves = race.moves(pos, true);
        let mut choice = Choice {
            mv: *moves.first()?,
            score: 0,
            depth: 0,
            nodes: 0,
            race: true,
        };
        for depth in 1..=level.depth().max(2) * 2 {
            let mut scored = Vec::with_capacity(moves.len());
            for &m in &moves {
                let v = race.value(&pos.play_unchecked(m).with_turn(me), depth - 1, 1);
                if race.budget.stopped {
                    break;
                }
                scored.push((v, m));
            }
            if race.budget.stopped && depth > 1 {
                break;
            }
            scored.sort_by_key(|&(v, _)| -v);
            let Some(&(score, mv)) = scored.first() else {
                break;
            };
            choice = Choice {
                mv,
                score,
                depth,
                nodes: race.budget.nodes,
                race: true,
            };
            moves = scored.iter().map(|&(_, m)| m).collect();
            if race.budget.stopped || score > WIN / 2 {
                break;
            }
        }
        choice.nodes = race.budget.nodes;
        Some(choice)
    }
}
