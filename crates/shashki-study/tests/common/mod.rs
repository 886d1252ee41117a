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
                // Whole or not at all: test processes run at once (cargo nextest).
                let mut options = shashki_egdb::Options::new(variant, 4);
                options.threads = 2;
                shashki_egdb::build_whole(variant, &dir, &options, &|_| {})
                    .expect("the tables build");
                assert!(
                    shashki_egdb::Egdb::open(variant, &dir).pieces() >= 4,
                    "the tables (a stale folder from an older build: clear it)"
                );
            }
            base
        })
        .clone()
}
