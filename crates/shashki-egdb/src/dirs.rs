//! Where tables live by default: the user's data folder (XDG).

use std::path::PathBuf;

use shashki::Variant;

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
