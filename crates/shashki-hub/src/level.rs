//! The `level` command: how long or how deep the next search may go.

use std::fmt;

use crate::line::{push_flag, push_pair, Line};
use crate::ParseHubError;

/// The arguments of `level`. Several `level` lines before one `go` add up; `pos` and the end of
/// each search reset them (Scan's behaviour). Times are seconds as written (real numbers); a
/// negative remaining time is kept as written, for the engine to treat as none.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LevelArgs {
    /// `depth=`: the deepest iteration.
    pub depth: Option<u32>,
    /// `nodes=`: a node budget.
    pub nodes: Option<u64>,
    /// `move-time=`: seconds for this move.
    pub move_time: Option<f64>,
    /// `moves=`: moves until the next time control.
    pub moves: Option<u32>,
    /// `time=`: seconds left on the clock, before this move's increment is added.
    pub time: Option<f64>,
    /// `inc=`: seconds added before every move.
    pub inc: Option<f64>,
    /// `infinite`: search until `stop`.
    pub infinite: bool,
}

impl LevelArgs {
    /// Adds the arguments of a later `level` line to these; each one given replaces the one
    /// before.
    pub fn merge(&mut self, later: &LevelArgs) {
        self.depth = later.depth.or(self.depth);
        self.nodes = later.nodes.or(self.nodes);
        self.move_time = later.move_time.or(self.move_time);
        self.moves = later.moves.or(self.moves);
        self.time = later.time.or(self.time);
        self.inc = later.inc.or(self.inc);
        self.infinite |= later.infinite;
    }

    /// True when no limit at all was given.
    pub fn is_empty(&self) -> bool {
        *self == LevelArgs::default()
    }

    /// Reads the arguments of a `level` line; unknown ones are ignored.
    ///
    /// # Errors
    /// A value that is not a whole number (`depth`, `nodes`, `moves`) or a finite real number
    /// (the times), with its column in the line.
    pub(crate) fn from_line(line: &Line) -> Result<LevelArgs, ParseHubError> {
        Ok(LevelArgs {
            depth: number(line, "depth")?,
            nodes: number(line, "nodes")?,
            move_time: seconds(line, "move-time")?,
            moves: number(line, "moves")?,
            time: seconds(line, "time")?,
            inc: seconds(line, "inc")?,
            infinite: line.has("infinite"),
        })
    }
}

/// The value of `name` as a whole number, if present.
fn number<T: std::str::FromStr>(line: &Line, name: &str) -> Result<Option<T>, ParseHubError> {
    let Some(arg) = line.arg(name) else {
        return Ok(None);
    };
    let text = arg.value.as_deref().unwrap_or_default();
    text.parse().map(Some).map_err(|_| {
        ParseHubError::new(
            arg.column,
            format!("{name} must be a whole number, found '{text}'"),
        )
    })
}

/// The value of `name` as seconds (a finite real number), if present.
fn seconds(line: &Line, name: &str) -> Result<Option<f64>, ParseHubError> {
    let Some(arg) = line.arg(name) else {
        return Ok(None);
    };
    let text = arg.value.as_deref().unwrap_or_default();
    match text.parse::<f64>() {
        Ok(s) if s.is_finite() => Ok(Some(s)),
        _ => Err(ParseHubError::new(
            arg.column,
            format!("{name} must be a number of seconds, found '{text}'"),
        )),
    }
}

impl fmt::Display for LevelArgs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut line = String::from("level");
        if let Some(d) = self.depth {
            push_pair(&mut line, "depth", &d.to_string());
        }
        if let Some(n) = self.nodes {
            push_pair(&mut line, "nodes", &n.to_string());
        }
        if let Some(t) = self.move_time {
            push_pair(&mut line, "move-time", &t.to_string());
        }
        if let Some(m) = self.moves {
            push_pair(&mut line, "moves", &m.to_string());
        }
        if let Some(t) = self.time {
            push_pair(&mut line, "time", &t.to_string());
        }
        if let Some(i) = self.inc {
            push_pair(&mut line, "inc", &i.to_string());
        }
        if self.infinite {
            push_flag(&mut line, "infinite");
        }
        f.write_str(&line)
    }
}
