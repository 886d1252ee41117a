//! The TLS of a connection to PostgreSQL, over rustls with the ring provider, checking the
//! server's certificate as libpq does for the URL's `sslmode` (`sslmode.rs`): `prefer` and
//! `require` encrypt without a check unless `sslrootcert` names roots, `verify-ca` checks that
//! a trusted root signed the certificate, `verify-full` also that it names the host.

use std::sync::Arc;

use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::client::{verify_server_cert_signed_by_trust_anchor, verify_server_name};
use rustls::crypto::{ring, CryptoProvider};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::server::ParsedCertificate;
use rustls::{ClientConfig, DigitallySignedStruct, RootCertStore, SignatureScheme};
use tokio_postgres_rustls::MakeRustlsConnect;

use super::sslmode::{Roots, Ssl, SslMode};

/// The connector tokio-postgres makes its TLS sessions with, and what it checks in words for
/// an error ("sslmode=verify-full, roots of /etc/ca.pem").
pub(super) struct Tls {
    pub connect: MakeRustlsConnect,
    pub described: String,
}

/// The connector for `ssl`.
///
/// # Errors
/// When the roots cannot be read: `sslrootcert`'s file missing or holding no certificate, or
/// no certificate in the system's store.
pub(super) fn connector(ssl: &Ssl) -> Result<Tls, String> {
    // ring builds with no C toolchain beyond cc, unlike aws-lc-rs; rustls 0.23.48 marks it
    // deprecated as it has no post-quantum key exchange, which PostgreSQL's OpenSSL seldom
    // offers yet.
    #[allow(deprecated)]
    let provider = Arc::new(ring::default_provider());
    let (roots, whose) = match (&ssl.roots, ssl.mode.verifies()) {
        (Roots::Unnamed, false) => (None, "certificate not checked".to_string()),
        (Roots::Unnamed, true) | (Roots::System, _) => {
            (Some(system_roots()?), "the system's roots".to_string())
        }
        (Roots::File(path), _) => (
            Some(file_roots(path)?),
            format!("roots of {}", path.display()),
        ),
    };
    let check = match roots {
        None => Check::Nothing,
        Some(roots) if ssl.mode == SslMode::VerifyFull => Check::SignedForHost(roots),
        Some(roots) => Check::Signed(roots),
    };
    let config = ClientConfig::builder_with_provider(provider.clone())
        .with_safe_default_protocol_versions()
        .map_err(|e| e.to_string())?
        .dangerous()
        .with_custom_certificate_verifier(Arc::new(Verifier { check, provider }))
        .with_no_client_auth();
    Ok(Tls {
        connect: MakeRustlsConnect::new(config),
        described: format!("sslmode={}, {whose}", ssl.mode),
    })
}

/// The certificates of the PEM file `path` (`sslrootcert`).
fn file_roots(path: &std::path::Path) -> Result<RootCertStore, String> {
    let unreadable =
        |e: &dyn std::fmt::Display| format!("--db: sslrootcert={}: {e}", path.display());
    let mut roots = RootCertStore::empty();
    for cert in CertificateDer::pem_file_iter(path).map_err(|e| unreadable(&e))? {
        roots
            .add(cert.map_err(|e| unreadable(&e))?)
            .map_err(|e| unreadable(&e))?;
    }
    if roots.is_empty() {
        return Err(unreadable(&"no certificate in the file"));
    }
    Ok(roots)
}

/// The system's trusted roots (SSL_CERT_FILE and SSL_CERT_DIR name others, as for OpenSSL).
fn system_roots() -> Result<RootCertStore, String> {
    let found = rustls_native_certs::load_native_certs();
    let mut roots = RootCertStore::empty();
    roots.add_parsable_certificates(found.certs);
    if roots.is_empty() {
        let why: Vec<String> = found.errors.iter().map(ToString::to_string).collect();
        return Err(format!(
            "--db: no trusted root certificate found on the system to check the server's \
             against ({}); name one with sslrootcert=FILE",
            why.join("; ")
        ));
    }
    Ok(roots)
}

/// What is checked of the server's certificate.
#[derive(Debug)]
enum Check {
    /// Nothing: the session is encrypted, but with whoever answers (libpq's `require`).
    Nothing,
    /// Signed by one of the roots.
    Signed(RootCertStore),
    /// Signed by one of the roots and naming the host connected to.
    SignedForHost(RootCertStore),
}

/// Checks the server's certificate as [`Check`] says; the handshake's signatures are always
/// checked, so that the session's keys are the certificate holder's.
#[derive(Debug)]
struct Verifier {
    check: Check,
    provider: Arc<CryptoProvider>,
}

impl ServerCertVerifier for Verifier {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        _ocsp_response: &[u8],
        now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        let (roots, host) = match &self.check {
            Check::Nothing => return Ok(ServerCertVerified::assertion()),
            Check::Signed(roots) => (roots, false),
            Check::SignedForHost(roots) => (roots, true),
        };
        let cert = ParsedCertificate::try_from(end_entity)?;
        let algorithms = self.provider.signature_verification_algorithms.all;
        verify_server_cert_signed_by_trust_anchor(&cert, roots, intermediates, now, algorithms)?;
        if host {
            verify_server_name(&cert, server_name)?;
        }
        Ok(ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls12_signature(
            message,
            cert,
            dss,
            &self.provider.signature_verification_algorithms,
        )
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls13_signature(
            message,
            cert,
            dss,
            &self.provider.signature_verification_algorithms,
        )
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.provider
            .signature_verification_algorithms
            .supported_schemes()
    }
}

#[cfg(test)]
mod tests;
