//! Making an opening book from games (`shashki book build`): counting the moves of their first
//! plies and writing the book text that the engine reads (`shashki_engine::book`, whose doc
//! gives the format). The engine plays from a book at run time; making one is study of games,
//! so it lives here.

use std::collections::BTreeMap;

use shashki::{Color, Move, VariantPosition};

/// How a game ended, for [`BookBuilder::add_game`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// This side won.
    Win(Color),
    /// A draw.
    Draw,
}

/// Counts the moves of games from their first `plies` positions and writes a book of them.
#[derive(Clone, Debug)]
pub struct BookBuilder {
    plies: usize,
    /// FEN → move text → (games, points), sorted (as text) so that the same games write the
    /// same book.
    counts: BTreeMap<String, BTreeMap<String, (u32, u32)>>,
}

impl BookBuilder {
    /// A builder that keeps the positions before each of a game's first `plies` moves.
    pub fn new(plies: usize) -> BookBuilder {
        BookBuilder {
            plies,
            counts: BTreeMap::new(),
        }
    }

    /// Counts the first moves of a game played from `start` that ended in `result`.
    pub fn add_game(&mut self, start: &VariantPosition, moves: &[Move], result: GameResult) {
        let mut pos = *start;
        for mv in moves.iter().take(self.plies) {
            let points = match result {
                GameResult::Win(side) if side == pos.turn() => 2,
                GameResult::Win(_) => 0,
                GameResult::Draw => 1,
            };
            let entry = self
                .counts
                .entry(pos.fen())
                .or_default()
                .entry(pos.move_text(mv))
                .or_default();
            entry.0 += 1;
            entry.1 += points;
            pos = pos.play(mv);
        }
    }

    /// The book text: `header` as comment lines, then every move played in at least
    /// `min_games` games, with the count of positions and moves kept in a last comment line.
    pub fn write(&self, header: &[String], min_games: u32) -> String {
        let mut lines = Vec::new();
        let mut positions = 0;
        for (fen, moves) in &self.counts {
            let before = lines.len();
            for (text, (games, points)) in moves {
                if *games >= min_games {
                    lines.push(format!("{fen}\t{text}\t{games}\t{points}"));
                }
            }
            positions += usize::from(lines.len() > before);
        }
        let mut out: String = header.iter().map(|h| format!("# {h}\n")).collect();
        out += &format!("# {positions} positions, {} moves\n", lines.len());
        for line in lines {
            out += &line;
            out.push('\n');
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::Variant;
    use shashki_engine::book::Book;

    #[test]
    fn the_builder_counts_each_move_from_the_mover_s_side_and_reads_back() {
        let start = VariantPosition::start(Variant::Russian);
        let line = |texts: &[&str]| {
            let mut pos = start;
            texts
                .iter()
                .map(|t| {
                    let mv = pos.parse_move(t).unwrap();
                    pos = pos.play(&mv);
                    mv
                })
                .collect::<Vec<_>>()
        };
        let mut builder = BookBuilder::new(2);
        builder.add_game(
            &start,
            &line(&["c3-d4", "f6-g5", "g3-f4"]),
            GameResult::Win(Color::Black),
        );
        builder.add_game(&start, &line(&["c3-d4", "f6-g5"]), GameResult::Draw);
        builder.add_game(&start, &line(&["g3-h4"]), GameResult::Win(Color::White));
        let text = builder.write(&["made by: a test".into()], 2);
        assert_eq!(
            text,
            "# made by: a test\n# 2 positions, 2 moves\n\
             B:W18,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12\tf6-g5\t2\t3\n\
             W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12\tc3-d4\t2\t1\n"
        );
        let book = Book::parse(Variant::Russian, &text).unwrap();
        assert_eq!(book.len(), 2);
        assert_eq!(start.move_text(&book.choose(&start, 9).unwrap()), "c3-d4");
    }
}
