//! Texel tuning of the evaluation weights, a repeatable command:
//!
//! ```sh
//! cargo run --release -p shashki-engine --example tune -- --variant russian --games 4000 \
//!     --seed 1 [--depth 4] [--random-plies 4] [--jobs 2] [--l2 1e-6] [--steps 600] \
//!     [--fixed man,king] [--start defaults|committed] [--out DIR]
//! cargo run --release -p shashki-engine --example tune -- --defaults --variant all
//! ```
//!
//! Self-play games at a fixed depth from random openings give quiet positions and results,
//! cached in `target/tune-data/`; the weights that apply to the variant are fitted by logistic
//! regression (`fit.rs`) and written to `crates/shashki-engine/data/weights/<variant>.tsv` (or
//! into `--out DIR`) with a header that names the command, the seed, the data and the losses.
//! The games are played with, and the fit starts from, the hand-set defaults (`--start
//! defaults`, so the command gives the same file at any later commit with the same search and
//! terms) or the committed weights (`--start committed`, to iterate). `--fixed` names terms
//! kept at their starting values (the man's always is). Every game whose number is a multiple
//! of ten is held out to measure the fit. `--defaults` writes the hand-set weights themselves.

mod defaults;
mod fit;
mod selfplay;

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use shashki::{with_rules, Color, Goal, Position, Rules, Variant};
use shashki_engine::eval::features::{applies, features, NAMES};
use shashki_engine::eval::{Board, Masks, Weights, TERMS};

use fit::Data;
use selfplay::Settings;

struct Args {
    variants: Vec<Variant>,
    games: u64,
    seed: u64,
    depth: u32,
    random_plies: usize,
    jobs: usize,
    l2: f64,
    steps: usize,
    defaults: bool,
    fixed: Vec<String>,
    out: Option<PathBuf>,
    start_committed: bool,
    command: String,
}

fn parse_args() -> Result<Args, String> {
    let raw: Vec<String> = std::env::args().skip(1).collect();
    let mut args = Args {
        variants: vec![Variant::Russian],
        games: 2000,
        seed: 1,
        depth: 4,
        random_plies: 4,
        jobs: 1,
        l2: 1e-6,
        steps: 600,
        defaults: false,
        fixed: vec!["man".into()],
        out: None,
        start_committed: false,
        command: String::new(),
    };
    let mut shown = vec!["tune".to_string()];
    let mut it = raw.iter();
    while let Some(flag) = it.next() {
        if flag == "--defaults" {
            args.defaults = true;
            shown.push(flag.clone());
            continue;
        }
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        let bad = |_| format!("bad value for {flag}: {value}");
        match flag.as_str() {
            "--variant" if value == "all" => args.variants = Variant::ALL.to_vec(),
            "--variant" => args.variants = vec![value.parse().map_err(|_| bad(()))?],
            "--games" => args.games = value.parse().map_err(|_| bad(()))?,
            "--seed" => args.seed = value.parse().map_err(|_| bad(()))?,
            "--depth" => args.depth = value.parse().map_err(|_| bad(()))?,
            "--random-plies" => args.random_plies = value.parse().map_err(|_| bad(()))?,
            "--out" => {
                args.out = Some(PathBuf::from(value));
                continue; // where, not what
            }
            "--jobs" => {
                args.jobs = value.parse().map_err(|_| bad(()))?;
                continue; // not part of the result
            }
            "--start" if value == "defaults" => args.start_committed = false,
            "--start" if value == "committed" => args.start_committed = true,
            "--l2" => args.l2 = value.parse().map_err(|_| bad(()))?,
            "--steps" => args.steps = value.parse().map_err(|_| bad(()))?,
            "--fixed" => {
                args.fixed = value.split(',').map(str::to_string).collect();
                if let Some(n) = args.fixed.iter().find(|n| !NAMES.contains(&n.as_str())) {
                    return Err(format!("no term {n}"));
                }
                if !args.fixed.iter().any(|n| n == "man") {
                    args.fixed.push("man".into());
                }
            }
            _ => return Err(format!("unknown option {flag}")),
        }
        shown.push(flag.clone());
        shown.push(value.clone());
    }
    args.command = shown.join(" ");
    Ok(args)
}

fn main() {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("tune: {e}");
            std::process::exit(2);
        }
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for &variant in &args.variants {
        let dir = args
            .out
            .clone()
            .unwrap_or_else(|| root.join("data/weights"));
        std::fs::create_dir_all(&dir).expect("make the output directory");
        let out = dir.join(format!("{}.tsv", variant.key()));
        let text = with_rules!(variant, R => if args.defaults {
            defaults::defaults::<R>().to_text::<R>(&[
                format!("evaluation weights of {}: the hand-set defaults, not tuned", R::VARIANT),
                format!("made by: scripts/tune.sh {}", args.command.trim_start_matches("tune ")),
            ])
        } else {
            tune::<R>(&args, root)
        });
        std::fs::write(&out, text).expect("write the weights file");
        eprintln!("wrote {}", out.display());
    }
}

/// The weights the fit starts from and the self-play games are played with.
fn start<R: Rules>(args: &Args) -> Weights {
    if args.start_committed {
        Weights::of::<R>()
    } else {
        defaults::defaults::<R>()
    }
}

/// The cached self-play data of these settings, made when missing: lines of
/// `game<TAB>result<TAB>fen`.
fn data_file<R: Rules>(args: &Args, root: &Path) -> PathBuf {
    let dir = root.join("../../target/tune-data");
    std::fs::create_dir_all(&dir).expect("make target/tune-data");
    let path = dir.join(format!(
        "{}-seed{}-games{}-depth{}-random{}-{:08x}.tsv",
        R::VARIANT,
        args.seed,
        args.games,
        args.depth,
        args.random_plies,
        committed_hash(R::VARIANT)
    ));
    if path.exists() {
        return path;
    }
    let settings = Settings {
        depth: args.depth,
        random_plies: args.random_plies,
        max_plies: 300,
    };
    let started = Instant::now();
    let jobs = args.jobs.max(1) as u64;
    let masks = Masks::with_weights::<R>(start::<R>(args));
    let masks = &masks;
    let mut games: Vec<(u64, selfplay::Played)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..jobs)
            .map(|j| {
                scope.spawn(move || {
                    let mut out = Vec::new();
                    for g in (j..args.games).step_by(jobs as usize) {
                        out.push((g, selfplay::play::<R>(args.seed, g, settings, masks)));
                        if j == 0 && g % (20 * jobs) == 0 {
                            eprintln!(
                                "{}: game {g}/{} ({:.0}s)",
                                R::VARIANT,
                                args.games,
                                started.elapsed().as_secs_f64()
                            );
                        }
                    }
                    out
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a self-play thread"))
            .collect()
    });
    games.sort_by_key(|(g, _)| *g);
    let tmp = path.with_extension("tmp");
    let mut file = std::io::BufWriter::new(std::fs::File::create(&tmp).expect("create data"));
    for (g, played) in &games {
        for fen in &played.fens {
            writeln!(file, "{g}\t{}\t{fen}", played.result).expect("write data");
        }
    }
    file.flush().expect("write data");
    drop(file);
    std::fs::rename(&tmp, &path).expect("rename data");
    path
}

/// A hash of the committed weights file, so that data made by other weights is not reused.
fn committed_hash(variant: Variant) -> u32 {
    let text = shashki_engine::eval::weights::committed(variant);
    text.bytes().fold(0x811c_9dc5u32, |h, b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

/// Reads the data into training and held-out sets, terms from White's point of view.
fn read<R: Rules>(path: &Path) -> (Data, Data, u64) {
    let board = Board::new::<R>();
    let mut train = Data {
        x: Vec::new(),
        y: Vec::new(),
    };
    let mut test = Data {
        x: Vec::new(),
        y: Vec::new(),
    };
    let mut games = 0;
    let file = std::io::BufReader::new(std::fs::File::open(path).expect("open data"));
    for line in file.lines() {
        let line = line.expect("read data");
        let mut f = line.splitn(3, '\t');
        let (Some(g), Some(y), Some(fen)) = (f.next(), f.next(), f.next()) else {
            continue;
        };
        let g: u64 = g.parse().expect("game number");
        games = games.max(g + 1);
        let pos = Position::<R>::from_fen(fen).expect("a FEN we wrote");
        let mut sign = if pos.turn() == Color::White { 1 } else { -1 };
        if R::GOAL == Goal::NoMovesWins {
            sign = -sign;
        }
        let set = if g.is_multiple_of(10) {
            &mut test
        } else {
            &mut train
        };
        set.x
            .extend(features(&pos, &board).iter().map(|&x| (sign * x) as f32));
        set.y.push(y.parse().expect("a result"));
    }
    (train, test, games)
}

fn tune<R: Rules>(args: &Args, root: &Path) -> String {
    let path = data_file::<R>(args, root);
    let (train, test, games) = read::<R>(&path);
    eprintln!(
        "{}: {} training and {} held-out positions from {games} games",
        R::VARIANT,
        train.len(),
        test.len()
    );
    let start = fit::real(&start::<R>(args));
    let free: [bool; TERMS] =
        std::array::from_fn(|t| applies::<R>(t) && !args.fixed.iter().any(|n| n == NAMES[t]));
    let k = fit::fit_k(&train, &start);
    let before = (fit::loss(&train, &start, k), fit::loss(&test, &start, k));
    eprintln!(
        "{}: K {k:.5}, loss before {:.5} (held out {:.5})",
        R::VARIANT,
        before.0,
        before.1
    );
    let mut w = start;
    let mut k2 = k;
    for round in 0..2 {
        w = fit::fit_weights(&train, &w, &free, k2, args.l2, args.steps);
        k2 = fit::fit_k(&train, &w);
        eprintln!(
            "{}: round {round}: K {k2:.5}, loss {:.5} (held out {:.5})",
            R::VARIANT,
            fit::loss(&train, &w, k2),
            fit::loss(&test, &w, k2)
        );
    }
    let tuned = fit::rounded(&w);
    let after_w = fit::real(&tuned);
    let after = (
        fit::loss(&train, &after_w, k2),
        fit::loss(&test, &after_w, k2),
    );
    for t in (0..TERMS).filter(|&t| applies::<R>(t)) {
        eprintln!("  {:14} {:5} -> {:5}", NAMES[t], start[t], tuned.0[t]);
    }
    tuned.to_text::<R>(&[
        format!("evaluation weights of {}, fitted to self-play results", R::VARIANT),
        format!(
            "made by: scripts/tune.sh {}",
            args.command.trim_start_matches("tune ")
        ),
        format!(
            "data: {games} games at depth {}, {} quiet positions ({} held out: every tenth game)",
            args.depth,
            train.len() + test.len(),
            test.len()
        ),
        format!(
            "cross-entropy: start weights {:.5} (held out {:.5}) at K {k:.5}; these {:.5} (held out {:.5}) at K {k2:.5}",
            before.0, before.1, after.0, after.1
        ),
    ])
}
