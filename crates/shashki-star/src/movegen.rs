//! Where a piece can go (RULES.md §21): a step to an empty neighbour, or a chain of hops, each
//! over one adjacent piece of any colour into the empty hole straight beyond, changing
//! direction at will and stopping where the player likes, never visiting a hole twice (the
//! start hole included). The piece has left its start hole while it hops, so that hole is empty
//! but may not be landed in again.

use crate::board::{Hole, HoleSet};

/// Every hole the piece in `from` can move to, with `occupied` the holes holding pieces (`from`
/// among them).
pub fn destinations(occupied: u128, from: Hole) -> HoleSet {
    let others = occupied & !from.bit();
    let mut steps = 0u128;
    for n in from.neighbours() {
        if others & n.bit() == 0 {
            steps |= n.bit();
        }
    }
    let mut visited = from.bit();
    let mut frontier = from.bit();
    while frontier != 0 {
        let mut next = 0u128;
        for h in HoleSet(frontier) {
            for d in 0..6 {
                if let Some((over, land)) = h.jump(d) {
                    if others & over.bit() != 0 && (others | visited | next) & land.bit() == 0 {
                        next |= land.bit();
                    }
                }
            }
        }
        visited |= next;
        frontier = next;
    }
    HoleSet(steps | (visited & !from.bit()))
}

/// The holes the piece in `from` passes through on its way to `to`, both ends included: a
/// step, or a shortest chain of hops. None when `to` is not a destination.
pub fn path(occupied: u128, from: Hole, to: Hole) -> Option<Vec<Hole>> {
    let others = occupied & !from.bit();
    if from.neighbours().any(|n| n == to) {
        return (others & to.bit() == 0).then(|| vec![from, to]);
    }
    let mut parent = [u8::MAX; crate::board::HOLES];
    let mut visited = from.bit();
    let mut queue = std::collections::VecDeque::from([from]);
    while let Some(h) = queue.pop_front() {
        if h == to {
            let mut way = vec![to];
            let mut at = to;
            while at != from {
                at = Hole::from_index(usize::from(parent[at.index()]))?;
                way.push(at);
            }
            way.reverse();
            return Some(way);
        }
        for d in 0..6 {
            if let Some((over, land)) = h.jump(d) {
                if others & over.bit() != 0 && (others | visited) & land.bit() == 0 {
                    visited |= land.bit();
                    parent[land.index()] = h.index() as u8;
                    queue.push_back(land);
                }
            }
        }
    }
    None
}
