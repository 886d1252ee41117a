//! The crate's moves against a move generator written apart from it, from the rule text alone:
//! each star as the holes of two overlapping triangles in axial coordinates, numbered row by
//! row from the top, the players seated in its points, and each move found by following every
//! chain of hops hole by hole, with a set of the holes visited (RULES.md §21). Its perft plays
//! games of its own, sharing nothing with the crate but the hole numbers. The two must agree
//! on every start (the counts pinned) and on positions of random games.

use std::collections::{BTreeSet, HashMap, HashSet};

use shashki::SplitMix64;
use shashki_star::{Board, Corner, Hole, Position};

/// A star: axial (q, r), r growing downwards, s = −q − r; with points of `tip` rows (4 on the
/// large star, 3 on the small), a hole lies in the triangle pointing down (q, r, s ≤ tip) or
/// in the one pointing up (q, r, s ≥ −tip).
struct Star {
    tip: i32,
    number: HashMap<(i32, i32), u32>,
    at: HashMap<u32, (i32, i32)>,
}

const AXIAL: [(i32, i32); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

impl Star {
    fn new(tip: i32) -> Star {
        let mut holes = Vec::new();
        for r in -2 * tip..=2 * tip {
            for q in -2 * tip..=2 * tip {
                let s = -q - r;
                let down = q <= tip && r <= tip && s <= tip;
                let up = q >= -tip && r >= -tip && s >= -tip;
                if down || up {
                    holes.push((r, 2 * q + r, q));
                }
            }
        }
        holes.sort_unstable();
        let mut star = Star {
            tip,
            number: HashMap::new(),
            at: HashMap::new(),
        };
        for (i, &(r, _, q)) in holes.iter().enumerate() {
            star.number.insert((q, r), i as u32 + 1);
            star.at.insert(i as u32 + 1, (q, r));
        }
        star
    }

    fn of(board: Board) -> Star {
        match board {
            Board::Large => Star::new(4),
            Board::Small => Star::new(3),
        }
    }

    /// The holes of a point, clockwise from the bottom (0) as the rule text names the players'
    /// seats: bottom, bottom-left, top-left, top, top-right, bottom-right.
    fn point(&self, point: usize) -> BTreeSet<u32> {
        let t = self.tip;
        let inside = |(q, r): (i32, i32)| {
            let s = -q - r;
            [r > t, q < -t, s > t, r < -t, q > t, s < -t][point]
        };
        self.at
            .iter()
            .filter(|&(_, &qr)| inside(qr))
            .map(|(&n, _)| n)
            .collect()
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

/// The points taken by each number of players, clockwise from the bottom (RULES.md §21: two
/// opposite, three alternate, four in two opposite pairs, six in all; five leave the
/// bottom-right point empty, as crates/shashki-star/README.md chooses).
fn seats(players: usize) -> Vec<usize> {
    match players {
        2 => vec![0, 3],
        3 => vec![0, 2, 4],
        4 => vec![0, 1, 3, 4],
        5 => vec![0, 1, 2, 3, 4],
        _ => (0..6).collect(),
    }
}

/// A table of the reference: each seated player's point and pieces, clockwise from the
/// bottom, and whose turn it is (an index into them).
#[derive(Clone)]
struct Table {
    seated: Vec<(usize, BTreeSet<u32>)>,
    turn: usize,
}

impl Table {
    fn start(star: &Star, players: usize) -> Table {
        Table {
            seated: seats(players)
                .into_iter()
                .map(|p| (p, star.point(p)))
                .collect(),
            turn: 0,
        }
    }

    fn full(&self) -> HashSet<u32> {
        self.seated
            .iter()
            .flat_map(|(_, s)| s.iter().copied())
            .collect()
    }

    fn someone_home(&self, star: &Star) -> bool {
        self.seated
            .iter()
            .any(|(p, pieces)| pieces.is_subset(&star.point((p + 3) % 6)))
    }

    /// Perft as the rule text counts it: distinct (from, to) moves, nothing below a position
    /// where a player has brought all his pieces home.
    fn perft(&self, star: &Star, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.someone_home(star) {
            return 0;
        }
        let mine: Vec<u32> = self.seated[self.turn].1.iter().copied().collect();
        let moves = star.moves(&mine, &self.full());
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .into_iter()
            .map(|(from, to)| {
                let mut next = self.clone();
                let pieces = &mut next.seated[self.turn].1;
                pieces.remove(&from);
                pieces.insert(to);
                next.turn = (self.turn + 1) % self.seated.len();
                next.perft(star, depth - 1)
            })
            .sum()
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

#[test]
fn the_numbering_is_the_one_documented() {
    for board in Board::ALL {
        let star = Star::of(board);
        assert_eq!(board.holes().count(), star.at.len());
        for h in board.holes() {
            let (q, r) = star.at[&h.number()];
            let place = (r + 2 * star.tip, 2 * q + r);
            assert_eq!(place, (board.row(h), board.column(h)), "{board}: hole {h}");
        }
    }
    assert_eq!(Star::new(4).at.len(), 121);
    assert_eq!(Star::new(3).at.len(), 73);
}

#[test]
fn the_starts_seat_the_players_as_the_rule_text_says() {
    for board in Board::ALL {
        let star = Star::of(board);
        for players in 2..=6 {
            let p = Position::start_on(board, players).unwrap();
            let table = Table::start(&star, players);
            let seated: Vec<(usize, BTreeSet<u32>)> = Corner::ALL
                .into_iter()
                .filter(|&c| !p.pieces(c).is_empty())
                .map(|c| (c.index(), p.pieces(c).map(Hole::number).collect()))
                .collect();
            assert_eq!(seated, table.seated, "{board}, {players} players");
            assert_eq!(p.turn(), Corner::A);
        }
    }
}

/// The crate's perft, the reference's, and the pinned count must all agree.
fn agree(board: Board, players: usize, counts: &[u64]) {
    let star = Star::of(board);
    let p = Position::start_on(board, players).unwrap();
    let table = Table::start(&star, players);
    for (depth, &want) in (1..).zip(counts) {
        let label = format!("{board}, {players} players, depth {depth}");
        assert_eq!(table.perft(&star, depth), want, "reference: {label}");
        assert_eq!(p.perft(depth), want, "crate: {label}");
    }
}

#[test]
fn the_large_starts_agree_to_depth_3() {
    for (players, counts) in [
        (2, [14, 196, 4_760]),
        (3, [14, 196, 2_744]),
        (4, [14, 199, 2_786]),
        (5, [14, 199, 2_828]),
        (6, [14, 199, 2_828]),
    ] {
        agree(Board::Large, players, &counts);
    }
}

#[test]
fn the_small_starts_agree_to_depth_4() {
    for (players, counts) in SMALL {
        agree(Board::Small, players, &counts[..4]);
    }
}

/// The small starts' perft to depth 6, in one place for the quick test and the deep one. Two
/// players multiply as on the large star (100 = 10², 32 400 = 180², 12 348 196 = 3 514²); three
/// no longer do at depth 6 (180³ = 5 832 000): on the small star a piece can reach another
/// player's in two moves. Five and six agree to depth 5, where F, sixth to move, has not moved
/// and his pieces have not yet been in anyone's way.
const SMALL: [(usize, [u64; 6]); 5] = [
    (2, [10, 100, 1_800, 32_400, 632_520, 12_348_196]),
    (3, [10, 100, 1_000, 18_000, 324_120, 5_838_480]),
    (4, [10, 103, 1_030, 10_609, 188_696, 3_408_403]),
    (5, [10, 103, 1_065, 11_009, 113_800, 2_025_220]),
    (6, [10, 103, 1_065, 11_009, 113_800, 1_214_704]),
];

#[test]
#[ignore = "deep: 20 s in release"]
fn the_five_player_large_start_and_the_small_starts_agree_to_depth_6() {
    // Five players count as six to depth 5 (F, sixth, has not moved yet; the six-player
    // count at depth 6 is 8 236 954).
    agree(
        Board::Large,
        5,
        &[14, 199, 2_828, 40_189, 571_130, 13_823_822],
    );
    for (players, counts) in SMALL {
        agree(Board::Small, players, &counts);
    }
}

#[test]
fn positions_of_random_games_agree() {
    let mut rng = SplitMix64(15);
    let mut checked = 0;
    for game in 0..30 {
        let board = Board::ALL[game % 2];
        let star = Star::of(board);
        let mut p = Position::start_on(board, 2 + game % 5).unwrap();
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
