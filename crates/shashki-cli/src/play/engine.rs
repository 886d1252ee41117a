//! The engine for the terminal game: one search at a time on the engine's own threads, so that
//! the screen keeps drawing and reading keys while it thinks. Every job has an id; a newer job
//! or a cancel stops the search and makes the older answers stale (the app drops them).

use std::sync::mpsc::{channel, Receiver, Sender};

use shashki::VariantGame;
use shashki_engine::{Engine, Level, Limits, Report, SearchHandle, SearchResult};

use super::table::runner::Think;
use super::table::Reply;

/// A search to run: a game at the position to search, and how to search it.
#[derive(Clone, Debug)]
pub struct Job {
    /// Answers carry it back; the app knows which question they answer.
    pub id: u64,
    /// The game, at the position to search.
    pub game: VariantGame,
    /// The playing level, or full strength.
    pub level: Option<Level>,
    /// Time, depth or node limits.
    pub limits: Limits,
}

/// The engine and the search it runs, if any.
pub struct Searcher {
    engine: Engine,
    search: Option<SearchHandle>,
    answers: Sender<Reply<SearchResult>>,
    replies: Receiver<Reply<SearchResult>>,
}

impl Searcher {
    /// An engine with a 32 MB table.
    pub fn new() -> Searcher {
        let (answers, replies) = channel();
        let mut engine = Engine::with_hash(32);
        engine.set_endgames(shashki_egdb::base_dir().as_deref());
        Searcher {
            engine,
            search: None,
            answers,
            replies,
        }
    }
}

impl Think for Searcher {
    type Job = Job;
    type Answer = SearchResult;

    /// Starts `job`, stopping any search in progress.
    fn submit(&mut self, job: Job) {
        self.cancel();
        self.engine.set_level(job.level);
        let answers = self.answers.clone();
        let id = job.id;
        let started = self.engine.go(&job.game, job.limits, move |report| {
            if let Report::Done(result) = report {
                let _ = answers.send(Reply {
                    id,
                    answer: result.clone(),
                });
            }
        });
        // A game with no legal move has nothing to search: the app waits for no answer then,
        // as it never asks in a finished game.
        self.search = started.ok();
    }

    /// Stops the search in progress; its answer will be stale.
    fn cancel(&mut self) {
        if let Some(search) = self.search.take() {
            search.stop();
        }
    }

    /// An answer, if one has arrived.
    fn try_recv(&self) -> Option<Reply<SearchResult>> {
        self.replies.try_recv().ok()
    }
}
