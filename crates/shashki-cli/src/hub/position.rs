//! The position `shashki hub` would search, as the GUI last named it, or none.
//!
//! The GUI is the referee (Scan's protocol: it never asks for a terminal position): the engine
//! plays every legal move of a `pos` list even where our own draw rules have ended the game,
//! and it never answers for a position other than the GUI's. A `pos` it cannot read in full
//! leaves it without a position until the next good `pos` or `new-game`.

use shashki::{Variant, VariantGame, VariantPosition};
use shashki_hub::{board, read_move, Numbering, PosArgs};

/// What `go` searches.
#[derive(Clone, Debug)]
pub(crate) enum Position {
    /// The start of the variant, whichever is set: at launch and after `new-game`.
    Start,
    /// The position of the last `pos`, with the moves that led to it.
    Sent(VariantGame),
    /// None, for this reason (said in `go`'s error).
    Lost(String),
}

impl Position {
    /// The game to search in `variant`.
    ///
    /// # Errors
    /// Why there is no position, for `error`.
    pub fn game(&self, variant: Variant) -> Result<VariantGame, String> {
        match self {
            Position::Start => Ok(VariantGame::start_of(variant)),
            Position::Sent(game) => Ok(game.clone()),
            Position::Lost(why) => Err(format!("no position to search: {why}")),
        }
    }

    /// After `set-param` changed the variant: the start follows it; a position sent for the
    /// old variant is not one of the new, so none is left.
    pub fn variant_changed(&mut self) {
        if let Position::Sent(_) = self {
            *self = Position::Lost("the variant changed after the last pos".into());
        }
    }
}

/// Reads a `pos` in `variant`: the board (the start when none is given), then every move of the
/// list, each legal in the position before it, played whatever our draw rules say.
///
/// # Errors
/// A board that cannot be read or is not a position of `variant`, or the first move that cannot
/// be read or is not legal, with its place in the list.
pub(crate) fn read_pos(
    variant: Variant,
    numbering: Numbering,
    args: &PosArgs,
) -> Result<VariantGame, String> {
    let start = match &args.board {
        None => VariantPosition::start(variant),
        Some(text) => board::to_fen(variant, &numbering.board_to_canonical(text))
            .map_err(|e| e.message)
            .and_then(|fen| VariantPosition::from_fen(variant, &fen).map_err(|e| e.to_string()))
            .map_err(|e| format!("bad position: {e}"))?,
    };
    let mut game = VariantGame::new(start, None);
    for (i, word) in args.moves.iter().enumerate() {
        read_move(&game.position(), word, numbering)
            .map_err(|e| e.to_string())
            .and_then(|mv| game.play_on(&mv).map_err(|e| e.to_string()))
            .map_err(|e| format!("{e} (move {} of the list)", i + 1))?;
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::{DrawReason, Outcome};

    /// White king on a1 (29) and man on c1 (30) against Black's king on h6 (12).
    const KING_AND_MAN: &str = "W:WK29,30:BK12";
    /// Eleven plies of it, king moves only (pydraughts' referee plays them all).
    const PAST_DRAW: &str = "29-25 12-16 25-21 16-19 21-17 19-23 17-13 23-27 13-6 27-31 6-1";

    fn pos(board: Option<&str>, moves: &str) -> PosArgs {
        PosArgs {
            board: board.map(str::to_string),
            moves: moves.split_whitespace().map(str::to_string).collect(),
        }
    }

    /// FMJD-64 7.2.8 in a real game's words: White's king and man against Black's lone king,
    /// drawn by our rules after White's fifth move (ply 9); pydraughts plays on.
    #[test]
    fn a_pos_goes_on_past_our_draw_rules() {
        let board = board::from_fen(Variant::Russian, KING_AND_MAN).unwrap();
        let game = read_pos(
            Variant::Russian,
            Numbering::Canonical,
            &pos(Some(&board), PAST_DRAW),
        )
        .expect("every move legal");
        assert_eq!(game.plies(), 11);
        assert_eq!(game.outcome(), Outcome::Draw(DrawReason::LoneKing));
    }

    #[test]
    fn a_bad_board_or_move_is_named_in_the_error() {
        let short = read_pos(
            Variant::Russian,
            Numbering::Canonical,
            &pos(Some("Wee"), ""),
        );
        assert!(short.unwrap_err().starts_with("bad position: "));
        let illegal = read_pos(
            Variant::Russian,
            Numbering::Canonical,
            &pos(None, "22-18 22-18"),
        )
        .unwrap_err();
        assert!(illegal.ends_with("(move 2 of the list)"), "{illegal}");
    }

    #[test]
    fn a_sent_position_is_lost_when_the_variant_changes_and_the_start_follows_it() {
        let mut start = Position::Start;
        start.variant_changed();
        let game = start.game(Variant::Brazilian).unwrap();
        assert_eq!(game.position(), VariantPosition::start(Variant::Brazilian));
        let mut sent = Position::Sent(VariantGame::start_of(Variant::Russian));
        sent.variant_changed();
        let why = sent.game(Variant::Brazilian).unwrap_err();
        assert_eq!(
            why,
            "no position to search: the variant changed after the last pos"
        );
    }
}
