//! Where a piece can go (RULES.md §21): a step to an empty neighbour, or a chain of hops, each
//! over one adjacent piece of any colour into the empty hole straight beyond, changing
//! direction at will and stopping where the player likes, never visiting a hole twice (the
//! start hole included). The piece has left its start hole while it hops, so that hole is empty
//! but may not be landed in again.

use crate::board::{Hole, HoleSet, Tables, HOLES, NONE};

/// Every hole the piece in `from` can move to on the star of `tables`, with `occupied` the
/// holes holding pieces (`from` among them).
#[inline]
pub fn destinations(tables: &Tables, occupied: u128, from: Hole) -> HoleSet {
    let others = occupied & !from.bit();
    let mut steps = 0u128;
    for &n in &tables.step[from.index()] {
        if n != NONE && others & (1u128 << n) == 0 {
            steps |= 1u128 << n;
        }
    }
    let mut visited = from.bit();
    let mut frontier = from.bit();
    while frontier != 0 {
        let mut next = 0u128;
        for h in HoleSet(frontier) {
            for &(over, land) in &tables.jump[h.index()] {
                if land != NONE
                    && others & (1u128 << over) != 0
                    && (others | visited | next) & (1u128 << land) == 0
                {
                    next |= 1u128 << land;
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
pub fn path(tables: &Tables, occupied: u128, from: Hole, to: Hole) -> Option<Vec<Hole>> {
    let others = occupied & !from.bit();
    if tables.step[from.index()].contains(&(to.index() as u8)) {
        return (others & to.bit() == 0).then(|| vec![from, to]);
    }
    let mut parent = [u8::MAX; HOLES];
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
        for &(over, land) in &tables.jump[h.index()] {
            if land != NONE
                && others & (1u128 << over) != 0
                && (others | visited) & (1u128 << land) == 0
            {
                visited |= 1u128 << land;
                parent[usize::from(land)] = h.index() as u8;
                queue.push_back(Hole::from_index(usize::from(land))?);
            }
        }
    }
    None
}
