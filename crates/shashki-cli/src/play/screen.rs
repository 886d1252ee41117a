//! The terminal side: the event loop that draws the app, reads keys, passes the engine's
//! answers on and keeps the clock, one board per variant (loading a game of another variant
//! starts a new board).

use std::io;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use ratatui::crossterm::event::{self, Event};
use ratatui::DefaultTerminal;
use shashki::{TimeControl, Variant};

use super::app::{App, Exit, Request};
use super::engine::Searcher;
use super::i18n::Text;
use super::record::{self, Source};
use super::seats::Seats;
use super::ui;

/// How often the screen is redrawn while nothing happens (the clocks tick on it).
const FRAME: Duration = Duration::from_millis(50);

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
            Exit::Load(v, s) => (variant, source) = (v, s),
        }
    }
}

/// One board: the event loop of a game of `variant`.
fn board(
    terminal: &mut DefaultTerminal,
    options: &Options,
    variant: Variant,
    source: &Source,
) -> io::Result<Exit> {
    let game = record::build(variant, source, options.clock)
        .map_err(|e| io::Error::other(options.text.say(&e)))?;
    let mut app = App::new(
        game,
        options.seats,
        options.text,
        options.save.clone(),
        Instant::now(),
    );
    app.names = options.names.clone();
    if options.coach {
        app.toggle_coach();
    }
    if options.touch_move {
        app.toggle_touch_move();
    }
    let mut engine = Searcher::new();
    loop {
        for request in app.requests.drain(..) {
            match request {
                Request::Search(job) => engine.submit(*job),
                Request::Cancel => engine.cancel(),
            }
        }
        if let Some(exit) = app.exit.take() {
            return Ok(exit);
        }
        terminal.draw(|frame| ui::draw(frame, &app, Instant::now()))?;
        if event::poll(FRAME)? {
            if let Event::Key(key) = event::read()? {
                app.on_key(key, Instant::now());
            }
        }
        while let Some(reply) = engine.try_recv() {
            app.on_reply(reply, Instant::now());
        }
        app.tick(Instant::now());
    }
}
