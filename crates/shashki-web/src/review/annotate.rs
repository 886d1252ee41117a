//! A game's stored analysis written into its PDN record, so that the file downloaded keeps it
//! (found cold on issue 33: the analysis stayed on the page): each move judged a mistake, a
//! blunder or a missed win gets its mark (`?`, `??`), a comment in the words of the page's list
//! with the loss and the better line, in the language asked for, and the better line as a
//! variation (found cold: read again, the line was words, not moves to step through); the
//! annotator is named.

use serde_json::Value;
use shashki_pdn::{PdnGame, PdnMove};
use shashki_study::review::Verdict;
use shashki_text::{text, Lang, Message};

/// The verdicts that mark a move, by the key the stored analysis names them with.
const MARKED: [Verdict; 3] = [Verdict::Mistake, Verdict::Blunder, Verdict::MissedWin];

/// Writes `review` (the page's JSON of [`super::report::report`]) into `record`, whose moves
/// are the game's from its start, in `lang`.
pub fn annotate(record: &mut PdnGame, review: &Value, lang: Lang) {
    let judged = review["moves"].as_array().map_or(&[][..], Vec::as_slice);
    for m in judged {
        let Some(verdict) = MARKED.into_iter().find(|v| m["verdict"] == v.key()) else {
            continue;
        };
        let ply = m["ply"].as_u64().and_then(|p| usize::try_from(p).ok());
        let Some(played) = ply.and_then(|p| record.moves.get_mut(p)) else {
            continue;
        };
        played.annotation = verdict.mark().map(str::to_string);
        played.comments.push(comment(m, verdict, lang));
        let better: Vec<PdnMove> = line(m).map(PdnMove::new).collect();
        if !better.is_empty() {
            played.variations.push(better);
        }
    }
    record.set_tag("Annotator", "shashki");
}

/// The comment of a judged move: «Ошибка (потеря 0,9 шашки). Лучше: c3-d4, далее f6-g5.».
fn comment(m: &Value, verdict: Verdict, lang: Lang) -> String {
    let tenths = tenths(m["loss"].as_f64().unwrap_or_default());
    let mut said = text(lang, format!("review-{}", verdict.key()));
    // No loss said of a missed win that loses no material now (found cold: «потеря 0,0 шашки»).
    if tenths != "0.0" {
        let loss = Message::new("review-loss").text("loss", lang.decimal(&tenths));
        said.push_str(&format!(" ({})", loss.say(lang)));
    }
    said.push('.');
    if let Some(best) = m["best"].as_str() {
        let then: Vec<&str> = line(m).skip(1).collect();
        said.push(' ');
        said.push_str(&Message::new("review-better").text("move", best).say(lang));
        if !then.is_empty() {
            let then = then.join(" ");
            said.push_str(&Message::new("review-then").text("line", then).say(lang));
        }
        said.push('.');
    }
    said
}

/// The better line of a judged move, its first move the better move.
fn line(m: &Value) -> impl Iterator<Item = &str> {
    m["line"]
        .as_array()
        .map_or(&[][..], Vec::as_slice)
        .iter()
        .filter_map(Value::as_str)
}

/// A loss in men (hundredths exactly) to one decimal, a half rounded up as the page rounds it
/// (found cold: the file said 0,8 where the page said 0,9 for 0,85).
fn tenths(men: f64) -> String {
    let hundredths = (men * 100.0).round() as i64;
    let tenths = (hundredths + 5).div_euclid(10);
    format!("{}.{}", tenths.div_euclid(10), tenths.rem_euclid(10))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_judged_move_gets_its_mark_and_the_pages_words_and_a_good_one_nothing() {
        let mut record = PdnGame {
            moves: ["c3-d4", "f6-g5", "g3-f4"]
                .into_iter()
                .map(PdnMove::new)
                .collect(),
            ..PdnGame::default()
        };
        let review = json!({"moves": [
            {"ply": 1, "verdict": "blunder", "loss": 1.84, "best": "f6-e5",
             "line": ["f6-e5", "d4:f6", "g7:e5"], "findings": []},
            {"ply": 2, "verdict": "good", "loss": 0.0, "best": null, "line": [], "findings": []},
        ]});
        annotate(&mut record, &review, Lang::Ru);
        let blunder = &record.moves[1];
        assert_eq!(blunder.annotation.as_deref(), Some("??"));
        assert_eq!(
            blunder.comments,
            ["Грубая ошибка (потеря 1,8 шашки). Лучше: f6-e5, далее d4:f6 g7:e5."]
        );
        let variation: Vec<&str> = blunder.variations[0]
            .iter()
            .map(|m| m.text.as_str())
            .collect();
        assert_eq!(variation, ["f6-e5", "d4:f6", "g7:e5"]);
        assert!(record.moves[0].comments.is_empty() && record.moves[2].annotation.is_none());
        assert!(record.moves[2].variations.is_empty());
        assert_eq!(record.tag("Annotator"), Some("shashki"));
    }

    #[test]
    fn a_missed_win_that_loses_nothing_now_says_no_loss() {
        let m = json!({"ply": 0, "verdict": "missed-win", "loss": 0.02, "best": null, "line": []});
        assert_eq!(comment(&m, Verdict::MissedWin, Lang::Ru), "Упущен выигрыш.");
        let m = json!({"ply": 0, "verdict": "missed-win", "loss": 2.0, "best": null, "line": []});
        assert_eq!(
            comment(&m, Verdict::MissedWin, Lang::Ru),
            "Упущен выигрыш (потеря 2,0 шашки)."
        );
    }

    #[test]
    fn a_loss_is_rounded_as_the_page_rounds_it() {
        assert_eq!(tenths(0.85), "0.9");
        assert_eq!(tenths(0.84), "0.8");
        assert_eq!(tenths(1.84), "1.8");
        assert_eq!(tenths(3.0), "3.0");
        assert_eq!(tenths(0.05), "0.1");
    }
}
