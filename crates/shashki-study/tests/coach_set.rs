//! The coach's test set of real games (issue 34): positions chosen from the records by a rule
//! that reads only what the record shows (tests/data/coach-set.tsv says it), each with the
//! findings that rule makes certain; the coach must agree at two search settings, and with
//! endgame tables as without.
//!
//! The file is checked to be what the rule chooses from the archives of
//! crates/shashki-pdn/tests/data/games; `SHASHKI_WRITE_COACH_SET=1 cargo test -p shashki-study
//! --test coach_set` writes it again.

use std::fs::File;
use std::io::BufReader;
use std::path::PathBuf;

use shashki::{Move, Variant, VariantGame, VariantPosition};
use shashki_engine::Limits;
use shashki_pdn::{replay_in, Reader};
use shashki_study::coach::{forcing, Chance, Coach, Idea, MARGIN, NODES};

mod common;

/// The file's header: where the rows come from and the rule that chose them.
const HEADER: &str = "\
# The coach's test set (issue 34): moves of real games, chosen by a rule that reads the record
# only, with the findings the rule makes certain. Sources: crates/shashki-pdn/tests/data/games
# (SOURCES.md): russian-abatsiev-gamescheckers.pdn (games 1-50; every game for rule shot) and
# international-gamescheckers-wk2003.pdn (games 1-25). A move is one of a position with two or
# more legal moves, and is quiet (not a capture). Rules, in this order:
#   shot      the reply in the record is a capture, the record's forcing part from the move
#             (the mover gives, the other side must take, until the other side is free) is
#             complete with more taken than given, and every move of the other side in it was
#             its only legal move (no other defence): +Shot/Played -Hanging/Played.
#   exchange  (first of a game from ply 10) the reply is a capture of one piece, the mover takes
#             one back and the other side is then free: an even exchange, no shot and no piece
#             lost: -Shot/Played -Hanging/Played.
#   quiet     (first of a game from ply 16) the reply in the record is not a capture: as captures
#             are compulsory the other side had none, so nothing was left hanging and nothing
#             given: -Hanging/Played -Shot/Played -Breakthrough/Played.
# Columns: variant, game number in its file, ply of the move (1 = the game's first), FEN before
# it, the move, the expectations (+Idea/Chance: the coach must say it; -: it must not), the rule.
";

/// The archives the set is chosen from: variant, file, the games read for rules exchange and
/// quiet (rule shot reads every game of the russian file).
const SOURCES: [(Variant, &str, usize); 2] = [
    (Variant::Russian, "russian-abatsiev-gamescheckers.pdn", 50),
    (
        Variant::International,
        "international-gamescheckers-wk2003.pdn",
        25,
    ),
];

/// The rows of one archive, by the rule of [`HEADER`].
fn choose(variant: Variant, file: &str, games: usize) -> Vec<String> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../shashki-pdn/tests/data/games")
        .join(file);
    let reader = Reader::new(BufReader::new(File::open(&path).unwrap()));
    let mut rows = Vec::new();
    let every = if variant == Variant::Russian {
        usize::MAX
    } else {
        games
    };
    for (n, game) in reader.enumerate().take(every) {
        let number = n + 1;
        let Ok(line) = game
            .map_err(drop)
            .and_then(|g| replay_in(variant, &g).map_err(drop))
        else {
            continue;
        };
        let mut positions = vec![line.start];
        for mv in &line.moves {
            let last = positions[positions.len() - 1];
            positions.push(last.play(mv));
        }
        let (mut exchange, mut quiet) = (false, false);
        for (k, mv) in line.moves.iter().enumerate() {
            let ply = k + 1;
            let before = positions[k];
            if mv.is_capture() || before.legal_moves().len() < 2 {
                continue;
            }
            let Some(reply) = line.moves.get(k + 1) else {
                continue;
            };
            let f = forcing(&before, &line.moves[k..]);
            let row = |expect: &str, rule: &str| {
                format!(
                    "{}\t{number}\t{ply}\t{}\t{}\t{expect}\t{rule}",
                    variant.key(),
                    before.fen(),
                    before.move_text(mv)
                )
            };
            let read = number <= games;
            if reply.is_capture()
                && f.complete
                && f.given >= 1
                && f.taken > f.given
                && forced_defence(&positions[k..], &line.moves[k..])
            {
                rows.push(row("+Shot/Played -Hanging/Played", "shot"));
            } else if reply.is_capture()
                && read
                && !exchange
                && ply >= 10
                && even_exchange(&positions[k + 1..], &line.moves[k + 1..])
            {
                exchange = true;
                rows.push(row("-Shot/Played -Hanging/Played", "exchange"));
            } else if !reply.is_capture() && read && !quiet && ply >= 16 {
                quiet = true;
                rows.push(row(
                    "-Hanging/Played -Shot/Played -Breakthrough/Played",
                    "quiet",
                ));
            }
        }
    }
    rows
}

/// True when every move of the other side in the forcing part of the record from
/// `positions[0]` (before the move, its mover starting it) was its only legal move.
fn forced_defence(positions: &[VariantPosition], moves: &[Move]) -> bool {
    let me = positions[0].turn();
    for (pos, mv) in positions.iter().zip(moves) {
        let theirs = pos.turn() != me;
        if theirs && !mv.is_capture() {
            return true;
        }
        if theirs && pos.legal_moves().len() > 1 {
            return false;
        }
        if !theirs && !pos.play(mv).has_capture() {
            return true;
        }
    }
    true
}

/// True when the record from `positions[0]` (after the move) is a capture of one piece, one
/// taken back, and then the side that took first is free.
fn even_exchange(positions: &[VariantPosition], moves: &[Move]) -> bool {
    match (moves, positions) {
        ([take, back, ..], [_, _, after, ..]) => {
            take.taken() == 1 && back.taken() == 1 && !after.has_capture()
        }
        _ => false,
    }
}

/// The committed set is what its rule chooses from the archives, so the rule written in its
/// header is the one that made it. After changing the rule, write the set again with
/// `SHASHKI_WRITE_COACH_SET=1 cargo test -p shashki-study --test coach_set`.
#[test]
fn the_committed_set_is_what_its_rule_chooses() {
    let mut text = HEADER.to_string();
    for (variant, file, games) in SOURCES {
        for row in choose(variant, file, games) {
            text.push_str(&row);
            text.push('\n');
        }
    }
    let out = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/coach-set.tsv");
    if std::env::var_os("SHASHKI_WRITE_COACH_SET").is_some() {
        std::fs::write(out, text).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&out).unwrap();
    assert!(
        committed == text,
        "tests/data/coach-set.tsv is not what its rule chooses: write it again (SHASHKI_WRITE_COACH_SET=1)"
    );
}

/// The idea and chance an expectation names (`Shot/Played`).
fn parse(text: &str) -> Option<(Idea, Chance)> {
    let (idea, chance) = text.split_once('/')?;
    let idea = Idea::ALL
        .into_iter()
        .find(|i| i.name() == idea.to_lowercase())?;
    let chance = Chance::ALL
        .into_iter()
        .find(|c| c.name() == chance.to_lowercase())?;
    Some((idea, chance))
}

/// The rows of the committed set (variant, game, ply, FEN, move, expectations, rule), its
/// header checked to be the rule written here.
fn rows() -> Vec<Vec<&'static str>> {
    let set = include_str!("data/coach-set.tsv");
    assert_eq!(
        set.lines().take_while(|l| l.starts_with('#')).count(),
        HEADER.lines().count(),
        "the file's header is the rule written here"
    );
    let rows: Vec<Vec<&str>> = set
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.split('\t').collect())
        .collect();
    assert!(rows.len() >= 100, "{} rows", rows.len());
    rows
}

/// Checks that the coach at `limits`, probing `tables` if any, says what every row expects.
fn coach_agrees(limits: Limits, tables: Option<&std::path::Path>) {
    let mut wrong = Vec::new();
    for f in rows() {
        let variant: Variant = f[0].parse().unwrap();
        let pos = VariantPosition::from_fen(variant, f[3]).unwrap();
        let mv = pos.parse_move(f[4]).unwrap();
        let review = Coach::new(limits, MARGIN)
            .with_endgames(tables)
            .review(&VariantGame::new(pos, None), &mv)
            .unwrap();
        for token in f[5].split_whitespace() {
            let (idea, chance) = parse(&token[1..]).unwrap();
            if review.find(idea, chance).is_some() != token.starts_with('+') {
                let found: Vec<_> = review.findings.iter().map(|x| (x.idea, x.chance)).collect();
                wrong.push(format!(
                    "{} game {} ply {} {}: {token}; found {found:?}",
                    f[0], f[1], f[2], f[4]
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{limits:?}, tables {tables:?}:\n{}",
        wrong.join("\n")
    );
}

/// The coach's own node limit.
fn nodes() -> Limits {
    Limits {
        nodes: Some(NODES),
        ..Limits::default()
    }
}

// Three search settings, each a test of its own so that they run side by side: two without
// tables, and the coach's own with russian tables of up to four pieces (the international rows
// find none there).

#[test]
fn the_coach_agrees_with_its_test_set_at_its_node_limit() {
    coach_agrees(nodes(), None);
}

#[test]
fn the_coach_agrees_with_its_test_set_at_depth_10() {
    coach_agrees(Limits::depth(10), None);
}

#[test]
fn the_coach_agrees_with_its_test_set_with_endgame_tables() {
    let tables = common::russian_tables();
    coach_agrees(nodes(), Some(tables.as_path()));
}
