//! The values under the draw counters agree with the rules crate's own counters: a search over
//! whole games of two kings (or one) against a lone king, judged after every move as `Game`
//! judges (no move loses, then the counters' draws), finds the value the tables give.

mod common;

use std::collections::HashMap;

use shashki::{DrawCounters, Position, Russian, Variant};
use shashki_egdb::board::Board;
use shashki_egdb::Wdl;

/// The value for the side to move of `pos` with `counters` running, by a full search.
fn judge(pos: &Position<Russian>, counters: DrawCounters, memo: &mut HashMap<String, Wdl>) -> Wdl {
    let key = format!("{} {counters:?}", pos.fen());
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut best = Wdl::Loss;
    for mv in pos.legal_moves() {
        let child = pos.play(&mv);
        let next = counters.after(pos, &mv, &child);
        let v = if child.legal_moves().is_empty() {
            Wdl::Win
        } else if next.draw(&child, 1).is_some() {
            Wdl::Draw
        } else {
            judge(&child, next, memo).flip()
        };
        if v == Wdl::Win || (v == Wdl::Draw && best == Wdl::Loss) {
            best = v;
        }
        if best == Wdl::Win {
            break;
        }
    }
    memo.insert(key, best);
    best
}

#[test]
fn russian_values_under_the_five_move_rule_agree_with_the_counters() {
    let dir = tempfile::tempdir().expect("temp dir");
    let egdb = common::build_small(Variant::Russian, 3, dir.path());
    let mut memo = HashMap::new();
    let mut decided = 0;
    for pos in common::random_positions::<Russian>(400, 3, 11) {
        let m = Board::of(&pos).material();
        if !m.kings_only() || pos.legal_moves().is_empty() {
            continue;
        }
        let probe = egdb.probe(&pos).expect("probe");
        let searched = judge(&pos, DrawCounters::start(&pos), &mut memo);
        assert_eq!(probe.rules, Some(searched), "{}", pos.fen());
        decided += usize::from(searched != Wdl::Draw);
    }
    assert!(decided > 5, "only {decided} decided positions");
}
