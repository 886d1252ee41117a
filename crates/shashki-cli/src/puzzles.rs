//! `shashki puzzles`: the puzzle set from the positions of real games (`build`) and its check
//! (`check`); the puzzles and their file: `shashki_study::puzzle`. The committed set is made so
//! (README).

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Instant;

use clap::{Args, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};
use shashki::{Variant, VariantGame, VariantPosition};
use shashki_engine::Engine;
use shashki_pdn::replay_in;
use shashki_study::puzzle::{find, Depths, Found, Puzzle, HEADER};

use crate::error::CliError;
use crate::pdn::{games, variant_for};

/// The subcommands of `shashki puzzles`.
#[derive(Subcommand)]
pub enum PuzzlesCommand {
    /// Scan every position of the games of PDN files for combinations; write the puzzle file.
    Build(BuildArgs),
    /// Verify every puzzle of a puzzle file again with a deeper search.
    Check(CheckArgs),
}

/// Arguments of `shashki puzzles build`.
#[derive(Args)]
pub struct BuildArgs {
    /// Depth of the search every position gets.
    #[arg(long, default_value_t = 6)]
    shallow: u32,
    /// Depth of the search that confirms a candidate (other first moves: one ply less).
    #[arg(long, default_value_t = 10)]
    deep: u32,
    /// Depth of the check every puzzle found must then pass, as `shashki puzzles check` does.
    #[arg(long, default_value_t = 12)]
    verify: u32,
    /// Depth of a second, deeper check every puzzle must pass as well (0: none).
    #[arg(long, default_value_t = 16)]
    confirm: u32,
    /// Endgame tables (a folder as `shashki egdb build` writes) the deeper check probes, so
    /// that a gain the tables call a draw is no puzzle.
    #[arg(long)]
    tables: Option<PathBuf>,
    /// The puzzle file to write.
    #[arg(short, long)]
    output: PathBuf,
    /// PDN files of real games; the variant comes from their tags or their names.
    #[arg(required = true)]
    files: Vec<PathBuf>,
}

/// Arguments of `shashki puzzles check`.
#[derive(Args)]
pub struct CheckArgs {
    /// Depth of the verifying search (the stored first moves: one ply less).
    #[arg(long, default_value_t = 12)]
    depth: u32,
    /// Check only the first N puzzles.
    #[arg(long)]
    first: Option<usize>,
    /// Endgame tables (a folder as `shashki egdb build` writes) the searches probe.
    #[arg(long)]
    tables: Option<PathBuf>,
    /// The puzzle file.
    file: PathBuf,
}

/// Runs `shashki puzzles`.
///
/// # Errors
/// [`CliError::Input`] for a file that cannot be read or a puzzle line that does not read;
/// [`CliError::Failure`] when the output cannot be written or a puzzle fails its check.
pub fn run(command: &PuzzlesCommand) -> Result<(), CliError> {
    match command {
        PuzzlesCommand::Build(args) => build(args),
        PuzzlesCommand::Check(args) => check(args),
    }
}

/// One position to scan: the game up to it and where it comes from.
struct Scan {
    game: VariantGame,
    source: String,
    /// The game's number among all files' games, and the ply.
    at: (usize, usize),
}

/// Plies within which a second puzzle of the same game is the same combination again (found
/// cold, issue 33: 16 pairs of puzzles 4 to 6 plies apart in one game, the same idea twice).
const SAME_COMBINATION: usize = 6;

/// The positions of every game of `files`, each once (the first game that reached it), and
/// the number of games that did not replay.
fn positions(files: &[PathBuf]) -> Result<(Vec<Scan>, usize), CliError> {
    let (mut scans, mut seen, mut broken, mut count) = (Vec::new(), HashSet::new(), 0, 0);
    for path in files {
        let name = path
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        for (index, game) in games(path)?.enumerate() {
            let number = count;
            count += 1;
            let game = game.map_err(CliError::input)?;
            let replayed = variant_for(&game, None, path).map(|v| replay_in(v, &game));
            let Some(Ok(line)) = replayed else {
                broken += 1;
                continue;
            };
            let mut game = VariantGame::new(line.start, None);
            for (ply, mv) in line.moves.iter().enumerate() {
                if seen.insert(game.position().fen()) {
                    let source = format!("{name}#{}@{ply}", index + 1);
                    scans.push(Scan {
                        game: game.clone(),
                        source,
                        at: (number, ply),
                    });
                }
                if game.play(mv).is_err() {
                    break;
                }
            }
        }
    }
    Ok((scans, broken))
}

/// `shashki puzzles build`.
fn build(args: &BuildArgs) -> Result<(), CliError> {
    let started = Instant::now();
    let depths = Depths {
        shallow: args.shallow,
        deep: args.deep.max(args.shallow + 1),
    };
    let (scans, broken) = positions(&args.files)?;
    let bar = ProgressBar::new(scans.len() as u64);
    bar.set_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} positions  {msg}  [{elapsed}<{eta}]")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let mut engine = Engine::with_hash(32);
    let (mut puzzles, mut refuted) = (Vec::new(), 0);
    let mut last: Option<(usize, usize)> = None;
    for scan in &scans {
        let (game, ply) = scan.at;
        if last.is_some_and(|(g, p)| g == game && ply <= p + SAME_COMBINATION) {
            bar.inc(1);
            continue;
        }
        match find(&engine, &scan.game, depths).map_err(|e| CliError::Failure(e.to_string()))? {
            Found::Nothing => {}
            Found::Refuted => refuted += 1,
            Found::Puzzle(mut puzzle) => {
                puzzle.source.clone_from(&scan.source);
                puzzles.push(*puzzle);
                last = Some(scan.at);
            }
        }
        bar.set_message(format!("{} puzzles", puzzles.len()));
        bar.inc(1);
    }
    bar.finish_and_clear();
    let found = puzzles.len();
    let mut deeper = Engine::with_hash(32);
    deeper.set_endgames(args.tables.as_deref());
    let mut kept = Vec::with_capacity(found);
    for puzzle in puzzles {
        if verify(&mut engine, &puzzle, args.verify)?.is_none()
            && (args.confirm == 0 || verify(&mut deeper, &puzzle, args.confirm)?.is_none())
        {
            kept.push(puzzle);
        }
    }
    let puzzles = kept;
    let files: Vec<String> = args.files.iter().map(|f| f.display().to_string()).collect();
    let checks = checks(args);
    let summary = format!(
        "{} positions scanned ({broken} games that do not replay left out), {} candidates, {found} \
         confirmed, {} puzzles whose gain is forced against every defence and that pass {checks}",
        scans.len(),
        refuted + found,
        puzzles.len(),
    );
    let tables = args
        .tables
        .as_ref()
        .map_or_else(String::new, |t| format!(" --tables {}", t.display()));
    let mut text = format!(
        "# puzzles: positions of the games of the files below where the side to move has a combination, found at \
         depth {}, confirmed at depth {}, proved against every defence and passing {checks}\n\
         # made by: shashki puzzles build --shallow {} --deep {} --verify {} --confirm {}{tables} \
         -o {} {}\n# {summary}\n{HEADER}\n",
        depths.shallow,
        depths.deep,
        depths.shallow,
        depths.deep,
        args.verify,
        args.confirm,
        args.output.display(),
        files.join(" ")
    );
    for puzzle in &puzzles {
        text.push_str(&puzzle.to_line());
        text.push('\n');
    }
    fs::write(&args.output, text)
        .map_err(|e| CliError::Failure(format!("cannot write {}: {e}", args.output.display())))?;
    eprintln!("{summary}, in {:.0} s", started.elapsed().as_secs_f64());
    eprintln!("{}", tally(&puzzles));
    Ok(())
}

/// The checks every puzzle passed, in words: "the checks at depths 12 and 16 (with the tables
/// of DIR)".
fn checks(args: &BuildArgs) -> String {
    let tables = args.tables.as_ref().map_or_else(String::new, |t| {
        format!(" (with the tables of {})", t.display())
    });
    if args.confirm == 0 {
        format!("the check at depth {}", args.verify)
    } else {
        format!(
            "the checks at depths {} and {}{tables}",
            args.verify, args.confirm
        )
    }
}

/// The puzzles per variant, per idea and per grade, one line.
fn tally(puzzles: &[Puzzle]) -> String {
    let mut counts: Vec<(String, usize)> = Vec::new();
    let mut add = |key: String| match counts.iter_mut().find(|(k, _)| *k == key) {
        Some((_, n)) => *n += 1,
        None => counts.push((key, 1)),
    };
    for p in puzzles {
        add(p.position.variant().key().to_string());
        add(p.idea_name().to_string());
        add(format!("grade {}", p.grade));
    }
    counts.sort();
    let parts: Vec<String> = counts.iter().map(|(k, n)| format!("{k}: {n}")).collect();
    parts.join(", ")
}

/// Reads the puzzles of a puzzle file.
///
/// # Errors
/// [`CliError::Input`] when it cannot be read or a line does not read (with its number).
pub fn read(path: &Path) -> Result<Vec<Puzzle>, CliError> {
    let text = fs::read_to_string(path)
        .map_err(|e| CliError::Input(format!("cannot read {}: {e}", path.display())))?;
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.starts_with('#') && !line.trim().is_empty())
        .map(|(n, line)| {
            Puzzle::parse(line)
                .map_err(|e| CliError::Input(format!("{}:{}: {e}", path.display(), n + 1)))
        })
        .collect()
}

/// `shashki puzzles check`.
fn check(args: &CheckArgs) -> Result<(), CliError> {
    let started = Instant::now();
    let mut puzzles = read(&args.file)?;
    puzzles.truncate(args.first.unwrap_or(usize::MAX));
    let bar = ProgressBar::new(puzzles.len() as u64);
    let mut engine = Engine::with_hash(32);
    engine.set_endgames(args.tables.as_deref());
    let mut failed = 0;
    for puzzle in &puzzles {
        if let Some(reason) = verify(&mut engine, puzzle, args.depth)? {
            failed += 1;
            bar.suspend(|| eprintln!("{} ({}): {reason}", puzzle.source, fen(&puzzle.position)));
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    let summary = format!(
        "{} puzzles checked at depth {}: {failed} failed, in {:.0} s",
        puzzles.len(),
        args.depth,
        started.elapsed().as_secs_f64()
    );
    if failed > 0 {
        return Err(CliError::Failure(summary));
    }
    println!("{summary}");
    Ok(())
}

/// Why `puzzle` fails the check at `depth`, if it does; each check starts from an empty table,
/// so the build and `check` judge a puzzle alike.
fn verify(engine: &mut Engine, puzzle: &Puzzle, depth: u32) -> Result<Option<String>, CliError> {
    engine.new_game();
    puzzle
        .verify(engine, depth)
        .map_err(|e| CliError::Failure(e.to_string()))
}

/// The position as its variant and FEN, for a message.
fn fen(pos: &VariantPosition) -> String {
    let variant: Variant = pos.variant();
    format!("{} {}", variant.key(), pos.fen())
}
