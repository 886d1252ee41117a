//! The first tries at the puzzles (issue 33: puzzles rated by how often they are solved at
//! first try): one row a try, keyed by the id the page made for it, so that a try reported
//! twice (a double click, a retry after a lost answer) counts once.

use std::collections::HashMap;

use super::{integer, Statement, Store, StoreError};

/// How often a puzzle was tried first and solved then.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tries {
    /// First tries.
    pub tries: u64,
    /// Of them, solved.
    pub solved: u64,
}

impl Store {
    /// Records the first try `try_id` at the puzzle `puzzle` (its source) of `variant`: solved
    /// or not. A try recorded already stays as it was.
    ///
    /// # Errors
    /// The database's.
    pub async fn save_puzzle_try(
        &self,
        try_id: &str,
        variant: &str,
        puzzle: &str,
        solved: bool,
        at_ms: i64,
    ) -> Result<(), StoreError> {
        let statement = Statement::new(
            "INSERT INTO puzzle_tries (try_id, variant, puzzle, solved, at_ms)
             VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (try_id) DO NOTHING",
            vec![
                try_id.into(),
                variant.into(),
                puzzle.into(),
                integer(i64::from(solved)),
                at_ms.into(),
            ],
        );
        self.execute(vec![statement], None).await
    }

    /// The first tries at each puzzle of `variant` tried, by source, leaving out the try
    /// `except` (the one being answered, so that its answer is the same however often it is
    /// sent). Blocks: call it off the runtime.
    ///
    /// # Errors
    /// The database's.
    pub fn puzzle_tries(
        &self,
        variant: &str,
        except: &str,
    ) -> Result<HashMap<String, Tries>, StoreError> {
        self.query(
            "SELECT puzzle, COUNT(*) AS tries, COUNT(CASE WHEN solved = 1 THEN 1 END) AS solved
             FROM puzzle_tries WHERE variant = ?1 AND try_id <> ?2 GROUP BY puzzle",
            vec![variant.into(), except.into()],
        )?
        .iter()
        .map(|r| {
            Ok((
                r.get("puzzle")?,
                Tries {
                    tries: r.get("tries")?,
                    solved: r.get("solved")?,
                },
            ))
        })
        .collect()
    }
}
