//! The endgame databases from Python: building the tables, and what they say about a board
//! (the fields of `shashki egdb probe --json`, INTERFACES.md §10).

use std::path::PathBuf;

use pyo3::prelude::*;
use pyo3::types::PyDict;
use shashki::{dispatch, VariantPosition};
use shashki_egdb::{Egdb, Options};

use crate::error::value_error;
use crate::variant;

/// Builds every table of `variant` up to `pieces` pieces into `folder/<variant>` (the layout
/// `Engine(egdb=folder)` and `shashki hub --egdb` read), on `threads` threads with the GIL
/// released; tables already there are kept. Returns `{"built", "skipped", "bytes"}`.
#[pyfunction]
#[pyo3(signature = (variant, pieces, folder, threads = 1))]
pub fn build_egdb<'py>(
    py: Python<'py>,
    variant: &str,
    pieces: u32,
    folder: PathBuf,
    threads: usize,
) -> PyResult<Bound<'py, PyDict>> {
    let variant = variant::parse(variant)?;
    let mut options = Options::new(variant, pieces);
    options.threads = threads.max(1);
    let dir = folder.join(variant.key());
    let summary = py
        .detach(|| shashki_egdb::build(variant, &dir, &options, &|_| {}))
        .map_err(value_error)?;
    let out = PyDict::new(py);
    out.set_item("built", summary.built)?;
    out.set_item("skipped", summary.skipped)?;
    out.set_item("bytes", summary.bytes)?;
    Ok(out)
}

/// What `egdb` says about `pos`: `{"wdl", "plies", "rules_wdl"}` for the side to move, the GIL
/// released while a table loads. A `ValueError` for a position outside the built tables.
pub fn probe<'py>(
    py: Python<'py>,
    egdb: &Egdb,
    pos: VariantPosition,
) -> PyResult<Bound<'py, PyDict>> {
    let answer = py
        .detach(|| dispatch!(VariantPosition(&pos), p => egdb.probe(p)))
        .map_err(value_error)?;
    let out = PyDict::new(py);
    out.set_item("wdl", answer.value.wdl.key())?;
    out.set_item("plies", answer.value.plies)?;
    out.set_item("rules_wdl", answer.rules.map(|w| w.key()))?;
    Ok(out)
}
