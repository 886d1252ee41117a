//! The search: iterative deepening, principal-variation alpha-beta with a transposition table,
//! move ordering (hash move, captures, killers, history), late-move reductions, futility
//! pruning of quiet moves at the last ply, singular extension of the hash move, aspiration
//! windows, and a quiescence search that plays out captures (captures are compulsory, so a
//! position with one to play is never judged statically) and answers a capture threat at the
//! horizon with one more ply. Draws by repetition and by the variant's counting rules are seen
//! through the rules crate's counters.
//!
//! The principal variation is collected by the search itself (Stockfish's way): each node's
//! frame holds the line that raised its alpha, its move and then the child's line, so the line
//! reported is the one the search proved, legal and whole, whatever the table holds since.
//! MultiPV (Stockfish's way too): each iteration searches the root once per line, the root moves
//! of the lines already found excluded.

use std::sync::Arc;
use std::time::Instant;

use shashki::{DrawCounters, Goal, Move, Position, Rules};
use shashki_egdb::Egdb;

use crate::control::Control;
use crate::endgame;
use crate::eval::{evaluate, Masks};
use crate::limits::TimeBudget;
use crate::report::Line;
use crate::tt::{move_key, Bound, Entry, Table};

/// A score in hundredths of a man, from the side to move's point of view.
pub type Score = i32;

/// The score of a won game at the root; a win in `n` plies scores `MATE - n`.
pub const MATE: Score = 30_000;
const INFINITE: Score = 31_000;
/// Scores beyond this are wins or losses found by the search.
const MATE_BOUND: Score = MATE - 1_000;
const MAX_PLY: usize = 120;
/// Futility pruning at the last ply: a quiet move is not searched when the static score is this
/// far below alpha (hundredths of a man). Issue 13's match: README, "Search techniques".
const FUTILITY_MARGIN: Score = 100;
/// Singular extension from this depth (issue 13's match: README, "Search techniques").
const SINGULAR_DEPTH: i32 = 8;
/// The hash move is singular when every other move stays this much per ply of depth below its
/// score.
const SINGULAR_MARGIN: Score = 2;

/// The plies to the end of the game that `score` announces when the search found a forced
/// result (a win for the side to move if the score is positive), or `None` for an evaluation.
pub fn plies_to_end(score: Score) -> Option<u32> {
    if score.abs() > MATE_BOUND {
        u32::try_from(MATE - score.abs()).ok()
    } else {
        None
    }
}

/// The value one ply earlier of a position valued `score`, for the other side: a win in `n`
/// plies is a loss in `n + 1` (the value of a move is the value of the position it leaves).
pub fn one_ply_back(score: Score) -> Score {
    if score > MATE_BOUND {
        1 - score
    } else if score < -MATE_BOUND {
        -score - 1
    } else {
        -score
    }
}

/// What bounds one search, in the form the workers check.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// The deepest iteration.
    pub depth: u32,
    /// Stop after about this many nodes (all threads).
    pub nodes: Option<u64>,
    /// Time to aim for and time never to pass.
    pub time: Option<TimeBudget>,
    /// Pondering: no time limit until a ponder hit.
    pub ponder: bool,
    /// Evaluation noise in the evaluation's units (lower levels; README "Levels 1–10").
    pub noise: i32,
    /// Seed of the noise.
    pub seed: u64,
}

/// The result of one completed iteration.
#[derive(Clone, Debug)]
pub struct Iteration {
    /// Its depth.
    pub depth: u32,
    /// Its score: the best line's.
    pub score: Score,
    /// The principal variation, best move first: the best line's.
    pub pv: Vec<Move>,
    /// Every line searched (one, or as many as MultiPV asked for), best first.
    pub lines: Vec<Line>,
}

impl Iteration {
    /// The iteration of `depth` that found `lines` (at least one), best first.
    fn new(depth: u32, lines: Vec<Line>) -> Iteration {
        Iteration {
            depth,
            score: lines[0].score,
            pv: lines[0].pv.clone(),
            lines,
        }
    }
}

struct Frame<R: Rules> {
    moves: Vec<Move>,
    scores: Vec<i64>,
    /// The position after each move, played before the search of the first so that the
    /// table's slots of all of them are on their way into the caches.
    children: Vec<Position<R>>,
    killers: [u32; 2],
    /// The line from this node that the search proved: the move that last raised alpha, then
    /// the child's line (empty at a node that raised no alpha, or ended the search there).
    pv: Vec<Move>,
}

/// One search thread.
pub struct Worker<'a, R: Rules> {
    tt: &'a Table,
    control: &'a Control,
    budget: Budget,
    start: Instant,
    main: bool,
    /// Hashes of the game's positions before the root, then the search path.
    path: Vec<u64>,
    frames: Vec<Frame<R>>,
    history: Box<[[i32; 64]; 64]>,
    nodes: u64,
    unreported: u64,
    aborted: bool,
    root_moves: Vec<Move>,
    /// The best line of the iteration under way, once a root move has been searched fully.
    root_best: Option<(Vec<Move>, Score)>,
    /// How many best lines each iteration searches (MultiPV).
    lines: usize,
    /// The root moves left out of the root search: the first moves of the lines already found
    /// in this iteration (MultiPV).
    excluded: Vec<Move>,
    masks: Masks,
    egdb: Option<Arc<Egdb>>,
    rules: std::marker::PhantomData<R>,
}

/// Where the search stands at a node: the position and what the draw rules need.
#[derive(Clone, Copy)]
struct Node<R: Rules> {
    pos: Position<R>,
    counters: DrawCounters,
    /// Plies since the last man move or capture (only those positions can repeat).
    reversible: u32,
}

impl<R: Rules> Node<R> {
    /// The node after `mv`, which leads to `child`.
    fn child(&self, mv: &Move, child: Position<R>) -> Node<R> {
        let by_king = self.pos.kings() & (1 << mv.from()) != 0;
        Node {
            pos: child,
            counters: self.counters.after(&self.pos, mv, &child),
            reversible: if by_king && !mv.is_capture() {
                self.reversible + 1
            } else {
                0
            },
        }
    }
}

impl<'a, R: Rules> Worker<'a, R> {
    /// A worker on the table `tt`, steered by `control`; `history` holds the hashes of the
    /// game's positions before the root, oldest first, the root's own hash last. The `main`
    /// worker stops the others when it ends.
    pub fn new(
        tt: &'a Table,
        control: &'a Control,
        budget: Budget,
        main: bool,
        history: &[u64],
    ) -> Self {
        Worker {
            tt,
            control,
            budget,
            start: Instant::now(),
            main,
            path: history.to_vec(),
            frames: (0..=MAX_PLY + 1)
                .map(|_| Frame {
                    moves: Vec::with_capacity(48),
                    scores: Vec::with_capacity(48),
                    children: Vec::with_capacity(48),
                    killers: [0; 2],
                    pv: Vec::with_capacity(MAX_PLY),
                })
                .collect(),
            history: Box::new([[0; 64]; 64]),
            nodes: 0,
            unreported: 0,
            aborted: false,
            root_moves: Vec::new(),
            root_best: None,
            lines: 1,
            excluded: Vec::new(),
            masks: Masks::new::<R>(),
            egdb: None,
            rules: std::marker::PhantomData,
        }
    }

    /// Evaluates with other weights (tuning plays self-play games with the weights it starts
    /// from).
    pub fn set_masks(&mut self, masks: Masks) {
        self.masks = masks;
    }

    /// Probes these endgame tables (of the variant searched) below the root.
    pub fn set_egdb(&mut self, egdb: Option<Arc<Egdb>>) {
        self.egdb = egdb;
    }

    /// Searches the `n` best lines (MultiPV; at least one, at most the legal moves) instead of
    /// the best one alone.
    pub fn set_lines(&mut self, n: usize) {
        self.lines = n.max(1);
    }

    /// Nodes this worker searched.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    fn out_of_budget(&mut self) -> bool {
        if self.control.is_stopped() {
            return true;
        }
        let total = self.control.add_nodes(self.unreported);
        self.unreported = 0;
        if self.budget.nodes.is_some_and(|n| total >= n) {
            return true;
        }
        if self.budget.ponder {
            if !self.control.is_ponder_hit() {
                return false;
            }
            self.budget.ponder = false;
            self.start = Instant::now();
        }
        self.budget
            .time
            .is_some_and(|t| self.start.elapsed() >= t.hard)
    }

    fn tick(&mut self) {
        self.nodes += 1;
        self.unreported += 1;
        if self.unreported >= 1024 && self.out_of_budget() {
            self.aborted = true;
            if self.main {
                self.control.stop();
            }
        }
    }

    fn noise(&self, hash: u64) -> i32 {
        if self.budget.noise == 0 {
            return 0;
        }
        let mut z = hash ^ self.budget.seed;
        z = (z ^ (z >> 31)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        z ^= z >> 29;
        (z % (2 * self.budget.noise as u64 + 1)) as i32 - self.budget.noise
    }

    /// True when the position at the end of the path occurred before within reach.
    fn repeated(&self, reversible: u32) -> bool {
        let n = self.path.len();
        let last = self.path[n - 1];
        let reach = (reversible as usize).min(n - 1);
        (4..=reach)
            .step_by(2)
            .any(|back| self.path[n - 1 - back] == last)
    }

    /// Runs iterative deepening from `root` and reports each completed iteration.
    pub fn think(
        &mut self,
        root: Position<R>,
        counters: DrawCounters,
        reversible: u32,
        depth_offset: u32,
        report: &mut dyn FnMut(&Iteration, u64),
    ) -> Option<Iteration> {
        self.start = Instant::now();
        self.root_moves = root.legal_moves();
        if self.root_moves.is_empty() {
            return None;
        }
        let node = Node {
            pos: root,
            counters,
            reversible,
        };
        let mut best: Option<Iteration> = None;
        let mut depth = 1 + depth_offset;
        let count = self.lines.min(self.root_moves.len());
        while depth <= self.budget.depth {
            let mut lines: Vec<Line> = Vec::with_capacity(count);
            self.excluded.clear();
            for k in 0..count {
                let previous = best.as_ref().and_then(|b| b.lines.get(k));
                let previous = previous.map_or(0, |l| l.score);
                let Some(line) = self.root_line(&node, depth, previous) else {
                    break;
                };
                self.excluded.push(line.pv[0]);
                lines.push(line);
            }
            self.excluded.clear();
            if self.aborted {
                // A root move searched to the end of an unfinished iteration that beat the
                // previous best is better informed than the previous iteration's choice (one
                // line; several keep the last complete iteration's, all alike comparable).
                if let (Some((pv, s)), Some(b)) = (self.root_best.take(), best.as_mut()) {
                    if count == 1 && b.pv.first() != pv.first() && s > b.score {
                        *b = Iteration::new(b.depth, vec![Line { score: s, pv }]);
                    }
                }
                break;
            }
            // Each line's search may end a little above the one before it (the table learns
            // between them): the lines are given in score order, as Stockfish sorts them.
            lines.sort_by_key(|l| std::cmp::Reverse(l.score));
            let it = Iteration::new(depth, lines);
            let changed = best.as_ref().and_then(|b| b.pv.first()) != it.pv.first();
            report(&it, self.nodes);
            let only_move = self.root_moves.len() == 1;
            let decided = it
                .lines
                .iter()
                .all(|l| l.score.abs() >= MATE - depth as i32);
            best = Some(it);
            if only_move || decided {
                break;
            }
            if let Some(time) = self.budget.time {
                if !self.budget.ponder && !time.next_iteration(self.start.elapsed(), changed) {
                    break;
                }
            }
            depth += 1;
        }
        self.control.add_nodes(self.unreported);
        self.unreported = 0;
        best
    }

    /// The best line from the root to `depth` among the root moves not excluded, with an
    /// aspiration window around `previous` (the score of this line an iteration earlier);
    /// `None` when the search was stopped.
    fn root_line(&mut self, node: &Node<R>, depth: u32, previous: Score) -> Option<Line> {
        let (mut alpha, mut beta, mut window) = if depth >= 5 && previous.abs() < MATE_BOUND {
            (previous - 40, previous + 40, 40)
        } else {
            (-INFINITE, INFINITE, INFINITE)
        };
        self.root_best = None;
        let score = loop {
            let s = self.search(node, depth as i32, alpha, beta, 0);
            if self.aborted {
                return None;
            }
            if s <= alpha && alpha > -INFINITE {
                window *= 3;
                alpha = (s - window).max(-INFINITE);
            } else if s >= beta && beta < INFINITE {
                window *= 3;
                beta = (s + window).min(INFINITE);
            } else {
                break s;
            }
        };
        // The search ended inside its window, so a root move raised alpha and left its line.
        let pv = std::mem::take(&mut self.frames[0].pv);
        Some(Line { score, pv })
    }

    /// The line of the node at `ply` is now `mv` and, when `through` is true, the line of the
    /// child after it (whose last search had the full window); without it `mv` alone.
    fn take_line(&mut self, ply: usize, mv: Move, through: bool) {
        let (node, child) = self.frames.split_at_mut(ply + 1);
        let line = &mut node[ply].pv;
        line.clear();
        line.push(mv);
        if through {
            line.extend_from_slice(&child[0].pv);
        }
    }

    fn search(
        &mut self,
        node: &Node<R>,
        depth: i32,
        mut alpha: Score,
        beta: Score,
        ply: usize,
    ) -> Score {
        self.frames[ply].pv.clear();
        self.tick();
        if self.aborted {
            return 0;
        }
        let pos = node.pos;
        if ply > 0 && (self.repeated(node.reversible) || node.counters.draw(&pos, 1).is_some()) {
            return 0;
        }
        if let Some(s) = self
            .egdb
            .as_ref()
            .filter(|_| ply > 0)
            .and_then(|e| endgame::score(e, &pos, &node.counters, ply))
        {
            return s;
        }
        let pv_node = beta - alpha > 1;
        let tt = self.tt.probe(pos.hash());
        let tt_move = tt.map_or(0, |e| e.mv);
        if let Some(e) = tt.filter(|e| ply > 0 && !pv_node && e.depth >= depth) {
            let s = from_tt(e.score, ply);
            let cut = match e.bound {
                Bound::Exact => true,
                Bound::Lower => s >= beta,
                Bound::Upper => s <= alpha,
            };
            if cut {
                return s;
            }
        }
        let capture = pos.has_capture();
        // At the horizon, a side to move that faces a capture threat gets one ply of quiet
        // moves to meet it (once: the replies are judged at depth -1).
        let threatened = depth == 0 && !capture && pos.has_capture_for(!pos.turn());
        if depth <= 0 && !capture && !threatened || ply >= MAX_PLY {
            return evaluate(&pos, &self.masks) + self.noise(pos.hash());
        }
        let mut moves = std::mem::take(&mut self.frames[ply].moves);
        moves.clear();
        pos.generate(&mut moves);
        if moves.is_empty() {
            self.frames[ply].moves = moves;
            let win = MATE - ply as Score;
            return if R::GOAL == Goal::NoMovesWins {
                win
            } else {
                -win
            };
        }
        let mut children = std::mem::take(&mut self.frames[ply].children);
        children.clear();
        children.extend(moves.iter().map(|m| {
            let child = pos.play(m);
            self.tt.prefetch(child.hash());
            child
        }));
        let mut scores = std::mem::take(&mut self.frames[ply].scores);
        scores.clear();
        scores.extend(moves.iter().map(|m| self.order(m, tt_move, ply)));
        let extend = i32::from(moves.len() == 1 && ply < MAX_PLY / 2);
        // Singular extension: the hash move is searched a ply deeper when it alone holds its
        // score, every other move searched at half the depth staying below it by a margin.
        let singular = match tt {
            Some(e)
                if extend == 0
                    && ply > 0
                    && ply < MAX_PLY / 2
                    && depth >= SINGULAR_DEPTH
                    && e.bound != Bound::Upper
                    && e.depth >= depth - 3
                    && from_tt(e.score, ply).abs() < MATE_BOUND =>
            {
                // The hash move first, as the loop below would pick it.
                pick_best(&mut moves, &mut scores, &mut children, 0);
                let target = from_tt(e.score, ply) - SINGULAR_MARGIN * depth;
                move_key(&moves[0]) == e.mv
                    && self.only_move_at(node, &moves, &children, target, (depth - 1) / 2, ply)
            }
            _ => false,
        };
        let original_alpha = alpha;
        // The static score, computed when futility pruning first asks for it.
        let mut stand: Option<Score> = None;
        let mut best = -INFINITE;
        let mut best_key = 0;
        // Root moves left out (MultiPV): the moves after them count as if they were not there.
        let mut skipped = 0;
        for i in 0..moves.len() {
            pick_best(&mut moves, &mut scores, &mut children, i);
            let (mv, child) = (moves[i], children[i]);
            if ply == 0 && self.excluded.contains(&mv) {
                skipped += 1;
                continue;
            }
            let i = i - skipped;
            let quiet = !mv.is_capture() && !capture;
            let killer = self.frames[ply].killers.contains(&move_key(&mv));
            // Futility: at the last ply a late quiet move (not a killer, not a promotion) is
            // not searched when the static score is a margin below alpha.
            if i > 0
                && quiet
                && !killer
                && depth == 1
                && !pv_node
                && !mv.promotes()
                && best > -MATE_BOUND
            {
                let stand = *stand.get_or_insert_with(|| evaluate(&pos, &self.masks));
                if stand + FUTILITY_MARGIN <= alpha {
                    continue;
                }
            }
            // Whether the child's last search had the full window, so that its line is proved.
            let mut through = false;
            let score = if R::GOAL == Goal::FirstKingWins && mv.promotes() {
                MATE - ply as Score - 1
            } else {
                let next = node.child(&mv, child);
                self.path.push(child.hash());
                let d = depth - 1 + extend + i32::from(i == 0 && singular);
                let s = if i == 0 {
                    through = true;
                    -self.search(&next, d, -beta, -alpha, ply + 1)
                } else {
                    let r = if depth >= 2 && quiet && !killer && (i >= 2 || !pv_node) {
                        1 + i32::from(i >= if pv_node { 6 } else { 4 } && depth >= 3)
                    } else {
                        0
                    };
                    let mut s = -self.search(&next, d - r, -alpha - 1, -alpha, ply + 1);
                    if s > alpha && r > 0 {
                        s = -self.search(&next, d, -alpha - 1, -alpha, ply + 1);
                    }
                    if s > alpha && s < beta {
                        through = true;
                        s = -self.search(&next, d, -beta, -alpha, ply + 1);
                    }
                    s
                };
                self.path.pop();
                s
            };
            if self.aborted {
                self.frames[ply].moves = moves;
                self.frames[ply].scores = scores;
                self.frames[ply].children = children;
                return 0;
            }
            if score > best {
                best = score;
                best_key = move_key(&mv);
                if ply == 0 {
                    // Keep the best root move first for the next iteration.
                    if let Some(idx) = self.root_moves.iter().position(|m| *m == mv) {
                        self.root_moves.swap(0, idx);
                    }
                }
            }
            if score > alpha {
                self.take_line(ply, mv, through);
                if ply == 0 {
                    self.root_best = Some((self.frames[0].pv.clone(), score));
                }
                alpha = score;
                if alpha >= beta {
                    if !mv.is_capture() {
                        let k = &mut self.frames[ply].killers;
                        if k[0] != best_key {
                            k[1] = k[0];
                            k[0] = best_key;
                        }
                        let h = &mut self.history[mv.from() as usize][mv.to() as usize];
                        *h = (*h + depth * depth).min(1 << 20);
                    }
                    break;
                }
            }
        }
        self.frames[ply].moves = moves;
        self.frames[ply].scores = scores;
        self.frames[ply].children = children;
        if ply == 0 && !self.excluded.is_empty() {
            // A root search without the best moves: its best is not the position's.
            return best;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(
            pos.hash(),
            Entry {
                depth,
                score: to_tt(best, ply),
                bound,
                mv: best_key,
            },
        );
        best
    }

    /// True when none of the moves after the first, searched to `depth` with a null window,
    /// reaches `target` (so the first is singular).
    fn only_move_at(
        &mut self,
        node: &Node<R>,
        moves: &[Move],
        children: &[Position<R>],
        target: Score,
        depth: i32,
        ply: usize,
    ) -> bool {
        for (mv, child) in moves.iter().zip(children).skip(1) {
            if R::GOAL == Goal::FirstKingWins && mv.promotes() {
                return false;
            }
            let next = node.child(mv, *child);
            self.path.push(child.hash());
            let s = -self.search(&next, depth, -target, -target + 1, ply + 1);
            self.path.pop();
            if self.aborted || s >= target {
                return false;
            }
        }
        true
    }

    /// The ordering key of a move: hash move, then captures by size, killers, history.
    fn order(&self, mv: &Move, tt_move: u32, ply: usize) -> i64 {
        let key = move_key(mv);
        if key == tt_move {
            return 1 << 40;
        }
        if mv.is_capture() {
            return (1 << 30) + i64::from(mv.captured().count_ones()) * 1000;
        }
        let k = &self.frames[ply].killers;
        if k[0] == key {
            return 1 << 29;
        }
        if k[1] == key {
            return (1 << 29) - 1;
        }
        let promote = if mv.promotes() { 1 << 28 } else { 0 };
        promote + i64::from(self.history[mv.from() as usize][mv.to() as usize])
    }
}

/// Moves the best-ordered of the moves from `i` on to `i`, with its score and child.
fn pick_best<R: Rules>(
    moves: &mut [Move],
    scores: &mut [i64],
    children: &mut [Position<R>],
    i: usize,
) {
    let pick = (i..moves.len()).max_by_key(|&j| scores[j]).unwrap_or(i);
    moves.swap(i, pick);
    scores.swap(i, pick);
    children.swap(i, pick);
}

fn to_tt(score: Score, ply: usize) -> Score {
    if score > MATE_BOUND {
        score + ply as Score
    } else if score < -MATE_BOUND {
        score - ply as Score
    } else {
        score
    }
}

fn from_tt(score: Score, ply: usize) -> Score {
    if score > MATE_BOUND {
        score - ply as Score
    } else if score < -MATE_BOUND {
        score + ply as Score
    } else {
        score
    }
}
