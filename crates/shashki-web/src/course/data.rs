//! The course as data: parts of steps, each a position (FEN of russian draughts), a task, the
//! solution and wrong answers the tests play. Read from JSON and checked once: every FEN, square
//! and record must read, so the judge meets no unreadable data.

use serde::Deserialize;
use serde_json::{json, Value};
use shashki::{Language, Move, Variant, VariantPosition};

/// The variant of the course: the children's course is of Russian draughts.
pub const VARIANT: Variant = Variant::Russian;

/// The whole course: its parts in order.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Course {
    /// The parts in the course's order.
    pub parts: Vec<Part>,
}

/// A part of the course: a subject and its steps (the title is `learn-part-<key>`).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Part {
    /// The part's name in the catalogue's keys.
    pub key: String,
    /// A page of the board to go on with (the exercises), shown after the last step.
    #[serde(default)]
    pub link: Option<String>,
    /// The steps in order.
    pub steps: Vec<Step>,
}

/// A step as written in the data.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawStep {
    id: String,
    fen: String,
    task: Task,
    #[serde(default)]
    diagonals: bool,
    #[serde(default)]
    marks: Vec<String>,
    /// An answer that solves the step and answers that do not: for the tests
    /// (`tests/course.rs` plays them through the API), not for the page.
    #[allow(dead_code)]
    solution: serde::de::IgnoredAny,
    #[allow(dead_code)]
    wrong: serde::de::IgnoredAny,
}

/// One step: a board and a task (its words are `learn-<id>` and the hint `learn-<id>-hint`).
#[derive(Debug, Deserialize)]
#[serde(try_from = "RawStep")]
pub struct Step {
    /// The step's name, unique in the course.
    pub id: String,
    /// The position on the board.
    pub position: VariantPosition,
    /// What the player is asked to do.
    pub task: Task,
    /// The named diagonals are drawn on the board.
    pub diagonals: bool,
    /// Squares marked on the board (canonical numbers), e.g. a move the text talks about.
    pub marks: Vec<u32>,
    /// For a record to play ([`Task::Line`]): its moves, read from the record's text.
    pub line: Vec<Move>,
}

/// What a step asks.
#[derive(Debug, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Task {
    /// Make a move that does `goal`; with `from`, with that piece; with `to`, ending on one of
    /// those squares.
    Move {
        /// What the move must do.
        goal: Goal,
        /// The square the piece must leave.
        #[serde(default)]
        from: Option<String>,
        /// The squares the move may end on (any when empty).
        #[serde(default)]
        to: Vec<String>,
    },
    /// Play the moves of a record, both sides', as written in `record` (a column, a line or
    /// the short notation; move numbers and marks are skipped).
    Line {
        /// The record as shown.
        record: String,
    },
    /// Click exactly these squares.
    Squares {
        /// The squares, by name.
        answer: Vec<String>,
    },
    /// Click a square where a capture of the position may end (any legal capture's end).
    Ends,
    /// Choose one of `options` (texts, or catalogue keys when `words`).
    Choice {
        /// The options shown.
        options: Vec<String>,
        /// The right option's index.
        answer: usize,
        /// The options are catalogue keys.
        #[serde(default)]
        words: bool,
    },
    /// Choose the position record (written by the rules crate) of the board among records of
    /// the positions `options` (FENs), one of which is the board's.
    Record {
        /// The positions whose records are offered.
        options: Vec<String>,
    },
    /// Write the position record of the board.
    Write,
}

/// The goal of a [`Task::Move`].
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Goal {
    /// Any legal move (with the task's `from` and `to`).
    Any,
    /// A capture taking as many pieces as any capture of the position can.
    MaxCapture,
    /// A move that crowns a man, by a quiet move or a capture.
    Promote,
    /// A capture that crowns the man on the way and goes on capturing as a king.
    PromoteAndCapture,
    /// A capture taking a single piece (the capturer chooses freely, RULES.md §2).
    TakeOne,
    /// A move after which the opponent can take nothing (idea 1: not under capture).
    Safe,
    /// A move that does not end on the side files a and h (idea 2: not to the edge).
    OffEdge,
    /// A move the opponent must answer by a capture, after every one of which the player takes
    /// two pieces or more, more than it gave (idea 3: a shot).
    Shot,
    /// A move the opponent must answer by a capture, after every one of which the player
    /// crowns a man by its next move (idea 4: a breakthrough).
    Breakthrough,
}

/// An answer to a step, as the page sends it (and the data's solutions are written).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Answer {
    /// Moves from the step's position (one for a move task, the record so far for a line).
    #[serde(default)]
    pub moves: Vec<String>,
    /// Squares clicked, by name.
    #[serde(default)]
    pub squares: Vec<String>,
    /// The option chosen.
    #[serde(default)]
    pub choice: Option<usize>,
    /// A text written.
    #[serde(default)]
    pub text: Option<String>,
}

impl TryFrom<RawStep> for Step {
    type Error = String;

    fn try_from(raw: RawStep) -> Result<Step, String> {
        let id = raw.id;
        let fault = |what: String| format!("step {id}: {what}");
        let position = VariantPosition::from_fen(VARIANT, &raw.fen)
            .map_err(|e| fault(format!("FEN {}: {e:?}", raw.fen)))?;
        let squares = |names: &[String]| -> Result<Vec<u32>, String> {
            names
                .iter()
                .map(|n| square_number(n).ok_or_else(|| fault(format!("no square {n}"))))
                .collect()
        };
        let marks = squares(&raw.marks)?;
        let mut line = Vec::new();
        match &raw.task {
            Task::Move { from, to, .. } => {
                squares(from.as_slice())?;
                squares(to)?;
            }
            Task::Line { record } => line = read_record(position, record).map_err(fault)?,
            Task::Squares { answer } => {
                squares(answer)?;
            }
            Task::Choice {
                options, answer, ..
            } if *answer >= options.len() => return Err(fault("no such option".into())),
            Task::Record { options } => {
                for fen in options {
                    VariantPosition::from_fen(VARIANT, fen)
                        .map_err(|e| fault(format!("FEN {fen}: {e:?}")))?;
                }
            }
            Task::Ends | Task::Choice { .. } | Task::Write => {}
        }
        Ok(Step {
            id,
            position,
            task: raw.task,
            diagonals: raw.diagonals,
            marks,
            line,
        })
    }
}

/// The canonical number of the square named `name` on the course's board.
pub fn square_number(name: &str) -> Option<u32> {
    VARIANT
        .parse_square(name.trim())
        .ok()
        .map(|bit| VARIANT.square_number(bit))
}

/// The moves of a record from `start`: every word that is not a move number, a result or an
/// annotation mark, read as the PDN reader reads a move (the short notation `cd4` too).
fn read_record(start: VariantPosition, record: &str) -> Result<Vec<Move>, String> {
    let mut position = start;
    let mut moves = Vec::new();
    for word in record.split_whitespace() {
        let word = word.trim_end_matches(['!', '?', '+', '=']);
        let number = word.trim_end_matches('.');
        if word.is_empty() || (number.len() < word.len() && number.parse::<u32>().is_ok()) {
            continue;
        }
        let mv = shashki_pdn::resolve_in(&position, word)
            .map_err(|e| format!("record word {word}: {e:?}"))?;
        position = position.play(&mv);
        moves.push(mv);
    }
    if moves.is_empty() {
        return Err("a record without moves".into());
    }
    Ok(moves)
}

impl Course {
    /// Reads and checks the course from its JSON.
    ///
    /// # Errors
    /// The first fault found: JSON, a FEN, a square, a record, or two steps of one name.
    pub fn read(text: &str) -> Result<Course, String> {
        let course: Course = serde_json::from_str(text).map_err(|e| e.to_string())?;
        let mut seen = std::collections::HashSet::new();
        for step in course.steps() {
            if !seen.insert(step.id.as_str()) {
                return Err(format!("step {} twice", step.id));
            }
        }
        Ok(course)
    }

    /// Every step of every part, in order.
    pub fn steps(&self) -> impl Iterator<Item = &Step> {
        self.parts.iter().flat_map(|p| p.steps.iter())
    }

    /// The step named `id`.
    pub fn step(&self, id: &str) -> Option<&Step> {
        self.steps().find(|s| s.id == id)
    }
}

impl Step {
    /// The step as the page needs it: the board, the task's kind and what it shows, never the
    /// answer.
    pub fn describe(&self) -> Value {
        let p = &self.position;
        let mut out = json!({
            "id": self.id,
            "fen": p.fen(),
            "turn": p.turn().to_string(),
            "legal": p.legal_json(),
            "diagonals": self.diagonals,
            "marks": self.marks,
        });
        let task = match &self.task {
            Task::Move { .. } => json!({ "kind": "move" }),
            Task::Line { record } => json!({ "kind": "line", "record": record }),
            Task::Squares { .. } => json!({ "kind": "squares" }),
            Task::Ends => json!({ "kind": "ends" }),
            Task::Choice { options, words, .. } => {
                json!({ "kind": "choice", "options": options, "words": words })
            }
            Task::Record { options } => {
                let texts: Vec<Value> = options
                    .iter()
                    .filter_map(|fen| VariantPosition::from_fen(VARIANT, fen).ok())
                    .map(|o| {
                        json!({
                            "ru": o.to_text(Language::Russian),
                            "uk": o.to_text(Language::Ukrainian),
                            "en": o.to_text(Language::English),
                        })
                    })
                    .collect();
                json!({ "kind": "record", "options": texts })
            }
            Task::Write => json!({ "kind": "write" }),
        };
        out["task"] = task;
        out
    }
}
