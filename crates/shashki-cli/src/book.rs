//! `shashki book build`: the engine's opening book from the games of PDN files (the book's
//! format and use: `shashki_engine::book`). The committed books are made so (README).

use std::io::Write;
use std::path::PathBuf;

use clap::{Args, Subcommand};
use shashki::{Color, Variant};
use shashki_pdn::{normalize_result, replay_in, PdnGame};
use shashki_study::book::{BookBuilder, GameResult};

use crate::error::CliError;
use crate::pdn::{games, variant_for};

/// The subcommands of `shashki book`.
#[derive(Subcommand)]
pub enum BookCommand {
    /// Count the first moves of the games of PDN files and their results; write a book to
    /// standard output (its counts to standard error).
    Build(BuildArgs),
}

/// Arguments of `shashki book build`.
#[derive(Args)]
pub struct BuildArgs {
    /// Variant key or alias; games of another variant are left out.
    #[arg(long)]
    variant: String,
    /// How many moves of each game count (plies from its start).
    #[arg(long, default_value_t = 20)]
    plies: usize,
    /// A move goes in the book when at least this many games played it there.
    #[arg(long, default_value_t = 2)]
    min_games: u32,
    /// PDN files of real games (with results).
    #[arg(required = true)]
    files: Vec<PathBuf>,
}

/// Runs `shashki book`.
///
/// # Errors
/// [`CliError::Input`] for an unknown variant or a file that cannot be read;
/// [`CliError::Failure`] when standard output cannot be written.
pub fn run(command: &BookCommand) -> Result<(), CliError> {
    let BookCommand::Build(args) = command;
    let variant: Variant = args
        .variant
        .parse()
        .map_err(|e: shashki::UnknownVariant| CliError::Input(e.to_string()))?;
    let mut builder = BookBuilder::new(args.plies);
    let (mut kept, mut other, mut unfinished, mut broken) = (0, 0, 0, 0);
    for path in &args.files {
        for game in games(path)? {
            let game = game.map_err(|e| CliError::Input(e.to_string()))?;
            if variant_for(&game, Some(variant), path) != Some(variant) {
                other += 1;
                continue;
            }
            let Some(result) = result_of(&game) else {
                unfinished += 1;
                continue;
            };
            match replay_in(variant, &game) {
                Ok(line) => {
                    builder.add_game(&line.start, &line.moves, result);
                    kept += 1;
                }
                Err(_) => broken += 1,
            }
        }
    }
    let files: Vec<String> = args.files.iter().map(|f| f.display().to_string()).collect();
    let header = [
        format!(
            "opening book of {}: the first {} plies of real games, each move played in at least {} \
             of them; FEN, move, games, points (2 a win, 1 a draw, for the side that moved)",
            variant.key(),
            args.plies,
            args.min_games
        ),
        format!(
            "made by: shashki book build --variant {} --plies {} --min-games {} {}",
            variant.key(),
            args.plies,
            args.min_games,
            files.join(" ")
        ),
        format!(
            "games: {kept} counted; left out: {other} of another variant, {unfinished} without \
             a result, {broken} that do not replay"
        ),
    ];
    let text = builder.write(&header, args.min_games);
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(|e| CliError::Failure(format!("cannot write the book: {e}")))?;
    eprintln!(
        "{}",
        text.lines()
            .nth(3)
            .unwrap_or_default()
            .trim_start_matches("# ")
    );
    Ok(())
}

/// The result of a finished game from its result marker (`Result` tag first; the 10×10
/// `2-0`, `0-2`, `1-1` too; `0-0`, a double loss, counts for neither side and is left out).
fn result_of(game: &PdnGame) -> Option<GameResult> {
    let marker = game.tag("Result").or(game.result.as_deref())?;
    match normalize_result(marker.trim()) {
        "1-0" | "2-0" => Some(GameResult::Win(Color::White)),
        "0-1" | "0-2" => Some(GameResult::Win(Color::Black)),
        "1/2-1/2" | "1-1" => Some(GameResult::Draw),
        _ => None,
    }
}
