//! The judge of the course's answers: a move is read by the rules crate and counts when it is
//! legal and does what the task asks, whichever legal way it takes (RULES.md §2: captures are
//! compulsory, the capturer chooses, a man crowned during a capture goes on as a king).

use std::collections::BTreeSet;

use serde_json::{json, Value};
use shashki::{Move, ParseMoveError, VariantPosition};

use super::data::{square_number, Answer, Goal, Step, Task, VARIANT};
use super::ideas;

/// The judge's word on an answer.
#[derive(Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The step is done; for a move or a record, the position it left.
    Solved {
        /// The position after the moves, when the answer was moves.
        after: Option<VariantPosition>,
    },
    /// Right so far (a record half played): the position now and its legal moves.
    Right {
        /// The position after the moves.
        position: VariantPosition,
    },
    /// Not so: why, as a catalogue key (`learn-wrong-*`).
    Wrong {
        /// The reason's key.
        reason: &'static str,
    },
}

impl Verdict {
    /// The verdict as the API answers it.
    pub fn to_json(&self) -> Value {
        match self {
            Verdict::Solved { after } => json!({
                "verdict": "solved",
                "fen": after.map(|p| p.fen()),
            }),
            Verdict::Right { position } => json!({
                "verdict": "right",
                "fen": position.fen(),
                "legal": position.legal_json(),
            }),
            Verdict::Wrong { reason } => json!({ "verdict": "wrong", "reason": reason }),
        }
    }
}

const fn wrong(reason: &'static str) -> Verdict {
    Verdict::Wrong { reason }
}

/// Done, with nothing to show after.
const SOLVED: Verdict = Verdict::Solved { after: None };

/// The verdict on `answer` to `step`.
pub fn judge(step: &Step, answer: &Answer) -> Verdict {
    let position = step.position;
    match &step.task {
        Task::Move { goal, from, to } => match answer.moves.as_slice() {
            [text] => match read_move(&position, text) {
                Ok(mv) => match judge_move(&position, &mv, *goal, from.as_deref(), to) {
                    Verdict::Solved { .. } => Verdict::Solved {
                        after: Some(position.play(&mv)),
                    },
                    other => other,
                },
                Err(reason) => wrong(reason),
            },
            _ => wrong("learn-wrong-one-move"),
        },
        Task::Line { .. } => judge_line(step, &answer.moves),
        Task::Squares { answer: want } => {
            let want: BTreeSet<u32> = want.iter().filter_map(|n| square_number(n)).collect();
            match clicked(&answer.squares) {
                Some(got) if got == want => SOLVED,
                _ => wrong("learn-wrong-squares"),
            }
        }
        Task::Ends => {
            let ends: BTreeSet<u32> = position
                .legal_moves()
                .iter()
                .filter(|m| m.is_capture())
                .map(|m| VARIANT.square_number(m.to()))
                .collect();
            match clicked(&answer.squares) {
                Some(got) if got.len() == 1 && got.is_subset(&ends) => SOLVED,
                _ => wrong("learn-wrong-end"),
            }
        }
        Task::Choice { answer: right, .. } => match answer.choice {
            Some(c) if c == *right => SOLVED,
            _ => wrong("learn-wrong-choice"),
        },
        Task::Record { options } => {
            let chosen = answer
                .choice
                .and_then(|c| options.get(c))
                .and_then(|fen| VariantPosition::from_fen(VARIANT, fen).ok());
            match chosen {
                Some(p) if same_pieces(&p, &position) => SOLVED,
                _ => wrong("learn-wrong-choice"),
            }
        }
        Task::Write => {
            let text = answer.text.as_deref().unwrap_or("");
            match VariantPosition::from_fen_or_text(VARIANT, text) {
                Ok(p) if same_pieces(&p, &position) => SOLVED,
                Ok(_) => wrong("learn-wrong-position"),
                Err(_) => wrong("learn-wrong-unreadable"),
            }
        }
    }
}

/// The squares named, as canonical numbers; None when a name is no square of the board.
fn clicked(names: &[String]) -> Option<BTreeSet<u32>> {
    names.iter().map(|n| square_number(n)).collect()
}

/// True when `a` and `b` have the same pieces on the same squares (whoever is to move: a
/// position record need not say it).
fn same_pieces(a: &VariantPosition, b: &VariantPosition) -> bool {
    use shashki::Color::{Black, White};
    a.pieces(White) == b.pieces(White)
        && a.pieces(Black) == b.pieces(Black)
        && a.kings() == b.kings()
}

/// The legal move `text` names in `position`, or why it names none (a `learn-wrong-*` key): a capture not as the rules
/// make it (stopped while it could go on, a piece taken twice), a capture was compulsory, or
/// the rules allow no such move.
fn read_move(position: &VariantPosition, text: &str) -> Result<Move, &'static str> {
    position.parse_move(text).map_err(|e| match e {
        ParseMoveError::Ambiguous { .. } => "learn-wrong-ambiguous",
        _ if position.has_capture() && text.contains([':', 'x']) => "learn-wrong-capture-rules",
        _ if position.has_capture() => "learn-wrong-must-capture",
        _ => "learn-wrong-illegal",
    })
}

/// The verdict on the legal move `mv` for a move task.
fn judge_move(
    position: &VariantPosition,
    mv: &Move,
    goal: Goal,
    from: Option<&str>,
    to: &[String],
) -> Verdict {
    if from.is_some_and(|f| square_number(f) != Some(VARIANT.square_number(mv.from()))) {
        return wrong("learn-wrong-piece");
    }
    if !to.is_empty()
        && !to
            .iter()
            .any(|t| square_number(t) == Some(VARIANT.square_number(mv.to())))
    {
        return wrong("learn-wrong-square");
    }
    let most = position
        .legal_moves()
        .iter()
        .map(Move::taken)
        .max()
        .unwrap_or(0);
    match goal {
        Goal::Any => SOLVED,
        Goal::MaxCapture if mv.taken() == most => SOLVED,
        Goal::MaxCapture => wrong("learn-wrong-more"),
        Goal::TakeOne if mv.taken() == 1 => SOLVED,
        Goal::TakeOne => wrong("learn-wrong-take-one"),
        Goal::Promote if mv.promotes() => SOLVED,
        Goal::Promote => wrong("learn-wrong-promote"),
        Goal::PromoteAndCapture if crowned_on_the_way(position, mv) => SOLVED,
        Goal::PromoteAndCapture => wrong("learn-wrong-promote-capture"),
        Goal::Safe => ideas::hangs(position, mv).map_or(SOLVED, wrong),
        Goal::OffEdge => ideas::to_the_edge(mv).map_or(SOLVED, wrong),
        Goal::Shot => ideas::no_shot(position, mv).map_or(SOLVED, wrong),
        Goal::Breakthrough => ideas::no_breakthrough(position, mv).map_or(SOLVED, wrong),
    }
}

/// True when `mv` is a capture that crowns its man on a landing square before its last: the
/// new king took on from there (RULES.md §2).
fn crowned_on_the_way(position: &VariantPosition, mv: &Move) -> bool {
    let Some(path) = position.path(mv) else {
        return false;
    };
    let last_rank = match position.turn() {
        shashki::Color::White => 7,
        shashki::Color::Black => 0,
    };
    let landings: Vec<u32> = path.iter().map(|&b| u32::from(b)).collect();
    mv.promotes()
        && mv.is_capture()
        && landings[..landings.len().saturating_sub(1)]
            .iter()
            .any(|&bit| rank(bit) == last_rank)
}

/// The rank of a square of the course's board, from 0 at White's side.
fn rank(bit: u32) -> u32 {
    let name = VARIANT.square_name(bit);
    name[1..].parse::<u32>().map_or(0, |r| r - 1)
}

/// The verdict on the moves of a record played so far: each must be the record's, and the
/// record played to its end solves the step.
fn judge_line(step: &Step, texts: &[String]) -> Verdict {
    if texts.is_empty() || texts.len() > step.line.len() {
        return wrong("learn-wrong-one-move");
    }
    let mut position = step.position;
    for (text, want) in texts.iter().zip(&step.line) {
        let mv = match read_move(&position, text) {
            Ok(mv) => mv,
            Err(reason) => return wrong(reason),
        };
        if mv != *want {
            return wrong("learn-wrong-record");
        }
        position = position.play(&mv);
    }
    if texts.len() == step.line.len() {
        Verdict::Solved {
            after: Some(position),
        }
    } else {
        Verdict::Right { position }
    }
}
