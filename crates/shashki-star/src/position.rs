//! A position: which player's pieces stand in which holes, and whose turn it is. Nothing is
//! ever captured; a player is in the game while he has pieces on the board.

use crate::board::{Board, Hole, HoleSet};
use crate::corner::Corner;
use crate::movegen;
use crate::moves::Move;
use crate::zobrist;

/// The pieces on the star and the player to move. A small value: moves make new positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pieces: [u128; 6],
    occupied: u128,
    turn: Corner,
    board: Board,
    hash: u64,
}

/// Why a move cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    /// The move.
    pub mv: Move,
    /// Why not.
    pub reason: &'static str,
}

impl std::fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "move {} is illegal: {}", self.mv, self.reason)
    }
}

impl std::error::Error for IllegalMove {}

impl Position {
    /// The start of a game of `players` players (2 to 6) on the large star, as
    /// [`Position::start_on`].
    pub fn start(players: usize) -> Option<Position> {
        Position::start_on(Board::Large, players)
    }

    /// The start of a game of `players` players (2 to 6) on `board`, seated as
    /// [`Corner::seats`] says, each with his point full; A moves first. None for another
    /// number.
    pub fn start_on(board: Board, players: usize) -> Option<Position> {
        let seats = Corner::seats(players)?;
        let mut pieces = [0u128; 6];
        for c in seats {
            pieces[c.index()] = c.holes(board).0;
        }
        Some(Position::new(board, pieces, Corner::A))
    }

    /// The position on `board` with `pieces` (a hole set per player, by [`Corner::index`])
    /// and `turn` to move. The caller sees that no hole holds two pieces and every hole is on
    /// the board.
    pub(crate) fn new(board: Board, pieces: [u128; 6], turn: Corner) -> Position {
        let mut hash = zobrist::turn(turn.index()) ^ zobrist::board(board);
        for (c, set) in pieces.iter().enumerate() {
            for h in HoleSet(*set) {
                hash ^= zobrist::piece(c, h.index());
            }
        }
        Position {
            occupied: pieces.iter().fold(0, |acc, p| acc | p),
            pieces,
            turn,
            board,
            hash,
        }
    }

    /// The star it is played on.
    pub fn board(&self) -> Board {
        self.board
    }

    /// The player to move.
    pub fn turn(&self) -> Corner {
        self.turn
    }

    /// The holes of `player`'s pieces.
    pub fn pieces(&self, player: Corner) -> HoleSet {
        HoleSet(self.pieces[player.index()])
    }

    /// Every hole holding a piece.
    pub fn occupied(&self) -> HoleSet {
        HoleSet(self.occupied)
    }

    /// The player whose piece stands in `hole`, if any.
    pub fn owner(&self, hole: Hole) -> Option<Corner> {
        Corner::ALL
            .into_iter()
            .find(|c| self.pieces[c.index()] & hole.bit() != 0)
    }

    /// The players with pieces on the board, clockwise from A.
    pub fn players(&self) -> impl Iterator<Item = Corner> + '_ {
        Corner::ALL
            .into_iter()
            .filter(|c| self.pieces[c.index()] != 0)
    }

    /// True when every piece of `player` (who has some) stands in his goal, the opposite point.
    pub fn is_home(&self, player: Corner) -> bool {
        let p = self.pieces[player.index()];
        p != 0 && p & !player.opposite().holes(self.board).0 == 0
    }

    /// The players with pieces on the board who are not all home yet: those still playing.
    pub fn playing(&self) -> impl Iterator<Item = Corner> + '_ {
        self.players().filter(|&c| !self.is_home(c))
    }

    /// The first player clockwise after `player` who is still playing, `player` himself when
    /// no other is.
    pub fn next_after(&self, player: Corner) -> Corner {
        let mut c = player.clockwise();
        while c != player {
            if self.pieces[c.index()] != 0 && !self.is_home(c) {
                return c;
            }
            c = c.clockwise();
        }
        player
    }

    /// A Zobrist hash of the pieces and the player to move.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Where the piece in `from` can go (nothing for an empty hole).
    pub fn destinations(&self, from: Hole) -> HoleSet {
        if self.occupied & from.bit() == 0 {
            return HoleSet::default();
        }
        movegen::destinations(self.board.tables(), self.occupied, from)
    }

    /// The legal moves of the player to move: distinct (from, to) pairs, by start hole then
    /// end hole.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(64);
        self.moves_of(self.turn, &mut moves);
        moves
    }

    /// Appends the moves `player` would have if it were his turn.
    pub fn moves_of(&self, player: Corner, out: &mut Vec<Move>) {
        let tables = self.board.tables();
        for from in self.pieces(player) {
            for to in movegen::destinations(tables, self.occupied, from) {
                out.push(Move { from, to });
            }
        }
    }

    /// The holes a move passes through, both ends included (a shortest hop chain); None when
    /// it is not a move of the piece in its start hole.
    pub fn path(&self, mv: Move) -> Option<Vec<Hole>> {
        if self.occupied & mv.from.bit() == 0 {
            return None;
        }
        movegen::path(self.board.tables(), self.occupied, mv.from, mv.to)
    }

    /// True when `mv` is a legal move of the player to move.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.pieces[self.turn.index()] & mv.from.bit() != 0
            && self.destinations(mv.from).contains(mv.to)
    }

    /// The position after `mv`, checked first.
    ///
    /// # Errors
    /// When `mv` is not a legal move of the player to move.
    pub fn play(&self, mv: Move) -> Result<Position, IllegalMove> {
        let reason = if self.pieces[self.turn.index()] & mv.from.bit() == 0 {
            Some("no piece of the player to move stands in its start hole")
        } else if !self.destinations(mv.from).contains(mv.to) {
            Some("the piece cannot reach its end hole by a step or a chain of hops")
        } else {
            None
        };
        match reason {
            Some(reason) => Err(IllegalMove { mv, reason }),
            None => Ok(self.play_unchecked(mv)),
        }
    }

    /// The position after the legal move `mv`: the piece moved, and the turn passed to the
    /// next player still playing.
    pub fn play_unchecked(&self, mv: Move) -> Position {
        let c = self.turn.index();
        let mut next = *self;
        let bits = mv.from.bit() | mv.to.bit();
        next.pieces[c] ^= bits;
        next.occupied ^= bits;
        next.hash ^= zobrist::piece(c, mv.from.index()) ^ zobrist::piece(c, mv.to.index());
        next.set_turn(next.next_after(self.turn));
        next
    }

    /// The same pieces with `player` to move.
    pub fn with_turn(&self, player: Corner) -> Position {
        let mut p = *self;
        p.set_turn(player);
        p
    }

    fn set_turn(&mut self, player: Corner) {
        self.hash ^= zobrist::turn(self.turn.index()) ^ zobrist::turn(player.index());
        self.turn = player;
    }

    /// The position with `player`'s pieces taken off (a player who is out of the game); the
    /// turn passes on if it was his.
    pub fn without(&self, player: Corner) -> Position {
        let mut pieces = self.pieces;
        pieces[player.index()] = 0;
        let mut p = Position::new(self.board, pieces, self.turn);
        if self.turn == player {
            p.set_turn(p.next_after(player));
        }
        p
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_seats_each_player_in_his_point() {
        let p = Position::start(3).unwrap();
        let players: Vec<Corner> = p.players().collect();
        assert_eq!(players, [Corner::A, Corner::C, Corner::E]);
        assert_eq!(p.occupied().len(), 30);
        assert_eq!(p.turn(), Corner::A);
        assert!(Position::start(7).is_none());
        let five = Position::start_on(Board::Small, 5).unwrap();
        assert_eq!(five.occupied().len(), 30);
        assert_eq!(five.players().count(), 5);
        assert_ne!(five.hash(), Position::start(5).unwrap().hash());
    }

    #[test]
    fn the_turn_goes_clockwise_and_the_hash_follows_the_pieces() {
        let p = Position::start(3).unwrap();
        let mv = p.legal_moves()[0];
        let q = p.play(mv).unwrap();
        assert_eq!(q.turn(), Corner::C);
        let r = q.play(q.legal_moves()[0]).unwrap();
        assert_eq!(r.turn(), Corner::E);
        let mut pieces = [0u128; 6];
        for c in Corner::ALL {
            pieces[c.index()] = r.pieces(c).0;
        }
        assert_eq!(Position::new(r.board(), pieces, r.turn()).hash(), r.hash());
        assert_ne!(r.hash(), r.with_turn(Corner::A).hash());
    }

    #[test]
    fn a_move_from_an_empty_or_foreign_hole_is_refused() {
        let p = Position::start(2).unwrap();
        let empty = Move {
            from: Hole::from_number(61).unwrap(),
            to: Hole::from_number(62).unwrap(),
        };
        assert!(p.play(empty).is_err());
        let theirs = Move {
            from: Hole::from_number(7).unwrap(),
            to: Hole::from_number(17).unwrap(),
        };
        assert!(p.play(theirs).is_err());
    }
}
