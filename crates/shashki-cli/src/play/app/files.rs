//! Loading a PDN game or a FEN from the prompts.

use std::time::Instant;

use shashki_text::Message;

use super::App;
use crate::play::record::{self, Source};
use crate::play::table::Exit;

impl App {
    /// Starts the game that `text` names: a FEN of this variant, or the first game of a PDN
    /// file (of another variant: the app leaves for a board of that variant).
    pub(super) fn load(&mut self, text: &str, now: Instant) {
        if text.is_empty() {
            return;
        }
        let (variant, source) = if Source::is_fen(text) {
            let fen = (!text.eq_ignore_ascii_case("startpos")).then(|| text.to_string());
            (self.variant(), Source::Fen(fen))
        } else {
            match record::read_pdn(text.as_ref()) {
                Ok(pdn) => (record::variant_of(&pdn, self.variant()), Source::Pdn(pdn)),
                Err(e) => {
                    self.status = self.load_failed(e);
                    return;
                }
            }
        };
        if variant != self.variant() {
            match record::check(variant, &source) {
                Ok(()) => self.exit = Some(Exit::Load((variant, source))),
                Err(e) => self.status = self.load_failed(e),
            }
            return;
        }
        let control = self.game.clock().map(|c| c.control());
        match record::build(self.variant(), &source, control) {
            Ok(game) => {
                self.status = self.text.say(
                    &Message::new("play-loaded")
                        .text("file", text)
                        .number("moves", game.moves().len()),
                );
                self.restart(game, now);
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
