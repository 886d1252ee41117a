//! The four beginners' ideas of the course's part `ideas` (the coach's four, issue 17), judged
//! by the rules crate alone: every reply the opponent has is tried, so a move counts only when
//! the idea holds whatever the opponent does, and every legal move for which it holds counts.
//! No engine: the positions are small and the ideas are one or two plies deep, so the rules
//! prove them exhaustively and the verdict never depends on a search's budget.

use shashki::{Move, VariantPosition};

/// The files a man on the side of the board stands on: from there it guards one square, not
/// two.
const EDGE_FILES: [char; 2] = ['a', 'h'];

/// Why `mv` leaves a piece under capture (idea 1): the opponent can take something after it.
pub fn hangs(position: &VariantPosition, mv: &Move) -> Option<&'static str> {
    position
        .play(mv)
        .has_capture()
        .then_some("learn-wrong-under-capture")
}

/// Why `mv` goes to the side of the board (idea 2): it ends on file a or h.
pub fn to_the_edge(mv: &Move) -> Option<&'static str> {
    let name = super::data::VARIANT.square_name(mv.to());
    name.starts_with(EDGE_FILES).then_some("learn-wrong-edge")
}

/// The opponent's replies to `mv` when it gives material: the positions after each of its
/// captures (compulsory, so its only moves). None when the opponent need not take.
fn forced_replies(position: &VariantPosition, mv: &Move) -> Option<Vec<(Move, VariantPosition)>> {
    let after = position.play(mv);
    after.has_capture().then(|| {
        after
            .legal_moves()
            .into_iter()
            .map(|reply| (reply, after.play(&reply)))
            .collect()
    })
}

/// Why `mv` is no shot (idea 3): the opponent need not take, or after one of its captures the
/// player has no capture of two pieces or more taking more than it gave.
pub fn no_shot(position: &VariantPosition, mv: &Move) -> Option<&'static str> {
    let Some(replies) = forced_replies(position, mv) else {
        return Some("learn-wrong-no-capture");
    };
    let wins_back = |(reply, after): &(Move, VariantPosition)| {
        after
            .legal_moves()
            .iter()
            .any(|back| back.taken() >= 2 && back.taken() > reply.taken())
    };
    (!replies.iter().all(wins_back)).then_some("learn-wrong-no-return")
}

/// Why `mv` is no breakthrough (idea 4): the opponent need not take, or after one of its
/// captures no man of the player's is crowned by its next move.
pub fn no_breakthrough(position: &VariantPosition, mv: &Move) -> Option<&'static str> {
    let Some(replies) = forced_replies(position, mv) else {
        return Some("learn-wrong-no-capture");
    };
    let crowns =
        |(_, after): &(Move, VariantPosition)| after.legal_moves().iter().any(Move::promotes);
    (!replies.iter().all(crowns)).then_some("learn-wrong-no-crown")
}
