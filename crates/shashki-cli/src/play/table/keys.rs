//! The keys at the table: the prompts' editing, the resignation's yes or no, and the commands
//! every game has; the others go to the game ([`Game::other`]).

use std::time::Instant;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind};

use super::{Exit, Game, Mode, Table, Task};
use crate::play::keys::{action, edit, Action, Edit};

impl<G: Game> Table<G> {
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
            Mode::ConfirmResign(side) => {
                let yes = matches!(key.code, KeyCode::Char(c) if self.text.is_yes(c));
                self.status.clear();
                if yes && G::resign(self, side) {
                    self.selection = None;
                    self.hint = None;
                    self.changed(now);
                }
            }
            Mode::Typing(line) => {
                if let Some(line) = self.edited(line, &key, Mode::Typing) {
                    self.play_typed(&line, now);
                }
            }
            Mode::Save(line) => {
                if let Some(line) = self.edited(line, &key, Mode::Save) {
                    self.save(line.trim());
                }
            }
            Mode::Load(line) => {
                if let Some(line) = self.edited(line, &key, Mode::Load) {
                    G::load(self, line.trim(), now);
                }
            }
        }
    }

    /// Applies `key` to the prompt's `line`: the line when it is submitted; else the prompt
    /// stays open (`prompt` of the line) unless it was left.
    fn edited(
        &mut self,
        mut line: String,
        key: &KeyEvent,
        prompt: fn(String) -> Mode<G::Side>,
    ) -> Option<String> {
        match edit(&mut line, key) {
            Edit::Submit => return Some(line),
            Edit::Cancel => {}
            Edit::Typed => self.mode = prompt(line),
        }
        None
    }

    /// Carries out a command given on the board.
    fn act(&mut self, a: Action, now: Instant) {
        match a {
            Action::Cursor(right, up) => G::move_cursor(self, right, up),
            Action::Press => match self.refuse_move() {
                Some(why) => self.status = why,
                None => G::press(self, now),
            },
            Action::Clear => match G::bound(self) {
                Some(why) => self.status = why,
                None => {
                    self.selection = None;
                    self.hint = None;
                    self.status.clear();
                }
            },
            Action::Type(first) => self.mode = Mode::Typing(first.into_iter().collect()),
            Action::Undo => match G::take_back(self) {
                Ok(game) => {
                    self.status.clear();
                    self.restart(game, now);
                }
                Err(why) => self.status = why,
            },
            Action::Hint => self.ask_hint(now),
            Action::Resign => self.ask_resign(),
            Action::Save => {
                let name = self
                    .save_path
                    .as_ref()
                    .map_or(G::WORDS.default_file.to_string(), |p| {
                        p.display().to_string()
                    });
                self.mode = Mode::Save(name);
            }
            Action::Quit => {
                if let Some(path) = self.save_path.clone() {
                    if G::has_moves(self) {
                        self.save(&path.display().to_string());
                    }
                }
                self.cancel();
                self.exit = Some(Exit::Quit);
            }
            Action::Flip | Action::Draw | Action::Load | Action::Coach | Action::TouchMove => {
                G::other(self, a, now);
            }
        }
    }

    /// Plays a typed move, a person being to move.
    fn play_typed(&mut self, line: &str, now: Instant) {
        match self.refuse_move() {
            Some(why) => self.status = why,
            None => G::play_typed(self, line.trim(), now),
        }
    }

    /// Asks for the best move of the person to move.
    fn ask_hint(&mut self, now: Instant) {
        if let Some(why) = self.refuse_move().or_else(|| G::bound(self)) {
            self.status = why;
            return;
        }
        if let Some(pondering) = G::WORDS.pondering {
            self.status = self.text.get(pondering);
        }
        self.ask(Task::Hint, now);
    }

    /// Asks whether to resign, if anyone may.
    fn ask_resign(&mut self) {
        if G::is_over(self) {
            self.status = self.text.get(G::WORDS.over);
            return;
        }
        match G::resigner(self) {
            Ok(side) => {
                self.status = G::resign_question(self, side);
                self.mode = Mode::ConfirmResign(side);
            }
            Err(why) => self.status = why,
        }
    }
}
