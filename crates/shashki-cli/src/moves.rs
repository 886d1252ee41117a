//! `shashki moves`: the legal moves of a position.

use clap::Args;
use serde::Serialize;
use shashki::{notation, with_rules, Position, Rules, Variant};

use crate::error::CliError;

/// Arguments of `shashki moves`.
#[derive(Args)]
pub struct MovesArgs {
    /// Variant key or alias.
    #[arg(long)]
    pub variant: String,
    /// Position in PDN FEN; the start position if absent.
    #[arg(long)]
    pub fen: Option<String>,
    /// Print a JSON array (INTERFACES section 5) instead of one move a line.
    #[arg(long)]
    pub json: bool,
}

/// One legal move as INTERFACES section 5 prints it, all squares canonical numbers.
#[derive(Serialize)]
struct MoveJson {
    notation: String,
    from: u32,
    to: u32,
    path: Vec<u32>,
    captured: Vec<u32>,
}

/// Runs the command.
pub fn run(args: &MovesArgs) -> Result<(), CliError> {
    let variant: Variant = args.variant.parse().map_err(CliError::input)?;
    with_rules!(variant, R => list::<R>(args))
}

fn list<R: Rules>(args: &MovesArgs) -> Result<(), CliError> {
    let pos = Position::<R>::from_fen(args.fen.as_deref().unwrap_or("startpos"))
        .map_err(CliError::input)?;
    let legal = pos.legal_moves();
    if args.json {
        let moves: Vec<MoveJson> = legal
            .iter()
            .map(|mv| {
                let c = mv.canonical::<R>();
                MoveJson {
                    notation: notation::write::<R>(mv, &legal),
                    from: c.from,
                    to: c.to,
                    path: c.path,
                    captured: c.captured,
                }
            })
            .collect();
        let text = serde_json::to_string(&moves).map_err(|e| CliError::Failure(e.to_string()))?;
        println!("{text}");
    } else {
        for mv in &legal {
            println!("{}", notation::write::<R>(mv, &legal));
        }
    }
    Ok(())
}
