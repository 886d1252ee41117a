//! Opening ballots as data (`data/ballots/`, each file naming its sources): the ACF three-move
//! deck of English checkers and the 150-opening table of Russian and Brazilian draughts.

/// One opening of a ballot table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ballot {
    /// Its name in the table (`"26"`, `"2-IV"`).
    pub id: &'static str,
    /// The moves, in the variant's notation; empty for a free opening.
    pub moves: Vec<&'static str>,
    /// False for an opening the table lists but bars from play.
    pub in_deck: bool,
}

const ENGLISH: &str = include_str!("../data/ballots/english-3move.tsv");
const RUSSIAN: &str = include_str!("../data/ballots/russian-150.tsv");

fn read(table: &'static str) -> Vec<Ballot> {
    table
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|line| {
            let mut fields = line.split('\t');
            let id = fields.next()?;
            let moves = fields.next()?;
            let in_deck = fields.next() != Some("barred");
            let moves = if moves == "free" {
                Vec::new()
            } else {
                moves.split(' ').collect()
            };
            Some(Ballot { id, moves, in_deck })
        })
        .collect()
}

/// The ACF three-move ballots (174, of which 156 make the deck); English checkers.
pub fn english_three_move() -> Vec<Ballot> {
    read(ENGLISH)
}

/// The 150-opening table of Russian and Brazilian draughts.
pub fn russian_150() -> Vec<Ballot> {
    read(RUSSIAN)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Brazilian, English, Game, Position, Russian};

    #[test]
    fn the_acf_deck_has_156_playable_openings_of_174() {
        let all = english_three_move();
        assert_eq!(all.len(), 174);
        assert_eq!(all.iter().filter(|b| b.in_deck).count(), 156);
        assert!(!all[25].in_deck, "#26, 9-13 24-19 10-15, is barred");
    }

    #[test]
    fn every_english_ballot_is_three_legal_moves() {
        for b in english_three_move() {
            let mut g = Game::new(Position::<English>::start());
            assert_eq!(b.moves.len(), 3, "{}", b.id);
            for m in &b.moves {
                g.play_text(m)
                    .unwrap_or_else(|e| panic!("{}: {m}: {e}", b.id));
            }
        }
    }

    #[test]
    fn every_russian_ballot_replays_in_russian_and_brazilian() {
        let table = russian_150();
        assert_eq!(table.len(), 150);
        for b in &table {
            let mut russian = Game::new(Position::<Russian>::start());
            let mut brazilian = Game::new(Position::<Brazilian>::start());
            for m in &b.moves {
                russian
                    .play_text(m)
                    .unwrap_or_else(|e| panic!("{}: {m}: {e}", b.id));
                brazilian.play_text(&m.replace(':', "x")).unwrap();
            }
            assert!(b.moves.len() <= 3, "{}", b.id);
        }
    }
}
