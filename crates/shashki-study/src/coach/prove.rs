//! Forcing lines checked exhaustively (issue 34), so that the coach's shots, breakthroughs and
//! hanging pieces rest on the rules and not on how far a search with a node budget, or with
//! endgame tables that cut its line short, happened to look.
//!
//! Captures are compulsory, so a shot is a forcing sequence: the side that starts it moves so
//! that the other side must take, and takes back; the other side's every capture is tried. A
//! breakthrough is a sacrifice after which a man is crowned within a few moves whatever the
//! other side does; that is proved over all of its moves, a few plies deep.

use shashki::{Color, Move, VariantPosition};

/// Pieces the side that starts a shot may give in a row with quiet moves, the first one
/// included ("give two, take three" and the like).
const SACRIFICES: u32 = 3;

/// Quiet moves after a sacrifice within which a man crowned counts as the breakthrough it
/// made: up to three steps of the man to the crowning row (captures the defence forces by
/// giving more men not counted).
pub const CROWN_MOVES: u32 = 3;

/// Positions one proof may visit; a proof that needs more proves nothing.
const MAX_NODES: u32 = 200_000;

/// The longest forcing line followed (bashni's captures keep the pieces on the board).
const MAX_PLIES: usize = 40;

/// The value of a forcing line the starting side cannot complete: below any count of pieces.
const NONE: i32 = -1_000;

/// The value of a forcing line after which the other side cannot move.
const WON: i32 = 1_000;

/// A forcing line proved for the side that starts it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proof {
    /// The line, its first move first, the other side's strongest defence in it.
    pub line: Vec<Move>,
    /// Pieces the starting side gives in the line.
    pub given: u32,
    /// Pieces it takes.
    pub taken: u32,
    /// The square a man of the starting side is crowned on in the line, if one is.
    pub crown: Option<u32>,
    /// The first piece given (bit index): the lowest the other side's first capture takes.
    pub first_given: Option<u32>,
}

impl Proof {
    /// Reads the counts of `line`, played from `start` by the side to move there.
    fn of(start: &VariantPosition, line: Vec<Move>) -> Proof {
        let me = start.turn();
        let mut pos = *start;
        let (mut given, mut taken, mut crown, mut first_given) = (0, 0, None, None);
        for mv in &line {
            if pos.turn() == me {
                taken += mv.taken();
                if mv.promotes() && crown.is_none() {
                    crown = Some(mv.to());
                }
            } else {
                given += mv.taken();
                if first_given.is_none() && mv.is_capture() {
                    first_given = Some(mv.captured().trailing_zeros());
                }
            }
            pos = pos.play(mv);
        }
        Proof {
            line,
            given,
            taken,
            crown,
            first_given,
        }
    }

    /// Pieces won: taken less given.
    pub fn net(&self) -> i64 {
        i64::from(self.taken) - i64::from(self.given)
    }
}

/// True when `mv` in `pos` leaves the other side a capture it must make: a sacrifice, or a
/// move that leaves a piece where it is taken.
pub fn gives(pos: &VariantPosition, mv: &Move) -> bool {
    !mv.is_capture() && pos.play(mv).has_capture()
}

/// The shot `mv` starts in `pos`, if the rules prove one: after it the other side must take,
/// and whatever it takes, the side that moved takes back more pieces than it gave before the
/// other side is free to move. A shot that starts with a capture wins more than that capture
/// takes: a recapture followed by an even exchange is no shot (found cold: one was called so).
pub fn shot(pos: &VariantPosition, mv: &Move) -> Option<Proof> {
    let after = pos.play(mv);
    let mut prover = Prover::new(pos.turn());
    let (value, rest) = if mv.is_capture() {
        let (v, rest) = prover.forcing(&after, SACRIFICES, 1);
        (v.saturating_add(mv.taken() as i32), rest)
    } else if after.has_capture() {
        prover.forcing(&after, SACRIFICES - 1, 1)
    } else {
        return None;
    };
    if prover.gave_up() || value < 1 {
        return None;
    }
    let proof = Proof::of(pos, std::iter::once(*mv).chain(rest).collect());
    let owed = if mv.is_capture() { mv.taken() } else { 0 };
    (proof.given >= 1 && proof.taken > proof.given + owed).then_some(proof)
}

/// The best shot of the side to move in `pos`: the one that wins the most pieces (the first
/// such in the move order), if the rules prove any.
pub fn best_shot(pos: &VariantPosition) -> Option<Proof> {
    let mut best: Option<Proof> = None;
    for mv in pos.legal_moves() {
        if let Some(p) = shot(pos, &mv) {
            if best.as_ref().is_none_or(|b| p.net() > b.net()) {
                best = Some(p);
            }
        }
    }
    best
}

/// The breakthrough `mv` starts in `pos`, if the rules prove one: `mv` gives a piece the other
/// side must take, and then, whatever it plays, a man of the side that moved is crowned within
/// [`CROWN_MOVES`] quiet moves.
pub fn breakthrough(pos: &VariantPosition, mv: &Move) -> Option<Proof> {
    if !gives(pos, mv) {
        return None;
    }
    let mut prover = Prover::new(pos.turn());
    let rest = prover.crowns(&pos.play(mv), CROWN_MOVES)?;
    if prover.gave_up() {
        return None;
    }
    let proof = Proof::of(pos, std::iter::once(*mv).chain(rest).collect());
    (proof.given >= 1 && proof.crown.is_some()).then_some(proof)
}

/// The first breakthrough of the side to move in `pos` in the move order, if the rules prove
/// one.
pub fn any_breakthrough(pos: &VariantPosition) -> Option<Proof> {
    pos.legal_moves()
        .iter()
        .find_map(|mv| breakthrough(pos, mv))
}

/// The position `pos` with the turn passed to the other side: what that side could do if it
/// were its turn. `None` when that is not a position the rules allow.
pub fn passed(pos: &VariantPosition) -> Option<VariantPosition> {
    let mut setup = pos.to_setup();
    setup.turn = !setup.turn;
    VariantPosition::from_setup(pos.variant(), setup).ok()
}

/// The pieces of the side to move in `pos` that the other side could take if it were its
/// turn (a bitboard): what was already attacked before a move. `None` as [`passed`].
pub fn attacked(pos: &VariantPosition) -> Option<u64> {
    Some(
        passed(pos)?
            .legal_moves()
            .iter()
            .fold(0, |all, mv| all | mv.captured()),
    )
}

/// The pieces the side to move in `pos` wins by force with the captures it must make (and the
/// sacrifices that keep them going), against every defence, with the line that shows it:
/// `None` when it has no capture or wins nothing.
pub fn winning_captures(pos: &VariantPosition) -> Option<Proof> {
    if !pos.has_capture() {
        return None;
    }
    let mut prover = Prover::new(pos.turn());
    let (value, line) = prover.forcing(pos, SACRIFICES, 0);
    if prover.gave_up() || value < 1 {
        return None;
    }
    Some(Proof::of(pos, line))
}

/// The exhaustive search behind the proofs, for one side (`me`).
struct Prover {
    me: Color,
    nodes: u32,
}

impl Prover {
    fn new(me: Color) -> Prover {
        Prover { me, nodes: 0 }
    }

    /// True when a search went past [`MAX_NODES`]: its answer proves nothing.
    fn gave_up(&self) -> bool {
        self.nodes > MAX_NODES
    }

    /// Counts a position; false once the budget is spent.
    fn visit(&mut self) -> bool {
        self.nodes += 1;
        self.nodes <= MAX_NODES
    }

    /// The pieces `me` wins from `pos` in the forcing part (taken less given), against the
    /// other side's every capture, and the line: `me` takes when it can (it must), else it
    /// either makes a move that leaves the other side nothing to take (the forcing part ends)
    /// or gives another piece while `sacrifices` last; the other side takes when it must, and
    /// is free, ending the forcing part, when it need not.
    fn forcing(&mut self, pos: &VariantPosition, sacrifices: u32, ply: usize) -> (i32, Vec<Move>) {
        if !self.visit() || ply >= MAX_PLIES {
            return (NONE, Vec::new());
        }
        let moves = pos.legal_moves();
        let capture = pos.has_capture();
        if pos.turn() != self.me {
            if moves.is_empty() {
                return (WON, Vec::new());
            }
            if !capture {
                return (0, Vec::new());
            }
            let mut worst = (i32::MAX, Vec::new());
            for mv in &moves {
                let (v, rest) = self.forcing(&pos.play(mv), sacrifices, ply + 1);
                let v = v.saturating_sub(mv.taken() as i32);
                if v < worst.0 {
                    worst = (v, prepend(mv, rest));
                }
            }
            return worst;
        }
        let mut best = (NONE, Vec::new());
        for mv in &moves {
            let after = pos.play(mv);
            let (v, line) = if capture {
                let (v, rest) = self.forcing(&after, sacrifices, ply + 1);
                (v.saturating_add(mv.taken() as i32), prepend(mv, rest))
            } else if !after.has_capture() {
                // The forcing part ends before this free move.
                (0, Vec::new())
            } else if sacrifices > 0 {
                let (v, rest) = self.forcing(&after, sacrifices - 1, ply + 1);
                (v, prepend(mv, rest))
            } else {
                continue;
            };
            if v > best.0 {
                best = (v, line);
            }
        }
        best
    }

    /// A line from `pos` in which a man of `me` is crowned within `moves` quiet moves of
    /// `me` whatever the other side plays (its longest defence shown), if there is one. A
    /// defence that gives men away for good ([`pays`]) is not one: it buys the crowning off
    /// with more than the sacrifice gave. The captures `me` must make do not count against
    /// `moves`; `me`'s kings' quiet moves are not tried.
    fn crowns(&mut self, pos: &VariantPosition, moves: u32) -> Option<Vec<Move>> {
        if moves == 0 || !self.visit() {
            return None;
        }
        let legal = pos.legal_moves();
        if pos.turn() == self.me {
            if let Some(mv) = legal.iter().find(|mv| mv.promotes()) {
                return Some(vec![*mv]);
            }
            let kings = pos.kings();
            return legal
                .iter()
                .filter(|mv| mv.is_capture() || (moves > 1 && kings & (1u64 << mv.from()) == 0))
                .find_map(|mv| {
                    let left = if mv.is_capture() { moves } else { moves - 1 };
                    let rest = self.crowns(&pos.play(mv), left)?;
                    Some(prepend(mv, rest))
                });
        }
        if legal.is_empty() {
            return None;
        }
        let mut longest = Vec::new();
        for mv in &legal {
            let after = pos.play(mv);
            if gives(pos, mv) && pays(&after) {
                continue;
            }
            let rest = self.crowns(&after, moves)?;
            if rest.len() + 1 > longest.len() {
                longest = prepend(mv, rest);
            }
        }
        Some(longest)
    }
}

/// True when the side that just moved in `after` (leaving the side to move a capture) loses
/// pieces by force in the forcing part it started, against every capture: a gift, not a
/// shot or an exchange.
fn pays(after: &VariantPosition) -> bool {
    let mut prover = Prover::new(!after.turn());
    let (value, _) = prover.forcing(after, SACRIFICES - 1, 1);
    !prover.gave_up() && value <= -1
}

/// `mv` followed by `rest`.
fn prepend(mv: &Move, rest: Vec<Move>) -> Vec<Move> {
    std::iter::once(*mv).chain(rest).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::Variant;

    fn pos(fen: &str) -> VariantPosition {
        VariantPosition::from_fen(Variant::Russian, fen).unwrap()
    }

    #[test]
    fn a_sacrifice_taken_back_twice_is_a_proved_shot() {
        // c3-d4 e5:c3 b2:d4:b6 (written b2:b6): one given, two taken, whatever Black does.
        let p = pos("W:Wa1,c3,b2,e3,g1,h2,c1:Be5,c5,h8,f8,d8,b8,g7");
        let mv = p.parse_move("c3-d4").unwrap();
        let proof = shot(&p, &mv).expect("a shot");
        assert_eq!((proof.given, proof.taken), (1, 2));
        assert_eq!(p.line_texts(&proof.line), ["c3-d4", "e5:c3", "b2:b6"]);
        // Without the man on b2 nothing takes back.
        let a3 = p.parse_move("b2-a3").unwrap();
        assert_eq!(shot(&p, &a3), None);
    }

    #[test]
    fn a_capture_then_an_even_exchange_is_no_shot_and_one_that_wins_more_is() {
        // c3:e5 f6:d4 e3:c5: one taken, one given, one taken back; the exchange after the
        // capture wins nothing more (found cold: called a shot).
        let p = pos("W:Wc3,e3,f2,a1:Bd4,f6,g7,h8");
        let mv = p.parse_move("c3:e5").unwrap();
        assert_eq!(shot(&p, &mv), None);
        // With a black man on b6, the capture back goes on over it (e3:c5:a7): a shot.
        let p = pos("W:Wc3,e3,f2,a1:Bd4,f6,g7,h8,b6");
        let proof = shot(&p, &mv).expect("a shot");
        assert_eq!((proof.given, proof.taken), (1, 3));
    }

    #[test]
    fn a_quiet_move_that_gives_nothing_proves_nothing() {
        let p = VariantPosition::start(Variant::Russian);
        for mv in p.legal_moves() {
            assert_eq!(shot(&p, &mv), None);
            assert_eq!(breakthrough(&p, &mv), None);
        }
        assert_eq!(best_shot(&p), None);
    }

    #[test]
    fn a_sacrifice_for_a_king_against_every_defence_is_a_proved_breakthrough() {
        // Abatsiev collection, game 63, ply 55: the master's d2-c3 (coach.tsv).
        let p = pos("W:W8,13,24,26:B2,10,25");
        let mv = p.parse_move("d2-c3").unwrap();
        let proof = breakthrough(&p, &mv).expect("a breakthrough");
        assert!(proof.given >= 1 && proof.crown.is_some(), "{proof:?}");
        let other = p.parse_move("g3-f4").unwrap();
        assert_eq!(breakthrough(&p, &other), None);
        assert!(any_breakthrough(&p).is_some());
    }

    #[test]
    fn a_piece_attacked_before_the_move_is_known() {
        // Black to move could take d6 already (c7:e5).
        let p = pos("W:Wb6,d6,c5,a5,a1,c1,g1:Ba7,c7,b8,d8,h8,h6");
        let before = attacked(&p).expect("the turn passes");
        let d6 = Variant::Russian.parse_square("d6").unwrap();
        assert_ne!(before & (1u64 << d6), 0);
    }
}
