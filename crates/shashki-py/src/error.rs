//! Rust errors as Python exceptions, with the Rust message.

use std::fmt::Display;

use pyo3::exceptions::PyValueError;
use pyo3::PyErr;

/// A `ValueError` carrying `error`'s message: bad FEN, move, variant, text or limits.
pub fn value_error(error: impl Display) -> PyErr {
    PyValueError::new_err(error.to_string())
}
