//! The board page reads the same catalogues with its own small reader (`fluent.js` of
//! crates/shashki-web): every message, with every choice of its selections, must come out of
//! it as the fluent-bundle crate says it. The cases are made here from the catalogues' syntax
//! trees, said by the crate, and said again by `fluent.js` under Node. Without `node` on the
//! path the test says so and passes, unless `SHASHKI_NEED_NODE` is set (CI sets it).

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser::parse;
use serde_json::{json, Value};
use shashki_text::{source, Lang, Message};

/// Numbers tried on a plural selection: each plural form of the three languages.
const NUMBERS: [i64; 6] = [0, 1, 2, 5, 21, 112];

/// A variable's choices: the keys of a selection on text, the numbers of one on exact numbers
/// (`[1]`), or numbers on plural forms.
#[derive(Default)]
struct Choices {
    texts: Vec<String>,
    numbers: Vec<i64>,
    numeric: bool,
}

/// Every variable of `pattern`, with the choices its selections offer.
fn variables(pattern: &Pattern<&str>, out: &mut BTreeMap<String, Choices>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, out: &mut BTreeMap<String, Choices>) {
    match expression {
        Expression::Select { selector, variants } => {
            if let InlineExpression::VariableReference { id } = selector {
                let choices = out.entry(id.name.to_string()).or_default();
                for v in variants {
                    match &v.key {
                        fluent_syntax::ast::VariantKey::NumberLiteral { value } => {
                            choices
                                .numbers
                                .push(value.parse().expect("a whole number key"));
                        }
                        fluent_syntax::ast::VariantKey::Identifier { name }
                            if ["zero", "one", "two", "few", "many", "other"].contains(name) =>
                        {
                            choices.numeric = true;
                        }
                        fluent_syntax::ast::VariantKey::Identifier { name } => {
                            choices.texts.push(name.to_string());
                        }
                    }
                }
            }
            for v in variants {
                variables(&v.value, out);
            }
        }
        Expression::Inline(InlineExpression::VariableReference { id }) => {
            out.entry(id.name.to_string()).or_default();
        }
        Expression::Inline(InlineExpression::Placeable { expression }) => {
            expression_variables(expression, out);
        }
        Expression::Inline(_) => {}
    }
}

/// The argument sets that reach every branch of a message: one per choice of each variable in
/// turn, the others at their first choice.
fn argument_sets(vars: &BTreeMap<String, Choices>) -> Vec<Vec<(String, Value)>> {
    let first = |c: &Choices| -> Value {
        if let Some(n) = c.numbers.first() {
            json!(n)
        } else if c.numeric {
            json!(NUMBERS[1])
        } else if let Some(t) = c.texts.first() {
            json!(t)
        } else {
            json!("x")
        }
    };
    let base: Vec<(String, Value)> = vars.iter().map(|(n, c)| (n.clone(), first(c))).collect();
    let mut sets = vec![base.clone()];
    for (i, (_, c)) in vars.iter().enumerate() {
        let mut values: Vec<Value> = c.texts.iter().map(|t| json!(t)).collect();
        values.extend(c.numbers.iter().map(|n| json!(n)));
        if c.numeric {
            values.extend(NUMBERS.iter().map(|n| json!(n)));
        }
        for value in values {
            let mut set = base.clone();
            set[i].1 = value;
            sets.push(set);
        }
    }
    sets
}

/// The message `key` with `args`, said by the crate.
fn said(lang: Lang, key: &str, args: &[(String, Value)]) -> String {
    let mut message = Message::new(key.to_string());
    for (name, value) in args {
        // The argument names live as long as the test: leak them for Message's &'static str.
        let name: &'static str = Box::leak(name.clone().into_boxed_str());
        message = match value {
            Value::Number(n) => message.number(name, n.as_i64().unwrap_or(0)),
            other => message.text(name, other.as_str().unwrap_or_default()),
        };
    }
    message.say(lang)
}

#[test]
fn the_page_reader_says_every_message_as_the_crate_does() {
    let mut cases = Vec::new();
    for lang in Lang::ALL {
        let resource = parse(source(lang)).expect("the catalogue parses");
        for entry in &resource.body {
            let Entry::Message(message) = entry else {
                continue;
            };
            let Some(pattern) = &message.value else {
                continue;
            };
            let mut vars = BTreeMap::new();
            variables(pattern, &mut vars);
            for args in argument_sets(&vars) {
                let expected = said(lang, message.id.name, &args);
                let args: serde_json::Map<String, Value> = args.into_iter().collect();
                cases.push(json!({"lang": lang.code(), "key": message.id.name,
                                  "args": args, "expected": expected}));
            }
        }
    }
    assert!(cases.len() > 900, "{} cases", cases.len());
    let Some(mismatches) = run_page_reader(&cases) else {
        return;
    };
    assert!(
        mismatches.is_empty(),
        "{} of {} cases differ, e.g. {:#}",
        mismatches.len(),
        cases.len(),
        Value::Array(mismatches.into_iter().take(5).collect())
    );
}

/// Says `cases` with `fluent.js` under Node; the cases it says otherwise, with what it said.
/// `None` when Node is not installed (and not required).
fn run_page_reader(cases: &[Value]) -> Option<Vec<Value>> {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let reader = crate_dir.join("../shashki-web/assets/fluent.js");
    let dir = tempfile::tempdir().expect("a temporary folder");
    // Node reads ES modules from .mjs files; the page's module is copied as it is.
    std::fs::copy(&reader, dir.path().join("fluent.mjs")).expect("fluent.js is readable");
    for lang in Lang::ALL {
        let file = dir.path().join(format!("{}.ftl", lang.code()));
        std::fs::write(file, source(lang)).expect("writable");
    }
    std::fs::write(
        dir.path().join("cases.json"),
        Value::Array(cases.to_vec()).to_string(),
    )
    .expect("writable");
    let script = r#"
import { readFileSync } from "node:fs";
import { parseCatalogue, formatPattern } from "./fluent.mjs";
const cases = JSON.parse(readFileSync("cases.json", "utf8"));
const catalogues = {};
const bad = [];
for (const c of cases) {
  catalogues[c.lang] ??= parseCatalogue(readFileSync(`${c.lang}.ftl`, "utf8"));
  const pattern = catalogues[c.lang].get(c.key);
  const got = pattern ? formatPattern(pattern, c.args, c.lang) : null;
  if (got !== c.expected) bad.push({ ...c, got });
}
console.log(JSON.stringify(bad));
"#;
    std::fs::write(dir.path().join("check.mjs"), script).expect("writable");
    let run = Command::new("node")
        .arg("check.mjs")
        .current_dir(dir.path())
        .output();
    let run = match run {
        Ok(run) => run,
        Err(e) if std::env::var_os("SHASHKI_NEED_NODE").is_none() => {
            eprintln!("page_reader: node cannot run ({e}): the page's reader is not checked here");
            return None;
        }
        Err(e) => panic!("node cannot run ({e}) and SHASHKI_NEED_NODE is set"),
    };
    assert!(
        run.status.success(),
        "node failed: {}",
        String::from_utf8_lossy(&run.stderr)
    );
    let out: Value = serde_json::from_slice(&run.stdout).expect("node prints JSON");
    Some(out.as_array().cloned().unwrap_or_default())
}
