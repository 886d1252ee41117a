//! The streaming reader: games one at a time from any buffered byte source.

use std::collections::VecDeque;
use std::io::BufRead;

use crate::builder::{Builder, Step};
use crate::decode::Decoder;
use crate::error::{ParsePdnError, PdnErrorKind};
use crate::game::PdnGame;
use crate::lexer::Lexer;
use crate::token::{Kind, Token};

/// Reads PDN games from `source`, one at a time: an iterator of `Result<PdnGame,
/// ParsePdnError>`.
///
/// Only the current line and the current game are held, so memory does not grow with the file.
/// A game ends at its result, or where the next tag section starts (for archives whose games
/// have no result in the movetext). Comments after the result are the game's when they start on
/// the result's line, or when the input ends after them; others are the next game's, so a game
/// is given once the token after its result's comments is read. A game with an error is reported as that error, and reading
/// goes on with the next tag section (or after the bad game's result). Variations may nest
/// [`crate::MAX_DEPTH`] deep. A read error of the source ends the iteration after being
/// reported.
///
/// Lines may end in LF or CRLF. Files do not say their encoding, so it is found line by line:
/// a line that is valid UTF-8 is UTF-8 (a byte order mark at the file's start is dropped);
/// any other line is Windows-1251 or ISO-8859-1 (read as its superset Windows-1252), decided by
/// the evidence of all such lines so far: a high letter (bytes `C0`–`FF`, `A8`, `B8`) next to
/// another votes Cyrillic, one next to an ASCII letter votes Latin (`perché`); on a tie, the
/// line is Cyrillic unless it has more than three ASCII letters per high letter.
///
/// ```
/// use shashki_pdn::Reader;
/// let pdn = "[Event \"x\"]\n1. c3-d4 f6-g5 2. d4-c5 1-0\n";
/// let games: Vec<_> = Reader::new(pdn.as_bytes()).collect();
/// let game = games[0].as_ref().unwrap();
/// assert_eq!(game.moves.len(), 3);
/// assert_eq!(game.result.as_deref(), Some("1-0"));
/// ```
#[derive(Debug)]
pub struct Reader<B> {
    source: B,
    bytes: Vec<u8>,
    decoder: Decoder,
    lexer: Lexer,
    file: Option<String>,
    builder: Builder,
    /// Tokens read ahead, to be taken again before the input's next ones.
    pending: VecDeque<Token>,
    /// The line of the result that ended the current game, while the comments after it are
    /// being read (see [`PdnGame::comments_after`]).
    ended: Option<usize>,
    /// Comments after the result on later lines: the next game's, unless the input ends.
    after: Vec<Token>,
    skipping: Option<Skip>,
    eof: bool,
    done: bool,
}

/// Skipping the rest of a game that had an error.
#[derive(Debug)]
struct Skip {
    /// Open parentheses, so that a result in a variation does not end the skip.
    depth: usize,
    /// True once movetext was passed: the next tag then starts the next game.
    seen_movetext: bool,
}

/// Above this capacity the line buffer is given back after use, so that one long line does
/// not keep its memory for the rest of the file.
const KEEP_LINE_CAPACITY: usize = 1 << 16;

impl<B: BufRead> Reader<B> {
    /// A reader of the PDN text in `source`.
    pub fn new(source: B) -> Reader<B> {
        Reader {
            source,
            bytes: Vec::new(),
            decoder: Decoder::default(),
            lexer: Lexer::default(),
            file: None,
            builder: Builder::default(),
            pending: VecDeque::new(),
            ended: None,
            after: Vec::new(),
            skipping: None,
            eof: false,
            done: false,
        }
    }

    /// Names the file in every error from now on.
    pub fn with_file_name(mut self, name: impl Into<String>) -> Reader<B> {
        self.file = Some(name.into());
        self
    }

    fn named(&self, mut error: ParsePdnError) -> ParsePdnError {
        error.file.clone_from(&self.file);
        error
    }

    /// The next token, reading lines as needed; `None` at the end of the input.
    fn next_token(&mut self) -> Result<Option<Token>, ParsePdnError> {
        if let Some(token) = self.pending.pop_front() {
            return Ok(Some(token));
        }
        loop {
            if let Some(token) = self.lexer.pop() {
                return Ok(Some(token));
            }
            if self.eof {
                return Ok(None);
            }
            if self.bytes.capacity() > KEEP_LINE_CAPACITY {
                self.bytes = Vec::new();
            }
            self.bytes.clear();
            match self.source.read_until(b'\n', &mut self.bytes) {
                Ok(0) => {
                    self.eof = true;
                    self.lexer.finish();
                }
                Ok(_) => {
                    let mut end = self.bytes.len();
                    if self.bytes[..end].ends_with(b"\n") {
                        end -= 1;
                    }
                    if self.bytes[..end].ends_with(b"\r") {
                        end -= 1;
                    }
                    let text = self.decoder.line(&self.bytes[..end]);
                    self.lexer.push_line(&text);
                }
                Err(e) => {
                    self.eof = true;
                    return Err(ParsePdnError::at(
                        self.lexer.line() + 1,
                        0,
                        PdnErrorKind::Read(e.to_string()),
                    ));
                }
            }
        }
    }

    /// Ends the current game and reports it, if it holds anything.
    fn complete(&mut self) -> Option<Result<PdnGame, ParsePdnError>> {
        let builder = std::mem::take(&mut self.builder);
        builder.finish().map_err(|e| self.named(e)).transpose()
    }

    /// Takes a token after the result of a game: a comment is the game's when it starts on the
    /// result's line, and is held otherwise; anything else ends the game, and the held
    /// comments go to the next one. Returns the game once it is complete.
    fn after_result(
        &mut self,
        result_line: usize,
        token: Token,
    ) -> Option<Result<PdnGame, ParsePdnError>> {
        match token.kind {
            Kind::Comment(text) if token.line == result_line && self.after.is_empty() => {
                self.builder.after_result(text);
                None
            }
            Kind::Comment(_) => {
                self.after.push(token);
                None
            }
            _ => {
                self.ended = None;
                self.pending.extend(self.after.drain(..));
                self.pending.push_back(token);
                self.complete()
            }
        }
    }

    /// Passes over a token of a game that had an error, and ends the skip at the next game.
    fn skip(&mut self, token: Token) {
        let Some(skip) = &mut self.skipping else {
            return;
        };
        match token.kind {
            Kind::Tag { .. } | Kind::BadTag if skip.seen_movetext => {
                self.skipping = None;
                self.pending.push_front(token);
            }
            Kind::Tag { .. } | Kind::BadTag | Kind::Comment(_) => {}
            Kind::Open => {
                skip.depth += 1;
                skip.seen_movetext = true;
            }
            Kind::Close => {
                skip.depth = skip.depth.saturating_sub(1);
                skip.seen_movetext = true;
            }
            Kind::Result(_) if skip.depth == 0 => self.skipping = None,
            _ => skip.seen_movetext = true,
        }
    }
}

impl<B: BufRead> Iterator for Reader<B> {
    type Item = Result<PdnGame, ParsePdnError>;

    fn next(&mut self) -> Option<Self::Item> {
        while !self.done {
            let token = match self.next_token() {
                Ok(Some(token)) => token,
                Ok(None) => {
                    self.done = true;
                    if self.skipping.take().is_some() {
                        return None;
                    }
                    for token in std::mem::take(&mut self.after) {
                        if let Kind::Comment(text) = token.kind {
                            self.builder.after_result(text);
                        }
                    }
                    return self.complete();
                }
                Err(e) => {
                    self.done = true;
                    return Some(Err(self.named(e)));
                }
            };
            if self.skipping.is_some() {
                self.skip(token);
                continue;
            }
            if let Some(result_line) = self.ended {
                match self.after_result(result_line, token) {
                    Some(item) => return Some(item),
                    None => continue,
                }
            }
            let is_tag = matches!(token.kind, Kind::Tag { .. } | Kind::BadTag);
            if is_tag && self.builder.has_movetext() {
                self.pending.push_front(token);
                match self.complete() {
                    Some(item) => return Some(item),
                    None => continue,
                }
            }
            let depth = self.builder.depth();
            let line = token.line;
            match self.builder.push(token) {
                Ok(Step::More) => {}
                Ok(Step::Done) => self.ended = Some(line),
                Err(e) => {
                    self.builder = Builder::default();
                    self.skipping = Some(Skip {
                        depth,
                        seen_movetext: !is_tag,
                    });
                    return Some(Err(self.named(e)));
                }
            }
        }
        None
    }
}
