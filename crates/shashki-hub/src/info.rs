//! The `info` line: search progress in Scan's units (score in men, time in seconds, speed in
//! millions of nodes per second).

use std::fmt;
use std::time::Duration;

use crate::line::{push_pair, Line};
use crate::moves::{join_moves, parse_moves};
use crate::ParseHubError;

/// The hundredths of a man that Scan gives an immediate win: a win in `n` plies scores
/// `WIN - n` (written `99.xx`), a loss `-(WIN - n)`. Other scores stay below `WIN - 1000`.
pub const WIN: i32 = 10_000;

/// One `info` line; every field is optional on the wire.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct InfoLine {
    /// `depth=`: the iteration finished.
    pub depth: Option<u32>,
    /// `mean-depth=`: the average leaf depth (one decimal).
    pub mean_depth: Option<f64>,
    /// `score=`, in hundredths of a man for the side to move (written in men, two decimals);
    /// see [`WIN`] for won and lost games.
    pub score: Option<i32>,
    /// `nodes=`.
    pub nodes: Option<u64>,
    /// `time=`, written in seconds with three decimals.
    pub time: Option<Duration>,
    /// `nps=`, in nodes per second (written in millions, Scan's unit, with three decimals).
    pub nps: Option<u64>,
    /// `pv="..."`: the principal variation, as move words.
    pub pv: Vec<String>,
}

impl InfoLine {
    /// Reads the arguments of an `info` line; unknown ones are ignored.
    ///
    /// # Errors
    /// A value that is not a number of the field's kind, or an unreadable move in `pv`.
    pub(crate) fn from_line(line: &Line) -> Result<InfoLine, ParseHubError> {
        let real = |name: &str| -> Result<Option<f64>, ParseHubError> {
            match line.arg(name) {
                None => Ok(None),
                Some(arg) => {
                    let text = arg.value.as_deref().unwrap_or_default();
                    match text.parse::<f64>() {
                        Ok(x) if x.is_finite() => Ok(Some(x)),
                        _ => Err(ParseHubError::new(
                            arg.column,
                            format!("{name} must be a number, found '{text}'"),
                        )),
                    }
                }
            }
        };
        let whole = |name: &str| -> Result<Option<u64>, ParseHubError> {
            match line.arg(name) {
                None => Ok(None),
                Some(arg) => {
                    let text = arg.value.as_deref().unwrap_or_default();
                    text.parse().map(Some).map_err(|_| {
                        ParseHubError::new(
                            arg.column,
                            format!("{name} must be a whole number, found '{text}'"),
                        )
                    })
                }
            }
        };
        let pv = match line.arg("pv") {
            None => Vec::new(),
            Some(arg) => parse_moves(arg.value.as_deref().unwrap_or_default())
                .map_err(|e| e.shifted(arg.column - 1))?,
        };
        Ok(InfoLine {
            depth: whole("depth")?.map(|d| u32::try_from(d).unwrap_or(u32::MAX)),
            mean_depth: real("mean-depth")?,
            score: real("score")?.map(|s| (s * 100.0).round() as i32),
            nodes: whole("nodes")?,
            time: real("time")?
                .map(|t| Duration::from_millis((t.max(0.0) * 1000.0).round() as u64)),
            nps: real("nps")?.map(|n| (n.max(0.0) * 1e6).round() as u64),
            pv,
        })
    }
}

/// A score in Scan's scale: `plies_to_end` `Some(n)` for a game won (positive `score`) or lost
/// in `n` plies gives `±(WIN - n)`; other scores, in hundredths of a man, are kept below them.
pub fn hub_score(score: i32, plies_to_end: Option<u32>) -> i32 {
    match plies_to_end {
        Some(n) => score.signum() * (WIN - n.min(999) as i32),
        None => score.clamp(-(WIN - 1_001), WIN - 1_001),
    }
}

/// `hundredths` as a decimal with two digits after the point.
fn centi(hundredths: i64) -> String {
    let sign = if hundredths < 0 { "-" } else { "" };
    let a = hundredths.unsigned_abs();
    format!("{sign}{}.{:02}", a / 100, a % 100)
}

impl fmt::Display for InfoLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut line = String::from("info");
        if let Some(d) = self.depth {
            push_pair(&mut line, "depth", &d.to_string());
        }
        if let Some(m) = self.mean_depth {
            push_pair(&mut line, "mean-depth", &format!("{m:.1}"));
        }
        if let Some(s) = self.score {
            push_pair(&mut line, "score", &centi(i64::from(s)));
        }
        if let Some(n) = self.nodes {
            push_pair(&mut line, "nodes", &n.to_string());
        }
        if let Some(t) = self.time {
            let ms = t.as_millis();
            push_pair(
                &mut line,
                "time",
                &format!("{}.{:03}", ms / 1000, ms % 1000),
            );
        }
        if let Some(n) = self.nps {
            let k = (n + 500) / 1000;
            push_pair(&mut line, "nps", &format!("{}.{:03}", k / 1000, k % 1000));
        }
        if !self.pv.is_empty() {
            push_pair(&mut line, "pv", &join_moves(&self.pv));
        }
        f.write_str(&line)
    }
}
