//! Secrets, ids and coins from the operating system's random source; the clock in Unix time.

use crate::now::Now;

/// Unix time in milliseconds, the system's.
pub fn now_ms() -> i64 {
    Now::system().unix_ms()
}

/// Compares two secrets in time that does not depend on where they differ.
pub fn eq_secret(a: &str, b: &str) -> bool {
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
