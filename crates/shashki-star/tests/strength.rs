//! The computer's strength: full strength (level 10, 100 ms a move, as the web page's computer
//! thinks within a time) against level 1 in 10 seeded two-player games, each level with both
//! colours; level 10 must win at least 9. A game still going after 600 moves counts as not
//! won. Slow in a debug build, so `#[ignore]`d: run them with
//! `cargo test --release -p shashki-star --test strength -- --ignored --nocapture`
//! (`cargo run --release -p shashki-star --example strength` plays to the level's whole budget).

#[path = "common/top_level.rs"]
mod top_level;

use std::time::Duration;

use shashki_star::Board;
use top_level::wins_of_the_top_level;

#[test]
#[ignore = "slow: about 20 s in release, minutes in debug"]
fn level_10_wins_9_of_10_on_the_small_star() {
    let won = wins_of_the_top_level(Board::Small, 10, Some(Duration::from_millis(100)));
    assert!(won >= 9, "level 10 won {won} of 10 on the small star");
}
