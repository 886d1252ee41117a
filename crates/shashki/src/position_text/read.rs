//! Reads a position text word by word: a side's name opens its list, rank marks and words
//! (`Д.`, `пр.`, `дамки`, `простые`) set the rank of the squares after them, and a turn
//! sentence (`Ход белых.`, `Чёрные начинают и выигрывают`) may stand before, between or
//! after the lists. Punctuation only separates words. Every word is either understood or
//! refused with its column: nothing is dropped.

use std::collections::HashSet;

use super::words::{is_and, is_none, rank, side_heading, turn_sentence, words, Word};
use super::{ParseTextError, TextFault};
use crate::setup::{Piece, Setup};
use crate::{square, Color, Rules};

/// Reads a position text into a setup (squares as the variant writes them).
///
/// # Errors
/// The first word that is not understood, or that contradicts an earlier one, with its column.
pub fn parse<R: Rules>(text: &str) -> Result<Setup, ParseTextError> {
    let words = words(text);
    let mut reader = Reader::default();
    let mut at = 0;
    while at < words.len() {
        at += reader
            .read::<R>(&words[at..])
            .map_err(|fault| ParseTextError {
                column: words[at].column,
                fault,
            })?;
    }
    if reader.seen == [false; 2] {
        return Err(ParseTextError {
            column: 1,
            fault: TextFault::NoSide,
        });
    }
    if let Some(missing) = [Color::White, Color::Black]
        .into_iter()
        .find(|c| !reader.seen[c.index()])
    {
        return Err(ParseTextError {
            column: text.chars().count() + 1,
            fault: TextFault::SideMissing(missing),
        });
    }
    Ok(Setup::new(
        reader.turn.unwrap_or(Color::White),
        reader.pieces,
    ))
}

/// What has been read so far.
#[derive(Default)]
struct Reader {
    pieces: Vec<Piece>,
    squares: HashSet<u32>,
    turn: Option<Color>,
    seen: [bool; 2],
    /// The side whose list is being read, if any.
    side: Option<Color>,
    /// Whether the squares read now are kings.
    king: bool,
    /// Whether the list has only its heading so far (where `—` may say it is empty).
    fresh: bool,
}

impl Reader {
    /// Reads the sentence or word at the start of `words`; returns how many words it took.
    fn read<R: Rules>(&mut self, words: &[Word<'_>]) -> Result<usize, TextFault> {
        let word = &words[0];
        if word.is_remark() {
            if !word.text.ends_with(')') {
                return Err(TextFault::RemarkUnclosed);
            }
            return if words.len() == 1 {
                Ok(1)
            } else {
                Err(TextFault::RemarkNotLast)
            };
        }
        if let Some((color, len)) = turn_sentence(words) {
            if self.turn.is_some_and(|earlier| earlier != color) {
                return Err(TextFault::TurnTwice);
            }
            self.turn = Some(color);
            self.side = None;
            return Ok(len);
        }
        if let Some(color) = side_heading(&word.folded) {
            if std::mem::replace(&mut self.seen[color.index()], true) {
                return Err(TextFault::SideTwice(color));
            }
            (self.side, self.king, self.fresh) = (Some(color), false, true);
            return Ok(1);
        }
        self.list_word::<R>(word)?;
        Ok(1)
    }

    /// A word inside a side's list: a rank, a joining word, a dash, a square or a column.
    fn list_word<R: Rules>(&mut self, word: &Word<'_>) -> Result<(), TextFault> {
        let fresh = std::mem::replace(&mut self.fresh, false);
        let outside = || TextFault::OutsideSide(word.text.to_string());
        if let Some(king) = rank(&word.folded) {
            self.side.ok_or_else(outside)?;
            self.king = king;
        } else if is_and(&word.folded) {
            self.side.ok_or_else(outside)?;
        } else if is_none(&word.folded) {
            if !fresh {
                return Err(TextFault::UnknownWord(word.text.to_string()));
            }
            self.side = None;
        } else if let Some((at, letters)) = word.text.split_once('=') {
            let side = self.side.ok_or_else(outside)?;
            self.column::<R>(at, letters, side)?;
        } else {
            let bit = square::parse::<R>(word.text).map_err(|e| {
                if word.text.chars().any(|c| c.is_ascii_digit()) {
                    TextFault::NotASquare(e)
                } else {
                    TextFault::UnknownWord(word.text.to_string())
                }
            })?;
            let color = self.side.ok_or_else(outside)?;
            let square = self.place::<R>(bit)?;
            self.pieces.push(Piece {
                square,
                color,
                king: self.king,
            });
        }
        Ok(())
    }

    /// The canonical number of `bit`, refused if a piece was put there already.
    fn place<R: Rules>(&mut self, bit: u32) -> Result<u32, TextFault> {
        let square = square::number_of_bit::<R>(bit);
        if self.squares.insert(square) {
            Ok(square)
        } else {
            Err(TextFault::SquareTwice(square::name::<R>(bit)))
        }
    }

    /// A bashni column `c3=wbb` of `side`'s list: the pieces top first, `w`/`b` a man and
    /// `W`/`B` a king, the top being `side`'s (the FEN's column letters).
    fn column<R: Rules>(&mut self, at: &str, letters: &str, side: Color) -> Result<(), TextFault> {
        let bit = square::parse::<R>(at).map_err(TextFault::NotASquare)?;
        let square = self.place::<R>(bit)?;
        if letters.is_empty() {
            return Err(TextFault::EmptyColumn(at.to_string()));
        }
        for (i, letter) in letters.chars().enumerate() {
            let (color, king) = match letter {
                'w' | 'W' => (Color::White, letter == 'W'),
                'b' | 'B' => (Color::Black, letter == 'B'),
                other => return Err(TextFault::ColumnLetter(other)),
            };
            if i == 0 && color != side {
                return Err(TextFault::ColumnTop {
                    square: at.to_string(),
                    top: color,
                    side,
                });
            }
            self.pieces.push(Piece {
                square,
                color,
                king,
            });
        }
        Ok(())
    }
}
