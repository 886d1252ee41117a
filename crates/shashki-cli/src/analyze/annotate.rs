//! Writing the judgement into the game: marks on the moves (`?` and `??` on mistakes and
//! blunders; `!!` on a shot or breakthrough played, `!` on a sound sacrifice, `X` on the move
//! that reaches a forced win, as the Russian books mark them), comments with the evaluation and
//! the engine's line where the played move was worse, the coach's findings (issue 17) in the
//! chosen language, and a summary.
//!
//! Scores in comments are from White's point of view, as annotators write them: `+0.35` in
//! hundredths of a man, `#7` for a win in 7 moves of the winner (`-#7` for Black's).

use shashki::{Color, Move, VariantPosition};
use shashki_engine::{Score, DB_WIN, MATE};
use shashki_pdn::{PdnGame, PdnMove};
use shashki_study::coach::{forcing, Chance, Idea, Review};
use shashki_study::review::{judge_line, Thresholds, Valued, Verdict, FORCED};
use shashki_text::{errors, text, Message};

use super::tally::Tally;
use crate::coach_text::{decimal, line_text, note, Loss};
use crate::play::Lang;

/// Judges every move of `valued` that had an alternative, marks and comments the moves of
/// `game`'s main line, and returns each side's tally (White's first); the coach's notes are
/// written in `lang`.
pub fn annotate(
    game: &mut PdnGame,
    valued: &Valued,
    thresholds: Thresholds,
    lang: Lang,
) -> [Tally; 2] {
    let mut tallies = [Tally::default(); 2];
    let mut won = [false; 2];
    let first = usize::from(valued.positions[0].turn() != valued.positions[0].variant().first());
    for judged in judge_line(valued, thresholds) {
        let k = judged.ply;
        let (pos, mv, best) = (&valued.positions[k], &valued.moves[k], &valued.evals[k]);
        let (review, verdict) = (&judged.review, judged.verdict);
        let played = review.played_score;
        let side = pos.turn().index();
        tallies[side].add(verdict, review.loss);
        let reaches_win = played >= FORCED && !std::mem::replace(&mut won[side], played >= FORCED);
        let Some(m) = game.moves.get_mut(k) else {
            continue;
        };
        let notes = review
            .findings
            .iter()
            .map(|f| note(lang, pos, first + k, review, f, Loss::Verdict));
        if verdict == Verdict::Good {
            if let Some((sign, nag)) = good_mark(pos, mv, review, &valued.evals[k + 1].line) {
                put_mark(m, sign, nag);
            } else if reaches_win {
                put_mark(m, "X", None);
            }
            m.comments.extend(notes);
            continue;
        }
        put_mark(m, verdict.mark().unwrap_or_default(), verdict.nag());
        let key = match verdict {
            Verdict::MissedWin => "analyze-missed-win",
            Verdict::Blunder => "analyze-blunder",
            _ => "analyze-mistake",
        };
        let after = pos.play(mv);
        let comment = Message::new(key)
            .text("played", valued_text(played, pos.turn(), &after, lang))
            .text("line", line_text(pos, first + k, &best.line))
            .text("best", valued_text(best.score, pos.turn(), pos, lang));
        m.comments.push(comment.say(lang));
        m.comments.extend(notes);
    }
    tallies
}

/// The mark of a good move that deserves one: `!!` for a shot or breakthrough played (NAG $3),
/// `!` for a sacrifice the search approves, one that gives more than the forcing part takes
/// back (NAG $1); `reply` is the engine's line after the move.
fn good_mark(
    pos: &VariantPosition,
    mv: &Move,
    review: &Review,
    reply: &[Move],
) -> Option<(&'static str, Option<u32>)> {
    let combination = [Idea::Shot, Idea::Breakthrough]
        .iter()
        .any(|&idea| review.find(idea, Chance::Played).is_some());
    let line: Vec<Move> = std::iter::once(*mv).chain(reply.iter().copied()).collect();
    let forced = forcing(pos, &line);
    if combination {
        Some(("!!", Some(3)))
    } else if forced.complete && forced.given > forced.taken {
        Some(("!", Some(1)))
    } else {
        None
    }
}

/// Puts a mark on a move, or its NAG when the annotator already marked it.
fn put_mark(m: &mut PdnMove, mark: &str, nag: Option<u32>) {
    match (&m.annotation, nag) {
        (None, _) if !mark.is_empty() => m.annotation = Some(mark.to_string()),
        (Some(_), Some(nag)) if !m.nags.contains(&nag) => m.nags.push(nag),
        _ => {}
    }
}

/// A score for the side `turn` written from White's point of view, or `draw (database)` where
/// the endgame tables say `at` (the position the score is about) is drawn.
fn valued_text(score: Score, turn: Color, at: &VariantPosition, lang: Lang) -> String {
    match crate::tables::verdict(at) {
        Some(crate::tables::Verdict::Draw) => text(lang, "play-db-draw"),
        _ => score_text(score, turn, lang),
    }
}

/// A score for the side `turn` written from White's point of view: `#N` for a win in N
/// moves (found by the search or read from the endgame tables), `White wins (endgame
/// database)` for a table win without distance; the decimal sign as `lang` writes it.
pub fn score_text(score: Score, turn: Color, lang: Lang) -> String {
    let white = if turn == Color::White { score } else { -score };
    if (DB_WIN - 1_000..FORCED).contains(&white.abs()) {
        let winner = if white > 0 {
            Color::White
        } else {
            Color::Black
        };
        return Message::new("wins-known")
            .text("color", errors::color(winner))
            .say(lang);
    }
    if white.abs() >= FORCED {
        let plies = MATE - white.abs();
        let moves = (plies + 1) / 2;
        let sign = if white < 0 { "-" } else { "" };
        format!("{sign}#{moves}")
    } else {
        decimal(&format!("{:+.2}", f64::from(white) / 100.0), lang)
    }
}

/// The summary comment of a game in `lang`: how it was analysed, each side's tally, and
/// `notes` (where the analysis stopped short, and why).
pub fn summary(how: &Message, tallies: &[Tally; 2], notes: &[Message], lang: Lang) -> String {
    let mut text = Message::new("analyze-summary")
        .message("how", how.clone())
        .message("white", tallies[Color::White.index()].describe(lang))
        .message("black", tallies[Color::Black.index()].describe(lang))
        .say(lang);
    for note in notes {
        text.push(' ');
        text.push_str(&note.say(lang));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_are_written_for_white_and_wins_in_moves() {
        let en = |score, turn| score_text(score, turn, Lang::En);
        assert_eq!(en(35, Color::White), "+0.35");
        assert_eq!(en(35, Color::Black), "-0.35");
        assert_eq!(en(MATE - 13, Color::White), "#7");
        assert_eq!(en(MATE - 13, Color::Black), "-#7");
        assert_eq!(en(0, Color::Black), "+0.00");
        assert_eq!(
            en(DB_WIN - 3, Color::Black),
            "Black wins (endgame database)"
        );
    }

    #[test]
    fn russian_and_ukrainian_scores_have_a_decimal_comma_and_name_the_winner() {
        assert_eq!(score_text(-179, Color::White, Lang::Ru), "-1,79");
        assert_eq!(score_text(MATE - 13, Color::Black, Lang::Uk), "-#7");
        assert_eq!(
            score_text(DB_WIN - 3, Color::White, Lang::Ru),
            "Белые выигрывают (база эндшпилей)"
        );
    }

    #[test]
    fn an_annotators_own_mark_is_kept_and_the_verdict_added_as_a_nag() {
        let mut m = PdnMove::new("c3-d4");
        put_mark(&mut m, "??", Verdict::Blunder.nag());
        assert_eq!(m.annotation.as_deref(), Some("??"));
        let mut m = PdnMove::new("c3-d4");
        m.annotation = Some("!".into());
        put_mark(&mut m, "?", Verdict::Mistake.nag());
        assert_eq!(
            (m.annotation.as_deref(), m.nags.as_slice()),
            (Some("!"), &[2][..])
        );
    }
}
