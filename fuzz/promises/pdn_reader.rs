//! What the PDN reader promises for any bytes, checked by the `pdn_reader` fuzz target and, on
//! every committed seed (the crashes found before among them), by `shashki-pdn`'s
//! `tests/fuzz_seeds.rs`, so a fixed crash stays fixed without cargo-fuzz:
//!
//! - it never panics, whatever the bytes (any encoding, any structure);
//! - every game that reads writes and reads back as exactly one game, the same one;
//! - a game whose main line replays under its variant (its tags, else one picked from the
//!   input's length) normalizes, and the normalized game writes, reads back the same and
//!   replays to the same moves.

use shashki::{with_rules, Rules, Variant};
use shashki_pdn::{normalize, replay, variant_of, write_game, PdnGame, Reader};

/// How many games of one input are checked, so that a long input stays fast.
const MAX_GAMES: usize = 16;

/// Checks every promise on one input; a broken promise panics.
pub fn check(data: &[u8]) {
    let fallback = Variant::ALL[data.len() % Variant::ALL.len()];
    for game in Reader::new(data).take(MAX_GAMES) {
        let Ok(game) = game else {
            continue;
        };
        let again = written_and_read(&game);
        assert_eq!(again.without_locations(), game.without_locations());
        let variant = variant_of(&game).unwrap_or(fallback);
        with_rules!(variant, R => check_replay::<R>(&game));
    }
}

/// Writes a game and reads it back; it must read as exactly one game.
fn written_and_read(game: &PdnGame) -> PdnGame {
    let mut text = Vec::new();
    write_game(&mut text, game).expect("writing to memory");
    let shown = String::from_utf8_lossy(&text);
    let mut games: Vec<_> = Reader::new(&text[..]).collect();
    assert_eq!(
        games.len(),
        1,
        "written game reads as {} games:\n{shown}",
        games.len()
    );
    games
        .remove(0)
        .unwrap_or_else(|e| panic!("written game does not read: {e}\n{shown}"))
}

/// When the main line replays: normalize, write, read back, replay again.
fn check_replay<R: Rules>(game: &PdnGame) {
    let Ok(replayed) = replay::<R>(game) else {
        return;
    };
    // A variation may hold moves that do not resolve; then there is nothing to normalize.
    let Ok(normal) = normalize::<R>(game) else {
        return;
    };
    let again = written_and_read(&normal);
    assert_eq!(again.without_locations(), normal.without_locations());
    let again = replay::<R>(&again).expect("a normalized game replays");
    assert_eq!(again, replayed, "{}: replay after normalizing", R::VARIANT);
}
