//! Every GUI command read and written, unknown commands and arguments ignored, garbage refused.

use shashki_hub::{Command, GoMode, LevelArgs, PosArgs};

fn parse(text: &str) -> Command {
    Command::parse(text)
        .unwrap_or_else(|e| panic!("{text:?}: {e}"))
        .unwrap_or_else(|| panic!("{text:?} is blank"))
}

fn mv(text: &str) -> String {
    text.to_string()
}

#[test]
fn every_simple_command_is_read() {
    assert_eq!(parse("hub"), Command::Hub);
    assert_eq!(parse("init"), Command::Init);
    assert_eq!(parse("new-game"), Command::NewGame);
    assert_eq!(parse("ping"), Command::Ping);
    assert_eq!(parse("stop"), Command::Stop);
    assert_eq!(parse("ponder-hit"), Command::PonderHit);
    assert_eq!(parse("quit"), Command::Quit);
}

#[test]
fn set_param_reads_name_and_value() {
    assert_eq!(
        parse("set-param name=variant value=killer"),
        Command::SetParam {
            name: "variant".into(),
            value: "killer".into()
        }
    );
    assert_eq!(
        parse(r#"set-param value="two words" name=book"#),
        Command::SetParam {
            name: "book".into(),
            value: "two words".into()
        }
    );
}

#[test]
fn set_param_without_a_name_is_an_error() {
    let err = Command::parse("set-param value=3").unwrap_err();
    assert!(err.message.contains("without a name"), "{err}");
}

#[test]
fn pos_reads_a_board_and_quoted_moves() {
    let board = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";
    assert_eq!(
        parse(&format!(r#"pos pos={board} moves="32-28 19-23 28x19x23""#)),
        Command::Pos(PosArgs {
            board: Some(board.into()),
            moves: vec![mv("32-28"), mv("19-23"), mv("28x19x23")],
        })
    );
}

#[test]
fn pos_start_and_a_bare_pos_mean_the_start_position() {
    assert_eq!(parse("pos start"), Command::Pos(PosArgs::default()));
    assert_eq!(parse("pos"), Command::Pos(PosArgs::default()));
    assert_eq!(
        parse("pos start moves=32-28"),
        Command::Pos(PosArgs {
            board: None,
            moves: vec![mv("32-28")],
        })
    );
}

#[test]
fn a_bad_move_in_pos_is_an_error_at_its_column() {
    let err = Command::parse(r#"pos start moves="32-28 19y23""#).unwrap_err();
    assert_eq!(err.column, 24, "{err}");
    assert!(err.message.contains("19y23"), "{err}");
}

#[test]
fn level_reads_every_limit() {
    assert_eq!(
        parse("level depth=12 nodes=100000 move-time=1.5"),
        Command::Level(LevelArgs {
            depth: Some(12),
            nodes: Some(100_000),
            move_time: Some(1.5),
            ..LevelArgs::default()
        })
    );
    assert_eq!(
        parse("level moves=9 time=291.587 inc=2"),
        Command::Level(LevelArgs {
            moves: Some(9),
            time: Some(291.587),
            inc: Some(2.0),
            ..LevelArgs::default()
        })
    );
    assert_eq!(
        parse("level infinite"),
        Command::Level(LevelArgs {
            infinite: true,
            ..LevelArgs::default()
        })
    );
}

#[test]
fn level_refuses_a_value_that_is_not_a_number() {
    let err = Command::parse("level depth=deep").unwrap_err();
    assert_eq!(err.column, 13);
    assert!(
        err.message.contains("depth must be a whole number"),
        "{err}"
    );
    let err = Command::parse("level move-time=nan").unwrap_err();
    assert!(err.message.contains("move-time"), "{err}");
    assert!(Command::parse("level depth=-1").is_err());
}

#[test]
fn later_level_lines_add_to_earlier_ones() {
    let mut level = LevelArgs {
        depth: Some(3),
        time: Some(10.0),
        ..LevelArgs::default()
    };
    level.merge(&LevelArgs {
        depth: Some(5),
        infinite: true,
        ..LevelArgs::default()
    });
    assert_eq!(level.depth, Some(5));
    assert_eq!(level.time, Some(10.0));
    assert!(level.infinite);
    assert!(LevelArgs::default().is_empty() && !level.is_empty());
}

#[test]
fn go_reads_its_mode_and_defaults_to_think() {
    assert_eq!(parse("go think"), Command::Go(GoMode::Think));
    assert_eq!(parse("go ponder"), Command::Go(GoMode::Ponder));
    assert_eq!(parse("go analyze"), Command::Go(GoMode::Analyze));
    assert_eq!(parse("go"), Command::Go(GoMode::Think));
}

#[test]
fn unknown_commands_are_kept_as_unknown_to_be_ignored() {
    assert_eq!(parse("analyse now"), Command::Unknown("analyse".into()));
    assert_eq!(
        parse("frobnicate x=1 y=\"2 3\""),
        Command::Unknown("frobnicate".into())
    );
}

#[test]
fn unknown_arguments_are_ignored() {
    assert_eq!(parse("go think colour=red"), Command::Go(GoMode::Think));
    assert_eq!(parse("ping extra"), Command::Ping);
    assert_eq!(
        parse("level depth=4 handicap=2 ponder"),
        Command::Level(LevelArgs {
            depth: Some(4),
            ..LevelArgs::default()
        })
    );
}

#[test]
fn blank_lines_are_no_command() {
    assert_eq!(Command::parse("   ").unwrap(), None);
}

#[test]
fn garbage_is_an_error_saying_what_and_where() {
    for (text, column) in [
        ("=", 1),
        ("\"", 1),
        ("go \"think", 4),
        ("\u{7f}\u{7f}", 1),
        ("level depth=", 13),
    ] {
        let err = Command::parse(text).unwrap_err();
        assert_eq!(err.column, column, "{text:?}: {err}");
    }
}

#[test]
fn every_command_written_reads_back_the_same() {
    let commands = [
        Command::Hub,
        Command::SetParam {
            name: "variant".into(),
            value: "russian".into(),
        },
        Command::SetParam {
            name: "note".into(),
            value: String::new(),
        },
        Command::Init,
        Command::NewGame,
        Command::Pos(PosArgs {
            board: Some("Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww".into()),
            moves: vec![mv("22-18"), mv("11-15"), mv("18x11"), mv("8x22x15x11")],
        }),
        Command::Pos(PosArgs::default()),
        Command::Level(LevelArgs {
            depth: Some(9),
            nodes: Some(5),
            move_time: Some(0.25),
            moves: Some(40),
            time: Some(-1.5),
            inc: Some(1.0),
            infinite: true,
        }),
        Command::Go(GoMode::Think),
        Command::Go(GoMode::Ponder),
        Command::Go(GoMode::Analyze),
        Command::Ping,
        Command::Stop,
        Command::PonderHit,
        Command::Quit,
    ];
    for command in commands {
        let text = command.to_string();
        assert_eq!(Command::parse(&text).unwrap(), Some(command), "{text}");
    }
}

#[test]
fn commands_are_written_as_scan_writes_them() {
    let pos = Command::Pos(PosArgs {
        board: Some("Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww".into()),
        moves: vec![mv("32-28"), mv("19-23")],
    });
    assert_eq!(
        pos.to_string(),
        r#"pos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww moves="32-28 19-23""#
    );
    let level = Command::Level(LevelArgs {
        moves: Some(9),
        time: Some(291.587),
        ..LevelArgs::default()
    });
    assert_eq!(level.to_string(), "level moves=9 time=291.587");
    assert_eq!(Command::Go(GoMode::Ponder).to_string(), "go ponder");
}
