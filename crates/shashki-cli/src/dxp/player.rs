//! Our side of a DXP game: the engine, and how long it may think.

use std::time::{Duration, Instant};

use shashki::{Move, VariantGame};
use shashki_engine::{Engine, Level, Limits};

/// How long a move takes when neither `--move-time` nor the game's clock says.
pub const DEFAULT_MOVE_TIME: Duration = Duration::from_secs(1);

/// The time control of a game request: minutes for the whole game, in so many moves.
#[derive(Clone, Copy, Debug, Default)]
pub struct Clock {
    /// Thinking time of each side for the game; zero is none.
    pub minutes: u32,
    /// Moves to play in it; zero is no limit.
    pub moves: u32,
}

/// The engine and its settings.
pub struct Player {
    engine: Engine,
    move_time: Option<Duration>,
}

impl Player {
    /// An international draughts engine at `level` (full strength with `None`), thinking
    /// `move_time` a move when given.
    pub fn new(level: Option<Level>, move_time: Option<Duration>) -> Player {
        let mut engine = Engine::new();
        engine.set_level(level);
        Player { engine, move_time }
    }

    /// Forgets what earlier games taught the engine.
    pub fn new_game(&mut self) {
        self.engine.new_game();
    }

    /// The engine's move in `game` and the time it took; `spent` is what our earlier moves of
    /// the game took and `made` their number, to share out the clock. `None` when there is no
    /// legal move.
    pub fn think(
        &mut self,
        game: &VariantGame,
        clock: Clock,
        spent: Duration,
        made: u32,
    ) -> Option<(Move, Duration)> {
        let began = Instant::now();
        let limits = self.limits(clock, spent, made);
        let best = self.engine.think(game, limits).ok()?.best?;
        Some((best, began.elapsed()))
    }

    /// `--move-time` if given, else a share of the clock's time left, else the default.
    fn limits(&self, clock: Clock, spent: Duration, made: u32) -> Limits {
        if let Some(t) = self.move_time {
            return Limits::move_time(t);
        }
        if clock.minutes == 0 {
            return Limits::move_time(DEFAULT_MOVE_TIME);
        }
        let total = Duration::from_secs(u64::from(clock.minutes) * 60);
        Limits {
            time: Some(total.saturating_sub(spent)),
            moves_to_go: (clock.moves > 0).then(|| clock.moves.saturating_sub(made).max(1)),
            ..Limits::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_move_time_wins_over_the_clock_which_wins_over_the_default() {
        let clock = Clock {
            minutes: 2,
            moves: 50,
        };
        let fixed = Player::new(None, Some(Duration::from_millis(50)));
        assert_eq!(
            fixed.limits(clock, Duration::ZERO, 0),
            Limits::move_time(Duration::from_millis(50))
        );
        let free = Player::new(None, None);
        let limits = free.limits(clock, Duration::from_secs(30), 10);
        assert_eq!(limits.time, Some(Duration::from_secs(90)));
        assert_eq!(limits.moves_to_go, Some(40));
        let late = free.limits(clock, Duration::from_secs(500), 60);
        assert_eq!(
            (late.time, late.moves_to_go),
            (Some(Duration::ZERO), Some(1))
        );
        assert_eq!(
            free.limits(Clock::default(), Duration::ZERO, 0),
            Limits::move_time(DEFAULT_MOVE_TIME)
        );
    }
}
