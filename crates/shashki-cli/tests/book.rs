//! `shashki book build`: the committed opening books come out again, byte for byte, from the
//! command their header names; bad input is refused with exit code 2.

use std::path::Path;
use std::process::Command;

/// The workspace root, where the books' commands are run.
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .parent()
        .unwrap()
}

/// The command of a book's `# made by:` line, run from the root: (exit code, stdout, stderr).
fn rerun(book: &str) -> (i32, String, String) {
    let made_by = book
        .lines()
        .find_map(|l| l.strip_prefix("# made by: shashki "))
        .expect("a made-by line");
    let out = Command::new(env!("CARGO_BIN_EXE_shashki"))
        .args(made_by.split(' '))
        .current_dir(root())
        .output()
        .unwrap();
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (
        out.status.code().unwrap(),
        text(out.stdout),
        text(out.stderr),
    )
}

#[test]
fn the_committed_books_are_what_their_commands_write() {
    for variant in ["russian", "international"] {
        let path = root().join(format!("crates/shashki-engine/data/book/{variant}.book"));
        let committed = std::fs::read_to_string(&path).unwrap();
        let (code, written, said) = rerun(&committed);
        assert_eq!(code, 0, "{said}");
        assert!(
            written == committed,
            "{variant}: the book differs from its command's output"
        );
        assert!(said.contains(" positions, "), "{said}");
    }
}

#[test]
fn an_unknown_variant_or_a_missing_file_is_refused() {
    for (args, said) in [
        (vec!["--variant", "chess", "x.pdn"], "unknown variant"),
        (
            vec!["--variant", "russian", "no/such/file.pdn"],
            "cannot open",
        ),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_shashki"))
            .args(["book", "build"])
            .args(&args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(said), "{args:?}: {err}");
    }
}
