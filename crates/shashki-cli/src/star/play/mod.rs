//! `shashki play --variant chinese-checkers --players N`: Chinese checkers in the terminal,
//! any mix of people at this keyboard and computer players, with the cursor or typed moves.
//!
//! [`app`] is the game at the table the draughts game has too (`crate::play::table`: the keys,
//! the prompts, the computers' searches, the frame and the event loop), without a terminal;
//! [`view`] draws the star and the panel; [`thinker`] searches on its own thread;
//! [`text`] reads its words from the shared catalogue, in English, Russian and Ukrainian.

mod app;
mod cursor;
mod text;
mod thinker;
mod view;

#[cfg(test)]
mod tests;

use std::path::PathBuf;
use std::time::{SystemTime, UNIX_EPOCH};

use shashki_star::engine::Level;
use shashki_star::{Game, Options, Position};

use crate::error::CliError;
use crate::play::table::runner;
use crate::play::Lang;
use app::{App, Seat};
use thinker::Thinker;

/// How a Chinese checkers game in the terminal is set up.
pub struct Setup {
    /// The start: a position text, or the usual start of some players.
    pub start: Position,
    /// The game to go on with, read from a record, instead of `start`.
    pub record: Option<Game>,
    /// The options.
    pub options: Options,
    /// How many players, first in turn order, are people at this terminal.
    pub people: usize,
    /// The computers' level.
    pub level: Level,
    /// Where to save the record.
    pub save: Option<PathBuf>,
    /// The interface language.
    pub lang: Lang,
}

/// The seats: the first `people` players in turn order are people, the others computers.
fn seats(game: &Game, people: usize, level: Level) -> [Seat; 6] {
    let mut seats = [Seat::Computer(level); 6];
    let turn = game.position().turn();
    let mut order = game.players();
    let first = order.iter().position(|&c| c == turn).unwrap_or(0);
    order.rotate_left(first);
    for c in order.into_iter().take(people) {
        seats[c.index()] = Seat::Person;
    }
    seats
}

/// Plays the game until the person leaves.
///
/// # Errors
/// The terminal's.
pub fn run(setup: Setup) -> Result<(), CliError> {
    let game = setup
        .record
        .unwrap_or_else(|| Game::new(setup.start, setup.options));
    let seats = seats(&game, setup.people, setup.level);
    let mut app = App::new(game, seats, crate::play::text_of(setup.lang), setup.save);
    let seed = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64);
    let mut thinker = Thinker::new(seed);
    runner::in_terminal(|terminal| runner::run(terminal, &mut app, &mut thinker).map(|_| ()))
}
