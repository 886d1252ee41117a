//! Runs a fuzz target's promises on each of its committed seeds, for the crates' tests.

use std::path::Path;

/// Calls `check` on every file of `fuzz/seeds/TARGET` and fails naming the seeds that break a
/// promise; at least one seed must be there, so a moved folder cannot pass unseen.
pub fn every_seed(target: &str, check: fn(&[u8])) {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fuzz/seeds")
        .join(target);
    let mut seeds = 0;
    let mut broken = Vec::new();
    for entry in std::fs::read_dir(&folder).expect("the fuzz seeds folder") {
        let path = entry.expect("a seed").path();
        let data = std::fs::read(&path).expect("a readable seed");
        if std::panic::catch_unwind(|| check(&data)).is_err() {
            broken.push(path.display().to_string());
        }
        seeds += 1;
    }
    assert!(seeds > 0, "no seeds in {}", folder.display());
    assert!(broken.is_empty(), "seeds that break a promise: {broken:?}");
}
