//! A match game as a PDN record: the standard tags, the moves in the variant's notation, the
//! result, and how the game ended.

use shashki::{Color, Position, Rules};
use shashki_pdn::{record, PdnGame};

use super::game::Played;

/// The PDN record of `played`, the engines called `names` (engine 1 first).
pub fn pdn_game<R: Rules>(played: &Played, names: &[String; 2], opening: &str) -> PdnGame {
    let name = |color| names[played.job.seat(color)].clone();
    let result = shashki_pdn::result_marker::<R>(played.outcome);
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
        None => played
            .outcome
            .reason()
            .unwrap_or("unterminated")
            .to_string(),
    };
    tags.push(("Termination".to_string(), termination));
    record::<R>(&tags, &Position::<R>::start(), &played.moves, Some(result))
}
