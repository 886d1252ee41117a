//! The coach in the terminal game (issue 17): off by default, switched on and off per game
//! with a key; after each move of a person it checks the move by calculation and shows what it
//! found, in the person's language, with the line; while a piece is chosen it warns of the
//! landings where the piece would be taken.

use shashki::{Move, Path, VariantGame};
use shashki_study::coach::{warning, Coach};
use shashki_text::Message;

use super::App;
use crate::coach_text;
use crate::play::select::Selection;

impl App {
    /// Switches the coach on (with an engine of its own) or off.
    pub fn toggle_coach(&mut self) {
        self.own.coach_notes.clear();
        if self.own.coach.take().is_some() {
            self.status = self.text.get("coach-off");
        } else {
            self.own.coach = Some(Coach::default().with_endgames(self.own.coach_tables.as_deref()));
            self.status = self.text.get("coach-on");
        }
    }

    /// The coach's notes on `mv`, just played from the position `before` stands at.
    pub(super) fn coach_move(&mut self, before: &VariantGame, mv: &Move) {
        let Some(coach) = &self.own.coach else {
            return;
        };
        let pos = before.position();
        let ply = before.plies() + usize::from(before.start().turn() != self.variant().first());
        let title = self
            .text
            .say(&Message::new("coach-title").text("move", pos.move_text(mv)));
        self.own.coach_notes = match coach.review(before, mv) {
            Ok(review) if review.findings.is_empty() => {
                vec![format!("{title} {}", self.text.get("coach-quiet"))]
            }
            Ok(review) => std::iter::once(title)
                .chain(review.findings.iter().map(|f| {
                    coach_text::note(
                        self.text.lang(),
                        &pos,
                        ply,
                        &review,
                        f,
                        coach_text::Loss::Said,
                    )
                }))
                .collect(),
            Err(e) => vec![e.to_string()],
        };
    }

    /// The coach's warning while the piece of `sel` is chosen, one sentence for each landing
    /// where it would be taken; empty when the coach is off or the piece is safe everywhere.
    pub(super) fn coach_warning(&self, sel: &Selection, ways: &[(Move, Path)]) -> String {
        if self.own.coach.is_none() {
            return String::new();
        }
        let pos = self.game.position();
        let warnings: Vec<String> = ways
            .iter()
            .filter(|(m, _)| m.from() == sel.from)
            .filter_map(|(m, _)| {
                let capture = warning(&pos, m)?;
                Some(coach_text::warning(self.text.lang(), &pos, m, &capture))
            })
            .collect();
        warnings.join(" ")
    }
}
