//! Who plays each side: two people at one terminal, or a person against the engine.

use shashki::Color;
use shashki_engine::Level;

/// Who plays each side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seats {
    /// Two people take turns at the keyboard.
    Friends,
    /// A person plays `human`; the engine plays the other side at `level`.
    Engine {
        /// The person's side.
        human: Color,
        /// The engine's playing level.
        level: Level,
    },
}

impl Seats {
    /// The engine's side, if it plays.
    pub fn engine(self) -> Option<Color> {
        match self {
            Seats::Friends => None,
            Seats::Engine { human, .. } => Some(!human),
        }
    }

    /// True when a person plays `color`.
    pub fn is_human(self, color: Color) -> bool {
        self.engine() != Some(color)
    }

    /// The side shown at the bottom of the board at the start: the person's.
    pub fn bottom(self) -> Color {
        match self {
            Seats::Friends => Color::White,
            Seats::Engine { human, .. } => human,
        }
    }
}
