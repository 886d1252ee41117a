//! `shashki hub`: the engine on standard input and output, speaking the Hub protocol
//! (INTERFACES.md §6; Scan's version 2).
//!
//! The main thread reads commands; a search runs on the engine's own threads
//! ([`Engine::go`]), writing `info` lines and then `done` as it goes, so that `ping` is
//! answered during a search and `stop` and `ponder-hit` go straight to its handle. A command
//! that needs the engine while it searches (`pos`, `go`, `set-param`, `new-game`) first stops
//! the search and waits for its `done`, as Scan does. Closed input stops any search and ends
//! the process. Nothing is written to standard error.
//!
//! The GUI is the referee: a `pos` is searched whatever our draw rules say of it, and the engine
//! never answers for a position other than the GUI's (see [`position`]).

mod position;
mod settings;

use std::io::{self, BufRead, Write};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use clap::Args;
use shashki::Variant;
use shashki_engine::{plies_to_end, Engine, Info, Limits, Report, SearchHandle};
use shashki_hub::{
    hub_score, write_move, Command, GoMode, Id, InfoLine, LevelArgs, Numbering, PosArgs, Reply,
};

use crate::error::CliError;
use position::{read_pos, Position};
use settings::Settings;

/// Arguments of `shashki hub`.
#[derive(Args)]
pub struct HubArgs {
    /// Speak pydraughts' numbering, as pydraughts and lidraughts-bot send it: needed with them
    /// for russian, brazilian, turkish and english (international, frisian and italian agree
    /// without it). Moves of russian, brazilian and turkish counted from a1 (1=a1, 2=c1, …
    /// 32=h8; turkish 1=a1 … 64=h8), english board strings seen from the side that moves first.
    #[arg(long, visible_alias = "pydraughts-russian")]
    pub pydraughts: bool,
    /// Probe the endgame tables under this folder in the search (`DIR/<variant>`, as
    /// `shashki egdb build` writes them; the data folder's is `~/.local/share/shashki/egdb`).
    #[arg(long, value_name = "DIR")]
    pub egdb: Option<std::path::PathBuf>,
    /// Start with the opening book on (as `set-param name=book value=true`), for matches.
    #[arg(long)]
    pub book: bool,
}

/// How long `go think` (or `go ponder` after its hit) searches when no `level` was given since
/// the last `pos` or search; `go analyze` then runs until `stop`.
const DEFAULT_MOVE_TIME: Duration = Duration::from_secs(1);

/// Runs the engine loop until `quit` or the end of the input.
///
/// # Errors
/// None in practice: every problem of the input is answered on the protocol with `error`.
pub fn run(args: &HubArgs) -> Result<(), CliError> {
    let mut hub = Hub::new(args.pydraughts);
    hub.engine().set_endgames(args.egdb.as_deref());
    if args.book {
        hub.settings.book = true;
        hub.engine().set_book(true);
    }
    let mut input = io::stdin().lock();
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        match input.read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        if !hub.handle(&String::from_utf8_lossy(&bytes)) {
            break;
        }
    }
    hub.finish();
    Ok(())
}

/// Standard output shared by the reading thread and the search, one whole line at a time.
#[derive(Clone)]
pub(crate) struct Output(Arc<Mutex<io::Stdout>>);

impl Output {
    /// Writes one line and flushes it. A closed output is not an error here: the end of the
    /// input follows and ends the loop.
    pub(crate) fn send(&self, reply: &Reply) {
        let mut out = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        let _ = writeln!(out, "{reply}");
        let _ = out.flush();
    }
}

/// The engine loop's state.
struct Hub {
    out: Output,
    engine: Engine,
    /// The running (or finished, not yet waited for) search.
    search: Option<SearchHandle>,
    /// The position to search, as the GUI last named it, or none.
    position: Position,
    /// Why the last `set-param name=variant` was refused, until one is accepted: the engine
    /// then plays no variant, so that it never answers for a game the GUI does not play.
    unknown_variant: Option<String>,
    settings: Settings,
    /// pydraughts' numbering (`--pydraughts`).
    pydraughts: bool,
    /// The `level` arguments given since the last `pos` or search.
    level: LevelArgs,
}

impl Hub {
    fn new(pydraughts: bool) -> Hub {
        let settings = Settings::default();
        Hub {
            out: Output(Arc::new(Mutex::new(io::stdout()))),
            engine: Engine::with_hash(settings.hash_mb),
            search: None,
            position: Position::Start,
            unknown_variant: None,
            settings,
            pydraughts,
            level: LevelArgs::default(),
        }
    }

    fn numbering(&self) -> Numbering {
        Numbering::new(self.settings.variant, self.pydraughts)
    }

    fn error(&self, message: impl Into<String>) {
        self.out.send(&Reply::Error(message.into()));
    }

    /// Answers one line; false for `quit`.
    fn handle(&mut self, line: &str) -> bool {
        let command = match Command::parse(line) {
            Ok(Some(command)) => command,
            Ok(None) => return true,
            Err(e) => {
                self.error(e.to_string());
                return true;
            }
        };
        match command {
            Command::Hub => self.hub(),
            Command::Init => self.out.send(&Reply::Ready),
            Command::Ping => self.out.send(&Reply::Pong),
            Command::Level(level) => self.level.merge(&level),
            Command::Stop => {
                if let Some(search) = &self.search {
                    search.stop();
                }
            }
            Command::PonderHit => {
                if let Some(search) = &self.search {
                    search.ponder_hit();
                }
            }
            Command::SetParam { name, value } => self.set_param(&name, &value),
            Command::NewGame => {
                self.engine().new_game();
                self.position = Position::Start;
            }
            Command::Pos(args) => self.pos(&args),
            Command::Go(mode) => self.go(mode),
            Command::Quit => return false,
            Command::Unknown(_) => {}
        }
        true
    }

    /// The engine, once any search has stopped and written its `done`.
    fn engine(&mut self) -> &mut Engine {
        if let Some(search) = self.search.take() {
            search.stop();
            search.wait();
        }
        &mut self.engine
    }

    /// Stops any search and waits for it (closed input or `quit`).
    fn finish(&mut self) {
        self.engine();
    }

    fn hub(&self) {
        self.out.send(&Reply::Id(Id {
            name: Some("shashki".into()),
            version: Some(env!("CARGO_PKG_VERSION").into()),
            author: Some("the shashki authors".into()),
            country: None,
        }));
        for param in self.settings.params() {
            self.out.send(&Reply::Param(param));
        }
        self.out.send(&Reply::Wait);
    }

    /// `set-param`: a known parameter is checked and applied at once; others are ignored.
    fn set_param(&mut self, name: &str, value: &str) {
        let before = self.settings.variant;
        match self.settings.set(name, value) {
            Ok(Some(setting)) => setting.apply(self.engine()),
            Ok(None) => {}
            Err(message) => {
                if name == "variant" {
                    self.engine();
                    let why = format!("the variant '{value}' was refused");
                    self.position = Position::Lost(why.clone());
                    self.unknown_variant = Some(why);
                }
                return self.error(message);
            }
        }
        if name == "variant" {
            self.unknown_variant = None;
        }
        if self.settings.variant != before {
            self.position.variant_changed();
        }
    }

    /// `pos`: the board (or the start) and the moves from it. A `pos` that cannot be read in
    /// full (a bad board, a move that is not legal) is refused: the engine then has no position
    /// until the next good `pos` or `new-game`, rather than one the GUI does not have.
    fn pos(&mut self, args: &PosArgs) {
        self.level = LevelArgs::default();
        self.engine();
        let read = match &self.unknown_variant {
            Some(why) => Err(format!("no variant to read it in: {why}")),
            None => read_pos(self.settings.variant, self.numbering(), args),
        };
        match read {
            Ok(game) => self.position = Position::Sent(game),
            Err(e) => {
                self.position = Position::Lost(format!("the last pos was refused ({e})"));
                self.error(e);
            }
        }
    }

    /// `go`: searches the position; without one, an `error` and a `done` with no move (a GUI
    /// waits for `done` after every `go`).
    fn go(&mut self, mode: GoMode) {
        let mut limits = limits(&std::mem::take(&mut self.level), mode);
        limits.ponder = mode == GoMode::Ponder;
        let variant = self.settings.variant;
        let numbering = self.numbering();
        let out = self.out.clone();
        self.engine();
        let game = match &self.unknown_variant {
            Some(why) => Err(format!("no position to search: {why}")),
            None => self.position.game(variant),
        };
        let game = match game {
            Ok(game) => game,
            Err(why) => {
                self.error(why);
                return self.done_without_move();
            }
        };
        let started = self.engine.go(&game, limits, move |report| match report {
            Report::Iteration(info) => out.send(&Reply::Info(info_line(info, variant, numbering))),
            Report::Done(result) => out.send(&Reply::Done {
                best: result.best.map(|m| write_move(variant, &m, numbering)),
                ponder: result.ponder.map(|m| write_move(variant, &m, numbering)),
            }),
        });
        match started {
            Ok(handle) => self.search = Some(handle),
            // No legal move: the search answers at once, without a move.
            Err(_) => self.done_without_move(),
        }
    }

    /// The `done` of a `go` that has no move to give.
    fn done_without_move(&self) {
        self.out.send(&Reply::Done {
            best: None,
            ponder: None,
        });
    }
}

/// The `info` line for an iteration of our search, moves in `numbering`.
fn info_line(info: &Info, variant: Variant, numbering: Numbering) -> InfoLine {
    let to_end = plies_to_end(info.score);
    InfoLine {
        depth: Some(info.depth),
        mean_depth: None,
        score: Some(hub_score(info.score, to_end)),
        nodes: Some(info.nodes),
        time: Some(info.time),
        nps: Some(info.nps),
        pv: info
            .pv
            .iter()
            .map(|m| write_move(variant, m, numbering))
            .collect(),
    }
}

/// The engine's limits for a `level` and a `go` mode. Hub engines add the increment before
/// every move, so the clock of this move is `time + inc`.
fn limits(level: &LevelArgs, mode: GoMode) -> Limits {
    if level.is_empty() {
        return match mode {
            GoMode::Analyze => Limits {
                infinite: true,
                ..Limits::default()
            },
            GoMode::Think | GoMode::Ponder => Limits::move_time(DEFAULT_MOVE_TIME),
        };
    }
    let inc = level.inc.unwrap_or(0.0);
    Limits {
        depth: level.depth,
        nodes: level.nodes,
        move_time: level.move_time.map(seconds),
        time: level.time.map(|t| seconds(t + inc)),
        increment: level.inc.map(seconds),
        moves_to_go: level.moves,
        infinite: level.infinite,
        ponder: false,
        // The Hub protocol asks for one line.
        multi_pv: None,
    }
}

/// A number of seconds as a duration; negative is none, too large is the largest.
fn seconds(s: f64) -> Duration {
    Duration::try_from_secs_f64(s.max(0.0)).unwrap_or(Duration::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::{Variant, VariantPosition};
    use shashki_engine::MATE;

    #[test]
    fn engine_info_becomes_a_line_in_the_chosen_numbering() {
        let start = VariantPosition::start(Variant::Russian);
        let c3b4 = start.parse_move("c3-b4").unwrap();
        let info = Info {
            depth: 3,
            score: 100,
            nodes: 5_000,
            nps: 2_500_000,
            time: Duration::from_millis(2),
            pv: vec![c3b4],
        };
        let line = info_line(&info, Variant::Russian, Numbering::PydraughtsA1);
        assert_eq!(
            line.to_string(),
            "info depth=3 score=1.00 nodes=5000 time=0.002 nps=2.500 pv=10-13"
        );
        let won = Info {
            score: MATE - 7,
            ..info
        };
        let line = info_line(&won, Variant::Russian, Numbering::Canonical);
        assert!(line.to_string().contains("score=99.93"), "{line}");
    }
}
