//! What bounds a search: depth, nodes, time per move, a clock, or nothing (infinite).

use std::time::Duration;

/// Search limits; every field left empty is no limit. With none at all the search runs until
/// stopped.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Stop after this many plies of iterative deepening.
    pub depth: Option<u32>,
    /// Stop after about this many nodes.
    pub nodes: Option<u64>,
    /// Think exactly this long.
    pub move_time: Option<Duration>,
    /// The side to move's time left on its clock.
    pub time: Option<Duration>,
    /// The increment per move.
    pub increment: Option<Duration>,
    /// Moves until the next time control (none: sudden death or increment).
    pub moves_to_go: Option<u32>,
    /// Search until stopped, whatever the other limits say (analysis).
    pub infinite: bool,
    /// Pondering: no time limit until the pondered move is played (a ponder hit).
    pub ponder: bool,
    /// MultiPV: search this many best lines, each a root move with its score and principal
    /// variation (at most the legal moves); none or 1: the best line alone. Analysis asks for
    /// it; the lines' scores are alike comparable, found by one search.
    pub multi_pv: Option<usize>,
}

/// The time of one search: a time to aim for and a time never to pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeBudget {
    /// Time to aim for.
    pub aim: Duration,
    /// Time never to pass: the search is cut off there.
    pub hard: Duration,
}

impl TimeBudget {
    /// True when another iteration should start after `elapsed`: with a fixed time per move
    /// (aim = hard), always, as the cut-off ends it and a partly searched iteration still
    /// improves the answer; with a clock, while less than half the aim is used (an iteration
    /// takes longer than all before it), the aim doubled when the best move just changed.
    pub fn next_iteration(&self, elapsed: Duration, best_changed: bool) -> bool {
        if self.aim >= self.hard {
            return elapsed < self.hard;
        }
        let aim = if best_changed {
            (self.aim * 2).min(self.hard)
        } else {
            self.aim
        };
        elapsed < aim / 2
    }
}

impl Limits {
    /// A search to a fixed depth.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// A search of a fixed time.
    pub fn move_time(time: Duration) -> Limits {
        Limits {
            move_time: Some(time),
            ..Limits::default()
        }
    }

    /// The time to aim for and the time never to pass, from the clock fields; `None` when the
    /// search has no time limit.
    pub fn budget(&self) -> Option<TimeBudget> {
        if self.infinite {
            return None;
        }
        if let Some(t) = self.move_time {
            return Some(TimeBudget { aim: t, hard: t });
        }
        let left = self.time?;
        let inc = self.increment.unwrap_or_default();
        let moves = self.moves_to_go.unwrap_or(30).clamp(1, 50);
        let reserve = Duration::from_millis(30).min(left / 4);
        let usable = left.saturating_sub(reserve);
        let aim = (usable / moves + inc * 3 / 4).min(usable / 3);
        let hard = (aim * 3).min(usable / 2).max(aim);
        Some(TimeBudget { aim, hard })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_gives_a_share_of_the_time_and_never_all_of_it() {
        let limits = Limits {
            time: Some(Duration::from_secs(60)),
            ..Limits::default()
        };
        let TimeBudget { aim, hard } = limits.budget().unwrap();
        assert!(
            aim > Duration::from_secs(1) && aim < Duration::from_secs(3),
            "{aim:?}"
        );
        assert!(hard < Duration::from_secs(30));
        let short = Limits {
            time: Some(Duration::from_millis(100)),
            ..Limits::default()
        };
        assert!(short.budget().unwrap().hard < Duration::from_millis(100));
        assert_eq!(Limits::depth(3).budget(), None);
    }

    #[test]
    fn a_fixed_move_time_is_used_to_the_end_and_a_clock_budget_stops_early() {
        let fixed = Limits::move_time(Duration::from_millis(200))
            .budget()
            .unwrap();
        assert!(fixed.next_iteration(Duration::from_millis(190), false));
        assert!(!fixed.next_iteration(Duration::from_millis(200), false));
        let clock = TimeBudget {
            aim: Duration::from_millis(100),
            hard: Duration::from_millis(300),
        };
        assert!(clock.next_iteration(Duration::from_millis(40), false));
        assert!(!clock.next_iteration(Duration::from_millis(60), false));
        assert!(clock.next_iteration(Duration::from_millis(60), true));
    }
}
