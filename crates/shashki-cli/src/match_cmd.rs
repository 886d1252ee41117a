//! `shashki match`: two Hub engines play each other from ballot or random openings, each
//! opening twice with the colours reversed, several games at once; a progress bar shows the
//! running score, every game can be written as PDN, and the end reports engine 1's wins,
//! draws and losses with the Elo difference and its 95% interval.

mod elo;
mod engine;
mod game;
mod openings;
mod record;

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use shashki::Variant;

use crate::error::CliError;
use elo::{estimate, signed, Tally};
use engine::HubEngine;
use game::{Job, Played, Timing};
use openings::{openings, OpeningSet};

/// Arguments of `shashki match`.
#[derive(Args)]
pub struct MatchArgs {
    /// The first engine's command line, split on whitespace (e.g. "target/release/shashki
    /// hub"); the score and Elo are its own.
    #[arg(long, value_name = "CMD")]
    pub engine1: String,
    /// The second engine's command line.
    #[arg(long, value_name = "CMD")]
    pub engine2: String,
    /// The variant (INTERFACES.md §1).
    #[arg(long, default_value = "international")]
    pub variant: String,
    /// Games to play, in pairs from the same opening with the colours reversed (an odd
    /// number plays the last opening once).
    #[arg(long, default_value_t = 20, value_name = "N")]
    pub games: usize,
    /// Games played at once, each on a thread with its own two engine processes.
    #[arg(long, default_value_t = 1, value_name = "K")]
    pub concurrency: usize,
    /// Time per move in milliseconds (the default, 100 ms, unless --time or --nodes is given).
    #[arg(long, value_name = "MS", conflicts_with_all = ["time", "nodes"])]
    pub move_time: Option<u64>,
    /// Nodes per move instead of time (`level nodes=N`): both engines search alike whatever
    /// the machine's load, so a match of two versions of a search measures the search alone.
    #[arg(long, value_name = "N", conflicts_with = "time")]
    pub nodes: Option<u64>,
    /// A clock instead: seconds for the game (with --inc seconds more for every move).
    #[arg(long, value_name = "S")]
    pub time: Option<f64>,
    /// Seconds added for every move, with --time (Hub engines count it before the move).
    #[arg(long, value_name = "S", requires = "time")]
    pub inc: Option<f64>,
    /// russian150 (russian, brazilian), english3move (english) or random-N (N random plies
    /// from the start); by default the variant's ballots, or random-4 where it has none.
    #[arg(long, value_name = "SET")]
    pub openings: Option<String>,
    /// Writes every game to this PDN file, as it ends.
    #[arg(long, value_name = "OUT.pdn")]
    pub pdn: Option<PathBuf>,
    /// The seed that chooses and orders the openings.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// With --move-time: how many milliseconds late a move may come before it loses on time.
    #[arg(long, default_value_t = 1000, value_name = "MS")]
    pub timeout_margin: u64,
}

/// Runs the match and prints the result.
///
/// # Errors
/// Bad arguments (exit code 2); an engine that cannot be started or does not play the
/// variant, or a PDN file that cannot be written (exit code 1). Faults of the engines during
/// games are not errors: they lose games and are reported.
pub fn run(args: &MatchArgs) -> Result<(), CliError> {
    let variant: Variant = args.variant.parse().map_err(CliError::input)?;
    let set = match &args.openings {
        Some(text) => text.parse().map_err(CliError::Input)?,
        None => OpeningSet::default_for(variant),
    };
    if args.games == 0 || args.concurrency == 0 {
        return Err(CliError::input(
            "--games and --concurrency must be at least 1",
        ));
    }
    let seconds = |s: f64, flag: &str| {
        Duration::try_from_secs_f64(s)
            .map_err(|_| CliError::Input(format!("{flag} must be a number of seconds")))
    };
    let timing = match (args.time, args.nodes) {
        (Some(time), _) => Timing::Clock {
            time: seconds(time, "--time")?,
            inc: seconds(args.inc.unwrap_or(0.0), "--inc")?,
        },
        (None, Some(0)) => return Err(CliError::input("--nodes must be at least 1")),
        (None, Some(nodes)) => Timing::Nodes(nodes),
        (None, None) => Timing::MoveTime {
            per_move: Duration::from_millis(args.move_time.unwrap_or(100)),
            margin: Duration::from_millis(args.timeout_margin),
        },
    };
    run_match(args, variant, set, timing)
}

fn run_match(
    args: &MatchArgs,
    variant: Variant,
    set: OpeningSet,
    timing: Timing,
) -> Result<(), CliError> {
    let began = Instant::now();
    let openings =
        openings(variant, set, args.games.div_ceil(2), args.seed).map_err(CliError::Input)?;
    let commands = [args.engine1.clone(), args.engine2.clone()];
    let names = engine_names(&commands, variant)?;
    let mut pdn = match &args.pdn {
        Some(path) => Some(BufWriter::new(File::create(path).map_err(|e| {
            CliError::Failure(format!("cannot write {}: {e}", path.display()))
        })?)),
        None => None,
    };
    let jobs: Vec<Job> = (0..args.games)
        .map(|index| Job {
            index,
            opening: index / 2,
            engine1_white: index % 2 == 0,
        })
        .collect();
    println!(
        "{variant}: {} games ({} openings of {set}, seed {}, each with both colours), {}",
        jobs.len(),
        openings.len(),
        args.seed,
        describe(timing)
    );
    println!("engine1: {} ({})", names[0], commands[0]);
    println!("engine2: {} ({})", names[1], commands[1]);

    let bar = ProgressBar::new(jobs.len() as u64);
    bar.set_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} games  {msg}  [{elapsed}<{eta}]")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let mut tally = Tally::default();
    let mut faults = Vec::new();
    let mut notes = Vec::new();
    let mut write_error = None;
    let next = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel::<Played>();
    thread::scope(|scope| {
        for _ in 0..args.concurrency.min(jobs.len()) {
            let tx = tx.clone();
            let (jobs, next, openings, commands) = (&jobs, &next, &openings, &commands);
            scope.spawn(move || {
                let mut engines: [Option<HubEngine>; 2] = [None, None];
                while let Some(&job) = jobs.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let played = game::play(
                        variant,
                        job,
                        &openings[job.opening],
                        &mut engines,
                        commands,
                        timing,
                    );
                    if tx.send(played).is_err() {
                        break;
                    }
                }
                for engine in engines.into_iter().flatten() {
                    engine.quit();
                }
            });
        }
        drop(tx);
        for played in rx {
            match played.engine1_won() {
                Some(true) => tally.wins += 1,
                Some(false) => tally.losses += 1,
                None => tally.draws += 1,
            }
            bar.inc(1);
            bar.set_message(standing(&tally));
            // Without a terminal (a match's output sent to a log) the bar is not drawn: a line
            // every twentieth of the match says how it stands.
            let done = tally.games() as usize;
            if bar.is_hidden()
                && (done.is_multiple_of(jobs.len().div_ceil(20)) || done == jobs.len())
            {
                let elapsed = began.elapsed().as_secs();
                let elo = estimate(&tally).map_or(String::new(), |e| {
                    format!("  Elo {} ± {:.1}", signed(e.elo), e.margin())
                });
                println!(
                    "{done}/{} games  {}{elo}  [{elapsed} s]",
                    jobs.len(),
                    standing(&tally)
                );
            }
            let game_no = played.job.index + 1;
            if let Some((seat, what)) = &played.fault {
                let line = format!("game {game_no}: engine{} {what}", seat + 1);
                bar.println(&line);
                faults.push(line);
            }
            notes.extend(played.notes.iter().map(|n| format!("game {game_no}: {n}")));
            if let (Some(out), None) = (pdn.as_mut(), &write_error) {
                let opening = &openings[played.job.opening];
                let record = record::pdn_game(&played, &names, &opening.name);
                if let Err(e) = shashki_pdn::write_game(out, &record).and_then(|()| out.flush()) {
                    write_error = Some(e);
                }
            }
        }
    });
    bar.finish();
    report(&tally, &faults, &notes, began.elapsed());
    match (write_error, &args.pdn) {
        (Some(e), Some(path)) => Err(CliError::Failure(format!(
            "cannot write {}: {e}",
            path.display()
        ))),
        _ => Ok(()),
    }
}

/// The engines' names from their `id`, made distinct when they are the same program; starting
/// them once also checks the commands and the variant before any game.
fn engine_names(commands: &[String; 2], variant: Variant) -> Result<[String; 2], CliError> {
    let mut names = [String::new(), String::new()];
    for (i, command) in commands.iter().enumerate() {
        let engine = HubEngine::start(command, variant)
            .map_err(|e| CliError::Failure(format!("engine{} ({command}) {e}", i + 1)))?;
        names[i] = engine.name.clone();
        engine.quit();
    }
    if names[0] == names[1] {
        names[0].push_str(" #1");
        names[1].push_str(" #2");
    }
    Ok(names)
}

/// Engine 1's wins, draws and losses so far and its score.
fn standing(tally: &Tally) -> String {
    format!(
        "engine1 +{} ={} -{}  {:.1}%",
        tally.wins,
        tally.draws,
        tally.losses,
        tally.score().unwrap_or(0.0) * 100.0
    )
}

fn describe(timing: Timing) -> String {
    match timing {
        Timing::MoveTime { per_move, .. } => {
            format!("{:.3} s per move", per_move.as_secs_f64())
        }
        Timing::Clock { time, inc } => format!(
            "clock {:.3} s + {:.3} s per move",
            time.as_secs_f64(),
            inc.as_secs_f64()
        ),
        Timing::Nodes(nodes) => format!("{nodes} nodes per move"),
    }
}

/// Prints the result: engine 1's wins, draws and losses, its score, the Elo difference with
/// its 95% interval, the faults and notes, and the time taken.
fn report(tally: &Tally, faults: &[String], notes: &[String], took: Duration) {
    println!(
        "engine1: +{} ={} -{}  score {:.1}/{} ({:.1}%)",
        tally.wins,
        tally.draws,
        tally.losses,
        tally.points(),
        tally.games(),
        tally.score().unwrap_or(0.0) * 100.0
    );
    if let Some(e) = estimate(tally) {
        println!(
            "Elo difference: {} ± {:.1} (95% interval {} to {})",
            signed(e.elo),
            e.margin(),
            signed(e.low),
            signed(e.high)
        );
    }
    println!("faults: {}", faults.len());
    for line in faults {
        println!("  {line}");
    }
    if !notes.is_empty() {
        println!("notes: {}", notes.len());
        for line in notes {
            println!("  {line}");
        }
    }
    println!("time: {:.1} s", took.as_secs_f64());
}
