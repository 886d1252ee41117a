//! `sslmode` against a real cluster (`scripts/postgres-test.sh`): `SHASHKI_TEST_POSTGRES` names
//! it and `SHASHKI_TEST_POSTGRES_TLS` says how it runs: the folder of its certificates when it
//! runs with `ssl=on` (`ca.crt` signed its certificate, made for `localhost`; `other-ca.crt`
//! did not), or `off`. Each test opens the backend as the server does and asks PostgreSQL
//! whether the connection is encrypted. Roots that do not read are checked without a cluster.

use std::path::PathBuf;

use super::super::sslmode::{Roots, Ssl, SslMode};
use super::connector;
use crate::store::postgres::Postgres;
use crate::store::Backend;

/// How the test cluster runs.
enum Cluster {
    /// `ssl=on`, its certificates in this folder.
    Tls(PathBuf),
    /// `ssl=off`.
    Plain,
}

/// The cluster's URL and how it runs. These tests are `#[ignore]`d: scripts/postgres-test.sh
/// runs them twice, on its cluster with TLS and again with `ssl=off`, and each returns at once
/// in the run whose cluster is not the one it needs.
fn cluster(what: &str) -> (String, Cluster) {
    let url = std::env::var("SHASHKI_TEST_POSTGRES").ok();
    let tls = std::env::var("SHASHKI_TEST_POSTGRES_TLS").ok();
    let (Some(url), Some(tls)) = (url, tls) else {
        panic!("{what} needs PostgreSQL: run it with scripts/postgres-test.sh");
    };
    let cluster = if tls == "off" {
        Cluster::Plain
    } else {
        Cluster::Tls(PathBuf::from(tls))
    };
    (url, cluster)
}

/// The cluster with TLS, or none when it runs without.
fn with_tls(what: &str) -> Option<(String, PathBuf)> {
    match cluster(what) {
        (url, Cluster::Tls(dir)) => Some((url_of(&url), dir)),
        (_, Cluster::Plain) => {
            eprintln!("SKIPPED: {what}; the cluster runs with ssl=off");
            None
        }
    }
}

/// The cluster without TLS, or none when it runs with it.
fn without_tls(what: &str) -> Option<String> {
    match cluster(what) {
        (url, Cluster::Plain) => Some(url_of(&url)),
        (_, Cluster::Tls(_)) => {
            eprintln!("SKIPPED: {what}; the cluster runs with ssl=on");
            None
        }
    }
}

/// `url` without a query string.
fn url_of(url: &str) -> String {
    url.split('?').next().unwrap_or(url).to_string()
}

/// Opens the backend on `url` with `query` and answers whether its connection is encrypted
/// (`pg_stat_ssl`), or the error `Postgres::open` gives. Its version table is a temporary one
/// (`search_path=pg_temp`), gone with the connection.
fn encrypted(url: &str, query: &str) -> Result<bool, String> {
    let db = Postgres::open(
        &format!("{url}?options=-csearch_path%3Dpg_temp&{query}"),
        &[],
    )?;
    let rows = db
        .query(
            "SELECT ssl::text AS ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()",
            Vec::new(),
        )
        .map_err(|e| e.to_string())?;
    let ssl: String = rows[0].get("ssl").map_err(|e| e.to_string())?;
    Ok(ssl == "true")
}

/// `url` with its host `127.0.0.1` replaced by `host`.
fn at(url: &str, host: &str) -> String {
    url.replacen("127.0.0.1", host, 1)
}

#[test]
#[ignore = "needs PostgreSQL: scripts/postgres-test.sh runs it"]
fn require_and_prefer_encrypt_and_disable_does_not() {
    let Some((url, _)) = with_tls("sslmode against a cluster with TLS") else {
        return;
    };
    assert_eq!(encrypted(&url, "sslmode=require"), Ok(true));
    assert_eq!(encrypted(&url, "sslmode=prefer"), Ok(true));
    assert_eq!(
        encrypted(&url, "connect_timeout=5"),
        Ok(true),
        "prefer is the default"
    );
    assert_eq!(encrypted(&url, "sslmode=disable"), Ok(false));
}

#[test]
#[ignore = "needs PostgreSQL: scripts/postgres-test.sh runs it"]
fn verify_full_connects_with_the_ca_and_the_host_name() {
    let Some((url, dir)) = with_tls("sslmode=verify-full against a cluster with TLS") else {
        return;
    };
    let ca = dir.join("ca.crt");
    let query = format!("sslmode=verify-full&sslrootcert={}", ca.display());
    assert_eq!(encrypted(&at(&url, "localhost"), &query), Ok(true));
    // verify-ca checks the signature only: the address is not the certificate's name.
    let query = format!("sslmode=verify-ca&sslrootcert={}", ca.display());
    assert_eq!(encrypted(&url, &query), Ok(true));
}

#[test]
#[ignore = "needs PostgreSQL: scripts/postgres-test.sh runs it"]
fn verify_full_refuses_another_root_another_name_and_the_system_roots() {
    let Some((url, dir)) = with_tls("sslmode=verify-full against a cluster with TLS") else {
        return;
    };
    let (ca, other) = (dir.join("ca.crt"), dir.join("other-ca.crt"));
    let localhost = at(&url, "localhost");
    let query = format!("sslmode=verify-full&sslrootcert={}", other.display());
    assert_eq!(
        encrypted(&localhost, &query),
        Err(format!(
            "no database connection: error performing TLS handshake: invalid peer \
             certificate: UnknownIssuer (sslmode=verify-full, roots of {})",
            other.display()
        ))
    );
    // require with a root named checks the signature as verify-ca does (libpq's rule).
    let query = format!("sslmode=require&sslrootcert={}", other.display());
    let err = encrypted(&localhost, &query).unwrap_err();
    assert!(
        err.contains("invalid peer certificate: UnknownIssuer"),
        "{err}"
    );
    let query = format!("sslmode=verify-full&sslrootcert={}", ca.display());
    let err = encrypted(&url, &query).unwrap_err();
    assert!(
        err.starts_with(
            "no database connection: error performing TLS handshake: invalid peer \
             certificate: certificate not valid for name \"127.0.0.1\""
        ),
        "{err}"
    );
    // The system's roots (none of them signed the test CA), or none on a bare machine.
    let err = encrypted(&localhost, "sslmode=verify-full").unwrap_err();
    let refused = if rustls_native_certs::load_native_certs().certs.is_empty() {
        "--db: no trusted root certificate found on the system"
    } else {
        "invalid peer certificate: UnknownIssuer (sslmode=verify-full, the system's roots)"
    };
    assert!(err.contains(refused), "{err}");
}

#[test]
#[ignore = "needs PostgreSQL: scripts/postgres-test.sh runs it"]
fn require_fails_against_a_cluster_without_ssl_and_prefer_connects() {
    let Some(url) = without_tls("sslmode against a cluster without TLS") else {
        return;
    };
    assert_eq!(
        encrypted(&url, "sslmode=require"),
        Err(
            "no database connection: error performing TLS handshake: server does not \
             support TLS (sslmode=require, certificate not checked)"
                .into()
        )
    );
    let err = encrypted(&at(&url, "localhost"), "sslmode=verify-full").unwrap_err();
    assert!(err.contains("server does not support TLS"), "{err}");
    assert_eq!(encrypted(&url, "sslmode=prefer"), Ok(false));
    assert_eq!(encrypted(&url, "sslmode=disable"), Ok(false));
}

#[test]
fn roots_that_do_not_read_are_named_in_the_error() {
    let ssl = |file: PathBuf| Ssl {
        mode: SslMode::VerifyFull,
        roots: Roots::File(file),
    };
    let missing = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("no-such-ca.pem");
    let err = connector(&ssl(missing.clone())).err().unwrap();
    assert!(
        err.starts_with(&format!("--db: sslrootcert={}: ", missing.display())),
        "{err}"
    );
    assert!(err.contains("No such file"), "{err}");
    let no_pem = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml");
    assert_eq!(
        connector(&ssl(no_pem.clone())).err().unwrap(),
        format!(
            "--db: sslrootcert={}: no certificate in the file",
            no_pem.display()
        )
    );
}
