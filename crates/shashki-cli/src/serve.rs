//! `shashki serve`: the web app (INTERFACES.md §5 and §8).

use std::net::SocketAddr;

use clap::Args;

use crate::error::CliError;

/// Arguments of `shashki serve`.
#[derive(Args)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub addr: String,
    /// The games' database: a SQLite file (created when missing), or a PostgreSQL URL
    /// (`postgres://user:password@host/database`) that several servers may share. TLS as the
    /// URL's `sslmode` says, as libpq: disable, prefer (the default), require, verify-ca or
    /// verify-full, with `sslrootcert=FILE` for the roots (else the system's). Also taken
    /// from SHASHKI_DB, which keeps a password out of the process list.
    #[arg(
        long,
        env = "SHASHKI_DB",
        hide_env_values = true,
        default_value = "shashki.db",
        value_name = "FILE_OR_URL"
    )]
    pub db: shashki_web::Database,
    /// Requests a second one address may send on average; it may send six times as many in a
    /// burst. Raise it for a load test from one machine.
    #[arg(long, default_value_t = 50.0, value_name = "PER_SECOND")]
    pub rate_limit: f64,
    /// Websockets one address may hold open at once (an IPv6 address counts by its /64).
    /// Raise it for a load test from one machine.
    #[arg(long, default_value_t = 64, value_name = "N")]
    pub sockets_per_address: usize,
    /// A reverse proxy in front of the server (repeat for several, or separate by commas):
    /// requests from it are counted against the address it names last in `X-Forwarded-For`,
    /// so that the limits above count players, not the proxy.
    #[arg(long, value_delimiter = ',', value_name = "IP")]
    pub trusted_proxy: Vec<std::net::IpAddr>,
    /// With several servers on one PostgreSQL database: seconds a server holds a game's engine
    /// and clock without renewing, so how soon another takes them over when it is gone.
    #[arg(long, default_value_t = 5, value_name = "SECONDS")]
    pub lease: u64,
    /// The folder of the server's own data: the endgame tables the exercises build there
    /// (`DIR/egdb/russian`, about 1 MB) and `GET /api/tablebase` answers from (`DIR/egdb/<variant>`,
    /// built with `shashki egdb build --dir`). By default `shashki-data` beside the SQLite file, or
    /// in the current folder with PostgreSQL.
    #[arg(long, env = "SHASHKI_DATA", hide_env_values = true, value_name = "DIR")]
    pub data: Option<std::path::PathBuf>,
}

impl ServeArgs {
    /// The data folder: `--data`, or `shashki-data` beside the SQLite file (in the current
    /// folder with PostgreSQL).
    fn data_dir(&self) -> std::path::PathBuf {
        if let Some(dir) = &self.data {
            return dir.clone();
        }
        let beside = match &self.db {
            shashki_web::Database::Sqlite(file) => file.parent().map(std::path::Path::to_path_buf),
            shashki_web::Database::Postgres(_) => None,
        };
        beside.unwrap_or_default().join("shashki-data")
    }
}

impl Default for ServeArgs {
    fn default() -> ServeArgs {
        ServeArgs {
            addr: "127.0.0.1:8080".into(),
            db: shashki_web::Database::from("shashki.db"),
            rate_limit: 50.0,
            sockets_per_address: 64,
            trusted_proxy: Vec::new(),
            lease: 5,
            data: None,
        }
    }
}

/// Serves until Ctrl-C.
pub fn run(args: &ServeArgs) -> Result<(), CliError> {
    let addr: SocketAddr = args
        .addr
        .parse()
        .map_err(|e| CliError::input(format!("--addr {}: {e}", args.addr)))?;
    if !(args.rate_limit.is_finite() && args.rate_limit > 0.0) {
        return Err(CliError::input(format!(
            "--rate-limit {}: expected a number of requests a second above 0",
            args.rate_limit
        )));
    }
    if !(1..=3600).contains(&args.lease) {
        return Err(CliError::input(format!(
            "--lease {}: expected seconds from 1 to 3600",
            args.lease
        )));
    }
    shashki_web::init_logs();
    let config = shashki_web::Config {
        db: args.db.clone(),
        rate_per_second: args.rate_limit,
        rate_burst: args.rate_limit * 6.0,
        sockets_per_address: args.sockets_per_address.max(1),
        trusted_proxies: args.trusted_proxy.clone(),
        lease: std::time::Duration::from_secs(args.lease),
        endgames: Some(args.data_dir().join("egdb").join("russian")),
        tables: Some(args.data_dir().join("egdb")),
        ..shashki_web::Config::default()
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| CliError::Failure(e.to_string()))?;
    runtime
        .block_on(shashki_web::serve(addr, config))
        .map_err(CliError::Failure)
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;

    #[test]
    fn the_data_folder_is_the_one_named_else_beside_the_database() {
        let with = |db: &str, data: Option<&str>| ServeArgs {
            db: shashki_web::Database::from(db),
            data: data.map(PathBuf::from),
            ..ServeArgs::default()
        };
        assert_eq!(
            with("/srv/games/shashki.db", None).data_dir(),
            PathBuf::from("/srv/games/shashki-data")
        );
        assert_eq!(
            with("shashki.db", None).data_dir(),
            PathBuf::from("shashki-data")
        );
        assert_eq!(
            with("postgres://u@h/db", None).data_dir(),
            PathBuf::from("shashki-data")
        );
        assert_eq!(
            with("shashki.db", Some("/var/lib/shashki")).data_dir(),
            PathBuf::from("/var/lib/shashki")
        );
    }
}
