//! `shashki moves`: the legal moves of a position.

use clap::Args;
use shashki::{Variant, VariantPosition};

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

/// Runs the command.
pub fn run(args: &MovesArgs) -> Result<(), CliError> {
    let variant: Variant = args.variant.parse().map_err(CliError::input)?;
    let pos = VariantPosition::from_fen(variant, args.fen.as_deref().unwrap_or("startpos"))
        .map_err(CliError::input)?;
    let legal = pos.legal_moves();
    if args.json {
        let moves: Vec<serde_json::Value> =
            legal.iter().map(|m| pos.move_json(m, &legal)).collect();
        println!("{}", serde_json::Value::Array(moves));
    } else {
        for mv in &legal {
            println!("{}", pos.move_text_among(mv, &legal));
        }
    }
    Ok(())
}
