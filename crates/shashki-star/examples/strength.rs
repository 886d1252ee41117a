//! The strength check of issue 15: level 10 against level 1 in 10 seeded two-player games,
//! each level with both colours; fails unless level 10 wins at least 9. A game still going
//! after 600 moves counts as not won.
//!
//! `cargo run --release -p shashki-star --example strength [GAMES]`

use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use shashki_star::engine::{remaining, Engine, Level};
use shashki_star::{Corner, Game, Options, Outcome, Position};

fn main() -> ExitCode {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(10);
    let (top, weak) = (Level::TOP, Level::new(1).expect("level 1"));
    let stop = AtomicBool::new(false);
    let started = Instant::now();
    let mut won = 0;
    for g in 0..games {
        // Even games: level 10 is A (moves first); odd games: D. Each game seeds its engines.
        let top_plays = if g % 2 == 0 { Corner::A } else { Corner::D };
        let mut engines = [Engine::new(g * 2 + 1), Engine::new(g * 2 + 2)];
        let mut game = Game::new(Position::start(2).expect("two players"), Options::default());
        let clock = Instant::now();
        while let Some(turn) = game.turn() {
            if game.plies() >= 600 {
                break;
            }
            let (engine, level) = if turn == top_plays {
                (&mut engines[0], top)
            } else {
                (&mut engines[1], weak)
            };
            let choice = engine
                .choose(game.position(), level, None, &stop)
                .expect("a player to move has a move");
            game.play(choice.mv).expect("the engine plays legal moves");
        }
        let other = top_plays.opposite();
        let result = match game.outcome() {
            Outcome::Won(c) if c == top_plays => {
                won += 1;
                "level 10 wins"
            }
            Outcome::Won(_) => "level 1 wins",
            _ => "unfinished",
        };
        println!(
            "game {}: level 10 plays {top_plays}: {result} after {} moves ({:.0} s); steps left: level 10 {}, level 1 {}",
            g + 1,
            game.plies(),
            clock.elapsed().as_secs_f64(),
            remaining(game.position(), top_plays),
            remaining(game.position(), other),
        );
    }
    println!(
        "level 10 won {won} of {games} against level 1 ({:.0} s)",
        started.elapsed().as_secs_f64()
    );
    if won * 10 >= games * 9 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
