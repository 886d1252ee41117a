//! The computer's strength: full strength (level 10) against level 1 in 10 seeded two-player
//! games, each level with both colours; level 10 must win at least 9. A game still going after
//! 600 moves counts as not won. Slow in a debug build, so `#[ignore]`d: run them with
//! `cargo test --release -p shashki-star --test strength -- --ignored --nocapture`.

#[path = "common/top_level.rs"]
mod top_level;

use shashki_star::Board;
use top_level::wins_of_the_top_level;

#[test]
#[ignore = "slow: five minutes in release (level 10 searches 2.5 million positions a move)"]
fn level_10_wins_9_of_10_on_the_small_star() {
    let won = wins_of_the_top_level(Board::Small, 10);
    assert!(won >= 9, "level 10 won {won} of 10 on the small star");
}
