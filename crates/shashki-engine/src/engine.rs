//! The engine at run time: a shared transposition table and settings; each [`Engine::go`]
//! starts a search of a game on its own threads and returns a handle at once.

use std::sync::Arc;
use std::time::Instant;

use shashki::{dispatch, Game, Rules, VariantGame};

use crate::book;

use crate::control::Control;
use crate::endgame::Endgames;
use crate::error::EngineError;
use crate::handle::SearchHandle;
use crate::level::Level;
use crate::limits::Limits;
use crate::report::{Info, Line, Report, SearchResult};
use crate::search::{Budget, Iteration, Worker};
use crate::tt::Table;

/// The engine: a hash table shared by its searches, the number of threads and the level.
/// The variant comes with each game searched.
#[derive(Debug)]
pub struct Engine {
    table: Arc<Table>,
    hash_mb: usize,
    threads: usize,
    level: Option<Level>,
    games: u64,
    endgames: Arc<Endgames>,
    book: bool,
}

impl Default for Engine {
    fn default() -> Self {
        Engine::new()
    }
}

impl Engine {
    /// An engine at full strength, one thread, 64 MB of hash.
    pub fn new() -> Engine {
        Engine::with_hash(64)
    }

    /// An engine with a hash table of about `mb` megabytes.
    pub fn with_hash(mb: usize) -> Engine {
        let mb = mb.clamp(1, 1 << 14);
        Engine {
            table: Arc::new(Table::new(mb)),
            hash_mb: mb,
            threads: 1,
            level: None,
            games: 0,
            endgames: Arc::new(Endgames::default()),
            book: false,
        }
    }

    /// Searches on `n` threads (at least one).
    pub fn set_threads(&mut self, n: usize) {
        self.threads = n.clamp(1, 64);
    }

    /// Resizes the hash table to about `mb` megabytes (and clears it).
    pub fn set_hash_mb(&mut self, mb: usize) {
        *self = Engine {
            threads: self.threads,
            level: self.level,
            games: self.games,
            endgames: Arc::clone(&self.endgames),
            book: self.book,
            ..Engine::with_hash(mb)
        };
    }

    /// The hash size in megabytes.
    pub fn hash_mb(&self) -> usize {
        self.hash_mb
    }

    /// Plays at a level for people, or at full strength with `None`.
    pub fn set_level(&mut self, level: Option<Level>) {
        self.level = level;
    }

    /// Probes the endgame tables under `base` (`<base>/<variant>`, as `shashki egdb build`
    /// writes them) in its searches; `None`: no tables.
    pub fn set_endgames(&mut self, base: Option<&std::path::Path>) {
        self.endgames = Arc::new(Endgames::new(base));
    }

    /// Probes the same endgame tables as `other`, opened once for both: a pool of engines
    /// reads each table file once and holds it once in memory.
    pub fn share_endgames(&mut self, other: &Engine) {
        self.endgames = Arc::clone(&other.endgames);
    }

    /// Plays from the opening book of the game's variant (see [`crate::book`]) while the
    /// position is in it, instead of searching; analysis (infinite or pondering searches)
    /// always searches.
    pub fn set_book(&mut self, on: bool) {
        self.book = on;
    }

    /// Forgets what earlier games taught the table (and varies the weaker levels' noise).
    pub fn new_game(&mut self) {
        self.table.clear();
        self.games += 1;
    }

    /// Forgets what earlier searches taught the table, and draws the weaker levels' noise and
    /// the book's choices from `seed` from now on: a server that plays many games on a few
    /// engines gives each game its own seed, so that a level does not play the same game every
    /// time, and no game's noisy scores reach another's searches through the table.
    pub fn new_game_seeded(&mut self, seed: u64) {
        self.table.clear();
        self.games = seed;
    }

    /// Starts searching the position `game` stands at, knowing its history (repetitions, draw
    /// counters), within `limits`; returns at once. `on_report` is called on the search's
    /// thread after every iteration and once at the end.
    ///
    /// # Errors
    /// [`EngineError::NoLegalMoves`] when the side to move cannot move;
    /// [`EngineError::Thread`] when no thread can be started.
    pub fn go(
        &self,
        game: &VariantGame,
        limits: Limits,
        on_report: impl FnMut(Report<'_>) + Send + 'static,
    ) -> Result<SearchHandle, EngineError> {
        if let Some(mv) = self.book_move(game, &limits) {
            return book_answer(mv, Box::new(on_report));
        }
        dispatch!(VariantGame(game), g, R => self.start::<R>(g, limits, Box::new(on_report)))
    }

    /// The book's move for the position `game` stands at, when the book is on and the search
    /// is not analysis (infinite, pondering or MultiPV); drawn with the seed the search would
    /// use.
    fn book_move(&self, game: &VariantGame, limits: &Limits) -> Option<shashki::Move> {
        // Analysis asks for scores and lines, which a book has not: it always searches.
        let analysis = limits.infinite || limits.ponder || limits.multi_pv.is_some_and(|n| n > 1);
        if !self.book || analysis {
            return None;
        }
        let pos = game.position();
        book::of(game.variant())?.choose(&pos, self.seed(pos.hash()))
    }

    /// Searches to the end within `limits` and returns the answer (a `go` that waits).
    ///
    /// # Errors
    /// As [`Engine::go`].
    pub fn think(&self, game: &VariantGame, limits: Limits) -> Result<SearchResult, EngineError> {
        Ok(self.go(game, limits, |_| {})?.wait())
    }

    fn start<R: Rules>(
        &self,
        game: &Game<R>,
        limits: Limits,
        mut on_report: Box<dyn FnMut(Report<'_>) + Send>,
    ) -> Result<SearchHandle, EngineError> {
        let root = *game.position();
        if root.legal_moves().is_empty() {
            return Err(EngineError::NoLegalMoves);
        }
        let counters = game.draw_counters();
        let reversible = counters.quiet_king_plies();
        let history: Vec<u64> = game.positions().iter().map(|p| p.hash()).collect();
        let budget = self.budget(&limits, root.hash());
        let threads = self.threads;
        let egdb = self.endgames.for_variant(R::VARIANT);
        let table = Arc::clone(&self.table);
        let control = Arc::new(Control::new());
        let shared = Arc::clone(&control);
        let thread = std::thread::Builder::new()
            .name("shashki-search".into())
            .spawn(move || {
                let started = Instant::now();
                let (tt, control) = (&*table, &*shared);
                let best = std::thread::scope(|scope| {
                    for id in 1..threads {
                        let history = &history;
                        let egdb = egdb.clone();
                        scope.spawn(move || {
                            let mut w = Worker::<R>::new(tt, control, budget, false, history);
                            w.set_egdb(egdb);
                            w.think(root, counters, reversible, (id % 2) as u32, &mut |_, _| {});
                        });
                    }
                    let mut worker = Worker::<R>::new(tt, control, budget, true, &history);
                    worker.set_egdb(egdb.clone());
                    worker.set_lines(limits.multi_pv.unwrap_or(1));
                    let mut report = |it: &Iteration, own: u64| {
                        let nodes = control.nodes().max(own).max(1);
                        let time = started.elapsed();
                        on_report(Report::Iteration(&Info {
                            depth: it.depth,
                            score: it.score,
                            nodes,
                            nps: (nodes as f64 / time.as_secs_f64().max(1e-6)) as u64,
                            time,
                            pv: it.pv.clone(),
                        }));
                    };
                    let best = worker.think(root, counters, reversible, 0, &mut report);
                    // An infinite search answers only when told to stop, a pondering one also
                    // when the pondered move is played.
                    control.wait_while(|c| {
                        budget.ponder && !c.is_stopped() && !(limits.ponder && c.is_ponder_hit())
                    });
                    control.stop();
                    best
                });
                let result = answer(best, &root.legal_moves(), control.nodes(), started);
                on_report(Report::Done(&result));
                result
            })
            .map_err(EngineError::Thread)?;
        Ok(SearchHandle::new(control, thread))
    }

    /// The limits of one search, in the form the workers check, with the level's caps.
    fn budget(&self, limits: &Limits, hash: u64) -> Budget {
        let level_depth = self.level.map_or(u32::MAX, |l| l.depth());
        Budget {
            depth: limits.depth.unwrap_or(u32::MAX).min(level_depth).min(100),
            nodes: match (limits.nodes, self.level.and_then(|l| l.nodes())) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            },
            time: limits.budget(),
            ponder: limits.ponder || limits.infinite,
            noise: self.level.map_or(0, |l| l.noise()),
            seed: self.seed(hash),
        }
    }

    /// The seed of a search from the position with hash `hash` (the weaker levels' noise, the
    /// book's choice): the same within a game, another after [`Engine::new_game`].
    fn seed(&self, hash: u64) -> u64 {
        hash ^ self.games.wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }
}

/// A book move answered at once, on a thread of its own as a search's answer comes.
fn book_answer(
    mv: shashki::Move,
    mut on_report: Box<dyn FnMut(Report<'_>) + Send>,
) -> Result<SearchHandle, EngineError> {
    let control = Arc::new(Control::new());
    let thread = std::thread::Builder::new()
        .name("shashki-book".into())
        .spawn(move || {
            let result = SearchResult {
                best: Some(mv),
                pv: vec![mv],
                lines: vec![Line {
                    score: 0,
                    pv: vec![mv],
                }],
                ..SearchResult::default()
            };
            on_report(Report::Done(&result));
            result
        })
        .map_err(EngineError::Thread)?;
    Ok(SearchHandle::new(control, thread))
}

/// The answer from the last iteration, or the first legal move when none completed.
fn answer(
    best: Option<Iteration>,
    legal: &[shashki::Move],
    nodes: u64,
    started: Instant,
) -> SearchResult {
    let time = started.elapsed();
    match best {
        Some(it) => SearchResult {
            best: it.pv.first().copied(),
            ponder: it.pv.get(1).copied(),
            score: it.score,
            depth: it.depth,
            nodes,
            time,
            pv: it.pv,
            lines: it.lines,
        },
        None => {
            let pv: Vec<_> = legal.first().copied().into_iter().collect();
            SearchResult {
                best: legal.first().copied(),
                pv: pv.clone(),
                lines: vec![Line { score: 0, pv }],
                nodes,
                time,
                ..SearchResult::default()
            }
        }
    }
}
