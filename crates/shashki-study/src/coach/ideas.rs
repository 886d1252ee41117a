//! Reading the four ideas of a move (issue 34: one loss, one cause). The searches say what
//! the move lost; what caused it is proved by the rules where they can prove it: a shot or a
//! capture by exhaustive forcing lines ([`super::prove`]), a breakthrough over every defence a
//! few plies deep, a hanging piece by the capture the move made possible. Only the man sent to
//! the edge, the idea no forcing line proves, is said on the searches' word, and only when
//! nothing else explains the loss. So the ideas do not hang on the shape of a principal
//! variation that a node budget or an endgame table cut short.

use shashki::{Goal, Move, Movement, Rules, VariantPosition};

use super::eval::{loss, Eval, DECIDED};
use super::finding::{Chance, Finding, Idea, Review};
use super::prove::{self, Proof};
use shashki_engine::one_ply_back;
use shashki_engine::Score;

/// The review of `mv` played in `before`, from `best`, the value of `before`, and `reply`, the
/// value of the position after `mv` (for the opponent); faults count from `margin` hundredths
/// of a man lost. At most one finding: the shot or breakthrough the move played, else the
/// cause of the loss.
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
    // A shot or breakthrough the move plays is said whatever the searches think of it: the
    // rules prove it (the value it lost, if any, is the verdict's business).
    let cause = if let Some(f) = played(before, mv) {
        Some(f)
    } else if lost >= margin {
        let own = hanging(before, mv, lost).or_else(|| allowed(before, mv, lost));
        let chance = missed(before, mv, lost);
        match (own, chance) {
            // Both proved: the larger part of the loss names it, what the best line would
            // have won or what the move gives away (both bounded at a decided lead).
            (Some(own), Some(chance)) => Some(if gained(best.score) >= -gained(played_score) {
                chance
            } else {
                own
            }),
            (own, chance) => own.or(chance),
        }
        .or_else(|| (diagonal && to_edge(before, mv)).then(|| edge(mv, reply, lost)))
    } else {
        None
    };
    review.findings.extend(cause);
    review
}

/// A score bounded at a decided lead, for weighing two causes of one loss.
fn gained(score: Score) -> Score {
    score.clamp(-DECIDED, DECIDED)
}

/// The finding of `idea` with `chance` that `proof` shows; `line` is the proof's line as the
/// finding shows it (from the position before the move) and `key` the ply of the move that
/// starts the proof.
fn proved(
    idea: Idea,
    chance: Chance,
    proof: &Proof,
    line: Vec<Move>,
    key: usize,
    lost: Score,
) -> Option<Finding> {
    let first = *line.get(key)?;
    Some(Finding {
        idea,
        chance,
        square: proof.first_given.unwrap_or(first.to()),
        arrow: (first.from(), first.to()),
        given: proof.given,
        taken: proof.taken,
        crown: proof.crown,
        loss: lost,
        line,
        key,
    })
}

/// The shot or, failing one, the breakthrough `mv` itself plays, as the rules prove it.
fn played(before: &VariantPosition, mv: &Move) -> Option<Finding> {
    let (idea, proof) = prove::shot(before, mv)
        .map(|p| (Idea::Shot, p))
        .or_else(|| prove::breakthrough(before, mv).map(|p| (Idea::Breakthrough, p)))?;
    let line = proof.line.clone();
    proved(idea, Chance::Played, &proof, line, 0, 0)
}

/// The shot or, failing one, the breakthrough the player had and did not play.
fn missed(before: &VariantPosition, mv: &Move, lost: Score) -> Option<Finding> {
    let (idea, proof) = prove::best_shot(before)
        .map(|p| (Idea::Shot, p))
        .or_else(|| prove::any_breakthrough(before).map(|p| (Idea::Breakthrough, p)))?;
    if proof.line.first() == Some(mv) {
        return None;
    }
    let line = proof.line.clone();
    proved(idea, Chance::Missed, &proof, line, 0, lost)
}

/// The shot or, failing one, the breakthrough `mv` gives the opponent: one the opponent could
/// not play before it (with the turn passed to it), else the move only left a threat standing,
/// and the loss is the chance it missed, if any.
fn allowed(before: &VariantPosition, mv: &Move, lost: Score) -> Option<Finding> {
    let after = before.play(mv);
    let (idea, proof) = prove::best_shot(&after)
        .map(|p| (Idea::Shot, p))
        .or_else(|| prove::any_breakthrough(&after).map(|p| (Idea::Breakthrough, p)))?;
    let first = *proof.line.first()?;
    let threat = prove::passed(before).is_some_and(|p| {
        p.legal_moves().contains(&first)
            && match idea {
                Idea::Shot => prove::shot(&p, &first).is_some(),
                _ => prove::breakthrough(&p, &first).is_some(),
            }
    });
    if threat {
        return None;
    }
    let line = std::iter::once(*mv)
        .chain(proof.line.iter().copied())
        .collect();
    proved(idea, Chance::Allowed, &proof, line, 1, lost)
}

/// The piece `mv` leaves where the opponent takes it: a capture after `mv` that wins pieces by
/// force and takes one the opponent could not take before it (the piece moved, or one the
/// move uncovered). A piece attacked before the move is not moved under a capture: that loss
/// is the chance the move missed, if any. The capture shown is the first of the forcing line
/// that wins most against every defence.
fn hanging(before: &VariantPosition, mv: &Move, lost: Score) -> Option<Finding> {
    let after = before.play(mv);
    let won = prove::winning_captures(&after)?;
    let earlier = prove::attacked(before).unwrap_or(0);
    let capture = *won.line.first()?;
    let new = capture.captured() & !earlier;
    if new == 0 {
        return None;
    }
    let moved = 1u64 << mv.to();
    let square = if new & moved != 0 {
        mv.to()
    } else {
        new.trailing_zeros()
    };
    Some(Finding {
        idea: Idea::Hanging,
        chance: Chance::Played,
        square,
        line: std::iter::once(*mv)
            .chain(won.line.iter().copied())
            .collect(),
        arrow: (capture.from(), capture.to()),
        given: u32::try_from(won.net().max(1)).unwrap_or(1),
        taken: won.given,
        crown: None,
        loss: lost,
        key: 1,
    })
}

/// The man sent to the edge by `mv`, with the searched line after it.
fn edge(mv: &Move, reply: &Eval, lost: Score) -> Finding {
    Finding {
        idea: Idea::Edge,
        chance: Chance::Played,
        square: mv.to(),
        line: std::iter::once(*mv)
            .chain(reply.line.iter().copied())
            .collect(),
        arrow: (mv.from(), mv.to()),
        given: 0,
        taken: 0,
        crown: None,
        loss: lost,
        key: 0,
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

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::Variant;

    /// The review of `text` from the start position with the best line `c3-d4` valued `best`
    /// and the move valued `played` (no search: the values a search would give).
    fn review(text: &str, best: Score, played: Score) -> Review {
        let start = VariantPosition::start(Variant::Russian);
        let mv = start.parse_move(text).unwrap();
        let best = Eval {
            score: best,
            line: vec![start.parse_move("c3-d4").unwrap()],
        };
        let reply = Eval {
            score: -played,
            line: Vec::new(),
        };
        findings(&start, &mv, &best, &reply, 50)
    }

    #[test]
    fn a_man_sent_to_the_edge_is_the_cause_only_of_a_loss_nothing_else_explains() {
        let edge = review("g3-h4", 30, -40);
        let said: Vec<_> = edge.findings.iter().map(|f| (f.idea, f.chance)).collect();
        assert_eq!(said, [(Idea::Edge, Chance::Played)]);
        assert_eq!(edge.findings[0].loss, 70);
        // Half a man not lost: nothing to say; a step inside the board: no edge.
        assert!(review("g3-h4", 30, -10).findings.is_empty());
        assert!(review("c3-b4", 30, -40).findings.is_empty());
    }

    #[test]
    fn a_move_that_misses_a_shot_and_allows_one_is_named_by_the_larger_part_of_its_loss() {
        // Abatsiev collection, game 64, ply 31 (coach.tsv): g1-h2 misses the shot d4-e5 and
        // empties g1 for Black's shot b8-a7 e3:g1 c5:g5.
        let before = VariantPosition::from_fen(
            Variant::Russian,
            "W:W18,19,21,22,23,25,32:B1,2,9,10,11,12,14,27",
        )
        .unwrap();
        let mv = before.parse_move("g1-h2").unwrap();
        let said = |best: Score, played: Score| {
            let best = Eval {
                score: best,
                line: vec![before.parse_move("d4-e5").unwrap()],
            };
            let reply = Eval {
                score: -played,
                line: Vec::new(),
            };
            let r = findings(&before, &mv, &best, &reply, 50);
            r.findings
                .iter()
                .map(|f| (f.idea, f.chance))
                .collect::<Vec<_>>()
        };
        assert_eq!(said(-115, -1648), [(Idea::Shot, Chance::Allowed)]);
        assert_eq!(said(300, -100), [(Idea::Shot, Chance::Missed)]);
    }
}
