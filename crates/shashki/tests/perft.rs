//! perft against the published numbers in `tests/data/perft/*.perft` (each file names its
//! source). Small trees run in `cargo test`; the deep ones are ignored and run by `.ci/run` in
//! release mode (`cargo test --release -- --ignored`). A file with `convention keep` counts
//! every capture route ([`perft_routes`], as DCTL and kish do), the others distinct moves.

use std::path::Path;

use shashki::{perft, perft_routes, with_rules, Position, Variant};

/// Trees up to this many leaves run in the ordinary test run.
const SHALLOW: u64 = 2_000_000;

struct Fixture {
    file: String,
    variant: Variant,
    fen: String,
    keep: bool,
    counts: Vec<(u32, u64)>,
}

fn fixtures() -> Vec<Fixture> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/perft");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("perft fixture folder")
        .map(|e| e.expect("fixture entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "perft"))
        .collect();
    files.sort();
    assert!(files.len() >= 13, "fixtures missing in {}", dir.display());
    files
        .iter()
        .map(|path| {
            let text = std::fs::read_to_string(path).expect("readable fixture");
            let file = path.file_name().unwrap().to_string_lossy().into_owned();
            assert!(text.contains("Source:"), "{file} must name its source");
            let (mut variant, mut fen, mut keep, mut counts) = (None, None, false, Vec::new());
            for line in text
                .lines()
                .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            {
                let (key, value) = line.split_once(' ').expect("key and value");
                match key {
                    "variant" => variant = Some(value.parse::<Variant>().expect("variant")),
                    "fen" => fen = Some(value.to_string()),
                    "convention" => {
                        keep = match value {
                            "keep" => true,
                            "drop" => false,
                            other => panic!("{file}: unknown convention {other}"),
                        }
                    }
                    depth => {
                        counts.push((depth.parse().expect("depth"), value.parse().expect("count")))
                    }
                }
            }
            Fixture {
                file,
                variant: variant.expect("variant line"),
                fen: fen.expect("fen line"),
                keep,
                counts,
            }
        })
        .collect()
}

/// Runs every fixture depth for which `select(nodes)` holds; returns how many were checked.
fn check(select: impl Fn(u64) -> bool) -> usize {
    let mut checked = 0;
    let mut failures = Vec::new();
    for f in fixtures() {
        for &(depth, expected) in f.counts.iter().filter(|(_, n)| select(*n)) {
            let got = with_rules!(f.variant, R => {
                let pos = Position::<R>::from_fen(&f.fen).expect("fixture FEN");
                if f.keep {
                    perft_routes(&pos, depth)
                } else {
                    perft(&pos, depth)
                }
            });
            checked += 1;
            if got != expected {
                failures.push(format!(
                    "{} depth {depth}: expected {expected}, got {got}",
                    f.file
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "perft mismatches:\n{}",
        failures.join("\n")
    );
    checked
}

#[test]
fn perft_matches_published_numbers_for_small_trees() {
    assert!(check(|n| n <= SHALLOW) > 100);
}

#[test]
#[ignore = "deep perft: run in release by .ci/run"]
fn perft_matches_published_numbers_for_deep_trees() {
    assert!(check(|n| n > SHALLOW) > 30);
}
