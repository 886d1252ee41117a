//! `shashki perft` and `shashki moves` for Chinese checkers: distinct (from, to) moves
//! (INTERFACES.md §2), in the JSON shapes of INTERFACES.md §5 (`captured` always empty, `path`
//! the holes of a shortest hop chain), with the hole numbers of crates/shashki-star/README.md.

use std::time::Instant;

use serde_json::json;
use shashki_star::Position;

use crate::error::CliError;
use crate::moves::MovesArgs;
use crate::perft::{counted, PerftArgs, Report, Split};

/// `shashki perft --variant chinese-checkers`.
///
/// # Errors
/// A bad position or number of players.
pub fn perft(args: &PerftArgs) -> Result<(), CliError> {
    let pos = super::position(args.fen.as_deref(), args.players, args.board)?;
    let started = Instant::now();
    let splits = args.divide.then(|| {
        pos.divide(args.depth)
            .into_iter()
            .map(|(mv, nodes)| Split {
                mv: mv.to_string(),
                nodes,
            })
            .collect()
    });
    let (nodes, divide) = counted(args.depth, splits, || pos.perft(args.depth));
    Report {
        variant: shashki_star::KEY,
        fen: pos.to_text(),
        depth: args.depth,
        nodes,
        seconds: started.elapsed().as_secs_f64(),
        players: Some(pos.players().count()),
        divide,
    }
    .print(args.json)
}

/// `shashki moves --variant chinese-checkers`.
///
/// # Errors
/// A bad position or number of players.
pub fn moves(args: &MovesArgs) -> Result<(), CliError> {
    let pos: Position = super::position(args.fen.as_deref(), args.players, args.board)?;
    let legal = if pos.someone_home() {
        Vec::new()
    } else {
        pos.legal_moves()
    };
    if args.json {
        let moves: Vec<serde_json::Value> = legal
            .iter()
            .map(|&m| {
                let path: Vec<u32> = pos
                    .path(m)
                    .unwrap_or_default()
                    .iter()
                    .map(|h| h.number())
                    .collect();
                json!({
                    "notation": m.to_string(),
                    "from": m.from.number(),
                    "to": m.to.number(),
                    "path": path,
                    "captured": [],
                })
            })
            .collect();
        println!("{}", serde_json::Value::Array(moves));
    } else {
        for mv in &legal {
            println!("{mv}");
        }
    }
    Ok(())
}
