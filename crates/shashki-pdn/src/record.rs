//! Games in the variant's own form: tags in the standard order with the variant's `GameType`,
//! and moves in the variant's notation (RULES.md A4, INTERFACES.md §1 and §4).

use shashki::{dispatch, Move, Position, Rules, SquareStyle, VariantGame, VariantPosition};

use crate::game::{PdnGame, PdnMove};
use crate::replay::{read_line, start_position, ReplayError};
use crate::result::{normalize_result, result_marker};
use crate::variant::{game_type, variant_tag};

/// The Seven Tag Roster of PGN, written first and in this order.
const ROSTER: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// The tags that [`arrange_tags`] writes itself.
const SET_HERE: [&str; 4] = ["GameType", "Variant", "SetUp", "FEN"];

/// The record of `game`: `tags` put in order (see [`normalize`]), each move written in the
/// variant's notation, and the result marker of its outcome ([`result_marker`]).
pub fn record(tags: &[(String, String)], game: &VariantGame) -> PdnGame {
    let result = result_marker(game.variant(), game.outcome());
    record_line(tags, &game.start(), game.moves(), Some(result))
}

/// The record of the moves `moves`, legal in turn from `start` (a line that may go on after
/// the rules ended the game, as an analysis or a broken record does): `tags` put in order, each
/// move written in the variant's notation against the legal moves of its position, and
/// `result`.
pub fn record_line(
    tags: &[(String, String)],
    start: &VariantPosition,
    moves: &[Move],
    result: Option<&str>,
) -> PdnGame {
    let mut out = PdnGame {
        tags: tags.to_vec(),
        result: result.map(|r| normalize_result(r).to_string()),
        ..PdnGame::default()
    };
    let mut pos = *start;
    for mv in moves {
        out.moves.push(PdnMove::new(pos.move_text(mv)));
        pos = pos.play(mv);
    }
    dispatch!(VariantPosition(start), s => arrange_tags(&mut out, s));
    out
}

/// The game in the variant's own form: every move of the main line and of the variations
/// rewritten in the variant's notation; tags in the order Event, Site, Date, Round, White,
/// Black, Result (those present; Result added from the movetext when missing), then `GameType`
/// as INTERFACES.md §1 gives it, `Variant` where the table asks for it, `SetUp` and `FEN`
/// when the game does not start from the variant's start position, then the other tags in
/// their order. Russian colon results (`1:0`) become the PDN ones (`1-0`). Notes, marks and
/// NAGs are kept.
///
/// # Errors
/// A bad `FEN` tag, or a move (of the main line or a variation) that does not resolve.
pub fn normalize<R: Rules>(game: &PdnGame) -> Result<PdnGame, ReplayError> {
    normalize_in::<R>(game, R::SQUARES)
}

/// [`normalize`] with the squares of every move named in `style` (`15x22` for English read as
/// `d6xa3`...): each move is written anew from the legal move it means, so quiet moves and
/// captures convert alike, whatever separator they were written with.
///
/// # Errors
/// As [`normalize`].
pub fn normalize_in<R: Rules>(game: &PdnGame, style: SquareStyle) -> Result<PdnGame, ReplayError> {
    let start = start_position::<R>(game).map_err(ReplayError::Fen)?;
    let mut out = game.clone();
    out.moves = rewrite(&start, &game.moves, style)?;
    out.result = game
        .result
        .as_deref()
        .map(|r| normalize_result(r).to_string());
    arrange_tags(&mut out, &start);
    Ok(out)
}

/// A line with each move written in the variant's notation with squares in `style`, its
/// variations too (each move read
/// as [`crate::replay`] reads it).
fn rewrite<R: Rules>(
    start: &Position<R>,
    line: &[PdnMove],
    style: SquareStyle,
) -> Result<Vec<PdnMove>, ReplayError> {
    let (moves, _) = read_line(start, line)?;
    let mut pos = *start;
    let mut out = Vec::with_capacity(line.len());
    for (m, mv) in line.iter().zip(&moves) {
        let variations = m
            .variations
            .iter()
            .map(|v| rewrite(&pos, v, style))
            .collect::<Result<_, _>>()?;
        out.push(PdnMove {
            text: pos.move_text_in(mv, &pos.legal_moves(), style),
            variations,
            ..m.clone()
        });
        pos = pos.play(mv);
    }
    Ok(out)
}

/// Puts the tags in the standard order and sets the variant's and the start's tags.
fn arrange_tags<R: Rules>(game: &mut PdnGame, start: &Position<R>) {
    let mut tags = Vec::with_capacity(game.tags.len() + 4);
    for name in ROSTER {
        if let Some(value) = game.tag(name) {
            let value = if name == "Result" {
                normalize_result(value)
            } else {
                value
            };
            tags.push((name.to_string(), value.to_string()));
        } else if name == "Result" {
            if let Some(result) = &game.result {
                tags.push((name.to_string(), result.clone()));
            }
        }
    }
    tags.push(("GameType".to_string(), game_type(R::VARIANT).to_string()));
    if let Some(v) = variant_tag(R::VARIANT) {
        tags.push(("Variant".to_string(), v.to_string()));
    }
    if *start != Position::<R>::start() {
        tags.push(("SetUp".to_string(), "1".to_string()));
        tags.push(("FEN".to_string(), start.fen()));
    }
    let own = |n: &str| {
        ROSTER
            .iter()
            .chain(SET_HERE.iter())
            .any(|r| r.eq_ignore_ascii_case(n))
    };
    tags.extend(game.tags.iter().filter(|(n, _)| !own(n)).cloned());
    game.tags = tags;
}
