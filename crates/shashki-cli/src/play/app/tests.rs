//! The app driven by keys and engine answers, without a terminal.

use std::time::{Duration, Instant};

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use shashki::{
    square, Color, DrawReason, Outcome, Russian, TimeControl, Variant, VariantGame,
    VariantPosition, WinReason,
};
use shashki_engine::{Level, SearchResult};

use super::App;
use crate::play::i18n::{text_of, Lang};
use crate::play::seats::Seats;
use crate::play::table::{Exit, Mode, Reply, Request, Task};

fn friends(fen: &str) -> App {
    let game = VariantGame::new(
        VariantPosition::from_fen(Variant::Russian, fen).unwrap(),
        None,
    );
    App::new(
        game,
        Seats::Friends,
        text_of(Lang::En),
        None,
        Instant::now(),
    )
}

fn versus_engine(human: Color) -> App {
    let seats = Seats::Engine {
        human,
        level: Level::new(1).unwrap(),
    };
    App::new(
        VariantGame::start_of(Variant::Russian),
        seats,
        text_of(Lang::En),
        None,
        Instant::now(),
    )
}

fn key(app: &mut App, code: KeyCode) {
    app.on_key(KeyEvent::new(code, KeyModifiers::NONE), Instant::now());
}

fn keys(app: &mut App, text: &str) {
    for c in text.chars() {
        key(app, KeyCode::Char(c));
    }
}

/// Types `text` at the move prompt and plays it.
fn type_move(app: &mut App, text: &str) {
    key(app, KeyCode::Char('m'));
    keys(app, text);
    key(app, KeyCode::Enter);
}

/// Puts the cursor on `name` with the arrow keys, from the bottom left corner.
fn go_to(app: &mut App, name: &str) {
    for _ in 0..8 {
        key(app, KeyCode::Left);
        key(app, KeyCode::Down);
    }
    let bit = square::parse::<Russian>(name).unwrap();
    let (file, rank) = square::coordinates::<Russian>(bit);
    for _ in 0..file {
        key(app, KeyCode::Right);
    }
    for _ in 0..rank {
        key(app, KeyCode::Up);
    }
}

fn written(app: &App) -> Vec<String> {
    app.game.move_texts()
}

/// The engine's answer to the app's last search request: `text` played, with `score`.
fn answer(app: &mut App, text: &str, score: i32) {
    let last = app.requests.pop();
    app.requests.clear();
    let Some(Request::Search(job)) = last else {
        panic!("the app asked for no search");
    };
    let mv = app.game.position().parse_move(text).unwrap();
    let result = SearchResult {
        best: Some(mv),
        score,
        ..SearchResult::default()
    };
    app.on_reply(
        Reply {
            id: job.id,
            answer: result,
        },
        Instant::now(),
    );
}

#[test]
fn a_typed_move_is_played_and_an_illegal_one_refused_with_a_message() {
    let mut app = friends("startpos");
    type_move(&mut app, "c3-d4");
    assert_eq!(written(&app), ["c3-d4"]);
    type_move(&mut app, "h6-g3");
    assert_eq!(written(&app), ["c3-d4"], "the game is unchanged");
    assert!(app.status.contains("Illegal move: h6-g3"), "{}", app.status);
    assert_eq!(app.mode, Mode::Board);
    type_move(&mut app, "ff4");
    assert!(app.status.contains("Illegal"), "{}", app.status);
    type_move(&mut app, "fg5");
    assert_eq!(
        written(&app),
        ["c3-d4", "f6-g5"],
        "Russian short notation reads"
    );
    type_move(&mut app, "24x20");
    assert_eq!(
        written(&app)[2],
        "g3-h4",
        "numbers read on an algebraic board"
    );
}

#[test]
fn moves_typed_with_cyrillic_letters_and_dashes_are_played() {
    let mut app = friends("startpos");
    // The Cyrillic с typed on the board opens the prompt with itself in it.
    keys(&mut app, "с3-d4");
    key(&mut app, KeyCode::Enter);
    assert_eq!(written(&app), ["c3-d4"], "{}", app.status);
    type_move(&mut app, "f6–g5");
    type_move(&mut app, "d2—сЗ");
    assert_eq!(written(&app), ["c3-d4", "f6-g5", "d2-c3"], "{}", app.status);
    type_move(&mut app, "е7-е5");
    assert!(app.status.contains("Illegal move: е7-е5"), "{}", app.status);
}

#[test]
fn a_move_typed_on_the_board_with_latin_file_letters_is_a_move_not_commands() {
    // `d` offered a draw, `c` switched the coach and `f` turned the board: `d4:f6` ended the
    // game in a draw and `c3-d4` lost its first letter (issue 32, tried cold).
    let mut app = friends("startpos");
    for text in ["c3-d4", "f6-e5", "d4:f6", "g7:e5", "a3-b4", "h6-g5"] {
        keys(&mut app, text);
        key(&mut app, KeyCode::Enter);
    }
    assert_eq!(
        written(&app),
        ["c3-d4", "f6-e5", "d4:f6", "g7:e5", "a3-b4", "h6-g5"],
        "{}",
        app.status
    );
    assert!(app.game.draw_offer().is_none(), "no draw offered");
    key(&mut app, KeyCode::Char('D'));
    assert!(app.game.draw_offer().is_some(), "D offers the draw");
}

#[test]
fn a_piece_and_its_landing_square_chosen_with_the_cursor_play_the_move() {
    let mut app = friends("startpos");
    go_to(&mut app, "c3");
    key(&mut app, KeyCode::Enter);
    let chosen = app.selection.clone().expect("c3 is chosen");
    assert_eq!(chosen.from, square::parse::<Russian>("c3").unwrap());
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Char(' '));
    assert_eq!(written(&app), ["c3-d4"]);
    assert!(app.selection.is_none());
    go_to(&mut app, "c3");
    key(&mut app, KeyCode::Enter);
    assert!(app.selection.is_none(), "an empty square chooses nothing");
    assert!(app.status.contains("Choose a piece"), "{}", app.status);
}

#[test]
fn a_forced_capture_is_said_when_another_piece_is_chosen() {
    let mut app = friends("W:Wc3,e3:Bd4,h8");
    go_to(&mut app, "e3");
    key(&mut app, KeyCode::Enter);
    assert!(app.selection.is_some(), "e3 can capture");
    go_to(&mut app, "a1");
    key(&mut app, KeyCode::Esc);
    go_to(&mut app, "g1");
    key(&mut app, KeyCode::Enter);
    assert!(app.status.contains("No move") || app.status.contains("Choose"));
    let mut app = friends("W:Wc3,g3:Bd4,h8");
    go_to(&mut app, "g3");
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.status, "Capture is compulsory");
}

#[test]
fn several_ways_to_one_square_are_chosen_landing_by_landing() {
    let mut app = friends("W:WK21:B3,6,14,23,25");
    go_to(&mut app, "a3");
    key(&mut app, KeyCode::Enter);
    go_to(&mut app, "b8");
    key(&mut app, KeyCode::Enter);
    assert!(app.status.starts_with("Several ways"), "{}", app.status);
    assert!(app.game.moves().is_empty());
}

#[test]
fn the_last_capture_ends_the_game_and_keys_then_say_so() {
    let mut app = friends("W:Wc3,e3:Bf6");
    type_move(&mut app, "e3-f4");
    type_move(&mut app, "f6-e5");
    type_move(&mut app, "f4:d6");
    assert_eq!(
        app.game.outcome(),
        Outcome::Win {
            winner: Color::White,
            reason: WinReason::NoPieces
        }
    );
    let (who, why) = app.text.result(app.game.outcome()).unwrap();
    assert_eq!(
        (who.as_str(), why.as_str()),
        ("White wins", "the opponent has no pieces left")
    );
    type_move(&mut app, "d6-c7");
    assert_eq!(app.status, "The game is over");
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(
        app.game.outcome(),
        Outcome::Ongoing,
        "undo reopens the game"
    );
    assert_eq!(written(&app), ["e3-f4", "f6-e5"]);
}

#[test]
fn against_the_engine_it_searches_on_its_turn_and_undo_takes_back_to_the_person() {
    let mut app = versus_engine(Color::White);
    assert!(app.requests.is_empty(), "White, the person, moves first");
    type_move(&mut app, "c3-d4");
    assert_eq!(app.task.map(|(_, t)| t), Some(Task::Move));
    type_move(&mut app, "d4-e5");
    assert!(app.status.contains("Wait"), "{}", app.status);
    answer(&mut app, "f6-g5", 0);
    assert_eq!(written(&app), ["c3-d4", "f6-g5"]);
    assert!(app.task.is_none() && app.human_to_move());
    key(&mut app, KeyCode::Char('u'));
    assert!(
        written(&app).is_empty(),
        "two plies back: the person's turn again"
    );
    assert!(app.task.is_none());
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(app.status, "Nothing to take back");
}

#[test]
fn a_stale_answer_is_dropped() {
    let mut app = versus_engine(Color::Black);
    let (old, _) = app.task.expect("the engine, White, moves first");
    answer(&mut app, "c3-d4", 0);
    assert_eq!(written(&app), ["c3-d4"]);
    let mv = app.game.position().parse_move("f6-g5").unwrap();
    let result = SearchResult {
        best: Some(mv),
        ..SearchResult::default()
    };
    app.on_reply(
        Reply {
            id: old,
            answer: result,
        },
        Instant::now(),
    );
    assert_eq!(written(&app), ["c3-d4"], "the old answer plays nothing");
    assert!(app.own.flipped, "Black, the person, sits at the bottom");
}

#[test]
fn a_hint_chooses_its_piece_so_that_enter_plays_it() {
    let mut app = friends("startpos");
    key(&mut app, KeyCode::Char('?'));
    assert_eq!(app.task.map(|(_, t)| t), Some(Task::Hint));
    answer(&mut app, "g3-h4", 0);
    assert!(app.status.starts_with("Hint: g3-h4"), "{}", app.status);
    key(&mut app, KeyCode::Enter);
    assert_eq!(written(&app), ["g3-h4"]);
}

#[test]
fn resigning_asks_first_and_names_the_winner() {
    let mut app = friends("startpos");
    key(&mut app, KeyCode::Char('r'));
    assert_eq!(app.mode, Mode::ConfirmResign(Color::White));
    key(&mut app, KeyCode::Char('n'));
    assert_eq!(app.game.outcome(), Outcome::Ongoing);
    key(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::Char('y'));
    assert_eq!(
        app.game.outcome(),
        Outcome::Win {
            winner: Color::Black,
            reason: WinReason::Resignation
        }
    );
}

#[test]
fn friends_agree_a_draw_by_offering_in_turn() {
    let mut app = friends("startpos");
    key(&mut app, KeyCode::Char('D'));
    type_move(&mut app, "c3-d4");
    assert_eq!(app.game.draw_offer(), Some(Color::White));
    key(&mut app, KeyCode::Char('D'));
    assert_eq!(app.game.outcome(), Outcome::Draw(DrawReason::Agreement));
}

#[test]
fn the_engine_accepts_a_draw_only_when_it_is_no_better() {
    let mut app = versus_engine(Color::White);
    key(&mut app, KeyCode::Char('D'));
    answer(&mut app, "c3-d4", 40);
    assert_eq!(app.game.outcome(), Outcome::Draw(DrawReason::Agreement));
    let mut app = versus_engine(Color::White);
    key(&mut app, KeyCode::Char('D'));
    answer(&mut app, "c3-d4", -40);
    assert_eq!(app.status, "The engine declines the draw");
    assert_eq!(app.game.outcome(), Outcome::Ongoing);
}

#[test]
fn the_side_to_move_loses_when_its_time_runs_out() {
    let start = Instant::now();
    let game = VariantGame::new(
        VariantPosition::start(Variant::Russian),
        Some(TimeControl::Fischer {
            initial: Duration::from_secs(60),
            increment: Duration::ZERO,
        }),
    );
    let mut app = App::new(game, Seats::Friends, text_of(Lang::En), None, start);
    app.tick(start + Duration::from_secs(30));
    assert_eq!(
        app.time_left(Color::White, start + Duration::from_secs(30)),
        Some(Duration::from_secs(30))
    );
    assert_eq!(app.game.outcome(), Outcome::Ongoing);
    app.tick(start + Duration::from_secs(61));
    assert_eq!(
        app.game.outcome(),
        Outcome::Win {
            winner: Color::Black,
            reason: WinReason::Time
        }
    );
    let later = start + Duration::from_secs(90);
    assert_eq!(app.time_left(Color::White, later), Some(Duration::ZERO));
    assert_eq!(
        app.time_left(Color::Black, later),
        Some(Duration::from_secs(60))
    );
}

#[test]
fn a_bad_fen_at_the_load_prompt_is_a_message_and_a_good_one_a_new_game() {
    let mut app = friends("startpos");
    type_move(&mut app, "c3-d4");
    key(&mut app, KeyCode::Char('o'));
    keys(&mut app, "W:Wz9:B1");
    key(&mut app, KeyCode::Enter);
    assert!(app.status.starts_with("Bad FEN"), "{}", app.status);
    assert_eq!(written(&app), ["c3-d4"]);
    key(&mut app, KeyCode::Char('o'));
    keys(&mut app, "B:Wc3:Bf6");
    key(&mut app, KeyCode::Enter);
    assert!(app.game.moves().is_empty());
    assert_eq!(app.game.position().turn(), Color::Black);
    key(&mut app, KeyCode::Char('o'));
    keys(&mut app, "/nonexistent/game.pdn");
    key(&mut app, KeyCode::Enter);
    assert!(app.status.starts_with("Cannot load"), "{}", app.status);
}

#[test]
fn a_game_of_another_variant_loaded_leaves_this_board_for_its_own() {
    let path = std::env::temp_dir().join(format!("shashki-play-app-{}.pdn", std::process::id()));
    std::fs::write(&path, "[GameType \"20\"]\n1. 32-28 19-23 *\n").unwrap();
    let mut app = friends("startpos");
    key(&mut app, KeyCode::Char('o'));
    keys(&mut app, &path.display().to_string());
    key(&mut app, KeyCode::Enter);
    let _ = std::fs::remove_file(&path);
    assert!(matches!(
        app.exit,
        Some(Exit::Load((shashki::Variant::International, _)))
    ));
}

#[test]
fn quit_leaves_and_stops_the_engine() {
    let mut app = versus_engine(Color::Black);
    app.requests.clear();
    key(&mut app, KeyCode::Char('q'));
    assert_eq!(app.exit, Some(Exit::Quit));
    assert!(matches!(app.requests.as_slice(), [Request::Cancel]));
}

#[test]
fn the_save_prompt_writes_the_game_where_it_is_told() {
    let path = std::env::temp_dir().join(format!("shashki-play-save-{}.pdn", std::process::id()));
    let mut app = friends("startpos");
    type_move(&mut app, "c3-d4");
    key(&mut app, KeyCode::Char('s'));
    assert_eq!(app.mode, Mode::Save("shashki.pdn".into()));
    app.on_key(
        KeyEvent::new(KeyCode::Char('u'), KeyModifiers::CONTROL),
        Instant::now(),
    );
    keys(&mut app, &path.display().to_string());
    key(&mut app, KeyCode::Enter);
    let written = std::fs::read_to_string(&path).unwrap_or_default();
    let _ = std::fs::remove_file(&path);
    assert!(app.status.starts_with("Saved to"), "{}", app.status);
    assert!(written.contains("1. c3-d4 *"), "{written}");
}

#[test]
fn the_folk_games_are_written_as_russian_and_take_numbers_too() {
    for (variant, typed, expected) in [
        (Variant::Bashni, "22-18", "c3-d4"),
        (Variant::Stavropol, "22-18", "c3-d4"),
        // Samoedy's start has only captures of one's own men.
        (Variant::Samoedy, "25x18", "b2:d4"),
    ] {
        let mut app = App::new(
            VariantGame::start_of(variant),
            Seats::Friends,
            text_of(Lang::En),
            None,
            Instant::now(),
        );
        type_move(&mut app, typed);
        assert_eq!(written(&app), [expected], "{variant}: {}", app.status);
        let lines = crate::play::board_view::lines(&app, (7, 3));
        let files = lines.last().map(ToString::to_string).unwrap_or_default();
        assert!(
            files.contains('a') && files.contains('h'),
            "{variant}: the files are lettered: {files:?}"
        );
    }
}

#[test]
fn a_bashni_column_shows_the_pieces_under_its_top() {
    // The column on c3, a white man over two black ones, writes "bb" under its disc.
    let game = VariantGame::new(
        VariantPosition::from_fen(Variant::Bashni, "W:W22=wbb:B4").unwrap(),
        None,
    );
    let app = App::new(
        game,
        Seats::Friends,
        text_of(Lang::En),
        None,
        Instant::now(),
    );
    let lines = crate::play::board_view::lines(&app, (7, 3));
    let text: Vec<String> = lines.iter().map(ToString::to_string).collect();
    assert_eq!(
        text.iter().filter(|l| l.contains("bb")).count(),
        1,
        "{text:#?}"
    );
    assert!(!text.iter().any(|l| l.contains("ww")), "{text:#?}");
}

#[test]
fn the_coach_is_off_until_switched_on_then_names_the_piece_left_under_a_capture() {
    // The position of tests/data/analyze/blunder.pdn: e3-f4 lets g5 take f4 and d2.
    let fen = "W:Wd2,e3,g3,h2:Bc7,f6,g5,h6";
    let mut app = friends(fen);
    type_move(&mut app, "e3-f4");
    assert!(app.own.coach.is_none() && app.own.coach_notes.is_empty());
    let mut app = friends(fen);
    key(&mut app, KeyCode::Char('C'));
    assert_eq!(
        app.status,
        "Coach on: each of your moves is checked by calculation."
    );
    go_to(&mut app, "e3");
    key(&mut app, KeyCode::Enter);
    assert!(
        app.status
            .contains("If it goes there, the piece on f4 is taken: g5:c1."),
        "{}",
        app.status
    );
    key(&mut app, KeyCode::Esc);
    type_move(&mut app, "e3-f4");
    let notes = app.own.coach_notes.join("\n");
    assert!(notes.starts_with("Coach on e3-f4:"), "{notes}");
    assert!(
        notes.contains("Moved under a capture: the piece on f4 is taken (g5:c1); 2 pieces lost."),
        "{notes}"
    );
    assert!(notes.contains("Line: 1. e3-f4 g5:c1"), "{notes}");
    key(&mut app, KeyCode::Char('C'));
    assert!(app.own.coach.is_none() && app.own.coach_notes.is_empty());
}

#[test]
fn the_coach_speaks_the_players_language_and_is_quiet_about_a_sound_move() {
    let game = VariantGame::start_of(Variant::Russian);
    let mut app = App::new(
        game,
        Seats::Friends,
        text_of(Lang::Ru),
        None,
        Instant::now(),
    );
    key(&mut app, KeyCode::Char('C'));
    type_move(&mut app, "c3-d4");
    assert_eq!(
        app.own.coach_notes,
        ["Тренер о ходе c3-d4: замечаний нет: ничего не подставлено, ничего не упущено."]
    );
}

/// The square `name` of the Russian board, as the app's selection holds it.
fn bit(name: &str) -> u32 {
    square::parse::<Russian>(name).unwrap()
}

#[test]
fn with_touch_move_a_chosen_piece_can_be_neither_put_back_nor_exchanged() {
    let mut app = friends("startpos");
    key(&mut app, KeyCode::Char('t'));
    assert!(app.own.touch_move);
    assert!(app.status.starts_with("Touch-move on"), "{}", app.status);
    go_to(&mut app, "c3");
    key(&mut app, KeyCode::Enter);
    let bound = "Touch-move: the piece on c3 was touched and must move.";
    let held = |app: &App| app.selection.as_ref().map(|s| s.from) == Some(bit("c3"));
    // Pressed again, Escape, another piece that moves, a square it cannot reach.
    for (square, code) in [
        ("c3", KeyCode::Enter),
        ("c3", KeyCode::Esc),
        ("e3", KeyCode::Enter),
        ("g3", KeyCode::Char(' ')),
        ("e5", KeyCode::Enter),
        ("a1", KeyCode::Enter),
    ] {
        go_to(&mut app, square);
        app.status.clear();
        key(&mut app, code);
        assert!(held(&app), "{square} {code:?}: {:?}", app.selection);
        assert_eq!(app.status, bound, "{square} {code:?}");
    }
    type_move(&mut app, "e3-f4");
    assert_eq!(app.status, bound, "a typed move of another piece");
    key(&mut app, KeyCode::Char('?'));
    assert!(app.task.is_none(), "no hint for another piece");
    assert!(app.game.moves().is_empty());
    go_to(&mut app, "b4");
    key(&mut app, KeyCode::Enter);
    assert_eq!(written(&app), ["c3-b4"], "the touched piece moves");
    // Black's piece is held too; switched off, Escape puts it back.
    go_to(&mut app, "f6");
    key(&mut app, KeyCode::Enter);
    go_to(&mut app, "h6");
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.selection.as_ref().map(|s| s.from), Some(bit("f6")));
    key(&mut app, KeyCode::Char('t'));
    assert_eq!(app.status, "Touch-move off.");
    key(&mut app, KeyCode::Esc);
    assert!(app.selection.is_none());
}

#[test]
fn touch_move_says_its_rule_in_russian_and_takes_no_move_back() {
    let seats = Seats::Engine {
        human: Color::White,
        level: Level::new(1).unwrap(),
    };
    let mut app = App::new(
        VariantGame::start_of(Variant::Russian),
        seats,
        text_of(Lang::Ru),
        None,
        Instant::now(),
    );
    app.toggle_touch_move();
    type_move(&mut app, "c3-d4");
    answer(&mut app, "f6-g5", 0);
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(app.status, "«Тронул — ходи»: ходы назад не берутся.");
    assert_eq!(written(&app), ["c3-d4", "f6-g5"]);
    go_to(&mut app, "b2");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Esc);
    assert_eq!(
        app.status,
        "«Тронул — ходи»: шашку на b2 тронули, ею нужно ходить."
    );
    key(&mut app, KeyCode::Char('t'));
    key(&mut app, KeyCode::Char('u'));
    assert!(written(&app).is_empty(), "switched off, undo works again");
}

#[test]
fn a_piece_the_hint_chose_is_not_touched_until_the_person_presses_on() {
    let mut app = friends("startpos");
    key(&mut app, KeyCode::Char('t'));
    key(&mut app, KeyCode::Char('?'));
    answer(&mut app, "g3-h4", 0);
    assert_eq!(app.selection.as_ref().map(|s| s.from), Some(bit("g3")));
    go_to(&mut app, "c3");
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        app.selection.as_ref().map(|s| s.from),
        Some(bit("c3")),
        "the hint's piece was not touched"
    );
    key(&mut app, KeyCode::Esc);
    assert!(
        app.status.contains("piece on c3 was touched"),
        "{}",
        app.status
    );
}

#[test]
fn the_saved_game_names_the_person_as_given_or_unknown_and_the_engine_with_its_level() {
    let path = std::env::temp_dir().join(format!("shashki-play-names-{}.pdn", std::process::id()));
    let saved = |app: &mut App| {
        key(app, KeyCode::Char('s'));
        app.on_key(
            KeyEvent::new(KeyCode::Char('u'), KeyModifiers::CONTROL),
            Instant::now(),
        );
        keys(app, &path.display().to_string());
        key(app, KeyCode::Enter);
        std::fs::read_to_string(&path).unwrap_or_default()
    };
    let mut app = versus_engine(Color::Black);
    answer(&mut app, "c3-d4", 0);
    let written = saved(&mut app);
    assert!(
        written.contains("[White \"shashki, level 1\"]"),
        "{written}"
    );
    assert!(written.contains("[Black \"?\"]"), "{written}");
    assert_eq!(app.players()[1], "you", "the screen still says who is who");
    app.own.names = [None, Some("Анна".into())];
    let written = saved(&mut app);
    assert!(written.contains("[Black \"Анна\"]"), "{written}");
    assert_eq!(app.players()[1], "Анна");
    let mut app = friends("startpos");
    type_move(&mut app, "c3-d4");
    app.own.names = [Some("Ира".into()), None];
    let written = saved(&mut app);
    let _ = std::fs::remove_file(&path);
    assert!(
        written.contains("[White \"Ира\"]") && written.contains("[Black \"?\"]"),
        "{written}"
    );
}
