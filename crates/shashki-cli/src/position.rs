//! `shashki position`: a position converted between FEN, the Russian book text and pictures.

use std::path::PathBuf;

use clap::{Args, ValueEnum};
use shashki::{with_rules, Language, Position, Rules, Variant};
use shashki_text::{errors, Lang, Message};

use crate::diagram;
use crate::error::CliError;
use crate::game_key::GameKey;
use crate::play::lang_from_env;

/// What `shashki position` writes.
#[derive(Clone, Copy, ValueEnum)]
pub enum Format {
    /// PDN FEN (canonical numbers).
    Fen,
    /// The Russian book text (Белые: Д.e1, пр.c1 ...).
    Text,
    /// The book text in English (White: K.e1, m.c1 ...).
    TextEn,
    /// The book text in Ukrainian (Білі: Д.e1, пр.c1 ...).
    TextUk,
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
    /// The language of error messages: ru, uk or en (default: from LANG).
    #[arg(long)]
    pub lang: Option<String>,
    /// The position as FEN (or `startpos`).
    #[arg(long, conflicts_with = "text")]
    pub fen: Option<String>,
    /// The position as book text, Russian, Ukrainian or English, as books print it
    /// (`Ход чёрных. Белые: дамка e1, простые c1, f2; Чёрные: b6, e5`).
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
    let lang = match &args.lang {
        Some(l) => l.parse().map_err(CliError::Input)?,
        None => lang_from_env(),
    };
    let key = args.variant.parse().map_err(|_: String| {
        let said = Message::new("error-unknown-variant")
            .text("name", args.variant.trim())
            .say(lang);
        let keys: Vec<&str> = Variant::ALL.iter().map(|v| v.key()).collect();
        CliError::Input(format!("{said} ({})", keys.join(", ")))
    })?;
    let variant = match key {
        GameKey::Draughts(variant) => variant,
        GameKey::ChineseCheckers => {
            let said = Message::new("position-chinese-checkers").say(lang);
            return Err(CliError::Input(said));
        }
    };
    let out = with_rules!(variant, R => render::<R>(args, variant, lang))?;
    match &args.output {
        Some(path) => std::fs::write(path, out)
            .map_err(|e| CliError::Input(format!("cannot write {}: {e}", path.display()))),
        None => {
            print!("{out}");
            Ok(())
        }
    }
}

fn render<R: Rules>(args: &PositionArgs, variant: Variant, lang: Lang) -> Result<String, CliError> {
    let pos = match &args.text {
        Some(text) => Position::<R>::from_text(text)
            .map_err(|e| CliError::Input(errors::position_text(variant, &e).say(lang)))?,
        None => Position::<R>::from_fen(args.fen.as_deref().unwrap_or("startpos"))
            .map_err(|e| CliError::Input(errors::fen(variant, &e).say(lang)))?,
    };
    let arrow = match &args.arrow {
        Some(text) => Some(
            pos.parse_move(text)
                .map_err(|e| CliError::Input(errors::parse_move(&e).say(lang)))?,
        ),
        None => None,
    };
    Ok(match args.to {
        Format::Fen => format!("{}\n", pos.fen()),
        Format::Text => format!("{}\n", pos.to_text(Language::Russian)),
        Format::TextEn => format!("{}\n", pos.to_text(Language::English)),
        Format::TextUk => format!("{}\n", pos.to_text(Language::Ukrainian)),
        Format::Diagram => pos.diagram(),
        Format::Svg => diagram::svg(&pos, args.coordinates, arrow.as_ref()),
    })
}
