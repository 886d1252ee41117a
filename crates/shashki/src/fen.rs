//! PDN FEN (INTERFACES.md §3): read into a [`Setup`], write from a [`Position`].
//!
//! Additions of the project, for the variants with state of their own: a bashni square may
//! give its column after `=`, top first, one letter a piece (`w`/`b` a man, `W`/`B` a king),
//! in the block of its top's colour (`W:W22=wbb,K31:B9=bw`; a plain token is a single piece);
//! a stavropol FEN may end with the last move, `:L<from>-<to>`, whose piece may not go
//! straight back; and Frisian's king-move limit (RULES.md §14.1) is part of the position: a
//! trailing field `M` lists each side's king that made its last moves without capturing, as
//! colour, square, `=` and the count, e.g. `W:W28,K33,40:BK5,12:MW33=2,B5=1`; it is written
//! only when a side has such a run, and a reader that ignores trailing fields reads the pieces
//! right.

use std::fmt;

use crate::columns::piece_letter;
use crate::extra::Extra;
use crate::geometry::Geometry;
use crate::setup::{KingRun, Piece, PositionError, Setup};
use crate::square::ParseSquareError;
use crate::{square, Color, Position, Rules};

/// A FEN string that cannot be read, with the 1-based character column of the problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseFenError {
    /// 1-based character column where the problem starts.
    pub column: usize,
    /// What is wrong.
    pub fault: FenFault,
}

/// What is wrong with a FEN text, as data (the texts as written, squares as canonical numbers)
/// so that a front-end can say it in its language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenFault {
    /// Nothing to read.
    Empty,
    /// The first field is not `W` or `B`: what was found.
    Side(String),
    /// A field that starts with no colour letter: the letter found.
    BlockLetter(char),
    /// Two colons with nothing between.
    EmptyField,
    /// A colour's second block.
    SecondBlock(Color),
    /// Two commas with nothing between.
    EmptySquare,
    /// A range that is not two numbers: the token.
    BadRange(String),
    /// A range whose end is below its start: the token.
    BackwardRange(String),
    /// A square that cannot be read.
    Square(ParseSquareError),
    /// A column (`square=letters`) outside bashni.
    ColumnsNotHere,
    /// A letter in a column that is not a piece.
    ColumnLetter(char),
    /// A column topped by the other colour than its block's.
    ColumnTop {
        /// The canonical number of the column's square.
        square: u32,
        /// The colour of the top piece.
        top: Color,
        /// The colour of the block it stands in.
        block: Color,
    },
    /// A column with no pieces: its square's canonical number.
    EmptyColumn(u32),
    /// A last move (`L`) outside stavropol.
    LastMoveNotHere,
    /// A last-move field that is not `L<from>-<to>`: the text after `L`.
    LastMoveForm(String),
    /// A king-run token that is not like `W33=2`.
    KingRunForm(String),
}

impl fmt::Display for FenFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenFault::Empty => f.write_str("empty FEN"),
            FenFault::Side(found) => {
                write!(f, "expected W or B for the side to move, found '{found}'")
            }
            FenFault::BlockLetter(c) => write!(f, "expected a colour block W or B, found '{c}'"),
            FenFault::EmptyField => f.write_str("empty field between colons"),
            FenFault::SecondBlock(color) => write!(f, "second {color} block"),
            FenFault::EmptySquare => f.write_str("empty square between commas"),
            FenFault::BadRange(token) => write!(f, "bad range '{token}'"),
            FenFault::BackwardRange(token) => write!(f, "range '{token}' runs backwards"),
            FenFault::Square(e) => e.fmt(f),
            FenFault::ColumnsNotHere => f.write_str("only bashni has columns (square=letters)"),
            FenFault::ColumnLetter(c) => {
                write!(f, "'{c}' is not a piece of a column (w, b, W, B)")
            }
            FenFault::ColumnTop { square, top, block } => {
                write!(f, "the column on {square} is topped by {top}, not {block}")
            }
            FenFault::EmptyColumn(square) => write!(f, "the column on {square} has no pieces"),
            FenFault::LastMoveNotHere => f.write_str("only stavropol records the last move (L)"),
            FenFault::LastMoveForm(text) => {
                write!(f, "expected L<from>-<to>, found 'L{text}'")
            }
            FenFault::KingRunForm(token) => {
                write!(f, "bad king run '{token}': expected like W33=2")
            }
        }
    }
}

impl fmt::Display for ParseFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad FEN at column {}: {}", self.column, self.fault)
    }
}

impl std::error::Error for ParseFenError {}

/// Why a FEN did not give a position: it could not be read, or it is not a legal position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// The text is not FEN.
    Parse(ParseFenError),
    /// The text is FEN, but the position cannot arise under the variant's rules.
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Parse(e) => e.fmt(f),
            FenError::Position(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for FenError {}

fn error(column: usize, fault: FenFault) -> ParseFenError {
    ParseFenError { column, fault }
}

/// Reads one square token (number or, on 8×8, algebraic) as a canonical number.
fn square_number<R: Rules>(token: &str, column: usize) -> Result<u32, ParseFenError> {
    let bit = square::parse::<R>(token).map_err(|e| error(column, FenFault::Square(e)))?;
    Ok(square::number_of_bit::<R>(bit))
}

/// Reads the squares of one colour block (`K` marks a king; numeric ranges like `31-50`).
fn block<R: Rules>(
    text: &str,
    start: usize,
    color: Color,
    out: &mut Vec<Piece>,
) -> Result<(), ParseFenError> {
    let mut column = start;
    for token in text.split(',') {
        let here = column;
        column += token.chars().count() + 1;
        let trimmed = token.trim();
        if trimmed.is_empty() {
            if text.trim().is_empty() {
                return Ok(());
            }
            return Err(error(here, FenFault::EmptySquare));
        }
        if let Some((at, letters)) = trimmed.split_once('=') {
            column_token::<R>(at, letters, here, color, out)?;
            continue;
        }
        let (king, body) = match trimmed.strip_prefix(['K', 'k']) {
            Some(rest) => (true, rest),
            None => (false, trimmed),
        };
        match body.split_once('-') {
            Some((a, b)) => {
                let lo: u32 = a
                    .parse()
                    .map_err(|_| error(here, FenFault::BadRange(trimmed.to_string())))?;
                let hi: u32 = b
                    .parse()
                    .map_err(|_| error(here, FenFault::BadRange(trimmed.to_string())))?;
                if lo > hi {
                    return Err(error(here, FenFault::BackwardRange(trimmed.to_string())));
                }
                for n in lo..=hi {
                    square_number::<R>(&n.to_string(), here)?;
                    out.push(Piece {
                        square: n,
                        color,
                        king,
                    });
                }
            }
            None => {
                let n = square_number::<R>(body, here)?;
                out.push(Piece {
                    square: n,
                    color,
                    king,
                });
            }
        }
    }
    Ok(())
}

/// Reads a bashni column token `square=letters` of the `color` block: one piece a letter, top
/// first.
fn column_token<R: Rules>(
    at: &str,
    letters: &str,
    column: usize,
    color: Color,
    out: &mut Vec<Piece>,
) -> Result<(), ParseFenError> {
    if !R::Extra::COLUMNS {
        return Err(error(column, FenFault::ColumnsNotHere));
    }
    let n = square_number::<R>(at.trim(), column)?;
    for (i, letter) in letters.trim().chars().enumerate() {
        let (piece_color, king) = match letter {
            'w' => (Color::White, false),
            'W' => (Color::White, true),
            'b' => (Color::Black, false),
            'B' => (Color::Black, true),
            other => return Err(error(column, FenFault::ColumnLetter(other))),
        };
        if i == 0 && piece_color != color {
            return Err(error(
                column,
                FenFault::ColumnTop {
                    square: n,
                    top: piece_color,
                    block: color,
                },
            ));
        }
        out.push(Piece {
            square: n,
            color: piece_color,
            king,
        });
    }
    if letters.trim().is_empty() {
        return Err(error(column, FenFault::EmptyColumn(n)));
    }
    Ok(())
}

/// Reads stavropol's last-move field (`L22-18`, the `L` already taken off).
fn last_move<R: Rules>(text: &str, column: usize) -> Result<(u32, u32), ParseFenError> {
    if !R::Extra::LAST_MOVE {
        return Err(error(column, FenFault::LastMoveNotHere));
    }
    let (from, to) = text
        .split_once(['-', 'x', ':'])
        .ok_or_else(|| error(column, FenFault::LastMoveForm(text.to_string())))?;
    Ok((
        square_number::<R>(from.trim(), column + 1)?,
        square_number::<R>(to.trim(), column + from.chars().count() + 2)?,
    ))
}

/// Reads the king runs of an `M` field (`W33=2,B5=1`), `start` its first column.
fn runs_field<R: Rules>(
    text: &str,
    start: usize,
    out: &mut Vec<KingRun>,
) -> Result<(), ParseFenError> {
    let mut column = start;
    for token in text.split(',') {
        let here = column;
        column += token.chars().count() + 1;
        let bad = || error(here, FenFault::KingRunForm(token.to_string()));
        let color = match token.chars().next() {
            Some('W' | 'w') => Color::White,
            Some('B' | 'b') => Color::Black,
            _ => return Err(bad()),
        };
        let (square, moves) = token[1..].split_once('=').ok_or_else(bad)?;
        let moves = moves.trim().parse().map_err(|_| bad())?;
        let square = square_number::<R>(square.trim(), here + 1)?;
        out.push(KingRun {
            color,
            square,
            moves,
        });
    }
    Ok(())
}

/// Reads a PDN FEN into a setup; `startpos` gives the variant's start position, and a name of
/// [`Rules::NAMED_STARTS`] (frisian: `frysk`) that start position.
///
/// # Errors
/// When the text is not FEN: a bad side letter, colour block, square or range; the error says
/// at which column.
pub fn parse<R: Rules>(text: &str) -> Result<Setup, ParseFenError> {
    let text = text.trim();
    let text = text.strip_suffix('.').unwrap_or(text).trim_end();
    if text.is_empty() {
        return Err(error(1, FenFault::Empty));
    }
    if text.eq_ignore_ascii_case("startpos") {
        return Ok(Position::<R>::start().to_setup());
    }
    if let Some((_, fen)) = R::NAMED_STARTS
        .iter()
        .find(|(name, _)| text.eq_ignore_ascii_case(name))
    {
        return parse::<R>(fen);
    }
    let mut fields = text.split(':');
    let side = fields.next().unwrap_or_default();
    let turn = match side.trim() {
        "W" | "w" => Color::White,
        "B" | "b" => Color::Black,
        other => return Err(error(1, FenFault::Side(other.to_string()))),
    };
    let mut pieces = Vec::new();
    let mut last = None;
    let mut king_runs = Vec::new();
    let mut seen = [false; 2];
    let mut column = side.chars().count() + 2;
    for field in fields {
        let here = column;
        column += field.chars().count() + 1;
        let mut chars = field.chars();
        let color = match chars.next() {
            Some('W' | 'w') => Color::White,
            Some('B' | 'b') => Color::Black,
            Some('H' | 'F' | 'h' | 'f') => continue, // lidraughts' move counters
            Some('L') => {
                last = Some(last_move::<R>(chars.as_str(), here)?);
                continue;
            }
            Some('M') => {
                runs_field::<R>(chars.as_str(), here + 1, &mut king_runs)?;
                continue;
            }
            Some(c) => return Err(error(here, FenFault::BlockLetter(c))),
            None => return Err(error(here, FenFault::EmptyField)),
        };
        if seen[color.index()] {
            return Err(error(here, FenFault::SecondBlock(color)));
        }
        seen[color.index()] = true;
        block::<R>(chars.as_str(), here + 1, color, &mut pieces)?;
    }
    Ok(Setup {
        turn,
        pieces,
        last_move: last,
        king_runs,
    })
}

/// Writes a position as FEN: canonical numbers, sorted, White's block first, no ranges; a bashni
/// column as `square=letters`, stavropol's last move as a field `L<from>-<to>`, frisian's king
/// runs as a last field `M`.
pub fn write<R: Rules>(pos: &Position<R>) -> String {
    let mut out = String::new();
    out.push(pos.turn().letter());
    for color in Color::BOTH {
        out.push(':');
        out.push(color.letter());
        let tokens: Vec<String> = (1..=<R::Board as Geometry>::SQUARES)
            .filter_map(|n| {
                let bit = square::bit_of_number::<R>(n)?;
                if pos.pieces(color) & (1u64 << bit) == 0 {
                    return None;
                }
                let king = pos.kings() & (1u64 << bit) != 0;
                let below = pos.extra.below(bit);
                Some(if below.is_empty() {
                    format!("{}{n}", if king { "K" } else { "" })
                } else {
                    format!("{n}={}{}", piece_letter(color, king), below.letters())
                })
            })
            .collect();
        out.push_str(&tokens.join(","));
    }
    let number = square::number_of_bit::<R>;
    if let Some((from, to)) = pos.last_move() {
        out.push_str(&format!(":L{}-{}", number(from), number(to)));
    }
    let runs: Vec<String> = Color::BOTH
        .into_iter()
        .filter_map(|color| {
            let (bit, moves) = pos.king_run(color)?;
            Some(format!("{}{}={moves}", color.letter(), number(bit)))
        })
        .collect();
    if !runs.is_empty() {
        out.push_str(":M");
        out.push_str(&runs.join(","));
    }
    out
}

impl<R: Rules> Position<R> {
    /// Reads and checks a FEN (or `startpos`).
    ///
    /// # Errors
    /// [`FenError::Parse`] for unreadable text, [`FenError::Position`] for an impossible position.
    pub fn from_fen(text: &str) -> Result<Self, FenError> {
        let setup = parse::<R>(text).map_err(FenError::Parse)?;
        Position::from_setup(setup).map_err(FenError::Position)
    }

    /// The FEN of this position (INTERFACES.md §3).
    pub fn fen(&self) -> String {
        write(self)
    }
}
