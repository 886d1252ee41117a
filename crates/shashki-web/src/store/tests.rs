//! The store's own tests on SQLite (the API tests run on PostgreSQL too,
//! `scripts/postgres-test.sh`).

use shashki::Color;

use super::*;

/// The notice of game g1's change to `seq`.
fn changed(seq: usize) -> Changed {
    Changed {
        kind: Kind::Draughts,
        id: "g1".into(),
        seq,
    }
}

#[tokio::test]
async fn migrations_apply_once_and_events_come_back_in_order() {
    let dir = std::env::temp_dir().join(format!("shashki-store-{}", std::process::id()));
    let _ = std::fs::remove_file(&dir);
    let store = Store::open(&Database::Sqlite(dir.clone())).unwrap();
    let page = store.query("PRAGMA page_size", Vec::new()).unwrap();
    assert_eq!(
        page[0].get::<i64>("page_size"),
        Ok(1024),
        "a new file's pages are 1 KiB"
    );
    let row = GameRow {
        id: "g1".into(),
        variant: "russian".into(),
        opponent: Opponent::Human,
        level: 3,
        clock_initial: Some(60),
        outcome: GameOutcome::Ongoing,
        fen: "x".into(),
        owner: Some("a".into()),
        ..GameRow::default()
    };
    store.insert_game(&row).await.unwrap();
    for seq in 0..3 {
        let e = Event {
            kind: EventKind::Move,
            color: Color::White,
            text: Some(format!("m{seq}")),
            elapsed_ms: Some(5),
            at_ms: 7,
        };
        store
            .add_event(changed(seq + 1), seq, &e, None, "f", "a")
            .await
            .unwrap();
    }
    let e = Event {
        kind: EventKind::Move,
        color: Color::White,
        text: None,
        elapsed_ms: None,
        at_ms: 8,
    };
    assert_eq!(
        store
            .add_event(
                changed(2),
                1,
                &e,
                Some(GameOutcome::Won(Color::Black)),
                "g",
                "a"
            )
            .await,
        Err(StoreError::Conflict),
        "a second event 1 is refused"
    );
    drop(store);
    let store = Store::open(&Database::Sqlite(dir.clone())).unwrap();
    let (g, events) = store.load("g1").unwrap().unwrap();
    assert_eq!(g.fen, "f");
    let texts: Vec<_> = events.iter().filter_map(|e| e.text.clone()).collect();
    assert_eq!(texts, ["m0", "m1", "m2"]);
    assert_eq!(store.ongoing(Kind::Draughts).unwrap(), ["g1"]);
    assert_eq!(store.timed().unwrap(), ["g1"], "g1 has a clock");

    // Leases: a, alive until 1000, holds g1; after that another server (not a itself)
    // finds it orphaned, b takes it over, and c, late with the same holder, is refused.
    store.beat("a", 1_000, 0).await.unwrap();
    store.beat("b", 5_000, 0).await.unwrap();
    assert!(store.orphaned("b", 999).unwrap().is_empty());
    assert!(store.orphaned("a", 1_001).unwrap().is_empty());
    let orphans = store.orphaned("b", 1_001).unwrap();
    assert_eq!(orphans, [("g1".to_string(), Some("a".to_string()))]);
    store.take_over("g1", Some("a"), "b").await.unwrap();
    assert_eq!(
        store.take_over("g1", Some("a"), "c").await,
        Err(StoreError::Conflict)
    );
    assert!(store.orphaned("c", 4_999).unwrap().is_empty());
    // b renews; a, gone since before 2000, is forgotten.
    store.beat("b", 9_000, 2_000).await.unwrap();
    assert!(store.orphaned("c", 8_999).unwrap().is_empty());
    assert_eq!(store.orphaned("c", 9_001).unwrap().len(), 1);
    let alive = store.query("SELECT name FROM servers", Vec::new()).unwrap();
    assert_eq!(alive.len(), 1, "a is forgotten, b kept");
    assert_eq!(
        store.load("g1").unwrap().unwrap().0.owner.as_deref(),
        Some("b")
    );
    let _ = std::fs::remove_file(&dir);
}
