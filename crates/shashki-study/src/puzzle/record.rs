//! One puzzle and its line in the puzzle file: tab-separated fields, `#` starts a comment.
//!
//! `variant  fen  idea  grade  gain  win  line  also  source`: the variant's key; the position
//! (FEN, the solver to move); `shot`, `breakthrough` or `gain`; the solver's moves in the line;
//! the material gained (a man 1, a king 3); the least score (hundredths of a man, for the
//! solver) that still counts as the win; the solution line and the other first moves that keep
//! the win (the variant's notation, space-separated, `-` for none); where the position comes
//! from (`file#game@ply`).

use std::fmt;

use shashki::{Move, Variant, VariantPosition};

use crate::coach::Idea;
use shashki_engine::Score;

/// The header line naming the fields, after the lines that name the command.
pub const HEADER: &str = "# variant\tfen\tidea\tgrade\tgain\twin\tline\talso\tsource";

/// A position with a combination for the side to move, and its solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The position, the solver to move.
    pub position: VariantPosition,
    /// The idea the line uses: a shot or a breakthrough; `None` for another forced gain.
    pub idea: Option<Idea>,
    /// The solver's moves in [`Puzzle::line`]: the puzzle's difficulty.
    pub grade: u32,
    /// The material the line wins, a man counting 1 and a king 3.
    pub gain: i32,
    /// The least score, for the solver, that counts as keeping the win.
    pub win: Score,
    /// The solution: the solver's moves and the replies, ending with the solver's move that
    /// completes the gain.
    pub line: Vec<Move>,
    /// Other first moves that keep the win (the finder keeps at most a few).
    pub also: Vec<Move>,
    /// Where the position comes from: `file#game@ply`.
    pub source: String,
}

/// A puzzle file line that does not read, with the reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParsePuzzleError(pub String);

impl fmt::Display for ParsePuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ParsePuzzleError {}

impl Puzzle {
    /// The idea's name in the file and in the catalogue's keys (`shot`, `breakthrough`, `gain`).
    pub fn idea_name(&self) -> &'static str {
        self.idea.map_or("gain", Idea::name)
    }

    /// The solution line in the variant's notation, move by move.
    pub fn line_texts(&self) -> Vec<String> {
        self.position.line_texts(&self.line)
    }

    /// The puzzle's line in the file (no newline).
    pub fn to_line(&self) -> String {
        let words = |texts: Vec<String>| {
            if texts.is_empty() {
                "-".to_string()
            } else {
                texts.join(" ")
            }
        };
        let also = self
            .also
            .iter()
            .map(|mv| self.position.move_text(mv))
            .collect();
        format!(
            "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
            self.position.variant().key(),
            self.position.fen(),
            self.idea_name(),
            self.grade,
            self.gain,
            self.win,
            words(self.line_texts()),
            words(also),
            self.source
        )
    }

    /// Reads a puzzle from its line in the file: the position must read and every move of the
    /// line and of `also` must be legal where it stands.
    ///
    /// # Errors
    /// [`ParsePuzzleError`] naming the field that does not read.
    pub fn parse(line: &str) -> Result<Puzzle, ParsePuzzleError> {
        let bad = |what: &str, e: &dyn fmt::Display| ParsePuzzleError(format!("{what}: {e}"));
        let fields: Vec<&str> = line.split('\t').collect();
        let [variant, fen, idea, grade, gain, win, moves, also, source] = fields[..] else {
            return Err(ParsePuzzleError(format!(
                "{} fields, 9 expected (variant, fen, idea, grade, gain, win, line, also, source)",
                fields.len()
            )));
        };
        let variant: Variant = variant.parse().map_err(|e| bad("variant", &e))?;
        let position = VariantPosition::from_fen(variant, fen).map_err(|e| bad("fen", &e))?;
        let idea = match idea {
            "gain" => None,
            name => Some(
                Idea::ALL
                    .into_iter()
                    .find(|i| i.name() == name)
                    .ok_or_else(|| bad("idea", &name))?,
            ),
        };
        let number = |what: &str, text: &str| text.parse::<i32>().map_err(|e| bad(what, &e));
        let grade = u32::try_from(number("grade", grade)?).map_err(|e| bad("grade", &e))?;
        let mut pos = position;
        let mut line = Vec::new();
        for text in words(moves) {
            let mv = pos.parse_move(text).map_err(|e| bad("line", &e))?;
            pos = pos.play(&mv);
            line.push(mv);
        }
        if line.is_empty() {
            return Err(ParsePuzzleError("line: no moves".to_string()));
        }
        let also = words(also)
            .map(|text| position.parse_move(text).map_err(|e| bad("also", &e)))
            .collect::<Result<_, _>>()?;
        Ok(Puzzle {
            position,
            idea,
            grade,
            gain: number("gain", gain)?,
            win: number("win", win)?,
            line,
            also,
            source: source.to_string(),
        })
    }
}

/// The space-separated words of a field, none for `-`.
fn words(field: &str) -> impl Iterator<Item = &str> {
    field.split(' ').filter(|w| !w.is_empty() && *w != "-")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_puzzle_reads_back_from_its_line() {
        let position = VariantPosition::from_fen(Variant::Russian, "W:W22:B18,1").unwrap();
        let mv = position.legal_moves()[0];
        let puzzle = Puzzle {
            position,
            idea: Some(Idea::Shot),
            grade: 1,
            gain: 1,
            win: 80,
            line: vec![mv],
            also: Vec::new(),
            source: "test#1@0".to_string(),
        };
        assert_eq!(Puzzle::parse(&puzzle.to_line()), Ok(puzzle));
    }

    #[test]
    fn an_illegal_move_or_a_short_line_is_refused() {
        let err = Puzzle::parse("russian\tW:W22:B18,1\tshot\t1\t1\t80\tc3-d4\t-\tx").unwrap_err();
        assert!(err.0.starts_with("line:"), "{err}");
        let err = Puzzle::parse("russian\tW:W22:B18,1\tshot").unwrap_err();
        assert!(err.0.starts_with("3 fields"), "{err}");
    }
}
