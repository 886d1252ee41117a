//! The lines an engine sends to the GUI, typed: written by our engine, read when we drive one.

use std::fmt;

use crate::line::{push_pair, Line};
use crate::moves::check_move;
use crate::{InfoLine, Param, ParseHubError};

/// The engine's `id` line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Id {
    /// `name=`.
    pub name: Option<String>,
    /// `version=`.
    pub version: Option<String>,
    /// `author=`.
    pub author: Option<String>,
    /// `country=`.
    pub country: Option<String>,
}

/// One line from the engine.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    /// `id name=... version=... author=... country=...`.
    Id(Id),
    /// `param ...`: one engine parameter.
    Param(Param),
    /// `wait`: the end of the answer to `hub`.
    Wait,
    /// `ready`: the answer to `init`.
    Ready,
    /// `info ...`: search progress.
    Info(InfoLine),
    /// `done move=... ponder=...`: the end of a search.
    Done {
        /// The move chosen, as a word (none only when there is no legal move).
        best: Option<String>,
        /// The expected answer, for pondering.
        ponder: Option<String>,
    },
    /// `pong`: the answer to `ping`.
    Pong,
    /// `error message="..."`.
    Error(String),
    /// Any other line, to be ignored.
    Unknown(String),
}

impl Reply {
    /// Reads one line; `Ok(None)` for a blank line.
    ///
    /// # Errors
    /// A line that breaks the general syntax (see [`crate::line`]), or a known reply with an
    /// unreadable value (a number, a move).
    pub fn parse(text: &str) -> Result<Option<Reply>, ParseHubError> {
        let Some(line) = Line::parse(text)? else {
            return Ok(None);
        };
        let owned = |name: &str| line.value(name).map(str::to_string);
        let a_move = |name: &str| -> Result<Option<String>, ParseHubError> {
            match line.arg(name) {
                None => Ok(None),
                Some(arg) => {
                    let word = arg.value.as_deref().unwrap_or_default();
                    check_move(word).map_err(|e| e.shifted(arg.column - 1))?;
                    Ok(Some(word.to_string()))
                }
            }
        };
        let reply = match line.command.as_str() {
            "id" => Reply::Id(Id {
                name: owned("name"),
                version: owned("version"),
                author: owned("author"),
                country: owned("country"),
            }),
            "param" => Reply::Param(Param::from_line(&line)?),
            "wait" => Reply::Wait,
            "ready" => Reply::Ready,
            "info" => Reply::Info(InfoLine::from_line(&line)?),
            "done" => Reply::Done {
                best: a_move("move")?,
                ponder: a_move("ponder")?,
            },
            "pong" => Reply::Pong,
            "error" => Reply::Error(owned("message").unwrap_or_else(|| {
                let words: Vec<&str> = line.args.iter().map(|a| a.name.as_str()).collect();
                words.join(" ")
            })),
            other => Reply::Unknown(other.to_string()),
        };
        Ok(Some(reply))
    }
}

impl fmt::Display for Reply {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reply::Id(id) => {
                let mut line = String::from("id");
                for (name, value) in [
                    ("name", &id.name),
                    ("version", &id.version),
                    ("author", &id.author),
                    ("country", &id.country),
                ] {
                    if let Some(value) = value {
                        push_pair(&mut line, name, value);
                    }
                }
                f.write_str(&line)
            }
            Reply::Param(param) => param.fmt(f),
            Reply::Wait => f.write_str("wait"),
            Reply::Ready => f.write_str("ready"),
            Reply::Info(info) => info.fmt(f),
            Reply::Done { best, ponder } => {
                // The move comes first: some clients read the first argument as the move.
                let mut line = String::from("done");
                if let Some(best) = best {
                    push_pair(&mut line, "move", best);
                }
                if let Some(ponder) = ponder {
                    push_pair(&mut line, "ponder", ponder);
                }
                f.write_str(&line)
            }
            Reply::Pong => f.write_str("pong"),
            Reply::Error(message) => {
                let mut line = String::from("error");
                push_pair(&mut line, "message", message);
                f.write_str(&line)
            }
            Reply::Unknown(name) => f.write_str(name),
        }
    }
}
