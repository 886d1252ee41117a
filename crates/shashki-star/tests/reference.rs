//! The crate's moves against a move generator written apart from it, from the rule text alone:
//! the star as the holes of two overlapping triangles in axial coordinates, numbered row by row
//! from the top, and each move found by following every chain of hops hole by hole, with a
//! set of the holes visited (RULES.md §21). They must agree on the start positions (to depth
//! 3) and on positions of random games.

use std::collections::{BTreeSet, HashMap, HashSet};

use shashki::SplitMix64;
use shashki_star::{Hole, Position};

/// The star: axial (q, r), r growing downwards, s = −q − r; a hole lies in the triangle
/// pointing down (q, r, s ≤ 4) or in the one pointing up (q, r, s ≥ −4).
struct Star {
    number: HashMap<(i32, i32), u32>,
    at: HashMap<u32, (i32, i32)>,
}

const AXIAL: [(i32, i32); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

impl Star {
    fn new() -> Star {
        let mut holes = Vec::new();
        for r in -8..=8 {
            for q in -8..=8 {
                let s = -q - r;
                let down = q <= 4 && r <= 4 && s <= 4;
                let up = q >= -4 && r >= -4 && s >= -4;
                if down || up {
                    holes.push((r, 2 * q + r, q));
                }
            }
        }
        holes.sort_unstable();
        assert_eq!(holes.len(), 121);
        let mut star = Star {
            number: HashMap::new(),
            at: HashMap::new(),
        };
        for (i, &(r, _, q)) in holes.iter().enumerate() {
            star.number.insert((q, r), i as u32 + 1);
            star.at.insert(i as u32 + 1, (q, r));
        }
        star
    }

    fn step(&self, hole: u32, d: usize, times: i32) -> Option<u32> {
        let (q, r) = self.at[&hole];
        let (dq, dr) = AXIAL[d];
        self.number.get(&(q + dq * times, r + dr * times)).copied()
    }

    /// Every (from, to) of the pieces of `mine` with `full` the holes taken.
    fn moves(&self, mine: &[u32], full: &HashSet<u32>) -> BTreeSet<(u32, u32)> {
        let mut out = BTreeSet::new();
        for &from in mine {
            let mut board = full.clone();
            board.remove(&from);
            for d in 0..6 {
                if let Some(n) = self.step(from, d, 1) {
                    if !board.contains(&n) {
                        out.insert((from, n));
                    }
                }
            }
            let mut visited = HashSet::from([from]);
            self.hops(from, from, &board, &mut visited, &mut out);
        }
        out
    }

    fn hops(
        &self,
        from: u32,
        at: u32,
        board: &HashSet<u32>,
        visited: &mut HashSet<u32>,
        out: &mut BTreeSet<(u32, u32)>,
    ) {
        for d in 0..6 {
            let (Some(over), Some(land)) = (self.step(at, d, 1), self.step(at, d, 2)) else {
                continue;
            };
            if board.contains(&over) && !board.contains(&land) && !visited.contains(&land) {
                visited.insert(land);
                out.insert((from, land));
                self.hops(from, land, board, visited, out);
                visited.remove(&land);
            }
        }
    }
}

fn reference_moves(star: &Star, p: &Position) -> BTreeSet<(u32, u32)> {
    let full: HashSet<u32> = p.occupied().map(Hole::number).collect();
    let mine: Vec<u32> = p.pieces(p.turn()).map(Hole::number).collect();
    star.moves(&mine, &full)
}

fn crate_moves(p: &Position) -> BTreeSet<(u32, u32)> {
    p.legal_moves()
        .iter()
        .map(|m| (m.from.number(), m.to.number()))
        .collect()
}

fn reference_perft(star: &Star, p: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    p.legal_moves()
        .iter()
        .map(|&m| {
            assert_eq!(crate_moves(p), reference_moves(star, p), "{}", p.to_text());
            reference_perft(star, &p.play_unchecked(m), depth - 1)
        })
        .sum()
}

#[test]
fn the_numbering_is_the_one_documented() {
    let star = Star::new();
    for h in Hole::all() {
        let (q, r) = star.at[&h.number()];
        assert_eq!((r + 8, 2 * q + r), (h.row(), h.column()), "hole {h}");
    }
}

#[test]
fn start_positions_agree_to_depth_3() {
    let star = Star::new();
    for n in [2, 3, 4, 6] {
        let p = Position::start(n).unwrap();
        assert_eq!(reference_perft(&star, &p, 3), p.perft(3), "{n} players");
    }
}

#[test]
fn positions_of_random_games_agree() {
    let star = Star::new();
    let mut rng = SplitMix64(15);
    let mut checked = 0;
    for game in 0..24 {
        let mut p = Position::start([2, 3, 4, 6][game % 4]).unwrap();
        for _ in 0..120 {
            let moves = p.legal_moves();
            assert_eq!(
                crate_moves(&p),
                reference_moves(&star, &p),
                "{}",
                p.to_text()
            );
            checked += 1;
            if moves.is_empty() || p.someone_home() {
                break;
            }
            p = p.play_unchecked(moves[rng.below(moves.len())]);
        }
    }
    assert!(checked > 2000, "{checked} positions");
}
