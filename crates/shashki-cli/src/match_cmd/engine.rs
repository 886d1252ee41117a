//! An external engine spoken to through the Hub protocol, as a GUI would: `hub` … `wait`,
//! `set-param name=variant`, `init` … `ready`, then for each move `pos`, `level`, `go think`
//! … `done`. Replies are read on a thread of their own so that every wait has a deadline.

use std::fmt;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command as Process, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use shashki::Variant;
use shashki_hub::{Command, GoMode, LevelArgs, ParamKind, PosArgs, Reply};

/// How long an engine may take to start, answer `hub`, `init` or `new-game`.
const START_TIMEOUT: Duration = Duration::from_secs(20);

/// How an engine failed; the game is lost by the engine that failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineError {
    /// It could not be started, or its output closed (it crashed or quit).
    Exited(String),
    /// It did not answer in time.
    Timeout,
    /// It answered something the protocol does not allow there.
    Protocol(String),
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineError::Exited(why) => write!(f, "crashed or quit ({why})"),
            EngineError::Timeout => f.write_str("did not answer in time"),
            EngineError::Protocol(what) => write!(f, "broke the protocol: {what}"),
        }
    }
}

/// A running Hub engine.
pub struct HubEngine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// The name and version from its `id`, or its command line.
    pub name: String,
    /// `error` lines it sent since they were last taken, with the command they followed.
    errors: Vec<String>,
}

impl HubEngine {
    /// Starts `command` (split on whitespace), reads its `id` and parameters, sets the
    /// variant (by our key or an alias among the values it declares) and waits for `ready`.
    ///
    /// # Errors
    /// The program cannot be started, it does not answer in time, or it does not play
    /// `variant`.
    pub fn start(command: &str, variant: Variant) -> Result<HubEngine, EngineError> {
        let mut words = command.split_whitespace();
        let program = words
            .next()
            .ok_or_else(|| EngineError::Exited("empty command".into()))?;
        let mut child = Process::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| EngineError::Exited(format!("cannot run '{command}': {e}")))?;
        let (stdin, stdout) = match (child.stdin.take(), child.stdout.take()) {
            (Some(i), Some(o)) => (i, o),
            _ => return Err(EngineError::Exited("no pipes".into())),
        };
        let (tx, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = HubEngine {
            child,
            stdin,
            lines,
            name: command.to_string(),
            errors: Vec::new(),
        };
        engine.handshake(variant)?;
        Ok(engine)
    }

    fn handshake(&mut self, variant: Variant) -> Result<(), EngineError> {
        self.send(&Command::Hub)?;
        let deadline = Instant::now() + START_TIMEOUT;
        let mut variants = None;
        loop {
            match self.reply(deadline)? {
                Reply::Id(id) => {
                    if let Some(name) = id.name {
                        self.name = match id.version {
                            Some(v) => format!("{name} {v}"),
                            None => name,
                        };
                    }
                }
                Reply::Param(p) if p.name == "variant" => {
                    variants = Some(match p.kind {
                        ParamKind::Enum(values) => values,
                        _ => vec![p.value],
                    });
                }
                Reply::Wait => break,
                _ => {}
            }
        }
        let names: Vec<&str> = std::iter::once(variant.key())
            .chain(variant.aliases().iter().copied())
            .collect();
        match variants {
            Some(values) => {
                let Some(name) = names.iter().find(|n| values.iter().any(|v| v == *n)) else {
                    return Err(EngineError::Protocol(format!(
                        "its variants are {}, not {variant}",
                        values.join(" ")
                    )));
                };
                self.send(&Command::SetParam {
                    name: "variant".into(),
                    value: (*name).to_string(),
                })?;
            }
            // An engine without the parameter plays international draughts, as Scan does.
            None if variant == Variant::International => {}
            None => {
                return Err(EngineError::Protocol(format!(
                    "it declares no variant parameter, so it cannot play {variant}"
                )))
            }
        }
        self.send(&Command::Init)?;
        let deadline = Instant::now() + START_TIMEOUT;
        while self.reply(deadline)? != Reply::Ready {}
        Ok(())
    }

    /// Tells the engine that a new game begins; `ping` then waits for its `pong`, so that an
    /// engine busy with the news answers before the first move is timed.
    ///
    /// # Errors
    /// When it does not answer `pong` in time.
    pub fn new_game(&mut self) -> Result<(), EngineError> {
        self.send(&Command::NewGame)?;
        self.send(&Command::Ping)?;
        let deadline = Instant::now() + START_TIMEOUT;
        while self.reply(deadline)? != Reply::Pong {}
        Ok(())
    }

    /// Asks for a move in the position after `moves` from `board` (a Hub board string) under
    /// `level`, waiting at most `limit` after `go think`. Returns the move (`None` when the
    /// engine says it has none) and the time it took.
    ///
    /// # Errors
    /// When the engine exits, breaks the protocol (an unreadable `done`) or is too slow.
    pub fn think(
        &mut self,
        board: &str,
        moves: &[String],
        level: &LevelArgs,
        limit: Duration,
    ) -> Result<(Option<String>, Duration), EngineError> {
        self.send(&Command::Pos(PosArgs {
            board: Some(board.to_string()),
            moves: moves.to_vec(),
        }))?;
        self.send(&Command::Level(level.clone()))?;
        self.send(&Command::Go(GoMode::Think))?;
        let start = Instant::now();
        let deadline = start + limit;
        loop {
            if let Reply::Done { best, .. } = self.reply(deadline)? {
                return Ok((best, start.elapsed()));
            }
        }
    }

    /// The `error` lines received since the last call.
    pub fn take_errors(&mut self) -> Vec<String> {
        std::mem::take(&mut self.errors)
    }

    /// Asks the engine to quit, and ends it if it has not within a moment.
    pub fn quit(mut self) {
        let _ = self.send(&Command::Quit);
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return;
            }
            thread::sleep(Duration::from_millis(10));
        }
    }

    fn send(&mut self, command: &Command) -> Result<(), EngineError> {
        writeln!(self.stdin, "{command}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| EngineError::Exited(format!("writing to it: {e}")))
    }

    /// The next meaningful reply before `deadline`. Unreadable lines are skipped, except a
    /// `done` that cannot be read; `error` lines are kept for the report.
    fn reply(&mut self, deadline: Instant) -> Result<Reply, EngineError> {
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = match self.lines.recv_timeout(left) {
                Ok(line) => line,
                Err(RecvTimeoutError::Timeout) => return Err(EngineError::Timeout),
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(EngineError::Exited("its output closed".into()))
                }
            };
            match Reply::parse(&line) {
                Ok(Some(Reply::Error(message))) => self.errors.push(message),
                Ok(Some(reply)) => return Ok(reply),
                Ok(None) => {}
                Err(e) if line.trim_start().starts_with("done") => {
                    return Err(EngineError::Protocol(format!("'{}': {e}", line.trim())))
                }
                Err(_) => {}
            }
        }
    }
}

impl Drop for HubEngine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
