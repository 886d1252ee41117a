//! perft: the number of leaf nodes a fixed number of plies deep, counting distinct moves.

use crate::extra::Extra;
use crate::moves::Move;
use crate::perft_leaves::QuietReplies;
use crate::position::Position;
use crate::{capture, capture_count, quiet, Rules};

/// Counts the positions `depth` plies from `pos` (distinct moves, the "drop" convention of
/// PERFT.md). The last ply is counted without playing its moves, the second-last plays its
/// quiet moves without listing them (and, in the variants the counting shortcuts know, counts
/// the replies from what each changed), and no ply keeps the hash, which perft does not need.
pub fn perft<R: Rules>(pos: &Position<R>, depth: u32) -> u64 {
    let mut buffers: Vec<Vec<Move>> = (0..=depth).map(|_| Vec::with_capacity(64)).collect();
    walk(pos, depth, &mut buffers)
}

fn walk<R: Rules>(pos: &Position<R>, depth: u32, buffers: &mut [Vec<Move>]) -> u64 {
    let (list, rest) = match buffers.split_first_mut() {
        Some(split) => split,
        None => return 1,
    };
    match depth {
        0 => 1,
        1 => pos.count_moves(list),
        2 => {
            let scratch = &mut rest[0];
            list.clear();
            if R::Extra::captures(pos, list) {
                list.iter()
                    .map(|mv| pos.placed(mv).count_moves(scratch))
                    .sum()
            } else if const { !capture_count::shortcuts::<R>() } {
                let mut nodes = 0;
                R::Extra::for_each_quiet(pos, |mv| nodes += pos.placed(&mv).count_moves(scratch));
                nodes
            } else {
                let replies = QuietReplies::new(pos);
                let mut nodes = 0;
                // Inlined, so that each move stays in registers.
                quiet::for_each(
                    pos,
                    #[inline(always)]
                    |mv| nodes += replies.count(&mv, scratch),
                );
                nodes
            }
        }
        _ => {
            list.clear();
            pos.generate(list);
            let mut nodes = 0;
            for mv in list.iter() {
                nodes += walk(&pos.placed(mv), depth - 1, rest);
            }
            nodes
        }
    }
}

/// perft in the "keep" convention of DCTL and kish: every capture route counts, also routes with
/// the same from, to and captured set (a flying king's different stops on the way). For
/// checking against programs that count so; [`perft`] is the project's count. Bashni and
/// stavropol, whose moves are not plain captures and steps, count as [`perft`] does.
pub fn perft_routes<R: Rules>(pos: &Position<R>, depth: u32) -> u64 {
    if const { !R::Extra::PLAIN_MOVES } {
        return perft(pos, depth);
    }
    if depth == 0 {
        return 1;
    }
    let mut routes = capture::Routes(Vec::new());
    if !capture::search(pos, capture::capturers(pos), &mut routes) {
        quiet::generate(pos, &mut routes.0);
    }
    if depth == 1 {
        return routes.0.len() as u64;
    }
    routes
        .0
        .iter()
        .map(|mv| perft_routes(&pos.placed(mv), depth - 1))
        .sum()
}

/// perft split by first move: each legal move with the count below it.
pub fn divide<R: Rules>(pos: &Position<R>, depth: u32) -> Vec<(Move, u64)> {
    pos.legal_moves()
        .into_iter()
        .map(|mv| {
            let n = if depth <= 1 {
                1
            } else {
                perft(&pos.play(&mv), depth - 1)
            };
            (mv, n)
        })
        .collect()
}
