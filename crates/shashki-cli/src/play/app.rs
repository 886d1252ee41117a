//! The state of a game on the screen and how keys, engine answers and time change it. No
//! terminal here: the runner draws the state, feeds it keys and answers, and carries out its
//! requests to the engine thread, so the tests drive it directly.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind};
use shashki::{Color, Move, Outcome, Path, Variant, VariantGame, WinReason};
use shashki_engine::Limits;
use shashki_pdn::ResolveError;
use shashki_study::coach::Coach;
use shashki_text::Message;

use super::cursor::Cursor;
use super::engine::Job;
use super::i18n::Text;
use super::keys::{action, edit, Action, Edit};
use super::record::Source;
use super::seats::Seats;
use super::select::{self, Press, Selection};

/// How long the engine thinks on a move without a clock.
const MOVE_TIME: Duration = Duration::from_secs(2);
/// How long it looks for a hint, or weighs a draw offer.
const HINT_TIME: Duration = Duration::from_secs(1);
/// The file the save prompt offers when `--save` named none.
const DEFAULT_FILE: &str = "shashki.pdn";
/// A player's name not known, as PDN and PGN write it (PGN standard 8.1.1.5).
const UNKNOWN_NAME: &str = "?";

/// What the keyboard is doing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Keys are commands on the board.
    Board,
    /// A move is being typed.
    Typing(String),
    /// A file name to save to is being typed.
    Save(String),
    /// A PDN file name or a FEN is being typed.
    Load(String),
    /// Waiting for yes or no to resigning.
    ConfirmResign,
}

/// What the engine is searching for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// Its own move.
    Move,
    /// The best move for the person to move.
    Hint,
    /// Whether to accept the person's draw offer.
    DrawAnswer,
}

/// What the runner must do for the app.
#[derive(Clone, Debug)]
pub enum Request {
    /// Start this search (stopping any other).
    Search(Box<Job>),
    /// Stop the search in progress; its answer will be stale.
    Cancel,
}

/// Why the app ends.
#[derive(Clone, Debug, PartialEq)]
pub enum Exit {
    /// The person left.
    Quit,
    /// A game of another variant was loaded: start it in its own board.
    Load(Variant, Source),
}

/// A game on the screen.
pub struct App {
    /// The game.
    pub game: VariantGame,
    /// Who plays each side.
    pub seats: Seats,
    /// The interface text.
    pub text: &'static Text,
    /// The variant played.
    pub variant: Variant,
    /// The square under the cursor.
    pub cursor: Cursor,
    /// True when Black is at the bottom.
    pub flipped: bool,
    /// The piece chosen and the landing squares chosen so far.
    pub selection: Option<Selection>,
    /// What the keyboard is doing.
    pub mode: Mode,
    /// The message line.
    pub status: String,
    /// The engine's suggestion for the person to move.
    pub hint: Option<Move>,
    /// The search in progress and its id.
    pub task: Option<(u64, Task)>,
    /// Requests for the runner, oldest first.
    pub requests: Vec<Request>,
    /// Set when the app is to end.
    pub exit: Option<Exit>,
    /// The coach, while it is on (off by default, switched per game).
    pub coach: Option<Coach>,
    /// What the coach said about the person's last move, or warns of before the next.
    pub coach_notes: Vec<String>,
    /// The people's names given on the command line, White's first.
    pub names: [Option<String>; 2],
    /// Touch-move: a piece once chosen must move (off by default, switched with a key).
    pub touch_move: bool,
    save_path: Option<PathBuf>,
    turn_started: Instant,
    jobs: u64,
    saved_at_end: bool,
}

impl App {
    /// A game on the screen; the engine starts thinking at once if it is to move.
    pub fn new(
        game: VariantGame,
        seats: Seats,
        text: &'static Text,
        save_path: Option<PathBuf>,
        now: Instant,
    ) -> App {
        let variant = game.variant();
        let legal = game.position().legal_moves();
        let cursor = legal.first().map_or(Cursor { file: 0, rank: 0 }, |m| {
            let (file, rank) = variant.coordinates(m.from());
            Cursor { file, rank }
        });
        let mut app = App {
            game,
            seats,
            text,
            variant,
            cursor,
            flipped: seats.bottom() == Color::Black,
            selection: None,
            mode: Mode::Board,
            status: String::new(),
            hint: None,
            task: None,
            requests: Vec::new(),
            exit: None,
            coach: None,
            coach_notes: Vec::new(),
            names: [None, None],
            touch_move: false,
            save_path,
            turn_started: now,
            jobs: 0,
            saved_at_end: false,
        };
        app.changed(now);
        app
    }

    /// The legal moves now.
    pub fn legal(&self) -> Vec<Move> {
        self.game.position().legal_moves()
    }

    /// The legal moves now, each with its landing squares, for choosing one square by square.
    pub fn ways(&self) -> Vec<(Move, Path)> {
        let pos = self.game.position();
        pos.legal_moves()
            .into_iter()
            .filter_map(|m| Some((m, pos.path(&m)?)))
            .collect()
    }

    /// True when a person is to move in a game that goes on.
    pub fn human_to_move(&self) -> bool {
        !self.game.outcome().is_over() && self.seats.is_human(self.game.position().turn())
    }

    /// The time `color` has left at `now`, if the game has a clock.
    pub fn time_left(&self, color: Color, now: Instant) -> Option<Duration> {
        let clock = self.game.clock()?;
        if let Outcome::Win {
            winner,
            reason: WinReason::Time,
        } = self.game.outcome()
        {
            // The clock keeps the time before the move that was never made.
            if winner != color {
                return Some(Duration::ZERO);
            }
        }
        let left = clock.remaining(color);
        let running = !self.game.outcome().is_over() && self.game.position().turn() == color;
        Some(if running {
            left.saturating_sub(now.saturating_duration_since(self.turn_started))
        } else {
            left
        })
    }

    /// The players' names for the screen, White first: a person's as given, else "you" (or
    /// "player" between friends); the engine with its level.
    pub fn players(&self) -> [String; 2] {
        self.names_or(|seats| match seats {
            Seats::Friends => self.text.get("play-player"),
            Seats::Engine { .. } => self.text.get("play-you"),
        })
    }

    /// The players' names for the PDN record, White first: a person's as given, else `?`, the
    /// name PDN (as PGN) writes when it is not known; the engine with its level.
    pub fn record_players(&self) -> [String; 2] {
        self.names_or(|_| UNKNOWN_NAME.to_string())
    }

    /// The engine's name on its side, a person's given name, else `unnamed` of the seats.
    fn names_or(&self, unnamed: impl Fn(Seats) -> String) -> [String; 2] {
        Color::BOTH.map(|c| match self.seats {
            Seats::Engine { level, .. } if self.seats.engine() == Some(c) => self
                .text
                .say(&Message::new("play-engine").number("level", level.number())),
            seats => self.names[c.index()]
                .clone()
                .unwrap_or_else(|| unnamed(seats)),
        })
    }

    /// Handles a key pressed at `now`.
    pub fn on_key(&mut self, key: KeyEvent, now: Instant) {
        if key.kind == KeyEventKind::Release {
            return;
        }
        match std::mem::replace(&mut self.mode, Mode::Board) {
            Mode::Board => {
                if let Some(a) = action(&key) {
                    self.act(a, now);
                }
            }
            Mode::ConfirmResign => {
                let yes = matches!(key.code, KeyCode::Char(c)
                    if self.text.is_yes(c));
                if yes {
                    self.resign(now);
                } else {
                    self.status.clear();
                }
            }
            Mode::Typing(mut line) => match edit(&mut line, &key) {
                Edit::Submit => self.play_typed(&line, now),
                Edit::Cancel => {}
                Edit::Typed => self.mode = Mode::Typing(line),
            },
            Mode::Save(mut line) => match edit(&mut line, &key) {
                Edit::Submit => self.save(line.trim()),
                Edit::Cancel => {}
                Edit::Typed => self.mode = Mode::Save(line),
            },
            Mode::Load(mut line) => match edit(&mut line, &key) {
                Edit::Submit => self.load(line.trim(), now),
                Edit::Cancel => {}
                Edit::Typed => self.mode = Mode::Load(line),
            },
        }
    }

    /// Carries out a command given on the board.
    fn act(&mut self, a: Action, now: Instant) {
        let size = self.variant.rows();
        match a {
            Action::Cursor(right, up) => {
                self.cursor = self.cursor.moved(right, up, size, self.flipped);
            }
            Action::Press => self.press(now),
            Action::Clear => match self.touched() {
                Some(from) => self.refuse_touched(from),
                None => {
                    self.selection = None;
                    self.hint = None;
                    self.status.clear();
                }
            },
            Action::Type(first) => self.mode = Mode::Typing(first.into_iter().collect()),
            Action::Undo => self.undo(now),
            Action::Hint => self.ask_hint(),
            Action::Flip => self.flipped = !self.flipped,
            Action::Draw => self.draw(now),
            Action::Resign => {
                if self.game.outcome().is_over() {
                    self.status = self.text.get("play-over");
                } else {
                    self.mode = Mode::ConfirmResign;
                    self.status = self.text.get("play-confirm-resign");
                }
            }
            Action::Save => {
                let name = self
                    .save_path
                    .as_ref()
                    .map_or(DEFAULT_FILE.to_string(), |p| p.display().to_string());
                self.mode = Mode::Save(name);
            }
            Action::Load => self.mode = Mode::Load(String::new()),
            Action::Coach => self.toggle_coach(),
            Action::TouchMove => self.toggle_touch_move(),
            Action::Quit => {
                if let Some(path) = self.save_path.clone() {
                    if !self.game.moves().is_empty() {
                        self.save(&path.display().to_string());
                    }
                }
                self.cancel();
                self.exit = Some(Exit::Quit);
            }
        }
    }

    /// Why a person cannot move now, if they cannot.
    fn refuse_move(&self) -> Option<String> {
        if self.game.outcome().is_over() {
            Some(self.text.get("play-over"))
        } else if !self.human_to_move() {
            Some(self.text.get("play-wait-engine"))
        } else {
            None
        }
    }

    /// Presses the square under the cursor: chooses a piece, a landing square, or plays.
    fn press(&mut self, now: Instant) {
        if let Some(why) = self.refuse_move() {
            self.status = why.to_string();
            return;
        }
        let ways = self.ways();
        let Some(square) = self
            .variant
            .bit_of_coordinates(self.cursor.file, self.cursor.rank)
        else {
            self.status = self.text.get("play-choose-piece");
            return;
        };
        let pos = self.game.position();
        let own = pos.pieces(pos.turn());
        let forced = ways.first().is_some_and(|(m, _)| m.is_capture());
        let press = select::press(&ways, self.selection.as_ref(), own, square);
        if !self.touch_allows(&press) {
            return;
        }
        match press {
            Press::Play(mv) => self.play_human(&mv, now),
            Press::Select(sel) => {
                self.status = self.coach_warning(&sel, &ways);
                self.selection = Some(sel);
                if self.touch_move {
                    // Pressed on by the person: a piece the hint chose is touched now.
                    self.hint = None;
                }
            }
            Press::Clear => {
                self.selection = None;
                self.status.clear();
            }
            Press::SeveralWays => self.status = self.text.get("play-several-ways"),
            Press::NoMoveFrom(_) if forced => self.status = self.text.get("play-capture-forced"),
            Press::NoMoveFrom(sq) => {
                self.status = self.text.say(
                    &Message::new("play-no-move-from").text("square", self.variant.square_name(sq)),
                );
            }
            Press::ChoosePiece => self.status = self.text.get("play-choose-piece"),
            Press::NotALanding if forced => self.status = self.text.get("play-capture-forced"),
            Press::NotALanding => self.status = self.text.get("play-not-a-landing"),
        }
    }

    /// Plays a typed move, in any notation the rules and PDN crates read.
    fn play_typed(&mut self, line: &str, now: Instant) {
        if let Some(why) = self.refuse_move() {
            self.status = why.to_string();
            return;
        }
        let text = line.trim();
        match shashki_pdn::resolve_in(&self.game.position(), text) {
            Ok(mv) if !self.touch_allows_typed(&mv) => {}
            Ok(mv) => self.play_human(&mv, now),
            Err(ResolveError::Ambiguous { candidates, .. }) => {
                self.status = self.text.say(
                    &Message::new("play-ambiguous")
                        .text("text", text)
                        .text("candidates", candidates.join(", ")),
                );
            }
            Err(_) => {
                self.status = self
                    .text
                    .say(&Message::new("play-illegal").text("text", text))
            }
        }
    }

    /// Plays the person's move, which the coach checks if it is on; a refusal (never
    /// expected: the move is legal) is shown.
    fn play_human(&mut self, mv: &Move, now: Instant) {
        self.status.clear();
        let before = self.game.clone();
        match self.play(mv, now) {
            Ok(()) => self.coach_move(&before, mv),
            Err(e) => self.status = e,
        }
    }

    /// Plays `mv` for the side to move, charging its clock.
    fn play(&mut self, mv: &Move, now: Instant) -> Result<(), String> {
        self.cancel();
        let spent = now.saturating_duration_since(self.turn_started);
        self.game
            .play_timed(mv, Some(spent))
            .map_err(|e| e.to_string())?;
        self.selection = None;
        self.hint = None;
        self.turn_started = now;
        self.changed(now);
        Ok(())
    }

    /// After any change of the game: save a finished game if asked to, and let the engine
    /// think when it is to move.
    fn changed(&mut self, now: Instant) {
        if self.game.outcome().is_over() {
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
        let turn = self.game.position().turn();
        if self.seats.engine() == Some(turn) && self.task.map(|(_, t)| t) != Some(Task::Move) {
            let limits = self.clock_limits(turn, now);
            self.search(Task::Move, limits);
        }
    }

    /// Checks the clock at `now`: the side to move loses when its time is out.
    pub fn tick(&mut self, now: Instant) {
        let turn = self.game.position().turn();
        if self.time_left(turn, now) == Some(Duration::ZERO) {
            self.game.lose_on_time(turn);
            self.changed(now);
        }
    }

    /// Takes moves back until a person is to move again: one ply between friends; against
    /// the engine, its reply and the person's move (the person's alone while it thinks).
    fn undo(&mut self, now: Instant) {
        if self.touch_move {
            self.status = self.text.get("touch-move-no-undo");
            return;
        }
        let plies = self.game.plies();
        let human_moved = (0..plies)
            .filter_map(|ply| self.game.position_at(ply))
            .any(|p| self.seats.is_human(p.turn()));
        if !human_moved {
            self.status = self.text.get("play-nothing-to-undo");
            return;
        }
        self.cancel();
        while self.game.undo().is_some() {
            if self.seats.is_human(self.game.position().turn()) {
                break;
            }
        }
        self.selection = None;
        self.hint = None;
        self.coach_notes.clear();
        self.status.clear();
        self.saved_at_end = false;
        self.turn_started = now;
        self.changed(now);
    }

    /// Offers a draw, or accepts the standing offer; against the engine, asks its answer.
    fn draw(&mut self, now: Instant) {
        if self.game.outcome().is_over() {
            self.status = self.text.get("play-over");
            return;
        }
        let turn = self.game.position().turn();
        let side = match self.seats {
            Seats::Friends => turn,
            Seats::Engine { human, .. } => human,
        };
        let _ = self.game.offer_draw(side);
        if self.game.outcome().is_over() {
            self.changed(now);
        } else if self.seats.engine().is_some() {
            self.status = self.text.get("play-draw-sent");
            if turn == side {
                self.search(Task::DrawAnswer, Limits::move_time(HINT_TIME));
            }
        }
    }

    /// The person resigns (between friends: the side to move).
    fn resign(&mut self, now: Instant) {
        let side = match self.seats {
            Seats::Friends => self.game.position().turn(),
            Seats::Engine { human, .. } => human,
        };
        if self.game.resign(side).is_ok() {
            self.status.clear();
            self.changed(now);
        }
    }
}

mod coaching;
mod engine_turns;
mod files;
#[cfg(test)]
mod tests;
mod touch_move;
