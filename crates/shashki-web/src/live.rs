//! A game in memory: its record under the rules, its seats, its running clock and the channel
//! that tells the websockets about each change. Every change is tried on the record (and undone
//! at once) and stored before it is installed and anyone hears of it.

use std::time::{Duration, Instant};

use shashki::{
    Color, Move, Outcome, PlayError, TimeControl, Variant, VariantGame, VariantPosition,
};
use shashki_engine::{Limits, SearchResult};
use shashki_text::{errors, Message};
use tokio::sync::broadcast;

use crate::abort::ABANDONED;
use crate::act::Act;
use crate::app::App;
use crate::engine_turn::move_time;
use crate::engines::{seed_of, Engines, Job, Pooled};
use crate::error::ApiError;
use crate::import::RECORDED;
use crate::now::Now;
use crate::record::Record;
use crate::round::{Change, Round};
use crate::secrets::fits;
use crate::store::{Changed, Event, GameOutcome, GameRow, Opponent, StoreError};

/// The answer to a move or act the rules refuse: 400 with the rules' reason.
fn illegal(e: PlayError) -> ApiError {
    ApiError::illegal(errors::play(&e))
}

/// The clock of a stored game's settings, if it has one: a correspondence clock of
/// `clock_days` a move, or `clock_initial` with `clock_increment`.
pub fn time_control(row: &GameRow) -> Option<TimeControl> {
    if let Some(days) = row.clock_days {
        return Some(TimeControl::Correspondence {
            per_move: Duration::from_secs(days.saturating_mul(DAY_SECONDS)),
        });
    }
    row.clock_initial.map(|initial| TimeControl::Fischer {
        initial: Duration::from_secs(initial),
        increment: Duration::from_secs(row.clock_increment.unwrap_or(0)),
    })
}

/// The seconds of a correspondence clock's day.
pub const DAY_SECONDS: u64 = 24 * 60 * 60;

/// A game as the database has it, for a copy that holds its first `from` events: the row and
/// the events after those (all of them when `from` is 0).
pub struct Stored {
    /// The stored row.
    pub row: GameRow,
    /// The events the copy holds already.
    pub from: usize,
    /// The events stored after those.
    pub events: Vec<Event>,
}

/// A game being played.
pub struct Live {
    /// The stored row (seats, opponent, level, clock settings).
    pub row: GameRow,
    /// The variant.
    pub variant: Variant,
    /// The game under the rules.
    pub record: Record,
    /// Events stored so far (the next event's number).
    pub events: usize,
    /// When the side to move began thinking; `None` while the clock does not run (before the
    /// first move, and without a clock).
    pub turn_started: Option<Instant>,
    /// STATE after each change, for the websockets.
    pub tx: broadcast::Sender<String>,
    /// True while the engine thinks about this game.
    pub engine_busy: bool,
    /// The time its clock reads.
    pub now: Now,
}

impl Live {
    /// A new game of the stored `row`, from its start position, nothing played, timed by
    /// `now`.
    ///
    /// # Errors
    /// When the row names no variant or its start position does not read.
    pub fn new(row: GameRow, now: Now) -> Result<Live, String> {
        let variant: Variant = row.variant.parse().map_err(|e| format!("{e}"))?;
        let start = match row.start_fen.as_deref() {
            Some(fen) => VariantPosition::from_fen(variant, fen).map_err(|e| e.to_string())?,
            None => VariantPosition::start(variant),
        };
        let game = VariantGame::new(start, time_control(&row));
        let (tx, _) = broadcast::channel(16);
        Ok(Live {
            row,
            variant,
            record: Record::new(game),
            events: 0,
            turn_started: None,
            tx,
            engine_busy: false,
            now,
        })
    }

    /// A game from its stored row and events, timed by `now`: the side to move has thought
    /// since the last move (or takeback) was stored.
    ///
    /// # Errors
    /// When the row names no variant or the events do not replay (a damaged database).
    pub fn rebuild(row: GameRow, events: &[Event], now: Now) -> Result<Live, String> {
        let mut live = Live::new(row, now)?;
        live.follow(live.row.clone(), events)?;
        Ok(live)
    }

    /// Brings this copy up to date with the game as another server stored it: its `row`, and
    /// the `events` stored after this copy's. A move (or takeback) among them starts the side
    /// to move's thinking at the time it was stored. Nothing changes when they do not replay.
    ///
    /// # Errors
    /// When the events do not replay on this copy.
    pub fn follow(&mut self, row: GameRow, events: &[Event]) -> Result<(), String> {
        let mut last_at = None;
        let undoing = events.iter().any(|e| e.kind == Act::Undo.event_kind());
        let mut trial = self.record.trial(undoing);
        for e in events {
            let (act, side) = trial.record().act_of(e)?;
            trial.apply(act, side).map_err(|err| match act {
                Act::Move { .. } => format!("stored move {:?}: {err}", e.text),
                _ => err.to_string(),
            })?;
            if matches!(act, Act::Move { .. } | Act::Undo) {
                last_at = Some(e.at_ms);
            }
        }
        trial.keep();
        if events.iter().any(|e| e.text.as_deref() == Some(RECORDED)) {
            self.record.recorded = true;
        }
        self.row = row;
        self.events += events.len();
        if !self.ongoing() || self.game().clock().is_none() {
            self.turn_started = None;
        } else if let Some(at) = last_at {
            let ago = u64::try_from(self.now.unix_ms() - at).unwrap_or(0);
            let now = self.now.instant();
            self.turn_started = Some(now.checked_sub(Duration::from_millis(ago)).unwrap_or(now));
        }
        Ok(())
    }

    /// The game under the rules.
    pub fn game(&self) -> &VariantGame {
        &self.record.game
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.game().position().turn()
    }

    /// The outcome now.
    pub fn outcome(&self) -> Outcome {
        self.game().outcome()
    }

    /// True while the game goes on.
    pub fn ongoing(&self) -> bool {
        self.outcome() == Outcome::Ongoing && self.record.aborted.is_none()
    }

    /// The side `secret` sits at (its hash stored), if any.
    pub fn seat_of(&self, secret: &str) -> Option<Color> {
        let same = |s: &Option<String>| s.as_deref().is_some_and(|s| fits(s, secret));
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
        self.row.engine_color
    }

    /// True when the engine should move now.
    pub fn engine_to_move(&self) -> bool {
        self.ongoing() && self.engine_color() == Some(self.turn())
    }

    /// Time the side to move has spent on this move.
    pub fn thinking(&self) -> Duration {
        self.turn_started.map_or(Duration::ZERO, |t| {
            self.now.instant().saturating_duration_since(t)
        })
    }

    /// When the clock runs, the time left to the side to move.
    pub fn time_left(&self) -> Option<Duration> {
        let clock = self.game().clock()?;
        self.turn_started?;
        Some(clock.remaining(self.turn()).saturating_sub(self.thinking()))
    }

    /// True when the side to move has run out of time and the game is not over yet.
    pub fn flag_fell(&self) -> bool {
        self.ongoing() && self.time_left() == Some(Duration::ZERO)
    }

    /// The loss on time of the side to move, when its time ran out.
    pub fn time_change(&mut self) -> Option<Change> {
        if !self.flag_fell() {
            return None;
        }
        self.prepare(Act::Time, self.turn()).ok()
    }

    /// The move `text` for the side to move, charging its clock.
    ///
    /// # Errors
    /// 409 after the end or before the invited friend joined, 400 for an illegal move.
    pub fn move_change(&mut self, text: &str) -> Result<Change, ApiError> {
        #[cfg(feature = "faults")]
        if text == "panic!" {
            panic!("fault hook: a move that panics while the game is held");
        }
        if !self.ongoing() {
            return Err(self.over());
        }
        if self.waiting_for_friend() {
            return Err(ApiError::waiting_for_opponent());
        }
        let mv = self.record.resolve(text).map_err(illegal)?;
        self.move_of(mv)
    }

    /// The engine's move; the change ends the engine's turn when installed.
    ///
    /// # Errors
    /// As [`Live::move_change`].
    pub fn engine_move_change(&mut self, mv: &Move) -> Result<Change, ApiError> {
        let mut change = self.move_of(*mv)?;
        change.ends_computer_turn = true;
        Ok(change)
    }

    fn move_of(&mut self, mv: Move) -> Result<Change, ApiError> {
        if !self.ongoing() {
            return Err(self.over());
        }
        let elapsed = Some(self.thinking());
        self.prepare(Act::Move { mv, elapsed }, self.turn())
            .map_err(illegal)
    }

    /// `color` resigns (`resign`), offers or accepts a draw (`draw`), declines the
    /// opponent's standing offer (`decline`), or asks for, grants or refuses a takeback
    /// (`takeback`, `takeback-decline`: [`Live::takeback_change`]), or aborts the game
    /// (`abort`: [`Live::abort_change`]).
    ///
    /// # Errors
    /// 409 `game-over` after the end, 409 `no-draw-offer` for a decline with no offer standing,
    /// 409 `not-abortable` for an abort after both sides moved, 409 `waiting-for-opponent` for
    /// anything but an abort before the invited friend joined.
    pub fn act_change(&mut self, act: Act, color: Color) -> Result<Change, ApiError> {
        if let Act::Abort { .. } = act {
            return self.abort_change(color);
        }
        if self.ongoing() && self.waiting_for_friend() {
            return Err(ApiError::waiting_for_opponent());
        }
        if matches!(act, Act::AskTakeback | Act::RefuseTakeback) {
            return self.takeback_change(act, color);
        }
        if !self.ongoing() {
            return Err(self.over());
        }
        self.prepare(act, color).map_err(|e| match e {
            PlayError::NoDrawOffer(_) => ApiError::no_draw_offer(errors::play(&e)),
            _ => ApiError::game_over(errors::play(&e)),
        })
    }

    /// `color` asks to take back his last move (`AskTakeback`), grants the opponent's standing
    /// request (`AskTakeback` again, from the other side), or refuses it (`RefuseTakeback`).
    /// Against the engine the request is granted at once, on the person's turn.
    ///
    /// # Errors
    /// 409 `game-over` after the end; 409 `no-takeback` with no move to take back, no request to
    /// answer, or one's own request standing; 403 `not-your-turn` while the engine thinks.
    fn takeback_change(&mut self, act: Act, color: Color) -> Result<Change, ApiError> {
        if !self.ongoing() {
            return Err(self.over());
        }
        let standing = self.record.takeback;
        if act == Act::RefuseTakeback {
            if standing != Some(!color) {
                return Err(ApiError::no_takeback("error-no-takeback-request"));
            }
            return self.prepare(act, color).map_err(illegal);
        }
        let engine = self.engine_color();
        if engine == Some(self.turn()) {
            return Err(ApiError::not_your_turn(Message::new("error-wait-engine")));
        }
        // Granted: at once against the engine, or answering the opponent's request.
        let asker = if standing == Some(!color) {
            !color
        } else {
            color
        };
        if engine.is_some() || asker != color {
            return self
                .prepare(Act::Undo, asker)
                .map_err(|_| ApiError::no_takeback("error-no-takeback"));
        }
        if standing == Some(color) {
            return Err(ApiError::no_takeback("error-takeback-waiting"));
        }
        if self.record.takeback_plies(color).is_none() {
            return Err(ApiError::no_takeback("error-no-takeback"));
        }
        self.prepare(act, color).map_err(illegal)
    }

    /// The answer to anything tried after the end: `409 game-over` with the result.
    pub fn over(&self) -> ApiError {
        if self.record.aborted.is_some() {
            return ApiError::game_over(Message::new("error-game-aborted"));
        }
        ApiError::game_over(errors::game_over(self.outcome()))
    }

    /// The change `act` of `side` makes, tried on the record and undone: what is stored.
    pub(crate) fn prepare(&mut self, act: Act, side: Color) -> Result<Change, PlayError> {
        let text = match act {
            Act::Move { mv, .. } => Some(self.game().position().full_text(&mv)),
            Act::Abort { abandoned: true } => Some(ABANDONED.to_string()),
            _ => None,
        };
        let elapsed_ms = match act {
            Act::Move { elapsed, .. } => {
                elapsed.map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
            }
            _ => None,
        };
        let (outcome, position) = self
            .record
            .try_act(act, side, |r| (r.outcome_key(), r.game.position().fen()))?;
        Ok(Change {
            seq: self.events,
            event: Event {
                kind: act.event_kind(),
                color: side,
                text,
                elapsed_ms,
                at_ms: self.now.unix_ms(),
            },
            outcome,
            position,
            act,
            side,
            ends_computer_turn: false,
        })
    }

    /// Installs a change once it is stored.
    pub fn install(&mut self, change: Change) {
        debug_assert_eq!(change.seq, self.events, "changes install in order");
        let plies = self.game().plies();
        if let Err(e) = self.record.apply(change.act, change.side) {
            // Tried on this very record under the game's gate: it cannot fail.
            tracing::error!(game = %self.row.id, error = %e, "a stored change did not install");
        }
        let moved = self.game().plies() != plies;
        self.events += 1;
        self.row.outcome = change.outcome;
        self.row.fen = change.position;
        if !self.ongoing() {
            self.turn_started = None;
        } else if moved && self.game().clock().is_some() {
            self.turn_started = Some(self.now.instant());
        }
    }

    /// How many times the game has changed: every event stored, and the invited friend taking
    /// the second seat. It only grows, and is derived from what is stored, so it survives a
    /// restart and the game leaving memory; the page keeps the STATE with the highest.
    pub fn seq(&self) -> usize {
        let joined = self.row.opponent == Opponent::Human && self.row.invite.is_none();
        self.events + usize::from(joined)
    }
}

impl Round for Live {
    type Act = Act;
    type Side = Color;
    type Event = Event;
    type Outcome = GameOutcome;
    type Engine = Pooled;

    async fn store(
        app: &App,
        change: &Change,
        changed: Changed,
        ended: bool,
    ) -> Result<(), StoreError> {
        let ended = ended.then_some(change.outcome);
        let owner = app.leases.server();
        (app.store)
            .add_event(
                changed,
                change.seq,
                &change.event,
                ended,
                &change.position,
                owner,
            )
            .await
    }

    fn stored_outcome(&self) -> GameOutcome {
        self.row.outcome
    }

    fn install(&mut self, change: Change, server: &str) {
        Live::install(self, change);
        self.row.owner = Some(server.to_string());
    }

    fn time_change(&mut self) -> Option<Change> {
        Live::time_change(self)
    }

    fn state(&self) -> serde_json::Value {
        Live::state(self)
    }

    fn sender(&self) -> &broadcast::Sender<String> {
        &self.tx
    }

    fn engines(app: &App) -> &Engines {
        &app.engines
    }

    fn computer_to_move(&self) -> bool {
        self.engine_to_move()
    }

    fn computer_busy(&mut self) -> &mut bool {
        &mut self.engine_busy
    }

    fn computer_mark(&self) -> usize {
        self.game().plies()
    }

    /// The engine's search within its share of the time left (when the clock runs) and its
    /// level's share of the longest move, when this server holds the game (`src/lease.rs`).
    fn computer_job(&self, app: &App) -> Option<Job> {
        if !app.holds(self) {
            return None;
        }
        let most = app.config.engine_move_time;
        let budget = match (self.time_left(), self.row.clock_increment) {
            (Some(left), inc) => {
                let inc = Duration::from_secs(inc.unwrap_or(0));
                (left / 30 + inc / 2).min(left / 3)
            }
            (None, _) => most,
        }
        .min(move_time(self.row.level, most))
        .max(Duration::from_millis(20));
        Some(Job {
            game: self.game().clone(),
            level: Some(self.row.level),
            limits: Limits::move_time(budget),
            urgent: true,
            seed: seed_of(&self.row.id),
        })
    }

    fn computer_change(&mut self, found: &SearchResult) -> Option<Result<Change, ApiError>> {
        Some(match &found.best {
            Some(best) => self.engine_move_change(best),
            None => Err(ApiError::internal("the engine found no move")),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::EventKind;

    const DAY: Duration = Duration::from_secs(DAY_SECONDS);

    /// A game between two people with a correspondence clock of `days` a move.
    fn correspondence(days: u64, now: &Now) -> Live {
        let row = GameRow {
            id: "c1".into(),
            variant: "russian".into(),
            opponent: Opponent::Human,
            level: 3,
            clock_initial: Some(days * DAY_SECONDS),
            clock_increment: Some(0),
            clock_days: Some(days),
            ..GameRow::default()
        };
        Live::new(row, now.clone()).unwrap()
    }

    fn play(live: &mut Live, text: &str) -> Event {
        let change = live.move_change(text).unwrap();
        let event = change.event.clone();
        live.install(change);
        event
    }

    #[test]
    fn a_correspondence_clock_runs_from_the_first_move_and_gives_the_days_back_at_each() {
        let now = Now::adjustable();
        let mut live = correspondence(2, &now);
        assert_eq!(live.time_left(), None, "no clock before the first move");
        play(&mut live, "c3-d4");
        now.advance(DAY + Duration::from_secs(3 * 3600));
        assert_eq!(live.time_left(), Some(DAY - Duration::from_secs(3 * 3600)));
        let state = live.state();
        assert_eq!(state["clock"]["days"], 2);
        assert_eq!(state["clock"]["running"], "black");
        assert_eq!(state["clock"]["black_ms"], 21 * 3600 * 1000);
        assert_eq!(state["clock"]["white_ms"], 2 * 86_400_000);
        // Black answers after 27 hours: his two days are whole again, and White's run.
        let reply = play(&mut live, "f6-g5");
        assert_eq!(reply.elapsed_ms, Some(27 * 3600 * 1000));
        assert_eq!(live.state()["clock"]["black_ms"], 2 * 86_400_000);
        assert_eq!(live.time_left(), Some(2 * DAY));
    }

    #[test]
    fn the_flag_falls_when_the_days_run_out_and_a_restart_keeps_the_time_used() {
        let now = Now::adjustable();
        let mut live = correspondence(1, &now);
        let events = vec![play(&mut live, "c3-d4"), play(&mut live, "f6-g5")];
        now.advance(Duration::from_secs(20 * 3600));
        // Read back from its events, twenty hours after the last: four hours left, as before.
        let mut again = Live::rebuild(live.row.clone(), &events, now.clone()).unwrap();
        assert_eq!(again.time_left(), live.time_left());
        assert_eq!(again.time_left(), Some(Duration::from_secs(4 * 3600)));
        assert!(!again.flag_fell() && again.time_change().is_none());
        now.advance(Duration::from_secs(4 * 3600));
        assert!(again.flag_fell(), "at the last moment the time is out");
        let flag = again.time_change().unwrap();
        assert_eq!(
            (flag.event.kind, flag.event.color),
            (EventKind::Time, Color::White)
        );
        assert_eq!(flag.outcome, GameOutcome::Won(Color::Black));
        // A move sent too late (a millisecond after) is not played: it loses on time.
        now.advance(Duration::from_millis(1));
        let late = again.move_change("g3-f4").unwrap();
        assert_eq!(late.outcome, GameOutcome::Won(Color::Black));
    }

    #[test]
    fn a_copy_follows_the_events_stored_after_its_own_as_a_whole_read_would() {
        let now = Now::adjustable();
        let mut live = correspondence(2, &now);
        let first = play(&mut live, "c3-d4");
        let mut copy =
            Live::rebuild(live.row.clone(), std::slice::from_ref(&first), now.clone()).unwrap();
        now.advance(Duration::from_secs(3600));
        let later = vec![play(&mut live, "f6-g5"), {
            let offer = live.act_change(Act::Draw, Color::White).unwrap();
            let event = offer.event.clone();
            live.install(offer);
            event
        }];
        now.advance(Duration::from_secs(600));
        copy.follow(live.row.clone(), &later).unwrap();
        let whole = Live::rebuild(
            live.row.clone(),
            &[first, later[0].clone(), later[1].clone()],
            now.clone(),
        )
        .unwrap();
        assert_eq!(copy.events, 3);
        assert_eq!(copy.state(), whole.state());
        assert_eq!(copy.time_left(), Some(2 * DAY - Duration::from_secs(600)));
        // A move that does not replay leaves the copy as it was.
        let mut bad = later[0].clone();
        bad.text = Some("a1-h8".into());
        assert!(copy.follow(live.row.clone(), &[bad]).is_err());
        assert_eq!(copy.state(), whole.state());
    }
}
