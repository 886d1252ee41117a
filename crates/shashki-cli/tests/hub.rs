//! `shashki hub` as a GUI drives it (INTERFACES.md §6): the handshake, searches, `ping`
//! during a search, `stop`, `ponder-hit`, closed input, unknown commands and garbage, and the
//! GUI as the referee: positions our draw rules end are searched, and a position the engine
//! could not take is never answered with a move of another.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

/// Long enough for a debug build on a busy machine; searches here are tiny.
const PATIENCE: Duration = Duration::from_secs(20);

/// The binary in hub mode, its output read line by line on a thread.
struct Hub {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Hub {
    fn start(args: &[&str]) -> Hub {
        let mut child = Command::new(env!("CARGO_BIN_EXE_shashki"))
            .arg("hub")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary starts");
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let stdin = child.stdin.take();
        Hub {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("input still open");
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// The next line, failing the test after `PATIENCE`.
    fn recv(&self) -> String {
        match self.lines.recv_timeout(PATIENCE) {
            Ok(line) => line,
            Err(RecvTimeoutError::Timeout) => panic!("no answer within {PATIENCE:?}"),
            Err(RecvTimeoutError::Disconnected) => panic!("the engine closed its output"),
        }
    }

    /// Lines up to and including the first that starts with `prefix`.
    fn until(&self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self.recv();
            let done = line.starts_with(prefix);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }

    /// True when no line arrives for `quiet`.
    fn silent_for(&self, quiet: Duration) -> Option<String> {
        self.lines.recv_timeout(quiet).ok()
    }

    /// Closes the input and waits for the process to end; returns its standard error.
    fn close(mut self) -> String {
        drop(self.stdin.take());
        let started = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                assert!(status.success(), "exit status {status}");
                break;
            }
            assert!(
                started.elapsed() < PATIENCE,
                "the engine did not end after its input closed"
            );
            thread::sleep(Duration::from_millis(20));
        }
        let mut stderr = String::new();
        std::io::Read::read_to_string(&mut self.child.stderr.take().unwrap(), &mut stderr).unwrap();
        stderr
    }
}

impl Drop for Hub {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The move of a `done` line.
fn done_move(line: &str) -> String {
    let rest = line.strip_prefix("done move=").expect(line);
    rest.split(' ').next().unwrap().to_string()
}

const INTERNATIONAL_FIRST_MOVES: [&str; 9] = [
    "31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30", "35-30",
];
const RUSSIAN_FIRST_MOVES: [&str; 7] = [
    "21-17", "22-17", "22-18", "23-18", "23-19", "24-19", "24-20",
];

#[test]
fn a_full_handshake_then_a_search_gives_a_legal_move() {
    let mut hub = Hub::start(&[]);
    hub.send("hub");
    let lines = hub.until("wait");
    assert!(
        lines[0].starts_with("id name=shashki version="),
        "{lines:?}"
    );
    let variant = lines
        .iter()
        .find(|l| l.starts_with("param name=variant "))
        .expect("a variant param");
    for name in [
        "russian",
        "giveaway",
        "international",
        "brazilian",
        "english",
        "normal",
        "killer",
        "bt",
        "losing",
    ] {
        assert!(variant.contains(name), "{variant}");
    }
    assert!(variant.contains("type=enum"), "{variant}");
    for name in ["threads", "hash", "level", "book"] {
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with(&format!("param name={name} "))),
            "{lines:?}"
        );
    }
    hub.send("set-param name=variant value=russian");
    hub.send("init");
    assert_eq!(hub.recv(), "ready");
    hub.send("pos start");
    hub.send("level depth=3");
    hub.send("go think");
    let lines = hub.until("done");
    assert!(lines[0].starts_with("info depth=1 "), "{lines:?}");
    let mv = done_move(lines.last().unwrap());
    assert!(RUSSIAN_FIRST_MOVES.contains(&mv.as_str()), "{mv}");
    hub.send("quit");
    assert_eq!(hub.close(), "", "nothing on standard error");
}

#[test]
fn with_the_book_on_a_book_position_is_answered_at_once_with_a_book_move() {
    let start = shashki::VariantPosition::start(shashki::Variant::Russian);
    let book: Vec<String> = shashki_engine::book::of(shashki::Variant::Russian)
        .expect("a russian book")
        .moves(&start)
        .iter()
        .map(|m| start.move_text(&m.mv))
        .collect();
    assert!(!book.is_empty());
    let mut hub = Hub::start(&[]);
    hub.send("set-param name=variant value=russian");
    hub.send("set-param name=book value=true");
    hub.send("init");
    assert_eq!(hub.recv(), "ready");
    hub.send("pos start");
    hub.send("level move-time=60");
    let asked = Instant::now();
    hub.send("go move");
    let line = hub.recv();
    assert!(
        asked.elapsed() < Duration::from_secs(10),
        "no minute of search"
    );
    let numbers = done_move(&line);
    let text = start.move_text(&start.parse_move(&numbers).expect("a legal move"));
    assert!(book.contains(&text), "{text} not among {book:?}");
    // With the book off, the engine searches.
    hub.send("set-param name=book value=false");
    hub.send("pos start");
    hub.send("level depth=2");
    hub.send("go move");
    let lines = hub.until("done");
    assert!(lines[0].starts_with("info depth=1 "), "{lines:?}");
    assert_eq!(hub.close(), "");
}

#[test]
fn ping_is_answered_during_an_infinite_search_and_stop_gives_done() {
    let mut hub = Hub::start(&[]);
    hub.send("pos start");
    hub.send("level infinite");
    hub.send("go think");
    assert!(hub.recv().starts_with("info "), "the search runs");
    hub.send("ping");
    let lines = hub.until("pong");
    assert!(
        !lines.iter().any(|l| l.starts_with("done")),
        "still searching: {lines:?}"
    );
    if let Some(line) = hub.silent_for(Duration::from_millis(300)) {
        assert!(
            line.starts_with("info "),
            "an infinite search does not end: {line}"
        );
    }
    hub.send("stop");
    let lines = hub.until("done");
    let mv = done_move(lines.last().unwrap());
    assert!(INTERNATIONAL_FIRST_MOVES.contains(&mv.as_str()), "{mv}");
    hub.send("ping");
    assert_eq!(hub.recv(), "pong");
    assert_eq!(hub.close(), "");
}

#[test]
fn analyze_without_a_level_runs_until_stopped() {
    let mut hub = Hub::start(&[]);
    hub.send("pos start");
    hub.send("go analyze");
    let deadline = Instant::now() + Duration::from_millis(500);
    while let Some(line) = hub.silent_for(deadline.saturating_duration_since(Instant::now())) {
        assert!(line.starts_with("info "), "{line}");
    }
    hub.send("stop");
    hub.until("done move=");
    assert_eq!(hub.close(), "");
}

#[test]
fn a_ponder_search_waits_for_ponder_hit() {
    let mut hub = Hub::start(&[]);
    hub.send("pos start");
    hub.send("level move-time=0.05");
    hub.send("go ponder");
    let deadline = Instant::now() + Duration::from_millis(600);
    while let Some(line) = hub.silent_for(deadline.saturating_duration_since(Instant::now())) {
        assert!(line.starts_with("info "), "no done before the hit: {line}");
    }
    hub.send("ponder-hit");
    let lines = hub.until("done");
    let mv = done_move(lines.last().unwrap());
    assert!(INTERNATIONAL_FIRST_MOVES.contains(&mv.as_str()), "{mv}");
    assert_eq!(hub.close(), "");
}

#[test]
fn stop_sent_right_after_go_still_ends_an_infinite_search() {
    let mut hub = Hub::start(&[]);
    for _ in 0..5 {
        hub.send("pos start");
        hub.send("level infinite");
        hub.send("go think");
        hub.send("stop");
        hub.until("done move=");
    }
    assert_eq!(hub.close(), "");
}

#[test]
fn closed_input_ends_the_process_even_during_a_search() {
    let mut hub = Hub::start(&[]);
    hub.send("pos start");
    hub.send("level infinite");
    hub.send("go think");
    assert!(hub.recv().starts_with("info "));
    assert_eq!(hub.close(), "");
}

#[test]
fn unknown_commands_and_arguments_are_ignored() {
    let mut hub = Hub::start(&[]);
    hub.send("frobnicate now=1 please");
    hub.send("analyse");
    hub.send("set-param name=book value=true");
    hub.send("ping colour=blue");
    assert_eq!(hub.recv(), "pong", "no answer to what is unknown");
    hub.send("pos start extra=1");
    hub.send("level depth=2 handicap=3");
    hub.send("go think fast");
    let mv = done_move(hub.until("done").last().unwrap());
    assert!(INTERNATIONAL_FIRST_MOVES.contains(&mv.as_str()), "{mv}");
    assert_eq!(hub.close(), "");
}

#[test]
fn garbage_is_answered_with_error_and_the_engine_goes_on() {
    let mut hub = Hub::start(&[]);
    for garbage in [
        "\"oops",
        "=",
        "level depth=deep",
        "pos pos=Wxyz",
        "pos start moves=\"32-28 99-98\"",
        "pos start moves=\"32-27x5\"",
        "set-param name=variant value=chess",
        "set-param name=threads value=0",
        "set-param name=book value=maybe",
    ] {
        hub.send(garbage);
        let line = hub.recv();
        assert!(
            line.starts_with("error message="),
            "{garbage:?} gave {line}"
        );
    }
    hub.send("ping");
    assert_eq!(hub.recv(), "pong");
    assert_eq!(hub.close(), "", "errors go to standard output only");
}

/// The move of a `go think` at `depth`.
fn think(hub: &mut Hub, depth: u32) -> String {
    hub.send(&format!("level depth={depth}"));
    hub.send("go think");
    done_move(hub.until("done").last().unwrap())
}

/// The `error` and the `done` without a move that answer a `go` with no position to search.
fn assert_no_position(hub: &mut Hub) {
    hub.send("level depth=2");
    hub.send("go think");
    let error = hub.recv();
    assert!(
        error.starts_with("error message=\"no position to search: "),
        "{error}"
    );
    assert_eq!(hub.recv(), "done", "no move of another position");
}

#[test]
fn a_refused_pos_leaves_no_position_until_a_good_pos_or_new_game() {
    let mut hub = Hub::start(&[]);
    // A move that is not legal: the whole pos is refused, not cut before it.
    hub.send("pos start moves=\"32-28 19-23 99-98\"");
    let error = hub.recv();
    assert!(error.contains("(move 3 of the list)"), "{error}");
    assert_no_position(&mut hub);
    // A good pos, then a board that cannot be read: the good one is gone too.
    hub.send("pos start moves=\"32-28 19-23\"");
    hub.send("pos pos=Wxyz");
    assert!(hub.recv().starts_with("error message=\"bad position: "));
    assert_no_position(&mut hub);
    hub.send("pos start moves=\"32-28 19-23\"");
    // White to move after 32-28 19-23 must take: 28x19.
    assert_eq!(think(&mut hub, 2), "28x19x23");
    // 28-22 while 28x19 is forced.
    hub.send("pos start moves=\"32-28 19-23 28-22\"");
    assert!(hub.recv().contains("(move 3 of the list)"));
    hub.send("new-game");
    let mv = think(&mut hub, 2);
    assert!(INTERNATIONAL_FIRST_MOVES.contains(&mv.as_str()), "{mv}");
    assert_eq!(hub.close(), "");
}

#[test]
fn a_variant_change_drops_the_position_sent_and_an_unknown_variant_plays_nothing() {
    let mut hub = Hub::start(&[]);
    hub.send("pos start moves=\"32-28\"");
    hub.send("set-param name=variant value=russian");
    assert_no_position(&mut hub);
    hub.send("new-game");
    let mv = think(&mut hub, 2);
    assert!(RUSSIAN_FIRST_MOVES.contains(&mv.as_str()), "{mv}");
    // lidraughts' name for a variant we do not play: no game of another variant instead.
    hub.send("set-param name=variant value=frysk");
    assert!(hub.recv().starts_with("error message="));
    hub.send("pos start");
    assert!(hub
        .recv()
        .starts_with("error message=\"no variant to read it in: "));
    assert_no_position(&mut hub);
    hub.send("new-game");
    assert_no_position(&mut hub);
    hub.send("set-param name=variant value=russian");
    hub.send("pos start");
    let mv = think(&mut hub, 2);
    assert!(RUSSIAN_FIRST_MOVES.contains(&mv.as_str()), "{mv}");
    // A change of variant before any pos: the start follows it, as at launch.
    hub.send("new-game");
    hub.send("set-param name=variant value=international");
    let mv = think(&mut hub, 2);
    assert!(INTERNATIONAL_FIRST_MOVES.contains(&mv.as_str()), "{mv}");
    assert_eq!(hub.close(), "");
}

/// FMJD-64 7.2.8: White's king and man against Black's lone king, drawn by our rules after
/// White's fifth move (ply 9). The GUI is the referee: pydraughts plays on, and the engine
/// searches what it is sent.
#[test]
fn a_position_our_draw_rules_call_drawn_is_still_searched() {
    let board = shashki_hub::board::from_fen(shashki::Variant::Russian, "W:WK29,30:BK12").unwrap();
    let moves = "29-25 12-16 25-21 16-19 21-17 19-23 17-13 23-27 13-6 27-31";
    let mut hub = Hub::start(&[]);
    hub.send("set-param name=variant value=russian");
    hub.send(&format!("pos pos={board} moves=\"{moves}\""));
    hub.send("level depth=3");
    hub.send("go think");
    let lines = hub.until("done");
    assert!(lines[0].starts_with("info depth=1 "), "searched: {lines:?}");
    let after =
        shashki::VariantPosition::from_fen(shashki::Variant::Russian, "W:WK6,30:BK31").unwrap();
    let mv = done_move(lines.last().unwrap());
    assert!(
        after.parse_move(&mv).is_ok(),
        "{mv} is legal in {}",
        after.fen()
    );
    assert_eq!(hub.close(), "");
}

#[test]
fn a_pos_during_a_search_ends_it_with_a_move_of_its_own_position() {
    let mut hub = Hub::start(&[]);
    hub.send("pos start");
    hub.send("level infinite");
    hub.send("go think");
    assert!(hub.recv().starts_with("info "));
    hub.send("pos start moves=\"32-28 19-23\"");
    let mv = done_move(hub.until("done").last().unwrap());
    assert!(INTERNATIONAL_FIRST_MOVES.contains(&mv.as_str()), "{mv}");
    assert_eq!(think(&mut hub, 2), "28x19x23");
    assert_eq!(hub.close(), "");
}

/// pydraughts 0.6.7 as it sends english (its board seen from Black, who moves first) and
/// turkish (moves counted from a1).
#[test]
fn pydraughts_english_and_turkish_are_read_as_pydraughts_writes_them() {
    let mut hub = Hub::start(&["--pydraughts"]);
    hub.send("set-param name=variant value=english");
    hub.send("pos pos=Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww");
    let mv = think(&mut hub, 2);
    let english = ["9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"];
    assert!(english.contains(&mv.as_str()), "{mv}");
    hub.send("set-param name=variant value=turkish");
    let start = "Weeeeeeeebbbbbbbbbbbbbbbbeeeeeeeeeeeeeeeewwwwwwwwwwwwwwwweeeeeeee";
    hub.send(&format!("pos pos={start} moves=\"17-25\""));
    let mv = think(&mut hub, 2);
    // Black's men stand on a6-h7 (pydraughts' 41-56); their first steps go forward or aside.
    let from: u32 = mv.split('-').next().unwrap().parse().unwrap();
    assert!((41..=56).contains(&from), "{mv}");
    assert_eq!(hub.close(), "");
}

#[test]
fn pydraughts_russian_reads_and_writes_a1_first_numbers() {
    let mut hub = Hub::start(&["--pydraughts-russian"]);
    hub.send("set-param name=variant value=russian");
    // pydraughts' 9-13 is a3-b4 (canonical 21-17). Black's men stand on 21-32 in pydraughts'
    // numbers, and their first steps go to 17-20.
    hub.send("pos pos=Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww moves=\"9-13\"");
    let mv = think(&mut hub, 2);
    let (from, to) = mv.split_once('-').expect(&mv);
    let (from, to): (u32, u32) = (from.parse().unwrap(), to.parse().unwrap());
    assert!((21..=24).contains(&from) && (17..=20).contains(&to), "{mv}");
    assert_eq!(hub.close(), "");
}

#[test]
fn a_board_string_sets_any_position() {
    let mut hub = Hub::start(&[]);
    // White man on 28, black men on 23 and 12: the only move is 28x19 (INTERFACES.md §2).
    let mut board = vec!['e'; 50];
    board[27] = 'w';
    board[22] = 'b';
    board[11] = 'b';
    let board: String = std::iter::once('W').chain(board).collect();
    hub.send(&format!("pos pos={board}"));
    assert_eq!(think(&mut hub, 4), "28x19x23");
    assert_eq!(hub.close(), "");
}
