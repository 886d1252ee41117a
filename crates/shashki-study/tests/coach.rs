//! The coach's verdicts on moves of real games: each of the four ideas where it applies and
//! where it does not (a shot's man left "hanging" on purpose, a move that loses nothing).

use shashki::{Variant, VariantGame, VariantPosition};
use shashki_study::coach::{Chance, Coach, Idea, Review};

/// The idea and chance an expectation names (`Shot/Missed`).
fn parse(text: &str) -> (Idea, Chance) {
    let (idea, chance) = text.split_once('/').unwrap();
    let idea = match idea {
        "Hanging" => Idea::Hanging,
        "Edge" => Idea::Edge,
        "Shot" => Idea::Shot,
        "Breakthrough" => Idea::Breakthrough,
        other => panic!("unknown idea {other}"),
    };
    let chance = match chance {
        "Played" => Chance::Played,
        "Missed" => Chance::Missed,
        "Allowed" => Chance::Allowed,
        other => panic!("unknown chance {other}"),
    };
    (idea, chance)
}

/// The coach's review of `text` played in the position `fen` of `variant` (a fresh coach, so
/// that each verdict stands alone).
fn review_in(variant: Variant, fen: &str, text: &str) -> (VariantPosition, Review) {
    let pos = VariantPosition::from_fen(variant, fen).unwrap();
    let mv = pos.parse_move(text).unwrap();
    let review = Coach::default()
        .review(&VariantGame::new(pos, None), &mv)
        .unwrap();
    (pos, review)
}

/// [`review_in`] russian.
fn review(fen: &str, text: &str) -> (VariantPosition, Review) {
    review_in(Variant::Russian, fen, text)
}

#[test]
fn the_coach_says_what_the_lines_of_real_games_prove_and_nothing_else() {
    let mut wrong = Vec::new();
    let mut checked = 0;
    for line in include_str!("data/coach.tsv").lines() {
        if line.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = line.split('\t').collect();
        let (game, ply, fen, mv, expect) = (f[0], f[1], f[2], f[3], f[4]);
        let (_, r) = review(fen, mv);
        for token in expect.split_whitespace() {
            let (idea, chance) = parse(&token[1..]);
            let said = r.find(idea, chance).is_some();
            checked += 1;
            if said != token.starts_with('+') {
                let found: Vec<_> = r.findings.iter().map(|f| (f.idea, f.chance)).collect();
                wrong.push(format!(
                    "game {game} ply {ply} {mv}: {token}; found {found:?}"
                ));
            }
        }
    }
    assert!(checked >= 25, "{checked} expectations");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Masters' shots from real games, which the engine's own tests find by search
/// (crates/shashki-engine/tests/tactics.rs): one file for both.
const SHOTS: &str = include_str!("../../shashki-engine/tests/data/shots.tsv");

#[test]
fn a_masters_shot_is_a_shot_played_and_its_sacrificed_man_is_not_hanging() {
    let mut wrong = Vec::new();
    let rows = SHOTS.lines().filter(|l| l.starts_with("russian"));
    for line in rows {
        let f: Vec<&str> = line.split('\t').collect();
        let (pos, r) = review(f[3], f[4]);
        let shot = r.find(Idea::Shot, Chance::Played);
        let proved = shot.is_some_and(|s| s.given >= 1 && s.taken > s.given);
        if !proved || r.find(Idea::Hanging, Chance::Played).is_some() || r.loss > 0 {
            wrong.push(format!("game {} ply {}: {:?}", f[1], f[2], r.findings));
        }
        if let Some(s) = shot {
            // The arrow is the sacrifice itself, and the line starts with it.
            let played = pos.parse_move(f[4]).unwrap();
            assert_eq!(
                (s.arrow, s.line.first()),
                ((played.from(), played.to()), Some(&played))
            );
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn a_shot_of_the_international_world_championship_is_a_shot_played() {
    // The other rows of shots.tsv: international draughts, from the 2003 world championship.
    let mut wrong = Vec::new();
    let rows: Vec<&str> = SHOTS
        .lines()
        .filter(|l| l.starts_with("international"))
        .take(12)
        .collect();
    for line in &rows {
        let f: Vec<&str> = line.split('\t').collect();
        let (_, r) = review_in(Variant::International, f[3], f[4]);
        if r.find(Idea::Shot, Chance::Played).is_none()
            || r.find(Idea::Hanging, Chance::Played).is_some()
        {
            wrong.push(format!(
                "{} game {} ply {}: {:?}",
                f[0], f[1], f[2], r.findings
            ));
        }
    }
    assert_eq!(rows.len(), 12);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
