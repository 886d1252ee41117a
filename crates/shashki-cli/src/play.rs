//! `shashki play`: being built in this session (issue 6).

use clap::Args;

use crate::error::CliError;

/// Arguments of `shashki play`.
#[derive(Args)]
pub struct PlayArgs {}

/// Runs `shashki play`.
pub fn run(_args: &PlayArgs) -> Result<(), CliError> {
    Err(CliError::Failure("shashki play is not built yet".into()))
}
