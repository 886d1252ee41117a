//! The check before the move: "this piece can be taken if it goes there".

use shashki::{Move, VariantPosition};

/// The opponent's capture that would take the piece `mv` moves, if `mv` were played in `pos`;
/// `None` when it would be safe there. The rules decide this: no search.
pub fn warning(pos: &VariantPosition, mv: &Move) -> Option<Move> {
    let after = pos.play(mv);
    let moved = 1u64 << mv.to();
    after
        .legal_moves()
        .into_iter()
        .filter(|reply| reply.captured() & moved != 0)
        .max_by_key(Move::taken)
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::Variant;

    #[test]
    fn a_man_stepping_next_to_an_enemy_with_an_empty_square_behind_is_warned() {
        let pos = VariantPosition::start(Variant::Russian);
        let safe = pos.parse_move("c3-d4").unwrap();
        assert_eq!(warning(&pos, &safe), None);
        let after = pos.play(&safe);
        let reply = after.parse_move("f6-e5").unwrap();
        let capture = warning(&after, &reply).expect("d4 takes e5");
        assert_eq!(after.play(&reply).move_text(&capture), "d4:f6");
    }
}
