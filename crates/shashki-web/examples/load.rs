//! Load generator for `shashki serve` (issue 5, acceptance 3): plays many games between two
//! human seats at once through the JSON API and the websocket, and reports how long a move
//! takes to come back.
//!
//! ```text
//! cargo run --release -p shashki-web --example load -- [--addr 127.0.0.1:8080] [--games 500]
//!     [--moves 40] [--variant russian] [--think-ms 0] [--seed 1] [--timeout-s 30]
//! ```
//!
//! Each game: white creates it (`opponent` `human`), black joins with the invite, each player
//! opens the game's websocket and keeps its own HTTP/1.1 connection. Once every game is set up,
//! the side to move plays a random move of STATE `legal` until the game is over or `--moves`
//! moves were played. Per move it measures the time from sending `POST /moves` to the `200`
//! reply (`post`), and from sending to the opponent's websocket delivering the new STATE (`ws`).
//! With `--think-ms T` a player waits a random 0 to 2T ms before each move. Every wait is
//! bounded by `--timeout-s`; the generator stops by itself, exit status 1 on any error.
//! The server must allow the requests: run it with a raised `--rate-limit`
//! (see `scripts/load-test.sh`).

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use hyper::client::conn::http1::SendRequest;
use hyper::{Request, StatusCode};
use hyper_util::rt::TokioIo;
use serde_json::{json, Value};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// The generator's settings.
#[derive(Clone, Debug)]
struct Options {
    addr: SocketAddr,
    games: usize,
    moves: usize,
    variant: String,
    think_ms: u64,
    seed: u64,
    timeout: Duration,
}

fn usage() -> ! {
    eprintln!(
        "usage: load [--addr 127.0.0.1:8080] [--games 500] [--moves 40] [--variant russian] \
         [--think-ms 0] [--seed 1] [--timeout-s 30]"
    );
    std::process::exit(2)
}

fn options() -> Options {
    let mut o = Options {
        addr: SocketAddr::from(([127, 0, 0, 1], 8080)),
        games: 500,
        moves: 40,
        variant: "russian".into(),
        think_ms: 0,
        seed: 1,
        timeout: Duration::from_secs(30),
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let Some(value) = args.next() else { usage() };
        let num = |v: &str| v.parse::<u64>().unwrap_or_else(|_| usage());
        match flag.as_str() {
            "--addr" => o.addr = value.parse().unwrap_or_else(|_| usage()),
            "--games" => o.games = usize::try_from(num(&value)).unwrap_or_else(|_| usage()),
            "--moves" => o.moves = usize::try_from(num(&value)).unwrap_or_else(|_| usage()),
            "--variant" => o.variant = value,
            "--think-ms" => o.think_ms = num(&value),
            "--seed" => o.seed = num(&value),
            "--timeout-s" => o.timeout = Duration::from_secs(num(&value).max(1)),
            _ => usage(),
        }
    }
    if o.games == 0 || !o.addr.ip().is_loopback() {
        eprintln!("load: at least one game, and a loopback address only");
        usage()
    }
    o
}

/// A small deterministic generator (xorshift64*), one per game.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n.max(1)
    }
}

/// One player's HTTP/1.1 connection.
struct Http {
    send: SendRequest<Full<Bytes>>,
    addr: SocketAddr,
}

impl Http {
    async fn connect(addr: SocketAddr) -> Result<Http, String> {
        let stream = TcpStream::connect(addr)
            .await
            .map_err(|e| format!("connect: {e}"))?;
        stream.set_nodelay(true).map_err(|e| e.to_string())?;
        let (send, conn) = hyper::client::conn::http1::handshake(TokioIo::new(stream))
            .await
            .map_err(|e| format!("handshake: {e}"))?;
        tokio::spawn(async move {
            let _ = conn.await;
        });
        Ok(Http { send, addr })
    }

    /// POSTs `body` to `path`; the status and the reply as JSON.
    async fn post(
        &mut self,
        path: &str,
        seat: Option<&str>,
        body: &Value,
    ) -> Result<(StatusCode, Value), String> {
        let mut req = Request::post(path)
            .header("host", self.addr.to_string())
            .header("content-type", "application/json");
        if let Some(s) = seat {
            req = req.header("authorization", format!("Bearer {s}"));
        }
        let req = req
            .body(Full::new(Bytes::from(body.to_string())))
            .map_err(|e| e.to_string())?;
        self.send.ready().await.map_err(|e| format!("ready: {e}"))?;
        let resp = self
            .send
            .send_request(req)
            .await
            .map_err(|e| format!("{path}: {e}"))?;
        let status = resp.status();
        let bytes = resp
            .into_body()
            .collect()
            .await
            .map_err(|e| format!("{path}: body: {e}"))?
            .to_bytes();
        let value = serde_json::from_slice(&bytes)
            .map_err(|e| format!("{path}: {status}: not JSON: {e}"))?;
        Ok((status, value))
    }
}

/// Reads the websocket until a STATE with `plies` moves arrives; when it arrived.
async fn await_state(ws: &mut Socket, plies: usize) -> Result<(Instant, Value), String> {
    loop {
        let msg = ws
            .next()
            .await
            .ok_or("websocket closed")?
            .map_err(|e| format!("websocket: {e}"))?;
        let at = Instant::now();
        if let Message::Text(text) = msg {
            let state: Value =
                serde_json::from_str(&text).map_err(|e| format!("websocket: not JSON: {e}"))?;
            let n = state["moves"].as_array().map_or(0, Vec::len);
            if n >= plies {
                return Ok((at, state));
            }
        }
    }
}

/// What one game measured.
#[derive(Default)]
struct Tally {
    post: Vec<Duration>,
    ws: Vec<Duration>,
    errors: Vec<String>,
    finished: bool,
    over: bool,
    setup: Option<Duration>,
    played: Option<(Instant, Instant)>,
}

/// Both players of a game, set up.
struct Table {
    id: String,
    seats: [String; 2],
    http: [Http; 2],
    ws: [Socket; 2],
    state: Value,
}

async fn set_up(o: &Options) -> Result<Table, String> {
    let mut white = Http::connect(o.addr).await?;
    let mut black = Http::connect(o.addr).await?;
    let body = json!({"variant": o.variant, "opponent": "human", "color": "white"});
    let (status, created) = white.post("/api/games", None, &body).await?;
    if status != StatusCode::CREATED {
        return Err(format!("create: {status}: {created}"));
    }
    let id = created["id"].as_str().ok_or("create: no id")?.to_string();
    let white_seat = created["seat"]
        .as_str()
        .ok_or("create: no seat")?
        .to_string();
    let invite = created["invite"].as_str().ok_or("create: no invite")?;
    let path = format!("/api/games/{id}/join");
    let (status, joined) = black
        .post(&path, None, &json!({ "invite": invite }))
        .await?;
    if status != StatusCode::OK {
        return Err(format!("join: {status}: {joined}"));
    }
    let black_seat = joined["seat"].as_str().ok_or("join: no seat")?.to_string();
    let url = format!("ws://{}/api/games/{id}/ws", o.addr);
    let mut sockets = Vec::new();
    for _ in 0..2 {
        let (mut ws, _) = tokio_tungstenite::connect_async(url.as_str())
            .await
            .map_err(|e| format!("websocket: {e}"))?;
        await_state(&mut ws, 0).await?;
        sockets.push(ws);
    }
    let (Some(b), Some(w)) = (sockets.pop(), sockets.pop()) else {
        return Err("websockets".into());
    };
    Ok(Table {
        id,
        seats: [white_seat, black_seat],
        http: [white, black],
        ws: [w, b],
        state: joined["state"].clone(),
    })
}

/// Plays one game; `start` lets every game begin together once all are set up.
async fn game(o: Arc<Options>, index: usize, start: Arc<tokio::sync::Barrier>) -> Tally {
    let mut tally = Tally::default();
    let began = Instant::now();
    let table = tokio::time::timeout(o.timeout * 4, set_up(&o)).await;
    start.wait().await;
    let mut t = match table {
        Ok(Ok(t)) => t,
        Ok(Err(e)) => {
            tally.errors.push(format!("set-up: {e}"));
            return tally;
        }
        Err(_) => {
            tally.errors.push("set-up: timed out".into());
            return tally;
        }
    };
    tally.setup = Some(began.elapsed());
    let play_began = Instant::now();
    let mut rng = Rng::new(o.seed.wrapping_add(index as u64));
    let path = format!("/api/games/{}/moves", t.id);
    for ply in 0..o.moves {
        if t.state["outcome"].as_str() != Some("ongoing") {
            tally.over = true;
            break;
        }
        let legal = t.state["legal"].as_array().cloned().unwrap_or_default();
        if legal.is_empty() {
            tally.errors.push(format!("game {}: no legal move", t.id));
            break;
        }
        let pick = &legal[usize::try_from(rng.below(legal.len() as u64)).unwrap_or(0)];
        let Some(text) = pick["notation"].as_str() else {
            tally
                .errors
                .push(format!("game {}: a MOVE without notation", t.id));
            break;
        };
        let me = usize::from(t.state["turn"].as_str() == Some("black"));
        if o.think_ms > 0 {
            tokio::time::sleep(Duration::from_millis(rng.below(2 * o.think_ms + 1))).await;
        }
        let body = json!({ "move": text });
        let [ws_white, ws_black] = &mut t.ws;
        let (mine, theirs) = if me == 0 {
            (ws_white, ws_black)
        } else {
            (ws_black, ws_white)
        };
        let sent = Instant::now();
        let post = async {
            let r = t.http[me].post(&path, Some(&t.seats[me]), &body).await;
            (Instant::now(), r)
        };
        let run = async {
            tokio::join!(
                post,
                await_state(theirs, ply + 1),
                await_state(mine, ply + 1)
            )
        };
        let Ok(((replied, reply), seen, own)) = tokio::time::timeout(o.timeout, run).await else {
            tally
                .errors
                .push(format!("game {} ply {}: timed out", t.id, ply + 1));
            break;
        };
        match reply {
            Ok((StatusCode::OK, state)) => {
                tally.post.push(replied - sent);
                t.state = state;
            }
            Ok((status, v)) => {
                tally
                    .errors
                    .push(format!("game {} move {text}: {status}: {v}", t.id));
                break;
            }
            Err(e) => {
                tally.errors.push(format!("game {} move {text}: {e}", t.id));
                break;
            }
        }
        match (seen, own) {
            (Ok((at, _)), Ok(_)) => tally.ws.push(at - sent),
            (Err(e), _) | (_, Err(e)) => {
                tally.errors.push(format!("game {}: {e}", t.id));
                break;
            }
        }
    }
    if t.state["outcome"].as_str() != Some("ongoing") {
        tally.over = true;
    }
    tally.finished = tally.errors.is_empty();
    tally.played = Some((play_began, Instant::now()));
    for ws in &mut t.ws {
        let _ = ws.send(Message::Close(None)).await;
    }
    tally
}

/// Nearest-rank percentile of sorted `xs`.
fn pct(xs: &[Duration], p: f64) -> Duration {
    if xs.is_empty() {
        return Duration::ZERO;
    }
    let rank = ((p / 100.0) * xs.len() as f64).ceil() as usize;
    xs[rank.clamp(1, xs.len()) - 1]
}

fn line(name: &str, xs: &mut [Duration]) {
    xs.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{name:<5} count {:>6}  p50 {:>8.2} ms  p90 {:>8.2} ms  p99 {:>8.2} ms  max {:>8.2} ms",
        xs.len(),
        ms(pct(xs, 50.0)),
        ms(pct(xs, 90.0)),
        ms(pct(xs, 99.0)),
        ms(xs.last().copied().unwrap_or_default()),
    );
}

#[tokio::main]
async fn main() {
    let o = Arc::new(options());
    println!(
        "load: {} games of {} on {}, up to {} moves each, think 0-{} ms, seed {}",
        o.games,
        o.variant,
        o.addr,
        o.moves,
        2 * o.think_ms,
        o.seed
    );
    let start = Arc::new(tokio::sync::Barrier::new(o.games));
    let began = Instant::now();
    let tasks: Vec<_> = (0..o.games)
        .map(|i| tokio::spawn(game(Arc::clone(&o), i, Arc::clone(&start))))
        .collect();
    let mut post = Vec::new();
    let mut ws = Vec::new();
    let mut errors = Vec::new();
    let (mut finished, mut over, mut setup) = (0, 0, Duration::ZERO);
    let (mut first, mut last): (Option<Instant>, Option<Instant>) = (None, None);
    for task in tasks {
        match task.await {
            Ok(t) => {
                post.extend(t.post);
                ws.extend(t.ws);
                errors.extend(t.errors);
                finished += usize::from(t.finished);
                over += usize::from(t.over);
                setup = setup.max(t.setup.unwrap_or_default());
                if let Some((a, b)) = t.played {
                    first = Some(first.map_or(a, |f| f.min(a)));
                    last = Some(last.map_or(b, |l| l.max(b)));
                }
            }
            Err(e) => errors.push(format!("task: {e}")),
        }
    }
    let wall = began.elapsed();
    let play = match (first, last) {
        (Some(a), Some(b)) => b - a,
        _ => Duration::ZERO,
    };
    println!(
        "games: {finished} of {} played without error ({over} ended by the rules); \
         set-up of all {:.2} s; play {:.2} s ({:.0} moves/s); wall {:.2} s",
        o.games,
        setup.as_secs_f64(),
        play.as_secs_f64(),
        post.len() as f64 / play.as_secs_f64().max(1e-9),
        wall.as_secs_f64(),
    );
    line("post", &mut post);
    line("ws", &mut ws);
    println!("errors: {}", errors.len());
    for e in errors.iter().take(10) {
        println!("  {e}");
    }
    if !errors.is_empty() {
        std::process::exit(1);
    }
}
