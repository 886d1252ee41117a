//! Building the tables of a variant up to a number of pieces: the jobs in order, each solved,
//! its tables written; a job whose files are all there is skipped, so a stopped build resumes.

use std::fmt;
use std::path::Path;
use std::time::Instant;

use shashki::geometry::Geometry;
use shashki::{with_rules, Extra, Goal, Rules, Variant};

use crate::counting;
use crate::file::{Kind, TableFile};
use crate::material::Material;
use crate::probe::{file_name, Egdb, ProbeError};
use crate::solve::Solver;
use crate::table::wdl_code;
use crate::value::Wdl;

/// What to build.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// Every material of up to this many pieces.
    pub pieces: u32,
    /// Tables of up to this many pieces keep distances; larger ones win/draw/loss only.
    pub distance_pieces: u32,
    /// Threads to solve with.
    pub threads: usize,
}

impl Options {
    /// Up to `pieces` pieces with the default distance limit: 5 pieces on 8×8, 4 on 10×10.
    pub fn new(variant: Variant, pieces: u32) -> Options {
        let small = with_rules!(variant, R => <<R as Rules>::Board as Geometry>::SQUARES <= 32);
        Options {
            pieces,
            distance_pieces: if small { 5 } else { 4 },
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        }
    }
}

/// What the builder reports as it goes.
#[derive(Clone, Debug)]
pub enum Event {
    /// A job starts: its number (from 1), the number of jobs, its name, its positions.
    Job {
        /// Its number, from 1.
        number: usize,
        /// Jobs in all.
        of: usize,
        /// Its tables' names.
        name: String,
        /// Positions to look at.
        positions: u64,
    },
    /// Positions looked at since the last report.
    Advance(u64),
    /// A job found complete on disk.
    Skipped(String),
    /// A job finished: its name, seconds taken and bytes written.
    Done(String, f64, u64),
}

/// What a build did.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    /// Jobs solved now.
    pub built: usize,
    /// Jobs found complete.
    pub skipped: usize,
    /// Bytes of the tables written now.
    pub bytes: u64,
}

/// Why a build failed.
#[derive(Debug)]
pub enum BuildError {
    /// The variant cannot have tables (its goal is not about having no move).
    Unsupported(Variant),
    /// Writing a table failed.
    Io(std::io::Error),
    /// A table built before could not be read.
    Probe(ProbeError),
    /// A distance too long for the format.
    TooLong(Material),
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::Unsupported(v) => write!(f, "no endgame tables for {v}"),
            BuildError::Io(e) => write!(f, "{e}"),
            BuildError::Probe(e) => write!(f, "{e}"),
            BuildError::TooLong(m) => write!(f, "{m}: a distance beyond 65534 plies"),
        }
    }
}

impl std::error::Error for BuildError {}

impl From<std::io::Error> for BuildError {
    fn from(e: std::io::Error) -> Self {
        BuildError::Io(e)
    }
}

impl From<ProbeError> for BuildError {
    fn from(e: ProbeError) -> Self {
        BuildError::Probe(e)
    }
}

/// True when the variant can have tables here: not breakthrough, whose game ends at the first
/// king, nor the folk variants, whose positions hold more than the index places (bashni's
/// columns, stavropol's last move) or whose captures take one's own pieces (samoedy).
pub fn supported(variant: Variant) -> bool {
    with_rules!(variant, R => tables_fit::<R>())
}

/// [`supported`] for variant `R`.
fn tables_fit<R: Rules>() -> bool {
    R::GOAL != Goal::FirstKingWins && !R::Extra::COLUMNS && !R::Extra::LAST_MOVE && !R::CAPTURES_OWN
}

/// Builds every table of `variant` up to `options.pieces` pieces into `dir`.
///
/// # Errors
/// An unsupported variant, a file that cannot be written, or a table that cannot be read back.
pub fn build(
    variant: Variant,
    dir: &Path,
    options: &Options,
    report: &(dyn Fn(Event) + Sync),
) -> Result<Summary, BuildError> {
    if !supported(variant) {
        return Err(BuildError::Unsupported(variant));
    }
    std::fs::create_dir_all(dir)?;
    with_rules!(variant, R => build_for::<R>(variant, dir, options, report))
}

/// [`build`] into a folder beside `dir`, renamed to `dir` when whole: processes that build the
/// same tables at once (test processes of cargo nextest, two servers) never read or clear
/// another's half-built folder. When another process put its tables at `dir` first, they are
/// kept and this build is dropped.
///
/// # Errors
/// As [`build`].
pub fn build_whole(
    variant: Variant,
    dir: &Path,
    options: &Options,
    report: &(dyn Fn(Event) + Sync),
) -> Result<Summary, BuildError> {
    let name = dir.file_name().and_then(|n| n.to_str()).unwrap_or("tables");
    let building = dir.with_file_name(format!("{name}.building-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&building);
    let summary = build(variant, &building, options, report)?;
    if std::fs::rename(&building, dir).is_err() {
        std::fs::remove_dir_all(&building)?;
    }
    Ok(summary)
}

fn build_for<R: Rules>(
    variant: Variant,
    dir: &Path,
    options: &Options,
    report: &(dyn Fn(Event) + Sync),
) -> Result<Summary, BuildError> {
    let egdb = Egdb::open(variant, dir);
    let jobs = Material::jobs(options.pieces);
    let mut summary = Summary::default();
    for (n, job) in jobs.iter().enumerate() {
        let name = job
            .iter()
            .map(Material::to_string)
            .collect::<Vec<_>>()
            .join(" ");
        let complete = job
            .iter()
            .all(|m| TableFile::header_ok(&dir.join(file_name(m)), R::VARIANT.key(), m));
        if complete {
            summary.skipped += 1;
            report(Event::Skipped(name));
            continue;
        }
        let started = Instant::now();
        let distance = job[0].pieces() <= options.distance_pieces;
        let advance = |k: u64| report(Event::Advance(k));
        let solver = Solver::new::<R>(job, &egdb, distance, options.threads, &advance);
        report(Event::Job {
            number: n + 1,
            of: jobs.len(),
            name: name.clone(),
            positions: solver.tables.iter().map(|w| w.index.size()).sum(),
        });
        solver.solve::<R>()?;
        let rules = if distance && job[0].kings_only() {
            counting::exact::<R>(&solver, &egdb, options.threads)?
        } else {
            None
        };
        let mut bytes = 0;
        for (t, m) in job.iter().enumerate() {
            let file = table_file::<R>(&solver, t, rules.as_ref().map(|r| r[t].clone()), distance)?;
            let path = dir.join(file_name(m));
            file.write(&path)?;
            bytes += std::fs::metadata(&path)?.len();
        }
        summary.built += 1;
        summary.bytes += bytes;
        report(Event::Done(name, started.elapsed().as_secs_f64(), bytes));
    }
    Ok(summary)
}

/// The file of table `t` of a solved job. Positions with a capture to make and indices without
/// a position repeat the value before them: the prober never reads them, and runs compress.
fn table_file<R: Rules>(
    solver: &Solver,
    t: usize,
    rules: Option<Vec<u8>>,
    distance: bool,
) -> Result<TableFile, BuildError> {
    let index = &solver.tables[t].index;
    let n = index.size();
    let results = || {
        let mut last = (Wdl::Draw, 0);
        (0..n).map(move |i| {
            if let Some((w, p, false)) = solver.result(t, i) {
                last = (w, p);
            }
            last
        })
    };
    let longest = results().map(|(_, p)| p).max().unwrap_or(0);
    let kind = match (distance, longest) {
        (false, _) => Kind::Wdl,
        (true, 0..=253) => Kind::Distance8,
        (true, 254..=65533) => Kind::Distance16,
        _ => return Err(BuildError::TooLong(index.material())),
    };
    let mut values = vec![0u8; kind.bytes(n)];
    for (i, (w, p)) in results().enumerate() {
        let stored = if w == Wdl::Draw { 0 } else { p + 1 };
        match kind {
            Kind::Wdl => values[i / 4] |= wdl_code(w) << (2 * (i % 4)),
            Kind::Distance8 => values[i] = stored as u8,
            Kind::Distance16 => {
                values[2 * i..2 * i + 2].copy_from_slice(&(stored as u16).to_le_bytes())
            }
        }
    }
    Ok(TableFile {
        variant: R::VARIANT.key().into(),
        material: index.material(),
        kind,
        positions: n,
        values,
        rules,
    })
}
