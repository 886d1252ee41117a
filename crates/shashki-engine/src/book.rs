//! The opening book: positions of real games, the moves played from them and how those games
//! ended, so that the engine opens as masters did instead of searching the first moves.
//!
//! A book is text (`data/book/<variant>.book`, written by `shashki book build` with
//! `shashki_study::book::BookBuilder`: making a book is study, not play): comment lines
//! (`#`, naming the command that made it), then one line per position and move,
//! `FEN<TAB>move<TAB>games<TAB>points`, where `points` counts 2 for a game the mover's side won
//! and 1 for a draw. The committed books are compiled in and read once; a unit test reads every
//! one, so a book with a wrong line cannot be committed unnoticed.

use std::collections::HashMap;
use std::fmt;
use std::sync::OnceLock;

use shashki::{Move, Variant, VariantPosition};

/// A move of the book with the games that played it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookMove {
    /// The move.
    pub mv: Move,
    /// How many games played it here.
    pub games: u32,
    /// 2 per game the mover's side won, 1 per draw.
    pub points: u32,
}

impl BookMove {
    /// The mover's share of the points, 0 to 1.
    pub fn share(&self) -> f64 {
        f64::from(self.points) / f64::from(2 * self.games.max(1))
    }
}

/// The book of one variant: position hash → the moves played there.
#[derive(Clone, Debug, Default)]
pub struct Book {
    moves: HashMap<u64, Vec<BookMove>>,
}

/// Why a book was refused, with its 1-based line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseBookError {
    /// The line of the book.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ParseBookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "book line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for ParseBookError {}

/// How far below the best move's share a move may score and still be chosen: masters' second
/// choices vary the games without giving anything away.
const SHARE_MARGIN: f64 = 0.15;

impl Book {
    /// Reads a book of `variant` (the format of the module's doc).
    ///
    /// # Errors
    /// The first line that is not four fields, a FEN the variant refuses, a move that is not
    /// legal there, or a count that is not a number.
    pub fn parse(variant: Variant, text: &str) -> Result<Book, ParseBookError> {
        let mut book = Book::default();
        for (i, line) in text.lines().enumerate() {
            let line = line.trim_end();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let error = |message: String| ParseBookError {
                line: i + 1,
                message,
            };
            let fields: Vec<&str> = line.split('\t').collect();
            let [fen, text, games, points] = fields[..] else {
                return Err(error(format!(
                    "{} fields, not FEN, move, games, points",
                    fields.len()
                )));
            };
            let pos = VariantPosition::from_fen(variant, fen).map_err(|e| error(e.to_string()))?;
            let mv = pos.parse_move(text).map_err(|e| error(e.to_string()))?;
            let count = |field: &str| {
                field
                    .parse::<u32>()
                    .map_err(|_| error(format!("not a count: {field}")))
            };
            let (games, points) = (count(games)?, count(points)?);
            if games == 0 || points > 2 * games {
                return Err(error(format!("{points} points in {games} games")));
            }
            book.moves
                .entry(pos.hash())
                .or_default()
                .push(BookMove { mv, games, points });
        }
        Ok(book)
    }

    /// The moves of the book from `pos`, most played first (empty when it is not in the book).
    pub fn moves(&self, pos: &VariantPosition) -> Vec<BookMove> {
        let mut moves = self.moves.get(&pos.hash()).cloned().unwrap_or_default();
        moves.sort_by_key(|m| std::cmp::Reverse(m.games));
        moves
    }

    /// How many positions the book holds.
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether the book holds no position.
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// The moves the book plays from `pos`, theory: those whose share is within
    /// [`SHARE_MARGIN`] of the best one's, most played first (empty out of the book).
    pub fn playable(&self, pos: &VariantPosition) -> Vec<BookMove> {
        let moves = self.moves(pos);
        let best = moves.iter().map(BookMove::share).fold(f64::NAN, f64::max);
        moves
            .into_iter()
            .filter(|m| m.share() >= best - SHARE_MARGIN)
            .collect()
    }

    /// A move to play from `pos`: among the moves whose share is within [`SHARE_MARGIN`] of the
    /// best one's, one drawn by `seed` with a chance in proportion to its games; `None` out of
    /// the book.
    pub fn choose(&self, pos: &VariantPosition, seed: u64) -> Option<Move> {
        let good = self.playable(pos);
        let total: u64 = good.iter().map(|m| u64::from(m.games)).sum();
        if total == 0 {
            return None;
        }
        let mut pick = mix(seed) % total;
        for m in &good {
            if pick < u64::from(m.games) {
                return Some(m.mv);
            }
            pick -= u64::from(m.games);
        }
        None
    }
}

/// A well-mixed number from `seed` (SplitMix64's finaliser), so that nearby seeds choose apart.
fn mix(seed: u64) -> u64 {
    let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The committed book of `variant`, for the variants that have one.
pub fn committed(variant: Variant) -> Option<&'static str> {
    Some(match variant {
        Variant::Russian => include_str!("../data/book/russian.book"),
        Variant::International => include_str!("../data/book/international.book"),
        _ => return None,
    })
}

/// The committed book of `variant`, read once per process.
///
/// # Panics
/// Never for the committed books: `every_committed_book_parses` reads each one.
pub fn of(variant: Variant) -> Option<&'static Book> {
    static CACHE: [OnceLock<Option<Book>>; Variant::ALL.len()] =
        [const { OnceLock::new() }; Variant::ALL.len()];
    CACHE[variant.index()]
        .get_or_init(|| {
            committed(variant).map(|text| {
                Book::parse(variant, text).expect("committed books parse (unit-tested)")
            })
        })
        .as_ref()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_committed_book_parses_and_knows_its_start() {
        for v in Variant::ALL {
            let Some(text) = committed(v) else {
                continue;
            };
            let book = Book::parse(v, text).unwrap_or_else(|e| panic!("{}: {e}", v.key()));
            assert!(book.len() > 10, "{}: {} positions", v.key(), book.len());
            let start = VariantPosition::start(v);
            assert!(
                book.choose(&start, 1).is_some(),
                "{}: no first move",
                v.key()
            );
        }
    }

    #[test]
    fn the_choice_keeps_to_the_good_moves_and_varies_with_the_seed() {
        // From the russian start: c3-d4 scored 6 of 8 points, g3-h4 3 of 4 and a3-b4 2 of 6.
        let text = "# test\n\
            W:W21-32:B1-12\tc3-d4\t4\t6\n\
            W:W21-32:B1-12\tg3-h4\t2\t3\n\
            W:W21-32:B1-12\ta3-b4\t3\t2\n";
        let book = Book::parse(Variant::Russian, text).unwrap();
        let start = VariantPosition::start(Variant::Russian);
        let names: std::collections::BTreeSet<String> = (0..64)
            .filter_map(|seed| book.choose(&start, seed))
            .map(|m| start.move_text(&m))
            .collect();
        assert_eq!(names.into_iter().collect::<Vec<_>>(), ["c3-d4", "g3-h4"]);
        assert_eq!(book.moves(&start)[0].games, 4);
        let after = start.play(&start.parse_move("c3-d4").unwrap());
        assert_eq!(book.choose(&after, 1), None);
    }

    #[test]
    fn a_wrong_line_is_refused_with_its_number() {
        let bad = [
            ("W:W21-32:B1-12\tc3-d4\t4\n", "3 fields"),
            ("W:W21-32:B1-12\tc3-e5\t4\t6\n", ""),
            ("W:W21-32:B1-12\tc3-d4\tfour\t6\n", "not a count"),
            ("W:W21-32:B1-12\tc3-d4\t2\t5\n", "5 points in 2 games"),
            ("W:W33:B1\tc3-d4\t1\t1\n", ""),
        ];
        for (line, said) in bad {
            let text = format!("# header\n{line}");
            let e = Book::parse(Variant::Russian, &text).unwrap_err();
            assert_eq!(e.line, 2, "{line}");
            assert!(e.message.contains(said), "{line}: {e}");
        }
    }
}
