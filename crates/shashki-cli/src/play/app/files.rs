//! Saving the game as PDN and loading a PDN game or a FEN from the prompts.

use std::time::Instant;

use shashki_text::Message;

use super::{App, Exit};
use crate::play::record::{self, Source};

impl App {
    /// Saves the game to the file `name` and says how it went.
    pub(super) fn save(&mut self, name: &str) {
        if name.is_empty() {
            return;
        }
        let players = self.record_players();
        self.status = match record::save(&self.game, [&players[0], &players[1]], name.as_ref()) {
            Ok(()) => self
                .text
                .say(&Message::new("play-saved").text("file", name)),
            Err(e) => self.text.say(
                &Message::new("play-save-failed")
                    .text("file", name)
                    .text("why", e.to_string()),
            ),
        };
    }

    /// Starts the game that `text` names: a FEN of this variant, or the first game of a PDN
    /// file (of another variant: the app leaves for a board of that variant).
    pub(super) fn load(&mut self, text: &str, now: Instant) {
        if text.is_empty() {
            return;
        }
        let (variant, source) = if Source::is_fen(text) {
            let fen = (!text.eq_ignore_ascii_case("startpos")).then(|| text.to_string());
            (self.variant, Source::Fen(fen))
        } else {
            match record::read_pdn(text.as_ref()) {
                Ok(pdn) => (record::variant_of(&pdn, self.variant), Source::Pdn(pdn)),
                Err(e) => {
                    self.status = self.load_failed(e);
                    return;
                }
            }
        };
        if variant != self.variant {
            match record::check(variant, &source) {
                Ok(()) => self.exit = Some(Exit::Load(variant, source)),
                Err(e) => self.status = self.load_failed(e),
            }
            return;
        }
        let control = self.game.clock().map(|c| c.control());
        match record::build(self.variant, &source, control) {
            Ok(game) => {
                self.cancel();
                self.game = game;
                self.selection = None;
                self.hint = None;
                self.turn_started = now;
                self.saved_at_end = false;
                self.status = self.text.say(
                    &Message::new("play-loaded")
                        .text("file", text)
                        .number("moves", self.game.moves().len()),
                );
                self.changed(now);
            }
            Err(e) if matches!(source, Source::Fen(_)) => {
                self.status = self
                    .text
                    .say(&Message::new("play-bad-fen").message("why", e));
            }
            Err(e) => self.status = self.load_failed(e),
        }
    }

    fn load_failed(&self, why: Message) -> String {
        self.text
            .say(&Message::new("play-load-failed").message("why", why))
    }
}
