//! The analysis of a whole game as the page reads it: the engine's value of every position
//! (White's view, in men, capped) for the graph, and every move judged a mistake, a blunder or
//! a missed win, or touched by one of the coach's ideas, with the better move and its line;
//! each side's count. The judging is `shashki analyze`'s (`shashki_study::review`); the words
//! are the page's.

use serde_json::{json, Value};
use shashki::{Color, VariantGame, VariantPosition};
use shashki_engine::{Engine, EngineError, Limits, Score};
use shashki_study::review::{evaluate, judge_line, unjudged, Judged, Thresholds, Verdict};

use crate::coaching::{finding, men};

/// A mistake and a blunder, as `shashki analyze` counts them by default: half a man and one
/// and a half men lost.
pub const THRESHOLDS: Thresholds = Thresholds {
    mistake: 50,
    blunder: 150,
};

/// The graph's bound, five men in hundredths: a lead beyond it (a forced win too) is drawn at
/// it, so that one decided position does not flatten the rest of the game.
const CAP: Score = 500;

/// The most plies of a better line given.
const LINE_PLIES: usize = 10;

/// Analyses every move of `game` with `engine` within `limits` a position, calling `tick` once
/// a position searched (the last first), and gives the page's JSON.
///
/// # Errors
/// When a search cannot start.
pub fn report(
    game: &VariantGame,
    engine: &Engine,
    limits: &Limits,
    tick: &mut dyn FnMut(),
) -> Result<Value, EngineError> {
    let start = game.position_at(0).unwrap_or_else(|| game.position());
    let valued = evaluate(engine, start, game.moves(), limits, tick)?;
    let evals: Vec<f64> = valued
        .evals
        .iter()
        .zip(&valued.positions)
        .map(|(e, pos)| white_men(e.score, pos.turn()))
        .collect();
    let judged = judge_line(&valued, THRESHOLDS);
    let first = usize::from(start.turn() != start.variant().first());
    let moves: Vec<Value> = judged
        .iter()
        .filter(|j| j.verdict != Verdict::Good || !j.review.findings.is_empty())
        .map(|j| judged_move(&valued.positions[j.ply], j, first))
        .collect();
    // The moves left unjudged and why, so that the move list can say so (found cold: they were
    // not told from moves judged good).
    let skipped: Vec<Value> = valued
        .moves
        .iter()
        .enumerate()
        .filter_map(|(k, mv)| unjudged(&valued.positions[k], mv).map(|why| (k, why)))
        .map(|(k, why)| json!({"ply": k, "why": why.key()}))
        .collect();
    Ok(json!({
        "plies": valued.moves.len(),
        "evals": evals,
        "moves": moves,
        "skipped": skipped,
        "white": tally(&judged, &valued.positions, Color::White),
        "black": tally(&judged, &valued.positions, Color::Black),
    }))
}

/// A score for the side `turn`, from White's side, in men within [`CAP`].
fn white_men(score: Score, turn: Color) -> f64 {
    let white = if turn == Color::White { score } else { -score };
    men(white.clamp(-CAP, CAP))
}

/// One judged move played from `before`; `first` is 1 when the game began with the second
/// mover (for move numbers).
fn judged_move(before: &VariantPosition, j: &Judged, first: usize) -> Value {
    let r = &j.review;
    let played = r.played.map(|m| before.move_text(&m)).unwrap_or_default();
    let line: Vec<String> = before
        .line_texts(&r.best)
        .into_iter()
        .take(LINE_PLIES)
        .collect();
    let ply = first + j.ply;
    let best = if j.was_best {
        None
    } else {
        line.first().cloned()
    };
    json!({
        "ply": j.ply,
        "number": ply / 2 + 1,
        "side": before.turn().name(),
        "move": played,
        "verdict": j.verdict.key(),
        "loss": men(r.loss),
        "best": best,
        "line": line,
        "findings": r.findings.iter().map(|f| finding(before, f)).collect::<Vec<_>>(),
    })
}

/// The count of side `side`: moves judged, mistakes, blunders, missed wins and the value lost
/// a move, in men (as `shashki analyze`'s summary).
fn tally(judged: &[Judged], positions: &[VariantPosition], side: Color) -> Value {
    let own: Vec<&Judged> = judged
        .iter()
        .filter(|j| positions[j.ply].turn() == side)
        .collect();
    let count = |v: Verdict| own.iter().filter(|j| j.verdict == v).count();
    let lost: Score = own.iter().map(|j| j.review.loss).sum();
    let average = if own.is_empty() {
        0.0
    } else {
        (f64::from(lost) / own.len() as f64).round() / 100.0
    };
    json!({
        "moves": own.len(),
        "mistakes": count(Verdict::Mistake),
        "blunders": count(Verdict::Blunder),
        "missed_wins": count(Verdict::MissedWin),
        "average_loss": average,
    })
}
