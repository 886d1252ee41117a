//! Game termination markers: the PDN ones and the colon forms of Russian archives.

use shashki::{Color, Outcome, Variant};

/// Every marker read as the end of a game: PDN's default (`1-0`, `0-1`, `1/2-1/2`), its
/// international type (`2-0`, `0-2`, `1-1`, `0-0` for a double loss), `*` for a game not
/// finished, and the `1:0`, `0:1`, `1/2:1/2` of Russian files.
pub const RESULTS: [&str; 11] = [
    "1-0", "0-1", "1/2-1/2", "2-0", "0-2", "1-1", "0-0", "*", "1:0", "0:1", "1/2:1/2",
];

/// True when `text` is one of [`RESULTS`].
pub fn is_result(text: &str) -> bool {
    RESULTS.contains(&text)
}

/// The marker in PDN's default form: the Russian colon forms become `1-0`, `0-1`, `1/2-1/2`;
/// any other text is returned as it is.
pub fn normalize_result(text: &str) -> &str {
    match text {
        "1:0" => "1-0",
        "0:1" => "0-1",
        "1/2:1/2" => "1/2-1/2",
        other => other,
    }
}

/// The marker we write for a game's outcome in `variant`: `2-0`, `0-2`, `1-1` on 10×10
/// boards, as is the custom of their archives (FMJD), `1-0`, `0-1`, `1/2-1/2` elsewhere; `*`
/// while the game goes on.
pub fn result_marker(variant: Variant, outcome: Outcome) -> &'static str {
    let big = variant.squares() == 50;
    match outcome {
        Outcome::Ongoing => "*",
        Outcome::Win { winner, .. } => match (winner, big) {
            (Color::White, true) => "2-0",
            (Color::Black, true) => "0-2",
            (Color::White, false) => "1-0",
            (Color::Black, false) => "0-1",
        },
        Outcome::Draw(_) if big => "1-1",
        Outcome::Draw(_) => "1/2-1/2",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn russian_colon_results_mean_the_pdn_ones() {
        assert_eq!(normalize_result("1/2:1/2"), "1/2-1/2");
        assert_eq!(normalize_result("2-0"), "2-0");
        assert!(is_result("1:0") && is_result("*") && !is_result("1-6"));
    }

    #[test]
    fn written_results_follow_each_board_s_custom() {
        use shashki::{DrawReason, WinReason};
        let white = Outcome::Win {
            winner: Color::White,
            reason: WinReason::NoMoves,
        };
        let black = Outcome::Win {
            winner: Color::Black,
            reason: WinReason::Resignation,
        };
        let draw = Outcome::Draw(DrawReason::Agreement);
        assert_eq!(result_marker(Variant::Russian, white), "1-0");
        assert_eq!(result_marker(Variant::Russian, black), "0-1");
        assert_eq!(result_marker(Variant::Russian, draw), "1/2-1/2");
        assert_eq!(result_marker(Variant::International, white), "2-0");
        assert_eq!(result_marker(Variant::International, black), "0-2");
        assert_eq!(result_marker(Variant::International, draw), "1-1");
        assert_eq!(result_marker(Variant::International, Outcome::Ongoing), "*");
    }
}
