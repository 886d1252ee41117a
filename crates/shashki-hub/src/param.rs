//! Engine parameters as declared after `hub`: `param name=... value=... type=...`.

use std::fmt;

use shashki::Variant;

use crate::line::{push_pair, Line};
use crate::ParseHubError;

/// The type of a parameter and its constraints.
#[derive(Clone, Debug, PartialEq)]
pub enum ParamKind {
    /// `type=bool`: `true` or `false`.
    Bool,
    /// `type=int min=... max=...`.
    Int {
        /// Smallest value.
        min: i64,
        /// Largest value.
        max: i64,
    },
    /// `type=real min=... max=...`.
    Real {
        /// Smallest value.
        min: f64,
        /// Largest value.
        max: f64,
    },
    /// `type=string` (also any type this codec does not know).
    Text,
    /// `type=enum values="..."`: one of the listed words.
    Enum(Vec<String>),
}

/// One `param` line.
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    /// The parameter's name, used by `set-param`.
    pub name: String,
    /// Its current value.
    pub value: String,
    /// Its type.
    pub kind: ParamKind,
}

impl Param {
    /// Reads the arguments of a `param` line.
    ///
    /// # Errors
    /// A missing name, or a `min`/`max` that is not a number of the declared type.
    pub(crate) fn from_line(line: &Line) -> Result<Param, ParseHubError> {
        let name = line
            .value("name")
            .ok_or_else(|| ParseHubError::new(1, "param without a name"))?;
        let kind = match line.value("type").unwrap_or("string") {
            "bool" => ParamKind::Bool,
            "int" => ParamKind::Int {
                min: bound(line, "min", i64::MIN)?,
                max: bound(line, "max", i64::MAX)?,
            },
            "real" => ParamKind::Real {
                min: bound(line, "min", f64::NEG_INFINITY)?,
                max: bound(line, "max", f64::INFINITY)?,
            },
            "enum" => ParamKind::Enum(
                line.value("values")
                    .unwrap_or_default()
                    .split_whitespace()
                    .map(str::to_string)
                    .collect(),
            ),
            _ => ParamKind::Text,
        };
        Ok(Param {
            name: name.to_string(),
            value: line.value("value").unwrap_or_default().to_string(),
            kind,
        })
    }
}

/// A `min` or `max`, or `default` when absent.
fn bound<T: std::str::FromStr>(line: &Line, name: &str, default: T) -> Result<T, ParseHubError> {
    match line.arg(name) {
        None => Ok(default),
        Some(arg) => {
            let text = arg.value.as_deref().unwrap_or_default();
            text.parse().map_err(|_| {
                ParseHubError::new(arg.column, format!("bad {name} '{text}' of a param"))
            })
        }
    }
}

impl fmt::Display for Param {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut line = String::from("param");
        push_pair(&mut line, "name", &self.name);
        push_pair(&mut line, "value", &self.value);
        match &self.kind {
            ParamKind::Bool => push_pair(&mut line, "type", "bool"),
            ParamKind::Int { min, max } => {
                push_pair(&mut line, "type", "int");
                push_pair(&mut line, "min", &min.to_string());
                push_pair(&mut line, "max", &max.to_string());
            }
            ParamKind::Real { min, max } => {
                push_pair(&mut line, "type", "real");
                push_pair(&mut line, "min", &min.to_string());
                push_pair(&mut line, "max", &max.to_string());
            }
            ParamKind::Text => push_pair(&mut line, "type", "string"),
            ParamKind::Enum(values) => {
                push_pair(&mut line, "type", "enum");
                push_pair(&mut line, "values", &values.join(" "));
            }
        }
        f.write_str(&line)
    }
}

/// Scan's variant names (its `param name=variant` values), offered as aliases.
pub const SCAN_VARIANT_NAMES: [&str; 5] = ["normal", "killer", "bt", "frisian", "losing"];

/// The values of the `variant` parameter: every variant key (INTERFACES.md §1), then
/// Scan's names not among them (`frisian` is a key of its own). Only names the rules read are
/// offered.
pub fn variant_values() -> Vec<String> {
    let mut values: Vec<String> = Variant::ALL.iter().map(|v| v.key().to_string()).collect();
    for name in SCAN_VARIANT_NAMES {
        if name.parse::<Variant>().is_ok() && !values.iter().any(|v| v == name) {
            values.push(name.to_string());
        }
    }
    values
}
