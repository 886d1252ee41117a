//! The per-address rate limit: a token bucket for each address.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Token buckets by address: `per_second` tokens come back a second, up to `burst`.
pub struct RateLimiter {
    per_second: f64,
    burst: f64,
    buckets: Mutex<HashMap<IpAddr, (f64, Instant)>>,
}

impl RateLimiter {
    /// A limiter allowing `per_second` requests a second on average and `burst` at once.
    pub fn new(per_second: f64, burst: f64) -> RateLimiter {
        RateLimiter {
            per_second,
            burst,
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Takes one request from `ip`'s bucket; false when it is empty.
    pub fn admit(&self, ip: IpAddr) -> bool {
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        let now = Instant::now();
        if buckets.len() > 100_000 {
            buckets.retain(|_, (_, at)| now.duration_since(*at) < Duration::from_secs(60));
        }
        let (tokens, at) = buckets.entry(ip).or_insert((self.burst, now));
        *tokens =
            (*tokens + now.duration_since(*at).as_secs_f64() * self.per_second).min(self.burst);
        *at = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            true
        } else {
            false
        }
    }
}
