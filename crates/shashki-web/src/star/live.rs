//! A Chinese checkers game in memory: its stored row (seats), the game under the rules, and
//! the channel that tells the websockets of each change. Every change is tried on the game (and
//! undone at once) and stored before it is installed and anyone hears of it.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use shashki_star::engine::{remaining, Choice, Engine, Level};
use shashki_star::{Corner, Event, Game, Move, Options, Out, Outcome, Position};
use shashki_text::Message;
use tokio::sync::broadcast;

use super::store::{self, SeatRow, StarEvent, StarRow};
use crate::app::App;
use crate::engine_turn::move_time;
use crate::engines::{Engines, Searcher};
use crate::error::ApiError;
use crate::registry::Resident;
use crate::round::{Change, Round};
use crate::secrets::{fits, now_ms};
use crate::store::{Changed, Kind, SeatKind, StarEventKind, Store, StoreError};

/// A game being played.
pub struct StarLive {
    /// The stored row.
    pub row: StarRow,
    /// The game under the rules.
    pub game: Game,
    /// Events stored so far (the next event's number).
    pub events: usize,
    /// STATE after each change, for the websockets.
    pub tx: broadcast::Sender<String>,
    /// True while a computer thinks about its move here.
    pub computer_busy: bool,
}

/// What one change does to a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StarAct {
    /// The player to move moves.
    Move(Move),
    /// The player resigns.
    Resign,
}

impl StarAct {
    /// Does it for `player` on `game`.
    ///
    /// # Errors
    /// As the game's own calls; nothing changes then.
    fn apply(self, game: &mut Game, player: Corner) -> Result<(), shashki_star::PlayError> {
        match self {
            StarAct::Move(mv) => game.play(mv),
            StarAct::Resign => game.resign(player),
        }
    }
}

/// A change of a Chinese checkers game.
pub type StarChange = Change<StarLive>;

/// A search of a Chinese checkers engine: a move for the player to move in `position` at
/// `level`, found within `time`.
pub struct Think {
    /// The position.
    pub position: Position,
    /// The level.
    pub level: Level,
    /// The longest it searches.
    pub time: Duration,
    /// True for a computer's move, false for a hint (which waits at most as an analysis).
    pub urgent: bool,
}

impl Searcher for Engine {
    type Job = Think;
    type Found = Option<Choice>;

    fn urgent(job: &Think) -> bool {
        job.urgent
    }

    fn search(&mut self, job: &Think) -> Result<Option<Choice>, String> {
        let stop = AtomicBool::new(false);
        let deadline = Some(Instant::now() + job.time);
        Ok(self.choose(&job.position, job.level, deadline, &stop))
    }
}

impl Resident for StarLive {
    const KIND: Kind = Kind::Star;

    fn id(&self) -> &str {
        &self.row.id
    }

    fn ongoing(&self) -> bool {
        !self.game.outcome().is_over()
    }

    fn events(&self) -> usize {
        self.events
    }

    fn seq(&self) -> usize {
        StarLive::seq(self)
    }

    type Fresh = StarLive;

    /// A Chinese checkers game is always read whole.
    fn read(app: &App, id: &str, _held: usize) -> Result<Option<StarLive>, ApiError> {
        app.read_star(id)
    }

    fn stored_seq(store: &Store, id: &str) -> Result<Option<usize>, StoreError> {
        store::stored_seq(store, id)
    }

    fn refresh(&mut self, fresh: StarLive) -> Result<(), String> {
        let (tx, busy) = (self.tx.clone(), self.computer_busy);
        *self = StarLive {
            tx,
            computer_busy: busy,
            ..fresh
        };
        self.tell();
        Ok(())
    }
}

impl StarLive {
    /// A new game of the stored `row`, nothing played.
    ///
    /// # Errors
    /// When the row's start or options do not read.
    pub fn new(row: StarRow) -> Result<StarLive, String> {
        let start = Position::from_text(&row.start).map_err(|e| e.to_string())?;
        let options = Options::from_names(&row.options)?;
        let (tx, _) = broadcast::channel(16);
        Ok(StarLive {
            row,
            game: Game::new(start, options),
            events: 0,
            tx,
            computer_busy: false,
        })
    }

    /// A game from its stored row and events.
    ///
    /// # Errors
    /// When the events do not replay (a damaged database).
    pub fn rebuild(row: StarRow, events: &[StarEvent]) -> Result<StarLive, String> {
        let mut live = StarLive::new(row)?;
        for e in events {
            let player = e.player;
            let done = match e.kind {
                StarEventKind::Move => live
                    .game
                    .play_text(e.text.as_deref().unwrap_or_default())
                    .map(|_| ()),
                StarEventKind::Resign => live.game.resign(player),
            };
            done.map_err(|err| format!("stored {} of {player}: {err}", e.kind))?;
        }
        live.events = events.len();
        Ok(live)
    }

    /// The seat of `player`.
    pub fn seat(&self, player: Corner) -> Option<&SeatRow> {
        self.row.seats.iter().find(|s| s.player == player.letter())
    }

    /// The player whose seat `secret` holds (its hash stored), if any.
    pub fn seat_of(&self, secret: &str) -> Option<Corner> {
        self.row
            .seats
            .iter()
            .find(|s| s.secret.as_deref().is_some_and(|mine| fits(mine, secret)))
            .and_then(|s| Corner::from_letter(s.player))
    }

    /// The level of the computer to move, if a computer is to move.
    pub fn computer_to_move(&self) -> Option<Level> {
        let seat = self.seat(self.game.turn()?)?;
        if seat.kind != SeatKind::Computer {
            return None;
        }
        seat.level.and_then(Level::new)
    }

    /// `player`'s move `text`, for the player to move.
    ///
    /// # Errors
    /// 409 after the end, 403 when it is not `player`'s turn, 400 for an illegal move.
    pub fn move_change(&mut self, player: Corner, text: &str) -> Result<StarChange, ApiError> {
        let turn = self.game.turn().ok_or_else(|| self.over())?;
        if turn != player {
            return Err(ApiError::not_your_turn(
                Message::new("error-star-turn").text("player", turn.letter().to_string()),
            ));
        }
        let illegal = |e| ApiError::illegal(detail("error-star-move", &e));
        let mv = self.game.read_move(text).map_err(illegal)?;
        self.prepare(StarAct::Move(mv), player).map_err(illegal)
    }

    /// The computer's move `mv`; installing it ends the computer's turn.
    ///
    /// # Errors
    /// As [`StarLive::move_change`].
    fn computer_move(&mut self, mv: Move) -> Result<StarChange, ApiError> {
        let turn = self.game.turn().ok_or_else(|| self.over())?;
        let mut change = self.move_change(turn, &mv.to_string())?;
        change.ends_computer_turn = true;
        Ok(change)
    }

    /// `player` resigns.
    ///
    /// # Errors
    /// 409 after the end or when he is out already.
    pub fn resign_change(&mut self, player: Corner) -> Result<StarChange, ApiError> {
        self.prepare(StarAct::Resign, player)
            .map_err(|e| ApiError::game_over(detail("error-star-game-over", &e)))
    }

    fn over(&self) -> ApiError {
        ApiError::game_over(detail("error-star-game-over", &self.game.outcome().key()))
    }

    /// The change `act` of `player` makes, tried on the game and undone: what is stored.
    fn prepare(
        &mut self,
        act: StarAct,
        player: Corner,
    ) -> Result<StarChange, shashki_star::PlayError> {
        let at = self.game.checkpoint();
        let tried = act.apply(&mut self.game, player);
        let after = (self.game.outcome(), self.game.position().to_text());
        let rewound = self.game.rewind(at);
        debug_assert!(rewound, "a move or resignation only adds to the game");
        tried?;
        let (kind, text) = match act {
            StarAct::Move(mv) => (StarEventKind::Move, Some(mv.to_string())),
            StarAct::Resign => (StarEventKind::Resign, None),
        };
        Ok(StarChange {
            seq: self.events,
            event: StarEvent {
                kind,
                player,
                text,
                at_ms: now_ms(),
            },
            act,
            side: player,
            outcome: after.0,
            position: after.1,
            ends_computer_turn: false,
        })
    }

    /// Installs a change once it is stored.
    pub fn install(&mut self, change: StarChange) {
        debug_assert_eq!(change.seq, self.events, "changes install in order");
        if let Err(e) = change.act.apply(&mut self.game, change.side) {
            // Tried on this very game under its gate: it cannot fail.
            tracing::error!(game = %self.row.id, error = %e, "a stored change did not install");
        }
        self.events += 1;
        self.row.outcome = self.game.outcome();
        self.row.position = self.game.position().to_text();
    }

    /// How many times the game has changed: every event stored and every friend who took his
    /// seat. It only grows; of two STATEs the one with the higher `seq` is newer.
    pub fn seq(&self) -> usize {
        self.events + store::joined(&self.row.seats)
    }

    /// STATE now (crates/shashki-web/README.md, "Chinese checkers").
    pub fn state(&self) -> Value {
        let game = &self.game;
        let pos = game.position();
        let move_json = |mv: Move, path: Vec<u32>| {
            json!({"notation": mv.to_string(), "from": mv.from.number(), "to": mv.to.number(),
                   "path": path})
        };
        let legal: Vec<Value> = game
            .legal_moves()
            .into_iter()
            .map(|m| {
                let path = pos.path(m).unwrap_or_default();
                move_json(m, path.iter().map(|h| h.number()).collect())
            })
            .collect();
        let moves: Vec<Value> = game
            .events()
            .iter()
            .filter_map(|e| match e {
                Event::Move { player, mv, path } => {
                    let mut m = move_json(*mv, path.iter().map(|h| h.number()).collect());
                    m["player"] = json!(player.letter().to_string());
                    Some(m)
                }
                _ => None,
            })
            .collect();
        let players: Vec<Value> = game
            .players()
            .into_iter()
            .map(|c| {
                let seat = self.seat(c);
                let status = if game.home().contains(&c) {
                    "home"
                } else {
                    match game.out().iter().find(|(p, _)| *p == c) {
                        Some((_, Out::Resigned)) => "resigned",
                        Some((_, Out::Spoiling)) => "spoiled",
                        None => "playing",
                    }
                };
                json!({
                    "player": c.letter().to_string(),
                    "colour": c.colour(),
                    "seat": seat.map(|s| s.kind.as_str()),
                    "level": seat.and_then(|s| s.level),
                    "joined": seat.is_some_and(|s| s.kind == SeatKind::Computer || s.secret.is_some()),
                    "status": status,
                    "moves": game.moves_made(c),
                    "to_go": remaining(pos, c),
                })
            })
            .collect();
        let outcome = game.outcome();
        let places = if outcome.is_over() {
            game.places()
        } else {
            game.home().to_vec()
        };
        json!({
            "id": self.row.id,
            "game": shashki_star::KEY,
            "board": game.start().board().key(),
            "start": self.row.start,
            "position": pos.to_text(),
            "turn": game.turn().map(|c| c.letter().to_string()),
            "players": players,
            "legal": legal,
            "moves": moves,
            "last": moves_last(&moves),
            "outcome": outcome.key(),
            "winner": match outcome {
                Outcome::Won(c) => Some(c.letter().to_string()),
                _ => None,
            },
            "places": places.iter().map(|c| c.letter().to_string()).collect::<Vec<_>>(),
            "options": {
                "anti_spoiling": game.options().anti_spoiling,
                "play_on": game.options().play_on,
            },
            "seq": self.seq(),
        })
    }
}

impl Round for StarLive {
    type Act = StarAct;
    type Side = Corner;
    type Event = StarEvent;
    type Outcome = Outcome;
    type Engine = Engine;

    async fn store(
        app: &App,
        change: &StarChange,
        changed: Changed,
        _ended: bool,
    ) -> Result<(), StoreError> {
        let statements = store::event(
            &changed.id,
            change.seq,
            &change.event,
            &change.outcome,
            &change.position,
        );
        app.store.execute(statements, Some(changed)).await
    }

    fn stored_outcome(&self) -> Outcome {
        self.row.outcome
    }

    fn install(&mut self, change: StarChange, _server: &str) {
        StarLive::install(self, change);
    }

    fn state(&self) -> Value {
        StarLive::state(self)
    }

    fn sender(&self) -> &broadcast::Sender<String> {
        &self.tx
    }

    fn engines(app: &App) -> &Engines<Engine> {
        &app.star.engines
    }

    fn computer_to_move(&self) -> bool {
        StarLive::computer_to_move(self).is_some()
    }

    fn computer_busy(&mut self) -> &mut bool {
        &mut self.computer_busy
    }

    fn computer_mark(&self) -> usize {
        self.events
    }

    fn computer_job(&self, app: &App) -> Option<Think> {
        let level = StarLive::computer_to_move(self)?;
        Some(Think {
            position: *self.game.position(),
            level,
            time: move_time(level.number(), app.config.engine_move_time),
            urgent: true,
        })
    }

    fn computer_change(&mut self, found: &Option<Choice>) -> Option<Result<StarChange, ApiError>> {
        found.map(|choice| self.computer_move(choice.mv))
    }
}

fn moves_last(moves: &[Value]) -> Value {
    moves.last().cloned().unwrap_or(Value::Null)
}

/// The message `key` around the Chinese-checkers crate's own (English) account `detail`.
fn detail(key: &'static str, detail: &impl std::fmt::Display) -> Message {
    Message::new(key).text("detail", detail.to_string())
}
