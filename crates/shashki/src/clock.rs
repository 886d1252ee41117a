//! Game clocks: sudden death, Fischer increment, N moves in T, and correspondence (days a
//! move). The caller measures time and reports it; the clock only keeps accounts (the rules
//! crate does no I/O).

use std::time::Duration;

use crate::Color;

/// A time control.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeControl {
    /// All moves in `initial`.
    SuddenDeath {
        /// Time for the whole game.
        initial: Duration,
    },
    /// `initial`, plus `increment` after each move (Fischer).
    Fischer {
        /// Time at the start.
        initial: Duration,
        /// Time added after each move.
        increment: Duration,
    },
    /// `moves` moves in `time`; the time of a new period is added when a period is complete.
    MovesIn {
        /// Moves per period.
        moves: u32,
        /// Time per period.
        time: Duration,
    },
    /// Correspondence: each move within `per_move` (days, as correspondence play counts), the
    /// mover's time set back to `per_move` after it; time not used is not kept.
    Correspondence {
        /// Time for each move.
        per_move: Duration,
    },
}

/// Both players' remaining time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    remaining: [Duration; 2],
    moves: [u32; 2],
}

impl Clock {
    /// A clock at the start of a game.
    pub fn new(control: TimeControl) -> Clock {
        let initial = match control {
            TimeControl::SuddenDeath { initial } | TimeControl::Fischer { initial, .. } => initial,
            TimeControl::MovesIn { time, .. } => time,
            TimeControl::Correspondence { per_move } => per_move,
        };
        Clock {
            control,
            remaining: [initial; 2],
            moves: [0; 2],
        }
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// Time left to `color`.
    pub fn remaining(&self, color: Color) -> Duration {
        self.remaining[color.index()]
    }

    /// True when `color` would have run out of time after thinking `elapsed` on this move.
    pub fn is_out(&self, color: Color, elapsed: Duration) -> bool {
        elapsed > self.remaining[color.index()]
    }

    /// Charges `elapsed` to `color` for a move it completed, then adds the increment or the
    /// next period, or sets a correspondence clock back to its time a move. Returns false,
    /// changing nothing, if the time had run out.
    pub fn charge(&mut self, color: Color, elapsed: Duration) -> bool {
        if self.is_out(color, elapsed) {
            return false;
        }
        let i = color.index();
        self.remaining[i] -= elapsed;
        self.moves[i] += 1;
        match self.control {
            TimeControl::SuddenDeath { .. } => {}
            TimeControl::Fischer { increment, .. } => self.remaining[i] += increment,
            TimeControl::MovesIn { moves, time } => {
                if moves > 0 && self.moves[i].is_multiple_of(moves) {
                    self.remaining[i] += time;
                }
            }
            TimeControl::Correspondence { per_move } => self.remaining[i] = per_move,
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const S: fn(u64) -> Duration = Duration::from_secs;

    #[test]
    fn fischer_adds_the_increment_after_each_move() {
        let mut c = Clock::new(TimeControl::Fischer {
            initial: S(60),
            increment: S(2),
        });
        assert!(c.charge(Color::White, S(10)));
        assert_eq!(c.remaining(Color::White), S(52));
        assert_eq!(c.remaining(Color::Black), S(60));
    }

    #[test]
    fn running_out_is_refused_and_changes_nothing() {
        let mut c = Clock::new(TimeControl::SuddenDeath { initial: S(5) });
        assert!(!c.charge(Color::Black, S(6)));
        assert_eq!(c.remaining(Color::Black), S(5));
        assert!(
            c.charge(Color::Black, S(5)),
            "exactly the remaining time is still in time"
        );
    }

    #[test]
    fn moves_in_time_adds_a_new_period_after_the_last_move_of_one() {
        let mut c = Clock::new(TimeControl::MovesIn {
            moves: 2,
            time: S(100),
        });
        assert!(c.charge(Color::White, S(30)));
        assert_eq!(c.remaining(Color::White), S(70));
        assert!(c.charge(Color::White, S(30)));
        assert_eq!(c.remaining(Color::White), S(140));
    }

    const DAY: u64 = 24 * 60 * 60;

    #[test]
    fn correspondence_sets_the_movers_days_back_after_each_move() {
        let mut c = Clock::new(TimeControl::Correspondence {
            per_move: S(3 * DAY),
        });
        assert_eq!(c.remaining(Color::White), S(3 * DAY));
        // Two days and an hour on the first move: the full three days again after it, no more.
        assert!(c.charge(Color::White, S(2 * DAY + 3600)));
        assert_eq!(c.remaining(Color::White), S(3 * DAY));
        // A move made at once does not save time for later.
        assert!(c.charge(Color::Black, S(1)));
        assert_eq!(c.remaining(Color::Black), S(3 * DAY));
        assert!(
            c.charge(Color::White, S(3 * DAY)),
            "the last second is in time"
        );
        assert!(c.is_out(Color::Black, S(3 * DAY + 1)));
        assert!(
            !c.charge(Color::Black, S(3 * DAY + 1)),
            "a second late is refused"
        );
        assert_eq!(c.remaining(Color::Black), S(3 * DAY));
    }
}
