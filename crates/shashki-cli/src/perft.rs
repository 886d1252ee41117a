//! `shashki perft`: count the move tree, optionally split by first move.

use std::time::Instant;

use clap::Args;
use serde::Serialize;
use shashki::{Variant, VariantPosition};

use crate::error::CliError;

/// Arguments of `shashki perft`.
#[derive(Args)]
pub struct PerftArgs {
    /// Variant key or alias (russian, international, english, ...).
    #[arg(long)]
    pub variant: String,
    /// Position in PDN FEN; the start position if absent.
    #[arg(long)]
    pub fen: Option<String>,
    /// Number of plies.
    #[arg(long)]
    pub depth: u32,
    /// Also print the count below each first move.
    #[arg(long)]
    pub divide: bool,
    /// Print one JSON document.
    #[arg(long)]
    pub json: bool,
}

#[derive(Serialize)]
struct Split {
    #[serde(rename = "move")]
    mv: String,
    nodes: u64,
}

#[derive(Serialize)]
struct Report<'a> {
    variant: &'a str,
    fen: String,
    depth: u32,
    nodes: u64,
    seconds: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    divide: Option<Vec<Split>>,
}

/// Runs the command.
pub fn run(args: &PerftArgs) -> Result<(), CliError> {
    let variant: Variant = args.variant.parse().map_err(CliError::input)?;
    let pos = VariantPosition::from_fen(variant, args.fen.as_deref().unwrap_or("startpos"))
        .map_err(CliError::input)?;
    let started = Instant::now();
    let (nodes, splits) = if args.divide {
        let legal = pos.legal_moves();
        let splits: Vec<Split> = pos
            .divide(args.depth)
            .into_iter()
            .map(|(mv, nodes)| Split {
                mv: pos.move_text_among(&mv, &legal),
                nodes,
            })
            .collect();
        let total = if args.depth == 0 {
            1
        } else {
            splits.iter().map(|s| s.nodes).sum()
        };
        (total, Some(splits))
    } else {
        (pos.perft(args.depth), None)
    };
    let seconds = started.elapsed().as_secs_f64();
    if args.json {
        let report = Report {
            variant: variant.key(),
            fen: pos.fen(),
            depth: args.depth,
            nodes,
            seconds,
            divide: splits,
        };
        let text = serde_json::to_string(&report).map_err(|e| CliError::Failure(e.to_string()))?;
        println!("{text}");
    } else {
        for s in splits.iter().flatten() {
            println!("{} {}", s.mv, s.nodes);
        }
        let nps = if seconds > 0.0 {
            nodes as f64 / seconds
        } else {
            0.0
        };
        println!(
            "perft({}) = {nodes}  ({seconds:.3} s, {:.1} M nodes/s)",
            args.depth,
            nps / 1e6
        );
    }
    Ok(())
}
