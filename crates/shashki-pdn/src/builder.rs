//! Building one game from its tokens: the main line, nested variations, and the notes.
//!
//! Tolerance, as the archives need it:
//! - Parentheses holding prose rather than moves (English archives write notes that way:
//!   `(Roberto's first choice, the Wilderness 1.)`) become a comment: a variation is prose when
//!   it holds a word that is not movetext, or a result.
//! - A note glued to a move (`8-11Redoversteppedthetimecontrolonthismove.`) becomes a comment on
//!   that move.
//! - An annotation mark or NAG before any move becomes a comment.

use crate::error::{ParsePdnError, PdnErrorKind};
use crate::game::{PdnGame, PdnMove};
use crate::lexer::collapse;
use crate::token::{Kind, Token};

/// The deepest nesting of variations read: deeper input is refused rather than risking the
/// stack of code that walks the game recursively.
pub const MAX_DEPTH: usize = 64;

/// What the reader does after a token.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Step {
    /// The game goes on.
    More,
    /// The game's result was read: the game is complete.
    Done,
}

/// One line being read: the main line, or a variation inside parentheses.
#[derive(Debug, Default)]
struct Level {
    moves: Vec<PdnMove>,
    /// Comments before the first move.
    before: Vec<String>,
    /// True once something that is not movetext was seen directly in this level.
    prose: bool,
    /// The level's tokens as text, in case it turns out to be prose (not kept for the main
    /// line, which is never prose).
    text: String,
    keeps_text: bool,
    /// Where its `(` was, and whether it was glued to the token before.
    line: usize,
    column: usize,
    glued: bool,
}

impl Level {
    /// Adds a token's text to the level's text, with a space unless it was glued.
    fn note(&mut self, text: &str, glued: bool) {
        if !self.keeps_text {
            return;
        }
        if !self.text.is_empty() && !glued {
            self.text.push(' ');
        }
        self.text.push_str(text);
    }

    /// Attaches a comment to the last move, or before the first one.
    fn comment(&mut self, text: String) {
        match self.moves.last_mut() {
            Some(m) => m.comments.push(text),
            None => self.before.push(text),
        }
    }
}

/// Adds a mark read after a move to the marks it has, in the order PDN writes them: the move
/// strength (`!`, `?!` …) first, then `X` ("and wins"), so that `c3-d4!X` and `c3-d4 X !` both
/// keep `!X`. A second strength is kept after a space, since glued to the first it would read
/// as another mark (`!` and `?` are not `!?`).
fn add_mark(marks: &mut Option<String>, mark: &str) {
    let Some(held) = marks else {
        *marks = Some(mark.to_string());
        return;
    };
    let (strength, wins) = match held.strip_suffix('X') {
        Some(rest) => (rest.to_string(), true),
        None => (held.clone(), false),
    };
    let (strength, wins) = if mark == "X" {
        (strength, true)
    } else if strength.is_empty() {
        (mark.to_string(), wins)
    } else {
        (format!("{strength} {mark}"), wins)
    };
    *held = if wins { strength + "X" } else { strength };
}

/// The game being read.
#[derive(Debug)]
pub(crate) struct Builder {
    game: PdnGame,
    /// The main line first, then one level per open `(`; never empty.
    levels: Vec<Level>,
    movetext: bool,
    started: bool,
}

impl Default for Builder {
    fn default() -> Self {
        Builder {
            game: PdnGame::default(),
            levels: vec![Level::default()],
            movetext: false,
            started: false,
        }
    }
}

impl Builder {
    /// True once any movetext (not only tags and comments) was read: a tag now starts the next
    /// game.
    pub(crate) fn has_movetext(&self) -> bool {
        self.movetext
    }

    /// How many variations are open.
    pub(crate) fn depth(&self) -> usize {
        self.levels.len() - 1
    }

    fn level(&mut self) -> &mut Level {
        let last = self.levels.len() - 1;
        &mut self.levels[last]
    }

    /// Takes the next token of the game.
    ///
    /// # Errors
    /// A bad tag line, an unclosed comment, a `)` with no `(`, or a word that is not movetext
    /// in the main line.
    pub(crate) fn push(&mut self, token: Token) -> Result<Step, ParsePdnError> {
        if !self.started {
            self.started = true;
            self.game.line = token.line;
        }
        let Token {
            kind,
            line,
            column,
            glued,
        } = token;
        let error = |kind: PdnErrorKind| ParsePdnError::at(line, column, kind);
        if !matches!(
            kind,
            Kind::Tag { .. } | Kind::Comment(_) | Kind::BadTag | Kind::UnterminatedComment
        ) {
            self.movetext = true;
        }
        let depth = self.depth();
        // Text is kept only inside variations, in case they turn out to be prose.
        let text = if depth > 0 {
            kind.text()
        } else {
            String::new()
        };
        match kind {
            Kind::Tag { name, value } => self.game.tags.push((name, value)),
            Kind::BadTag => return Err(error(PdnErrorKind::TagWithoutName)),
            Kind::UnterminatedComment => {
                return Err(error(PdnErrorKind::UnclosedComment));
            }
            Kind::Comment(c) => {
                let level = self.level();
                level.note(&c, glued);
                if !c.is_empty() {
                    level.comment(c);
                }
            }
            Kind::Number(_) => self.level().note(&text, glued),
            Kind::Move(t) => {
                let level = self.level();
                level.note(&text, glued);
                level.moves.push(PdnMove {
                    line,
                    column,
                    ..PdnMove::new(t)
                });
            }
            Kind::Annotation(a) => {
                let level = self.level();
                level.note(&text, glued);
                match level.moves.last_mut() {
                    Some(m) => add_mark(&mut m.annotation, &a),
                    None if depth > 0 => level.prose = true,
                    None => level.before.push(a),
                }
            }
            Kind::Nag(n) => {
                let level = self.level();
                level.note(&text, glued);
                match level.moves.last_mut() {
                    Some(m) => m.nags.push(n),
                    None if depth > 0 => level.prose = true,
                    None => level.before.push(format!("${n}")),
                }
            }
            Kind::Open => {
                if depth >= MAX_DEPTH {
                    return Err(error(PdnErrorKind::TooDeep));
                }
                self.levels.push(Level {
                    line,
                    column,
                    glued,
                    keeps_text: true,
                    ..Level::default()
                });
            }
            Kind::Close => {
                if depth == 0 {
                    return Err(error(PdnErrorKind::UnopenedVariation));
                }
                self.close();
            }
            Kind::Result(r) => {
                if depth == 0 {
                    self.game.result = Some(r);
                    return Ok(Step::Done);
                }
                let level = self.level();
                level.note(&text, glued);
                level.prose = true;
            }
            Kind::Word(w) => {
                let level = self.level();
                if depth > 0 {
                    level.note(&w, glued);
                    level.prose = true;
                } else {
                    match level.moves.last_mut() {
                        Some(m) if glued => m.comments.push(collapse(&w)),
                        _ => return Err(error(PdnErrorKind::Unexpected(w))),
                    }
                }
            }
        }
        Ok(Step::More)
    }

    /// Closes the innermost variation: a line of moves goes to the move it replaces; prose, or
    /// a line with nothing to replace, becomes a comment.
    fn close(&mut self) {
        let Some(inner) = self.levels.pop() else {
            return;
        };
        let parent = self.level();
        parent.note(&format!("({})", inner.text), inner.glued);
        match parent.moves.last_mut() {
            Some(last) if !inner.prose && !inner.moves.is_empty() => {
                let mut moves = inner.moves;
                let mut before = inner.before;
                before.append(&mut moves[0].comments_before);
                moves[0].comments_before = before;
                last.variations.push(moves);
            }
            _ => {
                let text = collapse(&inner.text.replace(['{', '}'], " "));
                if !text.is_empty() {
                    parent.comment(text);
                }
            }
        }
    }

    /// Adds a comment written after the game's result; an empty one (`{}`, a bare `;`) is
    /// dropped, as among the moves, since the writer has nothing to write for it.
    pub(crate) fn after_result(&mut self, text: String) {
        if !text.is_empty() {
            self.game.comments_after.push(text);
        }
    }

    /// The game read, or `None` when there was nothing but comments.
    ///
    /// # Errors
    /// When a variation is still open.
    pub(crate) fn finish(mut self) -> Result<Option<PdnGame>, ParsePdnError> {
        if self.levels.len() > 1 {
            let open = self.level();
            return Err(ParsePdnError::at(
                open.line,
                open.column,
                PdnErrorKind::UnclosedVariation,
            ));
        }
        let main = self.levels.pop().unwrap_or_default();
        let mut game = self.game;
        game.moves = main.moves;
        game.comments = main.before;
        let empty = game.tags.is_empty() && game.moves.is_empty() && game.result.is_none();
        Ok((!empty).then_some(game))
    }
}
