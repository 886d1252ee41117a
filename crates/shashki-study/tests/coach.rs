//! The coach's verdicts on moves of real games: each of the four ideas where it applies and
//! where it does not (a shot's man left "hanging" on purpose, a move that loses nothing); the
//! same at two search settings and with endgame tables or without (issue 34); the cases of
//! issue 34 where one loss was credited to two ideas or to a piece that did not move.

mod common;

use shashki::{Variant, VariantGame, VariantPosition};
use shashki_engine::Limits;
use shashki_study::coach::{Chance, Coach, Idea, Review, MARGIN, NODES};

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

/// The two search settings the verdicts must not depend on: the coach's node budget, and a
/// fixed depth.
fn settings() -> [Limits; 2] {
    [
        Limits {
            nodes: Some(NODES),
            ..Limits::default()
        },
        Limits::depth(10),
    ]
}

/// The review of `text` played in the position `fen` of `variant` by a fresh coach (so that
/// each verdict stands alone) searching within `limits`, with the tables under `tables`.
fn review_with(
    variant: Variant,
    fen: &str,
    text: &str,
    limits: Limits,
    tables: Option<&std::path::Path>,
) -> (VariantPosition, Review) {
    let pos = VariantPosition::from_fen(variant, fen).unwrap();
    let mv = pos.parse_move(text).unwrap();
    let review = Coach::new(limits, MARGIN)
        .with_endgames(tables)
        .review(&VariantGame::new(pos, None), &mv)
        .unwrap();
    (pos, review)
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

/// The ideas of a review with their chance and the move each names, for comparing verdicts.
fn verdict(pos: &VariantPosition, r: &Review) -> Vec<(Idea, Chance, String)> {
    r.findings
        .iter()
        .map(|f| {
            let mut at = *pos;
            let mut key = String::new();
            for (ply, mv) in f.line.iter().enumerate() {
                if ply == f.key_ply() {
                    key = at.move_text(mv);
                    break;
                }
                at = at.play(mv);
            }
            (f.idea, f.chance, key)
        })
        .collect()
}

/// [`review_in`] russian.
fn review(fen: &str, text: &str) -> (VariantPosition, Review) {
    review_in(Variant::Russian, fen, text)
}

/// The rows of coach.tsv: game, ply, FEN, move, expectations.
fn rows() -> Vec<[&'static str; 5]> {
    include_str!("data/coach.tsv")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            [f[0], f[1], f[2], f[3], f[4]]
        })
        .collect()
}

/// What is wrong with the coach's verdicts on coach.tsv searching within `limits` with the
/// tables under `tables`: one line per expectation not met; and the expectations checked.
fn wrong_verdicts(limits: Limits, tables: Option<&std::path::Path>) -> (Vec<String>, usize) {
    let mut wrong = Vec::new();
    let mut checked = 0;
    for [game, ply, fen, mv, expect] in rows() {
        let (_, r) = review_with(Variant::Russian, fen, mv, limits, tables);
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
    (wrong, checked)
}

#[test]
fn the_coach_says_what_the_lines_of_real_games_prove_and_nothing_else() {
    for limits in settings() {
        let (wrong, checked) = wrong_verdicts(limits, None);
        assert!(checked >= 25, "{checked} expectations");
        assert!(wrong.is_empty(), "{limits:?}:\n{}", wrong.join("\n"));
    }
}

#[test]
fn the_coach_says_the_same_with_endgame_tables_as_without() {
    // Issue 34: with russian tables of up to four pieces the search's line stopped at the
    // tables, and the breakthrough of game 69 (ply 51, d4-c5) went unsaid.
    let tables = common::russian_tables();
    let (wrong, _) = wrong_verdicts(settings()[0], Some(&tables));
    assert!(wrong.is_empty(), "with tables:\n{}", wrong.join("\n"));
    let mut differ = Vec::new();
    for [game, ply, fen, mv, _] in rows() {
        let (pos, without) = review_with(Variant::Russian, fen, mv, settings()[0], None);
        let (_, with) = review_with(Variant::Russian, fen, mv, settings()[0], Some(&tables));
        if verdict(&pos, &without) != verdict(&pos, &with) {
            differ.push(format!(
                "game {game} ply {ply} {mv}: {:?} without, {:?} with",
                verdict(&pos, &without),
                verdict(&pos, &with)
            ));
        }
    }
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}

#[test]
fn a_man_sent_to_the_edge_that_gives_up_a_shot_is_one_missed_shot() {
    // Issue 34: b2-a3 was said to drive a man to the edge, the loss being h2-g3's; the line
    // that wins is the shot c3-d4 e5:c3 b2:d4:b6, which needs the man on b2.
    let fen = "W:Wa1,c3,b2,e3,g1,h2,c1:Be5,c5,h8,f8,d8,b8,g7";
    for limits in settings() {
        let (pos, r) = review_with(Variant::Russian, fen, "b2-a3", limits, None);
        assert_eq!(
            verdict(&pos, &r),
            [(Idea::Shot, Chance::Missed, "c3-d4".to_string())],
            "{limits:?}: {r:?}"
        );
        let shot = &r.findings[0];
        assert_eq!((shot.given, shot.taken), (1, 2));
        assert!(shot.loss >= MARGIN);
    }
}

#[test]
fn a_piece_attacked_before_the_move_was_not_moved_under_a_capture() {
    // Issue 34: d6 could be taken (c7:e5) before g1-h2; the move lost what d6-e7 would have
    // won, one line, said once.
    let fen = "W:Wb6,d6,c5,a5,a1,c1,g1:Ba7,c7,b8,d8,h8,h6";
    for limits in settings() {
        let (pos, r) = review_with(Variant::Russian, fen, "g1-h2", limits, None);
        assert!(r.find(Idea::Hanging, Chance::Played).is_none(), "{r:?}");
        let said = verdict(&pos, &r);
        assert_eq!(said.len(), 1, "{limits:?}: {said:?}");
        assert_eq!(said[0].1, Chance::Missed, "{said:?}");
        assert_eq!(said[0].2, "d6-e7", "{said:?}");
    }
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
