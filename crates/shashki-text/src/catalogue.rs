//! The catalogues: one Fluent file per language, embedded, parsed once.

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::message::{Arg, Message};
use crate::Lang;

const EN: &str = include_str!("../ftl/en.ftl");
const RU: &str = include_str!("../ftl/ru.ftl");
const UK: &str = include_str!("../ftl/uk.ftl");

/// The Fluent text of `lang`'s catalogue, as the board page is served it.
pub fn source(lang: Lang) -> &'static str {
    match lang {
        Lang::En => EN,
        Lang::Ru => RU,
        Lang::Uk => UK,
    }
}

type Bundle = FluentBundle<FluentResource>;

fn bundle(lang: Lang) -> Bundle {
    let id = lang.code().parse().unwrap_or_default();
    let mut bundle = Bundle::new_concurrent(vec![id]);
    // Terminal and JSON texts: no bidirectional isolation marks around the arguments.
    bundle.set_use_isolating(false);
    if let Ok(resource) = FluentResource::try_new(source(lang).to_string()) {
        // A clash cannot happen: each file is added alone, and the tests parse every file.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

static BUNDLES: LazyLock<[Bundle; 3]> = LazyLock::new(|| Lang::ALL.map(bundle));

fn of(lang: Lang) -> &'static Bundle {
    let i = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
    &BUNDLES[i]
}

/// The text `key` in `lang` with no arguments.
pub fn text(lang: Lang, key: impl Into<std::borrow::Cow<'static, str>>) -> String {
    format(lang, &Message::new(key))
}

/// `message` in `lang`; in English when `lang` lacks the key, the bare key when English does
/// too (the tests see that no key is missing).
pub(crate) fn format(lang: Lang, message: &Message) -> String {
    [lang, Lang::En]
        .into_iter()
        .find_map(|l| format_in(l, message))
        .unwrap_or_else(|| message.key.to_string())
}

fn format_in(lang: Lang, message: &Message) -> Option<String> {
    let bundle = of(lang);
    let pattern = bundle.get_message(&message.key)?.value()?;
    let mut args = FluentArgs::new();
    for (name, arg) in &message.args {
        let value = match arg {
            Arg::Text(t) => FluentValue::from(t.as_str()),
            Arg::Number(n) => FluentValue::from(*n),
            Arg::Message(m) => FluentValue::from(m.say(lang)),
        };
        args.set(*name, value);
    }
    let mut errors = Vec::new();
    let out = bundle.format_pattern(pattern, Some(&args), &mut errors);
    errors.is_empty().then(|| out.into_owned())
}

#[cfg(test)]
mod tests;
