//! The folk variants (bashni, stavropol, samoedy; RULES.md §16.1a–16.3) through the engine: it
//! plays whole games of each against itself, and sees what each one's own rule makes of a
//! position (positions built for the rule, as in the rules crate's tests).

use shashki::{Variant, VariantGame, VariantPosition};
use shashki_engine::{Engine, Limits, MATE};

fn best(variant: Variant, fen: &str, depth: u32) -> (String, i32) {
    let game = VariantGame::new(VariantPosition::from_fen(variant, fen).unwrap(), None);
    let r = Engine::new().think(&game, Limits::depth(depth)).unwrap();
    let text = r.best.map(|m| game.position().move_text(&m));
    (text.unwrap_or_default(), r.score)
}

#[test]
fn the_engine_plays_each_folk_variant_to_its_end() {
    let engine = Engine::new();
    for variant in [Variant::Bashni, Variant::Stavropol, Variant::Samoedy] {
        let mut game = VariantGame::start_of(variant);
        while !game.outcome().is_over() && game.plies() < 300 {
            let r = engine.think(&game, Limits::depth(2)).unwrap();
            let mv = r
                .best
                .unwrap_or_else(|| panic!("{variant}: a move at ply {}", game.plies()));
            game.play(&mv).unwrap();
        }
        assert_ne!(game.plies(), 0, "{variant}");
    }
}

#[test]
fn samoedy_takes_the_opponents_last_man_not_its_own() {
    // White's c3 may take its own d4 (to e5), d4 may take its own c3 (to b2), or c3 may take
    // Black's only man b4 (to a5) and win at once: the engine wins.
    let (mv, score) = best(Variant::Samoedy, "W:Wc3,d4:Bb4", 4);
    assert_eq!(mv, "c3:a5");
    assert!(score >= MATE - 2, "{score}");
}

#[test]
fn a_bashni_capture_is_valued_by_what_it_frees() {
    // White's c3 jumps the column d4 (a black man on a white prisoner): White's man comes back on
    // top, and the search sees White ahead, though it counted two tops a side before.
    let (mv, score) = best(Variant::Bashni, "W:Wc3,h2:Bd4=bw,a7", 1);
    assert_eq!(mv, "c3:e5");
    assert!(score > 100, "{score}");
}

#[test]
fn stavropol_moves_the_opponents_men_when_its_own_are_blocked() {
    // White's man h2 can neither step to g3 nor jump it: the engine moves one of Black's men,
    // and does not take the blocked position for a loss.
    let (mv, score) = best(Variant::Stavropol, "W:Wh2:Bg3,f4", 3);
    assert!(["f4-e3", "g3-f2"].contains(&mv.as_str()), "{mv}");
    assert!(score > -MATE + 10, "{score}");
}
