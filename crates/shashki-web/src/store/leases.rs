//! Which server does a game's timed work (`src/lease.rs`): each server renews its row of
//! `servers` while alive, a game's `owner` names the server that holds it, and a server takes
//! over the games whose holder is gone, one game at a time, only while the holder is still the
//! one it read.

use super::{Statement, Store, StoreError};

impl Store {
    /// Records that the server `server` is alive until `until_ms`, and forgets the servers
    /// gone since before `forget_before_ms` (their games, if any, are then held by nobody).
    ///
    /// # Errors
    /// The database's.
    pub async fn beat(
        &self,
        server: &str,
        until_ms: i64,
        forget_before_ms: i64,
    ) -> Result<(), StoreError> {
        self.execute(
            vec![
                Statement::new(
                    "INSERT INTO servers (name, alive_until) VALUES (?1, ?2)
                     ON CONFLICT (name) DO UPDATE SET alive_until = excluded.alive_until",
                    vec![server.into(), until_ms.into()],
                ),
                Statement::new(
                    "DELETE FROM servers WHERE alive_until < ?1",
                    vec![forget_before_ms.into()],
                ),
            ],
            None,
        )
        .await
    }

    /// The games not over with timed work (an engine or a clock) held by a server other than
    /// `server` that is not alive at `now_ms` (or by none), each with its holder as stored.
    /// Blocks: call it off the runtime.
    ///
    /// # Errors
    /// The database's.
    pub fn orphaned(
        &self,
        server: &str,
        now_ms: i64,
    ) -> Result<Vec<(String, Option<String>)>, StoreError> {
        self.query(
            "SELECT g.id AS id, g.owner AS owner FROM games g
             LEFT JOIN servers s ON s.name = g.owner
             WHERE g.outcome = 'ongoing'
                AND (g.engine_color IS NOT NULL OR g.clock_initial IS NOT NULL)
                AND COALESCE(g.owner, '') <> ?1
                AND COALESCE(s.alive_until, 0) < ?2",
            vec![server.into(), now_ms.into()],
        )?
        .iter()
        .map(|r| Ok((r.get("id")?, r.get("owner")?)))
        .collect()
    }

    /// Gives game `id` to the server `server` if it is still held by `from` (as
    /// [`Store::orphaned`] gave it).
    ///
    /// # Errors
    /// A conflict when another server took it meanwhile (or stored a change of it), or the
    /// database's failure.
    pub async fn take_over(
        &self,
        id: &str,
        from: Option<&str>,
        server: &str,
    ) -> Result<(), StoreError> {
        let statement = Statement::changing(
            "UPDATE games SET owner = ?2 WHERE id = ?1 AND COALESCE(owner, '') = ?3",
            vec![id.into(), server.into(), from.unwrap_or_default().into()],
        );
        self.execute(vec![statement], None).await
    }
}
