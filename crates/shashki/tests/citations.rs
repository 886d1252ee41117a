//! The specification the code cites lives in `docs/` (RULES.md, INTERFACES.md, ARCHITECTURE.md),
//! and every citation of it in the repository resolves: each section named exists there, and
//! every citation is written in the one form `RULES.md §2.1`, `RULES.md A3` (Part A's
//! decisions), `INTERFACES.md §8`, lists and ranges as `§1 and §4`, `§9, §14`, `§16.1a–16.3`.
//! Every text file of the repository is scanned (not `target/`, not hidden folders but `.ci`),
//! so a comment, README, script or catalogue that cites a missing or renumbered section, or
//! writes `section 8` for `§8`, fails here with its file and line. It lives in the rules crate,
//! whose RULES.md is the largest of the three, because that crate's tests build fastest.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// The documents of `docs/` that the code cites, by the name a citation gives them.
const DOCUMENTS: [&str; 3] = ["RULES", "INTERFACES", "ARCHITECTURE"];

/// Words that, after a document's name, start a citation in a form other than the one kept.
const OTHER_FORMS: [&str; 6] = ["section", "sections", "Part", "part", "розділ", "раздел"];

/// This file: its examples of wrong citations are on purpose.
const THIS_FILE: &str = "crates/shashki/tests/citations.rs";

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The section ids a document's headings give: `A2` for `### A2. Moves`, `16.1a` for
/// `### 16.1a Decisions for bashni`, `8` for `## 8. Web API`.
fn sections(text: &str) -> BTreeSet<String> {
    text.lines()
        .filter_map(|line| line.strip_prefix('#'))
        .filter_map(|heading| heading.trim_start_matches('#').split_whitespace().next())
        .map(|word| word.trim_end_matches('.'))
        .filter(|word| section_id(word) == Some(word.len()))
        .map(str::to_string)
        .collect()
}

/// The length of the section id at the start of `text` (`A2`, `21`, `2.1`, `16.1a`), if any.
fn section_id(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut end = usize::from(bytes.first() == Some(&b'A'));
    let digits = |from: usize| {
        bytes[from..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count()
    };
    let first = digits(end);
    if first == 0 {
        return None;
    }
    end += first;
    while bytes.get(end) == Some(&b'.') && digits(end + 1) > 0 {
        end += 1 + digits(end + 1);
    }
    let word_goes_on = |at: usize| bytes.get(at).is_some_and(|b| b.is_ascii_alphanumeric());
    if bytes.get(end).is_some_and(u8::is_ascii_lowercase) && !word_goes_on(end + 1) {
        end += 1;
    }
    (!word_goes_on(end)).then_some(end)
}

/// A problem with one citation on a line.
#[derive(Debug, PartialEq)]
enum Problem {
    /// The document has no section with this id.
    Missing { document: String, section: String },
    /// Cited in another form than `NAME.md §N` / `NAME.md AN`; holds the text found.
    OtherForm(String),
}

/// The problems of every citation on one line, given each document's sections.
fn check_line(line: &str, known: &dyn Fn(&str, &str) -> bool) -> Vec<Problem> {
    check_citations(line, line.len(), known)
}

/// The problems of every citation that starts before `end` in `text`: a line, and when it ends
/// with a document's name, the next line's words after it (a citation wrapped by a comment).
fn check_citations(line: &str, end: usize, known: &dyn Fn(&str, &str) -> bool) -> Vec<Problem> {
    let mut problems = Vec::new();
    for document in DOCUMENTS {
        for (at, _) in line.match_indices(document).filter(|(at, _)| *at < end) {
            let before = line[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let rest = &line[at + document.len()..];
            let cited = match rest.strip_prefix(".md") {
                Some(cited) => cited,
                None => {
                    if other_form(rest, document) {
                        problems.push(Problem::OtherForm(snippet(&line[at..])));
                    }
                    continue;
                }
            };
            let after_space = cited.strip_prefix(' ').unwrap_or(cited);
            let first_word = after_space.split_whitespace().next().unwrap_or("");
            let bare_number = after_space.starts_with(|c: char| c.is_ascii_digit());
            if OTHER_FORMS.contains(&first_word) || bare_number {
                problems.push(Problem::OtherForm(snippet(&line[at..])));
                continue;
            }
            for section in cited_sections(after_space) {
                if !known(document, &section) {
                    problems.push(Problem::Missing {
                        document: document.to_string(),
                        section,
                    });
                }
            }
        }
    }
    problems
}

/// Whether a document's name without `.md` is followed by a section (`INTERFACES section 8`,
/// `INTERFACES §8`, `RULES 9`); INTERFACES and ARCHITECTURE are never named without `.md`
/// (RULES alone is also a JavaScript constant of the board page).
fn other_form(rest: &str, document: &str) -> bool {
    let rest = rest.strip_prefix(',').unwrap_or(rest);
    let word = rest.split_whitespace().next().unwrap_or("");
    document != "RULES"
        || rest.trim_start().starts_with('§')
        || OTHER_FORMS.contains(&word)
        || (rest.starts_with(' ') && section_id(rest.trim_start()).is_some())
}

/// The sections a citation names after `NAME.md `: `§8`, `A2, §2, §4`, `§1 and §4`,
/// `§16.1a–16.3` (both ends of a range).
fn cited_sections(mut text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut separator_needed = false;
    loop {
        let mut range = false;
        if separator_needed {
            let Some(rest) = [", ", " and ", "–"]
                .iter()
                .find_map(|sep| text.strip_prefix(sep).map(|rest| (rest, *sep == "–")))
            else {
                break;
            };
            (text, range) = rest;
        }
        let marked = text.strip_prefix('§');
        let candidate = marked.unwrap_or(text);
        let part_a = candidate.starts_with('A');
        let Some(length) = section_id(candidate).filter(|_| marked.is_some() || part_a || range)
        else {
            break;
        };
        found.push(candidate[..length].to_string());
        text = &candidate[length..];
        separator_needed = true;
    }
    found
}

/// The problems of every citation in a file's text, each with its line number (from 1).
fn check_text(text: &str, known: &dyn Fn(&str, &str) -> bool) -> Vec<(usize, Problem)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut problems = Vec::new();
    for (index, line) in lines.iter().enumerate() {
        let wrapped = DOCUMENTS
            .iter()
            .any(|d| line.ends_with(d) || line.ends_with(&format!("{d}.md")));
        let next = lines
            .get(index + 1)
            .filter(|_| wrapped)
            .map_or("", |next| uncommented(next));
        let joined = format!("{line} {next}");
        let found = check_citations(&joined, line.len(), known);
        problems.extend(found.into_iter().map(|problem| (index + 1, problem)));
    }
    problems
}

/// A line without its leading comment marks (`//!`, `///`, `#`, ` * `) and indentation.
fn uncommented(line: &str) -> &str {
    line.trim_start()
        .trim_start_matches(['/', '!', '#', '*'])
        .trim_start()
}

fn snippet(text: &str) -> String {
    text.chars().take(40).collect()
}

/// Every file under `folder` to scan, skipping build output and hidden folders but `.ci`.
fn files(folder: &Path, out: &mut Vec<PathBuf>) {
    let entries = fs::read_dir(folder).unwrap_or_else(|e| panic!("{}: {e}", folder.display()));
    for entry in entries {
        let path = entry.expect("a folder entry").path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if path.is_dir() {
            let skipped = ["target", "node_modules", "__pycache__"].contains(&name);
            if !skipped && (!name.starts_with('.') || name == ".ci") {
                files(&path, out);
            }
        } else {
            out.push(path);
        }
    }
}

#[test]
fn every_citation_of_the_specification_names_a_section_of_docs() {
    let root = repository();
    let known: Vec<(&str, BTreeSet<String>)> = DOCUMENTS
        .iter()
        .map(|document| {
            let path = root.join("docs").join(format!("{document}.md"));
            let text = fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{}: {e} (docs/ holds the spec)", path.display()));
            (*document, sections(&text))
        })
        .collect();
    let known = |document: &str, section: &str| {
        known
            .iter()
            .any(|(name, ids)| *name == document && ids.contains(section))
    };
    let mut paths = Vec::new();
    files(&root, &mut paths);
    let (mut citations, mut problems) = (0, Vec::new());
    for path in paths {
        let relative = path.strip_prefix(&root).expect("inside the repository");
        let relative = relative.to_string_lossy().replace('\\', "/");
        // Binary files (weights, tables, screenshots) hold no citation.
        let Ok(text) = fs::read_to_string(&path) else {
            continue;
        };
        if relative == THIS_FILE {
            continue;
        }
        citations += DOCUMENTS
            .iter()
            .map(|d| text.matches(&format!("{d}.md")).count())
            .sum::<usize>();
        for (number, problem) in check_text(&text, &known) {
            problems.push(format!("{relative}:{number}: {problem:?}"));
        }
    }
    assert!(
        citations > 200,
        "only {citations} citations found: is the scan looking in the repository?"
    );
    assert!(
        problems.is_empty(),
        "{} citations do not resolve:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn a_heading_gives_its_number_or_decision_as_the_section() {
    let text = "# Title\n## Part A — decisions\n### A2. Moves\n## 2. Russian\n### 2.1 Draws\n\
                ### 16.1a Decisions for `bashni`\n## Workspace\n";
    let ids: Vec<_> = sections(text).into_iter().collect();
    assert_eq!(ids, ["16.1a", "2", "2.1", "A2"]);
}

#[test]
fn a_missing_or_renumbered_section_is_named() {
    let known = |document: &str, section: &str| {
        document == "RULES" && ["A2", "2", "16.1a", "16.3"].contains(&section)
            || document == "INTERFACES" && ["1", "2", "4"].contains(&section)
    };
    let missing = |document: &str, section: &str| Problem::Missing {
        document: document.to_string(),
        section: section.to_string(),
    };
    assert_eq!(
        check_line("// (RULES.md §16.1a–16.3's decisions)", &known),
        []
    );
    assert_eq!(
        check_line("(RULES.md A2, §2, INTERFACES.md §1 and §4).", &known),
        []
    );
    assert_eq!(
        check_line("RULES.md §2.1 and §21: a move", &known),
        [missing("RULES", "2.1"), missing("RULES", "21")]
    );
    assert_eq!(
        check_line("(INTERFACES.md §1–3)", &known),
        [missing("INTERFACES", "3")]
    );
    assert_eq!(
        check_line("RULES.md A5's table", &known),
        [missing("RULES", "A5")]
    );
    assert_eq!(
        check_line("nothing in RULES.md ends it; RULES[variant]", &known),
        []
    );
}

#[test]
fn a_citation_wrapped_onto_the_next_line_is_checked_once() {
    let known = |document: &str, section: &str| document == "RULES" && section == "16.1a";
    let text = "//! Columns (RULES.md\n//! §16.1a; INTERFACES.md §9), and (RULES.md\n/// §16.2).\n";
    let found = check_text(text, &known);
    let missing = |line, document: &str, section: &str| {
        (
            line,
            Problem::Missing {
                document: document.to_string(),
                section: section.to_string(),
            },
        )
    };
    assert_eq!(
        found,
        [missing(2, "RULES", "16.2"), missing(2, "INTERFACES", "9")]
    );
}

#[test]
fn another_form_of_citation_is_named() {
    let known = |_: &str, _: &str| true;
    for line in [
        "// INTERFACES section 8",
        "// the key of INTERFACES §10",
        "## Ошибки (INTERFACES, раздел 8)",
        "(RULES.md section 17.1)",
        "(RULES.md 9; squares 1-64)",
        "RULES.md Part A3 says",
        "Details that INTERFACES leaves open",
    ] {
        assert!(
            matches!(check_line(line, &known)[..], [Problem::OtherForm(_)]),
            "{line}: {:?}",
            check_line(line, &known)
        );
    }
}
