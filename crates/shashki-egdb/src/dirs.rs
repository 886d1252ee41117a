//! Where tables live by default: the user's data folder (XDG).

use std::path::PathBuf;
use std::sync::{Mutex, PoisonError};

use shashki::Variant;

use crate::probe::Egdb;

/// `$XDG_DATA_HOME/shashki/egdb/<variant>`, or `$HOME/.local/share/shashki/egdb/<variant>`
/// when `XDG_DATA_HOME` is not set (or not absolute, as the XDG specification asks); `None`
/// when neither variable helps.
pub fn default_dir(variant: Variant) -> Option<PathBuf> {
    let xdg = std::env::var_os("XDG_DATA_HOME")
        .map(PathBuf::from)
        .filter(|p| p.is_absolute());
    let base = xdg.or_else(|| {
        std::env::var_os("HOME")
            .map(PathBuf::from)
            .filter(|p| p.is_absolute())
            .map(|h| h.join(".local").join("share"))
    })?;
    Some(base.join("shashki").join("egdb").join(variant.key()))
}

/// The folder holding one folder of tables a variant in the user's data folder, as the engine's
/// `set_endgames` takes it.
pub fn base_dir() -> Option<PathBuf> {
    default_dir(Variant::Russian).and_then(|d| d.parent().map(PathBuf::from))
}

/// The tables of `variant` in the user's data folder, opened once for the whole process and
/// shared (front-ends); `None` when none were built.
pub fn user_tables(variant: Variant) -> Option<&'static Egdb> {
    static OPEN: Mutex<Vec<&'static Egdb>> = Mutex::new(Vec::new());
    let mut open = OPEN.lock().unwrap_or_else(PoisonError::into_inner);
    let found = match open.iter().find(|e| e.variant() == variant) {
        Some(&e) => e,
        None => {
            let dir = default_dir(variant)?;
            let egdb: &'static Egdb = Box::leak(Box::new(Egdb::open(variant, &dir)));
            open.push(egdb);
            egdb
        }
    };
    Some(found).filter(|e| e.pieces() > 0 && crate::supported(variant))
}
