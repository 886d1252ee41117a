//! Games in and out: a start from a FEN or a PDN file, and the game saved as PDN.

use std::fs::File;
use std::io::{BufReader, Write};
use std::path::Path;

use shashki::{TimeControl, Variant, VariantGame, VariantPosition};
use shashki_pdn::{PdnGame, Reader};
use shashki_text::{errors, pdn, Message};

/// Where a game starts.
#[derive(Clone, Debug, PartialEq)]
pub enum Source {
    /// A position (`None`: the variant's start position).
    Fen(Option<String>),
    /// A game read from PDN: its start and its main line.
    Pdn(PdnGame),
}

impl Source {
    /// What the load prompt's text names: a FEN (`W:W21-32:B1-12`, `startpos`) or, for
    /// anything else, a PDN file.
    pub fn is_fen(text: &str) -> bool {
        let t = text.trim();
        let b = t.as_bytes();
        t.eq_ignore_ascii_case("startpos")
            || (b.len() > 1 && matches!(b[0], b'W' | b'B' | b'w' | b'b') && b[1] == b':')
    }
}

/// The first game of the PDN file at `path`.
///
/// # Errors
/// An unreadable file, a file without a game, or the reader's error with line and column.
pub fn read_pdn(path: &Path) -> Result<PdnGame, Message> {
    let file = |what: Message| {
        Message::new("play-in-file")
            .text("file", path.display().to_string())
            .message("what", what)
    };
    let opened = File::open(path)
        .map_err(|e| file(Message::new("play-os-error").text("detail", e.to_string())))?;
    match Reader::new(BufReader::new(opened)).next() {
        None => Err(file(Message::new("play-no-game"))),
        Some(Err(e)) => Err(file(pdn::parse(&e))),
        Some(Ok(game)) => Ok(game),
    }
}

/// The variant a PDN game is played in: its tags', else `default`.
pub fn variant_of(game: &PdnGame, default: Variant) -> Variant {
    shashki_pdn::variant_of(game).unwrap_or(default)
}

/// The game of `variant` that `source` describes, with a clock of `control` if given. A PDN
/// main line that goes on after the rules ended the game is cut there.
///
/// # Errors
/// A bad FEN, a bad `FEN` tag, or a move of the record that names no legal move.
pub fn build(
    variant: Variant,
    source: &Source,
    control: Option<TimeControl>,
) -> Result<VariantGame, Message> {
    let (start, moves) = match source {
        Source::Fen(None) => (VariantPosition::start(variant), Vec::new()),
        Source::Fen(Some(fen)) => (
            VariantPosition::from_fen(variant, fen).map_err(|e| errors::fen(variant, &e))?,
            Vec::new(),
        ),
        Source::Pdn(game) => {
            let line = shashki_pdn::replay_in(variant, game)
                .map_err(|e| pdn::replay(variant, game, &e))?;
            (line.start, line.moves)
        }
    };
    let mut game = VariantGame::new(start, control);
    for mv in &moves {
        if game.play(mv).is_err() {
            break;
        }
    }
    Ok(game)
}

/// Checks that `source` builds a game of `variant`, before leaving the board of another.
///
/// # Errors
/// As [`build`].
pub fn check(variant: Variant, source: &Source) -> Result<(), Message> {
    build(variant, source, None).map(|_| ())
}

/// Writes `game` to `path` as PDN in the variant's notation, with the players' names.
///
/// # Errors
/// The file system's.
pub fn save(game: &VariantGame, players: [&str; 2], path: &Path) -> std::io::Result<()> {
    let result = shashki_pdn::result_marker(game.variant(), game.outcome());
    let tags = [
        ("Event", "shashki play"),
        ("White", players[0]),
        ("Black", players[1]),
        ("Result", result),
    ]
    .map(|(n, v)| (n.to_string(), v.to_string()));
    let record = shashki_pdn::record(&tags, game);
    let mut out = Vec::new();
    shashki_pdn::write_game(&mut out, &record)?;
    File::create(path)?.write_all(&out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_saved_game_loads_back_with_its_moves() {
        let mut game = VariantGame::start_of(Variant::Russian);
        game.play_text("c3-d4").unwrap();
        game.play_text("f6-g5").unwrap();
        let path = std::env::temp_dir().join(format!("shashki-play-{}.pdn", std::process::id()));
        save(&game, ["a", "b"], &path).unwrap();
        let pdn = read_pdn(&path).unwrap();
        let _ = std::fs::remove_file(&path);
        assert_eq!(variant_of(&pdn, Variant::Italian), Variant::Russian);
        let back = build(Variant::Russian, &Source::Pdn(pdn), None).unwrap();
        assert_eq!(back.moves(), game.moves());
    }

    #[test]
    fn fen_text_is_told_from_a_file_name() {
        assert!(Source::is_fen("W:W21:B1") && Source::is_fen("startpos"));
        assert!(!Source::is_fen("games/w.pdn") && !Source::is_fen("b.pdn"));
        assert!(build(Variant::Russian, &Source::Fen(Some("X:1".into())), None).is_err());
    }
}
