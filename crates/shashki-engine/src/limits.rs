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
    /// Search until stopped, whatever the other limits say (analysis, pondering).
    pub infinite: bool,
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
    pub fn budget(&self) -> Option<(Duration, Duration)> {
        if self.infinite {
            return None;
        }
        if let Some(t) = self.move_time {
            return Some((t, t));
        }
        let left = self.time?;
        let inc = self.increment.unwrap_or_default();
        let moves = self.moves_to_go.unwrap_or(30).clamp(1, 50);
        let reserve = Duration::from_millis(30).min(left / 4);
        let usable = left.saturating_sub(reserve);
        let aim = (usable / moves + inc * 3 / 4).min(usable / 3);
        let hard = (aim * 3).min(usable / 2).max(aim);
        Some((aim, hard))
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
        let (aim, hard) = limits.budget().unwrap();
        assert!(
            aim > Duration::from_secs(1) && aim < Duration::from_secs(3),
            "{aim:?}"
        );
        assert!(hard < Duration::from_secs(30));
        let short = Limits {
            time: Some(Duration::from_millis(100)),
            ..Limits::default()
        };
        let (_, hard) = short.budget().unwrap();
        assert!(hard < Duration::from_millis(100));
        assert_eq!(Limits::depth(3).budget(), None);
    }
}
