//! Perft from the start positions, counting distinct (from, to) moves (RULES.md §21). No
//! published counts exist for Chinese checkers, so the numbers are pinned three ways: the
//! depth-1 count by hand (below), every count against a move generator written independently
//! of the crate's tables (tests/reference.rs), and the symmetry of the star: players who cannot
//! yet reach each other's pieces move independently, so the count of 2k moves for two
//! players is the square of one player's count of k moves alone, and every point alone has the
//! same counts as A.

use shashki_star::{Board, Corner, Position};

/// The depth-1 count, by hand. A's ten pieces fill the bottom point: rows of 4 (holes
/// 112–115), 3 (116–118), 2 (119, 120) and 1 (121), the row of 4 touching the hexagon's bottom
/// row (holes 99–111, of which 103–107 lie above the point).
/// - Steps: only the front row has empty neighbours, two each in the row above: 112 to 103 or
///   104, 113 to 104 or 105, 114 to 105 or 106, 115 to 106 or 107: 8 moves.
/// - Hops: each piece of the row of 3 hops over either of the two front pieces before it into
///   the hexagon's bottom row: 116 over 112 to 103 or over 113 to 105, 117 to 104 or 106, 118
///   to 105 or 107: 6 moves. No chain goes on from there (the only piece next to a landing hole
///   with an empty hole behind it would carry the piece back to its start hole, which a move
///   may not visit twice), and the back rows have no empty hole behind any neighbour.
///
/// 8 + 6 = 14, for any number of players: nobody else's pieces are near A's at the start.
#[test]
fn depth_one_is_fourteen_for_every_number_of_players() {
    for n in [2, 3, 4, 6] {
        let p = Position::start(n).unwrap();
        let moves: Vec<String> = p.legal_moves().iter().map(ToString::to_string).collect();
        assert_eq!(
            moves,
            [
                "112-103", "112-104", "113-104", "113-105", "114-105", "114-106", "115-106",
                "115-107", "116-103", "116-105", "117-104", "117-106", "118-105", "118-107"
            ],
            "{n} players"
        );
    }
}

/// The small star's depth-1 count, by hand. A's six pieces fill the bottom point: rows of 3
/// (holes 68–70), 2 (71, 72) and 1 (73), the row of 3 touching the hexagon's bottom row (holes
/// 58–67, of which 61–64 lie above the point).
/// - Steps: 68 to 61 or 62, 69 to 62 or 63, 70 to 63 or 64: 6 moves.
/// - Hops: 71 over 68 to 61 or over 69 to 63, 72 over 69 to 62 or over 70 to 64: 4 moves.
///
/// 6 + 4 = 10, for any number of players.
#[test]
fn depth_one_on_the_small_star_is_ten_for_every_number_of_players() {
    for n in 2..=6 {
        let p = Position::start_on(Board::Small, n).unwrap();
        let moves: Vec<String> = p.legal_moves().iter().map(ToString::to_string).collect();
        assert_eq!(
            moves,
            [
                "68-61", "68-62", "69-62", "69-63", "70-63", "70-64", "71-61", "71-63", "72-62",
                "72-64"
            ],
            "{n} players"
        );
    }
}

fn check(players: usize, counts: &[u64]) {
    let p = Position::start(players).unwrap();
    for (depth, &want) in counts.iter().enumerate() {
        assert_eq!(
            p.perft(depth as u32 + 1),
            want,
            "{players} players, depth {}",
            depth + 1
        );
    }
}

#[test]
fn two_players_to_depth_5() {
    check(2, &[14, 196, 4_760, 115_600, 3_188_520]);
}

#[test]
fn three_players_to_depth_5() {
    check(3, &[14, 196, 2_744, 66_640, 1_618_400]);
}

#[test]
fn four_players_to_depth_5() {
    check(4, &[14, 199, 2_786, 39_601, 958_384]);
}

#[test]
fn six_players_to_depth_5() {
    check(6, &[14, 199, 2_828, 40_189, 571_130]);
}

#[test]
#[ignore = "deep: a few seconds in release"]
fn every_number_of_players_at_depth_6() {
    for (players, want) in [
        (2, 87_946_884),
        (3, 39_304_000),
        (4, 23_511_253),
        (6, 8_236_954),
    ] {
        assert_eq!(
            Position::start(players).unwrap().perft(6),
            want,
            "{players} players"
        );
    }
}

/// A's pieces alone, and each other point's alone: the same counts by the star's symmetry.
fn solo(corner: Corner, depth: u32) -> u64 {
    let start = Position::start(6).unwrap();
    let holes: Vec<String> = start.pieces(corner).map(|h| h.to_string()).collect();
    let text = format!("{corner}:{corner}{}", holes.join(","));
    Position::from_text(&text).unwrap().perft(depth)
}

#[test]
fn every_point_alone_has_the_counts_of_a_and_two_players_multiply() {
    let alone: Vec<u64> = (1..=3).map(|d| solo(Corner::A, d)).collect();
    assert_eq!(alone, [14, 340, 9_378]);
    for c in Corner::ALL {
        for d in 1..=2 {
            assert_eq!(solo(c, d), alone[d as usize - 1], "{c} alone, depth {d}");
        }
    }
    // Two players: 196 = 14², 115 600 = 340², and at depth 6 87 946 884 = 9 378².
    // Three: 2 744 = 14³, and at depth 6 39 304 000 = 340³.
    let two = Position::start(2).unwrap();
    assert_eq!(two.perft(2), alone[0].pow(2));
    assert_eq!(two.perft(4), alone[1].pow(2));
    let three = Position::start(3).unwrap();
    assert_eq!(three.perft(3), alone[0].pow(3));
}
