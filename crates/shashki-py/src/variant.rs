//! Variant names from Python: the keys and aliases of INTERFACES.md §1.

use pyo3::prelude::*;
use shashki::Variant;

use crate::error::value_error;

/// Reads a variant key or alias; an unknown name is a `ValueError` listing the keys.
pub fn parse(name: &str) -> PyResult<Variant> {
    name.parse().map_err(value_error)
}

/// The keys of every variant the package plays, in the order of INTERFACES.md §1.
#[pyfunction]
pub fn variants() -> Vec<&'static str> {
    Variant::ALL.iter().map(|v| v.key()).collect()
}
