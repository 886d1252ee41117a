//! perft from the start position, one group per board family, each iteration checking its node
//! count against PERFT.md (shared/reference) so that a faster but wrong move generator fails.
//!
//! Run with `cargo bench -p shashki --bench perft`; the whole bench takes about two minutes on
//! two cores. Criterion reports the time per tree and, through the throughput, nodes per second.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput};
use shashki::{perft, English, International, Position, Rules, Russian};

/// Benchmarks `perft(start, depth)` of variant `R` and asserts it counts `nodes` every time.
fn start_perft<R: Rules>(c: &mut Criterion, depth: u32, nodes: u64) {
    let mut group = c.benchmark_group(format!("perft/{}", R::VARIANT));
    group.sample_size(10);
    group.warm_up_time(Duration::from_secs(3));
    group.measurement_time(Duration::from_secs(30));
    group.throughput(Throughput::Elements(nodes));
    let start = Position::<R>::start();
    group.bench_function(format!("start_d{depth}"), |b| {
        b.iter(|| assert_eq!(perft(black_box(&start), black_box(depth)), nodes));
    });
    group.finish();
}

// Written out rather than with `criterion_group!`, whose generated public function has no doc
// comment and so trips the workspace's `missing_docs` lint.
fn main() {
    let mut c = Criterion::default().configure_from_args();
    start_perft::<International>(&mut c, 9, 41_022_423);
    start_perft::<Russian>(&mut c, 10, 22_444_032);
    start_perft::<English>(&mut c, 10, 18_391_564);
    c.final_summary();
}
