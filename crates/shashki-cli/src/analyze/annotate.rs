//! Writing the judgement into the game: marks (`?`, `??`) on the moves, comments with the
//! evaluation and the engine's line where the played move was worse, and a summary.
//!
//! Scores in comments are from White's point of view, as annotators write them: `+0.35` in
//! hundredths of a man, `#7` for a win in 7 moves of the winner (`-#7` for Black's).

use shashki::{Color, Move, VariantPosition};
use shashki_engine::{Score, DB_WIN, MATE};
use shashki_pdn::{PdnGame, PdnMove};

use super::evaluate::{one_ply_back, Valued, FORCED};
use super::judge::{judge, loss, Thresholds, Verdict};
use super::tally::Tally;

/// Plies of the engine's line written in a comment.
const LINE_PLIES: usize = 10;

/// Judges every move of `valued` that had an alternative, marks and comments the moves of
/// `game`'s main line that were worse, and returns each side's tally (White's first).
pub fn annotate(game: &mut PdnGame, valued: &Valued, thresholds: Thresholds) -> [Tally; 2] {
    let mut tallies = [Tally::default(); 2];
    let first = usize::from(valued.positions[0].turn() != valued.positions[0].variant().first());
    for (k, mv) in valued.moves.iter().enumerate() {
        let pos = &valued.positions[k];
        if pos.legal_moves().len() < 2 {
            continue;
        }
        let best = &valued.evals[k];
        let played = one_ply_back(valued.evals[k + 1].score);
        let was_best = best.line.first() == Some(mv);
        let verdict = judge(best.score, played, was_best, thresholds);
        let lost = if was_best {
            0
        } else {
            loss(best.score, played)
        };
        tallies[pos.turn().index()].add(verdict, lost);
        if verdict == Verdict::Good {
            continue;
        }
        let Some(m) = game.moves.get_mut(k) else {
            continue;
        };
        mark(m, verdict);
        let (label, lead) = match verdict {
            Verdict::MissedWin => ("Missed win", "Wins"),
            Verdict::Blunder => ("Blunder", "Best"),
            _ => ("Mistake", "Best"),
        };
        let after = pos.play(mv);
        m.comments.push(format!(
            "{label} ({}). {lead}: {} ({})",
            valued_text(played, pos.turn(), &after),
            line_text(pos, first + k, &best.line),
            valued_text(best.score, pos.turn(), pos),
        ));
    }
    tallies
}

/// Puts the verdict's mark on a move, or its NAG when the annotator already marked it.
fn mark(m: &mut PdnMove, verdict: Verdict) {
    match (&m.annotation, verdict.mark(), verdict.nag()) {
        (None, Some(mark), _) => m.annotation = Some(mark.to_string()),
        (Some(_), _, Some(nag)) if !m.nags.contains(&nag) => m.nags.push(nag),
        _ => {}
    }
}

/// A score for the side `turn` written from White's point of view, or `draw (database)` where
/// the endgame tables say `at` (the position the score is about) is drawn.
fn valued_text(score: Score, turn: Color, at: &VariantPosition) -> String {
    match crate::tables::verdict(at) {
        Some(crate::tables::Verdict::Draw) => "draw (database)".into(),
        _ => score_text(score, turn),
    }
}

/// A score for the side `turn` written from White's point of view: `#N` for a win in N
/// moves (found by the search or read from the endgame tables), `White wins (database)` for a
/// table win without distance.
pub fn score_text(score: Score, turn: Color) -> String {
    let white = if turn == Color::White { score } else { -score };
    if (DB_WIN - 1_000..FORCED).contains(&white.abs()) {
        let winner = if white > 0 { "White" } else { "Black" };
        return format!("{winner} wins (database)");
    }
    if white.abs() >= FORCED {
        let plies = MATE - white.abs();
        let moves = (plies + 1) / 2;
        let sign = if white < 0 { "-" } else { "" };
        format!("{sign}#{moves}")
    } else {
        format!("{:+.2}", f64::from(white) / 100.0)
    }
}

/// The first plies of `line` from `pos` in the variant's notation, with move numbers; `ply`
/// counts the plies before `pos` from the first mover's first move.
fn line_text(pos: &VariantPosition, ply: usize, line: &[Move]) -> String {
    let mut pos = *pos;
    let mut words = Vec::new();
    for (i, mv) in line.iter().take(LINE_PLIES).enumerate() {
        let p = ply + i;
        if p.is_multiple_of(2) {
            words.push(format!("{}.", p / 2 + 1));
        } else if i == 0 {
            words.push(format!("{}...", p / 2 + 1));
        }
        words.push(pos.move_text(mv));
        pos = pos.play(mv);
    }
    words.join(" ")
}

/// The summary comment of a game: how it was analysed, each side's tally, and `notes` (where
/// the analysis stopped short, and why).
pub fn summary(how: &str, tallies: &[Tally; 2], notes: &[String]) -> String {
    let mut text = format!(
        "shashki analyze, {how}. White: {}. Black: {}.",
        tallies[Color::White.index()].describe(),
        tallies[Color::Black.index()].describe()
    );
    for note in notes {
        text.push(' ');
        text.push_str(note);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::Variant;

    #[test]
    fn scores_are_written_for_white_and_wins_in_moves() {
        assert_eq!(score_text(35, Color::White), "+0.35");
        assert_eq!(score_text(35, Color::Black), "-0.35");
        assert_eq!(score_text(MATE - 13, Color::White), "#7");
        assert_eq!(score_text(MATE - 13, Color::Black), "-#7");
        assert_eq!(score_text(0, Color::Black), "+0.00");
        assert_eq!(
            score_text(DB_WIN - 3, Color::Black),
            "Black wins (database)"
        );
    }

    #[test]
    fn a_line_from_blacks_move_starts_with_an_ellipsis_number() {
        let start = VariantPosition::start(Variant::Russian);
        let first = start.legal_moves()[0];
        let pos = start.play(&first);
        let reply = pos.legal_moves()[0];
        let next = pos.play(&reply);
        let line = [reply, next.legal_moves()[0]];
        let text = line_text(&pos, 1, &line);
        assert!(text.starts_with("1... "), "{text}");
        assert!(text.contains(" 2. "), "{text}");
    }

    #[test]
    fn an_annotators_own_mark_is_kept_and_the_verdict_added_as_a_nag() {
        let mut m = PdnMove::new("c3-d4");
        mark(&mut m, Verdict::Blunder);
        assert_eq!(m.annotation.as_deref(), Some("??"));
        let mut m = PdnMove::new("c3-d4");
        m.annotation = Some("!".into());
        mark(&mut m, Verdict::Mistake);
        assert_eq!(
            (m.annotation.as_deref(), m.nags.as_slice()),
            (Some("!"), &[2][..])
        );
    }
}
