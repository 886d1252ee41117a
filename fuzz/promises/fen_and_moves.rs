//! The invariants that tie positions, moves and hashes together, checked by the `fen_and_moves`
//! fuzz target and, on every committed seed (the crashes found before among them), by the rules
//! crate's `tests/fuzz_seeds.rs`, so a fixed crash stays fixed without cargo-fuzz.
//!
//! Input: the first byte picks a variant from `Variant::ALL`; the rest, read as lossy UTF-8, is
//! a FEN up to the first newline, then move texts separated by `;`. Each move text that parses
//! is played, and the invariants are checked again in the position it leads to.

use shashki::{perft, with_rules, Position, Rules, Variant};

/// How many move texts one input may try, so that a long input stays fast.
const MAX_MOVE_TEXTS: usize = 32;

/// Checks every invariant on one input; a broken one panics.
pub fn check(data: &[u8]) {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let variant = Variant::ALL[usize::from(pick) % Variant::ALL.len()];
    let text = String::from_utf8_lossy(rest);
    let (fen, moves) = text.split_once('\n').unwrap_or((&text, ""));
    with_rules!(variant, R => run::<R>(fen, moves));
}

/// Reads the FEN and plays the move texts that parse, checking each position on the way.
fn run<R: Rules>(fen: &str, moves: &str) {
    let Ok(mut pos) = Position::<R>::from_fen(fen) else {
        return;
    };
    check_position(&pos);
    for text in moves.split(';').take(MAX_MOVE_TEXTS) {
        let Ok(mv) = pos.parse_move(text) else {
            continue;
        };
        assert!(
            pos.legal_moves().contains(&mv),
            "{}: parse_move({text:?}) gave {mv:?}, not a legal move of {}",
            R::VARIANT,
            pos.fen()
        );
        pos = pos.play(&mv);
        check_position(&pos);
    }
}

/// Every invariant of one position and of each of its legal moves.
fn check_position<R: Rules>(pos: &Position<R>) {
    let fen = pos.fen();
    assert_eq!(
        pos.hash(),
        pos.full_hash(),
        "{}: incremental hash of {fen}",
        R::VARIANT
    );

    // FEN round trip: what we write we read back as the same position, and write the same way.
    let again = Position::<R>::from_fen(&fen)
        .unwrap_or_else(|e| panic!("{}: own FEN {fen:?} does not re-parse: {e}", R::VARIANT));
    assert_eq!(&again, pos, "{}: FEN round trip of {fen}", R::VARIANT);
    assert_eq!(
        again.hash(),
        pos.hash(),
        "{}: hash after FEN round trip of {fen}",
        R::VARIANT
    );
    assert_eq!(again.fen(), fen, "{}: FEN not stable for {fen}", R::VARIANT);

    let legal = pos.legal_moves();
    assert_eq!(
        perft(pos, 1),
        legal.len() as u64,
        "{}: perft(1) disagrees with legal_moves in {fen}",
        R::VARIANT
    );
    for (i, mv) in legal.iter().enumerate() {
        assert!(
            !legal[..i].contains(mv),
            "{}: {mv:?} listed twice in {fen}",
            R::VARIANT
        );
        let next = pos.play(mv);
        assert_eq!(
            next.hash(),
            next.full_hash(),
            "{}: incremental hash after {mv:?} in {fen}",
            R::VARIANT
        );
        let text = pos.move_text(mv);
        match pos.parse_move(&text) {
            Ok(parsed) => assert_eq!(
                &parsed,
                mv,
                "{}: move_text {text:?} parses to another move in {fen}",
                R::VARIANT
            ),
            Err(e) => panic!(
                "{}: move_text {text:?} of {mv:?} does not parse in {fen}: {e}",
                R::VARIANT
            ),
        }
    }
}
