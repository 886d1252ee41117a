//! A game: the turn order with passes, resignations, the end of the game and the anti-spoiling
//! option (RULES.md §21 and the decisions in crates/shashki-star/README.md).
//!
//! - Turns go clockwise among the players still playing (with pieces on the board, not all
//!   home). A player with no legal move passes; when every player still playing must pass,
//!   the game is over (blocked).
//! - By default the first player with all his pieces home wins and the game ends. With
//!   [`Options::play_on`] the others play on for the places until one is left.
//! - A player may resign at any time: he is out, and his pieces are taken off so that they
//!   block nobody. When one player is left, he wins (unless someone is home already).
//! - With [`Options::anti_spoiling`], a player who still has a piece in his own start point
//!   right after his 30th move (20th on the small star) is out, as if he had resigned.

use std::fmt;

use crate::board::{Board, Hole};
use crate::corner::Corner;
use crate::moves::Move;
use crate::position::{IllegalMove, Position};

/// After how many of his own moves a piece left in a player's start point loses him the game,
/// under the anti-spoiling rule, on the large star.
pub const SPOILING_MOVES: u32 = 30;

/// The same on the small star: 20, as its six pieces come home in about two thirds of the
/// moves the large star's ten need.
pub const SMALL_SPOILING_MOVES: u32 = 20;

/// After how many of his own moves the anti-spoiling rule looks at a player's start point on
/// `board`.
pub fn spoiling_moves(board: Board) -> u32 {
    match board {
        Board::Large => SPOILING_MOVES,
        Board::Small => SMALL_SPOILING_MOVES,
    }
}

/// The rules a table chooses beyond RULES.md §21's fixed ones.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Options {
    /// The anti-spoiling rule (off by default): a player with a piece still in his start point
    /// right after his 30th move is out.
    pub anti_spoiling: bool,
    /// Play on for places after the first player is home (off by default: the first home
    /// wins and the game ends).
    pub play_on: bool,
}

/// Why a player left the game before bringing his pieces home.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Out {
    /// He resigned.
    Resigned,
    /// The anti-spoiling rule: a piece of his was still in his start point after his 30th move.
    Spoiling,
}

/// Something that happened in a game, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// `player` moved; `path` is the holes the piece passed through, both ends included.
    Move {
        /// Who moved.
        player: Corner,
        /// The move.
        mv: Move,
        /// A shortest way the piece went (a step or a chain of hops).
        path: Vec<Hole>,
    },
    /// `player` had no legal move.
    Pass(Corner),
    /// `player` left the game.
    Out(Corner, Out),
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// It goes on.
    Ongoing,
    /// It is over and `0` won: the first home, or the last player left.
    Won(Corner),
    /// It is over with no winner: nobody could move.
    Blocked,
}

impl Outcome {
    /// True once the game is over.
    pub fn is_over(self) -> bool {
        self != Outcome::Ongoing
    }

    /// A short key: `ongoing`, the winner's letter, or `blocked`.
    pub fn key(self) -> String {
        match self {
            Outcome::Ongoing => "ongoing".into(),
            Outcome::Won(c) => c.letter().to_string(),
            Outcome::Blocked => "blocked".into(),
        }
    }
}

/// Why a game refused an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game is over.
    Over,
    /// The move is not legal here.
    Illegal(IllegalMove),
    /// The text is not a move.
    Unreadable(crate::ParseMoveError),
    /// The player is not (or no longer) in the game.
    NotPlaying(Corner),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Over => f.write_str("the game is over"),
            PlayError::Illegal(e) => write!(f, "{e}"),
            PlayError::Unreadable(e) => write!(f, "{e}"),
            PlayError::NotPlaying(c) => write!(f, "player {c} is not playing"),
        }
    }
}

impl std::error::Error for PlayError {}

/// What a person or program did: the events of a game follow from these.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Move(Move),
    Resign(Corner),
}

/// Where a game stood, to come back to exactly with [`Game::rewind`]: a caller tries a move
/// (to see the outcome and position it leads to) and undoes it without copying the game, whose
/// lists only grow while it is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checkpoint {
    actions: usize,
    events: usize,
    home: usize,
    out: usize,
    position: Position,
    moves_made: [u32; 6],
    outcome: Outcome,
}

/// A game from a start position under some options.
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    options: Options,
    position: Position,
    actions: Vec<Action>,
    events: Vec<Event>,
    moves_made: [u32; 6],
    home: Vec<Corner>,
    out: Vec<(Corner, Out)>,
    outcome: Outcome,
}

impl Game {
    /// A game from `start` (whose player to move begins) under `options`. A player to move
    /// with no legal move passes at once.
    pub fn new(start: Position, options: Options) -> Game {
        let turn = start.turn();
        let start = if start.is_home(turn) {
            start.with_turn(start.next_after(turn))
        } else {
            start
        };
        let mut game = Game {
            start,
            options,
            position: start,
            actions: Vec::new(),
            events: Vec::new(),
            moves_made: [0; 6],
            home: start.players().filter(|&c| start.is_home(c)).collect(),
            out: Vec::new(),
            outcome: Outcome::Ongoing,
        };
        game.settle();
        game
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The options.
    pub fn options(&self) -> Options {
        self.options
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Every event so far, in order.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Where the game stands.
    pub fn outcome(&self) -> Outcome {
        self.outcome
    }

    /// The player to move, while the game goes on.
    pub fn turn(&self) -> Option<Corner> {
        (!self.outcome.is_over()).then(|| self.position.turn())
    }

    /// The players who started, clockwise from A.
    pub fn players(&self) -> Vec<Corner> {
        self.start.players().collect()
    }

    /// The players home so far, first home first.
    pub fn home(&self) -> &[Corner] {
        &self.home
    }

    /// The players out of the game, in the order they left, with why.
    pub fn out(&self) -> &[(Corner, Out)] {
        &self.out
    }

    /// The moves `player` has made.
    pub fn moves_made(&self, player: Corner) -> u32 {
        self.moves_made[player.index()]
    }

    /// The legal moves of the player to move (none once the game is over).
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome.is_over() {
            Vec::new()
        } else {
            self.position.legal_moves()
        }
    }

    /// How many moves have been played (passes not counted).
    pub fn plies(&self) -> usize {
        self.actions
            .iter()
            .filter(|a| matches!(a, Action::Move(_)))
            .count()
    }

    /// Plays `mv` for the player to move.
    ///
    /// # Errors
    /// After the end, or for an illegal move.
    pub fn play(&mut self, mv: Move) -> Result<(), PlayError> {
        if self.outcome.is_over() {
            return Err(PlayError::Over);
        }
        let player = self.position.turn();
        let after = self.position.play(mv).map_err(PlayError::Illegal)?;
        let path = self.position.path(mv).unwrap_or_default();
        self.actions.push(Action::Move(mv));
        self.events.push(Event::Move { player, mv, path });
        self.position = after;
        self.moves_made[player.index()] += 1;
        if self.position.is_home(player) {
            self.home.push(player);
        } else if self.options.anti_spoiling
            && self.moves_made[player.index()] == spoiling_moves(self.start.board())
            && self.position.pieces(player).0 & player.holes(self.start.board()).0 != 0
        {
            self.leave(player, Out::Spoiling);
        }
        self.settle();
        Ok(())
    }

    /// Reads `text` (`from-to`) as a move on this game's star (legal or not).
    ///
    /// # Errors
    /// For text that is not a move, or names a hole the star does not have.
    pub fn read_move(&self, text: &str) -> Result<Move, PlayError> {
        let mv: Move = text.parse().map_err(PlayError::Unreadable)?;
        let board = self.position.board();
        if mv.from.index().max(mv.to.index()) >= board.size() {
            return Err(PlayError::Unreadable(crate::ParseMoveError {
                text: text.to_string(),
                reason: "the small star's holes are numbered 1 to 73",
            }));
        }
        Ok(mv)
    }

    /// Reads `text` (`from-to`) and plays it for the player to move.
    ///
    /// # Errors
    /// As [`Game::play`], or for text that is not a move.
    pub fn play_text(&mut self, text: &str) -> Result<Move, PlayError> {
        let mv = self.read_move(text)?;
        self.play(mv)?;
        Ok(mv)
    }

    /// `player` resigns: he is out and his pieces leave the board.
    ///
    /// # Errors
    /// After the end, or when `player` is not playing.
    pub fn resign(&mut self, player: Corner) -> Result<(), PlayError> {
        if self.outcome.is_over() {
            return Err(PlayError::Over);
        }
        if !self.position.playing().any(|c| c == player) {
            return Err(PlayError::NotPlaying(player));
        }
        self.actions.push(Action::Resign(player));
        self.leave(player, Out::Resigned);
        self.settle();
        Ok(())
    }

    /// Where the game stands now, to [`Game::rewind`] to.
    pub fn checkpoint(&self) -> Checkpoint {
        Checkpoint {
            actions: self.actions.len(),
            events: self.events.len(),
            home: self.home.len(),
            out: self.out.len(),
            position: self.position,
            moves_made: self.moves_made,
            outcome: self.outcome,
        }
    }

    /// Comes back to `at` exactly, undoing every move and resignation since it was taken.
    /// Returns false, changing nothing, when actions were taken back since (`at` is ahead of
    /// the game then).
    pub fn rewind(&mut self, at: Checkpoint) -> bool {
        if at.actions > self.actions.len() || at.events > self.events.len() {
            return false;
        }
        self.actions.truncate(at.actions);
        self.events.truncate(at.events);
        self.home.truncate(at.home);
        self.out.truncate(at.out);
        self.position = at.position;
        self.moves_made = at.moves_made;
        self.outcome = at.outcome;
        true
    }

    /// Takes back the last move or resignation (and the passes after it).
    pub fn undo(&mut self) -> bool {
        let Some((_, before)) = self.actions.split_last() else {
            return false;
        };
        let mut game = Game::new(self.start, self.options);
        for action in before {
            let done = match *action {
                Action::Move(mv) => game.play(mv),
                Action::Resign(c) => game.resign(c),
            };
            debug_assert!(done.is_ok(), "a replayed action plays again");
        }
        *self = game;
        true
    }

    fn leave(&mut self, player: Corner, why: Out) {
        self.position = self.position.without(player);
        self.out.push((player, why));
        self.events.push(Event::Out(player, why));
    }

    /// Ends the game if it is over, else passes for players who cannot move.
    fn settle(&mut self) {
        let mut passes = 0;
        loop {
            let playing = self.position.playing().count();
            let ended = (!self.options.play_on && !self.home.is_empty()) || playing <= 1;
            if ended {
                self.outcome = match (self.home.first(), self.position.playing().next()) {
                    (Some(&first), _) => Outcome::Won(first),
                    (None, Some(last)) => Outcome::Won(last),
                    (None, None) => Outcome::Blocked,
                };
                return;
            }
            let turn = self.position.turn();
            let mut moves = Vec::new();
            self.position.moves_of(turn, &mut moves);
            if !moves.is_empty() {
                return;
            }
            if passes == playing {
                self.outcome = self
                    .home
                    .first()
                    .map_or(Outcome::Blocked, |&c| Outcome::Won(c));
                return;
            }
            passes += 1;
            self.events.push(Event::Pass(turn));
            self.position = self.position.with_turn(self.position.next_after(turn));
        }
    }
}
