//! The draughts game at the terminal's [`Table`]: what only draughts keeps (the board turned
//! round, the coach, touch-move, the names, the clock's turn) and how it plugs into the
//! skeleton ([`Game`]): choosing a move square by square, typing it in any notation, the
//! engine's move, hint and answer to a draw offer, PDN files.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use shashki::{Color, Move, Outcome, Path, Variant, VariantGame, WinReason};
use shashki_engine::SearchResult;
use shashki_pdn::ResolveError;
use shashki_study::coach::Coach;
use shashki_text::Message;

use super::cursor::Cursor;
use super::engine::Job;
use super::i18n::Text;
use super::keys::Action;
use super::record::{self, Source};
use super::seats::Seats;
use super::select::{self, Press, Selection};
use super::table::{Game, Mode, Table, Task, Words};

/// How long the engine thinks on a move without a clock.
const MOVE_TIME: Duration = Duration::from_secs(2);
/// How long it looks for a hint, or weighs a draw offer, unless `--hint-time` says otherwise.
const HINT_TIME: Duration = Duration::from_secs(1);
/// A player's name not known, as PDN and PGN write it (PGN standard 8.1.1.5).
const UNKNOWN_NAME: &str = "?";

/// A draughts game on the screen: the skeleton's table with the draughts game in it.
pub type App = Table<Draughts>;

/// What only the draughts game keeps at its table.
pub struct Draughts {
    /// True when Black is at the bottom.
    pub flipped: bool,
    /// The coach, while it is on (off by default, switched per game).
    pub coach: Option<Coach>,
    /// What the coach said about the person's last move, or warns of before the next.
    pub coach_notes: Vec<String>,
    /// The endgame tables the coach probes (`<base>/<variant>`): the user's data folder for
    /// `shashki play`, none unless set, so that a test reads no folder outside the
    /// repository (issue 34).
    pub coach_tables: Option<std::path::PathBuf>,
    /// The people's names given on the command line, White's first.
    pub names: [Option<String>; 2],
    /// Touch-move: a piece once chosen must move (off by default, switched with a key).
    pub touch_move: bool,
    /// How long the engine looks for a hint or weighs a draw offer.
    pub hint_time: Duration,
    /// When the side to move began its turn, for its clock.
    turn_started: Instant,
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
        let own = Draughts {
            flipped: seats.bottom() == Color::Black,
            coach: None,
            coach_notes: Vec::new(),
            coach_tables: None,
            names: [None, None],
            touch_move: false,
            hint_time: HINT_TIME,
            turn_started: now,
        };
        Table::open(game, seats, cursor, own, text, save_path, now)
    }

    /// The variant played.
    pub fn variant(&self) -> Variant {
        self.game.variant()
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
            left.saturating_sub(now.saturating_duration_since(self.own.turn_started))
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
            seats => self.own.names[c.index()]
                .clone()
                .unwrap_or_else(|| unnamed(seats)),
        })
    }

    /// Checks the clock at `now`: the side to move loses when its time is out.
    pub fn tick(&mut self, now: Instant) {
        let turn = self.game.position().turn();
        if self.time_left(turn, now) == Some(Duration::ZERO) {
            self.game.lose_on_time(turn);
            self.changed(now);
        }
    }

    /// The side a person plays now: the person's against the engine, the side to move between
    /// friends (who offers a draw, who resigns).
    fn persons_side(&self) -> Color {
        match self.seats {
            Seats::Friends => self.game.position().turn(),
            Seats::Engine { human, .. } => human,
        }
    }

    /// Plays the person's move, which the coach checks if it is on.
    fn play_human(&mut self, mv: &Move, now: Instant) {
        let before = self.game.clone();
        if self.play(mv, now) {
            self.coach_move(&before, mv);
        }
    }

    /// Offers a draw, or accepts the standing offer; against the engine, asks its answer.
    fn draw(&mut self, now: Instant) {
        if self.game.outcome().is_over() {
            self.status = self.text.get("play-over");
            return;
        }
        let turn = self.game.position().turn();
        let side = self.persons_side();
        let _ = self.game.offer_draw(side);
        if self.game.outcome().is_over() {
            self.changed(now);
        } else if self.seats.engine().is_some() {
            self.status = self.text.get("play-draw-sent");
            if turn == side {
                self.ask(Task::DrawAnswer, now);
            }
        }
    }
}

impl Game for Draughts {
    type Record = VariantGame;
    type Seats = Seats;
    type Cursor = Cursor;
    type Selection = Selection;
    type Move = Move;
    type Side = Color;
    type Job = Job;
    type Answer = SearchResult;
    type Next = (Variant, Source);
    const WORDS: Words = Words {
        over: "play-over",
        wait: "play-wait-engine",
        pondering: Some("play-pondering"),
        keys: "play-keys",
        typing_keys: "play-typing-keys",
        move_prompt: "play-move-prompt",
        save_prompt: "play-save-prompt",
        load_prompt: "play-load-prompt",
        banner_title: "play-banner-title",
        saved: "play-saved",
        save_failed: "play-save-failed",
        default_file: "shashki.pdn",
    };

    fn is_over(app: &App) -> bool {
        app.game.outcome().is_over()
    }

    fn person_to_move(app: &App) -> bool {
        app.human_to_move()
    }

    fn has_moves(app: &App) -> bool {
        !app.game.moves().is_empty()
    }

    fn computer_to_move(app: &App) -> bool {
        app.seats.engine() == Some(app.game.position().turn())
    }

    fn job(app: &App, id: u64, task: Task, now: Instant) -> Job {
        app.job(id, task, now)
    }

    fn answer(app: &mut App, task: Task, answer: SearchResult, now: Instant) {
        app.answer(task, answer, now);
    }

    fn move_cursor(app: &mut App, right: i32, up: i32) {
        let size = app.variant().rows();
        app.cursor = app.cursor.moved(right, up, size, app.own.flipped);
    }

    /// Presses the square under the cursor: chooses a piece, a landing square, or plays.
    fn press(app: &mut App, now: Instant) {
        let ways = app.ways();
        let variant = app.variant();
        let Some(square) = variant.bit_of_coordinates(app.cursor.file, app.cursor.rank) else {
            app.status = app.text.get("play-choose-piece");
            return;
        };
        let pos = app.game.position();
        let own = pos.pieces(pos.turn());
        let forced = ways.first().is_some_and(|(m, _)| m.is_capture());
        let press = select::press(&ways, app.selection.as_ref(), own, square);
        if !app.touch_allows(&press) {
            return;
        }
        match press {
            Press::Play(mv) => app.play_human(&mv, now),
            Press::Select(sel) => {
                app.status = app.coach_warning(&sel, &ways);
                app.selection = Some(sel);
                if app.own.touch_move {
                    // Pressed on by the person: a piece the hint chose is touched now.
                    app.hint = None;
                }
            }
            Press::Clear => {
                app.selection = None;
                app.status.clear();
            }
            Press::SeveralWays => app.status = app.text.get("play-several-ways"),
            Press::NoMoveFrom(_) if forced => app.status = app.text.get("play-capture-forced"),
            Press::NoMoveFrom(sq) => {
                app.status = app.text.say(
                    &Message::new("play-no-move-from").text("square", variant.square_name(sq)),
                );
            }
            Press::ChoosePiece => app.status = app.text.get("play-choose-piece"),
            Press::NotALanding if forced => app.status = app.text.get("play-capture-forced"),
            Press::NotALanding => app.status = app.text.get("play-not-a-landing"),
        }
    }

    /// Plays a typed move, in any notation the rules and PDN crates read.
    fn play_typed(app: &mut App, text: &str, now: Instant) {
        match shashki_pdn::resolve_in(&app.game.position(), text) {
            Ok(mv) if !app.touch_allows_typed(&mv) => {}
            Ok(mv) => app.play_human(&mv, now),
            Err(ResolveError::Ambiguous { candidates, .. }) => {
                app.status = app.text.say(
                    &Message::new("play-ambiguous")
                        .text("text", text)
                        .text("candidates", candidates.join(", ")),
                );
            }
            Err(_) => {
                app.status = app
                    .text
                    .say(&Message::new("play-illegal").text("text", text))
            }
        }
    }

    /// Plays `mv` for the side to move, charging its clock.
    fn record_move(app: &mut App, mv: &Move, now: Instant) -> Result<(), String> {
        let spent = now.saturating_duration_since(app.own.turn_started);
        app.game
            .play_timed(mv, Some(spent))
            .map_err(|e| e.to_string())?;
        app.own.turn_started = now;
        Ok(())
    }

    /// Moves taken back until a person is to move again: one ply between friends; against
    /// the engine, its reply and the person's move (the person's alone while it thinks).
    fn take_back(app: &App) -> Result<VariantGame, String> {
        if app.own.touch_move {
            return Err(app.text.get("touch-move-no-undo"));
        }
        let plies = app.game.plies();
        let human_moved = (0..plies)
            .filter_map(|ply| app.game.position_at(ply))
            .any(|p| app.seats.is_human(p.turn()));
        if !human_moved {
            return Err(app.text.get("play-nothing-to-undo"));
        }
        let mut game = app.game.clone();
        while game.undo().is_some() {
            if app.seats.is_human(game.position().turn()) {
                break;
            }
        }
        Ok(game)
    }

    fn restarted(app: &mut App, now: Instant) {
        app.own.coach_notes.clear();
        app.own.turn_started = now;
    }

    /// The person resigns (between friends: the side to move).
    fn resigner(app: &App) -> Result<Color, String> {
        Ok(app.persons_side())
    }

    fn resign_question(app: &App, _side: Color) -> String {
        app.text.get("play-confirm-resign")
    }

    fn resign(app: &mut App, side: Color) -> bool {
        app.game.resign(side).is_ok()
    }

    fn write(app: &App, file: &std::path::Path) -> std::io::Result<()> {
        let players = app.record_players();
        record::save(&app.game, [&players[0], &players[1]], file)
    }

    fn other(app: &mut App, action: Action, now: Instant) {
        match action {
            Action::Flip => app.own.flipped = !app.own.flipped,
            Action::Draw => app.draw(now),
            Action::Load => app.mode = Mode::Load(String::new()),
            Action::Coach => app.toggle_coach(),
            Action::TouchMove => app.toggle_touch_move(),
            _ => {}
        }
    }

    fn load(app: &mut App, text: &str, now: Instant) {
        app.load(text, now);
    }

    fn bound(app: &App) -> Option<String> {
        app.touched().map(|from| app.bound_message(from))
    }

    fn tick(app: &mut App, now: Instant) {
        app.tick(now);
    }
}

mod coaching;
mod engine_turns;
mod files;
#[cfg(test)]
mod tests;
mod touch_move;
