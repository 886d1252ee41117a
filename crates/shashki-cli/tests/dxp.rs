//! `shashki dxp` over a real local connection (INTERFACES.md §9): two of our processes play
//! complete games, follower against initiator, and every move on the wire is checked against
//! the rules; a hand-written initiator sends garbage, a wrong version, a back request and an
//! illegal move to the follower.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Output, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::{Duration, Instant};

use shashki::{square, Bits, International, Position};
use shashki_dxp::{AcceptCode, BackCode, EndReason, Framer, Message};

/// Long enough for a debug build on a busy machine; the engine plays at level 2 here.
const PATIENCE: Duration = Duration::from_secs(60);

/// A follower process and its standard error, read on a thread.
struct Follower {
    child: Child,
    addr: String,
    stderr: Receiver<String>,
}

impl Follower {
    /// Starts `shashki dxp --listen` on a free port with `args`.
    fn start(args: &[&str]) -> Follower {
        let mut child = Command::new(env!("CARGO_BIN_EXE_shashki"))
            .args(["dxp", "--listen", "--addr", "127.0.0.1:0"])
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary starts");
        let (tx, stderr) = mpsc::channel();
        let err = child.stderr.take().unwrap();
        thread::spawn(move || {
            for line in BufReader::new(err).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let first = stderr.recv_timeout(PATIENCE).expect("the follower logs");
        let addr = first
            .strip_prefix("dxp: listening on ")
            .unwrap_or_else(|| panic!("first line: {first}"))
            .to_string();
        Follower {
            child,
            addr,
            stderr,
        }
    }

    /// Waits for the exit; the output and every line of standard error.
    fn finish(self) -> (Output, Vec<String>) {
        let output = wait(self.child);
        (output, self.stderr.try_iter().collect())
    }
}

/// Waits for a process, killing it and failing the test after `PATIENCE`.
fn wait(mut child: Child) -> Output {
    let began = Instant::now();
    while child.try_wait().expect("waitable").is_none() {
        if began.elapsed() > PATIENCE {
            let _ = child.kill();
            panic!("shashki dxp did not finish within {PATIENCE:?}");
        }
        thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("output")
}

fn stdout_lines(output: &Output) -> Vec<String> {
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

/// Replays every game in a log of the wire (`dxp < ...`, `dxp > ...` lines) under our rules:
/// each `R` starts a game from its position, each `M` must name exactly one legal move. Gives
/// the plies of each game.
fn replay_wire(log: &[String]) -> Vec<usize> {
    let mut games = Vec::new();
    let mut pos = None;
    for line in log {
        let Some(text) = line
            .strip_prefix("dxp < ")
            .or_else(|| line.strip_prefix("dxp > "))
        else {
            continue;
        };
        match Message::parse(text.as_bytes()).unwrap_or_else(|e| panic!("{text}: {e}")) {
            Message::GameRequest(r) => {
                pos = Some(match r.start {
                    None => Position::<International>::start(),
                    Some(board) => Position::from_setup(board.to_setup()).expect("valid start"),
                });
                games.push(0);
            }
            Message::Move(m) => {
                let p = pos.as_mut().expect("a move inside a game");
                let mut captured: Vec<u32> = m.captured.iter().map(|&c| c.into()).collect();
                captured.sort_unstable();
                let fits: Vec<_> = p
                    .legal_moves()
                    .into_iter()
                    .filter(|mv| {
                        let number = square::number_of_bit::<International>;
                        let mut taken: Vec<u32> = Bits(mv.captured()).map(number).collect();
                        taken.sort_unstable();
                        number(mv.from()) == u32::from(m.from)
                            && number(mv.to()) == u32::from(m.to)
                            && taken == captured
                    })
                    .collect();
                assert_eq!(fits.len(), 1, "{text} in {}", p.fen());
                *p = p.play(&fits[0]);
                *games.last_mut().unwrap() += 1;
            }
            _ => {}
        }
    }
    games
}

#[test]
fn two_processes_play_complete_legal_games_and_agree_on_the_results() {
    let dir = std::env::temp_dir().join(format!("shashki-dxp-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pdn = dir.join("initiator.pdn");
    let follower = Follower::start(&["--level", "2", "--move-time", "50", "--games", "2"]);
    let initiator = Command::new(env!("CARGO_BIN_EXE_shashki"))
        .args(["dxp", "--connect", &follower.addr, "--name", "initiator"])
        .args([
            "--level",
            "3",
            "--move-time",
            "50",
            "--minutes",
            "1",
            "--games",
            "2",
        ])
        .arg("--pdn")
        .arg(&pdn)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let ours = wait(initiator);
    let (theirs, log) = follower.finish();
    let stderr = String::from_utf8_lossy(&ours.stderr);
    assert!(ours.status.success(), "initiator: {stderr}");
    assert!(theirs.status.success(), "follower: {}", log.join("\n"));
    let games = |out: &Output| -> Vec<String> {
        stdout_lines(out)
            .into_iter()
            .filter(|l| l.starts_with("game "))
            .collect()
    };
    assert_eq!(games(&ours).len(), 2, "{:?}", stdout_lines(&ours));
    assert_eq!(
        games(&ours),
        games(&theirs),
        "both sides report the same results"
    );
    for line in games(&ours) {
        assert!(!line.contains(" * "), "a finished game: {line}");
    }
    let plies = replay_wire(&log);
    assert_eq!(plies.len(), 2);
    for (line, n) in games(&ours).iter().zip(&plies) {
        assert!(line.contains(&format!("after {n} plies")), "{line} vs {n}");
    }
    let check = Command::new(env!("CARGO_BIN_EXE_shashki"))
        .args(["pdn", "check", "--json"])
        .arg(&pdn)
        .output()
        .expect("pdn check runs");
    assert!(
        check.status.success(),
        "{}",
        String::from_utf8_lossy(&check.stdout)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_game_from_a_fen_starts_there_on_both_sides() {
    let fen = "B:W31,32,33,K50:B18,19,20";
    let follower = Follower::start(&["--level", "2", "--move-time", "20"]);
    let initiator = Command::new(env!("CARGO_BIN_EXE_shashki"))
        .args([
            "dxp",
            "--connect",
            &follower.addr,
            "--fen",
            fen,
            "--color",
            "black",
        ])
        .args(["--level", "2", "--move-time", "20", "--minutes", "0"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let ours = wait(initiator);
    let (theirs, log) = follower.finish();
    assert!(
        ours.status.success(),
        "{}",
        String::from_utf8_lossy(&ours.stderr)
    );
    assert!(theirs.status.success(), "{}", log.join("\n"));
    let request = log
        .iter()
        .find_map(|l| l.strip_prefix("dxp < R"))
        .expect("a request");
    let cells = format!(
        "{}zzz{}www{}W",
        "e".repeat(17),
        "e".repeat(10),
        "e".repeat(16)
    );
    assert!(
        request.ends_with(&format!("W000000BZ{cells}")),
        "the follower plays White from the FEN, Black to move: {request}"
    );
    let plies = replay_wire(&log);
    let line = |out: &Output| {
        stdout_lines(out)
            .into_iter()
            .find(|l| l.starts_with("game 1:"))
    };
    assert_eq!(line(&ours), line(&theirs));
    let line = line(&ours).expect("a game line");
    assert!(
        line.contains(&format!("after {} plies", plies[0])),
        "{line}"
    );
}

/// A hand-written initiator: raw messages out, parsed messages in.
struct Raw {
    stream: TcpStream,
    framer: Framer,
}

impl Raw {
    fn connect(addr: &str) -> Raw {
        let stream = TcpStream::connect(addr).expect("the follower listens");
        stream.set_read_timeout(Some(PATIENCE)).unwrap();
        Raw {
            stream,
            framer: Framer::new(),
        }
    }

    fn send(&mut self, bytes: &[u8]) {
        self.stream.write_all(bytes).unwrap();
    }

    fn recv(&mut self) -> Message {
        let mut buffer = [0; 256];
        loop {
            if let Some(frame) = self.framer.next_message() {
                return Message::parse(&frame.expect("short")).expect("our messages read");
            }
            let n = self.stream.read(&mut buffer).expect("an answer in time");
            assert!(n > 0, "the follower closed the connection");
            self.framer.push(&buffer[..n]);
        }
    }
}

#[test]
fn the_follower_survives_garbage_declines_what_it_cannot_play_and_ends_on_an_illegal_move() {
    let follower = Follower::start(&["--level", "1", "--move-time", "10"]);
    let mut raw = Raw::connect(&follower.addr);
    // Garbage, an over-long message, an unknown type, a chat: logged and ignored.
    raw.send(b"M12\0");
    raw.send(&[b'C'; 300]);
    raw.send(b"\0Xyz\0Chello there\0");
    raw.send(b"B001W\0");
    assert_eq!(raw.recv(), Message::BackAccept(BackCode::NotSupported));
    let request = |version: &str, follower: char, start: &str| {
        format!("R{version}{:<32}{follower}010000{start}\0", "raw initiator")
    };
    raw.send(request("02", 'Z', "A").as_bytes());
    let Message::GameAccept(accept) = raw.recv() else {
        panic!("an accept")
    };
    assert_eq!(
        (accept.name.as_str(), accept.code),
        ("shashki", AcceptCode::WrongVersion)
    );
    let impossible = format!("BW{}", "w".repeat(50));
    raw.send(request("01", 'Z', &impossible).as_bytes());
    let Message::GameAccept(accept) = raw.recv() else {
        panic!("an accept")
    };
    assert_eq!(accept.code, AcceptCode::NotThisGame);
    // A real game with the follower as Black: our first move is legal, the second is not.
    raw.send(request("01", 'Z', "A").as_bytes());
    let Message::GameAccept(accept) = raw.recv() else {
        panic!("an accept")
    };
    assert_eq!(accept.code, AcceptCode::Accept);
    // One message across two reads.
    raw.send(b"M00003");
    thread::sleep(Duration::from_millis(50));
    raw.send(b"22800\0");
    let Message::Move(reply) = raw.recv() else {
        panic!("a move")
    };
    assert!((16..=20).contains(&reply.from), "{reply:?}");
    raw.send(b"M0000282300\0");
    let Message::GameEnd(end) = raw.recv() else {
        panic!("the game ends on the illegal move")
    };
    assert_eq!((end.reason, end.stop), (EndReason::Unknown, true));
    raw.send(b"E01\0");
    drop(raw);
    let (output, log) = follower.finish();
    assert_eq!(output.status.code(), Some(1), "an illegal move is a fault");
    let log = log.join("\n");
    for said in [
        "unreadable message",
        "longer than 127",
        "unknown message type 'X'",
        "chat from the opponent: hello there",
        "protocol version 02",
        "impossible position",
        "28-23 capturing [] is not a legal move",
        "(legal: ",
    ] {
        assert!(log.contains(said), "'{said}' not in the log:\n{log}");
    }
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(
        out.contains("game 1: * unfinished opponent-illegal-move"),
        "{out}"
    );
}

#[test]
fn bad_arguments_are_refused_with_exit_code_2() {
    for args in [
        &["dxp", "--connect", "127.0.0.1:1", "--level", "11"][..],
        &["dxp", "--connect", "127.0.0.1:1", "--fen", "W:W99:B1"],
        &["dxp", "--connect", "127.0.0.1:1", "--games", "0"],
        &["dxp"],
        &["dxp", "--listen", "--fen", "W:W31:B1"],
    ] {
        let output = Command::new(env!("CARGO_BIN_EXE_shashki"))
            .args(args)
            .output()
            .expect("runs");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
    }
}
