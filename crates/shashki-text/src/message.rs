//! A text to be said later in a language not yet known: a catalogue key and its arguments.
//! Errors carry one from where they arise to the edge that knows the reader's language.

use std::borrow::Cow;

use crate::{catalogue, Lang};

/// One argument of a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Text put in as it is (a square's name, a move, a file name).
    Text(String),
    /// A number: selects the plural form in the catalogue.
    Number(i64),
    /// Another message, said in the same language first.
    Message(Box<Message>),
}

/// A catalogue key with its named arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    /// The catalogue key.
    pub key: Cow<'static, str>,
    /// The arguments, by name.
    pub args: Vec<(&'static str, Arg)>,
}

impl Message {
    /// The message `key` with no arguments yet.
    pub fn new(key: impl Into<Cow<'static, str>>) -> Message {
        Message {
            key: key.into(),
            args: Vec::new(),
        }
    }

    /// Adds the text argument `name`.
    #[must_use]
    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Message {
        self.args.push((name, Arg::Text(value.into())));
        self
    }

    /// Adds the number argument `name`.
    #[must_use]
    pub fn number(mut self, name: &'static str, value: impl TryInto<i64>) -> Message {
        let n = value.try_into().unwrap_or(i64::MAX);
        self.args.push((name, Arg::Number(n)));
        self
    }

    /// Adds the message argument `name`.
    #[must_use]
    pub fn message(mut self, name: &'static str, value: Message) -> Message {
        self.args.push((name, Arg::Message(Box::new(value))));
        self
    }

    /// The message in `lang`.
    pub fn say(&self, lang: Lang) -> String {
        catalogue::format(lang, self)
    }
}
