//! The skeleton both terminal games share, draughts (`shashki play`) and Chinese checkers
//! (`shashki play --variant chinese-checkers`): a game at the terminal's table. It keeps what
//! every game on the screen has — the message line, the keyboard's mode and its prompts, the
//! one search asked of the computer at a time, the requests for the runner, saving at the end
//! and on leaving — and carries out the commands every game has (choose, type a move, hint,
//! undo, resign, save, quit). A game plugs in through [`Game`]: its record, players, cursor and
//! choice, how a move is chosen, typed and played, and what its computer is asked; and through
//! [`Draw`], its board and panel inside the common [`frame`]. [`runner`] is the event loop.
//!
//! No terminal here either: the tests drive a table with keys and answers directly.

pub mod frame;
mod keys;
pub mod runner;

use std::path::{Path, PathBuf};
use std::time::Instant;

use ratatui::layout::Rect;
use ratatui::text::Line;

use super::i18n::Text;
use super::keys::Action;

/// What the keyboard is doing; `S` is a side that may resign.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode<S> {
    /// Keys are commands on the board.
    Board,
    /// A move is being typed.
    Typing(String),
    /// A file name to save to is being typed.
    Save(String),
    /// A PDN file name or a FEN is being typed (draughts).
    Load(String),
    /// Waiting for yes or no to this side's resigning.
    ConfirmResign(S),
}

/// What the computer is searching for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// A computer player's move.
    Move,
    /// The best move for the person to move.
    Hint,
    /// Whether to accept the person's draw offer (draughts).
    DrawAnswer,
}

/// What the runner must do for the table.
#[derive(Clone, Debug)]
pub enum Request<J> {
    /// Start this search (stopping any other).
    Search(J),
    /// Stop the search in progress; its answer will be stale.
    Cancel,
}

/// The answer to a search, with the id of the job it answers.
#[derive(Clone, Debug)]
pub struct Reply<A> {
    /// The job's id: answers to questions no longer asked are dropped by it.
    pub id: u64,
    /// What the search found.
    pub answer: A,
}

/// Why the table is left.
#[derive(Clone, Debug, PartialEq)]
pub enum Exit<N> {
    /// The person left.
    Quit,
    /// Another game was loaded that needs a table of its own (draughts: another variant).
    Load(N),
}

/// The catalogue keys of what the skeleton says, which each game words in its own way.
pub struct Words {
    /// The game is over.
    pub over: &'static str,
    /// The computer is to move.
    pub wait: &'static str,
    /// Said while the hint is searched for, if anything.
    pub pondering: Option<&'static str>,
    /// The keys on the board.
    pub keys: &'static str,
    /// The keys in a prompt.
    pub typing_keys: &'static str,
    /// The move prompt's label.
    pub move_prompt: &'static str,
    /// The save prompt's label.
    pub save_prompt: &'static str,
    /// The load prompt's label.
    pub load_prompt: &'static str,
    /// The title of the result banner.
    pub banner_title: &'static str,
    /// Saved (`$file`).
    pub saved: &'static str,
    /// Not saved (`$file`, `$why`).
    pub save_failed: &'static str,
    /// The file the save prompt offers when `--save` named none.
    pub default_file: &'static str,
}

/// What differs between the games: the types of their record, players, cursor, choice and
/// searches, and how they play. Each hook gets the whole table.
pub trait Game: Sized {
    /// The game played: its moves and outcome.
    type Record;
    /// Who plays each side.
    type Seats;
    /// The square or hole under the cursor.
    type Cursor;
    /// The piece chosen (draughts: with the landing squares chosen so far).
    type Selection;
    /// A move.
    type Move;
    /// A side that may resign.
    type Side: Copy;
    /// A search for the thinker.
    type Job;
    /// A search's answer.
    type Answer;
    /// What [`Exit::Load`] carries.
    type Next;
    /// The words the skeleton says.
    const WORDS: Words;

    /// True when the game is over.
    fn is_over(table: &Table<Self>) -> bool;
    /// True when a person is to move.
    fn person_to_move(table: &Table<Self>) -> bool;
    /// True when a move has been played (leaving saves only then).
    fn has_moves(table: &Table<Self>) -> bool;
    /// True when a computer is to move.
    fn computer_to_move(table: &Table<Self>) -> bool;
    /// The search `id` for `task` at `now`.
    fn job(table: &Table<Self>, id: u64, task: Task, now: Instant) -> Self::Job;
    /// Takes the answer to the search for `task`.
    fn answer(table: &mut Table<Self>, task: Task, answer: Self::Answer, now: Instant);
    /// Moves the cursor `right` and `up` as the screen shows them.
    fn move_cursor(table: &mut Table<Self>, right: i32, up: i32);
    /// Presses under the cursor, a person being to move.
    fn press(table: &mut Table<Self>, now: Instant);
    /// Plays the move typed as `text`, a person being to move.
    fn play_typed(table: &mut Table<Self>, text: &str, now: Instant);
    /// Plays `mv` in the record, charging the mover's clock if any.
    ///
    /// # Errors
    /// The record's refusal, said.
    fn record_move(table: &mut Table<Self>, mv: &Self::Move, now: Instant) -> Result<(), String>;
    /// The record taken back until a person is to move again, or why it cannot be.
    ///
    /// # Errors
    /// Why nothing is taken back.
    fn take_back(table: &Table<Self>) -> Result<Self::Record, String>;
    /// After the record was replaced (a move taken back, a game loaded).
    fn restarted(table: &mut Table<Self>, now: Instant);
    /// The side that would resign now, or why none may.
    ///
    /// # Errors
    /// Why no one may resign now.
    fn resigner(table: &Table<Self>) -> Result<Self::Side, String>;
    /// The question put before `side` resigns.
    fn resign_question(table: &Table<Self>, side: Self::Side) -> String;
    /// `side` resigns; false if the record refuses.
    fn resign(table: &mut Table<Self>, side: Self::Side) -> bool;
    /// Writes the record to `file`.
    ///
    /// # Errors
    /// The file system's.
    fn write(table: &Table<Self>, file: &Path) -> std::io::Result<()>;
    /// A command only some games have: flip, draw, load, coach, touch-move.
    fn other(table: &mut Table<Self>, action: Action, now: Instant);
    /// Loads the game the load prompt names.
    fn load(table: &mut Table<Self>, text: &str, now: Instant);
    /// Why the chosen piece may be neither dropped nor passed over for a hint, if so
    /// (touch-move).
    fn bound(_table: &Table<Self>) -> Option<String> {
        None
    }
    /// After any change, before the skeleton looks at it: news to tell.
    fn news(_table: &mut Table<Self>) {}
    /// The clock checked at `now`.
    fn tick(_table: &mut Table<Self>, _now: Instant) {}
}

/// A board drawn, and the room it takes.
pub struct Board {
    /// Its lines.
    pub lines: Vec<Line<'static>>,
    /// Its width in columns.
    pub width: u16,
    /// Its height in lines.
    pub height: u16,
}

/// What differs between the games' screens inside the common [`frame`].
pub trait Draw: Game {
    /// The board drawn to fit `area`, the room left of the panel.
    fn board(table: &Table<Self>, area: Rect) -> Board;
    /// The panel right of the board, fitted to `height` lines.
    fn panel(table: &Table<Self>, now: Instant, height: u16) -> Vec<Line<'static>>;
    /// The result banner's lines, once the game is over.
    fn result(table: &Table<Self>) -> Option<Vec<Line<'static>>>;
    /// Notes above the message line (the draughts coach's).
    fn notes(_table: &Table<Self>) -> &[String] {
        &[]
    }
}

/// A game on the screen: what every game has, and the game's own state in [`Table::own`].
pub struct Table<G: Game> {
    /// The game.
    pub game: G::Record,
    /// Who plays each side.
    pub seats: G::Seats,
    /// The interface text.
    pub text: &'static Text,
    /// The square or hole under the cursor.
    pub cursor: G::Cursor,
    /// The piece chosen, if any.
    pub selection: Option<G::Selection>,
    /// The suggested move for the person to move.
    pub hint: Option<G::Move>,
    /// What the keyboard is doing.
    pub mode: Mode<G::Side>,
    /// The message line.
    pub status: String,
    /// The search asked for and its id.
    pub task: Option<(u64, Task)>,
    /// Requests for the runner, oldest first.
    pub requests: Vec<Request<G::Job>>,
    /// Set when the table is to be left.
    pub exit: Option<Exit<G::Next>>,
    /// What only this game keeps.
    pub own: G,
    save_path: Option<PathBuf>,
    jobs: u64,
    saved_at_end: bool,
}

impl<G: Game> Table<G> {
    /// A game on the screen; a computer to move starts thinking at once.
    pub fn open(
        game: G::Record,
        seats: G::Seats,
        cursor: G::Cursor,
        own: G,
        text: &'static Text,
        save_path: Option<PathBuf>,
        now: Instant,
    ) -> Table<G> {
        let mut table = Table {
            game,
            seats,
            text,
            cursor,
            selection: None,
            hint: None,
            mode: Mode::Board,
            status: String::new(),
            task: None,
            requests: Vec::new(),
            exit: None,
            own,
            save_path,
            jobs: 0,
            saved_at_end: false,
        };
        table.changed(now);
        table
    }

    /// Why a person cannot move now, if they cannot.
    pub fn refuse_move(&self) -> Option<String> {
        if G::is_over(self) {
            Some(self.text.get(G::WORDS.over))
        } else if !G::person_to_move(self) {
            Some(self.text.get(G::WORDS.wait))
        } else {
            None
        }
    }

    /// Plays `mv` for the side to move; true when it was played (else the status says why).
    pub fn play(&mut self, mv: &G::Move, now: Instant) -> bool {
        self.cancel();
        match G::record_move(self, mv, now) {
            Ok(()) => {
                self.status.clear();
                self.selection = None;
                self.hint = None;
                self.changed(now);
                true
            }
            Err(e) => {
                self.status = e;
                false
            }
        }
    }

    /// Puts `game` in place of the record (taken back, or loaded), nothing chosen.
    pub fn restart(&mut self, game: G::Record, now: Instant) {
        self.cancel();
        self.game = game;
        self.selection = None;
        self.hint = None;
        self.saved_at_end = false;
        G::restarted(self, now);
        self.changed(now);
    }

    /// After any change of the game: tell its news, save a finished game if asked to, and let
    /// a computer to move think.
    pub fn changed(&mut self, now: Instant) {
        G::news(self);
        if G::is_over(self) {
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
        if G::computer_to_move(self) && self.task.map(|(_, t)| t) != Some(Task::Move) {
            self.ask(Task::Move, now);
        }
    }

    /// Starts a search for `task`, stopping any other.
    pub fn ask(&mut self, task: Task, now: Instant) {
        self.jobs += 1;
        self.task = Some((self.jobs, task));
        let job = G::job(self, self.jobs, task, now);
        self.requests.push(Request::Search(job));
    }

    /// Stops the search in progress, if any; its answer will be dropped.
    pub fn cancel(&mut self) {
        if self.task.take().is_some() {
            self.requests.push(Request::Cancel);
        }
    }

    /// Takes a search's answer at `now`; answers to questions no longer asked are dropped.
    pub fn on_reply(&mut self, reply: Reply<G::Answer>, now: Instant) {
        let Some((asked, task)) = self.task else {
            return;
        };
        if asked != reply.id {
            return;
        }
        self.task = None;
        G::answer(self, task, reply.answer, now);
    }

    /// Saves the game to the file `name` and says how it went.
    fn save(&mut self, name: &str) {
        if name.is_empty() {
            return;
        }
        let message = match G::write(self, name.as_ref()) {
            Ok(()) => shashki_text::Message::new(G::WORDS.saved).text("file", name),
            Err(e) => shashki_text::Message::new(G::WORDS.save_failed)
                .text("file", name)
                .text("why", e.to_string()),
        };
        self.status = self.text.say(&message);
    }
}
