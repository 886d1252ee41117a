//! The coach for the web board (issue 17): a move posted with `"coach": true` comes back with
//! the coach's findings on it in STATE's `coach` field (see the crate's README), checked off
//! the runtime by one coach the server's games share. The words are the page's: the server
//! sends the ideas, the squares, the moves and the sizes.

use std::sync::{Arc, Mutex};

use serde_json::{json, Value};
use shashki::{Move, VariantGame, VariantPosition};
use shashki_study::coach::{Coach, Finding};

use crate::app::App;
use crate::error::ApiError;

/// The coach the server's games share: one check at a time (`App::coach_work`).
pub type SharedCoach = Arc<Mutex<Coach>>;

/// The coach's findings on `mv`, played from the position `before` stands at, as JSON.
///
/// # Errors
/// 500 when the check could not run.
pub async fn review(app: &App, before: VariantGame, mv: Move) -> Result<Value, ApiError> {
    let coach = Arc::clone(&app.coach);
    app.coach_work
        .run(move || {
            let coach = coach
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            let review = coach
                .review(&before, &mv)
                .map_err(|e| ApiError::internal(e.to_string()))?;
            let pos = before.position();
            let findings: Vec<Value> = review.findings.iter().map(|f| finding(&pos, f)).collect();
            Ok(json!({
                "move": pos.move_text(&mv),
                "forced": review.forced,
                "best": review.best.first().map(|m| pos.move_text(m)),
                "loss": men(review.loss),
                "findings": findings,
            }))
        })
        .await?
}

/// One finding on a move played from `pos` as JSON: squares by canonical number for the arrow,
/// names and moves as the variant writes them for the sentence (the analysis of a whole game
/// gives its findings so too).
pub(crate) fn finding(pos: &VariantPosition, f: &Finding) -> Value {
    let variant = pos.variant();
    let mut at = *pos;
    let mut line = Vec::new();
    for mv in &f.line {
        line.push(at.move_text(mv));
        at = at.play(mv);
    }
    json!({
        "idea": f.idea.name(),
        "chance": f.chance.name(),
        "square": variant.square_name(f.square),
        "arrow": [variant.square_number(f.arrow.0), variant.square_number(f.arrow.1)],
        "key": line.get(f.key_ply()),
        "line": line,
        "given": f.given,
        "taken": f.taken,
        "crown": f.crown.map(|c| variant.square_name(c)),
        "loss": men(f.loss),
    })
}

/// Hundredths of a man in men.
pub(crate) fn men(value: i32) -> f64 {
    f64::from(value) / 100.0
}
