//! The words of `shashki play`, from the shared catalogue (crate `shashki-text`): the same
//! Fluent files the web board reads, so a text is translated once for both.

use shashki::{Color, DrawReason, Outcome, Variant};
pub use shashki_text::Lang;
use shashki_text::{errors, text, Message};

/// The language of the environment: the first locale variable set of `LC_ALL`,
/// `LC_MESSAGES` and `LANG` (the POSIX order), else English.
pub fn lang_from_env() -> Lang {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|name| std::env::var(name).ok())
        .find(|value| !value.is_empty())
        .map_or(Lang::En, |value| Lang::from_locale(&value))
}

/// The interface text of one language.
#[derive(Debug)]
pub struct Text {
    lang: Lang,
}

static TEXTS: [Text; 3] = [
    Text { lang: Lang::En },
    Text { lang: Lang::Ru },
    Text { lang: Lang::Uk },
];

/// The interface text in `lang`.
pub fn text_of(lang: Lang) -> &'static Text {
    &TEXTS[Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0)]
}

impl Text {
    /// The language of this text (the coach speaks it too).
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The catalogue's text `key` (`play-over`).
    pub fn get(&self, key: &'static str) -> String {
        text(self.lang, key)
    }

    /// `message` in this language.
    pub fn say(&self, message: &Message) -> String {
        message.say(self.lang)
    }

    /// Letters that answer yes besides `y` (which always does).
    pub fn is_yes(&self, c: char) -> bool {
        c.eq_ignore_ascii_case(&'y') || self.get("play-yes").contains(c)
    }

    /// The variant's name.
    pub fn variant(&self, variant: Variant) -> String {
        self.say(&errors::variant(variant))
    }

    /// A side's name.
    pub fn side(&self, color: Color) -> String {
        self.get(errors::color(color))
    }

    /// "White to move".
    pub fn to_move(&self, color: Color) -> String {
        self.say(&Message::new("to-move").text("color", errors::color(color)))
    }

    /// The banner of a finished game: who won or that it is drawn, and why.
    pub fn result(&self, outcome: Outcome) -> Option<(String, String)> {
        match outcome {
            Outcome::Ongoing => None,
            Outcome::Win { winner, reason } => Some((
                self.say(&errors::wins(winner)),
                self.say(&errors::win_reason(reason)),
            )),
            Outcome::Draw(rule) => Some((self.get("draw"), self.say(&errors::draw_reason(rule)))),
        }
    }

    /// The short name of a draw rule's counter ("kings-only").
    pub fn rule(&self, rule: DrawReason) -> String {
        self.say(&errors::rule(rule))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_names_every_variant_and_reason() {
        for lang in Lang::ALL {
            let t = text_of(lang);
            for v in Variant::ALL {
                assert!(!t.variant(v).is_empty());
            }
            let (_, why) = t.result(Outcome::Draw(DrawReason::MainRoad)).unwrap();
            assert!(!why.is_empty());
        }
        assert_eq!(
            text_of(Lang::Ru).rule(DrawReason::KingsOnly),
            "только дамки"
        );
        assert!(text_of(Lang::Uk).is_yes('т') && !text_of(Lang::En).is_yes('д'));
    }
}
