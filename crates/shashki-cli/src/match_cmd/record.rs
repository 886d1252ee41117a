//! A match game as a PDN record: the standard tags, the moves in the variant's notation, the
//! result, and how the game ended.

use shashki::Color;
use shashki_pdn::{record, PdnGame};

use super::game::Played;

/// The PDN record of `played`, the engines called `names` (engine 1 first).
pub fn pdn_game(played: &Played, names: &[String; 2], opening: &str) -> PdnGame {
    let name = |color| names[played.job.seat(color)].clone();
    let outcome = played.game.outcome();
    let result = shashki_pdn::result_marker(played.game.variant(), outcome);
    let mut tags = vec![
        ("Event".to_string(), "shashki match".to_string()),
        ("Round".to_string(), (played.job.index + 1).to_string()),
        ("White".to_string(), name(Color::White)),
        ("Black".to_string(), name(Color::Black)),
        ("Result".to_string(), result.to_string()),
        ("Opening".to_string(), opening.to_string()),
    ];
    let termination = match &played.fault {
        Some((seat, what)) => format!("engine{} {what}", seat + 1),
        None => outcome.reason().unwrap_or("unterminated").to_string(),
    };
    tags.push(("Termination".to_string(), termination));
    record(&tags, &played.game)
}
