//! perft of a variant's start position, timed: the speed figure of the rules crate alone.
//!
//!     cargo run --release -p shashki --example perft -- russian 10
//!
//! Prints the node count, the seconds and the nodes per second on one line. A third argument
//! `routes` counts every capture route ([`shashki::perft_routes`], the "keep" convention).

use std::time::Instant;

use shashki::{perft, perft_routes, with_rules, Position, Variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(variant), Some(depth)) = (args.first(), args.get(1)) else {
        eprintln!("usage: perft VARIANT DEPTH");
        std::process::exit(2);
    };
    let variant: Variant = match variant.parse() {
        Ok(v) => v,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let Ok(depth) = depth.parse::<u32>() else {
        eprintln!("depth must be a whole number");
        std::process::exit(2);
    };
    let started = Instant::now();
    let routes = args.get(2).is_some_and(|a| a == "routes");
    let nodes = with_rules!(variant, R => {
        let start = Position::<R>::start();
        if routes {
            perft_routes(&start, depth)
        } else {
            perft(&start, depth)
        }
    });
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "{variant} depth {depth}: {nodes} nodes in {seconds:.3} s = {:.1} M nodes/s",
        nodes as f64 / seconds / 1e6
    );
}
