//! Game termination markers: the PDN ones and the colon forms of Russian archives.

/// Every marker read as the end of a game: PDN's default (`1-0`, `0-1`, `1/2-1/2`), its
/// international type (`2-0`, `0-2`, `1-1`, `0-0` for a double loss), `*` for a game not
/// finished, and the `1:0`, `0:1`, `1/2:1/2` of Russian files.
pub const RESULTS: [&str; 11] = [
    "1-0", "0-1", "1/2-1/2", "2-0", "0-2", "1-1", "0-0", "*", "1:0", "0:1", "1/2:1/2",
];

/// True when `text` is one of [`RESULTS`].
pub fn is_result(text: &str) -> bool {
    RESULTS.contains(&text)
}

/// The marker in PDN's default form: the Russian colon forms become `1-0`, `0-1`, `1/2-1/2`;
/// any other text is returned as it is.
pub fn normalize_result(text: &str) -> &str {
    match text {
        "1:0" => "1-0",
        "0:1" => "0-1",
        "1/2:1/2" => "1/2-1/2",
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn russian_colon_results_mean_the_pdn_ones() {
        assert_eq!(normalize_result("1/2:1/2"), "1/2-1/2");
        assert_eq!(normalize_result("2-0"), "2-0");
        assert!(is_result("1:0") && is_result("*") && !is_result("1-6"));
    }
}
