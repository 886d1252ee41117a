//! The games the puzzles come from: the archives `shashki puzzles build` read (its command,
//! in `data/puzzles.tsv`'s header, names them), embedded, so that a puzzle can name its
//! players and open its whole game (found cold, issue 33: a master game's puzzle named only
//! the file it came from).

use std::sync::OnceLock;

use serde_json::{json, Value};
use shashki_pdn::{write_game, PdnGame, Reader};

/// An archive of the PDN crate's test data (where the build reads them) by its file name.
macro_rules! archive {
    ($file:literal) => {
        (
            $file,
            include_bytes!(concat!("../../../shashki-pdn/tests/data/games/", $file)),
        )
    };
}

/// Each archive by the file name a puzzle's source gives.
const ARCHIVES: &[(&str, &[u8])] = &[
    archive!("czech-gamescheckers-mr2008.pdn"),
    archive!("english-british-computer-2002-gamescheckers.pdn"),
    archive!("english-tinsley-checkerboard.pdn"),
    archive!("international-gamescheckers-az2000.pdn"),
    archive!("international-gamescheckers-candidate95.pdn"),
    archive!("international-gamescheckers-dutch96h.pdn"),
    archive!("international-gamescheckers-wk2003.pdn"),
    archive!("italian-gamescheckers-40champ-1996.pdn"),
    archive!("italian-gamescheckers-ci98-fero.pdn"),
    archive!("russian-abatsiev-gamescheckers.pdn"),
    archive!("russian-computers1998-shorthand-gamescheckers.pdn"),
    archive!("russian-ussr1924-protcenkoroman.pdn"),
    (
        "russian-selfplay-4000-nodes.pdn",
        include_bytes!("../../data/selfplay/russian-selfplay-4000-nodes.pdn"),
    ),
    (
        "russian-selfplay-12000-nodes.pdn",
        include_bytes!("../../data/selfplay/russian-selfplay-12000-nodes.pdn"),
    ),
];

/// The games of archive `file`, read the first time one of them is asked for (not all 1.4 MB
/// of archives for one puzzle), in the order the build numbered them (a game the reader
/// refuses keeps its place, as `None`); `None` for a file that is not an archive.
fn read(file: &str) -> Option<&'static [Option<PdnGame>]> {
    static GAMES: [OnceLock<Vec<Option<PdnGame>>>; ARCHIVES.len()] =
        [const { OnceLock::new() }; ARCHIVES.len()];
    let at = ARCHIVES.iter().position(|&(name, _)| name == file)?;
    let games = GAMES[at].get_or_init(|| Reader::new(ARCHIVES[at].1).map(Result::ok).collect());
    Some(games)
}

/// The game a puzzle's `source` (`file#game@ply`) names, and the ply of its position.
fn game(source: &str) -> Option<(&'static PdnGame, usize)> {
    let (file, rest) = source.split_once('#')?;
    let (number, ply) = rest.split_once('@')?;
    let number: usize = number.parse().ok()?;
    let game = read(file)?.get(number.checked_sub(1)?)?.as_ref()?;
    Some((game, ply.parse().ok()?))
}

/// Who played the game of `source` and where: its White, Black, event and date tags (null
/// where the record gives none or `?`), and `engine`, true for a game of the engine against
/// itself; null when the source names no game of the archives.
pub fn about(source: &str) -> Value {
    let Some((game, _)) = game(source) else {
        return Value::Null;
    };
    let tag = |name: &str| {
        game.tag(name)
            .map(str::trim)
            .filter(|v| !v.is_empty() && !v.chars().all(|c| matches!(c, '?' | '.' | '-')))
    };
    json!({
        "white": tag("White"),
        "black": tag("Black"),
        "event": tag("Event"),
        "date": tag("Date"),
        "engine": of_engine(source),
    })
}

/// True when the game of `source` is one of the engine against itself (the archives made by
/// `scripts/puzzles-build.sh`, not people's games).
pub fn of_engine(source: &str) -> bool {
    source.contains("-selfplay-")
}

/// The PDN text of the game of `source`, and the ply of the puzzle's position in it.
pub fn record(source: &str) -> Option<(String, usize)> {
    let (game, ply) = game(source)?;
    let mut text = Vec::new();
    write_game(&mut text, game).ok()?;
    Some((String::from_utf8(text).ok()?, ply))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_puzzle_names_the_game_and_ply_of_its_position() {
        for p in super::super::all() {
            let (game, ply) = game(&p.source).unwrap_or_else(|| panic!("{}", p.source));
            let line = shashki_pdn::replay_in(p.position.variant(), game).unwrap();
            let mut pos = line.start;
            for mv in &line.moves[..ply] {
                pos = pos.play(mv);
            }
            assert_eq!(pos.fen(), p.position.fen(), "{}", p.source);
            assert!(record(&p.source).is_some_and(|(pdn, _)| pdn.contains("[White")));
        }
    }

    #[test]
    fn a_master_game_is_named_by_its_players() {
        let players = about("russian-ussr1924-protcenkoroman.pdn#1@41");
        assert_eq!(
            (&players["white"], &players["black"]),
            (&json!("А. Пель"), &json!("В. Руссо"))
        );
        assert_eq!(players["date"], json!("1924.??.??"));
        assert_eq!(about("no-such-file.pdn#1@2"), Value::Null);
    }
}
