//! Shared by the coach's tests: endgame tables built once into the tests' scratch folder.

use std::path::PathBuf;
use std::sync::OnceLock;

use shashki::Variant;

/// Russian endgame tables of up to four pieces, built once into the tests' scratch folder
/// (never the user's data folder): the base folder, `<base>/russian`.
pub fn russian_tables() -> PathBuf {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT
        .get_or_init(|| {
            let base = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("coach-egdb");
            let dir = base.join("russian");
            let variant = Variant::Russian;
            if shashki_egdb::Egdb::open(variant, &dir).pieces() < 4 {
                // Built beside and renamed into place whole: test processes run at once (cargo
                // nextest) and one must never read another's half-built folder or clear it.
                let building = base.join(format!("russian.building-{}", std::process::id()));
                let _ = std::fs::remove_dir_all(&building);
                let mut options = shashki_egdb::Options::new(variant, 4);
                options.threads = 2;
                shashki_egdb::build(variant, &building, &options, &|_| {})
                    .expect("the tables build");
                if std::fs::rename(&building, &dir).is_err() {
                    // Another process put its tables there first: they are the same.
                    let _ = std::fs::remove_dir_all(&building);
                }
                assert!(
                    shashki_egdb::Egdb::open(variant, &dir).pieces() >= 4,
                    "the tables"
                );
            }
            base
        })
        .clone()
}
