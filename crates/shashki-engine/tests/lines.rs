//! The lines the engine reports: the principal variation collected by the search (legal, as
//! long as the search proved it, whatever the table holds since) and MultiPV's best lines.

use shashki::{Move, Variant, VariantGame, VariantPosition};
use shashki_engine::{Engine, Limits, SearchResult};

/// Middle-game positions of several variants, and a depth each searches quickly.
const POSITIONS: [(Variant, &str, u32); 6] = [
    (Variant::Russian, "startpos", 9),
    // The bench's russian position after 1. c3-d4 f6-g5 ... (crates/shashki-engine/src/bench.rs).
    (
        Variant::Russian,
        "B:W17,21,22,23,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,16",
        9,
    ),
    (Variant::Brazilian, "startpos", 8),
    (Variant::English, "startpos", 9),
    (Variant::Italian, "startpos", 8),
    // The bench's international middle game.
    (
        Variant::International,
        "W:W25,27,28,30,32,33,34,35,37,38:B12,13,14,16,18,19,21,23,24,26",
        7,
    ),
];

fn game(variant: Variant, fen: &str) -> VariantGame {
    let pos = VariantPosition::from_fen(variant, fen).unwrap();
    VariantGame::new(pos, None)
}

/// Panics unless `line` is legal move after move from `pos`.
fn replays(pos: &VariantPosition, line: &[Move], what: &str) {
    let mut at = *pos;
    for (i, mv) in line.iter().enumerate() {
        assert!(
            at.legal_moves().contains(mv),
            "{what}: move {} of {:?} is not legal",
            i + 1,
            pos.line_texts(line)
        );
        at = at.play(mv);
    }
}

/// Panics unless `result`'s principal variation replays from `game`, starts with its best move
/// and its expected reply, and is at least `depth` moves long (nothing in these positions ends
/// a line early: no end of the game, no draw, no table).
fn whole(game: &VariantGame, result: &SearchResult, depth: u32, what: &str) {
    let pos = game.position();
    replays(&pos, &result.pv, what);
    assert_eq!(result.pv.first(), result.best.as_ref(), "{what}");
    assert_eq!(result.pv.get(1), result.ponder.as_ref(), "{what}");
    assert!(
        result.pv.len() >= depth as usize,
        "{what}: {} moves at depth {depth}: {:?}",
        result.pv.len(),
        pos.line_texts(&result.pv)
    );
    assert_eq!(result.lines.len(), 1, "{what}");
    assert_eq!(
        (result.lines[0].score, &result.lines[0].pv),
        (result.score, &result.pv),
        "{what}"
    );
}

#[test]
fn the_principal_variation_is_legal_whole_and_led_by_the_best_move() {
    // The smallest table (1 MB), shared by every search in turn: a line read back from it would
    // come back cut where other positions took the slots.
    let engine = Engine::with_hash(1);
    for (variant, fen, depth) in POSITIONS {
        let g = game(variant, fen);
        let first = engine.think(&g, Limits::depth(depth)).unwrap();
        whole(&g, &first, depth, &format!("{} {fen}", variant.key()));
    }
    // Again, the table now full of the other positions' searches.
    for (variant, fen, depth) in POSITIONS {
        let g = game(variant, fen);
        let again = engine.think(&g, Limits::depth(depth)).unwrap();
        whole(
            &g,
            &again,
            depth,
            &format!("{} {fen}, again", variant.key()),
        );
    }
}

/// `limits` with MultiPV `n`.
fn lines(n: usize, limits: Limits) -> Limits {
    Limits {
        multi_pv: Some(n),
        ..limits
    }
}

#[test]
fn multi_pv_of_one_is_the_single_search_node_for_node() {
    for (variant, fen, depth) in POSITIONS {
        let g = game(variant, fen);
        let single = Engine::new().think(&g, Limits::depth(depth)).unwrap();
        let one = Engine::new()
            .think(&g, lines(1, Limits::depth(depth)))
            .unwrap();
        assert_eq!(
            (one.best, one.score, &one.pv, one.nodes, &one.lines),
            (
                single.best,
                single.score,
                &single.pv,
                single.nodes,
                &single.lines
            ),
            "{} {fen}",
            variant.key()
        );
    }
}

/// The lines' first moves can differ from the single search's best in a quiet position: a
/// search to a fixed depth depends on what the table holds, and the other lines' searches fill
/// it (a second single search after searching every reply at one ply less changes the english
/// and italian starts' best moves alike). Where a move is clearly best, as a master's shot,
/// both find it (the test of the masters' shots below).
#[test]
fn multi_pv_gives_whole_lines_in_score_order_with_distinct_first_moves() {
    for (variant, fen, depth) in POSITIONS {
        let what = format!("{} {fen}", variant.key());
        let g = game(variant, fen);
        let pos = g.position();
        let limits = Limits {
            multi_pv: Some(3),
            ..Limits::depth(depth)
        };
        let multi = Engine::new().think(&g, limits).unwrap();
        assert_eq!(multi.lines.len(), 3, "{what}");
        for line in &multi.lines {
            replays(&pos, &line.pv, &what);
            assert!(line.pv.len() >= depth as usize, "{what}: {line:?}");
        }
        let scores: Vec<i32> = multi.lines.iter().map(|l| l.score).collect();
        assert!(
            scores.windows(2).all(|w| w[0] >= w[1]),
            "{what}: {scores:?}"
        );
        let firsts: Vec<Move> = multi.lines.iter().map(|l| l.pv[0]).collect();
        assert!(
            (1..firsts.len()).all(|i| !firsts[..i].contains(&firsts[i])),
            "{what}: {:?}",
            pos.line_texts(&firsts)
        );
        assert_eq!(
            (&multi.pv, multi.score),
            (&multi.lines[0].pv, multi.lines[0].score),
            "{what}"
        );
    }
}

#[test]
fn multi_pv_finds_the_masters_shots_among_its_two_lines_as_the_single_search_does() {
    // The combinations of tests/tactics.rs (russian and international games), at its depth.
    // The shot is among the two best lines, not always the first: in Abatsiev's game with
    // d2-e3, a3-b4 d4-c3 first and the shot after wins as much.
    let mut wrong = Vec::new();
    for row in include_str!("data/shots.tsv").lines() {
        let f: Vec<&str> = row.split('\t').collect();
        if row.starts_with('#') {
            continue;
        }
        let variant = if f[0].starts_with("russian") {
            Variant::Russian
        } else {
            Variant::International
        };
        let g = game(variant, f[3]);
        let pos = g.position();
        let played = pos.parse_move(f[4]).unwrap();
        let single = Engine::with_hash(16).think(&g, Limits::depth(11)).unwrap();
        let multi = Engine::with_hash(16)
            .think(&g, lines(2, Limits::depth(11)))
            .unwrap();
        let firsts: Vec<Move> = multi.lines.iter().map(|l| l.pv[0]).collect();
        if single.best != Some(played) || !firsts.contains(&played) {
            wrong.push(format!("{} {}: {:?}", f[0], f[4], pos.line_texts(&firsts)));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn multi_pv_asked_for_more_lines_than_moves_gives_every_move_once() {
    // A russian ending, two men a side: a few moves each.
    let g = game(Variant::Russian, "W:W22,23:B10,11");
    let mut legal = g.position().legal_moves();
    assert!(legal.len() > 2, "{}", legal.len());
    let limits = Limits {
        multi_pv: Some(50),
        ..Limits::depth(6)
    };
    let r = Engine::new().think(&g, limits).unwrap();
    let mut firsts: Vec<Move> = r.lines.iter().map(|l| l.pv[0]).collect();
    let key = |m: &Move| (m.from(), m.to(), m.captured());
    firsts.sort_by_key(key);
    legal.sort_by_key(key);
    assert_eq!(firsts, legal);
    assert!(r.lines.windows(2).all(|w| w[0].score >= w[1].score));
}
