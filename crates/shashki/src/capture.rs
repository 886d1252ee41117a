//! Capture generation: every capture sequence, deduplicated and filtered by the capture choice.
//!
//! The search follows the Turkish strike (RULES.md A2): captured pieces stay on the board until
//! the move ends, so they block and cannot be jumped twice, while empty squares and the capturing
//! piece's own start square may be crossed again. Where pieces leave at once (turkish, armenian:
//! [`Removal::AtOnce`]) a captured square is free for the rest of the move. Either way no jump
//! goes straight back the way the last one came. A flying king that can continue must land on a
//! square from which it continues; only behind its last capture is the landing free. In samoedy
//! (RULES.md §16.3) the pieces of the capturing side are targets too.

use crate::bits::Bits;
use crate::extra::Extra;
use crate::geometry::{nearest, Dir, Geometry};
use crate::moves::{Move, Path, MAX_LANDINGS};
use crate::position::{promotion_row, Position};
use crate::reach::{king_captures, man_captures, slide};
use crate::rules::{CaptureChoice, Movement, PromotionInCapture, Removal, Rules};
use crate::Color;

/// The squares `x` of `pieces` with a target on `x + d` and an empty square on `x + 2d`.
#[inline(always)]
pub(crate) fn short_jumpers<R: Rules>(pieces: u64, targets: u64, empty: u64, dirs: &[Dir]) -> u64 {
    let mut found = 0;
    for &d in dirs {
        let r = d.reverse();
        found |= R::Board::step(R::Board::step(empty, r) & targets, r);
    }
    found & pieces
}

/// True when the flying king on `sq` can capture something right now.
#[inline(always)]
pub(crate) fn flying_king_can_capture<R: Rules>(sq: u32, them: u64, empty: u64) -> bool {
    for &d in king_captures::<R>() {
        let blockers = R::Board::ray(d, sq) & !empty;
        if blockers != 0 {
            let b = nearest(blockers, d);
            if them & (1 << b) != 0 && R::Board::step(1 << b, d) & empty != 0 {
                return true;
            }
        }
    }
    false
}

/// The pieces of the side to move that have a capture.
#[inline]
pub(crate) fn capturers<R: Rules>(pos: &Position<R>) -> u64 {
    capturers_of(pos, pos.turn())
}

/// What the pieces of `us` capture: the other side's pieces, and in samoedy their own too.
#[inline(always)]
fn targets<R: Rules>(pos: &Position<R>, us: Color) -> u64 {
    if R::CAPTURES_OWN {
        pos.occupied()
    } else {
        pos.pieces(!us)
    }
}

/// The pieces of `us` that would have a capture were it `us`'s turn.
#[inline]
pub(crate) fn capturers_of<R: Rules>(pos: &Position<R>, us: Color) -> u64 {
    let mine = pos.pieces(us);
    let them = targets(pos, us);
    let empty = pos.empty();
    let men = mine & !pos.kings();
    let kings = mine & pos.kings();
    let man_targets = if R::MEN_CAPTURE_KINGS {
        them
    } else {
        them & !pos.kings()
    };
    short_jumpers::<R>(men, man_targets, empty, man_captures::<R>(us))
        | king_capturers::<R>(kings, them, empty)
}

/// The kings among `kings` that can capture one of `them` right now.
#[inline(always)]
pub(crate) fn king_capturers<R: Rules>(kings: u64, them: u64, empty: u64) -> u64 {
    if kings == 0 {
        0
    } else if R::FLYING_KINGS {
        let mut found = 0;
        for k in Bits(kings) {
            if flying_king_can_capture::<R>(k, them, empty) {
                found |= 1 << k;
            }
        }
        found
    } else {
        short_jumpers::<R>(kings, them, empty, &Dir::DIAGONAL)
    }
}

/// Where finished capture sequences go: the move list of a generation, or the route finder of
/// [`Position::path`].
pub(crate) trait Sink {
    /// Number of moves kept so far.
    fn len(&self) -> usize;
    /// Drops every move kept after the first `len` (a higher capture-choice rank was found).
    fn truncate(&mut self, len: usize);
    /// True when a move kept at index `start` or later already has this `to` and `captured`.
    fn has(&self, start: usize, to: u32, captured: u64) -> bool;
    /// Keeps a finished sequence; `path` holds its landing squares.
    fn keep(&mut self, mv: Move, path: &[u8]);
}

impl Sink for Vec<Move> {
    #[inline(always)]
    fn len(&self) -> usize {
        Vec::len(self)
    }

    #[inline(always)]
    fn truncate(&mut self, len: usize) {
        Vec::truncate(self, len);
    }

    #[inline(always)]
    fn has(&self, start: usize, to: u32, captured: u64) -> bool {
        self[start..]
            .iter()
            .any(|m| m.to() == to && m.captured() == captured)
    }

    #[inline(always)]
    fn keep(&mut self, mv: Move, _path: &[u8]) {
        self.push(mv);
    }
}

/// State of the depth-first search for one side's captures.
struct Search<'a, R: Rules, S: Sink> {
    them: u64,
    them_kings: u64,
    man_targets: u64,
    empty: u64,
    promo: u64,
    us: Color,
    from: u32,
    king_moves: bool,
    path: [u8; MAX_LANDINGS],
    victims: [u8; MAX_LANDINGS],
    depth: usize,
    /// Index in `out` of this search's first move (the capture-choice filter truncates to it).
    base: usize,
    /// Index in `out` of the current piece's first move (duplicates come from one piece only).
    piece_start: usize,
    best: u32,
    out: &'a mut S,
    rules: std::marker::PhantomData<R>,
}

impl<R: Rules, S: Sink> Search<'_, R, S> {
    #[inline(always)]
    fn push(&mut self, landing: u32, victim: u32) {
        self.path[self.depth] = landing as u8;
        self.victims[self.depth] = victim as u8;
        self.depth += 1;
    }

    #[inline(always)]
    fn pop(&mut self) {
        self.depth -= 1;
    }

    /// The squares a capture may land on or cross: the empty ones, and where pieces leave at
    /// once those already taken.
    #[inline(always)]
    fn free(&self, captured: u64) -> u64 {
        match R::REMOVAL {
            Removal::EndOfMove => self.empty,
            Removal::AtOnce => self.empty | captured,
        }
    }

    /// The capture-choice rank of the sequence on the stack: only the highest rank is legal.
    #[inline(always)]
    fn rank(&self, captured: u64, captured_kings: u64) -> u32 {
        let count = captured.count_ones();
        match R::CAPTURE_CHOICE {
            CaptureChoice::Free | CaptureChoice::KingFirst => 0,
            CaptureChoice::Majority => count,
            CaptureChoice::MajorityThenKings => count << 8 | captured_kings.count_ones(),
            CaptureChoice::Italian => {
                let first_king = self.victims[..self.depth]
                    .iter()
                    .position(|&v| self.them_kings & (1 << v) != 0)
                    .unwrap_or(MAX_LANDINGS);
                count << 16
                    | u32::from(self.king_moves) << 15
                    | captured_kings.count_ones() << 8
                    | (MAX_LANDINGS - first_king) as u32
            }
            CaptureChoice::Frisian => {
                let kings = captured_kings.count_ones();
                (count + kings) << 8 | (63 - kings) << 1 | u32::from(self.king_moves)
            }
        }
    }

    /// Records the sequence on the stack as a finished move.
    #[inline(always)]
    fn record(&mut self, captured: u64, promotes: bool) {
        let captured_kings = captured & self.them_kings;
        let rank = self.rank(captured, captured_kings);
        if rank < self.best {
            return;
        }
        if rank > self.best {
            self.best = rank;
            self.out.truncate(self.base);
            self.piece_start = self.base;
        }
        let to = u32::from(self.path[self.depth - 1]);
        if captured.count_ones() >= 2 && self.out.has(self.piece_start, to, captured) {
            return;
        }
        self.out.keep(
            Move::capture(self.from, to, captured, promotes),
            &self.path[..self.depth],
        );
    }

    /// Continues a man's capture from `sq`; true if it captured at least once more.
    #[inline(always)]
    fn man(&mut self, sq: u32, captured: u64) -> bool {
        // Most sequences end here: test cheaply before the recursive call.
        let bb = 1u64 << sq;
        let targets = self.man_targets & !captured;
        let free = self.free(captured);
        let jumps = short_jumpers::<R>(bb, targets, free, man_captures::<R>(self.us));
        jumps != 0 && self.man_jumps(sq, captured)
    }

    /// Every jump of a man that has at least one.
    fn man_jumps(&mut self, sq: u32, captured: u64) -> bool {
        if const { !matches!(R::MOVEMENT, Movement::Diagonal) } {
            let mut any = false;
            for &d in man_captures::<R>(self.us) {
                any |= self.man_jump(sq, captured, d);
            }
            return any;
        }
        // Written out per direction so that every shift is a constant.
        if R::MEN_CAPTURE_BACKWARD {
            self.man_jump(sq, captured, Dir::UpLeft)
                | self.man_jump(sq, captured, Dir::UpRight)
                | self.man_jump(sq, captured, Dir::DownLeft)
                | self.man_jump(sq, captured, Dir::DownRight)
        } else if self.us == Color::White {
            self.man_jump(sq, captured, Dir::UpLeft) | self.man_jump(sq, captured, Dir::UpRight)
        } else {
            self.man_jump(sq, captured, Dir::DownLeft) | self.man_jump(sq, captured, Dir::DownRight)
        }
    }

    /// A man's jump from `sq` in direction `d`, if there is one, and all that follows it.
    #[inline(always)]
    fn man_jump(&mut self, sq: u32, captured: u64, d: Dir) -> bool {
        let victim = R::Board::step(1u64 << sq, d) & self.man_targets & !captured;
        let landing = R::Board::step(victim, d) & self.free(captured);
        if landing == 0 {
            return false;
        }
        let l = landing.trailing_zeros();
        self.push(l, victim.trailing_zeros());
        let cap = captured | victim;
        let crowned = landing & self.promo != 0;
        let continued = if crowned {
            match R::PROMOTION_IN_CAPTURE {
                PromotionInCapture::ContinueAsKing => self.king(l, cap, Some(d), true),
                PromotionInCapture::PassAsMan => self.man(l, cap),
                PromotionInCapture::Stop => false,
            }
        } else {
            self.man(l, cap)
        };
        if !continued {
            self.record(cap, crowned);
        }
        self.pop();
        true
    }

    /// Continues a king's capture from `sq` (arrived moving in `came`); true if it captured.
    fn king(&mut self, sq: u32, captured: u64, came: Option<Dir>, promoted: bool) -> bool {
        if !R::FLYING_KINGS {
            return self.short_king(sq, captured, came, promoted);
        }
        let mut any = false;
        let free = self.free(captured);
        for &d in king_captures::<R>() {
            if Some(d.reverse()) == came {
                continue; // the piece just taken stands in the way, or (turkish) no 180° turn
            }
            let ray = R::Board::ray(d, sq);
            let blockers = ray & !free;
            if blockers == 0 {
                continue;
            }
            let b = nearest(blockers, d);
            let victim = 1u64 << b;
            if victim & self.them & !captured == 0 {
                continue;
            }
            let landings = slide::<R>(b, d, free);
            if landings == 0 {
                continue;
            }
            any = true;
            let cap = captured | victim;
            let mut continued = false;
            for l in Bits(landings) {
                self.push(l, b);
                continued |= self.king(l, cap, Some(d), promoted);
                self.pop();
            }
            if !continued {
                let finals = if R::HALT_BEHIND_KING && victim & self.them_kings != 0 {
                    1u64 << nearest(landings, d)
                } else {
                    landings
                };
                for l in Bits(finals) {
                    self.push(l, b);
                    self.record(cap, promoted);
                    self.pop();
                }
            }
        }
        any
    }

    /// Continues a short king's capture (english, italian): one square over, one square beyond.
    fn short_king(&mut self, sq: u32, captured: u64, came: Option<Dir>, promoted: bool) -> bool {
        let mut any = false;
        let bb = 1u64 << sq;
        for d in Dir::DIAGONAL {
            if Some(d.reverse()) == came {
                continue;
            }
            let victim = R::Board::step(bb, d) & self.them & !captured;
            if victim == 0 {
                continue;
            }
            let landing = R::Board::step(victim, d) & self.empty;
            if landing == 0 {
                continue;
            }
            any = true;
            let l = landing.trailing_zeros();
            self.push(l, victim.trailing_zeros());
            let cap = captured | victim;
            if !self.short_king(l, cap, Some(d), promoted) {
                self.record(cap, promoted);
            }
            self.pop();
        }
        any
    }
}

/// Appends the legal captures of `pos` to `out`; returns false (and appends nothing) if there
/// are none, in which case the quiet moves are the legal moves.
#[inline]
pub(crate) fn generate<R: Rules>(pos: &Position<R>, out: &mut Vec<Move>) -> bool {
    search(pos, capturers(pos), out)
}

/// Runs the capture search for the pieces `pieces` of the side to move (those with a capture),
/// handing every legal sequence to `out`; false when `pieces` is empty.
pub(crate) fn search<R: Rules, S: Sink>(pos: &Position<R>, pieces: u64, out: &mut S) -> bool {
    if pieces == 0 {
        return false;
    }
    let us = pos.turn();
    let them = targets(pos, us);
    let kings = pos.kings();
    let base = out.len();
    let mut search = Search::<R, S> {
        them,
        them_kings: them & kings,
        man_targets: if R::MEN_CAPTURE_KINGS {
            them
        } else {
            them & !kings
        },
        empty: 0,
        promo: promotion_row::<R>(us),
        us,
        from: 0,
        king_moves: false,
        path: [0; MAX_LANDINGS],
        victims: [0; MAX_LANDINGS],
        depth: 0,
        base,
        piece_start: base,
        best: 0,
        out,
        rules: std::marker::PhantomData,
    };
    let king_pieces = pieces & kings;
    let man_pieces = if R::CAPTURE_CHOICE == CaptureChoice::KingFirst && king_pieces != 0 {
        0
    } else {
        pieces & !kings
    };
    let empty = pos.empty();
    for (group, is_king) in [(king_pieces, true), (man_pieces, false)] {
        for from in Bits(group) {
            if R::CAPTURES_OWN {
                // A piece does not capture itself: its square is empty while it moves.
                search.them = them & !(1 << from);
                search.them_kings = search.them & kings;
                search.man_targets = if R::MEN_CAPTURE_KINGS {
                    search.them
                } else {
                    search.them & !kings
                };
            }
            search.from = from;
            search.king_moves = is_king;
            search.empty = empty | 1 << from;
            search.piece_start = search.out.len();
            if is_king {
                search.king(from, 0, None, false);
            } else {
                search.man_jumps(from, 0);
            }
        }
    }
    true
}

/// Keeps every capture route, those with the same identity too, for perft in the "keep"
/// convention ([`crate::perft_routes`]).
pub(crate) struct Routes(pub(crate) Vec<Move>);

impl Sink for Routes {
    fn len(&self) -> usize {
        self.0.len()
    }

    fn truncate(&mut self, len: usize) {
        self.0.truncate(len);
    }

    fn has(&self, _start: usize, _to: u32, _captured: u64) -> bool {
        false
    }

    fn keep(&mut self, mv: Move, _path: &[u8]) {
        self.0.push(mv);
    }
}

/// Finds the route of one capture: the legal sequences are searched again, keeping the route of
/// the first that has the move's identity (the route generation would have kept).
struct RouteFinder {
    wanted: Move,
    /// Kept moves, counted only so that the search's bookkeeping works.
    kept: Vec<Move>,
    route: Option<Path>,
}

impl Sink for RouteFinder {
    fn len(&self) -> usize {
        self.kept.len()
    }

    fn truncate(&mut self, len: usize) {
        self.kept.truncate(len);
        if !self.kept.contains(&self.wanted) {
            self.route = None;
        }
    }

    fn has(&self, start: usize, to: u32, captured: u64) -> bool {
        self.kept.has(start, to, captured)
    }

    fn keep(&mut self, mv: Move, path: &[u8]) {
        if mv == self.wanted {
            self.route = Some(Path::new(path));
        }
        self.kept.push(mv);
    }
}

/// The landing squares of `mv`, a legal move of `pos` ([`Position::path`]).
pub(crate) fn path<R: Rules>(pos: &Position<R>, mv: &Move) -> Option<Path> {
    if !mv.is_capture() {
        return Some(Path::new(&[mv.to() as u8]));
    }
    let mut finder = RouteFinder {
        wanted: *mv,
        kept: Vec::new(),
        route: None,
    };
    search(pos, capturers(pos) & (1 << mv.from()), &mut finder);
    finder.route
}

impl<R: Rules> Position<R> {
    /// The landing squares of `mv`, a legal move of this position, in order: for a capture the
    /// route generation found first, for a quiet move its end square. `None` when `mv` is not a
    /// legal capture here.
    pub fn path(&self, mv: &Move) -> Option<Path> {
        R::Extra::path(self, mv)
    }
}
