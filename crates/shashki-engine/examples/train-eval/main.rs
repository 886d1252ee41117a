//! The learned (pattern) evaluation's data and training, repeatable commands
//! (`scripts/train-eval.sh` runs them for every learned variant):
//!
//! ```sh
//! cargo run --release -p shashki-engine --example train-eval -- generate --variant russian \
//!     --weights FILE.tsv [--patterns FILE.patterns] --seed 1 --from 0 --to 2000 --depth 6 \
//!     [--random-plies 6] [--jobs 2] --out FILE
//! cargo run --release -p shashki-engine --example train-eval -- train --variant russian \
//!     --weights FILE.tsv --data FILE[,FILE...] [--terms fixed|free] [--k fixed|refit] [--epochs 8] [--batch 16384] [--rate 0.5] [--l2 1e-5] [--seed 1] \
//!     [--out DIR] --made-by "ARGS OF scripts/train-eval.sh" [--smoke-sums "data N weights M"]
//! ```
//!
//! `generate` plays games `from..to` of a seeded self-play run (`generate.rs`); `train` fits
//! the terms and the patterns to their results (`train.rs`) and writes `<variant>.tsv` and
//! `<variant>.patterns` into `crates/shashki-engine/data/weights` (or `--out DIR`), headed by
//! the command that made them, the data and the losses.

#[path = "../tune/fit.rs"]
// The tuner's fit, for its scale `K` and loss; its weight fitting is the tuner's own.
#[allow(dead_code)]
mod fit;
mod generate;
#[path = "../tune/selfplay.rs"]
mod selfplay;
mod train;

use std::path::{Path, PathBuf};

use shashki::{with_rules, Rules, Variant};
use shashki_engine::eval::{Masks, PatternWeights, Weights};

use generate::Run;
use selfplay::Settings;

fn value<T: std::str::FromStr>(flag: &str, v: Option<&String>) -> Result<T, String> {
    let v = v.ok_or(format!("{flag} needs a value"))?;
    v.parse().map_err(|_| format!("bad value for {flag}: {v}"))
}

fn run_generate(raw: &[String]) -> Result<(), String> {
    let mut variant = Variant::Russian;
    let mut run = Run {
        seed: 1,
        from: 0,
        to: 100,
        settings: Settings {
            depth: 5,
            random_plies: 6,
            max_plies: 300,
        },
        jobs: 1,
    };
    let mut out = None;
    let (mut weights, mut patterns) = (None, None);
    let mut it = raw.iter();
    while let Some(flag) = it.next() {
        let v = it.next();
        match flag.as_str() {
            "--variant" => variant = value(flag, v)?,
            "--weights" => weights = Some(value::<PathBuf>(flag, v)?),
            "--patterns" => patterns = Some(value::<PathBuf>(flag, v)?),
            "--seed" => run.seed = value(flag, v)?,
            "--from" => run.from = value(flag, v)?,
            "--to" => run.to = value(flag, v)?,
            "--depth" => run.settings.depth = value(flag, v)?,
            "--random-plies" => run.settings.random_plies = value(flag, v)?,
            "--jobs" => run.jobs = value(flag, v)?,
            "--out" => out = Some(value::<PathBuf>(flag, v)?),
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    let out = out.ok_or("generate needs --out FILE")?;
    let weights = weights.ok_or("generate needs --weights FILE")?;
    with_rules!(variant, R => {
        let masks = masks::<R>(&weights, patterns.as_deref())?;
        generate::generate::<R>(run, masks, &out).map_err(|e| e.to_string())
    })?;
    Ok(())
}

fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

fn read_weights<R: Rules>(path: &Path) -> Result<Weights, String> {
    Weights::parse::<R>(&read(path)?).map_err(|e| format!("{}: {e}", path.display()))
}

/// The evaluation read from a weights file and, if given, a pattern file.
fn masks<R: Rules>(weights: &Path, patterns: Option<&Path>) -> Result<Masks, String> {
    let w = read_weights::<R>(weights)?;
    let p = match patterns {
        Some(p) => {
            let parsed = PatternWeights::parse::<R>(&read(p)?).map_err(|e| e.to_string())?;
            Some(&*Box::leak(Box::new(parsed)))
        }
        None => None,
    };
    Ok(Masks::with_patterns::<R>(w, p))
}

fn run_train(raw: &[String]) -> Result<(), String> {
    let mut variant = Variant::Russian;
    let mut settings = train::Settings {
        epochs: 8,
        batch: 16384,
        rate: 0.5,
        l2: 1e-5,
        seed: 1,
        free_terms: false,
        refit_k: false,
    };
    let mut data: Vec<PathBuf> = Vec::new();
    let mut out = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/data/weights"));
    let mut made_by = None;
    let mut smoke = None;
    let mut weights = None;
    let mut it = raw.iter();
    while let Some(flag) = it.next() {
        let v = it.next();
        match flag.as_str() {
            "--variant" => variant = value(flag, v)?,
            "--data" => {
                let list: String = value(flag, v)?;
                data.extend(list.split(',').map(PathBuf::from));
            }
            "--epochs" => settings.epochs = value(flag, v)?,
            "--batch" => settings.batch = value(flag, v)?,
            "--rate" => settings.rate = value(flag, v)?,
            "--l2" => settings.l2 = value(flag, v)?,
            "--seed" => settings.seed = value(flag, v)?,
            "--terms" if v.is_some_and(|v| v == "fixed") => settings.free_terms = false,
            "--terms" if v.is_some_and(|v| v == "free") => settings.free_terms = true,
            "--k" if v.is_some_and(|v| v == "fixed") => settings.refit_k = false,
            "--k" if v.is_some_and(|v| v == "refit") => settings.refit_k = true,
            "--out" => out = value(flag, v)?,
            "--made-by" => made_by = Some(value::<String>(flag, v)?),
            "--smoke-sums" => smoke = Some(value::<String>(flag, v)?),
            "--weights" => weights = Some(value::<PathBuf>(flag, v)?),
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    let made_by = made_by.ok_or("train needs --made-by")?;
    let weights = weights.ok_or("train needs --weights FILE")?;
    with_rules!(variant, R => {
        let started = std::time::Instant::now();
        let (train_set, test_set, games) = train::read::<R>(&data).map_err(|e| e.to_string())?;
        eprintln!(
            "{}: {} training and {} held-out positions from {games} games ({:.0} s)",
            R::VARIANT,
            train_set.len(),
            test_set.len(),
            started.elapsed().as_secs_f64()
        );
        let start = read_weights::<R>(&weights)?;
        let fitted = train::train::<R>(&train_set, &test_set, start, settings);
        let note = format!(
            "{games} games, {} quiet positions ({} held out: every tenth game); {settings:?}; fitted in {:.0} s",
            train_set.len() + test_set.len(),
            test_set.len(),
            started.elapsed().as_secs_f64()
        );
        train::write::<R>(&out, &made_by, &note, smoke.as_deref(), &fitted).map_err(|e| e.to_string())?;
        eprintln!("{}: wrote {}", R::VARIANT, out.display());
    });
    Ok(())
}

fn main() {
    let raw: Vec<String> = std::env::args().skip(1).collect();
    let result = match raw.first().map(String::as_str) {
        Some("generate") => run_generate(&raw[1..]),
        Some("train") => run_train(&raw[1..]),
        _ => Err("usage: train-eval generate|train OPTIONS".to_string()),
    };
    if let Err(e) = result {
        eprintln!("train-eval: {e}");
        std::process::exit(2);
    }
}
