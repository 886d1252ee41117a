//! The Chinese checkers game on the screen and how keys and the computers' answers change it.
//! No terminal here: the runner draws it, feeds it keys and answers and carries its requests
//! to the search thread, so that the tests drive it directly.

use std::path::PathBuf;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind};
use shashki_star::engine::Level;
use shashki_star::{Corner, Event, Game, Hole, Move, Out};

use super::cursor::Cursor;
use super::text::{colour, with, Text};
use super::thinker::Job;
use crate::play::{action, edit, Action, Edit};

/// The level the hints are searched at.
const HINT_LEVEL: u8 = 7;
/// The file the save prompt offers when `--save` named none.
const DEFAULT_FILE: &str = "chinese-checkers.txt";

/// Who plays a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    /// A person at this terminal.
    Person,
    /// The computer at a level.
    Computer(Level),
}

/// What the keyboard is doing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Keys are commands on the board.
    Board,
    /// A move is being typed.
    Typing(String),
    /// A file name to save to is being typed.
    Save(String),
    /// Waiting for yes or no to this player's resigning.
    ConfirmResign(Corner),
}

/// What a search is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// A computer's move.
    Move,
    /// A hint for the person to move.
    Hint,
}

/// What the runner must do for the app.
#[derive(Clone, Debug)]
pub enum Request {
    /// Start this search (stopping any other).
    Think(Job),
    /// Stop the search in progress.
    Cancel,
}

/// A game on the screen.
pub struct App {
    /// The game.
    pub game: Game,
    /// Who plays each point, by [`Corner::index`].
    pub seats: [Seat; 6],
    /// The interface text.
    pub text: &'static Text,
    /// The hole under the cursor.
    pub cursor: Cursor,
    /// The piece chosen, if any.
    pub selected: Option<Hole>,
    /// What the keyboard is doing.
    pub mode: Mode,
    /// The message line.
    pub status: String,
    /// The suggested move for the person to move.
    pub hint: Option<Move>,
    /// The search asked for and its id.
    pub task: Option<(u64, Task)>,
    /// Requests for the runner, oldest first.
    pub requests: Vec<Request>,
    /// Set when the person leaves.
    pub quit: bool,
    save_path: Option<PathBuf>,
    jobs: u64,
    saved_at_end: bool,
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
        let mut app = App {
            game,
            seats,
            text,
            cursor: Cursor::at(board, start),
            selected: None,
            mode: Mode::Board,
            status: String::new(),
            hint: None,
            task: None,
            requests: Vec::new(),
            quit: false,
            save_path,
            jobs: 0,
            saved_at_end: false,
            events_seen: 0,
        };
        app.changed();
        app
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
        match (self.selected, self.person_to_move()) {
            (Some(from), true) => self.game.position().destinations(from).collect(),
            _ => Vec::new(),
        }
    }

    /// Handles a key.
    pub fn on_key(&mut self, key: KeyEvent) {
        if key.kind == KeyEventKind::Release {
            return;
        }
        match std::mem::replace(&mut self.mode, Mode::Board) {
            Mode::Board => {
                if let Some(a) = action(&key) {
                    self.act(a);
                }
            }
            Mode::ConfirmResign(player) => {
                let yes = matches!(key.code, KeyCode::Char(c)
                    if self.text.is_yes(c));
                self.status.clear();
                if yes && self.game.resign(player).is_ok() {
                    self.after_action();
                }
            }
            Mode::Typing(mut line) => match edit(&mut line, &key) {
                Edit::Submit => self.play_typed(&line),
                Edit::Cancel => {}
                Edit::Typed => self.mode = Mode::Typing(line),
            },
            Mode::Save(mut line) => match edit(&mut line, &key) {
                Edit::Submit => self.save(line.trim()),
                Edit::Cancel => {}
                Edit::Typed => self.mode = Mode::Save(line),
            },
        }
    }

    fn act(&mut self, a: Action) {
        match a {
            Action::Cursor(right, up) => self.cursor = self.cursor.moved(right, up),
            Action::Press => self.press(),
            Action::Clear => {
                self.selected = None;
                self.hint = None;
                self.status.clear();
            }
            Action::Type(first) => self.mode = Mode::Typing(first.into_iter().collect()),
            Action::Undo => self.undo(),
            Action::Hint => self.ask_hint(),
            Action::Resign => match self.turn() {
                Some(player) if self.person_to_move() => {
                    self.mode = Mode::ConfirmResign(player);
                    self.status = with(self.text, "star-resign-ask", "colour", self.colour(player));
                }
                Some(_) => self.status = self.text.get("star-wait-computer"),
                None => self.status = self.text.get("star-over"),
            },
            Action::Save => {
                let name = self
                    .save_path
                    .as_ref()
                    .map_or(DEFAULT_FILE.to_string(), |p| p.display().to_string());
                self.mode = Mode::Save(name);
            }
            Action::Flip | Action::Draw | Action::Load | Action::Coach | Action::TouchMove => {
                self.status = self.text.get("star-not-here");
            }
            Action::Quit => {
                if let Some(path) = self.save_path.clone() {
                    if self.game.plies() > 0 {
                        self.save(&path.display().to_string());
                    }
                }
                self.cancel();
                self.quit = true;
            }
        }
    }

    /// The catalogue key of why a person cannot move now, if so.
    fn refuse_move(&self) -> Option<&'static str> {
        if self.turn().is_none() {
            Some("star-over")
        } else if !self.person_to_move() {
            Some("star-wait-computer")
        } else {
            None
        }
    }

    /// Presses the hole under the cursor: plays the hint, chooses a piece, or moves it.
    fn press(&mut self) {
        if let Some(why) = self.refuse_move() {
            self.status = self.text.get(why);
            return;
        }
        if let Some(mv) = self.hint {
            self.play(mv);
            return;
        }
        let hole = self.cursor.hole;
        let pos = *self.game.position();
        let own = pos.pieces(pos.turn()).contains(hole);
        match self.selected {
            Some(from) if from == hole => {
                self.selected = None;
                self.status.clear();
            }
            Some(from) if pos.destinations(from).contains(hole) => {
                self.play(Move { from, to: hole })
            }
            _ if own && pos.destinations(hole).is_empty() => {
                self.status = with(self.text, "star-no-move-from", "hole", hole.to_string());
            }
            _ if own => {
                self.selected = Some(hole);
                self.status.clear();
            }
            Some(_) => self.status = self.text.get("star-not-a-destination"),
            None => self.status = self.text.get("star-choose-piece"),
        }
    }

    fn play_typed(&mut self, line: &str) {
        if let Some(why) = self.refuse_move() {
            self.status = self.text.get(why);
            return;
        }
        let text = line.trim();
        match text.parse::<Move>() {
            Ok(mv) if self.game.position().is_legal(mv) => self.play(mv),
            _ => self.status = with(self.text, "star-illegal", "text", text),
        }
    }

    fn play(&mut self, mv: Move) {
        self.cancel();
        let person = self.person_to_move();
        match self.game.play(mv) {
            Ok(()) => {
                self.status.clear();
                if person {
                    self.cursor = Cursor::at(self.game.start().board(), mv.to);
                }
                self.after_action();
            }
            Err(e) => self.status = e.to_string(),
        }
    }

    fn after_action(&mut self) {
        self.selected = None;
        self.hint = None;
        self.changed();
    }

    /// After any change: tell of passes and players out, save a finished game if asked to,
    /// and let a computer to move think.
    fn changed(&mut self) {
        let news: Vec<String> = self.game.events()
            [self.events_seen.min(self.game.events().len())..]
            .iter()
            .filter_map(|e| match e {
                Event::Pass(c) => Some(with(self.text, "star-passes", "colour", self.colour(*c))),
                Event::Out(c, Out::Spoiling) => Some(format!(
                    "{}: {}",
                    self.colour(*c),
                    self.text.get("star-spoiled")
                )),
                _ => None,
            })
            .collect();
        if !news.is_empty() {
            self.status = news.join(" · ");
        }
        self.events_seen = self.game.events().len();
        if self.turn().is_none() {
            self.cancel();
            if !self.saved_at_end {
                self.saved_at_end = true;
                if let Some(path) = self.save_path.clone() {
                    self.save(&path.display().to_string());
                }
            }
            return;
        }
        self.saved_at_end = false;
        if let Some(player) = self.turn() {
            if let Seat::Computer(level) = self.seats[player.index()] {
                self.think(Task::Move, level);
            }
        }
    }

    fn think(&mut self, task: Task, level: Level) {
        self.jobs += 1;
        self.task = Some((self.jobs, task));
        self.requests.push(Request::Think(Job {
            id: self.jobs,
            position: *self.game.position(),
            level,
        }));
    }

    fn cancel(&mut self) {
        if self.task.take().is_some() {
            self.requests.push(Request::Cancel);
        }
    }

    fn ask_hint(&mut self) {
        if let Some(why) = self.refuse_move() {
            self.status = self.text.get(why);
            return;
        }
        if let Some(level) = Level::new(HINT_LEVEL) {
            self.think(Task::Hint, level);
        }
    }

    /// Takes back moves until a person is to move again, one of his moves at least.
    fn undo(&mut self) {
        let mut probe = self.game.clone();
        let mut person_moved = false;
        while probe.undo() {
            if probe
                .turn()
                .is_some_and(|c| self.seats[c.index()] == Seat::Person)
            {
                person_moved = true;
                break;
            }
        }
        if !person_moved {
            self.status = self.text.get("star-nothing-to-undo");
            return;
        }
        self.cancel();
        self.game = probe;
        self.events_seen = self.game.events().len();
        self.status.clear();
        self.after_action();
    }

    /// Takes a search's answer; answers to questions no longer asked are dropped.
    pub fn on_reply(&mut self, id: u64, mv: Option<Move>) {
        let Some((asked, task)) = self.task else {
            return;
        };
        if asked != id {
            return;
        }
        self.task = None;
        match (task, mv) {
            (Task::Move, Some(mv)) => self.play(mv),
            (Task::Hint, Some(mv)) => {
                self.hint = Some(mv);
                self.selected = Some(mv.from);
                self.cursor = Cursor::at(self.game.start().board(), mv.to);
                self.status = with(self.text, "star-play-hint", "move", mv.to_string());
            }
            (_, None) => {}
        }
    }

    /// The person is thinking or a computer is: who, for the screen.
    pub fn thinking(&self) -> Option<String> {
        let (_, task) = self.task?;
        let player = self.turn()?;
        (task == Task::Move)
            .then(|| with(self.text, "star-thinking", "colour", self.colour(player)))
    }

    fn save(&mut self, file: &str) {
        self.status = match std::fs::write(file, self.game.record()) {
            Ok(()) => with(self.text, "star-saved", "file", file),
            Err(e) => self.text.say(
                &shashki_text::Message::new("star-save-failed")
                    .text("file", file)
                    .text("reason", e.to_string()),
            ),
        };
    }
}
