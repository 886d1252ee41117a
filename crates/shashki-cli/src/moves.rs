//! `shashki moves`: the legal moves of a position.

use clap::Args;
use shashki::VariantPosition;

use crate::error::CliError;
use crate::game_key::{players_refused, GameKey};

/// Arguments of `shashki moves`.
#[derive(Args)]
pub struct MovesArgs {
    /// Variant key or alias (chinese-checkers too).
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
    /// Print a JSON array (INTERFACES.md §5) instead of one move a line.
    #[arg(long)]
    pub json: bool,
}

/// Runs the command.
pub fn run(args: &MovesArgs) -> Result<(), CliError> {
    let variant = match args.variant.parse().map_err(CliError::Input)? {
        GameKey::ChineseCheckers => return crate::star::counts::moves(args),
        GameKey::Draughts(v) => v,
    };
    if args.players.is_some() || args.board.is_some() {
        return Err(CliError::Input(players_refused(variant)));
    }
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
