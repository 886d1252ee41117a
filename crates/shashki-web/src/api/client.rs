//! The address a request comes from, as the per-address limits count it: the connection's
//! peer, or, when the peer is one of the operator's reverse proxies (`Config::trusted_proxies`),
//! the address the proxies wrote into `X-Forwarded-For`. Behind a proxy every connection comes
//! from the proxy, and one player's share would be every player's.

use std::net::IpAddr;

use axum::http::HeaderMap;

/// The header a reverse proxy (nginx's `$proxy_add_x_forwarded_for`, Caddy, HAProxy) appends
/// the address it received the request from to.
const FORWARDED_FOR: &str = "x-forwarded-for";

/// The client of a request from `peer` with `headers`. Read from the right, as proxies append:
/// the first address that is not one of `trusted` is the client (whatever a client wrote to the
/// left of it could be forged); the peer itself when it is not trusted or nothing readable is
/// there.
pub fn client(peer: IpAddr, headers: &HeaderMap, trusted: &[IpAddr]) -> IpAddr {
    if !trusted.contains(&peer) {
        return peer;
    }
    let mut last = peer;
    let hops = headers
        .get_all(FORWARDED_FOR)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .collect::<Vec<_>>();
    for hop in hops.iter().rev() {
        let Ok(ip) = hop.trim().parse::<IpAddr>() else {
            return last;
        };
        if !trusted.contains(&ip) {
            return ip;
        }
        last = ip;
    }
    last
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(values: &[&str]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for v in values {
            h.append(FORWARDED_FOR, v.parse().unwrap());
        }
        h
    }

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn behind_a_trusted_proxy_the_client_is_the_last_address_it_did_not_add_itself() {
        let proxy = ip("10.0.0.5");
        let trusted = [proxy, ip("10.0.0.6")];
        // nginx in front: the player, as nginx saw him.
        assert_eq!(
            client(proxy, &headers(&["203.0.113.7"]), &trusted),
            ip("203.0.113.7")
        );
        // A player who forged the header: his own address is the last one appended.
        assert_eq!(
            client(proxy, &headers(&["1.2.3.4, 203.0.113.7"]), &trusted),
            ip("203.0.113.7")
        );
        // Two proxies of ours in a row, the header split over two lines, IPv6.
        assert_eq!(
            client(proxy, &headers(&["2001:db8::1", "10.0.0.6"]), &trusted),
            ip("2001:db8::1")
        );
        // Nothing readable: the last proxy counts it.
        assert_eq!(client(proxy, &headers(&["unknown"]), &trusted), proxy);
        assert_eq!(client(proxy, &headers(&[]), &trusted), proxy);
    }

    #[test]
    fn a_peer_that_is_not_a_trusted_proxy_is_the_client_whatever_it_writes() {
        let trusted = [ip("10.0.0.5")];
        let peer = ip("198.51.100.9");
        assert_eq!(client(peer, &headers(&["203.0.113.7"]), &trusted), peer);
        assert_eq!(client(peer, &headers(&["203.0.113.7"]), &[]), peer);
    }
}
