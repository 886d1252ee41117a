//! The Python package `shashki` (module `shashki._shashki`): the rules crate's run-time types,
//! PDN and the engine behind a python-chess-like API. Only conversion and the Python protocol
//! live here; every rule is the Rust core's.

use pyo3::prelude::*;

mod batch;
mod board;
mod egdb;
mod engine;
mod error;
mod outcome;
mod pdn;
mod planes;
mod pymove;
mod variant;

/// The native module; `python/shashki/__init__.py` re-exports it.
#[pymodule]
fn _shashki(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<board::Board>()?;
    m.add_class::<pymove::Move>()?;
    m.add_class::<outcome::Outcome>()?;
    m.add_class::<engine::Engine>()?;
    m.add_class::<engine::Analysis>()?;
    m.add_class::<pdn::Reader>()?;
    m.add_class::<pdn::Game>()?;
    m.add_function(wrap_pyfunction!(variant::variants, m)?)?;
    m.add_function(wrap_pyfunction!(batch::random_boards, m)?)?;
    m.add_function(wrap_pyfunction!(batch::push_random, m)?)?;
    m.add_function(wrap_pyfunction!(batch::legal_moves_array, m)?)?;
    m.add_function(wrap_pyfunction!(planes::planes, m)?)?;
    m.add_function(wrap_pyfunction!(pdn::read, m)?)?;
    m.add_function(wrap_pyfunction!(egdb::build_egdb, m)?)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
