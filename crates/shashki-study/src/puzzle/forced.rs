//! Whether a puzzle's gain is forced against every defence, by the rules: the search only
//! proposes the solver's moves, and every legal reply of the opponent is followed.
//!
//! A search's score is a guess at a horizon; a puzzle that rests on one can lose its solution
//! to the next change of the engine (issue 33: 70 of 1,085 did). The proof here does not: from
//! the puzzle's position, the solver plays the line's move while the opponent keeps to the line
//! and else the move a search proposes, the opponent every legal reply, and each branch must
//! reach, within the line's length and a few plies more, a position after a solver's move where
//! the solver is ahead of the start in material and the opponent has nothing to take (or no
//! move at all). What the gain is worth afterwards is the deeper searches' and the tables' to
//! confirm ([`super::Puzzle::verify`]).

use std::collections::HashSet;

use shashki::{Color, Move, VariantGame, VariantPosition};
use shashki_engine::{Engine, EngineError, Limits};

use super::find::material_of;
use super::record::Puzzle;

/// Plies a defence may add to the line's length before the gain must be complete: a deviation
/// that only delays the loss costs the solver a move or two more.
const SLACK: usize = 4;

/// The depth of the searches that propose the solver's moves off the line.
const GUIDE_DEPTH: u32 = 8;

/// The most solver's turns one proof may visit; a position where the opponent has that many
/// defences is no combination (and the proof stays fast).
const MAX_TURNS: usize = 3_000;

/// The proof's state: the start, the line and what was visited.
struct Proof<'a> {
    engine: &'a Engine,
    start: VariantPosition,
    solver: Color,
    line: &'a [Move],
    /// Positions, with the plies left, already proved.
    proved: HashSet<(u64, usize)>,
    /// The solver's turns visited.
    turns: usize,
    /// A defence that escapes, the moves from the start, unless a later success covered it.
    escape: Option<Vec<Move>>,
}

impl Puzzle {
    /// Proves the puzzle's gain against every defence (see the module). Returns the defence
    /// that escapes, as the moves from the puzzle's position, `None` when the gain is forced.
    ///
    /// # Errors
    /// When a search cannot start.
    pub fn escape(&self, engine: &Engine) -> Result<Option<String>, EngineError> {
        let mut proof = Proof {
            engine,
            start: self.position,
            solver: self.position.turn(),
            line: &self.line,
            proved: HashSet::new(),
            turns: 0,
            escape: None,
        };
        if proof.solver_turn(self.position, &mut Vec::new(), self.line.len() + SLACK)? {
            return Ok(None);
        }
        if proof.turns > MAX_TURNS {
            return Ok(Some(format!("more than {MAX_TURNS} defences to follow")));
        }
        let escape = proof.escape.unwrap_or_default();
        Ok(Some(self.position.line_texts(&escape).join(" ")))
    }
}

impl Proof<'_> {
    /// True when the solver, to move in `pos` (reached by `path`) with `plies` left, forces
    /// the gain.
    fn solver_turn(
        &mut self,
        pos: VariantPosition,
        path: &mut Vec<Move>,
        plies: usize,
    ) -> Result<bool, EngineError> {
        self.turns += 1;
        if plies == 0 || self.turns > MAX_TURNS {
            return Ok(false);
        }
        if self.proved.contains(&(pos.hash(), plies)) {
            return Ok(true);
        }
        for mv in self.candidates(pos, path)? {
            path.push(mv);
            let after = pos.play(&mv);
            let done = self.gained(&after) || self.opponent_turn(after, path, plies - 1)?;
            path.pop();
            if done {
                if self.escape.as_ref().is_some_and(|e| e.starts_with(path)) {
                    self.escape = None;
                }
                self.proved.insert((pos.hash(), plies));
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// True when every reply of the opponent, to move in `pos`, leaves the solver a forced
    /// gain within `plies`.
    fn opponent_turn(
        &mut self,
        pos: VariantPosition,
        path: &mut Vec<Move>,
        plies: usize,
    ) -> Result<bool, EngineError> {
        if plies == 0 {
            return Ok(false);
        }
        for reply in pos.legal_moves() {
            path.push(reply);
            let held = self.solver_turn(pos.play(&reply), path, plies - 1)?;
            if !held && !self.escape.as_ref().is_some_and(|e| e.starts_with(path)) {
                self.escape = Some(path.clone());
            }
            path.pop();
            if !held {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// The solver's moves to try in `pos`, reached by `path`: the line's move while the game
    /// keeps to the line, else one that completes the gain at once, and the move a search
    /// proposes.
    fn candidates(&self, pos: VariantPosition, path: &[Move]) -> Result<Vec<Move>, EngineError> {
        let legal = pos.legal_moves();
        let mut moves = Vec::with_capacity(2);
        if self.line.starts_with(path) {
            moves.extend(self.line.get(path.len()));
        }
        if moves.is_empty() {
            moves.extend(legal.iter().find(|mv| self.gained(&pos.play(mv))));
        }
        if legal.is_empty() || !moves.is_empty() && self.gained(&pos.play(&moves[0])) {
            return Ok(moves);
        }
        let proposed = self
            .engine
            .think(&VariantGame::new(pos, None), Limits::depth(GUIDE_DEPTH))?;
        if let Some(mv) = proposed.best.filter(|mv| !moves.contains(mv)) {
            moves.push(mv);
        }
        Ok(moves)
    }

    /// True when, after a solver's move, the gain is complete: the opponent has no move, or
    /// the solver is ahead of the start in material and the opponent has nothing to take.
    fn gained(&self, after: &VariantPosition) -> bool {
        let moves = after.legal_moves();
        moves.is_empty()
            || (material_of(after, self.solver) > material_of(&self.start, self.solver)
                && !after.has_capture())
    }
}
