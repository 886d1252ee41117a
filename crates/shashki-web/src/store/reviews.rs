//! The analyses of whole games (`src/review.rs`): one row a game, the analysis as the JSON the
//! page reads and the number of plies it covers, so that it survives a restart and is served
//! to everyone without the engine searching again.

use super::{integer, Statement, Store, StoreError};

impl Store {
    /// The analysis stored for game `id`, with the plies it covers, if there is one. Blocks:
    /// call it off the runtime.
    ///
    /// # Errors
    /// The database's.
    pub fn review(&self, id: &str) -> Result<Option<(usize, String)>, StoreError> {
        self.query(
            "SELECT plies, review FROM reviews WHERE game_id = ?1",
            vec![id.into()],
        )?
        .first()
        .map(|r| Ok((r.get("plies")?, r.get("review")?)))
        .transpose()
    }

    /// How many plies the analysis stored for game `id` covers, if there is one: whether it is
    /// analysed, without reading the analysis. Blocks: call it off the runtime.
    ///
    /// # Errors
    /// The database's.
    pub fn reviewed(&self, id: &str) -> Result<Option<usize>, StoreError> {
        self.query(
            "SELECT plies FROM reviews WHERE game_id = ?1",
            vec![id.into()],
        )?
        .first()
        .map(|r| r.get("plies"))
        .transpose()
    }

    /// Stores the analysis `review` of the first `plies` plies of game `id`, in place of an
    /// earlier one (of a game against the computer analysed before it went on).
    ///
    /// # Errors
    /// The database's.
    pub async fn save_review(
        &self,
        id: &str,
        plies: usize,
        review: String,
        at_ms: i64,
    ) -> Result<(), StoreError> {
        let statement = Statement::new(
            "INSERT INTO reviews (game_id, plies, review, created_ms) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (game_id) DO UPDATE
             SET plies = excluded.plies, review = excluded.review, created_ms = excluded.created_ms",
            vec![id.into(), integer(plies), review.into(), at_ms.into()],
        );
        self.execute(vec![statement], None).await
    }
}
