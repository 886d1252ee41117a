//! What the endgame tables in the user's data folder say about a position, for people.

use shashki::{dispatch, VariantPosition};
use shashki_egdb::{user_tables, Wdl};

/// Who wins in how many of the winner's moves (`None` where the table holds no distance), or
/// a draw; for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The side to move wins.
    Win(Option<u32>),
    /// The side to move loses.
    Loss(Option<u32>),
    /// A draw.
    Draw,
}

/// The tables' verdict on `pos`, where the data folder's tables hold it.
pub fn verdict(pos: &VariantPosition) -> Option<Verdict> {
    let egdb = user_tables(pos.variant())?;
    let pieces = pos.pieces(shashki::Color::White) | pos.pieces(shashki::Color::Black);
    if pieces.count_ones() > egdb.pieces() {
        return None;
    }
    let v = dispatch!(VariantPosition(pos), p => egdb.value(p)).ok()?;
    Some(match v.wdl {
        Wdl::Win => Verdict::Win(v.moves()),
        Wdl::Loss => Verdict::Loss(v.moves()),
        Wdl::Draw => Verdict::Draw,
    })
}
