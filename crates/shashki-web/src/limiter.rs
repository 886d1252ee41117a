//! The per-address limits (issue 31): a rate of requests kept by `governor` (a token bucket a
//! key), and the websockets open at once. An address is keyed as its network hands them out:
//! an IPv4 address alone, an IPv6 address by its /64 (one subscriber's prefix: keyed per /128,
//! one machine could take the whole IPv6 space's share).

use std::collections::HashMap;
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use governor::{DefaultKeyedRateLimiter, Quota};

/// An address as the limits key it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Key(IpAddr);

impl Key {
    /// The key of `ip`: itself for IPv4 (an IPv4 address written in IPv6 too), its /64 for
    /// IPv6.
    pub fn of(ip: IpAddr) -> Key {
        match ip {
            IpAddr::V4(v4) => Key(IpAddr::V4(v4)),
            IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
                Some(v4) => Key(IpAddr::V4(v4)),
                None => Key(IpAddr::V6((u128::from(v6) & !u128::from(u64::MAX)).into())),
            },
        }
    }
}

/// The rate of requests and the websockets of every address.
pub struct RateLimiter {
    rate: DefaultKeyedRateLimiter<Key>,
    sockets: Arc<Mutex<HashMap<Key, usize>>>,
    most_sockets: usize,
    /// Requests and websockets refused since [`RateLimiter::take_refused`] last asked: the log
    /// says how many now and then, not one line a refusal (a flood would fill it).
    refused: AtomicU64,
}

/// A websocket counted against its address until dropped.
pub struct Socket {
    sockets: Arc<Mutex<HashMap<Key, usize>>>,
    key: Key,
}

impl Drop for Socket {
    fn drop(&mut self) {
        let mut sockets = self.sockets.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = sockets.get_mut(&self.key) {
            *n -= 1;
            if *n == 0 {
                sockets.remove(&self.key);
            }
        }
    }
}

impl RateLimiter {
    /// `per_second` requests a second on average and `burst` at once from one address (each at
    /// least one), and `most_sockets` websockets open at once.
    pub fn new(per_second: f64, burst: f64, most_sockets: usize) -> RateLimiter {
        let whole = |x: f64| NonZeroU32::new(x.round().clamp(1.0, f64::from(u32::MAX)) as u32);
        let quota = Quota::per_second(whole(per_second).unwrap_or(NonZeroU32::MIN))
            .allow_burst(whole(burst).unwrap_or(NonZeroU32::MIN));
        RateLimiter {
            rate: DefaultKeyedRateLimiter::keyed(quota),
            sockets: Arc::new(Mutex::new(HashMap::new())),
            most_sockets,
            refused: AtomicU64::new(0),
        }
    }

    /// Takes one request of `ip`'s; false when its address has none left just now.
    pub fn admit(&self, ip: IpAddr) -> bool {
        let admitted = self.rate.check_key(&Key::of(ip)).is_ok();
        if !admitted {
            self.refused.fetch_add(1, Ordering::Relaxed);
        }
        admitted
    }

    /// How many requests and websockets were refused since the last call.
    pub fn take_refused(&self) -> u64 {
        self.refused.swap(0, Ordering::Relaxed)
    }

    /// A websocket of `ip`'s, while its address has fewer than the most open.
    pub fn socket(&self, ip: IpAddr) -> Option<Socket> {
        let key = Key::of(ip);
        let mut sockets = self.sockets.lock().unwrap_or_else(|e| e.into_inner());
        let open = sockets.entry(key).or_insert(0);
        if *open >= self.most_sockets {
            self.refused.fetch_add(1, Ordering::Relaxed);
            return None;
        }
        *open += 1;
        Some(Socket {
            sockets: Arc::clone(&self.sockets),
            key,
        })
    }

    /// Forgets the addresses whose buckets are full again (called now and then, so that the
    /// map holds only the addresses of the last moments).
    pub fn forget_idle(&self) {
        self.rate.retain_recent();
        self.rate.shrink_to_fit();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ipv6_address_is_keyed_by_its_64_and_an_ipv4_one_alone() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:bbbb::9".parse().unwrap();
        let c: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(Key::of(a), Key::of(b));
        assert_ne!(Key::of(a), Key::of(c));
        let v4: IpAddr = "192.0.2.7".parse().unwrap();
        let mapped: IpAddr = "::ffff:192.0.2.7".parse().unwrap();
        assert_eq!(Key::of(v4), Key::of(mapped));
        assert_ne!(Key::of(v4), Key::of("192.0.2.8".parse().unwrap()));
    }

    #[test]
    fn a_burst_then_nothing_and_the_whole_64_shares_it() {
        let limiter = RateLimiter::new(1.0, 3.0, 2);
        let one: IpAddr = "2001:db8::1".parse().unwrap();
        let other: IpAddr = "2001:db8::2".parse().unwrap();
        assert!((0..3).all(|_| limiter.admit(one)));
        assert!(!limiter.admit(other), "the same /64");
        assert!(limiter.admit("2001:db9::1".parse().unwrap()), "another /64");
        assert_eq!(limiter.take_refused(), 1);
        assert_eq!(limiter.take_refused(), 0);
    }

    #[test]
    fn an_address_has_so_many_websockets_and_a_closed_one_comes_back() {
        let limiter = RateLimiter::new(1.0, 1.0, 2);
        let ip: IpAddr = "192.0.2.1".parse().unwrap();
        let first = limiter.socket(ip).unwrap();
        let _second = limiter.socket(ip).unwrap();
        assert!(limiter.socket(ip).is_none());
        assert!(limiter.socket("192.0.2.2".parse().unwrap()).is_some());
        drop(first);
        assert!(limiter.socket(ip).is_some());
    }
}
