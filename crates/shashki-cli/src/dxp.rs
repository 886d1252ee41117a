//! `shashki dxp`: international draughts over the DamExchange protocol (INTERFACES.md §9)
//! against another program, as follower (`--listen`) or initiator (`--connect`).
//!
//! The codec is `shashki-dxp`; here are the socket ([`connection`]), the engine
//! ([`player`]), one game ([`game`]), the two roles ([`follower`], [`initiator`]) and the
//! results ([`report`]). The protocol is logged to standard error, one line a message; each
//! game's result goes to standard output.

mod connection;
mod follower;
mod game;
mod initiator;
mod player;
mod report;

use std::path::PathBuf;
use std::time::Duration;

use clap::{ArgGroup, Args, ValueEnum};
use shashki::{Color, International, Position};
use shashki_engine::Level;

use crate::error::CliError;
use initiator::Request;
use player::{Clock, Player};
use report::Report;

/// Arguments of `shashki dxp`.
#[derive(Args)]
#[command(group(ArgGroup::new("role").required(true).args(["listen", "connect"])))]
pub struct DxpArgs {
    /// Play as follower: wait for connections and answer game requests.
    #[arg(long)]
    pub listen: bool,
    /// The address to listen on; port 0 takes a free port (logged as "listening on").
    #[arg(
        long,
        default_value = "0.0.0.0:27531",
        value_name = "ADDR",
        conflicts_with = "connect"
    )]
    pub addr: String,
    /// Play as initiator: connect to a follower and request games.
    #[arg(long, value_name = "HOST:PORT")]
    pub connect: Option<String>,
    /// Initiator: our colour in the first game; it alternates in the next ones.
    #[arg(long, value_enum, default_value_t = Side::White, conflicts_with = "listen")]
    pub color: Side,
    /// Initiator: thinking time of each side for the whole game, in minutes (0: none).
    #[arg(long, default_value_t = 10, conflicts_with = "listen")]
    pub minutes: u32,
    /// Initiator: moves to play in that time (0: no limit).
    #[arg(long, default_value_t = 0, conflicts_with = "listen")]
    pub moves: u32,
    /// Initiator: start from this position (FEN) instead of the normal start.
    #[arg(long, conflicts_with = "listen")]
    pub fen: Option<String>,
    /// The engine's level, 1 (weakest) to 10 (full strength, the default).
    #[arg(long, value_name = "1-10")]
    pub level: Option<u8>,
    /// The engine's time per move in milliseconds; by default a share of the game's clock,
    /// or 1000 when the request gives no time.
    #[arg(long, value_name = "MS")]
    pub move_time: Option<u64>,
    /// Games to play: the initiator's on its connection (while the follower welcomes
    /// another), the follower's over all connections.
    #[arg(long, default_value_t = 1, value_name = "N")]
    pub games: u32,
    /// Our name in the protocol (at most 32 characters are sent).
    #[arg(long, default_value = "shashki")]
    pub name: String,
    /// Writes every game to this PDN file as it ends.
    #[arg(long, value_name = "FILE")]
    pub pdn: Option<PathBuf>,
}

/// A colour on the command line.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Side {
    /// White.
    White,
    /// Black.
    Black,
}

/// Runs `shashki dxp`.
///
/// # Errors
/// Bad arguments (exit code 2); a connection that cannot be made, a declined game request, a
/// game ended by an illegal move or a lost connection, a PDN file that cannot be written (1).
pub fn run(args: &DxpArgs) -> Result<(), CliError> {
    let level = match args.level {
        Some(n) => Some(
            Level::new(n)
                .ok_or_else(|| CliError::Input(format!("--level {n}: levels are 1 to 10")))?,
        ),
        None => None,
    };
    if args.games == 0 {
        return Err(CliError::Input("--games must be at least 1".into()));
    }
    let mut player = Player::new(level, args.move_time.map(Duration::from_millis));
    let mut report = Report::new(&args.name, args.pdn.as_deref())?;
    match &args.connect {
        Some(addr) => {
            let start = match &args.fen {
                Some(fen) => Some(
                    Position::<International>::from_fen(fen)
                        .map_err(|e| CliError::Input(format!("--fen: {e}")))?,
                ),
                None => None,
            };
            let request = Request {
                color: match args.color {
                    Side::White => Color::White,
                    Side::Black => Color::Black,
                },
                clock: Clock {
                    minutes: args.minutes,
                    moves: args.moves,
                },
                start,
                games: args.games,
                name: args.name.clone(),
            };
            initiator::connect(addr, &request, &mut player, &mut report)?;
        }
        None => follower::listen(&args.addr, args.games, &args.name, &mut player, &mut report)?,
    }
    report.finish()
}
