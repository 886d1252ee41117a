//! Finding which legal move a Hub move means.

use std::fmt;

use shashki_engine::MoveSpec;

use crate::{HubMove, Numbering};

/// A move that names no legal move, or more than one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// No legal move has this from, to and captured set.
    Illegal(HubMove),
    /// Given by from and to only, the move fits several legal moves (listed).
    Ambiguous(HubMove, Vec<HubMove>),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Illegal(mv) => write!(f, "illegal move {mv}"),
            MoveError::Ambiguous(mv, candidates) => write!(
                f,
                "ambiguous move {mv}: it may be {}",
                HubMove::join(candidates)
            ),
        }
    }
}

impl std::error::Error for MoveError {}

/// The legal move meant by `mv`, written in `numbering`: the one with the same from, to and set
/// of captured squares, whatever their order; or, when `mv` lists no captured square, the only
/// legal move with that from and to.
///
/// # Errors
/// [`MoveError::Illegal`] when no legal move fits, [`MoveError::Ambiguous`] when several do;
/// both show the moves in `numbering`.
pub fn resolve(
    mv: &HubMove,
    numbering: Numbering,
    legal: &[MoveSpec],
) -> Result<MoveSpec, MoveError> {
    let canonical = numbering.read(mv);
    let mut captured = canonical.captured;
    captured.sort_unstable();
    let ends: Vec<&MoveSpec> = legal
        .iter()
        .filter(|m| m.from == canonical.from && m.to == canonical.to)
        .collect();
    if !captured.is_empty() {
        return ends
            .into_iter()
            .find(|m| m.captured == captured)
            .cloned()
            .ok_or_else(|| MoveError::Illegal(mv.clone()));
    }
    match ends.as_slice() {
        [] => Err(MoveError::Illegal(mv.clone())),
        [only] => Ok((*only).clone()),
        several => Err(MoveError::Ambiguous(
            mv.clone(),
            several.iter().map(|m| numbering.write(m)).collect(),
        )),
    }
}
