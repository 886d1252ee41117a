//! Reading a ~5 MB PDN file: the archives of `tests/data/games` repeated in
//! memory until they make 5 MB (a mix of ASCII, ISO-8859-1 and CRLF files, 8×8 and 10×10).
//!
//! - `pdn/read`: the reader alone, every game parsed (tags, movetext, notes, variations).
//! - `pdn/read_replay`: the same bytes read file by file, and every game's main line resolved
//!   and played under its variant (tags, else the file name's prefix).
//!
//! Each iteration asserts the number of games read (and replayed), so that a faster but wrong
//! reader fails. Run with `cargo bench -p shashki-pdn --bench read`; criterion reports time and
//! bytes per second.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput};
use shashki::{with_rules, Variant};
use shashki_pdn::{replay, variant_of, Reader};

/// Where the archives are (SOURCES.md there names where each came from).
const GAMES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/games");

/// The size the input is grown to.
const TARGET_BYTES: usize = 5 * 1024 * 1024;

/// The reference files with the variant their name gives, in name order.
fn files() -> Vec<(Variant, Vec<u8>)> {
    let mut paths: Vec<_> = std::fs::read_dir(GAMES)
        .expect("the archives of tests/data/games")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "pdn"))
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|p| {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            let prefix = name.split('-').next().unwrap_or_default();
            let variant = prefix.parse().expect("file name starts with a variant");
            (variant, std::fs::read(p).expect("readable file"))
        })
        .collect()
}

/// Reads `bytes` and counts the games (read errors count too: none are expected).
fn read_all(bytes: &[u8]) -> usize {
    Reader::new(bytes).filter(|g| g.is_ok()).count()
}

/// Reads each file and replays every game; returns (games, replayed).
fn replay_all(segments: &[(Variant, &[u8])]) -> (usize, usize) {
    let mut games = 0;
    let mut replayed = 0;
    for (fallback, bytes) in segments {
        for game in Reader::new(*bytes).flatten() {
            games += 1;
            let variant = variant_of(&game).unwrap_or(*fallback);
            if with_rules!(variant, R => replay::<R>(&game).is_ok()) {
                replayed += 1;
            }
        }
    }
    (games, replayed)
}

fn main() {
    let files = files();
    let one_pass: usize = files.iter().map(|(_, b)| b.len()).sum();
    let copies = TARGET_BYTES.div_ceil(one_pass);
    let mut input = Vec::with_capacity(copies * one_pass + copies);
    let mut segments: Vec<(Variant, std::ops::Range<usize>)> = Vec::new();
    for _ in 0..copies {
        for (variant, bytes) in &files {
            let start = input.len();
            input.extend_from_slice(bytes);
            input.push(b'\n');
            segments.push((*variant, start..input.len()));
        }
    }
    let segments: Vec<(Variant, &[u8])> = segments
        .iter()
        .map(|(v, r)| (*v, &input[r.clone()]))
        .collect();
    let games = read_all(&input);
    let (replay_games, replayed) = replay_all(&segments);
    assert_eq!(games, replay_games);
    println!(
        "input: {} bytes ({copies} copies of {one_pass} bytes), {games} games, {replayed} replay",
        input.len()
    );

    let mut c = Criterion::default().configure_from_args();
    let mut group = c.benchmark_group("pdn");
    group.sample_size(10);
    group.warm_up_time(Duration::from_secs(2));
    group.measurement_time(Duration::from_secs(15));
    group.throughput(Throughput::Bytes(input.len() as u64));
    group.bench_function("read", |b| {
        b.iter(|| assert_eq!(read_all(black_box(&input)), games));
    });
    group.bench_function("read_replay", |b| {
        b.iter(|| assert_eq!(replay_all(black_box(&segments)), (games, replayed)));
    });
    group.finish();
    c.final_summary();
}
