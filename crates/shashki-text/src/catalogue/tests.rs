//! The three catalogues agree: same keys, same arguments, each file valid Fluent.

use std::collections::{BTreeMap, BTreeSet};

use fluent_bundle::FluentResource;

use super::*;

/// Each message of a Fluent text with the names of the variables it uses.
fn messages(source: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut current = None;
    for line in source.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        if let Some((id, _)) = line.split_once(" = ").filter(|_| !line.starts_with(' ')) {
            assert!(
                out.insert(id.to_string(), BTreeSet::new()).is_none(),
                "{id} twice"
            );
            current = Some(id.to_string());
        }
        let vars = line.split('$').skip(1).map(|rest| {
            rest.chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                .collect::<String>()
        });
        let id = current.as_ref().expect("a line before any message");
        out.get_mut(id).unwrap().extend(vars);
    }
    out
}

#[test]
fn every_catalogue_is_fluent_without_errors() {
    for lang in Lang::ALL {
        let parsed = FluentResource::try_new(source(lang).to_string());
        assert!(
            parsed.is_ok(),
            "{}: {:?}",
            lang.code(),
            parsed.err().map(|e| e.1)
        );
    }
}

#[test]
fn every_key_is_in_all_three_catalogues_with_the_same_arguments() {
    let english = messages(source(Lang::En));
    assert!(english.len() > 100, "{} keys", english.len());
    for lang in [Lang::Ru, Lang::Uk] {
        let other = messages(source(lang));
        let keys: BTreeSet<_> = english.keys().collect();
        let their: BTreeSet<_> = other.keys().collect();
        assert_eq!(keys, their, "keys of {}", lang.code());
        for (key, args) in &english {
            assert_eq!(args, &other[key], "arguments of {key} in {}", lang.code());
        }
    }
}

#[test]
fn every_key_formats_in_every_language() {
    for (key, args) in messages(source(Lang::En)) {
        let mut message = Message::new(key.clone());
        for arg in args {
            message = message.number(Box::leak(arg.into_boxed_str()), 3);
        }
        for lang in Lang::ALL {
            assert!(
                format_in(lang, &message).is_some(),
                "{key} in {}",
                lang.code()
            );
        }
    }
}

#[test]
fn russian_and_ukrainian_nouns_take_the_form_their_number_asks() {
    let loaded = |lang, n: i64| {
        Message::new("play-loaded")
            .text("file", "a.pdn")
            .number("moves", n)
            .say(lang)
    };
    assert_eq!(loaded(Lang::Ru, 1), "Открыто a.pdn: 1 ход");
    assert_eq!(loaded(Lang::Ru, 3), "Открыто a.pdn: 3 хода");
    assert_eq!(loaded(Lang::Ru, 11), "Открыто a.pdn: 11 ходов");
    assert_eq!(loaded(Lang::Ru, 22), "Открыто a.pdn: 22 хода");
    assert_eq!(loaded(Lang::Uk, 5), "Відкрито a.pdn: 5 ходів");
    assert_eq!(loaded(Lang::Uk, 21), "Відкрито a.pdn: 21 хід");
    assert_eq!(loaded(Lang::En, 1), "Loaded a.pdn: 1 move");
    assert_eq!(loaded(Lang::En, 2), "Loaded a.pdn: 2 moves");
}

#[test]
fn a_missing_key_falls_back_to_the_key_itself() {
    assert_eq!(text(Lang::Ru, "no-such-key"), "no-such-key");
}
