//! The draughts game in the terminal: one table a variant, run by the skeleton's event loop
//! (loading a game of another variant starts a new table).

use std::io;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use ratatui::DefaultTerminal;
use shashki::{TimeControl, Variant};

use super::app::App;
use super::engine::Searcher;
use super::i18n::Text;
use super::record::{self, Source};
use super::seats::Seats;
use super::table::{runner, Exit};

/// What every board of a session shares.
pub struct Options {
    /// Who plays each side.
    pub seats: Seats,
    /// The clock, if any.
    pub clock: Option<TimeControl>,
    /// The interface text.
    pub text: &'static Text,
    /// Where to save the game (at its end, on leaving, and offered by the save prompt).
    pub save: Option<PathBuf>,
    /// Each game starts with the coach on.
    pub coach: bool,
    /// Each game starts with touch-move on.
    pub touch_move: bool,
    /// How long the engine looks for a hint or weighs a draw offer, when not the default.
    pub hint_time: Option<Duration>,
    /// The people's names given, White's first.
    pub names: [Option<String>; 2],
}

/// Plays `source` under `variant`, then whatever game is loaded next, until the person leaves.
///
/// # Errors
/// The terminal's.
pub fn run(
    terminal: &mut DefaultTerminal,
    options: &Options,
    mut variant: Variant,
    mut source: Source,
) -> io::Result<()> {
    loop {
        match board(terminal, options, variant, &source)? {
            Exit::Quit => return Ok(()),
            Exit::Load(next) => (variant, source) = next,
        }
    }
}

/// One board: the event loop of a game of `variant`.
fn board(
    terminal: &mut DefaultTerminal,
    options: &Options,
    variant: Variant,
    source: &Source,
) -> io::Result<Exit<(Variant, Source)>> {
    let game = record::build(variant, source, options.clock)
        .map_err(|e| io::Error::other(options.text.say(&e)))?;
    let mut app = App::new(
        game,
        options.seats,
        options.text,
        options.save.clone(),
        Instant::now(),
    );
    app.own.names = options.names.clone();
    if let Some(time) = options.hint_time {
        app.own.hint_time = time;
    }
    app.own.coach_tables = shashki_egdb::base_dir();
    if options.coach {
        app.toggle_coach();
    }
    if options.touch_move {
        app.toggle_touch_move();
    }
    runner::run(terminal, &mut app, &mut Searcher::new())
}
