//! perft against the published numbers in `tests/data/perft/*.perft` (each file names its
//! source). Small trees run in `cargo test`; the deep ones are ignored and run by `.ci/run`
//! (scripts/deep-check.sh, in the test build, where the rules crate is optimised). A file with
//! `convention keep` counts every capture route ([`perft_routes`], as DCTL and kish do), the
//! others distinct moves.

use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

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

/// Runs every fixture depth for which `select(nodes)` holds, the trees shared among the
/// machine's cores (the deep ones were minutes of CI on one); returns how many were checked.
fn check(select: impl Fn(u64) -> bool) -> usize {
    let fixtures = fixtures();
    let mut trees: Vec<(&Fixture, u32, u64)> = fixtures
        .iter()
        .flat_map(|f| {
            f.counts
                .iter()
                .map(move |&(depth, nodes)| (f, depth, nodes))
        })
        .filter(|&(_, _, nodes)| select(nodes))
        .collect();
    // The largest first, so that no core is left with a long one at the end.
    trees.sort_by_key(|&(_, _, nodes)| std::cmp::Reverse(nodes));
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                while let Some((f, depth, expected)) =
                    trees.get(next.fetch_add(1, Ordering::Relaxed))
                {
                    let got = with_rules!(f.variant, R => {
                        let pos = Position::<R>::from_fen(&f.fen).expect("fixture FEN");
                        if f.keep {
                            perft_routes(&pos, *depth)
                        } else {
                            perft(&pos, *depth)
                        }
                    });
                    if got != *expected {
                        failures.lock().unwrap().push(format!(
                            "{} depth {depth}: expected {expected}, got {got}",
                            f.file
                        ));
                    }
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(
        failures.is_empty(),
        "perft mismatches:\n{}",
        failures.join("\n")
    );
    trees.len()
}

#[test]
fn perft_matches_published_numbers_for_small_trees() {
    assert!(check(|n| n <= SHALLOW) > 100);
}

#[test]
#[ignore = "deep perft: scripts/deep-check.sh runs it (CI)"]
fn perft_matches_published_numbers_for_deep_trees() {
    assert!(check(|n| n > SHALLOW) > 30);
}
