//! The classic endings of russian draughts as guided exercises, every move checked by the
//! tables (issue 17): Petrov's triangle, three kings catching a lone king that does not hold
//! the main road before the 15-move count runs out; and the main road, a lone king on a1–h8
//! holding out against three kings.
//!
//! The player's move is judged with the game's own draw counters: in Petrov's triangle it must
//! keep a win whose length (the tables' distance, the loser delaying) fits the moves left on
//! the lone-king count; on the main road it must keep a draw against any play, which a king
//! that stays on the road does.

use shashki::{Color, Counter, DrawReason, Game, Move, Outcome, Position, Russian};

use crate::index::Index;
use crate::material::Material;
use crate::probe::{Egdb, ProbeError};
use crate::study::road;
use crate::value::{Value, Wdl};

/// An ending to practise; the player has White and moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exercise {
    /// Three kings, one of them on the main road, against a lone king off it: win.
    Petrov,
    /// A lone king on the main road against three kings off it: hold the draw.
    MainRoad,
}

/// Petrov starts need at least this many moves of the player: shorter ones teach nothing.
const SHORTEST_WIN: u32 = 6;

impl Exercise {
    /// Every exercise.
    pub const ALL: [Exercise; 2] = [Exercise::Petrov, Exercise::MainRoad];

    /// Its key in the API and the catalogue.
    pub fn key(self) -> &'static str {
        match self {
            Exercise::Petrov => "petrov",
            Exercise::MainRoad => "main-road",
        }
    }

    /// The exercise of `key`.
    pub fn from_key(key: &str) -> Option<Exercise> {
        Exercise::ALL.into_iter().find(|e| e.key() == key)
    }

    /// The start positions, in the tables' index order: Petrov, the player to move with a
    /// king on the road and a win of [`SHORTEST_WIN`] moves or more that the draw rules allow;
    /// main road, the lone king to move alone on the road, where it can hold and a careless
    /// move loses. No start has a capture to make.
    ///
    /// # Errors
    /// When the russian tables of 4 pieces are missing.
    pub fn starts(self, egdb: &Egdb) -> Result<Vec<Position<Russian>>, ProbeError> {
        let road = road();
        let material = match self {
            Exercise::Petrov => Material::new((3, 0), (1, 0)),
            Exercise::MainRoad => Material::new((1, 0), (3, 0)),
        };
        let index = Index::new::<Russian>(material);
        let mut out = Vec::new();
        for i in 0..index.size() {
            let Some(board) = index.decode(i) else {
                continue;
            };
            let holds = board.white & road != 0 && board.black & road == 0;
            let Some(pos) = board.position::<Russian>() else {
                continue;
            };
            if !holds || pos.has_capture() || pos.with_turn(Color::Black).has_capture() {
                continue;
            }
            let fits = match self {
                Exercise::Petrov => {
                    let p = egdb.probe(&pos)?;
                    p.rules == Some(Wdl::Win) && p.value.moves().unwrap_or(0) >= SHORTEST_WIN
                }
                Exercise::MainRoad => {
                    egdb.value(&pos)?.wdl == Wdl::Draw && self.a_move_loses(egdb, &pos)?
                }
            };
            if fits {
                out.push(pos);
            }
        }
        Ok(out)
    }

    /// True when one of the moves of `pos` loses by the tables.
    fn a_move_loses(self, egdb: &Egdb, pos: &Position<Russian>) -> Result<bool, ProbeError> {
        for mv in pos.legal_moves() {
            if egdb.value(&pos.play(&mv))?.wdl == Wdl::Win {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Judges the player's last move, already played in `game`, and chooses the reply.
    ///
    /// # Errors
    /// When the tables of the position are missing.
    pub fn judge(self, egdb: &Egdb, game: &Game<Russian>) -> Result<Judgement, ProbeError> {
        if let Some(end) = self.end(game) {
            return Ok(end);
        }
        let pos = *game.position();
        let value = egdb.value(&pos)?;
        let keeps = match self {
            Exercise::Petrov => {
                value.wdl == Wdl::Loss
                    && value
                        .moves()
                        .is_some_and(|m| m <= moves_left(&game.counters()))
            }
            Exercise::MainRoad => value.wdl != Wdl::Win,
        };
        if !keeps {
            return Ok(Judgement::Wrong {
                refutation: refutation(egdb, &pos, value)?,
            });
        }
        let reply = match self {
            Exercise::Petrov => egdb.best_move(&pos)?.map(|(mv, _)| mv),
            Exercise::MainRoad => hardest(egdb, &pos)?,
        };
        let Some(reply) = reply else {
            return Ok(Judgement::Solved { reply: None });
        };
        let mut after = game.clone();
        after.play(&reply).expect("a legal move of the position");
        Ok(match self.end(&after) {
            Some(Judgement::Solved { .. }) => Judgement::Solved { reply: Some(reply) },
            Some(wrong) => wrong,
            None => Judgement::Right { reply },
        })
    }

    /// The judgement of a game that has ended: solved when the player reached the goal.
    fn end(self, game: &Game<Russian>) -> Option<Judgement> {
        let reached = match (self, game.outcome()) {
            (_, Outcome::Ongoing) => return None,
            (Exercise::Petrov, Outcome::Win { winner, .. }) => winner == Color::White,
            (Exercise::MainRoad, Outcome::Draw(_)) => true,
            (Exercise::MainRoad, Outcome::Win { winner, .. }) => winner == Color::White,
            _ => false,
        };
        Some(if reached {
            Judgement::Solved { reply: None }
        } else {
            Judgement::Wrong {
                refutation: Vec::new(),
            }
        })
    }
}

/// What a move of the player comes to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judgement {
    /// It keeps the goal; the opponent replies so.
    Right {
        /// The opponent's move.
        reply: Move,
    },
    /// The goal is reached, by the move or by the opponent's reply that ended the game.
    Solved {
        /// That reply.
        reply: Option<Move>,
    },
    /// It gives the goal away; the opponent's best line after it (empty when the game ended).
    Wrong {
        /// The opponent's moves from the position after the player's move.
        refutation: Vec<Move>,
    },
}

/// The strong side's moves left before the lone-king count (15 moves) draws the game. The
/// main-road count is left to the game: in these starts the strong side holds the road, and
/// the tables' wins never let the lone king settle on it (RULES.md A3, russian (c), (d)).
fn moves_left(counters: &[Counter]) -> u32 {
    counters
        .iter()
        .filter(|c| c.rule == DrawReason::LoneKing)
        .map(|c| c.limit.saturating_sub(c.count))
        .min()
        .unwrap_or(u32::MAX)
}

/// How the opponent punishes a wrong move from `pos` (opponent to move, worth `value` to it):
/// the tables' line when it wins, its best move when it escapes to a draw.
fn refutation(egdb: &Egdb, pos: &Position<Russian>, value: Value) -> Result<Vec<Move>, ProbeError> {
    if value.wdl == Wdl::Win {
        return egdb.line(pos, 60);
    }
    Ok(egdb.best_move(pos)?.map(|(mv, _)| mv).into_iter().collect())
}

/// The strong side's move that leaves the lone king the fewest moves that hold, among those
/// that keep the strong side's value (a draw: no piece given away): the most testing try.
fn hardest(egdb: &Egdb, pos: &Position<Russian>) -> Result<Option<Move>, ProbeError> {
    let Some((_, keep)) = egdb.best_move(pos)? else {
        return Ok(None);
    };
    let mut best: Option<(usize, Move)> = None;
    for mv in pos.legal_moves() {
        let after = pos.play(&mv);
        if egdb.value(&after)?.before().wdl != keep.wdl {
            continue;
        }
        let mut holding = 0;
        for answer in after.legal_moves() {
            holding += usize::from(egdb.value(&after.play(&answer))?.wdl != Wdl::Win);
        }
        if best.is_none_or(|(b, _)| holding < b) {
            best = Some((holding, mv));
        }
    }
    Ok(best.map(|(_, mv)| mv))
}
