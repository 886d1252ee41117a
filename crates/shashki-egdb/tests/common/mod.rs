//! Checks shared by the tests: random positions of the tables, the Bellman check of a probed
//! value against its successors, and a plain search to the end of the game.

#![allow(dead_code)]

use std::path::Path;

use shashki::{Color, Goal, Position, Rules, SplitMix64, Variant};
use shashki_egdb::board::turn_round;
use shashki_egdb::index::Index;
use shashki_egdb::{best, build, Egdb, Material, Options, Value, Wdl};

/// Builds the tables of `variant` up to `pieces` into `dir` on two threads.
pub fn build_small(variant: Variant, pieces: u32, dir: &Path) -> Egdb {
    let mut options = Options::new(variant, pieces);
    options.threads = 2;
    build(variant, dir, &options, &|_| {}).expect("build");
    Egdb::open(variant, dir)
}

/// `n` random positions of 2 to `pieces` pieces, either side to move.
pub fn random_positions<R: Rules>(n: usize, pieces: u32, seed: u64) -> Vec<Position<R>> {
    let materials = Material::up_to(pieces);
    let mut rng = SplitMix64(seed);
    let mut out = Vec::new();
    while out.len() < n {
        let m = materials[(rng.next_u64() % materials.len() as u64) as usize];
        let index = Index::new::<R>(m);
        let Some(b) = index.decode(rng.next_u64() % index.size()) else {
            continue;
        };
        let pos = if rng.next_u64().is_multiple_of(2) {
            Position::from_bitboards(b.white, b.black, b.kings, Color::White)
        } else {
            let t = turn_round::<R>;
            Position::from_bitboards(t(b.black), t(b.white), t(b.kings), Color::Black)
        };
        out.extend(pos);
    }
    out
}

/// The value of a position without moves.
pub fn end<R: Rules>() -> Value {
    let wdl = if R::GOAL == Goal::NoMovesWins {
        Wdl::Win
    } else {
        Wdl::Loss
    };
    Value::decided(wdl, Some(0))
}

/// The Bellman check: the probed value of `pos` is the best of its successors' values.
pub fn bellman<R: Rules>(egdb: &Egdb, pos: &Position<R>) -> Result<(), String> {
    let v = egdb.value(pos).map_err(|e| e.to_string())?;
    let moves = pos.legal_moves();
    let expected = if moves.is_empty() {
        end::<R>()
    } else {
        let mut after = Vec::new();
        for mv in &moves {
            after.push(
                egdb.value(&pos.play(mv))
                    .map_err(|e| e.to_string())?
                    .before(),
            );
        }
        best(after).expect("moves")
    };
    let same = if v.plies.is_some() && expected.plies.is_some() {
        v == expected
    } else {
        v.wdl == expected.wdl
    };
    if same {
        Ok(())
    } else {
        Err(format!(
            "{}: table {v:?}, successors {expected:?}",
            pos.fen()
        ))
    }
}

/// A plain search to the end: the exact value if the game is decided within `depth` plies
/// (win in the fewest plies, loss in the most), `None` if it is not.
pub fn search<R: Rules>(pos: &Position<R>, depth: u32) -> Option<Value> {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return Some(end::<R>());
    }
    if depth == 0 {
        return None;
    }
    let mut longest_loss = 0;
    let mut all_lose = true;
    let mut fastest_win = None;
    for mv in &moves {
        match search(&pos.play(mv), depth - 1).map(Value::before) {
            Some(v) if v.wdl == Wdl::Win => {
                let p = v.plies.unwrap_or(0);
                fastest_win = Some(fastest_win.map_or(p, |w: u32| w.min(p)));
            }
            Some(v) if v.wdl == Wdl::Loss => longest_loss = longest_loss.max(v.plies.unwrap_or(0)),
            _ => all_lose = false,
        }
    }
    match fastest_win {
        Some(p) => Some(Value::decided(Wdl::Win, Some(p))),
        None if all_lose => Some(Value::decided(Wdl::Loss, Some(longest_loss))),
        None => None,
    }
}

/// Checks `positions` against the tables: the Bellman check on each, and a plain search of
/// `depth` plies wherever the tables' distance is within it (and no decision where they say
/// draw or a longer distance; for tables without distances, the search's decisions their value). Returns how many were searched to a decision.
pub fn agree<R: Rules>(egdb: &Egdb, positions: &[Position<R>], depth: u32) -> usize {
    let mut decided = 0;
    for pos in positions {
        bellman(egdb, pos).unwrap_or_else(|e| panic!("{e}"));
        let v = egdb.value(pos).expect("probe");
        let found = search(pos, depth);
        match v.plies {
            Some(p) if p <= depth => {
                assert_eq!(found, Some(v), "{}: search against table", pos.fen());
                decided += 1;
            }
            // Win/draw/loss tables keep no distance: a decision of the search must be theirs.
            None if v.wdl != Wdl::Draw => {
                if let Some(f) = found {
                    assert_eq!(f.wdl, v.wdl, "{}: search against table", pos.fen());
                    decided += 1;
                }
            }
            _ => assert_eq!(found, None, "{}: table {v:?}", pos.fen()),
        }
    }
    decided
}
