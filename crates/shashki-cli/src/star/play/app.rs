//! The Chinese checkers game at the terminal's table (the skeleton shared with draughts,
//! `crate::play::table`): its players, each a person or a computer, and how it plugs in —
//! a piece chosen and moved with the cursor or a move typed, the computers' moves and the
//! hint, the passes and players out told as they happen, the record saved as text.

use std::convert::Infallible;
use std::path::{Path, PathBuf};
use std::time::Instant;

use shashki_star::engine::Level;
use shashki_star::{Corner, Event, Game, Hole, Move, Out};

use super::cursor::Cursor;
use super::text::{colour, with, Text};
use super::thinker::Job;
use crate::play::table::{self, Table, Task, Words};
use crate::play::Action;

/// The level the hints are searched at.
const HINT_LEVEL: u8 = 7;

/// Who plays a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    /// A person at this terminal.
    Person,
    /// The computer at a level.
    Computer(Level),
}

/// A Chinese checkers game on the screen: the skeleton's table with the game in it.
pub type App = Table<Star>;

/// What only Chinese checkers keeps at its table.
pub struct Star {
    /// How many of the game's events have been told.
    events_seen: usize,
}

impl App {
    /// A game on the screen; a computer to move starts thinking at once.
    pub fn new(
        game: Game,
        seats: [Seat; 6],
        text: &'static Text,
        save_path: Option<PathBuf>,
    ) -> App {
        let board = game.start().board();
        let start = game
            .legal_moves()
            .first()
            .map_or(board.centre(), |m| m.from);
        let cursor = Cursor::at(board, start);
        let own = Star { events_seen: 0 };
        Table::open(game, seats, cursor, own, text, save_path, Instant::now())
    }

    /// The player to move, while the game goes on.
    pub fn turn(&self) -> Option<Corner> {
        self.game.turn()
    }

    /// True when a person is to move.
    pub fn person_to_move(&self) -> bool {
        self.turn()
            .is_some_and(|c| self.seats[c.index()] == Seat::Person)
    }

    /// A player's colour, as the screen names him.
    pub fn colour(&self, player: Corner) -> String {
        colour(self.text, player)
    }

    /// Who plays `player`, for the screen.
    pub fn who(&self, player: Corner) -> String {
        match self.seats[player.index()] {
            Seat::Person => self.text.get("star-person"),
            Seat::Computer(level) => with(
                self.text,
                "star-computer-level",
                "level",
                level.number().to_string(),
            ),
        }
    }

    /// Where the chosen piece can go.
    pub fn destinations(&self) -> Vec<Hole> {
        match (self.selection, self.person_to_move()) {
            (Some(from), true) => self.game.position().destinations(from).collect(),
            _ => Vec::new(),
        }
    }

    /// The person is thinking or a computer is: who, for the screen.
    pub fn thinking(&self) -> Option<String> {
        let (_, task) = self.task?;
        let player = self.turn()?;
        (task == Task::Move)
            .then(|| with(self.text, "star-thinking", "colour", self.colour(player)))
    }

    /// The seat of the player to move, if a computer's, at its level.
    fn computer_level(&self) -> Option<Level> {
        match self.seats[self.turn()?.index()] {
            Seat::Computer(level) => Some(level),
            Seat::Person => None,
        }
    }
}

impl table::Game for Star {
    type Record = Game;
    type Seats = [Seat; 6];
    type Cursor = Cursor;
    type Selection = Hole;
    type Move = Move;
    type Side = Corner;
    type Job = Job;
    type Answer = Option<Move>;
    type Next = Infallible;
    const WORDS: Words = Words {
        over: "star-over",
        wait: "star-wait-computer",
        pondering: None,
        keys: "star-keys",
        typing_keys: "star-typing-keys",
        move_prompt: "star-move-prompt",
        save_prompt: "star-save-prompt",
        // Never shown: loading is draughts' only, this game opens no load prompt.
        load_prompt: "star-not-here",
        banner_title: "star-game-over",
        saved: "star-saved",
        save_failed: "star-save-failed",
        default_file: "chinese-checkers.txt",
    };

    fn is_over(app: &App) -> bool {
        app.turn().is_none()
    }

    fn person_to_move(app: &App) -> bool {
        app.person_to_move()
    }

    fn has_moves(app: &App) -> bool {
        app.game.plies() > 0
    }

    fn computer_to_move(app: &App) -> bool {
        app.computer_level().is_some()
    }

    /// A computer's move at its level, or a hint at [`HINT_LEVEL`].
    fn job(app: &App, id: u64, task: Task, _now: Instant) -> Job {
        let level = match task {
            Task::Move => app.computer_level(),
            Task::Hint | Task::DrawAnswer => Level::new(HINT_LEVEL),
        };
        Job {
            id,
            position: *app.game.position(),
            level: level.unwrap_or(Level::TOP),
        }
    }

    fn answer(app: &mut App, task: Task, answer: Option<Move>, now: Instant) {
        let Some(mv) = answer else {
            return;
        };
        match task {
            Task::Move => {
                app.play(&mv, now);
            }
            Task::Hint => {
                app.hint = Some(mv);
                app.selection = Some(mv.from);
                app.cursor = Cursor::at(app.game.start().board(), mv.to);
                app.status = with(app.text, "star-play-hint", "move", mv.to_string());
            }
            // No draw is offered in this game.
            Task::DrawAnswer => {}
        }
    }

    fn move_cursor(app: &mut App, right: i32, up: i32) {
        app.cursor = app.cursor.moved(right, up);
    }

    /// Presses the hole under the cursor: plays the hint, chooses a piece, or moves it.
    fn press(app: &mut App, now: Instant) {
        if let Some(mv) = app.hint {
            app.play(&mv, now);
            return;
        }
        let hole = app.cursor.hole;
        let pos = *app.game.position();
        let own = pos.pieces(pos.turn()).contains(hole);
        match app.selection {
            Some(from) if from == hole => {
                app.selection = None;
                app.status.clear();
            }
            Some(from) if pos.destinations(from).contains(hole) => {
                app.play(&Move { from, to: hole }, now);
            }
            _ if own && pos.destinations(hole).is_empty() => {
                app.status = with(app.text, "star-no-move-from", "hole", hole.to_string());
            }
            _ if own => {
                app.selection = Some(hole);
                app.status.clear();
            }
            Some(_) => app.status = app.text.get("star-not-a-destination"),
            None => app.status = app.text.get("star-choose-piece"),
        }
    }

    fn play_typed(app: &mut App, text: &str, now: Instant) {
        match text.parse::<Move>() {
            Ok(mv) if app.game.position().is_legal(mv) => {
                app.play(&mv, now);
            }
            _ => app.status = with(app.text, "star-illegal", "text", text),
        }
    }

    /// Plays `mv`; a person's move takes the cursor to where the piece went.
    fn record_move(app: &mut App, mv: &Move, _now: Instant) -> Result<(), String> {
        let person = app.person_to_move();
        app.game.play(*mv).map_err(|e| e.to_string())?;
        if person {
            app.cursor = Cursor::at(app.game.start().board(), mv.to);
        }
        Ok(())
    }

    /// Moves taken back until a person is to move again, one of his moves at least.
    fn take_back(app: &App) -> Result<Game, String> {
        let mut probe = app.game.clone();
        while probe.undo() {
            if probe
                .turn()
                .is_some_and(|c| app.seats[c.index()] == Seat::Person)
            {
                return Ok(probe);
            }
        }
        Err(app.text.get("star-nothing-to-undo"))
    }

    fn restarted(app: &mut App, _now: Instant) {
        app.own.events_seen = app.game.events().len();
    }

    /// The person to move may resign; no one while a computer is to move.
    fn resigner(app: &App) -> Result<Corner, String> {
        match app.turn() {
            Some(player) if app.person_to_move() => Ok(player),
            _ => Err(app.text.get("star-wait-computer")),
        }
    }

    fn resign_question(app: &App, player: Corner) -> String {
        with(app.text, "star-resign-ask", "colour", app.colour(player))
    }

    fn resign(app: &mut App, player: Corner) -> bool {
        app.game.resign(player).is_ok()
    }

    fn write(app: &App, file: &Path) -> std::io::Result<()> {
        std::fs::write(file, app.game.record())
    }

    /// Flip, draw, load, coach and touch-move are draughts' only.
    fn other(app: &mut App, _action: Action, _now: Instant) {
        app.status = app.text.get("star-not-here");
    }

    fn load(app: &mut App, _text: &str, _now: Instant) {
        app.status = app.text.get("star-not-here");
    }

    /// Tells of passes and players out since the last change.
    fn news(app: &mut App) {
        let events = app.game.events();
        let news: Vec<String> = events[app.own.events_seen.min(events.len())..]
            .iter()
            .filter_map(|e| match e {
                Event::Pass(c) => Some(with(app.text, "star-passes", "colour", app.colour(*c))),
                Event::Out(c, Out::Spoiling) => Some(format!(
                    "{}: {}",
                    app.colour(*c),
                    app.text.get("star-spoiled")
                )),
                _ => None,
            })
            .collect();
        if !news.is_empty() {
            app.status = news.join(" · ");
        }
        app.own.events_seen = app.game.events().len();
    }
}
