//! `shashki serve`: the web app (INTERFACES sections 5 and 8).

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::Args;

use crate::error::CliError;

/// Arguments of `shashki serve`.
#[derive(Args)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub addr: String,
    /// SQLite file of the games.
    #[arg(long, default_value = "shashki.db")]
    pub db: PathBuf,
}

impl Default for ServeArgs {
    fn default() -> ServeArgs {
        ServeArgs {
            addr: "127.0.0.1:8080".into(),
            db: PathBuf::from("shashki.db"),
        }
    }
}

/// Serves until Ctrl-C.
pub fn run(args: &ServeArgs) -> Result<(), CliError> {
    let addr: SocketAddr = args
        .addr
        .parse()
        .map_err(|e| CliError::input(format!("--addr {}: {e}", args.addr)))?;
    shashki_web::init_logs();
    let config = shashki_web::Config {
        db: args.db.clone(),
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
