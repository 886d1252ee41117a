//! Reading the four ideas from the two searches of a move: the best line before it and the
//! line after it. Each idea is said only when the lines prove it and, for a fault, when the
//! move lost at least the margin against the best.

use shashki::{Goal, Move, Movement, Rules, VariantPosition};

use super::eval::{loss, Eval};
use super::finding::{Chance, Finding, Idea, Review};
use super::forcing::{forcing, Forcing};
use shashki_engine::one_ply_back;
use shashki_engine::Score;

/// The review of `mv` played in `before`, from `best`, the value of `before`, and `reply`, the
/// value of the position after `mv` (for the opponent); faults count from `margin` hundredths
/// of a man lost.
///
/// The ideas are about material and the crowning row, so a variant where the side without
/// moves wins (giveaway) gets none; the edge is the diagonal variants' idea.
pub fn findings(
    before: &VariantPosition,
    mv: &Move,
    best: &Eval,
    reply: &Eval,
    margin: Score,
) -> Review {
    let played_score = one_ply_back(reply.score);
    let was_best = best.line.first() == Some(mv);
    let lost = if was_best {
        0
    } else {
        loss(best.score, played_score)
    };
    let mut review = Review {
        played: Some(*mv),
        forced: false,
        best: best.line.clone(),
        best_score: best.score,
        played_score,
        loss: lost,
        findings: Vec::new(),
    };
    let variant = before.variant();
    let (material, diagonal) = shashki::with_rules!(variant, R => (
        R::GOAL != Goal::NoMovesWins,
        R::MOVEMENT == Movement::Diagonal,
    ));
    if !material {
        return review;
    }
    let after = before.play(mv);
    let played: Vec<Move> = std::iter::once(*mv)
        .chain(reply.line.iter().copied())
        .collect();
    let found = &mut review.findings;
    if lost >= margin {
        let theirs = forcing(&after, &reply.line);
        match reply.line.first() {
            Some(capture) if capture.is_capture() => {
                found.push(hanging(mv, capture, &played, &theirs, lost));
            }
            Some(first) => found.extend(chances(Chance::Allowed, first, &played, &theirs, lost)),
            None => {}
        }
        if let Some(first) = best.line.first() {
            let mine = forcing(before, &best.line);
            found.extend(chances(Chance::Missed, first, &best.line, &mine, lost));
        }
        if found.iter().all(|f| f.chance == Chance::Missed) && diagonal && to_edge(before, mv) {
            found.insert(0, edge(mv, &played, lost));
        }
    } else {
        let mine = forcing(before, &played);
        found.extend(chances(Chance::Played, mv, &played, &mine, 0));
    }
    review
}

/// The piece `capture` takes after `mv`: the moved piece if it is among them; `line` is the
/// played line, `mv` first.
fn hanging(mv: &Move, capture: &Move, line: &[Move], theirs: &Forcing, lost: Score) -> Finding {
    let moved = 1u64 << mv.to();
    let square = if capture.captured() & moved != 0 {
        mv.to()
    } else {
        capture.captured().trailing_zeros()
    };
    Finding {
        idea: Idea::Hanging,
        chance: Chance::Played,
        square,
        line: line.to_vec(),
        arrow: (capture.from(), capture.to()),
        given: theirs.taken,
        taken: theirs.given,
        crown: None,
        loss: lost,
    }
}

/// The shot and the breakthrough `f`, the forcing part that `first` starts, shows, with
/// `chance`; `line` proves them.
fn chances(chance: Chance, first: &Move, line: &[Move], f: &Forcing, lost: Score) -> Vec<Finding> {
    let finding = |idea| Finding {
        idea,
        chance,
        square: f.first_given.unwrap_or(first.to()),
        line: line.to_vec(),
        arrow: (first.from(), first.to()),
        given: f.given,
        taken: f.taken,
        crown: f.crown,
        loss: lost,
    };
    let mut found = Vec::new();
    if f.is_shot() {
        found.push(finding(Idea::Shot));
    }
    if f.is_breakthrough() {
        found.push(finding(Idea::Breakthrough));
    }
    found
}

/// The man sent to the edge by `mv`, with the played line that punishes it.
fn edge(mv: &Move, line: &[Move], lost: Score) -> Finding {
    Finding {
        idea: Idea::Edge,
        chance: Chance::Played,
        square: mv.to(),
        line: line.to_vec(),
        arrow: (mv.from(), mv.to()),
        given: 0,
        taken: 0,
        crown: None,
        loss: lost,
    }
}

/// True when `mv` is a man's step from inside the board to its edge file, where a man has one
/// forward square instead of two (a step that crowns it is not: a king is free there).
fn to_edge(before: &VariantPosition, mv: &Move) -> bool {
    let variant = before.variant();
    let edge = |bit: u32| {
        let (file, _) = variant.coordinates(bit);
        file == 0 || file + 1 == variant.rows()
    };
    let man = before.kings() & (1u64 << mv.from()) == 0;
    man && !mv.is_capture() && !mv.promotes() && edge(mv.to()) && !edge(mv.from())
}
