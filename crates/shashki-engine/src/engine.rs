//! The engine at run time: a variant chosen by name, a position with its history, searches on
//! one or more threads sharing the table, stop and ponder hit from another thread.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use shashki::{with_rules, DrawCounters, Position, Rules, Variant};

use crate::endgame::Endgames;
use crate::level::Level;
use crate::limits::Limits;
use crate::movespec::MoveSpec;
use crate::search::{Budget, Iteration, Score, Shared, Worker};

/// Flags another thread sets to steer a search. They belong to whoever hands the engine its
/// searches: a search never clears them, so a flag raised before a search starts counts for it
/// (a stop raised just before ends the search at once, still with a legal move), and the owner
/// calls [`Signals::clear`] before it starts the next search, in the same order as it raises
/// them, so that no flag is lost or left over.
#[derive(Debug, Default)]
pub struct Signals {
    /// Stop as soon as possible and answer with the best move found.
    pub stop: AtomicBool,
    /// The pondered move was played: start the clock.
    pub ponder_hit: AtomicBool,
}

impl Signals {
    /// Lowers both flags, for a new search.
    pub fn clear(&self) {
        self.stop.store(false, Ordering::SeqCst);
        self.ponder_hit.store(false, Ordering::SeqCst);
    }
}

/// Progress of a search: one completed iteration.
#[derive(Clone, Debug)]
pub struct Info {
    /// Depth of the iteration.
    pub depth: u32,
    /// Score for the side to move, in hundredths of a man (±MATE − plies for a forced result).
    pub score: Score,
    /// Nodes so far, all threads.
    pub nodes: u64,
    /// Nodes per second.
    pub nps: u64,
    /// Time since the search began.
    pub time: Duration,
    /// The principal variation.
    pub pv: Vec<MoveSpec>,
}

/// The answer of a search.
#[derive(Clone, Debug, Default)]
pub struct SearchResult {
    /// The move to play; `None` when there is no legal move.
    pub best: Option<MoveSpec>,
    /// The expected reply, to ponder on.
    pub ponder: Option<MoveSpec>,
    /// The score of the last completed iteration.
    pub score: Score,
    /// Its depth.
    pub depth: u32,
    /// Nodes searched, all threads.
    pub nodes: u64,
}

/// The game state a search starts from.
struct State<R: Rules> {
    root: Position<R>,
    counters: DrawCounters,
    reversible: u32,
    history: Vec<u64>,
}

/// The engine.
pub struct Engine {
    variant: Variant,
    fen: String,
    moves: Vec<MoveSpec>,
    threads: usize,
    hash_mb: usize,
    level: Option<Level>,
    shared: Arc<Shared>,
    signals: Arc<Signals>,
    games: u64,
    endgames: Endgames,
}

impl Engine {
    /// An engine for `variant` at the start position, full strength, one thread, 64 MB hash.
    pub fn new(variant: Variant) -> Engine {
        Self::with_hash(variant, 64)
    }

    /// An engine with a hash table of about `mb` megabytes.
    pub fn with_hash(variant: Variant, mb: usize) -> Engine {
        Engine {
            variant,
            fen: "startpos".into(),
            moves: Vec::new(),
            threads: 1,
            hash_mb: mb,
            level: None,
            shared: Arc::new(Shared::new(mb)),
            signals: Arc::new(Signals::default()),
            games: 0,
            endgames: Endgames::default(),
        }
    }

    /// The variant played.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Plays another variant from now on (back to its start position).
    pub fn set_variant(&mut self, variant: Variant) {
        self.variant = variant;
        self.fen = "startpos".into();
        self.moves.clear();
        self.new_game();
    }

    /// Searches on `n` threads (at least one).
    pub fn set_threads(&mut self, n: usize) {
        self.threads = n.clamp(1, 64);
    }

    /// Resizes the hash table to about `mb` megabytes (and clears it).
    pub fn set_hash_mb(&mut self, mb: usize) {
        self.hash_mb = mb.clamp(1, 1 << 14);
        self.shared = Arc::new(Shared::new(self.hash_mb));
    }

    /// Plays at a level for people, or at full strength with `None`.
    pub fn set_level(&mut self, level: Option<Level>) {
        self.level = level;
    }

    /// Probes the endgame tables under `base` (`<base>/<variant>`, as `shashki egdb build`
    /// writes them) in its searches; `None`: no tables.
    pub fn set_endgames(&mut self, base: Option<&std::path::Path>) {
        self.endgames = Endgames::new(base);
    }

    /// Forgets what earlier games taught the table.
    pub fn new_game(&mut self) {
        self.shared.tt.clear();
        self.games += 1;
    }

    /// The flags that stop a search or report a ponder hit, for another thread.
    pub fn signals(&self) -> Arc<Signals> {
        Arc::clone(&self.signals)
    }

    /// Sets the position: a FEN (or `startpos`) and the moves played from it.
    ///
    /// # Errors
    /// A bad FEN or a move that is not legal, with the reason.
    pub fn set_position(&mut self, fen: &str, moves: &[MoveSpec]) -> Result<(), String> {
        with_rules!(self.variant, R => state::<R>(fen, moves).map(|_| ()))?;
        self.fen = fen.to_string();
        self.moves = moves.to_vec();
        Ok(())
    }

    /// The legal moves of the current position.
    pub fn legal_moves(&self) -> Vec<MoveSpec> {
        with_rules!(self.variant, R => match state::<R>(&self.fen, &self.moves) {
            Ok(s) => s.root.legal_moves().iter().map(MoveSpec::of::<R>).collect(),
            Err(_) => Vec::new(),
        })
    }

    /// The current position as FEN.
    pub fn fen(&self) -> String {
        with_rules!(self.variant, R => state::<R>(&self.fen, &self.moves)
            .map(|s| s.root.fen())
            .unwrap_or_default())
    }

    /// Searches the current position within `limits` (pondering: no time limit until a ponder
    /// hit), reporting each completed iteration through `on_info`. Blocks until done, or until
    /// the [`Signals`] say stop (already raised: at once); it leaves the signals as they are.
    pub fn search(
        &mut self,
        limits: &Limits,
        ponder: bool,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        let variant = self.variant;
        with_rules!(variant, R => self.run::<R>(limits, ponder, on_info))
    }

    fn run<R: Rules>(
        &mut self,
        limits: &Limits,
        ponder: bool,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        let Ok(state) = state::<R>(&self.fen, &self.moves) else {
            return SearchResult::default();
        };
        let shared = &self.shared;
        let signals = Arc::clone(&self.signals);
        shared
            .stop
            .store(signals.stop.load(Ordering::SeqCst), Ordering::Relaxed);
        shared
            .ponder_hit
            .store(signals.ponder_hit.load(Ordering::SeqCst), Ordering::Relaxed);
        shared.nodes.store(0, Ordering::Relaxed);
        let level_depth = self.level.map_or(u32::MAX, |l| l.depth());
        let budget = Budget {
            depth: limits.depth.unwrap_or(u32::MAX).min(level_depth).min(100),
            nodes: match (limits.nodes, self.level.and_then(|l| l.nodes())) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            },
            time: limits.budget(),
            ponder: ponder || limits.infinite,
            noise: self.level.map_or(0, |l| l.noise()),
            seed: state.root.hash() ^ self.games.wrapping_mul(0x9E37_79B9_7F4A_7C15),
        };
        let started = Instant::now();
        let threads = self.threads;
        let egdb = self.endgames.for_variant(self.variant);
        let mut result = SearchResult::default();
        std::thread::scope(|scope| {
            // Relay the caller's signals to the workers.
            let relay = scope.spawn(|| {
                while !shared.stop.load(Ordering::Relaxed) {
                    if signals.stop.load(Ordering::Relaxed) {
                        shared.stop.store(true, Ordering::Relaxed);
                    }
                    if signals.ponder_hit.load(Ordering::Relaxed) {
                        shared.ponder_hit.store(true, Ordering::Relaxed);
                    }
                    std::thread::sleep(Duration::from_millis(1));
                }
            });
            let helpers: Vec<_> = (1..threads)
                .map(|id| {
                    let state = &state;
                    let egdb = egdb.clone();
                    scope.spawn(move || {
                        let mut w = Worker::<R>::new(shared, budget, false, &state.history);
                        w.set_egdb(egdb);
                        w.think(
                            state.root,
                            state.counters,
                            state.reversible,
                            (id % 2) as u32,
                            &mut |_, _| {},
                        );
                    })
                })
                .collect();
            let mut worker = Worker::<R>::new(shared, budget, true, &state.history);
            worker.set_egdb(egdb.clone());
            let mut report = |it: &Iteration, own: u64| {
                let nodes = shared.nodes.load(Ordering::Relaxed).max(own).max(1);
                let time = started.elapsed();
                on_info(&Info {
                    depth: it.depth,
                    score: it.score,
                    nodes,
                    nps: (nodes as f64 / time.as_secs_f64().max(1e-6)) as u64,
                    time,
                    pv: it.pv.iter().map(MoveSpec::of::<R>).collect(),
                });
            };
            let best = worker.think(state.root, state.counters, state.reversible, 0, &mut report);
            // An infinite search answers only when told to stop, a pondering one also when the
            // pondered move is played.
            while budget.ponder && !shared.stop.load(Ordering::Relaxed) {
                if ponder && !limits.infinite && shared.ponder_hit.load(Ordering::Relaxed) {
                    break;
                }
                std::thread::sleep(Duration::from_millis(1));
            }
            shared.stop.store(true, Ordering::Relaxed);
            for h in helpers {
                let _ = h.join();
            }
            let _ = relay.join();
            let nodes = shared.nodes.load(Ordering::Relaxed);
            let moves = state.root.legal_moves();
            result = match best {
                Some(it) => SearchResult {
                    best: it.pv.first().map(MoveSpec::of::<R>),
                    ponder: it.pv.get(1).map(MoveSpec::of::<R>),
                    score: it.score,
                    depth: it.depth,
                    nodes,
                },
                None => SearchResult {
                    best: moves.first().map(MoveSpec::of::<R>),
                    nodes,
                    ..SearchResult::default()
                },
            };
        });
        result
    }
}

/// The root of a search: the position after `moves` from `fen`, the draw counters and the
/// hashes of every position of the game.
fn state<R: Rules>(fen: &str, moves: &[MoveSpec]) -> Result<State<R>, String> {
    let mut pos = Position::<R>::from_fen(fen).map_err(|e| e.to_string())?;
    let mut counters = DrawCounters::start(&pos);
    let mut reversible = 0;
    let mut history = vec![pos.hash()];
    for spec in moves {
        let mv = pos
            .legal_moves()
            .into_iter()
            .find(|m| spec.matches::<R>(m))
            .ok_or_else(|| format!("move {spec} is not legal in {}", pos.fen()))?;
        let next = pos.play(&mv);
        counters = counters.after(&pos, &mv, &next);
        let by_king = pos.kings() & (1 << mv.from()) != 0;
        reversible = if by_king && !mv.is_capture() {
            reversible + 1
        } else {
            0
        };
        pos = next;
        history.push(pos.hash());
    }
    Ok(State {
        root: pos,
        counters,
        reversible,
        history,
    })
}
