//! Best play read from the tables: the move that keeps the value, the winner hurrying and the
//! loser delaying.

use shashki::{Move, Position, Rules};

use crate::probe::{Egdb, ProbeError};
use crate::value::{Value, Wdl};

impl Egdb {
    /// The best move of `pos` by the tables with the value it keeps; `None` without a move.
    ///
    /// # Errors
    /// As [`Egdb::value`].
    pub fn best_move<R: Rules>(
        &self,
        pos: &Position<R>,
    ) -> Result<Option<(Move, Value)>, ProbeError> {
        let mut found: Option<(Move, Value)> = None;
        for mv in pos.legal_moves() {
            let v = self.value(&pos.play(&mv))?.before();
            if found.is_none_or(|(_, b)| v.better_than(b)) {
                found = Some((mv, v));
            }
        }
        Ok(found)
    }

    /// The line of best play from `pos` to the end of a decided game (at most `max` moves;
    /// a draw gives no line).
    ///
    /// # Errors
    /// As [`Egdb::value`].
    pub fn line<R: Rules>(&self, pos: &Position<R>, max: usize) -> Result<Vec<Move>, ProbeError> {
        let mut out = Vec::new();
        let mut at = *pos;
        while out.len() < max {
            match self.best_move(&at)? {
                Some((mv, v)) if v.wdl != Wdl::Draw => {
                    out.push(mv);
                    at = at.play(&mv);
                }
                _ => break,
            }
        }
        Ok(out)
    }
}
