//! `shashki position`: a position converted between FEN, the Russian book text and pictures.

use std::path::PathBuf;

use clap::{Args, ValueEnum};
use shashki::{with_rules, Language, Position, Rules, Variant};

use crate::diagram;
use crate::error::CliError;

/// What `shashki position` writes.
#[derive(Clone, Copy, ValueEnum)]
pub enum Format {
    /// PDN FEN (canonical numbers).
    Fen,
    /// The Russian book text (Белые: Д.e1, пр.c1 ...).
    Text,
    /// The book text in English (White: K.e1, m.c1 ...).
    TextEn,
    /// A text diagram.
    Diagram,
    /// An SVG picture, White at the bottom.
    Svg,
}

/// Arguments of `shashki position`.
#[derive(Args)]
pub struct PositionArgs {
    /// Variant key or alias.
    #[arg(long)]
    pub variant: String,
    /// The position as FEN (or `startpos`).
    #[arg(long, conflicts_with = "text")]
    pub fen: Option<String>,
    /// The position as book text, Russian or English.
    #[arg(long)]
    pub text: Option<String>,
    /// What to write.
    #[arg(long, value_enum, default_value = "diagram")]
    pub to: Format,
    /// SVG: files and ranks around the board.
    #[arg(long)]
    pub coordinates: bool,
    /// SVG: draw this legal move (any notation) as an arrow.
    #[arg(long)]
    pub arrow: Option<String>,
    /// Write to this file instead of standard output.
    #[arg(long, short)]
    pub output: Option<PathBuf>,
}

/// Runs the command.
pub fn run(args: &PositionArgs) -> Result<(), CliError> {
    let variant: Variant = args.variant.parse().map_err(CliError::input)?;
    let out = with_rules!(variant, R => render::<R>(args))?;
    match &args.output {
        Some(path) => std::fs::write(path, out)
            .map_err(|e| CliError::Input(format!("cannot write {}: {e}", path.display()))),
        None => {
            print!("{out}");
            Ok(())
        }
    }
}

fn render<R: Rules>(args: &PositionArgs) -> Result<String, CliError> {
    let pos = match &args.text {
        Some(text) => Position::<R>::from_text(text).map_err(CliError::Input)?,
        None => Position::<R>::from_fen(args.fen.as_deref().unwrap_or("startpos"))
            .map_err(CliError::input)?,
    };
    let arrow = match &args.arrow {
        Some(text) => Some(pos.parse_move(text).map_err(CliError::input)?),
        None => None,
    };
    Ok(match args.to {
        Format::Fen => format!("{}\n", pos.fen()),
        Format::Text => format!("{}\n", pos.to_text(Language::Russian)),
        Format::TextEn => format!("{}\n", pos.to_text(Language::English)),
        Format::Diagram => pos.diagram(),
        Format::Svg => diagram::svg(&pos, args.coordinates, arrow.as_ref()),
    })
}
