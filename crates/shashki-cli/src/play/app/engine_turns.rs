//! The engine's side of the app: asking it for its move, a hint or an answer to a draw
//! offer, and taking its answers (those of a search no longer wanted are dropped by id).

use std::time::Instant;

use shashki::{Color, Move, TimeControl};
use shashki_engine::{Limits, SearchResult};
use shashki_text::Message;

use super::{App, Request, Task, HINT_TIME, MOVE_TIME};
use crate::play::cursor::Cursor;
use crate::play::engine::{Job, Reply};
use crate::play::seats::Seats;
use crate::play::select::Selection;
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

    /// Starts a search for `task`.
    pub(super) fn search(&mut self, task: Task, limits: Limits) {
        self.jobs += 1;
        let level = match (task, self.seats) {
            (Task::Move, Seats::Engine { level, .. }) => Some(level),
            _ => None,
        };
        self.task = Some((self.jobs, task));
        self.requests.push(Request::Search(Box::new(Job {
            id: self.jobs,
            game: self.game.clone(),
            level,
            limits,
        })));
    }

    /// Stops the search in progress, if any; its answer will be dropped.
    pub(super) fn cancel(&mut self) {
        if self.task.take().is_some() {
            self.requests.push(Request::Cancel);
        }
    }

    /// Handles the engine's answer at `now`.
    pub fn on_reply(&mut self, reply: Reply, now: Instant) {
        let Some((id, task)) = self.task else {
            return;
        };
        if id != reply.id {
            return;
        }
        self.task = None;
        let found = reply.result.best.filter(|m| self.legal().contains(m));
        match task {
            Task::Move => self.engine_moves(found, &reply.result, now),
            Task::Hint => {
                if let Some(mv) = found {
                    self.suggest(mv);
                }
            }
            Task::DrawAnswer => self.answer_draw(reply.result.score, now),
        }
    }

    /// Shows the hint `mv`, its piece chosen (with every landing square but the last) and the
    /// cursor on its end square, so that Enter plays it.
    fn suggest(&mut self, mv: Move) {
        // A piece touched while the engine looked keeps its hold.
        if let Some(from) = self.touched() {
            self.refuse_touched(from);
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
        let (file, rank) = self.variant.coordinates(mv.to());
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
        if let Some(mv) = found {
            // Whatever the person was told while waiting is stale once the engine has moved.
            self.status.clear();
            if let Err(e) = self.play(&mv, now) {
                self.status = e;
            } else if offered {
                self.status = self.text.get("play-draw-declined");
            }
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

    /// Asks for the best move of the person to move.
    pub(super) fn ask_hint(&mut self) {
        if let Some(why) = self.refuse_move() {
            self.status = why.to_string();
            return;
        }
        // Touch-move: the touched piece must move, whatever another piece could do.
        if let Some(from) = self.touched() {
            self.refuse_touched(from);
            return;
        }
        self.status = self.text.get("play-pondering");
        self.search(Task::Hint, Limits::move_time(HINT_TIME));
    }
}
