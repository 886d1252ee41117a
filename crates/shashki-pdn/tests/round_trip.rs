//! Property: random games of every variant, with random tags, notes, marks, NAGs, variations
//! and results, written and read back, are the same game and replay to the same moves.

use proptest::prelude::*;
use shashki::{with_rules, Move, Position, Rules, Variant, VariantPosition};
use shashki_pdn::{normalize, record_line, replay, write_game, PdnGame, PdnMove, Reader, RESULTS};

/// What to hang on one move.
#[derive(Clone, Debug)]
struct Decor {
    annotation: Option<usize>,
    nags: Vec<u32>,
    comments: Vec<String>,
    /// Choices of a line of moves that replaces this move, and a note before it.
    variation: Option<(Vec<u32>, String)>,
}

/// A random game: moves to reach the start, the moves, what hangs on them, tags, result.
#[derive(Clone, Debug)]
struct Spec {
    variant: usize,
    prefix: Vec<u32>,
    choices: Vec<u32>,
    decor: Vec<Decor>,
    tags: Vec<(String, String)>,
    result: Option<usize>,
    /// Comments after the result (kept only when there is one).
    after: Vec<String>,
}

/// The marks, alone and as PDN writes a strength with `X` ("and wins").
const MARKS: [&str; 10] = ["!", "?", "!!", "??", "!?", "?!", "X", "!X", "?!X", "!!X"];

/// Comments as the reader keeps them: words joined by single spaces.
fn note() -> impl Strategy<Value = String> {
    "[ -~]{0,24}".prop_map(|s| s.split_whitespace().collect::<Vec<_>>().join(" "))
}

fn decor() -> impl Strategy<Value = Decor> {
    (
        prop::option::weighted(0.3, 0..MARKS.len()),
        prop::collection::vec(0u32..256, 0..2),
        prop::collection::vec(note(), 0..2),
        prop::option::weighted(0.2, (prop::collection::vec(any::<u32>(), 1..4), note())),
    )
        .prop_map(|(annotation, nags, comments, variation)| Decor {
            annotation,
            nags,
            comments: comments.into_iter().filter(|c| !c.is_empty()).collect(),
            variation,
        })
}

fn spec() -> impl Strategy<Value = Spec> {
    (
        0..Variant::ALL.len(),
        prop::collection::vec(any::<u32>(), 0..6),
        prop::collection::vec(any::<u32>(), 0..50),
        prop::collection::vec(decor(), 50),
        prop::collection::vec(("[A-Za-z]{1,8}", "[ -~]{0,16}"), 0..4),
        prop::option::of(0..RESULTS.len()),
        prop::collection::vec(note(), 0..2),
    )
        .prop_map(
            |(variant, prefix, choices, decor, tags, result, after)| Spec {
                variant,
                prefix,
                choices,
                decor,
                tags: tags
                    .into_iter()
                    .map(|(n, v)| (n, v.trim().to_string()))
                    .collect(),
                result,
                after: after.into_iter().filter(|c| !c.is_empty()).collect(),
            },
        )
}

/// Plays the moves chosen by `choices` from `pos` while there are legal moves.
fn play<R: Rules>(pos: &Position<R>, choices: &[u32]) -> (Vec<Move>, Position<R>) {
    let mut pos = *pos;
    let mut moves = Vec::new();
    for &c in choices {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[c as usize % legal.len()];
        pos = pos.play(&mv);
        moves.push(mv);
    }
    (moves, pos)
}

/// The game of a spec under `R`, and its main-line moves.
fn build<R: Rules>(spec: &Spec) -> (PdnGame, Vec<Move>)
where
    VariantPosition: From<Position<R>>,
{
    let (_, start) = play(&Position::<R>::start(), &spec.prefix);
    let (moves, _) = play(&start, &spec.choices);
    let result = spec.result.map(|i| RESULTS[i]);
    let mut game = record_line(&spec.tags, &start.into(), &moves, result);
    if result.is_some() {
        game.comments_after.clone_from(&spec.after);
    }
    let mut pos = start;
    for ((m, mv), d) in game.moves.iter_mut().zip(&moves).zip(&spec.decor) {
        m.annotation = d.annotation.map(|i| MARKS[i].to_string());
        m.nags.clone_from(&d.nags);
        m.comments.clone_from(&d.comments);
        if let Some((choices, before)) = &d.variation {
            let (line, _) = play(&pos, choices);
            let alt = record_line(&[], &pos.into(), &line, None).moves;
            if let Some(mut alt) = (!alt.is_empty()).then_some(alt) {
                if !before.is_empty() {
                    alt[0].comments_before.push(before.clone());
                }
                m.variations.push(alt);
            }
        }
        pos = pos.play(mv);
    }
    (game, moves)
}

fn written(game: &PdnGame) -> Vec<u8> {
    let mut out = Vec::new();
    write_game(&mut out, game).unwrap();
    out
}

fn check<R: Rules>(spec: &Spec) -> Result<(), TestCaseError>
where
    VariantPosition: From<Position<R>>,
{
    let (game, moves) = build::<R>(spec);
    let text = written(&game);
    let shown = String::from_utf8_lossy(&text).into_owned();
    let read: Vec<_> = Reader::new(&text[..]).collect();
    prop_assert_eq!(read.len(), 1, "{}", shown);
    let again = read[0]
        .clone()
        .map_err(|e| TestCaseError::fail(format!("{e}\n{shown}")))?;
    prop_assert_eq!(
        again.without_locations(),
        game.without_locations(),
        "{}",
        shown
    );
    let replayed = replay::<R>(&again).map_err(|e| TestCaseError::fail(format!("{e}")))?;
    prop_assert_eq!(replayed.moves, moves);
    let normal = normalize::<R>(&again).map_err(|e| TestCaseError::fail(format!("{e}")))?;
    prop_assert_eq!(normal.without_locations(), game.without_locations());
    prop_assert!(shown
        .lines()
        .all(|l| l.chars().count() <= 80 || l.starts_with([';', '[']) || l.contains(';')));
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_games_write_and_read_back_equal(spec in spec()) {
        let variant = Variant::ALL[spec.variant];
        with_rules!(variant, R => check::<R>(&spec))?;
    }
}

#[test]
fn a_move_with_everything_reads_back() {
    let mut m = PdnMove::new("c3-d4");
    m.annotation = Some("!?".into());
    m.nags = vec![1, 14];
    m.comments = vec!["a } b".into(), "c".into()];
    let game = PdnGame {
        moves: vec![m],
        result: Some("*".into()),
        ..PdnGame::default()
    };
    let text = written(&game);
    let again = Reader::new(&text[..]).next().unwrap().unwrap();
    assert_eq!(again.without_locations(), game);
}
