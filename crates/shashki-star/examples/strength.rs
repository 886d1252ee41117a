//! The strength check of issue 15: level 10 against level 1 in 10 seeded two-player games,
//! each level with both colours; fails unless level 10 wins at least 9. A game still going
//! after 600 moves counts as not won. The large star by default; `small` for the small one.
//!
//! `cargo run --release -p shashki-star --example strength [GAMES] [large|small]`

use std::process::ExitCode;
use std::time::Instant;

use shashki_star::Board;

#[path = "../tests/common/top_level.rs"]
mod top_level;

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|n| n.parse().ok()).unwrap_or(10);
    let board = args
        .next()
        .and_then(|b| Board::parse(&b))
        .unwrap_or_default();
    let started = Instant::now();
    let won = top_level::wins_of_the_top_level(board, games, None);
    println!(
        "level 10 won {won} of {games} against level 1 on the {board} star ({:.0} s)",
        started.elapsed().as_secs_f64()
    );
    if won * 10 >= games * 9 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
