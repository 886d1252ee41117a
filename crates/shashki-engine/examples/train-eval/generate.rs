//! Self-play data for the pattern evaluation: games `from..to` of a seeded run, each one
//! depending only on the seed and its number (so a run can be made in pieces and the pieces
//! joined), played at a fixed depth by a given evaluation (terms, and patterns if given: the
//! files of `data/selfplay/`, so that the data does not depend on the weights it trains),
//! their quiet positions written with the game's result as `game<TAB>white's score<TAB>fen`
//! lines.

use std::io::Write;
use std::path::Path;
use std::time::Instant;

use shashki::Rules;
use shashki_engine::eval::Masks;

use crate::selfplay::{self, Settings};

/// What one piece of a generation run is.
#[derive(Clone, Copy, Debug)]
pub struct Run {
    /// The run's seed.
    pub seed: u64,
    /// The first game.
    pub from: u64,
    /// One past the last game.
    pub to: u64,
    /// How the games are played.
    pub settings: Settings,
    /// Threads playing games.
    pub jobs: usize,
}

/// Plays the games of `run` and writes their positions to `out` (through a temporary file, so
/// that an interrupted run leaves nothing that looks finished). Returns the positions written.
pub fn generate<R: Rules>(run: Run, masks: Masks, out: &Path) -> std::io::Result<usize> {
    let started = Instant::now();
    let jobs = run.jobs.max(1) as u64;
    let masks = &masks;
    let mut games: Vec<(u64, selfplay::Played)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..jobs)
            .map(|j| {
                scope.spawn(move || {
                    let mut out = Vec::new();
                    for g in (run.from + j..run.to).step_by(jobs as usize) {
                        out.push((g, selfplay::play::<R>(run.seed, g, run.settings, masks)));
                        if j == 0 && (g - run.from).is_multiple_of(100 * jobs) {
                            eprintln!(
                                "{}: game {g} of {}..{} ({:.0} s)",
                                R::VARIANT,
                                run.from,
                                run.to,
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
    let tmp = out.with_extension("tmp");
    let mut file = std::io::BufWriter::new(std::fs::File::create(&tmp)?);
    let mut n = 0;
    for (g, played) in &games {
        for fen in &played.fens {
            writeln!(file, "{g}\t{}\t{fen}", played.result)?;
            n += 1;
        }
    }
    file.flush()?;
    drop(file);
    std::fs::rename(&tmp, out)?;
    eprintln!(
        "{}: games {}..{}: {n} positions in {:.0} s",
        R::VARIANT,
        run.from,
        run.to,
        started.elapsed().as_secs_f64()
    );
    Ok(n)
}
