//! The `shashki` command (INTERFACES.md §5).

mod analyze;
mod bench;
mod book;
mod coach_text;
mod diagram;
mod dxp;
mod egdb;
mod error;
mod game_key;
mod hub;
mod match_cmd;
mod moves;
mod pdn;
mod perft;
mod play;
mod position;
mod puzzles;
mod serve;
mod star;
mod tables;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use error::CliError;

/// mimalloc rather than the system's allocator: the web server allocates small short-lived
/// values for every request (JSON, STATE, websocket frames), and glibc's malloc spent a fifth
/// of the server's CPU under load (issue 19, `scripts/load-test.sh`).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// shashki: draughts rules, analysis and play.
#[derive(Parser)]
#[command(name = "shashki", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// The web app: the board page and the JSON API (default: http://127.0.0.1:8080).
    Serve(serve::ServeArgs),
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
    /// Convert a position between FEN, book text, a diagram and an SVG picture.
    Position(position::PositionArgs),
    /// A full-screen game in the terminal against the engine or a friend.
    Play(play::PlayArgs),
    /// Evaluate every move of every game in a PDN file; write an annotated PDN.
    Analyze(analyze::AnalyzeArgs),
    /// Play over the DamExchange protocol (DXP, 10×10) as follower or initiator.
    Dxp(dxp::DxpArgs),
    /// Endgame databases: build, probe, study.
    #[command(subcommand)]
    Egdb(egdb::EgdbCommand),
    /// The engine's opening book: build it from real games.
    #[command(subcommand)]
    Book(book::BookCommand),
    /// Puzzles from real games: build the set from PDN files, check it again.
    #[command(subcommand)]
    Puzzles(puzzles::PuzzlesCommand),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Some(Command::Serve(args)) => serve::run(&args),
        Some(Command::Perft(args)) => perft::run(&args),
        Some(Command::Moves(args)) => moves::run(&args),
        Some(Command::Pdn(command)) => pdn::run(&command),
        Some(Command::Bench) => bench::run(),
        Some(Command::Hub(args)) => hub::run(&args),
        Some(Command::Match(args)) => match_cmd::run(&args),
        Some(Command::Position(args)) => position::run(&args),
        Some(Command::Play(args)) => play::run(&args),
        Some(Command::Analyze(args)) => analyze::run(&args),
        Some(Command::Dxp(args)) => dxp::run(&args),
        Some(Command::Egdb(command)) => egdb::run(&command),
        Some(Command::Book(command)) => book::run(&command),
        Some(Command::Puzzles(command)) => puzzles::run(&command),
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

/// With no subcommand: the web app on its default address and database.
fn welcome() -> Result<(), CliError> {
    serve::run(&serve::ServeArgs::default())
}
