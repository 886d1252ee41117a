//! Load generator for `shashki serve` (issue 5, acceptance 3): plays many games between two
//! human seats at once through the JSON API and the websocket, and reports how long a move
//! takes to come back.
//!
//! ```text
//! cargo run --release -p shashki-web --example load -- [--addr 127.0.0.1:8080 ...]
//!     [--games 500] [--moves 40] [--variant russian] [--think-ms 0] [--seed 1]
//!     [--timeout-s 30] [--sockets 2] [--http 0]
//! ```
//!
//! Each game: white creates it (`opponent` `human`), black joins with the invite, each player
//! opens the game's websocket and keeps its own HTTP/1.1 connection. Given several `--addr`
//! (servers over one database), game i's white plays through server i and its black through
//! server i + 1 (round the list), so that every move is seen on the other server's websocket.
//! With `--sockets 1` a game has one websocket, black's, which sees both players' moves; with
//! `--http N` every player sends on one of N connections to its server that all games share,
//! as behind a reverse proxy (a connection's wait is not counted in the round trip). Both let
//! a run hold more games than the machine's limit of open files would allow at four sockets a
//! game. Once every game is set up, the side to move plays a random move of STATE `legal`
//! until the game is over or `--moves` moves were played. Per move it measures the time from sending `POST /moves` to the `200`
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
use serde::Deserialize;
use serde_json::{json, Value};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// The generator's settings.
#[derive(Clone, Debug)]
struct Options {
    /// The servers: a game's white plays through one, its black through the next.
    addrs: Vec<SocketAddr>,
    games: usize,
    moves: usize,
    variant: String,
    think_ms: u64,
    seed: u64,
    timeout: Duration,
    sockets: usize,
    http: usize,
}

fn usage() -> ! {
    eprintln!(
        "usage: load [--addr 127.0.0.1:8080 ...] [--games 500] [--moves 40] [--variant russian] \
         [--think-ms 0] [--seed 1] [--timeout-s 30] [--sockets 1|2] [--http N]"
    );
    std::process::exit(2)
}

fn options() -> Options {
    let mut o = Options {
        addrs: Vec::new(),
        games: 500,
        moves: 40,
        variant: "russian".into(),
        think_ms: 0,
        seed: 1,
        timeout: Duration::from_secs(30),
        sockets: 2,
        http: 0,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let Some(value) = args.next() else { usage() };
        let num = |v: &str| v.parse::<u64>().unwrap_or_else(|_| usage());
        match flag.as_str() {
            "--addr" => o.addrs.push(value.parse().unwrap_or_else(|_| usage())),
            "--games" => o.games = usize::try_from(num(&value)).unwrap_or_else(|_| usage()),
            "--moves" => o.moves = usize::try_from(num(&value)).unwrap_or_else(|_| usage()),
            "--variant" => o.variant = value,
            "--think-ms" => o.think_ms = num(&value),
            "--seed" => o.seed = num(&value),
            "--timeout-s" => o.timeout = Duration::from_secs(num(&value).max(1)),
            "--sockets" => o.sockets = usize::try_from(num(&value)).unwrap_or_else(|_| usage()),
            "--http" => o.http = usize::try_from(num(&value)).unwrap_or_else(|_| usage()),
            _ => usage(),
        }
    }
    if o.addrs.is_empty() {
        o.addrs.push(SocketAddr::from(([127, 0, 0, 1], 8080)));
    }
    if o.games == 0
        || !o.addrs.iter().all(|a| a.ip().is_loopback())
        || !(1..=2).contains(&o.sockets)
    {
        eprintln!("load: at least one game, a loopback address only, 1 or 2 sockets a game");
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

    /// POSTs `body` to `path`; the status and the reply read as `T`.
    async fn post<T: for<'de> Deserialize<'de>>(
        &mut self,
        path: &str,
        seat: Option<&str>,
        body: &Value,
    ) -> Result<(StatusCode, T), String> {
        let (status, bytes) = self.request(path, seat, body).await?;
        let value = serde_json::from_slice(&bytes)
            .map_err(|e| format!("{path}: {status}: not JSON: {e}"))?;
        Ok((status, value))
    }

    /// POSTs `body` to `path`; the status and the reply's bytes.
    async fn request(
        &mut self,
        path: &str,
        seat: Option<&str>,
        body: &Value,
    ) -> Result<(StatusCode, Bytes), String> {
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
        Ok((status, bytes))
    }
}

/// What a player reads of STATE: the generator parses only that, so that its own CPU stays
/// small beside the server's.
#[derive(Deserialize)]
struct Turn {
    outcome: String,
    turn: String,
    legal: Vec<Legal>,
}

/// A legal move of STATE, by its notation.
#[derive(Deserialize)]
struct Legal {
    notation: String,
}

/// What a watcher reads of STATE: how many moves it has.
#[derive(Deserialize)]
struct Plies {
    moves: Vec<serde::de::IgnoredAny>,
}

/// Reads the websocket until a STATE with `plies` moves arrives; when it arrived.
async fn await_state(ws: &mut Socket, plies: usize) -> Result<Instant, String> {
    loop {
        let msg = ws
            .next()
            .await
            .ok_or("websocket closed")?
            .map_err(|e| format!("websocket: {e}"))?;
        let at = Instant::now();
        if let Message::Text(text) = msg {
            let state: Plies =
                serde_json::from_str(&text).map_err(|e| format!("websocket: not STATE: {e}"))?;
            if state.moves.len() >= plies {
                return Ok(at);
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

/// A player's HTTP connection: its own, or one of the pool that all games share.
type Conn = Arc<tokio::sync::Mutex<Http>>;

/// A new connection of its own.
async fn conn(addr: SocketAddr) -> Result<Conn, String> {
    Ok(Arc::new(tokio::sync::Mutex::new(
        Http::connect(addr).await?,
    )))
}

/// Both players of a game, set up.
struct Table {
    id: String,
    seats: [String; 2],
    http: [Conn; 2],
    /// White's and black's websockets, or the one the game has.
    ws: Vec<Socket>,
    state: Turn,
}

/// The servers of game `index`'s white and black (the same when there is one).
fn servers(o: &Options, index: usize) -> [usize; 2] {
    let n = o.addrs.len();
    [index % n, (index + 1) % n]
}

/// Sets game `index` up, its players on connections of `pool` (a server's shared
/// connections) when there are some.
async fn set_up(o: &Options, index: usize, pool: &[Vec<Conn>]) -> Result<Table, String> {
    let at = servers(o, index);
    let player = |side: usize| async move {
        match pool.get(at[side]) {
            Some(shared) => Ok(Arc::clone(&shared[index % shared.len()])),
            None => conn(o.addrs[at[side]]).await,
        }
    };
    let (white, black) = (player(0).await?, player(1).await?);
    let body = json!({"variant": o.variant, "opponent": "human", "color": "white"});
    let (status, created): (_, Value) = white.lock().await.post("/api/games", None, &body).await?;
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
    let (status, joined): (_, Value) = black
        .lock()
        .await
        .post(&path, None, &json!({ "invite": invite }))
        .await?;
    if status != StatusCode::OK {
        return Err(format!("join: {status}: {joined}"));
    }
    let black_seat = joined["seat"].as_str().ok_or("join: no seat")?.to_string();
    let mut ws = Vec::new();
    for &server in at.iter().skip(2 - o.sockets) {
        let url = format!("ws://{}/api/games/{id}/ws", o.addrs[server]);
        let (mut socket, _) = tokio_tungstenite::connect_async(url.as_str())
            .await
            .map_err(|e| format!("websocket: {e}"))?;
        await_state(&mut socket, 0).await?;
        ws.push(socket);
    }
    let state = serde_json::from_value(joined["state"].clone());
    Ok(Table {
        id,
        seats: [white_seat, black_seat],
        http: [white, black],
        ws,
        state: state.map_err(|e| format!("join: not STATE: {e}"))?,
    })
}

/// Waits for the STATE with `plies` moves on the game's websockets: on the opponent's (its
/// arrival is the delivery measured) and the mover's, or on the one the game has.
async fn await_move(ws: &mut [Socket], me: usize, plies: usize) -> Result<Instant, String> {
    match ws {
        [one] => await_state(one, plies).await,
        [white, black] => {
            let (mine, theirs) = if me == 0 {
                (white, black)
            } else {
                (black, white)
            };
            let (seen, own) = tokio::join!(await_state(theirs, plies), await_state(mine, plies));
            own.and(seen)
        }
        _ => Err("no websocket".into()),
    }
}

/// Plays one game; `start` lets every game begin together once all are set up.
async fn game(
    o: Arc<Options>,
    index: usize,
    pool: Arc<Vec<Vec<Conn>>>,
    start: Arc<tokio::sync::Barrier>,
) -> Tally {
    let mut tally = Tally::default();
    let began = Instant::now();
    let table = tokio::time::timeout(o.timeout * 4, set_up(&o, index, &pool)).await;
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
        if t.state.outcome != "ongoing" {
            tally.over = true;
            break;
        }
        let legal = &t.state.legal;
        if legal.is_empty() {
            tally.errors.push(format!("game {}: no legal move", t.id));
            break;
        }
        let pick = usize::try_from(rng.below(legal.len() as u64)).unwrap_or(0);
        let text = legal[pick].notation.clone();
        let me = usize::from(t.state.turn == "black");
        if o.think_ms > 0 {
            tokio::time::sleep(Duration::from_millis(rng.below(2 * o.think_ms + 1))).await;
        }
        let body = json!({ "move": text });
        let (http, seat, sockets) = (&t.http[me], &t.seats[me], &mut t.ws);
        let post = async {
            let mut http = http.lock().await;
            let sent = Instant::now();
            let r = http.request(&path, Some(seat), &body).await;
            (sent, Instant::now(), r)
        };
        let run = async { tokio::join!(post, await_move(sockets, me, ply + 1)) };
        let Ok(((sent, replied, reply), seen)) = tokio::time::timeout(o.timeout, run).await else {
            tally
                .errors
                .push(format!("game {} ply {}: timed out", t.id, ply + 1));
            break;
        };
        match reply {
            Ok((StatusCode::OK, bytes)) => match serde_json::from_slice(&bytes) {
                Ok(state) => {
                    tally.post.push(replied - sent);
                    t.state = state;
                }
                Err(e) => {
                    tally
                        .errors
                        .push(format!("game {} move {text}: not STATE: {e}", t.id));
                    break;
                }
            },
            Ok((status, bytes)) => {
                let v = String::from_utf8_lossy(&bytes);
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
        match seen {
            Ok(at) => tally.ws.push(at.saturating_duration_since(sent)),
            Err(e) => {
                tally.errors.push(format!("game {}: {e}", t.id));
                break;
            }
        }
    }
    if t.state.outcome != "ongoing" {
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
        "load: {} games of {} on {}, up to {} moves each, think 0-{} ms, seed {}, {} websocket(s) \
         a game, {}",
        o.games,
        o.variant,
        o.addrs
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" and "),
        o.moves,
        2 * o.think_ms,
        o.seed,
        o.sockets,
        if o.http == 0 {
            "an HTTP connection a player".to_string()
        } else {
            format!("{} shared HTTP connections a server", o.http)
        }
    );
    let mut pool = Vec::new();
    for &addr in o.addrs.iter().filter(|_| o.http > 0) {
        let mut shared = Vec::with_capacity(o.http);
        for _ in 0..o.http {
            match conn(addr).await {
                Ok(c) => shared.push(c),
                Err(e) => {
                    println!("errors: 1\n  the shared connections of {addr}: {e}");
                    std::process::exit(1);
                }
            }
        }
        pool.push(shared);
    }
    let pool = Arc::new(pool);
    let start = Arc::new(tokio::sync::Barrier::new(o.games));
    let began = Instant::now();
    let tasks: Vec<_> = (0..o.games)
        .map(|i| {
            let (o, pool, start) = (Arc::clone(&o), Arc::clone(&pool), Arc::clone(&start));
            tokio::spawn(game(o, i, pool, start))
        })
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
