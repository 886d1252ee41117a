//! `shashki perft`: count the move tree, optionally split by first move.

use std::time::Instant;

use clap::Args;
use serde::Serialize;
use shashki::VariantPosition;

use crate::error::CliError;
use crate::game_key::{players_refused, GameKey};

/// Arguments of `shashki perft`.
#[derive(Args)]
pub struct PerftArgs {
    /// Variant key or alias (russian, international, english, ..., chinese-checkers).
    #[arg(long)]
    pub variant: String,
    /// Position in PDN FEN (for chinese-checkers the position text); the start if absent.
    #[arg(long)]
    pub fen: Option<String>,
    /// Chinese checkers: the number of players at the start (2 to 6; default 2).
    #[arg(long, conflicts_with = "fen")]
    pub players: Option<usize>,
    /// Chinese checkers: the star, large (121 holes, ten pieces a player) or small (73
    /// holes, six); a position text may name it instead.
    #[arg(long, value_parser = crate::star::parse_board)]
    pub board: Option<shashki_star::Board>,
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

/// The count below one first move.
#[derive(Serialize)]
pub struct Split {
    /// The move in the variant's notation.
    #[serde(rename = "move")]
    pub mv: String,
    /// The count below it.
    pub nodes: u64,
}

/// What perft prints (INTERFACES.md §5; `players` and `divide` are additions).
#[derive(Serialize)]
pub struct Report<'a> {
    /// The variant key.
    pub variant: &'a str,
    /// The position counted from.
    pub fen: String,
    /// The depth.
    pub depth: u32,
    /// The count.
    pub nodes: u64,
    /// How long it took.
    pub seconds: f64,
    /// Chinese checkers: the number of players.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub players: Option<usize>,
    /// The count below each first move, with `--divide`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub divide: Option<Vec<Split>>,
}

impl Report<'_> {
    /// Prints the report as one JSON document, or as text.
    ///
    /// # Errors
    /// When the JSON cannot be written.
    pub fn print(&self, json: bool) -> Result<(), CliError> {
        if json {
            let text = serde_json::to_string(self).map_err(|e| CliError::Failure(e.to_string()))?;
            println!("{text}");
            return Ok(());
        }
        for s in self.divide.iter().flatten() {
            println!("{} {}", s.mv, s.nodes);
        }
        let nps = if self.seconds > 0.0 {
            self.nodes as f64 / self.seconds
        } else {
            0.0
        };
        println!(
            "perft({}) = {}  ({:.3} s, {:.1} M nodes/s)",
            self.depth,
            self.nodes,
            self.seconds,
            nps / 1e6
        );
        Ok(())
    }
}

/// The node count of a perft to `depth` and its splits when divided: their sum (1 at depth 0,
/// the position itself), or `perft()` when not divided. Draughts and Chinese checkers alike.
pub(crate) fn counted(
    depth: u32,
    splits: Option<Vec<Split>>,
    perft: impl FnOnce() -> u64,
) -> (u64, Option<Vec<Split>>) {
    match splits {
        Some(splits) if depth == 0 => (1, Some(splits)),
        Some(splits) => (splits.iter().map(|s| s.nodes).sum(), Some(splits)),
        None => (perft(), None),
    }
}

/// Runs the command.
pub fn run(args: &PerftArgs) -> Result<(), CliError> {
    let variant = match args.variant.parse().map_err(CliError::Input)? {
        GameKey::ChineseCheckers => return crate::star::counts::perft(args),
        GameKey::Draughts(v) => v,
    };
    if args.players.is_some() || args.board.is_some() {
        return Err(CliError::Input(players_refused(variant)));
    }
    let pos = VariantPosition::from_fen(variant, args.fen.as_deref().unwrap_or("startpos"))
        .map_err(CliError::input)?;
    let started = Instant::now();
    let splits = args.divide.then(|| {
        let legal = pos.legal_moves();
        pos.divide(args.depth)
            .into_iter()
            .map(|(mv, nodes)| Split {
                mv: pos.move_text_among(&mv, &legal),
                nodes,
            })
            .collect()
    });
    let (nodes, splits) = counted(args.depth, splits, || pos.perft(args.depth));
    Report {
        variant: variant.key(),
        fen: pos.fen(),
        depth: args.depth,
        nodes,
        seconds: started.elapsed().as_secs_f64(),
        players: None,
        divide: splits,
    }
    .print(args.json)
}
