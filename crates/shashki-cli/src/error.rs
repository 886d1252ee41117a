//! Errors of the command line and their exit codes (INTERFACES.md §5).

use std::fmt;

/// A command's failure: bad input (exit code 2) or a failure of its own (exit code 1).
#[derive(Debug)]
pub enum CliError {
    /// The user's input was refused.
    Input(String),
    /// Something else went wrong.
    Failure(String),
}

impl CliError {
    /// The process exit code for this error.
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Input(_) => 2,
            CliError::Failure(_) => 1,
        }
    }

    /// Wraps a refused input.
    pub fn input(e: impl fmt::Display) -> CliError {
        CliError::Input(e.to_string())
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Input(m) | CliError::Failure(m) => f.write_str(m),
        }
    }
}
