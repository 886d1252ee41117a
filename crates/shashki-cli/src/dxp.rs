//! `shashki dxp`: being built in this session (issue 6).

use clap::Args;

use crate::error::CliError;

/// Arguments of `shashki dxp`.
#[derive(Args)]
pub struct DxpArgs {}

/// Runs `shashki dxp`.
pub fn run(_args: &DxpArgs) -> Result<(), CliError> {
    Err(CliError::Failure("shashki dxp is not built yet".into()))
}
