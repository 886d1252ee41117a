//! `shashki.Outcome`: how a game ended (INTERFACES.md §7).

use pyo3::prelude::*;
use shashki::Variant;

/// A finished game's outcome: the winner (or none for a draw), the reason and the PDN result.
#[pyclass(module = "shashki", name = "Outcome", frozen, eq)]
#[derive(PartialEq, Eq)]
pub struct Outcome {
    outcome: shashki::Outcome,
    variant: Variant,
}

impl Outcome {
    /// The outcome of a game of `variant`, or `None` while it goes on.
    pub fn of(variant: Variant, outcome: shashki::Outcome) -> Option<Outcome> {
        outcome.is_over().then_some(Outcome { outcome, variant })
    }
}

#[pymethods]
impl Outcome {
    /// `"white"`, `"black"`, or `None` for a draw.
    #[getter]
    fn winner(&self) -> Option<&'static str> {
        match self.outcome {
            shashki::Outcome::Win { winner, .. } => Some(winner.name()),
            _ => None,
        }
    }

    /// Why: a win's reason (`no-moves`, `no-pieces`, `resignation`, `time`, `breakthrough`) or
    /// the draw rule (`repetition`, `kings-only`, `no-progress`, `balance`, `lone-king`,
    /// `main-road`, `agreement`).
    #[getter]
    fn reason(&self) -> &'static str {
        self.outcome.reason().unwrap_or_default()
    }

    /// The key of INTERFACES.md §7: `"white"`, `"black"` or `"draw:<rule>"`.
    #[getter]
    fn key(&self) -> String {
        self.outcome.key()
    }

    /// The PDN result marker of the variant (`1-0`, `0-1`, `1/2-1/2`, or `2-0` style).
    #[getter]
    fn result(&self) -> &'static str {
        shashki_pdn::result_marker(self.variant, self.outcome)
    }

    fn __str__(&self) -> String {
        self.key()
    }

    fn __repr__(&self) -> String {
        format!(
            "Outcome(key='{}', reason='{}')",
            self.outcome.key(),
            self.reason()
        )
    }
}
