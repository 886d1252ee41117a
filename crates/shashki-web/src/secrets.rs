//! Secrets, ids and coins from the operating system's random source; the clock in Unix time.

use sha2::{Digest, Sha256};

use crate::now::Now;

/// Unix time in milliseconds, the system's.
pub fn now_ms() -> i64 {
    Now::system().unix_ms()
}

/// Compares two secrets in time that does not depend on where they differ.
fn eq_secret(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

/// A random secret of 128 bits, as 32 hex digits.
pub fn secret() -> String {
    token(16)
}

/// How a seat or an invite secret is stored and held (issue 31): its SHA-256 as 64 hex digits;
/// the secret itself is only in the answer to its owner. A copy of the database (a backup, a
/// replica, a stolen file) then gives no seat away. The secrets are 128 random bits
/// ([`secret`], or a join key the page draws as randomly), too many to try one by one against
/// the hash, so neither a salt nor a slow hash would add anything.
pub fn hashed(secret: &str) -> String {
    Sha256::digest(secret.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// True when `stored` (as [`hashed`] stores it) is `secret`'s hash, compared in time that does
/// not depend on where they differ.
pub fn fits(stored: &str, secret: &str) -> bool {
    eq_secret(stored, &hashed(secret))
}

/// The length of a secret as servers before issue 31 stored it: plain, 32 hex digits (a hash
/// has 64); such rows are hashed when the server starts (`store/plain.rs`).
pub const PLAIN_LEN: usize = 32;

/// A random token of `bytes` bytes as hex.
pub fn token(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    getrandom::fill(&mut buf).expect("the operating system's random source");
    buf.iter().map(|b| format!("{b:02x}")).collect()
}

/// A random number below `n` (0 when `n` is 0), for choosing among a few.
pub fn below(n: usize) -> usize {
    let mut b = [0u8; 8];
    getrandom::fill(&mut b).expect("the operating system's random source");
    usize::try_from(u64::from_le_bytes(b) % n.max(1) as u64).unwrap_or(0)
}

/// A fair random coin.
pub fn coin() -> bool {
    let mut b = [0u8; 1];
    getrandom::fill(&mut b).expect("the operating system's random source");
    b[0] & 1 == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_secret_is_held_as_its_sha256_and_only_it_fits() {
        // SHA-256 of "abc", FIPS 180-2 appendix B.1.
        assert_eq!(
            hashed("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        let seat = secret();
        assert_eq!(seat.len(), PLAIN_LEN);
        let stored = hashed(&seat);
        assert_eq!(stored.len(), 64);
        assert!(fits(&stored, &seat));
        assert!(!fits(&stored, &stored), "the hash itself is no seat");
        assert!(!fits(&stored, &secret()));
        assert!(!fits(&stored, ""));
    }
}
