//! A game of a variant chosen at run time: the one game type of the web, the terminal, PDN and
//! the engine's callers.

use std::time::Duration;

use crate::clock::{Clock, TimeControl};
use crate::counters::Counter;
use crate::game::{Checkpoint, Game, PlayError};
use crate::outcome::Outcome;
use crate::{dispatch, Color, Move, Variant, VariantPosition};

crate::variant_table!(crate::__variant_wrapper!(
    /// A [`Game`] of any variant.
    #[derive(Clone, Debug)]
    VariantGame(Game)
));

impl VariantGame {
    /// A game from `start`, with a clock when `control` is given.
    pub fn new(start: VariantPosition, control: Option<TimeControl>) -> Self {
        dispatch!(VariantPosition(start), p => match control {
            Some(c) => Game::with_clock(p, c).into(),
            None => Game::new(p).into(),
        })
    }

    /// A game of `variant` from its start position, without a clock.
    pub fn start_of(variant: Variant) -> Self {
        Self::new(VariantPosition::start(variant), None)
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.position().variant()
    }

    /// The position now.
    pub fn position(&self) -> VariantPosition {
        dispatch!(VariantGame(self), g => (*g.position()).into())
    }

    /// The start position.
    pub fn start(&self) -> VariantPosition {
        dispatch!(VariantGame(self), g => (*g.start()).into())
    }

    /// The position after `ply` plies (0: the start), if the game has that many.
    pub fn position_at(&self, ply: usize) -> Option<VariantPosition> {
        dispatch!(VariantGame(self), g => g.positions().get(ply).map(|&p| p.into()))
    }

    /// The moves played.
    pub fn moves(&self) -> &[Move] {
        dispatch!(VariantGame(self), g => g.moves())
    }

    /// The number of plies played.
    pub fn plies(&self) -> usize {
        self.moves().len()
    }

    /// Each move played in the variant's notation, as written in its own position.
    pub fn move_texts(&self) -> Vec<String> {
        dispatch!(VariantGame(self), g => g
            .positions()
            .iter()
            .zip(g.moves())
            .map(|(p, m)| p.move_text(m))
            .collect())
    }

    /// The outcome now.
    pub fn outcome(&self) -> Outcome {
        dispatch!(VariantGame(self), g => g.outcome())
    }

    /// The draw-rule counters that apply now.
    pub fn counters(&self) -> Vec<Counter> {
        dispatch!(VariantGame(self), g => g.counters())
    }

    /// The clock, if the game has one.
    pub fn clock(&self) -> Option<&Clock> {
        dispatch!(VariantGame(self), g => g.clock())
    }

    /// The side whose draw offer stands, if any.
    pub fn draw_offer(&self) -> Option<Color> {
        dispatch!(VariantGame(self), g => g.draw_offer())
    }

    /// Plays a legal move of the current position.
    ///
    /// # Errors
    /// As [`Game::play`].
    pub fn play(&mut self, mv: &Move) -> Result<(), PlayError> {
        dispatch!(VariantGame(self), g => g.play(mv))
    }

    /// Plays a legal move even when the game is over by these rules.
    ///
    /// # Errors
    /// As [`Game::play_on`].
    pub fn play_on(&mut self, mv: &Move) -> Result<(), PlayError> {
        dispatch!(VariantGame(self), g => g.play_on(mv))
    }

    /// Plays a move that took `elapsed` on the mover's clock.
    ///
    /// # Errors
    /// As [`Game::play_timed`].
    pub fn play_timed(&mut self, mv: &Move, elapsed: Option<Duration>) -> Result<(), PlayError> {
        dispatch!(VariantGame(self), g => g.play_timed(mv, elapsed))
    }

    /// Plays a move given as text in any notation.
    ///
    /// # Errors
    /// As [`Game::play_text`].
    pub fn play_text(&mut self, text: &str) -> Result<Move, PlayError> {
        dispatch!(VariantGame(self), g => g.play_text(text))
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> Option<Move> {
        dispatch!(VariantGame(self), g => g.undo())
    }

    /// Where the game stands now, to rewind to.
    pub fn checkpoint(&self) -> Checkpoint {
        dispatch!(VariantGame(self), g => g.checkpoint())
    }

    /// Comes back to `at`, as [`Game::rewind`].
    pub fn rewind(&mut self, at: Checkpoint) -> bool {
        dispatch!(VariantGame(self), g => g.rewind(at))
    }

    /// `color` resigns.
    ///
    /// # Errors
    /// As [`Game::resign`].
    pub fn resign(&mut self, color: Color) -> Result<(), PlayError> {
        dispatch!(VariantGame(self), g => g.resign(color))
    }

    /// `color` offers a draw, or accepts the opponent's offer.
    ///
    /// # Errors
    /// As [`Game::offer_draw`].
    pub fn offer_draw(&mut self, color: Color) -> Result<Outcome, PlayError> {
        dispatch!(VariantGame(self), g => g.offer_draw(color))
    }

    /// `color` declines the opponent's standing draw offer.
    ///
    /// # Errors
    /// As [`Game::decline_draw`].
    pub fn decline_draw(&mut self, color: Color) -> Result<(), PlayError> {
        dispatch!(VariantGame(self), g => g.decline_draw(color))
    }

    /// `color`'s time ran out.
    pub fn lose_on_time(&mut self, color: Color) {
        dispatch!(VariantGame(self), g => g.lose_on_time(color))
    }
}
