//! A live game under the rules, with each move written once when it is played: the notation
//! list (with the Russian books' short form beside it on lettered boards) and the last move that
//! every STATE shows.

use std::time::Duration;

use serde_json::Value;
use shashki::{Checkpoint, Color, Move, PlayError, VariantGame};

use crate::abort::Aborted;
use crate::act::Act;
use crate::store::{Event, EventKind};

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
    pub aborted: Option<Aborted>,
    /// The result is a record's, imported with it (`src/api/imported.rs`), not one reached at
    /// this board: STATE's reason is `recorded`.
    pub recorded: bool,
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
            recorded: false,
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

    /// Reads a move given as text in any notation a record may use (full or partial paths, the
    /// Russian short notation `cd4`, as PDN reads them) in the position now.
    ///
    /// # Errors
    /// [`PlayError::Illegal`] when it names no legal move.
    pub fn resolve(&self, text: &str) -> Result<Move, PlayError> {
        let pos = self.game.position();
        shashki_pdn::resolve_in(&pos, text).map_err(|e| PlayError::Illegal {
            text: text.to_string(),
            fen: pos.fen(),
            reason: Some(e.into()),
        })
    }

    /// The act a stored event made, by the side it names.
    ///
    /// # Errors
    /// For an event that does not read (a damaged database).
    pub fn act_of(&self, event: &Event) -> Result<(Act, Color), String> {
        if event.kind != EventKind::Move {
            return Act::of_event(event);
        }
        let text = event.text.as_deref().unwrap_or_default();
        let mv = self
            .resolve(text)
            .map_err(|e| format!("stored move {text}: {e}"))?;
        let elapsed = event
            .elapsed_ms
            .map(|ms| Duration::from_millis(u64::try_from(ms).unwrap_or(0)));
        Ok((Act::Move { mv, elapsed }, self.game.position().turn()))
    }

    /// Does `act` of `side`.
    ///
    /// # Errors
    /// As the game's own calls; an undo with no move of `side` to take back is
    /// [`PlayError::Illegal`]. Nothing changes then.
    pub fn apply(&mut self, act: Act, side: Color) -> Result<(), PlayError> {
        match act {
            Act::Move { mv, elapsed } => self.play(&mv, elapsed).map(|_| ()),
            Act::Resign => self.game.resign(side),
            Act::Draw => self.game.offer_draw(side).map(|_| ()),
            Act::Decline => self.game.decline_draw(side),
            Act::AskTakeback => {
                self.takeback = Some(side);
                Ok(())
            }
            Act::RefuseTakeback => {
                self.takeback = None;
                Ok(())
            }
            Act::Undo if self.take_back(side) => Ok(()),
            Act::Undo => Err(PlayError::Illegal {
                text: act.kind().into(),
                fen: self.game.position().fen(),
                reason: None,
            }),
            Act::Time => {
                self.game.lose_on_time(side);
                Ok(())
            }
            Act::Abort { abandoned } => {
                self.aborted = Some(if abandoned {
                    Aborted::Abandoned(side)
                } else {
                    Aborted::By(side)
                });
                Ok(())
            }
        }
    }

    /// Does `act` of `side`, gives what `look` sees of the record then, and comes back to where
    /// the record stood: the way a change is tried before it is stored, without copying the
    /// game for a move.
    ///
    /// # Errors
    /// As [`Record::apply`].
    pub fn try_act<T>(
        &mut self,
        act: Act,
        side: Color,
        look: impl FnOnce(&Record) -> T,
    ) -> Result<T, PlayError> {
        let mut trial = self.trial(act == Act::Undo);
        trial.apply(act, side)?;
        Ok(look(trial.record))
    }

    /// Changes to the record that are undone when the [`Trial`] is dropped (a panic too),
    /// unless kept. `undoing`: moves will be taken back, which a checkpoint cannot bring back,
    /// so the record is copied instead (takebacks are rare).
    pub fn trial(&mut self, undoing: bool) -> Trial<'_> {
        let back = if undoing {
            Back::Copy(Box::new(self.clone()))
        } else {
            Back::Mark {
                game: self.game.checkpoint(),
                written: self.written.len(),
                last: self.last.clone(),
                takeback: self.takeback,
                aborted: self.aborted,
            }
        };
        Trial {
            record: self,
            back: Some(back),
        }
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

/// Where a record stood.
enum Back {
    /// Its game's checkpoint and what STATE shows of its moves.
    Mark {
        game: Checkpoint,
        written: usize,
        last: Option<Value>,
        takeback: Option<Color>,
        aborted: Option<Aborted>,
    },
    /// A copy, when moves are taken back.
    Copy(Box<Record>),
}

/// Acts done on a record for a while: see [`Record::trial`].
pub struct Trial<'a> {
    record: &'a mut Record,
    back: Option<Back>,
}

impl Trial<'_> {
    /// Does `act` of `side`, as [`Record::apply`].
    ///
    /// # Errors
    /// As [`Record::apply`].
    pub fn apply(&mut self, act: Act, side: Color) -> Result<(), PlayError> {
        self.record.apply(act, side)
    }

    /// The record as the acts so far left it.
    pub fn record(&self) -> &Record {
        self.record
    }

    /// Keeps the acts done.
    pub fn keep(mut self) {
        self.back = None;
    }
}

impl Drop for Trial<'_> {
    fn drop(&mut self) {
        match self.back.take() {
            None => {}
            Some(Back::Copy(copy)) => *self.record = *copy,
            Some(Back::Mark {
                game,
                written,
                last,
                takeback,
                aborted,
            }) => {
                let rewound = self.record.game.rewind(game);
                debug_assert!(rewound, "a trial without undo only adds moves");
                self.record.written.truncate(written);
                self.record.last = last;
                self.record.takeback = takeback;
                self.record.aborted = aborted;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::Variant;

    /// A Russian game after `moves`, in any notation.
    fn after(moves: &[&str]) -> Record {
        let mut record = Record::new(VariantGame::start_of(Variant::Russian));
        for text in moves {
            let mv = record.resolve(text).unwrap();
            record.play(&mv, None).unwrap();
        }
        record
    }

    /// What STATE and the store see of a record.
    fn seen(r: &Record) -> String {
        format!(
            "{:?} {:?} {:?} {:?} {:?} {}",
            r.notations(),
            r.shorts(),
            r.last(),
            r.takeback,
            r.game.outcome(),
            r.game.position().fen()
        )
    }

    #[test]
    fn a_tried_act_shows_its_result_and_leaves_the_record_as_it_was() {
        let mut record = after(&["c3-d4", "f6-g5"]);
        record.takeback = Some(Color::Black);
        let before = seen(&record);
        let mv = record.resolve("g3-h4").unwrap();
        let act = Act::Move { mv, elapsed: None };
        let fen = record
            .try_act(act, Color::White, |r| r.game.position().fen())
            .unwrap();
        assert_eq!(
            fen,
            after(&["c3-d4", "f6-g5", "g3-h4"]).game.position().fen()
        );
        assert_eq!(seen(&record), before);
        for (act, side, over, plies) in [
            (Act::Resign, Color::White, true, 2),
            (Act::Draw, Color::White, false, 2),
            (Act::Time, Color::White, true, 2),
            (Act::Undo, Color::Black, false, 1),
        ] {
            let (outcome, tried_plies) = record
                .try_act(act, side, |r| (r.game.outcome(), r.game.plies()))
                .unwrap();
            assert_eq!((outcome.is_over(), tried_plies), (over, plies), "{act:?}");
            assert_eq!(seen(&record), before, "{act:?} was not undone");
        }
        assert!(record.try_act(Act::Decline, Color::White, |_| ()).is_err());
        assert_eq!(seen(&record), before);
    }

    #[test]
    fn a_trial_is_undone_even_when_looking_at_it_panics() {
        let mut record = after(&["c3-d4"]);
        let before = seen(&record);
        let mv = record.resolve("f6-g5").unwrap();
        let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            record.try_act(Act::Move { mv, elapsed: None }, Color::Black, |_| {
                panic!("a look that fails")
            })
        }));
        assert!(caught.is_err());
        assert_eq!(seen(&record), before);
    }

    #[test]
    fn an_undo_with_nothing_to_take_back_is_refused() {
        let mut record = after(&[]);
        assert!(matches!(
            record.apply(Act::Undo, Color::White),
            Err(PlayError::Illegal { .. })
        ));
        let mut kept = after(&["c3-d4", "f6-g5"]);
        let mut trial = kept.trial(true);
        trial.apply(Act::Undo, Color::White).unwrap();
        trial.keep();
        assert_eq!(seen(&kept), seen(&after(&[])));
    }
}
