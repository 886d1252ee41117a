//! `shashki egdb`: build endgame tables, probe positions, print what the tables show
//! (INTERFACES.md §10).

use std::io::BufRead;
use std::path::PathBuf;

use clap::{Args, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;
use shashki::{with_rules, Position, Rules, Variant};
use shashki_egdb::{build, default_dir, study, Egdb, Event, Options, Probe};

use crate::error::CliError;

/// The subcommands of `shashki egdb`.
#[derive(Subcommand)]
pub enum EgdbCommand {
    /// Build every table of up to N pieces (resumable: tables present are kept).
    Build(BuildArgs),
    /// The value of positions: win/draw/loss, plies to the end, the value under the draw rules.
    Probe(ProbeArgs),
    /// Facts read from the tables: `petrov` (russian, three kings against one).
    Study(StudyArgs),
}

/// Where the tables are.
#[derive(Args)]
pub struct Place {
    /// Variant key or alias.
    #[arg(long)]
    pub variant: String,
    /// Folder of the tables (default: $XDG_DATA_HOME/shashki/egdb/<variant>).
    #[arg(long)]
    pub dir: Option<PathBuf>,
}

/// Arguments of `shashki egdb build`.
#[derive(Args)]
pub struct BuildArgs {
    #[command(flatten)]
    place: Place,
    /// Every material of up to this many pieces.
    #[arg(long)]
    pieces: u32,
    /// Keep distances up to this many pieces (default 5 on 8×8, 4 on 10×10); larger tables
    /// hold win/draw/loss only.
    #[arg(long)]
    distance_pieces: Option<u32>,
    /// Threads (default: all cores).
    #[arg(long)]
    threads: Option<usize>,
}

/// Arguments of `shashki egdb probe`.
#[derive(Args)]
pub struct ProbeArgs {
    #[command(flatten)]
    place: Place,
    /// One position; without it, one FEN a line from stdin.
    #[arg(long)]
    fen: Option<String>,
    /// One JSON object a line.
    #[arg(long)]
    json: bool,
}

/// Arguments of `shashki egdb study`.
#[derive(Args)]
pub struct StudyArgs {
    /// The study: `petrov`.
    topic: String,
    /// Folder of the russian tables (default: the data folder).
    #[arg(long)]
    dir: Option<PathBuf>,
}

/// Runs a subcommand.
pub fn run(command: &EgdbCommand) -> Result<(), CliError> {
    match command {
        EgdbCommand::Build(args) => run_build(args),
        EgdbCommand::Probe(args) => run_probe(args),
        EgdbCommand::Study(args) => run_study(args),
    }
}

fn place(variant: &str, dir: Option<&PathBuf>) -> Result<(Variant, PathBuf), CliError> {
    let variant: Variant = variant.parse().map_err(CliError::input)?;
    if !shashki_egdb::supported(variant) {
        return Err(CliError::Input(format!("no endgame tables for {variant}")));
    }
    let dir = match dir {
        Some(d) => d.clone(),
        None => default_dir(variant).ok_or_else(|| {
            CliError::Input("no data folder: set XDG_DATA_HOME or HOME, or give --dir".into())
        })?,
    };
    Ok((variant, dir))
}

fn run_build(args: &BuildArgs) -> Result<(), CliError> {
    let (variant, dir) = place(&args.place.variant, args.place.dir.as_ref())?;
    if !(2..=8).contains(&args.pieces) {
        return Err(CliError::Input("--pieces must be 2 to 8".into()));
    }
    let mut options = Options::new(variant, args.pieces);
    if let Some(d) = args.distance_pieces {
        options.distance_pieces = d;
    }
    if let Some(t) = args.threads {
        options.threads = t.max(1);
    }
    let bar = ProgressBar::new(0);
    bar.set_style(
        ProgressStyle::with_template("{msg} [{bar:40}] {percent}% {elapsed_precise} eta {eta}")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    let report = |e: Event| match e {
        Event::Job {
            number,
            of,
            name,
            positions,
        } => {
            bar.set_length(positions);
            bar.set_position(0);
            bar.set_message(format!("[{number}/{of}] {name}"));
        }
        Event::Advance(n) => bar.inc(n),
        Event::Skipped(_) => {}
        Event::Done(name, seconds, bytes) => {
            let line = format!("{name}: {seconds:.1} s, {bytes} bytes");
            if bar.is_hidden() {
                eprintln!("{line}");
            } else {
                bar.println(line);
            }
        }
    };
    let started = std::time::Instant::now();
    let summary =
        build(variant, &dir, &options, &report).map_err(|e| CliError::Failure(e.to_string()))?;
    bar.finish_and_clear();
    if summary.built > 0 {
        println!(
            "{variant} up to {} pieces in {}: {} jobs built ({} bytes), {} present, {:.1} s",
            args.pieces,
            dir.display(),
            summary.built,
            summary.bytes,
            summary.skipped,
            started.elapsed().as_secs_f64()
        );
    }
    Ok(())
}

/// One answer of `egdb probe --json` (INTERFACES.md §10).
#[derive(Serialize)]
struct Answer<'a> {
    fen: &'a str,
    wdl: &'static str,
    plies: Option<u32>,
    rules_wdl: Option<&'static str>,
}

/// A position that could not be answered.
#[derive(Serialize)]
struct Refusal<'a> {
    fen: &'a str,
    error: String,
}

fn run_probe(args: &ProbeArgs) -> Result<(), CliError> {
    let (variant, dir) = place(&args.place.variant, args.place.dir.as_ref())?;
    let egdb = Egdb::open(variant, &dir);
    let fens: Vec<String> = match &args.fen {
        Some(f) => vec![f.clone()],
        None => std::io::stdin()
            .lock()
            .lines()
            .map_while(Result::ok)
            .filter(|l| !l.trim().is_empty())
            .collect(),
    };
    let mut failed = 0;
    for fen in &fens {
        let answer = with_rules!(variant, R => probe_fen::<R>(&egdb, fen.trim()));
        let line = match answer {
            Ok(p) if args.json => json_line(&Answer {
                fen,
                wdl: p.value.wdl.key(),
                plies: p.value.plies,
                rules_wdl: p.rules.map(|w| w.key()),
            }),
            Ok(p) => text_line(fen, &p),
            Err(error) => {
                failed += 1;
                if args.json {
                    json_line(&Refusal { fen, error })
                } else {
                    format!("{fen}: error: {error}")
                }
            }
        };
        println!("{line}");
    }
    if failed > 0 {
        return Err(CliError::Input(format!(
            "{failed} of {} positions not answered",
            fens.len()
        )));
    }
    Ok(())
}

fn json_line(value: &impl Serialize) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

fn text_line(fen: &str, p: &Probe) -> String {
    let pure = match p.value.plies {
        Some(n) if p.value.wdl != shashki_egdb::Wdl::Draw => {
            format!("{} in {n} plies", p.value.wdl)
        }
        _ => p.value.wdl.to_string(),
    };
    let rules = p.rules.map_or("not known".to_string(), |w| w.to_string());
    format!("{fen}: {pure}; under the draw rules: {rules}")
}

fn probe_fen<R: Rules>(egdb: &Egdb, fen: &str) -> Result<Probe, String> {
    let pos = Position::<R>::from_fen(fen).map_err(|e| e.to_string())?;
    let pieces = pos.occupied().count_ones();
    if pieces > egdb.pieces() {
        return Err(format!(
            "{pieces} pieces: the tables in {} hold up to {}",
            egdb.dir().display(),
            egdb.pieces()
        ));
    }
    egdb.probe(&pos).map_err(|e| e.to_string())
}

fn run_study(args: &StudyArgs) -> Result<(), CliError> {
    if args.topic != "petrov" {
        return Err(CliError::Input(format!(
            "unknown study '{}'; known: petrov",
            args.topic
        )));
    }
    let (variant, dir) = place("russian", args.dir.as_ref())?;
    let egdb = Egdb::open(variant, &dir);
    let report = study::petrov(&egdb).map_err(|e| CliError::Failure(e.to_string()))?;
    print!("{report}");
    Ok(())
}
