//! The weight of each evaluation term, per variant, read from the data files
//! `data/weights/<variant>.tsv` that `examples/tune` writes (see `scripts/tune.sh`).
//!
//! A file is comment lines (`#`, naming the command that made it) and one `name<TAB>value` line
//! per term that applies to the variant, values in hundredths of a man. The files are compiled
//! in; a unit test parses every one, so a malformed file cannot be committed unnoticed.

use std::fmt;

use shashki::{Rules, Variant};

use super::features::{applies, NAMES, TERMS};

/// The weights of the evaluation terms, in the order of [`NAMES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights(pub [i32; TERMS]);

/// Why a weights file was refused, with its 1-based line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseWeightsError {
    /// The line (0 when the problem is a missing term).
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ParseWeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "weights: {}", self.message)
        } else {
            write!(f, "weights line {}: {}", self.line, self.message)
        }
    }
}

impl std::error::Error for ParseWeightsError {}

/// The weights files `data/weights/<key>.tsv`, from the table of variants
/// ([`shashki::variant_table!`]): every variant has one, in the order of [`Variant::ALL`].
macro_rules! weights_files {
    (() variants { $($name:ident: $rules:ident, $key:literal, [$($alias:literal),*];)* }
        options { $($option:ident: $of:ident;)* }) => {
        [$(include_str!(concat!("../../data/weights/", $key, ".tsv"))),*]
    };
}

static FILES: [&str; Variant::ALL.len()] = shashki::variant_table!(weights_files!());

/// The committed weights file of `variant`.
pub fn committed(variant: Variant) -> &'static str {
    FILES[variant.index()]
}

impl Weights {
    /// The committed weights of variant `R`: an option such as [`shashki::BashniOnce`] takes
    /// its variant's ([`Rules::VARIANT`]).
    ///
    /// # Panics
    /// Never for the committed files: `every_committed_weights_file_parses` reads each one.
    pub fn of<R: Rules>() -> Weights {
        Weights::parse::<R>(committed(R::VARIANT)).expect("committed weights parse (unit-tested)")
    }

    /// Reads a weights file for variant `R`: every term that applies once, no other.
    ///
    /// # Errors
    /// A line that is not `name<TAB>integer`, an unknown, repeated or inapplicable term, or a
    /// missing one.
    pub fn parse<R: Rules>(text: &str) -> Result<Weights, ParseWeightsError> {
        let mut values = [0; TERMS];
        let mut seen = [false; TERMS];
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let err = |message: String| ParseWeightsError {
                line: i + 1,
                message,
            };
            let (name, value) = line
                .split_once('\t')
                .ok_or_else(|| err(format!("'{line}' is not name<TAB>value")))?;
            let t = NAMES
                .iter()
                .position(|&n| n == name.trim())
                .filter(|&t| applies::<R>(t))
                .ok_or_else(|| err(format!("no term '{name}' in {}", R::VARIANT)))?;
            if seen[t] {
                return Err(err(format!("'{name}' given twice")));
            }
            values[t] = value
                .trim()
                .parse()
                .map_err(|_| err(format!("'{value}' is not an integer")))?;
            seen[t] = true;
        }
        if let Some(t) = (0..TERMS).find(|&t| applies::<R>(t) && !seen[t]) {
            return Err(ParseWeightsError {
                line: 0,
                message: format!("'{}' missing for {}", NAMES[t], R::VARIANT),
            });
        }
        Ok(Weights(values))
    }

    /// The file text: `header` lines as comments, then each term that applies to `R`.
    pub fn to_text<R: Rules>(&self, header: &[String]) -> String {
        let mut out = String::new();
        for h in header {
            out.push_str("# ");
            out.push_str(h);
            out.push('\n');
        }
        for t in (0..TERMS).filter(|&t| applies::<R>(t)) {
            out.push_str(&format!("{}\t{}\n", NAMES[t], self.0[t]));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::{with_rules, Bashni, BashniOnce, International, Russian};

    #[test]
    fn each_variant_reads_the_file_that_names_it() {
        for v in Variant::ALL {
            let first = committed(v).lines().next().unwrap_or_default();
            let named = first
                .split(&[' ', ',', ':'][..])
                .any(|word| word == v.key());
            assert!(named, "{}: the file begins '{first}'", v.key());
        }
    }

    /// BashniOnce is an option of bashni (the table's `options`): it plays on bashni's board
    /// with bashni's pieces, and its evaluation is bashni's by choice, not by a shared key.
    #[test]
    fn bashni_once_takes_bashnis_weights() {
        assert_eq!(Weights::of::<BashniOnce>(), Weights::of::<Bashni>());
        assert_ne!(Weights::of::<Bashni>(), Weights::of::<Russian>());
    }

    #[test]
    fn every_committed_weights_file_parses() {
        for v in Variant::ALL {
            let text = committed(v);
            let parsed = with_rules!(v, R => Weights::parse::<R>(text));
            let weights = parsed.unwrap_or_else(|e| panic!("{}: {e}", v.key()));
            assert!(weights.0[0] > 0, "{}: a man is worth something", v.key());
            assert!(
                text.lines().any(|l| l.starts_with("# made by: scripts/")),
                "{}: the header names the command that made the file",
                v.key()
            );
        }
    }

    #[test]
    fn a_file_round_trips_and_bad_lines_are_refused_with_their_line() {
        let w = Weights::of::<International>();
        let text = w.to_text::<International>(&["a header".into()]);
        assert_eq!(Weights::parse::<International>(&text), Ok(w));
        let bad = text.replace("king\t", "king ");
        assert_eq!(Weights::parse::<International>(&bad).unwrap_err().line, 3);
        let twice = format!("{text}man\t1\n");
        assert!(Weights::parse::<International>(&twice).is_err());
        let row8 = Weights::of::<Russian>().to_text::<Russian>(&[]) + "row8\t3\n";
        assert!(Weights::parse::<Russian>(&row8)
            .unwrap_err()
            .message
            .contains("row8"));
        let missing = text.replace("tempo\t", "#");
        assert_eq!(
            Weights::parse::<International>(&missing).unwrap_err().line,
            0
        );
    }
}
