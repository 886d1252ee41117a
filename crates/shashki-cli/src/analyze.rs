//! `shashki analyze`: being built in this session (issue 6).

use clap::Args;

use crate::error::CliError;

/// Arguments of `shashki analyze`.
#[derive(Args)]
pub struct AnalyzeArgs {}

/// Runs `shashki analyze`.
pub fn run(_args: &AnalyzeArgs) -> Result<(), CliError> {
    Err(CliError::Failure("shashki analyze is not built yet".into()))
}
