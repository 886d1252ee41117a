//! The notice of a change of a game that the servers over one database tell each other
//! (PostgreSQL's `NOTIFY`, `postgres.rs`), so that each server's copy in memory follows.

/// The two kinds of game the store keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Draughts.
    Draughts,
    /// Chinese checkers.
    Star,
}

/// A change of a game, as the servers over one database tell each other of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Changed {
    /// The game's kind.
    pub kind: Kind,
    /// The game's id.
    pub id: String,
    /// How many times the game has changed after this change (STATE's `seq`: every event
    /// stored and every friend who took his seat), so that a copy that has seen it, this
    /// server's own among them, is left alone.
    pub seq: usize,
}

impl Changed {
    /// The text of a notice: `d` or `s`, the seq, the id.
    pub(super) fn to_text(&self) -> String {
        let kind = match self.kind {
            Kind::Draughts => 'd',
            Kind::Star => 's',
        };
        format!("{kind} {} {}", self.seq, self.id)
    }

    /// The change a notice's text tells of.
    pub(super) fn from_text(text: &str) -> Option<Changed> {
        let mut parts = text.splitn(3, ' ');
        let kind = match parts.next()? {
            "d" => Kind::Draughts,
            "s" => Kind::Star,
            _ => return None,
        };
        let seq = parts.next()?.parse().ok()?;
        let id = parts.next()?.to_string();
        Some(Changed { kind, id, seq })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_notice_reads_back_and_a_strange_one_does_not() {
        let changed = Changed {
            kind: Kind::Star,
            id: "a b".into(),
            seq: 12,
        };
        assert_eq!(changed.to_text(), "s 12 a b");
        assert_eq!(Changed::from_text("s 12 a b"), Some(changed));
        assert_eq!(Changed::from_text("x 12 g"), None);
        assert_eq!(Changed::from_text("d twelve g"), None);
    }
}
