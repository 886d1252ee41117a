//! A game as PDN holds it: tags, the main line with its notes and variations, the result.
//!
//! Moves are kept as written; [`crate::resolve`] and [`crate::replay`] turn them into moves of a
//! position once the variant is known.

/// One game of a PDN file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PdnGame {
    /// The tag pairs in the order they were read, e.g. `("Event", "WC 1998")`; values are
    /// unescaped and trimmed.
    pub tags: Vec<(String, String)>,
    /// Comments before the first move of the main line, including any in front of the tags.
    pub comments: Vec<String>,
    /// The main line.
    pub moves: Vec<PdnMove>,
    /// The game termination marker of the movetext as written (`1-0`, `1/2:1/2`, `*` …), if any.
    pub result: Option<String>,
    /// Comments after the result: those on the result's line, and at the end of the input
    /// those after the last game (a comment on a later line before another game is that
    /// game's).
    pub comments_after: Vec<String>,
    /// 1-based line of the game's first tag, comment or move; 0 when not read from a file.
    pub line: usize,
}

/// One move of a line, with what was written around it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PdnMove {
    /// The move as written, with padding spaces and the annotation mark removed (`c3-d4`,
    /// `47x9`, `ed4`), or `-` for a placeholder where the move is unknown.
    pub text: String,
    /// The annotation marks as PDN writes them, glued to the move: the move strength (`!`,
    /// `?`, `!!`, `??`, `!?`, `?!`), then `X` ("and wins", RULES.md A4), e.g. `!X`; each may be
    /// absent. Marks written apart (`?! X`) are kept here in that order.
    pub annotation: Option<String>,
    /// Numeric annotation glyphs (`$n`) after the move.
    pub nags: Vec<u32>,
    /// Comments written before the move. The reader fills this only for the first move of a
    /// variation; elsewhere a comment belongs to the move before it.
    pub comments_before: Vec<String>,
    /// Comments after the move (including notes glued to it, as in `8-11Redoverstepped…`).
    pub comments: Vec<String>,
    /// Alternatives to this move, each a line that starts in the position before it.
    pub variations: Vec<Vec<PdnMove>>,
    /// 1-based line where the move was read; 0 when not read from a file.
    pub line: usize,
    /// 1-based character column where the move was read; 0 when not read from a file.
    pub column: usize,
}

impl PdnMove {
    /// A move with this text and nothing around it.
    pub fn new(text: impl Into<String>) -> PdnMove {
        PdnMove {
            text: text.into(),
            ..PdnMove::default()
        }
    }

    /// True for the placeholder `-` that some archives write where the move is unknown.
    pub fn is_placeholder(&self) -> bool {
        self.text == "-"
    }

    /// The same move with line and column (here and in its variations) set to 0, for comparing
    /// what was written regardless of where.
    pub fn without_locations(&self) -> PdnMove {
        PdnMove {
            line: 0,
            column: 0,
            variations: self
                .variations
                .iter()
                .map(|v| v.iter().map(PdnMove::without_locations).collect())
                .collect(),
            ..self.clone()
        }
    }
}

impl PdnGame {
    /// The value of the first tag with this name (compared without regard to case, since
    /// archives write both `FEN` and `Fen`).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// Sets a tag: replaces the value of the first tag with this name, or appends the tag.
    pub fn set_tag(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        match self
            .tags
            .iter_mut()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
        {
            Some(tag) => tag.1 = value,
            None => self.tags.push((name.to_string(), value)),
        }
    }

    /// Removes every tag with this name.
    pub fn remove_tag(&mut self, name: &str) {
        self.tags.retain(|(n, _)| !n.eq_ignore_ascii_case(name));
    }

    /// The same game with every line and column set to 0, for comparing what was written
    /// regardless of where (round-trip tests).
    pub fn without_locations(&self) -> PdnGame {
        PdnGame {
            line: 0,
            moves: self.moves.iter().map(PdnMove::without_locations).collect(),
            ..self.clone()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_are_found_without_regard_to_case_and_replaced_in_place() {
        let mut game = PdnGame::default();
        game.set_tag("Event", "a");
        game.set_tag("FEN", "W:W1:B2");
        game.set_tag("event", "b");
        assert_eq!(game.tag("EVENT"), Some("b"));
        assert_eq!(game.tags[0].0, "Event");
        game.remove_tag("fen");
        assert_eq!(game.tags.len(), 1);
    }
}
