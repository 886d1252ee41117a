//! The event loop of a table in the terminal: it carries the table's requests to the game's
//! thinker (a search on threads of its own, so that the screen keeps drawing and reading keys),
//! draws the frame, feeds the table keys and answers, and keeps the clock.

use std::io;
use std::time::{Duration, Instant};

use ratatui::crossterm::event::{self, Event};
use ratatui::DefaultTerminal;

use super::{frame, Draw, Exit, Reply, Request, Table};
use crate::error::CliError;

/// How often the screen is redrawn while nothing happens (the clocks tick on it).
const FRAME: Duration = Duration::from_millis(50);

/// A game's computer: one search at a time. Every job has an id; a newer job or a cancel
/// stops the search and makes the older answers stale (the table drops them).
pub trait Think {
    /// A search to run.
    type Job;
    /// What a search finds.
    type Answer;
    /// Starts `job`, stopping any search in progress.
    fn submit(&mut self, job: Self::Job);
    /// Stops the search in progress; its answer will be stale.
    fn cancel(&mut self);
    /// An answer, if one has arrived.
    fn try_recv(&self) -> Option<Reply<Self::Answer>>;
}

/// Runs `table` in `terminal` with `thinker` until it is left.
///
/// # Errors
/// The terminal's.
pub fn run<G: Draw>(
    terminal: &mut DefaultTerminal,
    table: &mut Table<G>,
    thinker: &mut impl Think<Job = G::Job, Answer = G::Answer>,
) -> io::Result<Exit<G::Next>> {
    loop {
        for request in table.requests.drain(..) {
            match request {
                Request::Search(job) => thinker.submit(job),
                Request::Cancel => thinker.cancel(),
            }
        }
        if let Some(exit) = table.exit.take() {
            return Ok(exit);
        }
        terminal.draw(|f| frame::draw(f, table, Instant::now()))?;
        if event::poll(FRAME)? {
            if let Event::Key(key) = event::read()? {
                table.on_key(key, Instant::now());
            }
        }
        while let Some(reply) = thinker.try_recv() {
            table.on_reply(reply, Instant::now());
        }
        G::tick(table, Instant::now());
    }
}

/// Runs `body` with the terminal taken over (full screen, raw keys), giving it back after.
///
/// # Errors
/// The terminal's, and `body`'s.
pub fn in_terminal<T>(
    body: impl FnOnce(&mut DefaultTerminal) -> io::Result<T>,
) -> Result<T, CliError> {
    let mut terminal = ratatui::try_init().map_err(|e| {
        // Raw mode may be on even though the rest failed.
        ratatui::restore();
        CliError::Failure(format!("cannot use the terminal: {e}"))
    })?;
    let result = body(&mut terminal);
    ratatui::restore();
    result.map_err(|e| CliError::Failure(e.to_string()))
}
