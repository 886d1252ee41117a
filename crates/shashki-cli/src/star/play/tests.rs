//! The terminal game driven by keys and answers, without a terminal.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use shashki_star::engine::Level;
use shashki_star::{Corner, Game, Hole, Move, Options, Outcome, Position};

use std::time::Instant;

use super::app::{App, Seat};
use crate::play::table::{Mode, Reply, Request};
use crate::play::Lang;

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn typed(app: &mut App, text: &str) {
    app.on_key(key(KeyCode::Char('m')), Instant::now());
    for c in text.chars() {
        app.on_key(key(KeyCode::Char(c)), Instant::now());
    }
    app.on_key(key(KeyCode::Enter), Instant::now());
}

fn hole(n: u32) -> Hole {
    Hole::from_number(n).unwrap()
}

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

/// A two-player game: A a person, D a computer.
fn against_computer() -> App {
    let game = Game::new(Position::start(2).unwrap(), Options::default());
    let mut seats = [Seat::Person; 6];
    seats[Corner::D.index()] = Seat::Computer(Level::new(1).unwrap());
    App::new(game, seats, crate::play::text_of(Lang::En), None)
}

/// The search `id` answered with `answer`.
fn reply(app: &mut App, id: u64, answer: Option<Move>) {
    app.on_reply(Reply { id, answer }, Instant::now());
}

/// The last search asked for, answered with `mv`.
fn answer(app: &mut App, mv: Move) {
    let id = app
        .requests
        .iter()
        .rev()
        .find_map(|r| match r {
            Request::Search(job) => Some(job.id),
            Request::Cancel => None,
        })
        .expect("a search was asked for");
    reply(app, id, Some(mv));
}

#[test]
fn the_cursor_chooses_a_piece_and_its_destination() {
    let mut app = against_computer();
    assert_eq!(
        app.cursor.hole,
        hole(112),
        "the cursor starts on a piece that can move"
    );
    app.on_key(key(KeyCode::Enter), Instant::now());
    assert_eq!(app.selection, Some(hole(112)));
    assert_eq!(app.destinations(), [hole(103), hole(104)]);
    app.on_key(key(KeyCode::Up), Instant::now());
    app.on_key(key(KeyCode::Enter), Instant::now());
    assert_eq!(app.game.plies(), 1);
    assert_eq!(app.cursor.hole, hole(104));
    assert!(
        matches!(app.requests.last(), Some(Request::Search(_))),
        "the computer thinks"
    );
    assert!(app.thinking().is_some_and(|t| t.contains("Blue")));
}

#[test]
fn typed_moves_play_and_bad_ones_are_refused() {
    let mut app = against_computer();
    typed(&mut app, "114-61");
    assert_eq!(app.status, "Not a legal move: 114-61");
    assert_eq!(app.game.plies(), 0);
    typed(&mut app, "116-103");
    assert_eq!(app.game.plies(), 1);
    typed(&mut app, "112-104");
    assert_eq!(app.status, "A computer is to move");
}

#[test]
fn the_computers_answer_is_played_and_a_stale_one_dropped() {
    let mut app = against_computer();
    typed(&mut app, "116-103");
    let cursor = app.cursor;
    reply(&mut app, 999, Some(mv("7-15")));
    assert_eq!(app.game.plies(), 1, "an answer to no question");
    answer(&mut app, mv("7-15"));
    assert_eq!(app.game.plies(), 2);
    assert_eq!(app.cursor, cursor, "the computer's move leaves the cursor");
    assert_eq!(app.game.turn(), Some(Corner::A));
}

#[test]
fn a_hint_is_shown_and_enter_plays_it() {
    let mut app = against_computer();
    app.on_key(key(KeyCode::Char('?')), Instant::now());
    answer(&mut app, mv("117-106"));
    assert_eq!(app.hint, Some(mv("117-106")));
    assert!(app.status.starts_with("Hint: 117-106"), "{}", app.status);
    app.on_key(key(KeyCode::Enter), Instant::now());
    assert_eq!(app.game.events().len(), 1);
    assert_eq!(app.game.position().owner(hole(106)), Some(Corner::A));
}

#[test]
fn undo_takes_back_the_computers_reply_and_the_persons_move() {
    let mut app = against_computer();
    app.on_key(key(KeyCode::Char('u')), Instant::now());
    assert_eq!(app.status, "Nothing to take back");
    typed(&mut app, "116-103");
    answer(&mut app, mv("7-15"));
    app.on_key(key(KeyCode::Char('u')), Instant::now());
    assert_eq!(app.game.plies(), 0);
    assert_eq!(app.game.turn(), Some(Corner::A));
}

#[test]
fn a_person_resigns_after_saying_yes_and_the_game_ends() {
    let mut app = against_computer();
    app.on_key(key(KeyCode::Char('r')), Instant::now());
    assert_eq!(app.mode, Mode::ConfirmResign(Corner::A));
    app.on_key(key(KeyCode::Char('n')), Instant::now());
    assert_eq!(app.game.outcome(), Outcome::Ongoing);
    app.on_key(key(KeyCode::Char('r')), Instant::now());
    app.on_key(key(KeyCode::Char('y')), Instant::now());
    assert_eq!(app.game.outcome(), Outcome::Won(Corner::D));
    typed(&mut app, "112-104");
    assert_eq!(app.status, "The game is over");
}

#[test]
fn people_only_take_turns_and_keys_of_draughts_say_so() {
    let game = Game::new(Position::start(3).unwrap(), Options::default());
    let mut app = App::new(
        game,
        [Seat::Person; 6],
        crate::play::text_of(Lang::Ru),
        None,
    );
    typed(&mut app, "116-103");
    assert_eq!(app.game.turn(), Some(Corner::C));
    assert!(app.requests.is_empty(), "no computer plays");
    app.on_key(key(KeyCode::Char('F')), Instant::now());
    assert_eq!(app.status, "В этой игре этого нет");
}

/// Plays a whole game of `players` through the app, the first of every two players in turn
/// order a person typing his moves (chosen by a level-1 search, as a beginner might) and the
/// others computers at level 1 or 2 whose searches are run here; the record is saved at the
/// end. Returns the app at the end.
fn whole_game(players: usize, save: &std::path::Path) -> App {
    use shashki_star::engine::Engine;
    use std::sync::atomic::AtomicBool;

    let game = Game::new(Position::start(players).unwrap(), Options::default());
    let mut seats = [Seat::Person; 6];
    for (i, c) in game.players().into_iter().enumerate() {
        if i % 2 == 1 {
            seats[c.index()] = Seat::Computer(Level::new(1 + (i as u8 / 2) % 2).unwrap());
        }
    }
    let mut app = App::new(
        game,
        seats,
        crate::play::text_of(Lang::En),
        Some(save.to_path_buf()),
    );
    let (mut person, mut computer) = (Engine::new(players as u64), Engine::new(99));
    let stop = AtomicBool::new(false);
    let beginner = Level::new(1).unwrap();
    while app.turn().is_some() {
        assert!(app.game.plies() < 3_000, "{players} players: the game ends");
        if app.person_to_move() {
            let mv = person
                .choose(app.game.position(), beginner, None, &stop)
                .unwrap()
                .mv;
            let before = app.game.plies();
            typed(&mut app, &mv.to_string());
            assert_eq!(app.game.plies(), before + 1, "{mv}: {}", app.status);
        } else {
            let Some(Request::Search(job)) = app.requests.last().cloned() else {
                panic!("a computer to move thinks");
            };
            let found = computer.choose(&job.position, job.level, None, &stop);
            reply(&mut app, job.id, found.map(|c| c.mv));
        }
    }
    app
}

#[test]
fn whole_games_of_people_and_computers_for_every_number_of_players() {
    for players in [2, 3, 4, 6] {
        let save =
            std::env::temp_dir().join(format!("shashki-star-{}-{players}.txt", std::process::id()));
        let mut app = whole_game(players, &save);
        let Outcome::Won(winner) = app.game.outcome() else {
            panic!("{players} players: {:?}", app.game.outcome());
        };
        assert!(app.game.position().is_home(winner), "{players} players");
        let saved = std::fs::read_to_string(&save).unwrap();
        std::fs::remove_file(&save).unwrap();
        assert_eq!(
            saved,
            app.game.record(),
            "{players} players: saved at the end"
        );
        let replayed = Game::from_record(&saved).unwrap();
        assert_eq!(replayed.outcome(), Outcome::Won(winner));
        typed(&mut app, "112-104");
        assert_eq!(app.status, "The game is over");
    }
}

#[test]
fn the_small_star_is_drawn_in_its_13_rows_and_played_with_the_cursor() {
    let start = Position::start_on(shashki_star::Board::Small, 5).unwrap();
    let mut app = App::new(
        Game::new(start, Options::default()),
        [Seat::Person; 6],
        crate::play::text_of(Lang::En),
        None,
    );
    let lines = super::view::board_lines(&app, false);
    assert_eq!(lines.len(), 13);
    let pieces: usize = lines
        .iter()
        .map(|l| l.spans.iter().filter(|s| s.content == "●").count())
        .sum();
    assert_eq!(pieces, 30, "five players of six pieces");
    let top: String = lines[0].spans.iter().map(|s| s.content.as_ref()).collect();
    assert_eq!(top.trim(), "●", "D's tip, hole 1");
    assert_eq!(app.cursor.hole, hole(68), "on a piece of A that can move");
    app.on_key(key(KeyCode::Enter), Instant::now());
    app.on_key(key(KeyCode::Up), Instant::now());
    app.on_key(key(KeyCode::Enter), Instant::now());
    assert_eq!(app.game.events().len(), 1);
    assert_eq!(app.game.position().turn(), Corner::B);
    assert!(app.game.position().pieces(Corner::A).contains(hole(62)));
}

#[test]
fn the_save_prompt_writes_the_record_and_says_why_when_it_cannot() {
    let mut app = against_computer();
    typed(&mut app, "116-103");
    answer(&mut app, mv("7-15"));
    let save_to = |app: &mut App, path: &std::path::Path| {
        app.on_key(key(KeyCode::Char('s')), Instant::now());
        assert_eq!(app.mode, Mode::Save("chinese-checkers.txt".into()));
        let ctrl_u = KeyEvent::new(KeyCode::Char('u'), KeyModifiers::CONTROL);
        app.on_key(ctrl_u, Instant::now());
        for c in path.display().to_string().chars() {
            app.on_key(key(KeyCode::Char(c)), Instant::now());
        }
        app.on_key(key(KeyCode::Enter), Instant::now());
    };
    let dir = std::env::temp_dir();
    let missing = dir.join(format!("shashki-no-folder-{}", std::process::id()));
    let path = missing.join("game.txt");
    save_to(&mut app, &path);
    let why = std::fs::write(&path, "").unwrap_err();
    assert_eq!(
        app.status,
        format!("Could not save {}: {why}", path.display())
    );
    let path = dir.join(format!("shashki-star-saved-{}.txt", std::process::id()));
    save_to(&mut app, &path);
    assert_eq!(app.status, format!("Saved to {}", path.display()));
    let saved = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    assert_eq!(saved, app.game.record(), "both moves");
    assert_eq!(Game::from_record(&saved).unwrap().plies(), 2);
}

#[test]
fn the_key_line_names_no_keys_that_do_not_move_the_cursor() {
    // hjkl gave way to the file letters in both games (issue 32): `k` does nothing, `h` opens
    // the move prompt.
    let mut app = against_computer();
    let cursor = app.cursor;
    app.on_key(key(KeyCode::Char('k')), Instant::now());
    assert_eq!(app.cursor, cursor);
    app.on_key(key(KeyCode::Char('h')), Instant::now());
    assert_eq!(app.mode, Mode::Typing("h".into()));
    for lang in [Lang::En, Lang::Ru, Lang::Uk] {
        let keys = crate::play::text_of(lang).get("star-keys");
        assert!(!keys.contains("hjkl"), "{keys}");
    }
}
