//! A game in memory: its rules state, its seats, its running clock and the channel that tells
//! the websockets about each change. Every change is stored before anyone hears of it.

use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde_json::{json, Value};
use shashki::{Color, Outcome, PlayError, TimeControl, Variant, WinReason};
use shashki_engine::MoveSpec;
use tokio::sync::broadcast;

use crate::error::ApiError;
use crate::store::{Event, GameRow};
use crate::table::{new_table, Table};

/// Unix time in milliseconds.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// A colour by its JSON name.
pub fn color_of(name: &str) -> Option<Color> {
    match name {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

/// A game being played.
pub struct Live {
    /// The stored row (seats, opponent, level, clock settings).
    pub row: GameRow,
    /// The variant.
    pub variant: Variant,
    /// The game under the rules.
    pub table: Box<dyn Table>,
    /// Events stored so far (the next event's number).
    pub events: usize,
    /// When the side to move began thinking; `None` while the clock does not run (before the
    /// first move, and without a clock).
    pub turn_started: Option<Instant>,
    /// STATE after each change, for the websockets.
    pub tx: broadcast::Sender<String>,
    /// While the engine thinks about this game: the number of plies of the position it thinks
    /// about. A search for an earlier position (its move played, its task not yet done) does
    /// not keep the engine from thinking about the next one.
    pub engine_thinks_at: Option<usize>,
}

impl Live {
    /// A game from its stored row and events.
    ///
    /// # Errors
    /// When the row names no variant or the events do not replay (a damaged database).
    pub fn rebuild(row: GameRow, events: &[Event]) -> Result<Live, String> {
        let variant: Variant = row.variant.parse().map_err(|e| format!("{e}"))?;
        let control = match (row.clock_initial, row.clock_increment) {
            (Some(initial), inc) => Some(TimeControl::Fischer {
                initial: Duration::from_secs(initial),
                increment: Duration::from_secs(inc.unwrap_or(0)),
            }),
            _ => None,
        };
        let mut table = new_table(variant, row.start_fen.as_deref(), control)?;
        let mut last_at = None;
        for e in events {
            let color = color_of(&e.color).ok_or("bad colour in a stored event")?;
            match e.kind.as_str() {
                "move" => {
                    let text = e.text.as_deref().unwrap_or_default();
                    let elapsed = e
                        .elapsed_ms
                        .map(|ms| Duration::from_millis(u64::try_from(ms).unwrap_or(0)));
                    table
                        .play_text(text, elapsed)
                        .map_err(|err| format!("stored move {text}: {err}"))?;
                    last_at = Some(e.at_ms);
                }
                "resign" => table.resign(color).map_err(|err| err.to_string())?,
                "draw" => table
                    .offer_draw(color)
                    .map(|_| ())
                    .map_err(|err| err.to_string())?,
                "decline" => table.decline_draw(color).map_err(|err| err.to_string())?,
                "time" => table.lose_on_time(color),
                other => return Err(format!("unknown stored event {other}")),
            }
        }
        let turn_started = match (table.clock(), last_at) {
            (Some(_), Some(at)) => {
                let ago = Duration::from_millis(u64::try_from(now_ms() - at).unwrap_or(0));
                Some(Instant::now().checked_sub(ago).unwrap_or_else(Instant::now))
            }
            _ => None,
        };
        let (tx, _) = broadcast::channel(16);
        Ok(Live {
            row,
            variant,
            table,
            events: events.len(),
            turn_started,
            tx,
            engine_thinks_at: None,
        })
    }

    /// The side `secret` sits at, if any.
    pub fn seat_of(&self, secret: &str) -> Option<Color> {
        let same = |s: &Option<String>| s.as_deref().is_some_and(|s| eq_secret(s, secret));
        if same(&self.row.white_seat) {
            Some(Color::White)
        } else if same(&self.row.black_seat) {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The side the engine plays, if any.
    pub fn engine_color(&self) -> Option<Color> {
        self.row.engine_color.as_deref().and_then(color_of)
    }

    /// True when the engine should move now.
    pub fn engine_to_move(&self) -> bool {
        !self.table.outcome().is_over() && self.engine_color() == Some(self.table.turn())
    }

    /// Time the side to move has spent on this move.
    fn thinking(&self) -> Duration {
        self.turn_started.map_or(Duration::ZERO, |t| t.elapsed())
    }

    /// When the clock runs, the time left to the side to move.
    pub fn time_left(&self) -> Option<Duration> {
        let clock = self.table.clock()?;
        self.turn_started?;
        Some(
            clock
                .remaining(self.table.turn())
                .saturating_sub(self.thinking()),
        )
    }

    /// True when the side to move has run out of time and the game is not over yet.
    pub fn flag_fell(&self) -> bool {
        !self.table.outcome().is_over() && self.time_left() == Some(Duration::ZERO)
    }

    /// The loss on time of the side to move, when its time ran out.
    pub fn time_change(&self) -> Option<Change> {
        if !self.flag_fell() {
            return None;
        }
        let loser = self.table.turn();
        let mut after = self.table.boxed_clone();
        after.lose_on_time(loser);
        Some(self.change(event("time", loser, None, None), after))
    }

    /// The move `text` for the side to move, charging its clock.
    ///
    /// # Errors
    /// 409 after the end, 400 for an illegal move.
    pub fn move_change(&self, text: &str) -> Result<Change, ApiError> {
        self.play_with(|t, elapsed| t.play_text(text, elapsed))
    }

    /// The engine's move, given in canonical numbers.
    ///
    /// # Errors
    /// As [`Live::move_change`].
    pub fn spec_change(&self, spec: &MoveSpec) -> Result<Change, ApiError> {
        self.play_with(|t, elapsed| t.play_spec(spec, elapsed))
    }

    fn play_with(
        &self,
        play: impl FnOnce(&mut Box<dyn Table>, Option<Duration>) -> Result<String, PlayError>,
    ) -> Result<Change, ApiError> {
        if self.table.outcome().is_over() {
            return Err(ApiError::game_over(&self.table.outcome().to_string()));
        }
        let mover = self.table.turn();
        let elapsed = Some(self.turn_started.map_or(Duration::ZERO, |t| t.elapsed()));
        // Try on a copy: nothing changes unless the move is both legal and stored.
        let mut trial = self.table.boxed_clone();
        let full = play(&mut trial, elapsed).map_err(|e| ApiError::illegal(e.to_string()))?;
        let ms = elapsed.map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX));
        Ok(self.change(event("move", mover, Some(full), ms), trial))
    }

    /// `color` resigns (`resign`), offers or accepts a draw (`draw`), or declines the standing
    /// offer (`decline`).
    ///
    /// # Errors
    /// 409 after the end.
    pub fn act_change(&self, kind: &str, color: Color) -> Result<Change, ApiError> {
        if self.table.outcome().is_over() {
            return Err(ApiError::game_over(&self.table.outcome().to_string()));
        }
        let mut trial = self.table.boxed_clone();
        let done = match kind {
            "resign" => trial.resign(color),
            "decline" => trial.decline_draw(color),
            _ => trial.offer_draw(color).map(|_| ()),
        };
        done.map_err(|e| ApiError::game_over(&e.to_string()))?;
        Ok(self.change(event(kind, color, None, None), trial))
    }

    fn change(&self, event: Event, after: Box<dyn Table>) -> Change {
        Change {
            seq: self.events,
            outcome: after.outcome().key(),
            fen: after.fen(),
            event,
            after,
        }
    }

    /// Installs a change once it is stored.
    pub fn install(&mut self, change: Change) {
        debug_assert_eq!(change.seq, self.events, "changes install in order");
        let moved = change.after.plies() != self.table.plies();
        self.events += 1;
        self.table = change.after;
        self.row.outcome = change.outcome;
        self.row.fen = change.fen;
        if self.table.outcome().is_over() {
            self.turn_started = None;
        } else if moved && self.table.clock().is_some() {
            self.turn_started = Some(Instant::now());
        }
    }

    /// How many times the game has changed: every event stored, and the invited friend taking
    /// the second seat. It only grows, and is derived from what is stored, so it survives a
    /// restart and the game leaving memory; the page keeps the STATE with the highest.
    pub fn seq(&self) -> usize {
        let joined = self.row.opponent == "human" && self.row.invite.is_none();
        self.events + usize::from(joined)
    }

    /// STATE (INTERFACES section 8) with this server's additions.
    pub fn state(&self) -> Value {
        let rs = self.table.rules_state();
        let clock = self.table.clock().map(|c| {
            let flagged = match rs.outcome {
                Outcome::Win {
                    winner,
                    reason: WinReason::Time,
                } => Some(!winner),
                _ => None,
            };
            let ms = |color: Color| {
                let left = if flagged == Some(color) {
                    Duration::ZERO
                } else if self.turn_started.is_some() && color == rs.turn {
                    c.remaining(color).saturating_sub(self.thinking())
                } else {
                    c.remaining(color)
                };
                u64::try_from(left.as_millis()).unwrap_or(u64::MAX)
            };
            json!({
                "initial": self.row.clock_initial,
                "increment": self.row.clock_increment.unwrap_or(0),
                "white_ms": ms(Color::White),
                "black_ms": ms(Color::Black),
                "running": self.turn_started.map(|_| rs.turn.name()),
            })
        });
        let side = |c: Color| {
            if self.engine_color() == Some(c) {
                "engine"
            } else {
                "human"
            }
        };
        json!({
            "id": self.row.id,
            "variant": self.variant.key(),
            "fen": rs.fen,
            "turn": rs.turn.name(),
            "moves": rs.moves,
            "legal": rs.legal,
            "outcome": rs.outcome.key(),
            "counters": rs.counters,
            "clock": clock,
            "reason": rs.outcome.reason(),
            "last": rs.last,
            "draw_offer": self.table.draw_offer().map(Color::name),
            "players": {"white": side(Color::White), "black": side(Color::Black)},
            "level": self.row.level,
            "joined": self.row.white_seat.is_some() && self.row.black_seat.is_some()
                || self.row.engine_color.is_some(),
            "start_fen": self.row.start_fen,
            "seq": self.seq(),
        })
    }

    /// Sends STATE to every websocket of the game.
    pub fn notify(&self) {
        self.send(&self.state());
    }

    /// Sends `state` (STATE now) to every websocket of the game.
    pub fn send(&self, state: &Value) {
        if self.tx.receiver_count() > 0 {
            let _ = self.tx.send(state.to_string());
        }
    }

    /// True while the game goes on.
    pub fn ongoing(&self) -> bool {
        self.table.outcome() == Outcome::Ongoing
    }
}

fn event(kind: &str, color: Color, text: Option<String>, elapsed_ms: Option<i64>) -> Event {
    Event {
        kind: kind.into(),
        color: color.name().into(),
        text,
        elapsed_ms,
        at_ms: now_ms(),
    }
}

/// A change of a game, prepared on a copy: stored first, then installed.
pub struct Change {
    /// The event's number in the game.
    pub seq: usize,
    /// What is stored.
    pub event: Event,
    /// The outcome key after it.
    pub outcome: String,
    /// The position after it.
    pub fen: String,
    /// The game after it.
    after: Box<dyn Table>,
}

/// Compares two secrets in time that does not depend on where they differ.
fn eq_secret(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

/// A random secret of 128 bits, as 32 hex digits.
pub fn secret() -> String {
    token(16)
}

/// A random token of `bytes` bytes as hex.
pub fn token(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    getrandom::fill(&mut buf).expect("the operating system's random source");
    buf.iter().map(|b| format!("{b:02x}")).collect()
}

/// A fair random coin.
pub fn coin() -> bool {
    let mut b = [0u8; 1];
    getrandom::fill(&mut b).expect("the operating system's random source");
    b[0] & 1 == 0
}
