//! The engine's side of the draughts game: the searches for its move, a hint or an answer to
//! a draw offer, and what is done with their answers (the table drops stale ones by id).

use std::time::Instant;

use shashki::{Color, Move, TimeControl};
use shashki_engine::{Limits, SearchResult};
use shashki_text::Message;

use super::{App, MOVE_TIME};
use crate::play::cursor::Cursor;
use crate::play::engine::Job;
use crate::play::seats::Seats;
use crate::play::select::Selection;
use crate::play::table::Task;
use crate::tables::Verdict;

impl App {
    /// The engine's limits on its move: a share of its clock, or a fixed time.
    pub(super) fn clock_limits(&self, turn: Color, now: Instant) -> Limits {
        let Some(clock) = self.game.clock() else {
            return Limits::move_time(MOVE_TIME);
        };
        let increment = match clock.control() {
            TimeControl::Fischer { increment, .. } => Some(increment),
            _ => None,
        };
        Limits {
            time: self.time_left(turn, now),
            increment,
            ..Limits::default()
        }
    }

    /// The search `id` for `task` at `now`: the engine's move at its level, on its clock; a
    /// hint or an answer to a draw offer at full strength.
    pub(super) fn job(&self, id: u64, task: Task, now: Instant) -> Job {
        let level = match (task, self.seats) {
            (Task::Move, Seats::Engine { level, .. }) => Some(level),
            _ => None,
        };
        let limits = match task {
            Task::Move => self.clock_limits(self.game.position().turn(), now),
            Task::Hint | Task::DrawAnswer => Limits::move_time(self.own.hint_time),
        };
        Job {
            id,
            game: self.game.clone(),
            level,
            limits,
        }
    }

    /// Takes the engine's answer to the search for `task`.
    pub(super) fn answer(&mut self, task: Task, result: SearchResult, now: Instant) {
        let found = result.best.filter(|m| self.legal().contains(m));
        match task {
            Task::Move => self.engine_moves(found, &result, now),
            Task::Hint => {
                if let Some(mv) = found {
                    self.suggest(mv);
                }
            }
            Task::DrawAnswer => self.answer_draw(result.score, now),
        }
    }

    /// Shows the hint `mv`, its piece chosen (with every landing square but the last) and the
    /// cursor on its end square, so that Enter plays it.
    fn suggest(&mut self, mv: Move) {
        // A piece touched while the engine looked keeps its hold.
        if let Some(from) = self.touched() {
            self.status = self.bound_message(from);
            return;
        }
        let pos = self.game.position();
        self.status = self
            .text
            .say(&Message::new("play-hint").text("move", pos.move_text(&mv)));
        if let Some(v) = crate::tables::verdict(&pos) {
            let t = self.text;
            let said = match v {
                Verdict::Win(Some(n)) => t.say(&Message::new("play-db-win").number("moves", n)),
                Verdict::Loss(Some(n)) => t.say(&Message::new("play-db-loss").number("moves", n)),
                Verdict::Win(None) => t.get("play-db-won"),
                Verdict::Loss(None) => t.get("play-db-lost"),
                Verdict::Draw => t.get("play-db-draw"),
            };
            self.status = format!("{} · {said}", self.status);
        }
        let path = pos.path(&mv).unwrap_or_default();
        self.selection = Some(Selection {
            from: mv.from(),
            steps: path[..path.len().saturating_sub(1)]
                .iter()
                .map(|&l| u32::from(l))
                .collect(),
        });
        let (file, rank) = self.variant().coordinates(mv.to());
        self.cursor = Cursor { file, rank };
        self.hint = Some(mv);
    }

    /// The engine's move, or its acceptance of a standing offer when it is no better off.
    fn engine_moves(&mut self, found: Option<Move>, result: &SearchResult, now: Instant) {
        let Some(engine) = self.seats.engine() else {
            return;
        };
        let offered = self.game.draw_offer() == Some(!engine);
        if offered && result.score <= 0 {
            let _ = self.game.offer_draw(engine);
            self.changed(now);
            return;
        }
        // Whatever the person was told while waiting is stale once the engine has moved.
        if found.is_some_and(|mv| self.play(&mv, now)) && offered {
            self.status = self.text.get("play-draw-declined");
        }
    }

    /// The engine's answer to an offer made on the person's turn: `score` is the person's.
    fn answer_draw(&mut self, score: i32, now: Instant) {
        let Some(engine) = self.seats.engine() else {
            return;
        };
        if score >= 0 {
            let _ = self.game.offer_draw(engine);
            self.changed(now);
        } else {
            self.status = self.text.get("play-draw-declined");
        }
    }
}
