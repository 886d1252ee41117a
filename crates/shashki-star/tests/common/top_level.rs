//! The strength match shared by tests/strength.rs and examples/strength.rs: level 10 against
//! level 1 in seeded two-player games, each level with both colours. A game still going after
//! 600 moves counts as not won.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use shashki_star::engine::{remaining, Engine, Level};
use shashki_star::{Board, Corner, Game, Options, Outcome, Position};

/// How many of `games` games level 10 wins against level 1 on `board`, each game printed;
/// each move found within `think` when given (as the web page's computer thinks: within a
/// time, not to the level's whole node budget).
pub fn wins_of_the_top_level(board: Board, games: u64, think: Option<Duration>) -> u64 {
    let (top, weak) = (Level::TOP, Level::new(1).expect("level 1"));
    let stop = AtomicBool::new(false);
    let mut won = 0;
    for g in 0..games {
        // Even games: level 10 is A (moves first); odd games: D. Each game seeds its engines.
        let top_plays = if g % 2 == 0 { Corner::A } else { Corner::D };
        let mut engines = [Engine::new(g * 2 + 1), Engine::new(g * 2 + 2)];
        let start = Position::start_on(board, 2).expect("two players");
        let mut game = Game::new(start, Options::default());
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
            let deadline = think.map(|t| Instant::now() + t);
            let choice = engine
                .choose(game.position(), level, deadline, &stop)
                .expect("a player to move has a move");
            game.play(choice.mv).expect("the engine plays legal moves");
        }
        let result = match game.outcome() {
            Outcome::Won(c) if c == top_plays => {
                won += 1;
                "level 10 wins"
            }
            Outcome::Won(_) => "level 1 wins",
            _ => "unfinished",
        };
        println!(
            "{board} star, game {}: level 10 plays {top_plays}: {result} after {} moves ({:.0} s); \
             steps left: level 10 {}, level 1 {}",
            g + 1,
            game.plies(),
            clock.elapsed().as_secs_f64(),
            remaining(game.position(), top_plays),
            remaining(game.position(), top_plays.opposite()),
        );
    }
    won
}
