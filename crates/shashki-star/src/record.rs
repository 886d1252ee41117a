//! The game record: Chinese checkers has no PDN game type (INTERFACES.md §1), so it has a text
//! format of its own in the style of PDN: tag lines, then the events, one round a line.
//!
//! ```text
//! [Game "chinese-checkers"]
//! [Board "large"]
//! [Players "A,C,E"]
//! [Options "none"]
//! [Result "*"]
//!
//! 1. 114-105 26-38 33-44
//! 2. 117-106 C:resigns 45-43
//! ```
//! - `Board`: `large` or `small`, the star (a record without it is on the large star).
//!   `Players`: the points taken at the start, clockwise from A. `Options`: `none`, or the
//!   options on (`anti-spoiling`, `play-on`). `Position`: the start in the position text; left
//!   out for the usual start of that many players.
//! - `Result`: `*` while the game goes on, else the winner's letter, or `blocked` when nobody
//!   could move. With `play-on` a `Places` tag lists every player by place, the winner first.
//! - Events: a move `from-to`; `X:resigns`; and, written for the reader but worked out again by
//!   a program reading the record, `pass` (the player to move had no move) and `X:spoiled`
//!   (X lost by the anti-spoiling rule). A round number `N.` starts each line; a new line
//!   starts whenever the turn comes round again.

use std::fmt;

use crate::board::Board;
use crate::corner::Corner;
use crate::game::{Event, Game, Options, Out, Outcome};
use crate::position::Position;

/// The value of the `Game` tag.
pub const GAME: &str = "chinese-checkers";

/// Why a record does not read or does not replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseRecordError {
    /// The line (from 1).
    pub line: usize,
    /// What is wrong.
    pub reason: String,
}

impl fmt::Display for ParseRecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "record line {}: {}", self.line, self.reason)
    }
}

impl std::error::Error for ParseRecordError {}

impl Game {
    /// The players by place once the game is over: those home in the order they came, then
    /// any still on the board, then those out, the last to leave first.
    pub fn places(&self) -> Vec<Corner> {
        let mut places = self.home().to_vec();
        places.extend(self.position().playing());
        places.extend(self.out().iter().rev().map(|(c, _)| *c));
        places
    }

    /// The record of the game (module documentation).
    pub fn record(&self) -> String {
        let letters = |cs: &[Corner]| {
            cs.iter()
                .map(|c| c.letter().to_string())
                .collect::<Vec<_>>()
                .join(",")
        };
        let players = self.players();
        let board = self.start().board();
        let mut out = format!(
            "[Game \"{GAME}\"]\n[Board \"{board}\"]\n[Players \"{}\"]\n",
            letters(&players)
        );
        let options = self.options();
        let on: Vec<&str> = [
            (options.anti_spoiling, "anti-spoiling"),
            (options.play_on, "play-on"),
        ]
        .iter()
        .filter_map(|&(on, name)| on.then_some(name))
        .collect();
        let on = if on.is_empty() {
            "none".into()
        } else {
            on.join(",")
        };
        out.push_str(&format!("[Options \"{on}\"]\n"));
        if Position::start_on(board, players.len()).as_ref() != Some(self.start()) {
            out.push_str(&format!("[Position \"{}\"]\n", self.start().to_text()));
        }
        let result = match self.outcome() {
            Outcome::Ongoing => "*".to_string(),
            o => o.key(),
        };
        out.push_str(&format!("[Result \"{result}\"]\n"));
        if options.play_on && self.outcome().is_over() {
            out.push_str(&format!("[Places \"{}\"]\n", letters(&self.places())));
        }
        out.push('\n');
        let mut round = 0;
        let mut last: Option<Corner> = None;
        let mut line = String::new();
        for event in self.events() {
            let (player, token) = match event {
                Event::Move { player, mv, .. } => (*player, mv.to_string()),
                Event::Pass(player) => (*player, "pass".to_string()),
                Event::Out(player, Out::Resigned) => (*player, format!("{player}:resigns")),
                Event::Out(player, Out::Spoiling) => (*player, format!("{player}:spoiled")),
            };
            if last.is_none_or(|l| player <= l) {
                if !line.is_empty() {
                    out.push_str(&line);
                    out.push('\n');
                }
                round += 1;
                line = format!("{round}.");
            }
            line.push(' ');
            line.push_str(&token);
            last = Some(player);
        }
        if !line.is_empty() {
            out.push_str(&line);
            out.push('\n');
        }
        out
    }

    /// Reads a record and replays it.
    ///
    /// # Errors
    /// A tag or event that does not read, or a move that does not play, with its line.
    pub fn from_record(text: &str) -> Result<Game, ParseRecordError> {
        let mut players: Option<Vec<Corner>> = None;
        let mut options = Options::default();
        let mut board = Board::Large;
        let mut start: Option<(usize, &str)> = None;
        let mut game: Option<Game> = None;
        for (i, raw) in text.lines().enumerate() {
            let error = |reason: String| ParseRecordError {
                line: i + 1,
                reason,
            };
            let line = raw.trim();
            if line.is_empty() {
                continue;
            }
            if let Some(tag) = line.strip_prefix('[') {
                if game.is_some() {
                    return Err(error("a tag after the moves".into()));
                }
                let (name, value) = read_tag(tag)
                    .ok_or_else(|| error(format!("'{line}': a tag is [Name \"value\"]")))?;
                match name {
                    "Game" if value != GAME => {
                        return Err(error(format!("this is a record of '{value}', not {GAME}")))
                    }
                    "Players" => {
                        let read: Option<Vec<Corner>> = value
                            .split(',')
                            .map(|l| l.trim().chars().next().and_then(Corner::from_letter))
                            .collect();
                        players =
                            Some(read.ok_or_else(|| {
                                error(format!("players '{value}': letters A to F"))
                            })?);
                    }
                    "Options" => options = Options::from_names(value).map_err(error)?,
                    "Board" => {
                        board = Board::parse(value)
                            .ok_or_else(|| error(format!("board '{value}': large or small")))?;
                    }
                    "Position" => start = Some((i + 1, value)),
                    _ => {}
                }
                continue;
            }
            let game = match &mut game {
                Some(g) => g,
                None => match beginning(board, start, players.as_deref())? {
                    Some(begin) => game.insert(Game::new(begin, options)),
                    None => return Err(error("the Players tag is missing".into())),
                },
            };
            for token in line.split_whitespace() {
                play_token(game, token).map_err(error)?;
            }
        }
        if let Some(g) = game {
            return Ok(g);
        }
        beginning(board, start, players.as_deref())?
            .map(|p| Game::new(p, options))
            .ok_or_else(|| ParseRecordError {
                line: text.lines().count().max(1),
                reason: "no Players or Position tag".into(),
            })
    }
}

/// The start of a record's game on `board`: its `Position` tag (with the tag's line) if it
/// has one, else the usual start of its players; None with neither tag.
fn beginning(
    board: Board,
    position: Option<(usize, &str)>,
    players: Option<&[Corner]>,
) -> Result<Option<Position>, ParseRecordError> {
    match (position, players) {
        (Some((line, text)), _) => {
            let error = |reason: String| ParseRecordError { line, reason };
            let p = Position::from_text_on(board, text).map_err(|e| error(e.to_string()))?;
            if p.board() != board {
                return Err(error(format!(
                    "the position is on the {} star, the Board tag says {board}",
                    p.board()
                )));
            }
            Ok(Some(p))
        }
        (None, Some(ps)) => Position::start_on(board, ps.len())
            .map(Some)
            .ok_or_else(|| ParseRecordError {
                line: 1,
                reason: format!("{} players need a Position tag", ps.len()),
            }),
        (None, None) => Ok(None),
    }
}

fn read_tag(tag: &str) -> Option<(&str, &str)> {
    let inner = tag.strip_suffix(']')?.trim();
    let (name, value) = inner.split_once(char::is_whitespace)?;
    let value = value.trim().strip_prefix('"')?.strip_suffix('"')?;
    Some((name, value))
}

impl Options {
    /// The options on, by name, comma-separated (`anti-spoiling,play-on`; empty for none).
    pub fn names(self) -> String {
        [
            (self.anti_spoiling, "anti-spoiling"),
            (self.play_on, "play-on"),
        ]
        .iter()
        .filter_map(|&(on, name)| on.then_some(name))
        .collect::<Vec<_>>()
        .join(",")
    }

    /// Reads [`Options::names`] (and `none`).
    ///
    /// # Errors
    /// An unknown name.
    pub fn from_names(value: &str) -> Result<Options, String> {
        let mut options = Options::default();
        for name in value.split(',').map(str::trim) {
            match name {
                "none" | "" => {}
                "anti-spoiling" => options.anti_spoiling = true,
                "play-on" => options.play_on = true,
                other => return Err(format!("unknown option '{other}': anti-spoiling, play-on")),
            }
        }
        Ok(options)
    }
}

/// Plays one event of the record; round numbers and the events a program works out itself
/// (`pass`, `X:spoiled`) are skipped.
fn play_token(game: &mut Game, token: &str) -> Result<(), String> {
    if token == "pass" || token.ends_with(":spoiled") || token.ends_with('.') {
        return Ok(());
    }
    if let Some(letter) = token.strip_suffix(":resigns") {
        let player = Corner::parse(letter)
            .ok_or_else(|| format!("'{token}': X:resigns names a player A to F"))?;
        return game.resign(player).map_err(|e| format!("{token}: {e}"));
    }
    game.play_text(token).map(|_| ()).map_err(|e| e.to_string())
}
