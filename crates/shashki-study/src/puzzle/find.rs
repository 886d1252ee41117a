//! Finding a combination in a position: a shallow search finds a forced gain, a deeper one
//! confirms it and gives the line, and a search after every other first move tells whether the
//! solution is unique.

use shashki::{Color, Goal, Move, Rules, VariantGame, VariantPosition};

use super::record::Puzzle;
use crate::coach::{evaluate, forcing, prove, Eval, Idea};
use shashki_engine::{one_ply_back, Engine, EngineError, Limits, Score};

/// What a gain must exceed the material balance by (hundredths of a man) to count as a win:
/// most of a man, so that positional terms alone never make one.
pub const MARGIN: Score = 80;

/// A side this far ahead in material (hundredths of a man) has won already: no puzzle there.
const AHEAD: Score = 250;

/// The most other first moves that may keep the win; with more the position is no puzzle.
const MAX_ALSO: usize = 2;

/// The fewest pieces on the board for a puzzle: fewer make endings, not combinations.
const MIN_PIECES: u32 = 6;

/// The longest line of a gain that is neither a shot nor a breakthrough: a threat and its
/// capture (the solver's two moves); longer ones are quiet manoeuvres, not combinations.
const MAX_GAIN_PLIES: usize = 3;

/// A king's worth in the material count of a line (a man is 1).
const KING: i32 = 3;

/// What [`find`] found in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// No gain at the shallow depth (or no puzzle possible there).
    Nothing,
    /// A gain at the shallow depth that the deep search or the other first moves refused.
    Refuted,
    /// A puzzle.
    Puzzle(Box<Puzzle>),
}

/// The depths of the finder's searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Depths {
    /// The first, cheap search that every position gets.
    pub shallow: u32,
    /// The search that confirms a candidate and judges every other first move (one ply less).
    pub deep: u32,
}

/// The combination of the side to move in the position `game` stands at, if it has one: a
/// variant where material counts (not giveaway), a quiet start (no capture to make, no man to
/// crown in one step), not already won on material, a gain of at least [`MARGIN`] over the
/// material balance at both depths, a line that realises it, and at most [`MAX_ALSO`] other
/// first moves that keep it. A shot or a breakthrough gives a piece the opponent could not
/// take before; a gain that is neither must take material, not only crown a man, within
/// [`MAX_GAIN_PLIES`]. The puzzle's source is left empty.
///
/// # Errors
/// When a search cannot start.
pub fn find(engine: &Engine, game: &VariantGame, depths: Depths) -> Result<Found, EngineError> {
    let pos = game.position();
    let legal = pos.legal_moves();
    let balance = material(&pos);
    let material_goal = shashki::with_rules!(pos.variant(), R => R::GOAL != Goal::NoMovesWins);
    let quiet = !pos.has_capture() && legal.len() >= 2 && !crowns_at_once(&legal);
    let enough = (pos.pieces(Color::White) | pos.pieces(Color::Black)).count_ones() >= MIN_PIECES;
    if !material_goal || game.outcome().is_over() || !quiet || !enough || balance >= AHEAD {
        return Ok(Found::Nothing);
    }
    let win = balance + MARGIN;
    let shallow = engine.think(game, Limits::depth(depths.shallow))?;
    if shallow.score < win || realised(&pos, &shallow.pv).is_none() {
        return Ok(Found::Nothing);
    }
    let deep = evaluate(engine, game, &Limits::depth(depths.deep))?;
    let Some((plies, gain)) = realised(&pos, &deep.line).filter(|_| deep.score >= win) else {
        return Ok(Found::Refuted);
    };
    let line = deep.line[..plies].to_vec();
    let f = forcing(&pos, &line);
    let idea = if !sacrifices(&pos, &line) {
        None
    } else if f.is_shot() {
        Some(Idea::Shot)
    } else if f.is_breakthrough() {
        Some(Idea::Breakthrough)
    } else {
        None
    };
    if idea.is_none() && (captured(&pos, &line) < 1 || plies > MAX_GAIN_PLIES) {
        // A man that simply walks to the crowning row is no combination, nor a long line of
        // quiet moves whose replies are free (a teacher's reading of the set, issue 33).
        return Ok(Found::Refuted);
    }
    let mut also = Vec::new();
    for mv in legal.iter().filter(|mv| Some(*mv) != line.first()) {
        if keeps(engine, game, mv, win, &Limits::depth(depths.deep - 1))?.0 {
            also.push(*mv);
            if also.len() > MAX_ALSO {
                return Ok(Found::Refuted);
            }
        }
    }
    Ok(Found::Puzzle(Box::new(Puzzle {
        position: pos,
        idea,
        grade: u32::try_from(plies.div_ceil(2)).unwrap_or(u32::MAX),
        gain,
        win,
        line,
        also,
        source: String::new(),
    })))
}

/// Whether `mv`, played in `game`, keeps a score of at least `win` for the side that plays it
/// within `limits`, with the opponent's best line after it.
///
/// # Errors
/// When a search cannot start; a move that is not legal keeps nothing.
pub(crate) fn keeps(
    engine: &Engine,
    game: &VariantGame,
    mv: &Move,
    win: Score,
    limits: &Limits,
) -> Result<(bool, Eval), EngineError> {
    let mut after = game.clone();
    if after.play(mv).is_err() {
        return Ok((false, Eval::default()));
    }
    let reply = evaluate(engine, &after, limits)?;
    Ok((one_ply_back(reply.score) >= win, reply))
}

/// The material balance of `pos` for the side to move, in hundredths of a man (a king
/// counts [`KING`] men).
fn material(pos: &VariantPosition) -> Score {
    100 * material_of(pos, pos.turn())
}

/// The material balance of `pos` for `me`, in men (a king counts [`KING`] men).
pub(crate) fn material_of(pos: &VariantPosition, me: Color) -> Score {
    let count = |pieces: u64| {
        let kings = (pieces & pos.kings()).count_ones();
        let all = pieces.count_ones();
        (all - kings) as Score + KING * kings as Score
    };
    count(pos.pieces(me)) - count(pos.pieces(!me))
}

/// True when one of `legal` crowns a man: its aim is plain without a combination, and a
/// breakthrough's task («в дамки за 3 хода») reads wrong beside it (found cold, issue 33).
fn crowns_at_once(legal: &[Move]) -> bool {
    legal.iter().any(Move::promotes)
}

/// Why stored puzzle `p` is not one [`find`] would make, whatever a search says: a man to
/// crown at once, or a shot or breakthrough that gives no piece. `None` when it is well posed.
pub(crate) fn ill_posed(p: &Puzzle) -> Option<&'static str> {
    if crowns_at_once(&p.position.legal_moves()) {
        return Some("a man crowns in one move");
    }
    if p.idea.is_some() && !sacrifices(&p.position, &p.line) {
        return Some("its idea gives no piece the opponent could not take before");
    }
    None
}

/// Whether the opponent, in `line` from `start`, takes a piece of the side to move there that
/// it could not have taken before the line: a sacrifice the line makes, not a piece left
/// where it stood attacked (found cold: «Отдать шашку» said of a man the king was taking
/// anyway).
fn sacrifices(start: &VariantPosition, line: &[Move]) -> bool {
    let me = start.turn();
    let attacked = prove::attacked(start).unwrap_or(0);
    let mut pos = *start;
    for mv in line {
        if pos.turn() != me && mv.captured() & !attacked != 0 {
            return true;
        }
        pos = pos.play(mv);
    }
    false
}

/// The pieces the side to move in `start` takes in `line` less those it loses.
fn captured(start: &VariantPosition, line: &[Move]) -> i32 {
    let me = start.turn();
    let mut pos = *start;
    let mut net = 0;
    for mv in line {
        let taken = mv.taken() as i32;
        net += if pos.turn() == me { taken } else { -taken };
        pos = pos.play(mv);
    }
    net
}

/// Where `line`, from `start`, first completes a gain for the side to move there: the number
/// of plies up to the solver's move after which it is ahead of the start in material and the
/// opponent has nothing to take, and the gain (a man 1, a king [`KING`]); `None` if it never
/// does.
pub(crate) fn realised(start: &VariantPosition, line: &[Move]) -> Option<(usize, i32)> {
    let me = start.turn();
    let mut pos = *start;
    let mut net = 0;
    for (ply, mv) in line.iter().enumerate() {
        let kings = (mv.captured() & pos.kings()).count_ones() as i32;
        let won = mv.taken() as i32 + (KING - 1) * kings + (KING - 1) * i32::from(mv.promotes());
        let mine = pos.turn() == me;
        net += if mine { won } else { -won };
        pos = pos.play(mv);
        if mine && net >= 1 && !pos.has_capture() {
            return Some((ply + 1, net));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::Variant;

    /// Puzzle line `tsv` of the set's form, read.
    fn puzzle(tsv: &str) -> Puzzle {
        Puzzle::parse(tsv).unwrap()
    }

    #[test]
    fn a_man_that_crowns_at_once_makes_no_puzzle() {
        // russian-abatsiev-gamescheckers.pdn#97@52, in the set of 2026-12-07: a7-b8 crowns at once
        // beside the breakthrough h2-g3 h4:f2 a7-b8 «in 2 moves».
        let p = puzzle("russian\tW:W5,6,28,32:B12,15,16,K20,23\tbreakthrough\t2\t2\t80\th2-g3 h4:f2 a7-b8\t-\tx");
        assert_eq!(ill_posed(&p), Some("a man crowns in one move"));
        let engine = Engine::with_hash(1);
        let game = VariantGame::new(p.position, None);
        let depths = Depths {
            shallow: 4,
            deep: 5,
        };
        assert_eq!(find(&engine, &game, depths).unwrap(), Found::Nothing);
    }

    #[test]
    fn a_piece_taken_where_it_stood_attacked_is_no_sacrifice() {
        // russian-selfplay-4000-nodes.pdn#5@51: the white king on d8 takes g5 whatever Black
        // plays, so g3-h2 gives nothing; h2-g1 crowns a man that was free to walk.
        let start =
            VariantPosition::from_fen(Variant::Russian, "B:WK2,14,22,29:B12,15,16,24").unwrap();
        let line = moves(&start, &["g3-h2", "d8:h4", "h2-g1"]);
        assert!(!sacrifices(&start, &line));
        // russian-abatsiev-gamescheckers.pdn#29@34: f4-g5 gives a man for two.
        let shot =
            VariantPosition::from_fen(Variant::Russian, "W:W19,23,26,27,31:B2,10,11,12,20,21")
                .unwrap();
        let line = moves(&shot, &["f4-g5", "h6:f4", "e3:c5"]);
        assert!(sacrifices(&shot, &line));
    }

    /// `texts` played from `start`, as moves.
    fn moves(start: &VariantPosition, texts: &[&str]) -> Vec<Move> {
        let mut pos = *start;
        texts
            .iter()
            .map(|text| {
                let mv = pos.parse_move(text).unwrap();
                pos = pos.play(&mv);
                mv
            })
            .collect()
    }
}
