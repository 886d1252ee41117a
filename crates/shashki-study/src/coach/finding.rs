//! What the coach says about a move: the ideas it touched, each with the line that proves it,
//! the squares for an arrow and the size of the loss.

use shashki::Move;

use shashki_engine::Score;

/// One of the four ideas of the founding texts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Idea {
    /// (1) Don't move under a capture: a piece was left where the opponent takes it.
    Hanging,
    /// (2) Don't drive a man to the edge: there it has one move instead of two.
    Edge,
    /// (3) Use the compulsory capture: give a piece to make the opponent take, then take more.
    Shot,
    /// (4) Sacrifice for a king: give a piece to break through to the crowning row.
    Breakthrough,
}

/// Whose chance a finding is, and whether the move took it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Chance {
    /// The move itself did it: left a piece hanging, sent a man to the edge, or played the
    /// shot or the breakthrough.
    Played,
    /// The player had it and played another move.
    Missed,
    /// The move gave it to the opponent.
    Allowed,
}

impl Idea {
    /// Every idea, in the order of the founding texts.
    pub const ALL: [Idea; 4] = [Idea::Hanging, Idea::Edge, Idea::Shot, Idea::Breakthrough];

    /// The idea's name in JSON and in the catalogue's keys (`coach-<idea>-<chance>`).
    pub fn name(self) -> &'static str {
        match self {
            Idea::Hanging => "hanging",
            Idea::Edge => "edge",
            Idea::Shot => "shot",
            Idea::Breakthrough => "breakthrough",
        }
    }
}

impl Chance {
    /// Every chance.
    pub const ALL: [Chance; 3] = [Chance::Played, Chance::Missed, Chance::Allowed];

    /// The chance's name in JSON and in the catalogue's keys.
    pub fn name(self) -> &'static str {
        match self {
            Chance::Played => "played",
            Chance::Missed => "missed",
            Chance::Allowed => "allowed",
        }
    }
}

/// One idea a move touched, as the calculation confirmed it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// The idea.
    pub idea: Idea,
    /// Whose chance it is.
    pub chance: Chance,
    /// The piece concerned: the piece left hanging, the man sent to the edge, the piece given
    /// in a shot or breakthrough (bit index on the variant's board).
    pub square: u32,
    /// The line that proves it, from the position before the move: the played move and the
    /// engine's line after it, or for [`Chance::Missed`] the best line.
    pub line: Vec<Move>,
    /// The arrow to draw, from and to (bit indices): the capture that takes the hanging piece,
    /// the man's step to the edge, the first move of the shot or breakthrough.
    pub arrow: (u32, u32),
    /// Pieces given in the line's forcing part, by the side the finding is about.
    pub given: u32,
    /// Pieces taken back in it.
    pub taken: u32,
    /// The square a man is crowned on in the line, if one is.
    pub crown: Option<u32>,
    /// The value the move lost, in hundredths of a man (0 for a shot or breakthrough played).
    pub loss: Score,
    /// The ply of [`Finding::line`] whose move the sentence names (see [`Finding::key_ply`]).
    pub key: usize,
}

impl Finding {
    /// The ply of [`Finding::line`] whose move a sentence names: the opponent's reply to the
    /// move played for a hanging piece or a chance allowed (the capture, the sacrifice), else
    /// the line's first move, the shot or sacrifice itself.
    pub fn key_ply(&self) -> usize {
        self.key
    }
}

/// The coach's verdict on one move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Review {
    /// The move checked.
    pub played: Option<Move>,
    /// True when it was the only legal move (nothing to judge: the books mark it X).
    pub forced: bool,
    /// The best line from the position before the move.
    pub best: Vec<Move>,
    /// The value of the best move, for the side that moved.
    pub best_score: Score,
    /// The value of the move played, for the side that moved.
    pub played_score: Score,
    /// The value the move lost against the best (bounded at a decided lead).
    pub loss: Score,
    /// The idea the move touched, at most one (issue 34: one loss, one cause): the shot or
    /// breakthrough it played; else, when it lost at least the margin, a piece it left
    /// hanging or a shot or breakthrough it allowed or missed (the larger part of the loss
    /// choosing between the two), else the man it drove to the edge.
    pub findings: Vec<Finding>,
}

impl Review {
    /// The review of the only legal move.
    pub fn forced(mv: Move) -> Review {
        Review {
            played: Some(mv),
            forced: true,
            ..Review::default()
        }
    }

    /// The finding of `idea` with `chance`, if the move touched it so.
    pub fn find(&self, idea: Idea, chance: Chance) -> Option<&Finding> {
        self.findings
            .iter()
            .find(|f| f.idea == idea && f.chance == chance)
    }
}
