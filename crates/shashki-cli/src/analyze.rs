//! `shashki analyze`: the engine judges every move of every game of PDN files and writes the
//! games back annotated: `?` and `??` on mistakes and blunders, `!!`, `!` and `X` on shots,
//! sound sacrifices and winning moves, comments with the evaluation and the better line, the
//! coach's findings (issue 17) in the chosen language, a summary per game; optionally one JSON
//! line per game.

mod annotate;
mod tally;

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;
use shashki::Variant;
use shashki_engine::{Engine, Limits, Score};
use shashki_pdn::{
    game_type, replay_in, variant_of, variant_tag, write_game, ParsePdnError, PdnGame, ReplayError,
};
use shashki_study::review::{evaluate, Thresholds};
use shashki_text::{errors, pdn, Message};

use crate::error::CliError;
use crate::pdn::{games, variant_for, PdnFiles};
use crate::play::Lang;
use tally::Tally;

/// The time per position when neither `--depth`, `--nodes` nor `--move-time` is given.
const DEFAULT_MOVE_TIME: u64 = 300;

/// Arguments of `shashki analyze`.
#[derive(Args)]
pub struct AnalyzeArgs {
    /// The files and the variant of games whose tags do not say.
    #[command(flatten)]
    pub input: PdnFiles,
    /// Search each position to this depth.
    #[arg(long, value_name = "N")]
    pub depth: Option<u32>,
    /// Search each position about this many nodes.
    #[arg(long, value_name = "N")]
    pub nodes: Option<u64>,
    /// Search each position this many milliseconds (the default, 300, when no limit is given).
    #[arg(long, value_name = "MS")]
    pub move_time: Option<u64>,
    /// Search threads.
    #[arg(long, default_value_t = 1, value_name = "N")]
    pub threads: usize,
    /// Hash table size in megabytes.
    #[arg(long, default_value_t = 64, value_name = "MB")]
    pub hash: usize,
    /// Men of value lost that make a mistake (`?`).
    #[arg(long, default_value_t = 0.5, value_name = "MEN")]
    pub mistake: f64,
    /// Men of value lost that make a blunder (`??`).
    #[arg(long, default_value_t = 1.5, value_name = "MEN")]
    pub blunder: f64,
    /// Analyse only the first N games (of all the files).
    #[arg(long, value_name = "N")]
    pub games: Option<usize>,
    /// Write the annotated games to this file instead of standard output.
    #[arg(long, short)]
    pub output: Option<PathBuf>,
    /// One JSON object per game per line on standard output (needs --output).
    #[arg(long, requires = "output")]
    pub json: bool,
    /// The language of the annotations (verdicts, the coach's notes, the summary): ru, uk or
    /// en (default en).
    #[arg(long, default_value = "en")]
    pub lang: String,
    /// No progress bar and no closing line.
    #[arg(long, short)]
    pub quiet: bool,
}

/// One line of `analyze --json`.
#[derive(Serialize)]
struct Report {
    file: String,
    index: usize,
    variant: Option<&'static str>,
    /// Plies of the record.
    plies: usize,
    /// Plies judged or passed as forced: up to the end, a record error, or the rules' end.
    analysed: usize,
    /// Whether the whole record was analysed.
    ok: bool,
    error: Option<String>,
    /// The outcome key when the rules ended the game before the record's last move.
    ended: Option<String>,
    white: Tally,
    black: Tally,
}

/// What one game's analysis gives besides the annotations.
struct Analysis {
    analysed: usize,
    error: Option<String>,
    ended: Option<String>,
    tallies: [Tally; 2],
}

impl Analysis {
    /// A game not analysed at all, for this reason.
    fn refused(error: String) -> Analysis {
        Analysis {
            analysed: 0,
            error: Some(error),
            ended: None,
            tallies: [Tally::default(); 2],
        }
    }
}

/// How every position is searched and every move judged.
struct Settings {
    limits: Limits,
    thresholds: Thresholds,
    /// The language of the annotations.
    lang: Lang,
    /// The limits in words, for the summary comments.
    how: Message,
}

/// One game as read: its file, its 1-based number there, and the game or why it did not read.
type Entry<'a> = (&'a Path, usize, Result<PdnGame, ParsePdnError>);

/// Runs `shashki analyze`.
pub fn run(args: &AnalyzeArgs) -> Result<(), CliError> {
    let fallback = args.input.fallback()?;
    let settings = settings(args)?;
    let entries = read(args)?;
    let mut out = output(args)?;
    let positions: usize = entries
        .iter()
        .map(|(_, _, read)| read.as_ref().map_or(0, |g| g.moves.len() + 1))
        .sum();
    let bar = progress(args, positions);
    let mut engine: Option<Engine> = None;
    let (total, mut failed, mut done) = (entries.len(), 0, 0);
    for (n, (path, index, read)) in entries.into_iter().enumerate() {
        bar.set_message(format!("game {}/{total}", n + 1));
        let (mut game, variant, analysis) = match read {
            Err(e) => (None, None, Analysis::refused(e.to_string())),
            Ok(mut game) => {
                let variant = variant_for(&game, fallback, path);
                let analysis = match variant {
                    None => Analysis::refused("the tags name no variant: give --variant".into()),
                    Some(v) => {
                        name_variant(&mut game, v);
                        let engine = engine_for(&mut engine, args);
                        let mut tick = || bar.inc(1);
                        analyse(v, &mut game, engine, &settings, &mut tick)?
                    }
                };
                done += game.moves.len() + 1;
                bar.set_position(done as u64);
                (Some(game), variant, analysis)
            }
        };
        if let Some(e) = &analysis.error {
            failed += 1;
            let game_name = format!("{} #{index}", path.display());
            bar.suspend(|| eprintln!("shashki: {game_name}: {e}"));
        }
        if let Some(game) = &mut game {
            write_game(&mut out, game)
                .and_then(|()| writeln!(out))
                .and_then(|()| out.flush())
                .map_err(|e| CliError::Failure(e.to_string()))?;
        }
        if args.json {
            let plies = game.as_ref().map_or(0, |g| g.moves.len());
            let report = report(path, index, variant, plies, analysis);
            let line =
                serde_json::to_string(&report).map_err(|e| CliError::Failure(e.to_string()))?;
            println!("{line}");
        }
    }
    bar.finish_and_clear();
    if !args.quiet {
        eprintln!(
            "shashki: {total} {} analysed ({} per position), {failed} unreadable, in {:.1} s",
            if total == 1 { "game" } else { "games" },
            settings.how.say(Lang::En),
            bar.elapsed().as_secs_f64()
        );
    }
    if failed > 0 {
        return Err(CliError::Failure(format!(
            "{failed} of {total} games could not be analysed in full"
        )));
    }
    Ok(())
}

/// Every game of the files (the first `--games` of them), read before anything is written, so
/// that the output may replace an input.
fn read(args: &AnalyzeArgs) -> Result<Vec<Entry<'_>>, CliError> {
    let mut entries = Vec::new();
    for path in &args.input.files {
        for (i, read) in games(path)?.enumerate() {
            if args.games.is_some_and(|n| entries.len() >= n) {
                return Ok(entries);
            }
            entries.push((path.as_path(), i + 1, read));
        }
    }
    Ok(entries)
}

/// Where the annotated games go: `--output`, or standard output.
fn output(args: &AnalyzeArgs) -> Result<Box<dyn Write>, CliError> {
    Ok(match &args.output {
        Some(path) => Box::new(BufWriter::new(File::create(path).map_err(|e| {
            CliError::Input(format!("cannot create {}: {e}", path.display()))
        })?)),
        None => Box::new(BufWriter::new(io::stdout())),
    })
}

/// The progress bar over every position of every game, on standard error; hidden with
/// `--quiet` (indicatif hides it by itself when standard error is not a terminal).
fn progress(args: &AnalyzeArgs, positions: usize) -> ProgressBar {
    let bar = if args.quiet {
        ProgressBar::hidden()
    } else {
        ProgressBar::new(positions as u64)
    };
    bar.set_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} positions  {msg}  [{elapsed}<{eta}]")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    bar
}

/// The settings of the options.
fn settings(args: &AnalyzeArgs) -> Result<Settings, CliError> {
    let (limits, how) = limits(args);
    Ok(Settings {
        limits,
        thresholds: thresholds(args)?,
        lang: args.lang.parse().map_err(CliError::Input)?,
        how,
    })
}

/// The thresholds of `--mistake` and `--blunder`, in hundredths of a man.
fn thresholds(args: &AnalyzeArgs) -> Result<Thresholds, CliError> {
    let valid = |men: f64| men.is_finite() && men > 0.0 && men < 100.0;
    if !valid(args.mistake) || !valid(args.blunder) || args.blunder < args.mistake {
        return Err(CliError::Input(
            "--mistake and --blunder must be positive, with --blunder at least --mistake".into(),
        ));
    }
    let hundredths = |men: f64| (men * 100.0).round() as Score;
    Ok(Thresholds {
        mistake: hundredths(args.mistake),
        blunder: hundredths(args.blunder),
    })
}

/// The limits of one search and their description for the summary comment ("depth 6 or
/// 300 ms").
fn limits(args: &AnalyzeArgs) -> (Limits, Message) {
    let move_time = match (args.depth, args.nodes, args.move_time) {
        (None, None, None) => Some(DEFAULT_MOVE_TIME),
        (_, _, time) => time,
    };
    let limits = Limits {
        depth: args.depth,
        nodes: args.nodes,
        move_time: move_time.map(Duration::from_millis),
        ..Limits::default()
    };
    let parts = [
        args.depth
            .map(|d| Message::new("analyze-depth").number("depth", d)),
        args.nodes
            .map(|n| Message::new("analyze-nodes").number("nodes", n)),
        move_time.map(|ms| Message::new("analyze-time").number("ms", ms)),
    ];
    let how = parts
        .into_iter()
        .flatten()
        .reduce(|first, second| {
            Message::new("analyze-or")
                .message("first", first)
                .message("second", second)
        })
        .unwrap_or_else(|| Message::new("analyze-time").number("ms", DEFAULT_MOVE_TIME));
    (limits, how)
}

/// Writes the variant into the tags of a game whose variant came from `--variant` or the
/// file name, so that the annotated file reads back on its own under any name.
fn name_variant(game: &mut PdnGame, variant: Variant) {
    if variant_of(game).is_none() {
        game.set_tag("GameType", game_type(variant));
        if let Some(tag) = variant_tag(variant) {
            game.set_tag("Variant", tag);
        }
    }
}

/// The engine, made on first use, its table cleared for a new game.
fn engine_for<'a>(engine: &'a mut Option<Engine>, args: &AnalyzeArgs) -> &'a mut Engine {
    let engine = engine.get_or_insert_with(|| {
        let mut e = Engine::with_hash(args.hash);
        e.set_threads(args.threads);
        e.set_endgames(shashki_egdb::base_dir().as_deref());
        e
    });
    engine.new_game();
    engine
}

/// Analyses `game` under `variant` as far as it replays and the rules let it go on, and
/// annotates it.
fn analyse(
    variant: Variant,
    game: &mut PdnGame,
    engine: &mut Engine,
    settings: &Settings,
    tick: &mut dyn FnMut(),
) -> Result<Analysis, CliError> {
    let mut notes = Vec::new();
    let (line, error) = match replay_in(variant, game) {
        Ok(line) => (line, None),
        Err(e @ ReplayError::Move { ply, .. }) => {
            let mut cut = game.clone();
            cut.moves.truncate(ply);
            let line = replay_in(variant, &cut).map_err(|e| CliError::Failure(e.to_string()))?;
            notes.push(Message::new("analyze-cut").message("why", pdn::replay(variant, game, &e)));
            (line, Some(e.to_string()))
        }
        Err(e) => return Ok(Analysis::refused(e.to_string())),
    };
    notes.extend(
        line.warnings.iter().map(|w| {
            Message::new("analyze-read-on").message("what", pdn::warning(variant, game, w))
        }),
    );
    let valued = evaluate(engine, line.start, &line.moves, &settings.limits, tick)
        .map_err(|e| CliError::Failure(format!("the engine could not search: {e}")))?;
    if let Some(outcome) = valued.ended {
        notes.push(
            Message::new("analyze-ended")
                .message("result", errors::result(outcome))
                .number("ply", valued.moves.len()),
        );
    }
    let ended = valued.ended.map(|o| o.key());
    let tallies = annotate::annotate(game, &valued, settings.thresholds, settings.lang);
    game.comments.push(annotate::summary(
        &settings.how,
        &tallies,
        &notes,
        settings.lang,
    ));
    if game.tag("Annotator").is_none() {
        game.set_tag("Annotator", "shashki analyze");
    }
    Ok(Analysis {
        analysed: valued.moves.len(),
        error,
        ended,
        tallies,
    })
}

/// The JSON line of one game.
fn report(
    path: &Path,
    index: usize,
    variant: Option<Variant>,
    plies: usize,
    analysis: Analysis,
) -> Report {
    let [white, black] = analysis.tallies;
    Report {
        file: path.display().to_string(),
        index,
        variant: variant.map(Variant::key),
        plies,
        analysed: analysis.analysed,
        ok: analysis.error.is_none(),
        error: analysis.error,
        ended: analysis.ended,
        white,
        black,
    }
}
