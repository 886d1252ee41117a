//! `shashki bench` without the command-line crate: the node count and speed of the engine's
//! fixed searches, for quick checks while tuning (`cargo run --release -p shashki-engine
//! --example bench`).

fn main() {
    let bench = shashki_engine::bench::run(|variant, fen, nodes| {
        println!("{:14} {nodes:>10}  {fen}", variant.key());
    });
    let secs = bench.time.as_secs_f64().max(1e-6);
    println!("time {secs:.3} s");
    println!("nodes {}", bench.nodes);
    println!("nps {}", (bench.nodes as f64 / secs) as u64);
}
