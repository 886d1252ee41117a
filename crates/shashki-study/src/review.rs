//! The analysis of a whole game (`shashki analyze`, and the web's "Analyse the game"): every
//! position of its main line valued once ([`evaluate`]), then every move that had an
//! alternative judged against the best ([`judge_line`]): a mistake, a blunder or a missed win,
//! with the coach's findings on it. One implementation, so that the terminal's annotations and
//! the page's lists say the same of a game; the words are the front-ends'.

mod evaluate;
mod judge;

pub use evaluate::{evaluate, Valued, FORCED};
pub use judge::{judge, Thresholds, Verdict};

use shashki::{Move, VariantPosition};
use shashki_engine::book;

use crate::coach::{findings, Review};

/// One move of a line, judged.
#[derive(Clone, Debug)]
pub struct Judged {
    /// The move's index in the line: it was played from `positions[ply]`.
    pub ply: usize,
    /// What it was.
    pub verdict: Verdict,
    /// True when it is the move the engine chose there.
    pub was_best: bool,
    /// The coach's reading of it: the values before and after, the loss, the ideas touched.
    pub review: Review,
}

/// Judges every move of `valued` that had an alternative and is not the opening book's, in
/// order (a forced move has none; a move of theory, played by masters there, is not for a
/// search of a few seconds to blame); the coach reports losses of at least the mistake
/// threshold.
pub fn judge_line(valued: &Valued, thresholds: Thresholds) -> Vec<Judged> {
    valued
        .moves
        .iter()
        .enumerate()
        .filter(|(k, mv)| unjudged(&valued.positions[*k], mv).is_none())
        .map(|(k, mv)| {
            let pos = &valued.positions[k];
            let best = &valued.evals[k];
            let review = findings(pos, mv, best, &valued.evals[k + 1], thresholds.mistake);
            let was_best = best.line.first() == Some(mv);
            Judged {
                ply: k,
                verdict: judge(best.score, review.played_score, was_best, thresholds),
                was_best,
                review,
            }
        })
        .collect()
}

/// Why a move is not judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unjudged {
    /// It was the only legal move.
    Forced,
    /// The opening book plays it there ([`book::Book::playable`]): theory.
    Book,
}

impl Unjudged {
    /// The key the front-ends name it by: `forced`, `book`.
    pub fn key(self) -> &'static str {
        match self {
            Unjudged::Forced => "forced",
            Unjudged::Book => "book",
        }
    }
}

/// Why [`judge_line`] leaves `mv`, played from `pos`, unjudged; none for a move it judges.
pub fn unjudged(pos: &VariantPosition, mv: &Move) -> Option<Unjudged> {
    if pos.legal_moves().len() < 2 {
        Some(Unjudged::Forced)
    } else if book::of(pos.variant()).is_some_and(|b| b.playable(pos).iter().any(|m| m.mv == *mv)) {
        Some(Unjudged::Book)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::Variant;
    use shashki_engine::{Engine, Limits};

    #[test]
    fn the_books_moves_are_theory_and_not_judged() {
        // Down the book's main line to a position where it leaves a legal move out.
        let start = VariantPosition::start(Variant::Russian);
        let book = book::of(Variant::Russian).expect("russian has a book");
        let (mut line, mut pos) = (Vec::new(), start);
        let (theory, other) = loop {
            let theory: Vec<Move> = book.playable(&pos).iter().map(|m| m.mv).collect();
            assert!(
                !theory.is_empty(),
                "out of the book after {} plies",
                line.len()
            );
            let legal = pos.legal_moves();
            if let Some(other) = legal.into_iter().find(|m| !theory.contains(m)) {
                break (theory[0], other);
            }
            line.push(theory[0]);
            pos = pos.play(&theory[0]);
        };
        let engine = Engine::with_hash(1);
        let judged = |last: Move| {
            let moves: Vec<Move> = line.iter().copied().chain([last]).collect();
            let valued = evaluate(&engine, start, &moves, &Limits::depth(6), &mut || {}).unwrap();
            let thresholds = Thresholds {
                mistake: 50,
                blunder: 150,
            };
            judge_line(&valued, thresholds).len()
        };
        assert_eq!(judged(theory), 0, "{}", pos.move_text(&theory));
        assert_eq!(judged(other), 1, "{}", pos.move_text(&other));
        // And said why: theory, or the only move.
        assert_eq!(unjudged(&pos, &theory), Some(Unjudged::Book));
        assert_eq!(unjudged(&pos, &other), None);
        let forced = VariantPosition::from_fen(Variant::Russian, "W:Wc3:Bd4,h8").unwrap();
        let take = forced.legal_moves()[0];
        assert_eq!(unjudged(&forced, &take), Some(Unjudged::Forced));
    }

    #[test]
    fn a_man_given_away_is_judged_and_the_better_move_named() {
        // White c3 may step to b4 (safe) or d4, where the man on e5 takes it (22 = c3, 15 = e5).
        let start = VariantPosition::from_fen(Variant::Russian, "W:W22,29:B15,5").unwrap();
        let bad = start
            .legal_moves()
            .into_iter()
            .find(|m| start.move_text(m) == "c3-d4")
            .expect("c3-d4 is legal");
        let engine = Engine::with_hash(1);
        let valued = evaluate(&engine, start, &[bad], &Limits::depth(8), &mut || {}).unwrap();
        let judged = judge_line(
            &valued,
            Thresholds {
                mistake: 50,
                blunder: 150,
            },
        );
        assert_eq!(judged.len(), 1);
        let j = &judged[0];
        assert_ne!(j.verdict, Verdict::Good, "{j:?}");
        assert!(!j.was_best);
        assert_ne!(j.review.best.first(), Some(&bad));
    }
}
