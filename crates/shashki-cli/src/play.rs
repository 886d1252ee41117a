//! `shashki play`: a full-screen game in the terminal against the engine or a friend, in any
//! variant, with moves typed or chosen with the cursor (issue 6).
//!
//! The pieces: [`table`] is the skeleton both terminal games share (this one and Chinese
//! checkers, `crate::star::play`): the keyboard's modes, the commands every game has, the
//! computer's one search at a time, the screen's frame and the event loop; [`app`] is the
//! draughts game at that table, without a terminal, so that tests drive it; [`screen`] runs it
//! in the terminal; [`engine`] searches on its own thread; [`ui`] and [`board_view`] draw;
//! [`i18n`] has every word in English, Russian and Ukrainian.

mod app;
mod board_view;
mod cursor;
mod engine;
mod i18n;
mod keys;
mod record;
mod screen;
mod seats;
mod select;
pub(crate) mod table;
mod ui;

use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, ValueEnum};
use shashki::{Color, TimeControl};
use shashki_engine::Level;

use crate::error::CliError;
use crate::game_key::GameKey;
pub(crate) use i18n::lang_from_env;
pub use i18n::Lang;
pub(crate) use i18n::{text_of, Text};
pub use keys::Action;
use record::Source;
use screen::Options;
use seats::Seats;

/// A side chosen on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Side {
    /// White.
    White,
    /// Black.
    Black,
}

/// Arguments of `shashki play`.
#[derive(Args)]
pub struct PlayArgs {
    /// The variant: a key or alias of INTERFACES.md §1 (russian, international, english, ...;
    /// an unknown name lists them all), or chinese-checkers.
    #[arg(long, default_value = "russian")]
    variant: String,
    /// The start position as FEN (default: the variant's start).
    #[arg(long, conflicts_with = "load")]
    fen: Option<String>,
    /// The engine's level, 1 (beginner) to 10 (full strength).
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u8).range(1..=10))]
    level: u8,
    /// Your side against the engine.
    #[arg(long, value_enum, default_value_t = Side::White)]
    color: Side,
    /// Two people at this terminal; no engine moves.
    #[arg(long, conflicts_with_all = ["level", "color"])]
    friend: bool,
    /// A clock: minutes for the game, plus seconds added after each move (`5+3`, `10`).
    #[arg(long, value_name = "MIN+INC")]
    clock: Option<String>,
    /// Save the game as PDN to this file at its end and on leaving.
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// Start from the first game of this PDN file (its variant from its tags).
    #[arg(long, value_name = "FILE")]
    load: Option<PathBuf>,
    /// Start with the coach on: it checks each of your moves (the `c` key switches it).
    #[arg(long)]
    coach: bool,
    /// Start with touch-move on: a piece once chosen must move, and no move is taken back
    /// (the `t` key switches it).
    #[arg(long)]
    touch_move: bool,
    /// Your name in the saved PDN (without it `?`, a name not known); with --friend, give it
    /// twice: White's, then Black's.
    #[arg(long, value_name = "NAME")]
    name: Vec<String>,
    /// How long the engine looks for a hint (the `?` key) or weighs a draw offer, in seconds:
    /// above 0, at most 60 (default 1; `1.5` or `1,5`).
    #[arg(long, value_name = "SECONDS", value_parser = parse_hint_time)]
    hint_time: Option<f64>,
    /// Language: ru, uk or en (default: from LANG).
    #[arg(long)]
    lang: Option<String>,
    /// Chinese checkers: the number of players (2 to 6; default 2).
    #[arg(long, conflicts_with_all = ["fen", "load"])]
    players: Option<usize>,
    /// Chinese checkers: the star, large (121 holes, ten pieces a player; the default) or
    /// small (73 holes, six).
    #[arg(long, conflicts_with = "load", value_parser = crate::star::parse_board)]
    board: Option<shashki_star::Board>,
    /// Chinese checkers: how many players, first in turn order, are people at this terminal
    /// (default 1; the others are computers at --level).
    #[arg(long)]
    people: Option<usize>,
    /// Chinese checkers: the anti-spoiling rule (a piece still in its start point after its
    /// owner's 30th move, 20th on the small star, loses him the game).
    #[arg(long)]
    anti_spoiling: bool,
    /// Chinese checkers: play on for places after the first player is home.
    #[arg(long)]
    play_on: bool,
}

/// Reads `MIN+INC` (minutes may have a fraction, the increment is in seconds).
fn parse_clock(text: &str) -> Result<TimeControl, String> {
    let bad = || format!("bad clock '{text}': write minutes and increment, e.g. 5+3");
    let (minutes, increment) = text.split_once('+').unwrap_or((text, "0"));
    let minutes: f64 = minutes.trim().parse().map_err(|_| bad())?;
    let increment: u64 = increment.trim().parse().map_err(|_| bad())?;
    if !(minutes > 0.0 && minutes <= 24.0 * 60.0) {
        return Err(bad());
    }
    Ok(TimeControl::Fischer {
        initial: Duration::from_secs_f64(minutes * 60.0),
        increment: Duration::from_secs(increment),
    })
}

/// Reads `--hint-time`: seconds, more than none and at most a minute, with a decimal point or
/// the decimal comma Russian and Ukrainian write.
fn parse_hint_time(text: &str) -> Result<f64, String> {
    match text.trim().replace(',', ".").parse::<f64>() {
        Ok(seconds) if seconds > 0.0 && seconds <= 60.0 => Ok(seconds),
        _ => Err(format!(
            "bad hint time '{text}': seconds above 0, at most 60"
        )),
    }
}

/// Runs `shashki play`.
pub fn run(args: &PlayArgs) -> Result<(), CliError> {
    let lang = match &args.lang {
        Some(l) => l.parse().map_err(CliError::Input)?,
        None => i18n::lang_from_env(),
    };
    let mut variant = match args.variant.parse().map_err(CliError::Input)? {
        GameKey::ChineseCheckers => return crate::star::play::run(star_setup(args, lang)?),
        GameKey::Draughts(v) => v,
    };
    if args.players.is_some()
        || args.board.is_some()
        || args.people.is_some()
        || args.anti_spoiling
        || args.play_on
    {
        return Err(CliError::Input(format!(
            "--players, --board, --people, --anti-spoiling and --play-on are for {}",
            shashki_star::KEY
        )));
    }
    let text = i18n::text_of(lang);
    let seats = seats_of(args)?;
    let names = names(&args.name, seats)?;
    let clock = args
        .clock
        .as_deref()
        .map(parse_clock)
        .transpose()
        .map_err(CliError::Input)?;
    let source = match (&args.load, &args.fen) {
        (Some(path), _) => {
            let game = record::read_pdn(path).map_err(|e| CliError::Input(text.say(&e)))?;
            variant = record::variant_of(&game, variant);
            Source::Pdn(game)
        }
        (None, Some(fen)) if !fen.trim().eq_ignore_ascii_case("startpos") => {
            Source::Fen(Some(fen.clone()))
        }
        (None, _) => Source::Fen(None),
    };
    record::check(variant, &source).map_err(|e| CliError::Input(text.say(&e)))?;
    let options = Options {
        seats,
        names,
        touch_move: args.touch_move,
        hint_time: args.hint_time.map(Duration::from_secs_f64),
        clock,
        text,
        save: args.save.clone(),
        coach: args.coach,
    };
    table::runner::in_terminal(|terminal| screen::run(terminal, &options, variant, source))
}

/// Who plays each side, from `--friend`, `--color` and `--level`.
fn seats_of(args: &PlayArgs) -> Result<Seats, CliError> {
    Ok(if args.friend {
        Seats::Friends
    } else {
        Seats::Engine {
            human: match args.color {
                Side::White => Color::White,
                Side::Black => Color::Black,
            },
            level: Level::new(args.level).ok_or_else(|| CliError::Input("bad level".into()))?,
        }
    })
}

/// The people's names of `--name` by side (White's first): the one person's against the
/// engine, White's then Black's between friends.
fn names(given: &[String], seats: Seats) -> Result<[Option<String>; 2], CliError> {
    if given.iter().any(|n| n.trim().is_empty()) {
        return Err(CliError::Input("--name needs a name".into()));
    }
    let mut names = [None, None];
    match (seats, given) {
        (_, []) => {}
        (Seats::Engine { human, .. }, [one]) => names[human.index()] = Some(one.trim().into()),
        (Seats::Friends, [white, rest @ ..]) if rest.len() <= 1 => {
            names[0] = Some(white.trim().into());
            names[1] = rest.first().map(|b| b.trim().into());
        }
        _ => {
            return Err(CliError::Input(
                "--name is given once against the engine, at most twice with --friend".into(),
            ))
        }
    }
    Ok(names)
}

/// The set-up of a Chinese checkers game from the arguments (`--friend`: people only).
fn star_setup(args: &PlayArgs, lang: Lang) -> Result<crate::star::play::Setup, CliError> {
    let draughts_only = [
        ("--name", !args.name.is_empty()),
        ("--touch-move", args.touch_move),
        ("--hint-time", args.hint_time.is_some()),
    ];
    let given: Vec<&str> = draughts_only
        .iter()
        .filter_map(|&(option, given)| given.then_some(option))
        .collect();
    if let Some((last, rest)) = given.split_last() {
        let (options, verb) = match rest {
            [] => (last.to_string(), "is"),
            _ => (format!("{} and {last}", rest.join(", ")), "are"),
        };
        return Err(CliError::Input(format!(
            "{options} {verb} for draughts, not {}",
            shashki_star::KEY
        )));
    }
    if args.clock.is_some() {
        return Err(CliError::Input(format!(
            "{} is played without a clock",
            shashki_star::KEY
        )));
    }
    let record = match &args.load {
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .map_err(|e| CliError::Input(format!("{}: {e}", path.display())))?;
            Some(shashki_star::Game::from_record(&text).map_err(CliError::input)?)
        }
        None => None,
    };
    let start = crate::star::position(args.fen.as_deref(), args.players, args.board)?;
    let people = if args.friend {
        6
    } else {
        args.people.unwrap_or(1)
    };
    Ok(crate::star::play::Setup {
        start,
        record,
        options: shashki_star::Options {
            anti_spoiling: args.anti_spoiling,
            play_on: args.play_on,
        },
        people,
        level: shashki_star::engine::Level::new(args.level)
            .ok_or_else(|| CliError::Input("bad level".into()))?,
        save: args.save.clone(),
        lang,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(clap::Parser)]
    struct Line {
        #[command(flatten)]
        args: PlayArgs,
    }

    fn star(args: &[&str]) -> Result<crate::star::play::Setup, CliError> {
        let line = <Line as clap::Parser>::try_parse_from(
            ["play", "--variant", "chinese-checkers"].iter().chain(args),
        )
        .map_err(|e| CliError::Input(e.to_string()))?;
        star_setup(&line.args, Lang::En)
    }

    #[test]
    fn chinese_checkers_takes_five_players_and_the_small_star() {
        let setup = star(&["--players", "5", "--board", "small"]).unwrap();
        assert_eq!(
            setup.start,
            shashki_star::Position::start_on(shashki_star::Board::Small, 5).unwrap()
        );
        let five = star(&["--players", "5"]).unwrap().start;
        assert_eq!(five.board(), shashki_star::Board::Large);
        assert_eq!(five.players().count(), 5);
        let text = star(&["--fen", "small:A:A68-73:D1-6"]).unwrap().start;
        assert_eq!(text.board(), shashki_star::Board::Small);
        let e = |args: &[&str]| star(args).err().map(|e| e.to_string()).unwrap_or_default();
        assert!(e(&["--players", "7"]).contains("2 to 6"));
        assert!(e(&["--board", "medium"]).contains("large or small"));
        assert!(e(&["--board", "small", "--load", "x"]).contains("cannot be used with"));
    }

    #[test]
    fn clocks_read_minutes_and_increment() {
        assert_eq!(
            parse_clock("5+3"),
            Ok(TimeControl::Fischer {
                initial: Duration::from_secs(300),
                increment: Duration::from_secs(3),
            })
        );
        assert!(parse_clock("0.5").is_ok());
        assert!(parse_clock("5+x").is_err() && parse_clock("-1").is_err());
    }

    #[test]
    fn names_go_to_the_persons_side_or_white_then_black_between_friends() {
        let level = Level::new(3).unwrap();
        let against = |human| Seats::Engine { human, level };
        let owned = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            names(&owned(&["Анна"]), against(Color::Black)).unwrap(),
            [None, Some("Анна".into())]
        );
        assert_eq!(names(&[], against(Color::White)).unwrap(), [None, None]);
        assert_eq!(
            names(&owned(&["Ира ", "Петя"]), Seats::Friends).unwrap(),
            [Some("Ира".into()), Some("Петя".into())]
        );
        assert!(names(&owned(&["a", "b"]), against(Color::White)).is_err());
        assert!(names(&owned(&["a", "b", "c"]), Seats::Friends).is_err());
        assert!(names(&owned(&[" "]), Seats::Friends).is_err());
    }
}
