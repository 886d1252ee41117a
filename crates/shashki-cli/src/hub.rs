//! `shashki hub`: the engine on standard input and output, speaking the Hub protocol
//! (INTERFACES section 6; Scan's version 2).
//!
//! The main thread reads commands; a search runs on the engine's own threads
//! ([`Engine::go`]), writing `info` lines and then `done` as it goes, so that `ping` is
//! answered during a search and `stop` and `ponder-hit` go straight to its handle. A command
//! that needs the engine while it searches (`pos`, `go`, `set-param`, `new-game`) first stops
//! the search and waits for its `done`, as Scan does. Closed input stops any search and ends
//! the process. Nothing is written to standard error.

mod settings;

use std::io::{self, BufRead, Write};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use clap::Args;
use shashki::{Variant, VariantGame, VariantPosition};
use shashki_engine::{plies_to_end, Engine, Info, Limits, Report, SearchHandle};
use shashki_hub::{
    board, hub_score, read_move, write_move, Command, GoMode, Id, InfoLine, LevelArgs, Numbering,
    PosArgs, Reply,
};

use crate::error::CliError;
use settings::Settings;

/// Arguments of `shashki hub`.
#[derive(Args)]
pub struct HubArgs {
    /// For russian and brazilian, read and write moves in pydraughts' a1-first numbering
    /// (1=a1, 2=c1, … 32=h8), as pydraughts and lidraughts-bot send them; board strings stay
    /// canonical.
    #[arg(long)]
    pub pydraughts_russian: bool,
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
    let mut hub = Hub::new(args.pydraughts_russian);
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
    /// The position to search, with the moves that led to it.
    game: VariantGame,
    settings: Settings,
    pydraughts_russian: bool,
    /// The `level` arguments given since the last `pos` or search.
    level: LevelArgs,
}

impl Hub {
    fn new(pydraughts_russian: bool) -> Hub {
        let settings = Settings::default();
        Hub {
            out: Output(Arc::new(Mutex::new(io::stdout()))),
            engine: Engine::with_hash(settings.hash_mb),
            search: None,
            game: VariantGame::start_of(settings.variant),
            settings,
            pydraughts_russian,
            level: LevelArgs::default(),
        }
    }

    fn numbering(&self) -> Numbering {
        Numbering::new(self.settings.variant, self.pydraughts_russian)
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
            Command::NewGame => self.engine().new_game(),
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
            Err(message) => self.error(message),
        }
        if self.settings.variant != before {
            self.game = VariantGame::start_of(self.settings.variant);
        }
    }

    /// `pos`: the board (or the start) and the moves from it. As in Scan, a bad board leaves
    /// the position as it was, and a bad move keeps the moves before it; both are reported.
    fn pos(&mut self, args: &PosArgs) {
        self.level = LevelArgs::default();
        self.engine();
        let variant = self.settings.variant;
        let numbering = self.numbering();
        let start = match &args.board {
            None => VariantPosition::start(variant),
            Some(text) => match board::to_fen(variant, text)
                .map_err(|e| e.message)
                .and_then(|fen| VariantPosition::from_fen(variant, &fen).map_err(|e| e.to_string()))
            {
                Ok(start) => start,
                Err(e) => return self.error(format!("bad position: {e}")),
            },
        };
        self.game = VariantGame::new(start, None);
        for (i, word) in args.moves.iter().enumerate() {
            let played = read_move(&self.game.position(), word, numbering)
                .map_err(|e| e.to_string())
                .and_then(|mv| self.game.play(&mv).map_err(|e| e.to_string()));
            if let Err(e) = played {
                return self.error(format!("{e} (move {} of the list)", i + 1));
            }
        }
    }

    fn go(&mut self, mode: GoMode) {
        let mut limits = limits(&std::mem::take(&mut self.level), mode);
        limits.ponder = mode == GoMode::Ponder;
        let variant = self.settings.variant;
        let numbering = self.numbering();
        let out = self.out.clone();
        self.engine();
        let started = self
            .engine
            .go(&self.game, limits, move |report| match report {
                Report::Iteration(info) => {
                    out.send(&Reply::Info(info_line(info, variant, numbering)))
                }
                Report::Done(result) => out.send(&Reply::Done {
                    best: result.best.map(|m| write_move(variant, &m, numbering)),
                    ponder: result.ponder.map(|m| write_move(variant, &m, numbering)),
                }),
            });
        match started {
            Ok(handle) => self.search = Some(handle),
            // No legal move: the search answers at once, without a move.
            Err(_) => self.out.send(&Reply::Done {
                best: None,
                ponder: None,
            }),
        }
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
    }
}

/// A number of seconds as a duration; negative is none, too large is the largest.
fn seconds(s: f64) -> Duration {
    Duration::try_from_secs_f64(s.max(0.0)).unwrap_or(Duration::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::Variant;
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
