//! The `shashki` command (INTERFACES section 5).

mod bench;
mod error;
mod hub;
mod match_cmd;
mod moves;
mod pdn;
mod perft;

use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};

use error::CliError;

/// shashki: draughts rules, analysis and play.
#[derive(Parser)]
#[command(name = "shashki", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Count the move tree to a depth (distinct moves).
    Perft(perft::PerftArgs),
    /// List the legal moves of a position.
    Moves(moves::MovesArgs),
    /// Run the engine's fixed benchmark search; prints `nodes N` and `nps N` last.
    Bench,
    /// Check and convert PDN game files.
    #[command(subcommand)]
    Pdn(pdn::PdnCommand),
    /// The engine on stdin/stdout, speaking the Hub protocol (Scan's, version 2).
    Hub(hub::HubArgs),
    /// Play two Hub engines against each other; report the score and the Elo difference.
    Match(match_cmd::MatchArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Some(Command::Perft(args)) => perft::run(&args),
        Some(Command::Moves(args)) => moves::run(&args),
        Some(Command::Pdn(command)) => pdn::run(&command),
        Some(Command::Bench) => bench::run(),
        Some(Command::Hub(args)) => hub::run(&args),
        Some(Command::Match(args)) => match_cmd::run(&args),
        None => welcome(),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("shashki: {e}");
            ExitCode::from(e.exit_code())
        }
    }
}

/// With no subcommand: until the web board exists, show the help and a small perft as a check
/// that the rules work on this machine.
fn welcome() -> Result<(), CliError> {
    Cli::command()
        .print_help()
        .map_err(|e| CliError::Failure(e.to_string()))?;
    println!("\nA quick check, russian perft from the start position:");
    perft::run(&perft::PerftArgs {
        variant: "russian".into(),
        fen: None,
        depth: 8,
        divide: false,
        json: false,
    })
}
