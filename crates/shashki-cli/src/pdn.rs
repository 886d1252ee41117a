//! `shashki pdn check` and `shashki pdn convert`: game files read, replayed, judged, rewritten.

use std::fs::File;
use std::io::{self, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};

use clap::{Args, Subcommand, ValueEnum};
use serde::Serialize;
use shashki::{with_rules, Game, Outcome, Position, Rules, SquareStyle, Variant};
use shashki_pdn::{normalize_in, replay, tagged_variant, write_game, PdnGame, Reader, ReplayError};

use crate::error::CliError;

/// The `pdn` subcommands.
#[derive(Subcommand)]
pub enum PdnCommand {
    /// Read every game, replay every move, and report each game (INTERFACES.md §5).
    Check(CheckArgs),
    /// Rewrite games in their variant's standard form, optionally with other square names or
    /// one file per variant.
    Convert(ConvertArgs),
}

/// Arguments of `shashki pdn check`.
#[derive(Args)]
pub struct CheckArgs {
    /// The files and the variant of games whose tags do not say.
    #[command(flatten)]
    pub input: PdnFiles,
    /// One JSON object per game per line, then a summary line.
    #[arg(long)]
    pub json: bool,
}

/// Square names for `convert`.
#[derive(Clone, Copy, ValueEnum)]
pub enum Squares {
    /// The variant's own custom (INTERFACES.md §4).
    Variant,
    /// Canonical numbers.
    Numeric,
    /// Algebraic names (8×8 boards).
    Algebraic,
}

/// Arguments of `shashki pdn convert`.
#[derive(Args)]
pub struct ConvertArgs {
    /// The files and the variant of games whose tags do not say.
    #[command(flatten)]
    pub input: PdnFiles,
    /// Square names of the moves written.
    #[arg(long, value_enum, default_value = "variant")]
    pub squares: Squares,
    /// Write the games into DIR/<variant>.pdn, one file per variant.
    #[arg(long, value_name = "DIR", conflicts_with = "output")]
    pub split: Option<PathBuf>,
    /// Write to this file instead of standard output.
    #[arg(long, short)]
    pub output: Option<PathBuf>,
}

/// Runs a `pdn` subcommand.
pub fn run(command: &PdnCommand) -> Result<(), CliError> {
    match command {
        PdnCommand::Check(args) => check(args),
        PdnCommand::Convert(args) => convert(args),
    }
}

/// The PDN files a command reads, and the variant of games whose tags do not say.
#[derive(Args)]
pub struct PdnFiles {
    /// PDN files.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Variant of games whose tags do not say (otherwise a file name starting with a variant
    /// key, like `russian-games.pdn`, decides).
    #[arg(long)]
    pub variant: Option<String>,
}

impl PdnFiles {
    /// The `--variant` given, if any.
    ///
    /// # Errors
    /// An unknown variant name (bad input).
    pub(crate) fn fallback(&self) -> Result<Option<Variant>, CliError> {
        self.variant
            .as_deref()
            .map(str::parse)
            .transpose()
            .map_err(CliError::input)
    }
}

/// The variant of a game of the file at `path`: its tags, else `--variant` (`fallback`), else
/// the variant the file's name starts with; `None` when none of them says, or when the tags
/// name a variant not known here and no `--variant` overrides them (the file's name is no
/// reason to replay a `[GameType "99"]` game as another variant).
pub(crate) fn variant_for(
    game: &PdnGame,
    fallback: Option<Variant>,
    path: &Path,
) -> Option<Variant> {
    match tagged_variant(game) {
        Ok(tagged) => tagged.or(fallback).or_else(|| from_file_name(path)),
        Err(_) => fallback,
    }
}

/// Why [`variant_for`] found no variant for a game, for the report.
fn no_variant(game: &PdnGame) -> String {
    match tagged_variant(game) {
        Err(e) => format!("{e}: give --variant"),
        Ok(_) => "the tags name no variant: give --variant".to_string(),
    }
}

/// The variant a file's name starts with (`russian-abatsiev.pdn`), if any.
fn from_file_name(path: &Path) -> Option<Variant> {
    let name = path.file_name()?.to_str()?;
    let key = name.split(['-', '_', '.']).next()?;
    key.parse().ok()
}

/// The games of one file, opened for streaming.
///
/// # Errors
/// [`CliError::Input`] when the file cannot be opened.
pub(crate) fn games(path: &Path) -> Result<Reader<BufReader<File>>, CliError> {
    let file = File::open(path)
        .map_err(|e| CliError::Input(format!("cannot open {}: {e}", path.display())))?;
    Ok(Reader::new(BufReader::new(file)).with_file_name(path.display().to_string()))
}

/// One line of `pdn check --json` (INTERFACES.md §5, plus `ended_at` and `warnings`).
#[derive(Serialize)]
struct Report {
    file: String,
    index: usize,
    variant: Option<&'static str>,
    /// The plies replayed: all of them, or those before the move that failed.
    plies: usize,
    ok: bool,
    error: Option<String>,
    result: Option<String>,
    outcome: String,
    /// The ply at which the rules ended the game, when the record goes on past it.
    #[serde(skip_serializing_if = "Option::is_none")]
    ended_at: Option<usize>,
    /// Moves that fitted several legal moves, read as the one after which the record goes on.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    warnings: Vec<String>,
}

/// The summary line of `pdn check --json`.
#[derive(Serialize)]
struct Summary {
    games: usize,
    ok: usize,
    failed: usize,
}

/// Replays a game under `R` and judges it.
fn judge<R: Rules>(game: &PdnGame, report: &mut Report) {
    match replay::<R>(game) {
        Ok(line) => {
            report.plies = line.moves.len();
            let mut g = Game::new(line.start);
            let mut ended_at = None;
            for (ply, mv) in line.moves.iter().enumerate() {
                if g.play(mv).is_err() {
                    ended_at = Some(ply);
                    break;
                }
            }
            report.outcome = g.outcome().key();
            report.ended_at = ended_at;
            report.warnings = line.warnings.iter().map(ToString::to_string).collect();
            report.ok = true;
        }
        Err(e) => {
            if let ReplayError::Move { ply, .. } = e {
                report.plies = ply;
            }
            report.error = Some(e.to_string());
        }
    }
}

fn check(args: &CheckArgs) -> Result<(), CliError> {
    let fallback = args.input.fallback()?;
    let (mut total, mut good) = (0, 0);
    let out = io::stdout();
    let mut out = out.lock();
    for path in &args.input.files {
        for (i, read) in games(path)?.enumerate() {
            total += 1;
            let mut report = Report {
                file: path.display().to_string(),
                index: i + 1,
                variant: None,
                plies: 0,
                ok: false,
                error: None,
                result: None,
                outcome: Outcome::Ongoing.key(),
                ended_at: None,
                warnings: Vec::new(),
            };
            match read {
                Err(e) => report.error = Some(e.to_string()),
                Ok(game) => {
                    report.result = game.result.clone();
                    match variant_for(&game, fallback, path) {
                        None => report.error = Some(no_variant(&game)),
                        Some(v) => {
                            report.variant = Some(v.key());
                            with_rules!(v, R => judge::<R>(&game, &mut report));
                        }
                    }
                }
            }
            good += usize::from(report.ok);
            let line = if args.json {
                serde_json::to_string(&report).map_err(|e| CliError::Failure(e.to_string()))?
            } else {
                human(&report)
            };
            writeln!(out, "{line}").map_err(|e| CliError::Failure(e.to_string()))?;
        }
    }
    let summary = Summary {
        games: total,
        ok: good,
        failed: total - good,
    };
    let line = if args.json {
        serde_json::to_string(&summary).map_err(|e| CliError::Failure(e.to_string()))?
    } else {
        format!("{total} games: {good} ok, {} failed", total - good)
    };
    writeln!(out, "{line}").map_err(|e| CliError::Failure(e.to_string()))?;
    if good < total {
        return Err(CliError::Failure(format!(
            "{} of {total} games failed",
            total - good
        )));
    }
    Ok(())
}

fn human(r: &Report) -> String {
    let variant = r.variant.unwrap_or("?");
    let mut out = match &r.error {
        None => format!(
            "{} #{}: ok, {variant}, {} plies, {}",
            r.file, r.index, r.plies, r.outcome
        ),
        Some(e) => format!(
            "{} #{}: FAILED, {variant}, after {} plies: {e}",
            r.file, r.index, r.plies
        ),
    };
    for w in &r.warnings {
        out.push_str(&format!("\n  warning: {w}"));
    }
    out
}

/// The game in `R`'s standard form with the requested square names.
fn converted<R: Rules>(game: &PdnGame, squares: Squares) -> Result<PdnGame, String> {
    let style = match squares {
        Squares::Variant => R::SQUARES,
        Squares::Numeric => SquareStyle::Numeric,
        Squares::Algebraic => SquareStyle::Algebraic,
    };
    if style == SquareStyle::Algebraic && <R::Board as shashki::geometry::Geometry>::ROWS != 8 {
        return Err(format!("{} has no algebraic squares", R::VARIANT));
    }
    let mut out = normalize_in::<R>(game, style).map_err(|e| e.to_string())?;
    if style != R::SQUARES {
        // The GameType's notation field: algebraic from a1, or our numbers from the top left.
        if let Some(game_type) = out.tag("GameType").map(str::to_string) {
            let mut fields: Vec<&str> = game_type.split(',').collect();
            if fields.len() >= 5 {
                fields[4] = if style == SquareStyle::Numeric {
                    "N2"
                } else {
                    "A0"
                };
                out.set_tag("GameType", fields.join(","));
            }
        }
    }
    if let Some(fen) = out.tag("FEN").map(str::to_string) {
        if let Ok(pos) = Position::<R>::from_fen(&fen) {
            out.set_tag("FEN", pos.fen());
        }
    }
    Ok(out)
}

fn convert(args: &ConvertArgs) -> Result<(), CliError> {
    let fallback = args.input.fallback()?;
    let mut single: Box<dyn Write> = match &args.output {
        Some(path) => Box::new(BufWriter::new(File::create(path).map_err(|e| {
            CliError::Input(format!("cannot create {}: {e}", path.display()))
        })?)),
        None => Box::new(BufWriter::new(io::stdout())),
    };
    let mut split: Vec<(Variant, BufWriter<File>)> = Vec::new();
    if let Some(dir) = &args.split {
        std::fs::create_dir_all(dir)
            .map_err(|e| CliError::Input(format!("cannot create {}: {e}", dir.display())))?;
    }
    let mut failed = 0;
    for path in &args.input.files {
        for read in games(path)? {
            let game = match read {
                Ok(g) => g,
                Err(e) => {
                    eprintln!("shashki: skipped: {e}");
                    failed += 1;
                    continue;
                }
            };
            let Some(v) = variant_for(&game, fallback, path) else {
                eprintln!(
                    "shashki: skipped a game of {}: {}",
                    path.display(),
                    no_variant(&game)
                );
                failed += 1;
                continue;
            };
            let game = match with_rules!(v, R => converted::<R>(&game, args.squares)) {
                Ok(g) => g,
                Err(e) => {
                    eprintln!("shashki: skipped a game of {}: {e}", path.display());
                    failed += 1;
                    continue;
                }
            };
            let mut out: &mut dyn Write = match &args.split {
                None => &mut single,
                Some(dir) => {
                    if !split.iter().any(|(sv, _)| *sv == v) {
                        let file = dir.join(format!("{}.pdn", v.key()));
                        let f = File::create(&file).map_err(|e| {
                            CliError::Input(format!("cannot create {}: {e}", file.display()))
                        })?;
                        split.push((v, BufWriter::new(f)));
                    }
                    &mut split
                        .iter_mut()
                        .find(|(sv, _)| *sv == v)
                        .expect("just added")
                        .1
                }
            };
            write_game(&mut out, &game)
                .and_then(|()| writeln!(out))
                .map_err(|e| CliError::Failure(e.to_string()))?;
        }
    }
    single
        .flush()
        .map_err(|e| CliError::Failure(e.to_string()))?;
    for (_, w) in &mut split {
        w.flush().map_err(|e| CliError::Failure(e.to_string()))?;
    }
    if failed > 0 {
        return Err(CliError::Failure(format!(
            "{failed} games could not be converted"
        )));
    }
    Ok(())
}
