//! A game: the start position, the moves, every position reached, the draw-rule counters, the
//! clock, offers and the outcome (RULES.md A3, INTERFACES.md §7).

use std::fmt;
use std::time::Duration;

use crate::clock::{Clock, TimeControl};
use crate::counters::{repetitions, Counter, DrawCounters};
use crate::draw_rules::Goal;
use crate::moves::Move;
use crate::notation::ParseMoveError;
use crate::outcome::{DrawReason, Outcome, WinReason};
use crate::position::Position;
use crate::{Color, Rules};

/// Why a move or an action was refused; the game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The move is not legal in the position (FEN given).
    Illegal {
        /// The refused move as text.
        text: String,
        /// The position, as FEN.
        fen: String,
        /// Why the text named no legal move.
        reason: Option<ParseMoveError>,
    },
    /// The game is over.
    GameOver(Outcome),
    /// It is not this side's turn.
    NotYourTurn(Color),
    /// This side has no draw offer of the opponent to decline.
    NoDrawOffer(Color),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Illegal {
                reason: Some(r),
                fen,
                ..
            } => write!(f, "{r} (position {fen})"),
            PlayError::Illegal { text, fen, .. } => write!(f, "'{text}' is not legal in {fen}"),
            PlayError::GameOver(o) => write!(f, "the game is over: {o}"),
            PlayError::NotYourTurn(c) => write!(f, "it is not {c}'s turn"),
            PlayError::NoDrawOffer(c) => write!(f, "{c} has no draw offer to decline"),
        }
    }
}

impl std::error::Error for PlayError {}

/// A game of variant `R`.
#[derive(Clone, Debug)]
pub struct Game<R: Rules> {
    /// `positions[i]` is the position after `i` plies; never empty.
    positions: Vec<Position<R>>,
    moves: Vec<Move>,
    /// `counters[i]` belongs to `positions[i]`.
    counters: Vec<DrawCounters>,
    /// The outcome of the last position by the rules (no moves, draw rules).
    status: Outcome,
    /// An ending by resignation, agreement or time, with the ply count it happened at.
    ending: Option<(usize, Outcome)>,
    draw_offer: Option<Color>,
    clock: Option<Clock>,
}

/// Where a game stood, to come back to exactly with [`Game::rewind`]: a caller tries a change
/// (to see the outcome and position it leads to) and undoes it without copying the game's
/// history, which only grows while moves are played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checkpoint {
    plies: usize,
    status: Outcome,
    ending: Option<(usize, Outcome)>,
    draw_offer: Option<Color>,
    clock: Option<Clock>,
}

impl Checkpoint {
    /// The plies played when it was taken.
    pub fn plies(&self) -> usize {
        self.plies
    }
}

impl<R: Rules> Game<R> {
    /// A game from `start`.
    pub fn new(start: Position<R>) -> Self {
        let mut game = Game {
            positions: vec![start],
            moves: Vec::new(),
            counters: vec![DrawCounters::start(&start)],
            status: Outcome::Ongoing,
            ending: None,
            draw_offer: None,
            clock: None,
        };
        game.status = game.judge();
        game
    }

    /// A game from `start` with a clock.
    pub fn with_clock(start: Position<R>, control: TimeControl) -> Self {
        let mut game = Self::new(start);
        game.clock = Some(Clock::new(control));
        game
    }

    /// The position now.
    pub fn position(&self) -> &Position<R> {
        self.positions.last().expect("a game always has a position")
    }

    /// The start position.
    pub fn start(&self) -> &Position<R> {
        &self.positions[0]
    }

    /// The moves played.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Every position, the start first.
    pub fn positions(&self) -> &[Position<R>] {
        &self.positions
    }

    /// The clock, if the game has one.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// The side whose draw offer stands, if any.
    pub fn draw_offer(&self) -> Option<Color> {
        self.draw_offer
    }

    /// The outcome now.
    pub fn outcome(&self) -> Outcome {
        self.ending.map_or(self.status, |(_, o)| o)
    }

    /// The draw-rule counters that apply now, with their limits.
    pub fn counters(&self) -> Vec<Counter> {
        let last = self
            .counters
            .last()
            .expect("one set of counters a position");
        last.list(self.position(), repetitions(&self.positions))
    }

    /// The state of the counting draw rules now, for a search that goes on from here.
    pub fn draw_counters(&self) -> DrawCounters {
        *self
            .counters
            .last()
            .expect("one set of counters a position")
    }

    /// The outcome of the current position by the rules alone.
    fn judge(&self) -> Outcome {
        let pos = self.position();
        let mover = !pos.turn();
        if R::GOAL == Goal::FirstKingWins && self.moves.last().is_some_and(|m| m.promotes()) {
            return Outcome::Win {
                winner: mover,
                reason: WinReason::Breakthrough,
            };
        }
        if pos.legal_moves().is_empty() {
            let stuck = pos.turn();
            let none = pos.pieces(stuck) == 0;
            let (winner, reason) = match (R::GOAL == Goal::NoMovesWins, none) {
                (true, true) => (stuck, WinReason::WinnerNoPieces),
                (true, false) => (stuck, WinReason::WinnerNoMoves),
                (false, true) => (!stuck, WinReason::NoPieces),
                (false, false) => (!stuck, WinReason::NoMoves),
            };
            return Outcome::Win { winner, reason };
        }
        let last = self
            .counters
            .last()
            .expect("one set of counters a position");
        match last.draw(pos, repetitions(&self.positions)) {
            Some(rule) => Outcome::Draw(rule),
            None => Outcome::Ongoing,
        }
    }

    fn check_open(&self) -> Result<(), PlayError> {
        match self.outcome() {
            Outcome::Ongoing => Ok(()),
            over => Err(PlayError::GameOver(over)),
        }
    }

    /// Plays a legal move of the current position.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] after the end; [`PlayError::Illegal`] for a move that is not
    /// among the legal moves.
    pub fn play(&mut self, mv: &Move) -> Result<(), PlayError> {
        self.play_timed(mv, None)
    }

    /// Plays a move given as text in any notation [`Position::parse_move`] reads.
    ///
    /// # Errors
    /// As [`Game::play`], with the notation error inside [`PlayError::Illegal`].
    pub fn play_text(&mut self, text: &str) -> Result<Move, PlayError> {
        self.check_open()?;
        let mv = self
            .position()
            .parse_move(text)
            .map_err(|e| PlayError::Illegal {
                text: text.to_string(),
                fen: self.position().fen(),
                reason: Some(e),
            })?;
        self.play(&mv)?;
        Ok(mv)
    }

    /// Plays a move that took `elapsed` on the mover's clock (ignored without a clock). A move
    /// made after the time ran out is not played: the mover loses on time instead.
    ///
    /// # Errors
    /// As [`Game::play`].
    pub fn play_timed(&mut self, mv: &Move, elapsed: Option<Duration>) -> Result<(), PlayError> {
        self.check_open()?;
        let pos = self.check_legal(mv)?;
        if let (Some(clock), Some(spent)) = (self.clock.as_mut(), elapsed) {
            if !clock.charge(pos.turn(), spent) {
                self.lose_on_time(pos.turn());
                return Ok(());
            }
        }
        self.push(pos, mv);
        Ok(())
    }

    /// Plays a legal move even when the game is over by these rules (a draw rule, a
    /// resignation): for a caller whose referee keeps other rules, such as a Hub GUI. The
    /// counters and the history go on, so the outcome after it is judged as for any move.
    ///
    /// # Errors
    /// [`PlayError::Illegal`] for a move that is not among the legal moves.
    pub fn play_on(&mut self, mv: &Move) -> Result<(), PlayError> {
        let pos = self.check_legal(mv)?;
        self.push(pos, mv);
        Ok(())
    }

    /// The position now, when `mv` is one of its legal moves.
    fn check_legal(&self, mv: &Move) -> Result<Position<R>, PlayError> {
        let pos = *self.position();
        if pos.legal_moves().iter().any(|m| m == mv) {
            Ok(pos)
        } else {
            Err(PlayError::Illegal {
                text: pos.full_text(mv),
                fen: pos.fen(),
                reason: None,
            })
        }
    }

    /// Plays `mv`, a legal move of `pos` (the position now), and judges the position after it.
    fn push(&mut self, pos: Position<R>, mv: &Move) {
        let next = pos.play(mv);
        let counters = self
            .counters
            .last()
            .expect("counters")
            .after(&pos, mv, &next);
        self.positions.push(next);
        self.moves.push(*mv);
        self.counters.push(counters);
        if self.draw_offer == Some(!pos.turn()) {
            self.draw_offer = None; // playing on declines the opponent's offer
        }
        self.status = self.judge();
    }

    /// Takes back the last move; returns it, or `None` at the start. An ending by resignation,
    /// agreement or time after that move is taken back too.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        self.counters.pop();
        if self.ending.is_some_and(|(ply, _)| ply > self.moves.len()) {
            self.ending = None;
        }
        self.draw_offer = None;
        self.status = self.judge();
        Some(mv)
    }

    /// Where the game stands now, to [`Game::rewind`] to.
    pub fn checkpoint(&self) -> Checkpoint {
        Checkpoint {
            plies: self.moves.len(),
            status: self.status,
            ending: self.ending,
            draw_offer: self.draw_offer,
            clock: self.clock,
        }
    }

    /// Comes back to `at` exactly, undoing every move, resignation, offer and clock charge made
    /// since it was taken. Returns false, changing nothing, when moves were taken back since
    /// (`at` is ahead of the game then and cannot be reached by undoing).
    pub fn rewind(&mut self, at: Checkpoint) -> bool {
        if at.plies > self.moves.len() {
            return false;
        }
        self.moves.truncate(at.plies);
        self.positions.truncate(at.plies + 1);
        self.counters.truncate(at.plies + 1);
        self.status = at.status;
        self.ending = at.ending;
        self.draw_offer = at.draw_offer;
        self.clock = at.clock;
        true
    }

    fn end(&mut self, outcome: Outcome) {
        self.ending = Some((self.moves.len(), outcome));
        self.draw_offer = None;
    }

    /// `color` resigns.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] if the game already ended.
    pub fn resign(&mut self, color: Color) -> Result<(), PlayError> {
        self.check_open()?;
        self.end(Outcome::Win {
            winner: !color,
            reason: WinReason::Resignation,
        });
        Ok(())
    }

    /// `color` offers a draw, or accepts the opponent's standing offer (then the game is drawn
    /// by agreement). Returns the outcome after the call.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] if the game already ended.
    pub fn offer_draw(&mut self, color: Color) -> Result<Outcome, PlayError> {
        self.check_open()?;
        if self.draw_offer == Some(!color) {
            self.end(Outcome::Draw(DrawReason::Agreement));
        } else {
            self.draw_offer = Some(color);
        }
        Ok(self.outcome())
    }

    /// `color` declines the opponent's standing draw offer: the offer is gone, and the game
    /// goes on (as when `color` plays on, which declines an offer too).
    ///
    /// # Errors
    /// [`PlayError::GameOver`] if the game already ended; [`PlayError::NoDrawOffer`] when the
    /// opponent has no offer standing.
    pub fn decline_draw(&mut self, color: Color) -> Result<(), PlayError> {
        self.check_open()?;
        if self.draw_offer != Some(!color) {
            return Err(PlayError::NoDrawOffer(color));
        }
        self.draw_offer = None;
        Ok(())
    }

    /// `color`'s time ran out (reported by whoever watches the clock): `color` loses.
    pub fn lose_on_time(&mut self, color: Color) {
        if !self.outcome().is_over() {
            self.end(Outcome::Win {
                winner: !color,
                reason: WinReason::Time,
            });
        }
    }
}
