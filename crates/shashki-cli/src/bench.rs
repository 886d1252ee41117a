//! `shashki bench`: the engine's fixed search; `nodes N` and `nps N` last (INTERFACES.md §5).

use crate::error::CliError;

/// Runs the bench and prints one line per position, then the totals.
pub fn run() -> Result<(), CliError> {
    let bench = shashki_engine::bench::run(|variant, fen, nodes| {
        println!("{variant} {fen}: {nodes} nodes");
    });
    let secs = bench.time.as_secs_f64().max(1e-9);
    println!("time {:.3} s", secs);
    println!("nodes {}", bench.nodes);
    println!("nps {}", (bench.nodes as f64 / secs) as u64);
    Ok(())
}
