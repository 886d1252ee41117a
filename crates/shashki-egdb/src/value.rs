//! What the tables say about a position: win, draw or loss for the side to move, with the
//! distance to the end of the game where the tables hold it.

use std::fmt;

/// Win, draw or loss, for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Wdl {
    /// The side to move wins with best play.
    Win,
    /// Neither side can force a win.
    Draw,
    /// The side to move loses with best play.
    Loss,
}

impl Wdl {
    /// The value for the other side.
    pub fn flip(self) -> Wdl {
        match self {
            Wdl::Win => Wdl::Loss,
            Wdl::Draw => Wdl::Draw,
            Wdl::Loss => Wdl::Win,
        }
    }

    /// The key of INTERFACES.md §10: `win`, `draw` or `loss`.
    pub fn key(self) -> &'static str {
        match self {
            Wdl::Win => "win",
            Wdl::Draw => "draw",
            Wdl::Loss => "loss",
        }
    }
}

impl fmt::Display for Wdl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// The pure game value (no draw counters) of a position for its side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Value {
    /// Win, draw or loss.
    pub wdl: Wdl,
    /// Plies to the end of the game, the winner hurrying and the loser delaying, the last move
    /// included (INTERFACES.md §10); `None` for a draw and where a table holds no distance.
    pub plies: Option<u32>,
}

impl Value {
    /// A draw.
    pub const DRAW: Value = Value {
        wdl: Wdl::Draw,
        plies: None,
    };

    /// A win or loss in `plies`.
    pub fn decided(wdl: Wdl, plies: Option<u32>) -> Value {
        Value { wdl, plies }
    }

    /// The winner's moves to the end (the side to move's when it wins, the other's when it
    /// loses), where the distance is known.
    pub fn moves(self) -> Option<u32> {
        let plies = self.plies?;
        match self.wdl {
            Wdl::Win => Some(plies.div_ceil(2)),
            Wdl::Loss => Some(plies / 2),
            Wdl::Draw => None,
        }
    }

    /// The value of the position before, for the side that made the move leading here.
    pub fn before(self) -> Value {
        Value {
            wdl: self.wdl.flip(),
            plies: self.plies.map(|p| p + 1),
        }
    }

    /// True when `self` is better than `other` for the side to move: a win beats a draw beats
    /// a loss; a faster win and a slower loss are better (an unknown distance counts as long).
    pub fn better_than(self, other: Value) -> bool {
        let order = |w: Wdl| match w {
            Wdl::Win => 2,
            Wdl::Draw => 1,
            Wdl::Loss => 0,
        };
        if self.wdl != other.wdl {
            return order(self.wdl) > order(other.wdl);
        }
        let (a, b) = (
            self.plies.unwrap_or(u32::MAX),
            other.plies.unwrap_or(u32::MAX),
        );
        match self.wdl {
            Wdl::Win => a < b,
            Wdl::Loss => a > b,
            Wdl::Draw => false,
        }
    }
}

/// The best of the values a side to move can choose (the values after its moves, already seen
/// from its side); `None` for no choice.
pub fn best(values: impl IntoIterator<Item = Value>) -> Option<Value> {
    values
        .into_iter()
        .reduce(|a, b| if b.better_than(a) { b } else { a })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_side_to_move_prefers_fast_wins_and_slow_losses() {
        let win = |p| Value::decided(Wdl::Win, Some(p));
        let loss = |p| Value::decided(Wdl::Loss, Some(p));
        assert_eq!(best([win(9), win(3), Value::DRAW]), Some(win(3)));
        assert_eq!(best([loss(2), loss(8)]), Some(loss(8)));
        assert_eq!(best([loss(8), Value::DRAW]), Some(Value::DRAW));
        assert_eq!(loss(0).before(), win(1));
    }
}
