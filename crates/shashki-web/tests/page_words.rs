//! The pages take every word from the shared catalogue (crate shashki-text): every key that
//! their scripts and HTML name must be a message of it, or the page would show the bare key.
//! The keys are read from the sources: the literal of each `tr("…")` and `st("…")` call (the
//! Chinese checkers page's, whose keys are `star-…`), the fixed start of a template key such as
//! `` tr(`error-${code}`) ``, and the `data-t`, `data-t-label` and `data-st` attributes.

use std::collections::BTreeSet;
use std::path::Path;

use shashki_text::{source, Lang};

/// A key as a source names it: whole, or only its fixed start.
#[derive(Debug)]
enum Key {
    Whole(String),
    Start(String),
}

/// The keys of the English catalogue (every catalogue has the same, shashki-text tests it).
fn catalogue_keys() -> BTreeSet<String> {
    source(Lang::En)
        .lines()
        .filter(|line| line.starts_with(|c: char| c.is_ascii_alphabetic()))
        .filter_map(|line| line.split_once(" =").map(|(key, _)| key.to_string()))
        .collect()
}

/// The keys named by the calls `function(…)` in `code` with a text or template first argument.
fn called(code: &str, function: &str, prefix: &str) -> Vec<Key> {
    let opening = format!("{function}(");
    let part_of_a_name = |c: char| c.is_alphanumeric() || c == '_' || c == '$' || c == '.';
    code.match_indices(&opening)
        .filter(|(at, _)| !code[..*at].ends_with(part_of_a_name))
        .filter_map(|(at, _)| {
            let rest = &code[at + opening.len()..];
            let quote = rest.chars().next().filter(|c| *c == '"' || *c == '`')?;
            let text = &rest[1..][..rest[1..].find(quote)?];
            Some(match text.find("${").filter(|_| quote == '`') {
                Some(cut) => Key::Start(format!("{prefix}{}", &text[..cut])),
                None => Key::Whole(format!("{prefix}{text}")),
            })
        })
        .collect()
}

/// The keys named by the attribute `name="…"` in `html`.
fn attributes(html: &str, name: &str, prefix: &str) -> Vec<Key> {
    let opening = format!(" {name}=\"");
    html.match_indices(&opening)
        .filter_map(|(at, _)| {
            let rest = &html[at + opening.len()..];
            Some(Key::Whole(format!("{prefix}{}", &rest[..rest.find('"')?])))
        })
        .collect()
}

/// The pages' scripts and HTML: each file's name and text.
fn page_files() -> Vec<(String, String)> {
    let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let mut files = Vec::new();
    for entry in std::fs::read_dir(&assets).expect("the assets folder") {
        let path = entry.expect("a folder entry").path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if name.ends_with(".js") || name.ends_with(".html") {
            files.push((name, std::fs::read_to_string(&path).expect("a text file")));
        }
    }
    files
}

/// Every key the pages name, with the file that names it.
fn named_keys() -> Vec<(String, Key)> {
    let mut named = Vec::new();
    for (name, text) in page_files() {
        let keys = if name.ends_with(".js") {
            let mut keys = called(&text, "tr", "");
            keys.extend(called(&text, "st", "star-"));
            keys
        } else {
            let mut keys = attributes(&text, "data-t", "");
            keys.extend(attributes(&text, "data-t-label", ""));
            keys.extend(attributes(&text, "data-st", "star-"));
            keys
        };
        named.extend(keys.into_iter().map(|key| (name.clone(), key)));
    }
    named
}

#[test]
fn every_key_the_pages_name_is_in_the_catalogue() {
    let catalogue = catalogue_keys();
    let named = named_keys();
    assert!(named.len() > 200, "only {} keys found", named.len());
    let missing: Vec<_> = named
        .iter()
        .filter(|(_, key)| match key {
            Key::Whole(key) => !catalogue.contains(key),
            Key::Start(start) => !catalogue.iter().any(|k| k.starts_with(start.as_str())),
        })
        .collect();
    assert!(missing.is_empty(), "not in en.ftl: {missing:?}");
}

/// The page's own word tables are gone, and `t(…)` with them: a script that still called it
/// would stop the page.
#[test]
fn the_pages_look_up_words_in_the_catalogue_only() {
    for (name, text) in page_files() {
        assert!(
            called(&text, "t", "").is_empty(),
            "{name} calls t(…): say it with tr"
        );
    }
}

#[test]
fn the_reader_of_keys_sees_literals_templates_and_attributes() {
    let code =
        r#"a.t("x"); tr("page-viewing", {}); str("no"); tr(`error-${e.code}`); st("title");"#;
    let keys = format!(
        "{:?}",
        [called(code, "tr", ""), called(code, "st", "star-")]
    );
    assert_eq!(
        keys,
        r#"[[Whole("page-viewing"), Start("error-")], [Whole("star-title")]]"#
    );
    let html = r#"<b data-t="new-game"></b><i data-t-label="next" data-st="rules">"#;
    let found = format!(
        "{:?}",
        [
            attributes(html, "data-t", ""),
            attributes(html, "data-t-label", ""),
            attributes(html, "data-st", "star-"),
        ]
    );
    assert_eq!(
        found,
        r#"[[Whole("new-game")], [Whole("next")], [Whole("star-rules")]]"#
    );
}
