//! Bashni's capture search (RULES.md §16.1a): russian captures (men forwards and backwards,
//! flying kings, free choice, a man crowned on the way goes on as a king, a flying king lands
//! where it can go on if it can) on a board that changes as the capture goes: each jump takes
//! the top of the column jumped at once, so that column may be jumped again while the
//! opponent's piece is on top, and a square whose last piece was taken is empty.

use crate::bits::Bits;
use crate::capture::capturers;
use crate::columns::{Columns, Stack, Taken};
use crate::geometry::{nearest, Dir, Geometry};
use crate::moves::{Move, Path, MAX_LANDINGS};
use crate::position::{promotion_row, Position};
use crate::reach::{man_captures, slide};
use crate::{Color, Rules};

/// The most pieces one capture takes: all the other side's.
const MAX_TAKEN: usize = 12;

/// What a jump changed: the tops before it and the jumped square's stack.
type Saved = ([u64; 2], u64, u32, Stack);

/// The board during one piece's capture, and the route so far.
struct Search<R: Rules, F: FnMut(Move, &[u8])> {
    pieces: [u64; 2],
    kings: u64,
    columns: Columns,
    us: Color,
    promo: u64,
    from: u32,
    /// The capturing column's top is a king (from the start, or crowned on the way).
    king: bool,
    crowned: bool,
    /// The squares jumped so far (read only where a column is jumped once a move at most).
    jumped: u64,
    victims: [u8; MAX_TAKEN],
    /// Bit `i`: the `i`-th piece taken was a king.
    taken_kings: u32,
    path: [u8; MAX_LANDINGS],
    depth: usize,
    visit: F,
    rules: std::marker::PhantomData<R>,
}

impl<R: Rules, F: FnMut(Move, &[u8])> Search<R, F> {
    #[inline]
    fn empty(&self) -> u64 {
        R::Board::TABLES.all & !(self.pieces[0] | self.pieces[1])
    }

    /// The columns that may be jumped: topped by the opponent, and not jumped yet where a
    /// column is jumped once a move at most.
    #[inline]
    fn targets(&self) -> u64 {
        let them = self.pieces[(!self.us).index()];
        if R::COLUMN_JUMPED_AGAIN {
            them
        } else {
            them & !self.jumped
        }
    }

    /// Jumps the column on `victim`, landing on `landing`: its top is taken at once.
    #[inline]
    fn take(&mut self, victim: u32, landing: u32) -> Saved {
        let saved = (self.pieces, self.kings, victim, self.columns.stack(victim));
        let was_king = self
            .columns
            .take_top(victim, &mut self.pieces, &mut self.kings);
        self.taken_kings |= u32::from(was_king) << self.depth;
        self.jumped |= 1 << victim;
        self.victims[self.depth] = victim as u8;
        self.path[self.depth] = landing as u8;
        self.depth += 1;
        saved
    }

    /// Undoes [`Search::take`].
    #[inline]
    fn untake(&mut self, (pieces, kings, victim, stack): Saved) {
        self.depth -= 1;
        self.taken_kings &= !(1 << self.depth);
        if !R::COLUMN_JUMPED_AGAIN {
            // Each square is jumped once at most: none was jumped before this jump.
            self.jumped &= !(1 << victim);
        }
        (self.pieces, self.kings) = (pieces, kings);
        self.columns.set(victim, stack);
    }

    /// Hands the route on the stack to `visit` as a finished move.
    fn record(&mut self) {
        let victims = &self.victims[..self.depth];
        let captured = victims.iter().fold(0u64, |s, &v| s | 1 << v);
        let to = u32::from(self.path[self.depth - 1]);
        let code = Taken::new(victims, self.taken_kings).0;
        let mv = Move::with_detail(self.from, to, captured, self.crowned, code);
        (self.visit)(mv, &self.path[..self.depth]);
    }

    /// Goes on capturing from `sq`; true if there was a capture to make.
    fn jumps(&mut self, sq: u32) -> bool {
        if self.king {
            self.king_jumps(sq)
        } else {
            self.man_jumps(sq)
        }
    }

    fn man_jumps(&mut self, sq: u32) -> bool {
        let mut any = false;
        for &d in man_captures::<R>(self.us) {
            let victim = R::Board::step(1u64 << sq, d) & self.targets();
            let landing = R::Board::step(victim, d) & self.empty();
            if landing == 0 {
                continue;
            }
            any = true;
            let l = landing.trailing_zeros();
            let saved = self.take(victim.trailing_zeros(), l);
            // Crowned on the last row, the man goes on capturing as a king (russian).
            let crowned = landing & self.promo != 0;
            if crowned {
                (self.king, self.crowned) = (true, true);
            }
            if !self.jumps(l) {
                self.record();
            }
            if crowned {
                (self.king, self.crowned) = (false, false);
            }
            self.untake(saved);
        }
        any
    }

    fn king_jumps(&mut self, sq: u32) -> bool {
        let mut any = false;
        for d in Dir::DIAGONAL {
            let empty = self.empty();
            let ray = R::Board::ray(d, sq);
            let blockers = ray & !empty;
            if blockers == 0 {
                continue;
            }
            let b = nearest(blockers, d);
            if self.targets() & (1 << b) == 0 {
                continue;
            }
            let landings = slide::<R>(b, d, empty);
            if landings == 0 {
                continue;
            }
            any = true;
            let saved = self.take(b, landings.trailing_zeros());
            let mut continued = false;
            for l in Bits(landings) {
                self.path[self.depth - 1] = l as u8;
                continued |= self.king_jumps(l);
            }
            if !continued {
                for l in Bits(landings) {
                    self.path[self.depth - 1] = l as u8;
                    self.record();
                }
            }
            self.untake(saved);
        }
        any
    }
}

/// Runs the capture search of the columns on `pieces` (of the side to move, each with a
/// capture), handing every finished route to `visit` with its landing squares.
fn search<R: Rules<Extra = Columns>>(
    pos: &Position<R>,
    pieces: u64,
    visit: impl FnMut(Move, &[u8]),
) {
    let us = pos.turn();
    let mut search = Search::<R, _> {
        pieces: [pos.pieces(Color::White), pos.pieces(Color::Black)],
        kings: pos.kings(),
        columns: pos.extra,
        us,
        promo: promotion_row::<R>(us),
        from: 0,
        king: false,
        crowned: false,
        jumped: 0,
        victims: [0; MAX_TAKEN],
        taken_kings: 0,
        path: [0; MAX_LANDINGS],
        depth: 0,
        visit,
        rules: std::marker::PhantomData,
    };
    for from in Bits(pieces) {
        let bb = 1u64 << from;
        // The capturing column leaves its square, which is empty until the move ends.
        search.pieces[us.index()] &= !bb;
        search.kings &= !bb;
        search.from = from;
        search.king = pos.kings() & bb != 0;
        search.jumps(from);
        search.pieces[us.index()] |= bb;
        search.kings |= pos.kings() & bb;
    }
}

/// Appends the legal captures of `pos`, one per distinct move (start, end, position left).
pub(crate) fn generate<R: Rules<Extra = Columns>>(pos: &Position<R>, out: &mut Vec<Move>) {
    let base = out.len();
    search(pos, capturers(pos), |mv, _| {
        if !out[base..].contains(&mv) {
            out.push(mv);
        }
    });
}

/// The landing squares of `mv`: the first route the search finds to it.
pub(crate) fn path<R: Rules<Extra = Columns>>(pos: &Position<R>, mv: &Move) -> Option<Path> {
    if !mv.is_capture() {
        return Some(Path::new(&[mv.to() as u8]));
    }
    let mut found = None;
    search(pos, capturers(pos) & (1 << mv.from()), |m, route| {
        if found.is_none() && m == *mv {
            found = Some(Path::new(route));
        }
    });
    found
}
