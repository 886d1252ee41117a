//! The URL's `sslmode` and `sslrootcert` as libpq reads them. tokio-postgres knows only
//! `disable`, `prefer` and `require`, and no `sslrootcert`: both are taken out of the URL here
//! and the rest is left to tokio-postgres.

use std::borrow::Cow;
use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;

use percent_encoding::percent_decode_str;
use tokio_postgres::config::{Host, SslMode as Wire};

/// How much of TLS a connection insists on (libpq's `sslmode`; `prefer` by default).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum SslMode {
    /// Never TLS.
    Disable,
    /// TLS when the server offers it, else plain. libpq's `allow` (plain first, TLS when the
    /// server insists) is read as this: it encrypts wherever `allow` would connect.
    Prefer,
    /// TLS or no connection; the certificate is checked only against `sslrootcert` if named.
    Require,
    /// TLS with a certificate signed by a trusted root, whatever host it names.
    VerifyCa,
    /// TLS with a certificate signed by a trusted root and naming the host connected to.
    VerifyFull,
}

impl SslMode {
    fn read(text: &str) -> Result<SslMode, String> {
        Ok(match text {
            "disable" => SslMode::Disable,
            "allow" | "prefer" => SslMode::Prefer,
            "require" => SslMode::Require,
            "verify-ca" => SslMode::VerifyCa,
            "verify-full" => SslMode::VerifyFull,
            _ => {
                return Err(format!(
                    "--db: sslmode={text}: expected disable, allow, prefer, require, verify-ca \
                     or verify-full"
                ))
            }
        })
    }

    /// What tokio-postgres is told: whether to ask for TLS and whether to give up without it.
    fn wire(self) -> Wire {
        match self {
            SslMode::Disable => Wire::Disable,
            SslMode::Prefer => Wire::Prefer,
            SslMode::Require | SslMode::VerifyCa | SslMode::VerifyFull => Wire::Require,
        }
    }

    /// True when the server's certificate must be signed by a trusted root.
    pub(super) fn verifies(self) -> bool {
        matches!(self, SslMode::VerifyCa | SslMode::VerifyFull)
    }
}

impl fmt::Display for SslMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SslMode::Disable => "disable",
            SslMode::Prefer => "prefer",
            SslMode::Require => "require",
            SslMode::VerifyCa => "verify-ca",
            SslMode::VerifyFull => "verify-full",
        })
    }
}

/// The roots a server's certificate is checked against (`sslrootcert`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Roots {
    /// Not named: none for `prefer` and `require` (no check), the system's for `verify-*`.
    Unnamed,
    /// `sslrootcert=system`: the system's store.
    System,
    /// `sslrootcert=FILE`: the PEM certificates of FILE.
    File(PathBuf),
}

/// What the URL asks of TLS.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Ssl {
    pub mode: SslMode,
    pub roots: Roots,
}

/// Reads `url`: the connection's settings for tokio-postgres and what it asks of TLS.
///
/// # Errors
/// An unknown `sslmode`, `sslrootcert=system` below `verify-full` (libpq refuses it too: the
/// system's roots sign certificates for anybody's host), or a URL tokio-postgres does not read.
pub(super) fn read(url: &str) -> Result<(tokio_postgres::Config, Ssl), String> {
    let (base, query) = url.split_once('?').unwrap_or((url, ""));
    let (mut mode, mut roots) = (SslMode::Prefer, Roots::Unnamed);
    let mut kept = Vec::new();
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        match decoded(key).as_ref() {
            "sslmode" => mode = SslMode::read(&decoded(value))?,
            "sslrootcert" => {
                roots = match decoded(value).as_ref() {
                    "system" => Roots::System,
                    file => Roots::File(PathBuf::from(file)),
                }
            }
            _ => kept.push(pair),
        }
    }
    if roots == Roots::System && mode != SslMode::VerifyFull {
        return Err(format!(
            "--db: sslrootcert=system needs sslmode=verify-full (it is {mode})"
        ));
    }
    let rest = if kept.is_empty() {
        base.to_string()
    } else {
        format!("{base}?{}", kept.join("&"))
    };
    let mut config = tokio_postgres::Config::from_str(&rest)
        .map_err(|e| format!("--db: {}", super::said(&e)))?;
    // libpq never asks for TLS over a Unix socket, whatever the mode.
    let unix_only = config
        .get_hosts()
        .iter()
        .all(|h| !matches!(h, Host::Tcp(_)));
    let wire = if unix_only && !config.get_hosts().is_empty() {
        Wire::Disable
    } else {
        mode.wire()
    };
    config.ssl_mode(wire);
    Ok((config, Ssl { mode, roots }))
}

/// A query string's key or value, percent-decoded as tokio-postgres decodes them.
fn decoded(text: &str) -> Cow<'_, str> {
    percent_decode_str(text).decode_utf8_lossy()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ssl(url: &str) -> Ssl {
        read(url).unwrap().1
    }

    #[test]
    fn prefer_is_the_default_and_allow_reads_as_prefer() {
        let (config, got) = read("postgres://shashki@db.example/games").unwrap();
        assert_eq!(got.mode, SslMode::Prefer);
        assert_eq!(got.roots, Roots::Unnamed);
        assert_eq!(config.get_ssl_mode(), Wire::Prefer);
        assert_eq!(
            ssl("postgres://shashki@db.example/games?sslmode=allow").mode,
            SslMode::Prefer
        );
    }

    #[test]
    fn the_verifying_modes_ask_tokio_postgres_to_require() {
        for (text, mode) in [
            ("disable", SslMode::Disable),
            ("require", SslMode::Require),
            ("verify-ca", SslMode::VerifyCa),
            ("verify-full", SslMode::VerifyFull),
        ] {
            let (config, got) = read(&format!(
                "postgres://u:p@db.example:5433/games?sslmode={text}"
            ))
            .unwrap();
            assert_eq!(got.mode, mode);
            assert_eq!(got.mode.to_string(), text);
            let wire = if mode == SslMode::Disable {
                Wire::Disable
            } else {
                Wire::Require
            };
            assert_eq!(config.get_ssl_mode(), wire, "{text}");
        }
    }

    #[test]
    fn sslrootcert_is_taken_out_and_the_rest_kept() {
        let url = "postgres://shashki:s3cret@db.example:5433/games?connect_timeout=3\
                   &sslrootcert=%2Fetc%2Fshashki%2Froot%20ca.pem&sslmode=verify-full\
                   &application_name=shashki";
        let (config, got) = read(url).unwrap();
        assert_eq!(
            got,
            Ssl {
                mode: SslMode::VerifyFull,
                roots: Roots::File("/etc/shashki/root ca.pem".into()),
            }
        );
        assert_eq!(config.get_dbname(), Some("games"));
        assert_eq!(config.get_password(), Some(&b"s3cret"[..]));
        assert_eq!(config.get_application_name(), Some("shashki"));
        assert_eq!(
            config.get_connect_timeout(),
            Some(&std::time::Duration::from_secs(3))
        );
        assert_eq!(
            ssl("postgres://h/d?sslmode=verify-full&sslrootcert=system").roots,
            Roots::System
        );
    }

    #[test]
    fn a_mode_libpq_does_not_know_is_refused() {
        let err = read("postgres://h/d?sslmode=verify").unwrap_err();
        assert_eq!(
            err,
            "--db: sslmode=verify: expected disable, allow, prefer, require, verify-ca or \
             verify-full"
        );
        let err = read("postgres://h/d?sslmode=require&sslrootcert=system").unwrap_err();
        assert_eq!(
            err,
            "--db: sslrootcert=system needs sslmode=verify-full (it is require)"
        );
        assert!(read("postgres://h/d?sslcert=client.pem")
            .unwrap_err()
            .contains("unknown option `sslcert`"));
    }

    #[test]
    fn a_unix_socket_never_asks_for_tls() {
        let (config, got) =
            read("postgresql://%2Fvar%2Frun%2Fpostgresql/games?sslmode=require").unwrap();
        assert_eq!(got.mode, SslMode::Require);
        assert_eq!(config.get_ssl_mode(), Wire::Disable);
    }
}
