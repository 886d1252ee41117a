//! A live game under the rules, with each move written once when it is played: the notation
//! list (with the Russian books' short form beside it on lettered boards) and the last move that
//! every STATE shows.

use std::time::Duration;

use serde_json::Value;
use shashki::{Color, Move, PlayError, VariantGame};

/// One move as STATE writes it.
#[derive(Clone, Debug)]
struct Written {
    /// In the variant's notation.
    notation: String,
    /// In the short notation (`cd4`), where the board's squares have letters.
    short: Option<String>,
}

/// A game and what STATE shows of its moves.
#[derive(Clone, Debug)]
pub struct Record {
    /// The game.
    pub game: VariantGame,
    written: Vec<Written>,
    last: Option<Value>,
    /// The side whose request to take back its last move stands, if any; a move lapses it.
    pub takeback: Option<Color>,
    /// Ended with no result, before both sides had moved (`src/abort.rs`).
    pub aborted: Option<crate::abort::Aborted>,
}

impl Record {
    /// The record of a game with no move played yet.
    pub fn new(game: VariantGame) -> Record {
        Record {
            game,
            written: Vec::new(),
            last: None,
            takeback: None,
            aborted: None,
        }
    }

    /// The moves played, in the variant's notation.
    pub fn notations(&self) -> Vec<&str> {
        self.written.iter().map(|w| w.notation.as_str()).collect()
    }

    /// The moves played in the short notation of the Russian books, on a board whose squares
    /// have letters (`None` on a numbered one).
    pub fn shorts(&self) -> Option<Vec<&str>> {
        if !shashki_pdn::has_short_notation(self.game.position().variant()) {
            return None;
        }
        self.written.iter().map(|w| w.short.as_deref()).collect()
    }

    /// The last move as the JSON object of a legal move, if one was played.
    pub fn last(&self) -> Option<&Value> {
        self.last.as_ref()
    }

    /// Plays a move given as text in any notation a record may use (full or partial paths, the
    /// Russian short notation `cd4`, as PDN reads them), charging `elapsed` to the mover's
    /// clock; returns the move in full notation, the form that is stored.
    ///
    /// # Errors
    /// As [`VariantGame::play_text`].
    pub fn play_text(
        &mut self,
        text: &str,
        elapsed: Option<Duration>,
    ) -> Result<String, PlayError> {
        let pos = self.game.position();
        let mv = shashki_pdn::resolve_in(&pos, text).map_err(|e| PlayError::Illegal {
            text: text.to_string(),
            fen: pos.fen(),
            reason: Some(e.into()),
        })?;
        self.play(&mv, elapsed)
    }

    /// Plays a legal move, charging `elapsed` to the mover's clock; returns it in full notation.
    ///
    /// # Errors
    /// As [`VariantGame::play_timed`].
    pub fn play(&mut self, mv: &Move, elapsed: Option<Duration>) -> Result<String, PlayError> {
        let pos = self.game.position();
        let json = pos.move_json(mv, &pos.legal_moves());
        let full = pos.full_text(mv);
        let plies = self.game.plies();
        self.game.play_timed(mv, elapsed)?;
        if self.game.plies() > plies {
            self.written.push(Written {
                notation: json["notation"].as_str().unwrap_or_default().to_string(),
                short: shashki_pdn::short_in(&pos, mv),
            });
            self.last = Some(json);
            self.takeback = None;
        }
        Ok(full)
    }

    /// How many plies a takeback for `side` undoes (its last move, and the reply if made), or
    /// `None` when `side` has no move to take back.
    pub fn takeback_plies(&self, side: Color) -> Option<usize> {
        let count = if self.game.position().turn() == side {
            2
        } else {
            1
        };
        (self.game.plies() >= count).then_some(count)
    }

    /// Takes back `side`'s last move and the opponent's reply to it, if made, so that `side` is
    /// to move again; false (nothing changed) when `side` has no move to take back.
    pub fn take_back(&mut self, side: Color) -> bool {
        let Some(count) = self.takeback_plies(side) else {
            return false;
        };
        let plies = self.game.plies();
        for _ in 0..count {
            self.game.undo();
            self.written.pop();
        }
        self.takeback = None;
        // The move now last, as STATE shows it: from the position before it.
        self.last = plies.checked_sub(count + 1).and_then(|ply| {
            let pos = self.game.position_at(ply)?;
            let mv = self.game.moves().get(ply)?;
            Some(pos.move_json(mv, &pos.legal_moves()))
        });
        true
    }
}
