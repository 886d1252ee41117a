//! The lines a GUI sends to an engine, typed: read by our engine, written when we drive one.

use std::fmt;

use crate::line::{push_flag, push_pair, Line};
use crate::moves::{join_moves, parse_moves};
use crate::{LevelArgs, ParseHubError};

/// What a `go` asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum GoMode {
    /// `go think`: play a move on the engine's own clock (also a `go` with no mode).
    #[default]
    Think,
    /// `go ponder`: think on the opponent's time until `ponder-hit` or `stop`.
    Ponder,
    /// `go analyze`: search for the analysis, not to play.
    Analyze,
}

impl GoMode {
    /// The word written after `go`.
    pub fn word(self) -> &'static str {
        match self {
            GoMode::Think => "think",
            GoMode::Ponder => "ponder",
            GoMode::Analyze => "analyze",
        }
    }
}

/// The arguments of `pos`: a board string (none for `pos start` or a bare `pos`: the start
/// position) and the moves played from it, as written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PosArgs {
    /// The board string of `pos=` (see [`crate::board`]), not yet checked against a variant.
    pub board: Option<String>,
    /// The move words of `moves="..."`, in the line's numbering.
    pub moves: Vec<String>,
}

/// One line from the GUI.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// `hub`: the engine answers `id`, its `param`s and `wait`.
    Hub,
    /// `set-param name=... value=...`.
    SetParam {
        /// The parameter.
        name: String,
        /// Its new value (empty when none was given).
        value: String,
    },
    /// `init`: the engine answers `ready`.
    Init,
    /// `new-game`: the next search is unrelated to the previous ones.
    NewGame,
    /// `pos pos=... moves="..."` or `pos start`.
    Pos(PosArgs),
    /// `level ...`.
    Level(LevelArgs),
    /// `go think|ponder|analyze`.
    Go(GoMode),
    /// `ping`: answered by `pong`, even during a search.
    Ping,
    /// `stop`: end the search, still answering `done`.
    Stop,
    /// `ponder-hit`: the expected move was played; the ponder search now runs on the clock.
    PonderHit,
    /// `quit`.
    Quit,
    /// Any other command, to be ignored (the protocol's rule for extensions).
    Unknown(String),
}

impl Command {
    /// Reads one line; `Ok(None)` for a blank line. Unknown commands and arguments are kept as
    /// [`Command::Unknown`] or dropped.
    ///
    /// # Errors
    /// A line that breaks the general syntax (see [`crate::line`]), or a known command with an
    /// unreadable value: a move, a number, a missing `set-param` name.
    pub fn parse(text: &str) -> Result<Option<Command>, ParseHubError> {
        let Some(line) = Line::parse(text)? else {
            return Ok(None);
        };
        let command = match line.command.as_str() {
            "hub" => Command::Hub,
            "set-param" => {
                let Some(name) = line.value("name").filter(|n| !n.is_empty()) else {
                    return Err(ParseHubError::new(1, "set-param without a name"));
                };
                Command::SetParam {
                    name: name.to_string(),
                    value: line.value("value").unwrap_or_default().to_string(),
                }
            }
            "init" => Command::Init,
            "new-game" => Command::NewGame,
            "pos" => Command::Pos(pos_args(&line)?),
            "level" => Command::Level(LevelArgs::from_line(&line)?),
            "go" => Command::Go(if line.has("analyze") {
                GoMode::Analyze
            } else if line.has("ponder") {
                GoMode::Ponder
            } else {
                GoMode::Think
            }),
            "ping" => Command::Ping,
            "stop" => Command::Stop,
            "ponder-hit" => Command::PonderHit,
            "quit" => Command::Quit,
            other => Command::Unknown(other.to_string()),
        };
        Ok(Some(command))
    }
}

/// The board and moves of a `pos` line; a later `pos=` or `start` overrides an earlier one.
fn pos_args(line: &Line) -> Result<PosArgs, ParseHubError> {
    let mut args = PosArgs::default();
    for arg in &line.args {
        match (arg.name.as_str(), &arg.value) {
            ("start", _) => args.board = None,
            ("pos", Some(board)) => args.board = Some(board.clone()),
            ("pos", None) => return Err(ParseHubError::new(arg.column, "pos= without a board")),
            ("moves", value) => {
                args.moves = parse_moves(value.as_deref().unwrap_or_default())
                    .map_err(|e| e.shifted(arg.column - 1))?;
            }
            _ => {}
        }
    }
    Ok(args)
}

impl fmt::Display for Command {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Command::Hub => f.write_str("hub"),
            Command::SetParam { name, value } => {
                let mut line = String::from("set-param");
                push_pair(&mut line, "name", name);
                push_pair(&mut line, "value", value);
                f.write_str(&line)
            }
            Command::Init => f.write_str("init"),
            Command::NewGame => f.write_str("new-game"),
            Command::Pos(args) => {
                let mut line = String::from("pos");
                match &args.board {
                    Some(board) => push_pair(&mut line, "pos", board),
                    None => push_flag(&mut line, "start"),
                }
                if !args.moves.is_empty() {
                    push_pair(&mut line, "moves", &join_moves(&args.moves));
                }
                f.write_str(&line)
            }
            Command::Level(level) => level.fmt(f),
            Command::Go(mode) => write!(f, "go {}", mode.word()),
            Command::Ping => f.write_str("ping"),
            Command::Stop => f.write_str("stop"),
            Command::PonderHit => f.write_str("ponder-hit"),
            Command::Quit => f.write_str("quit"),
            Command::Unknown(name) => f.write_str(name),
        }
    }
}
