//! Self-play games at a fixed shallow depth from randomised openings, keeping the quiet
//! positions (no capture for either side) with the game's result.

use shashki::{Color, DrawCounters, Game, Outcome, Position, Rules, SplitMix64};
use shashki_engine::eval::Masks;
use shashki_engine::search::{Budget, Worker};
use shashki_engine::{Control, Table};

/// How self-play games are played.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    /// The depth of every search.
    pub depth: u32,
    /// Random plies at the start: this many, plus zero to three more.
    pub random_plies: usize,
    /// Plies after which an unfinished game counts as a draw.
    pub max_plies: usize,
}

/// One game's quiet positions (FEN) and White's score in it (1, ½, 0).
pub struct Played {
    /// The positions.
    pub fens: Vec<String>,
    /// White's score.
    pub result: f64,
}

/// Plays game number `index` of the run seeded `seed`, evaluating with `masks`.
pub fn play<R: Rules>(seed: u64, index: u64, settings: Settings, masks: &Masks) -> Played {
    let mut rng = SplitMix64(seed ^ index.wrapping_mul(0xD134_2543_DE82_EF95));
    let mut game = Game::new(Position::<R>::start());
    let opening = settings.random_plies + rng.below(4);
    // 2 MB: the table (2^17 slots) the committed weights were made with, before the table
    // was mended to the full size asked (it gave half); the same games come out.
    let table = Table::new(2);
    let control = Control::new();
    let mut counters = DrawCounters::start(game.position());
    let mut reversible = 0;
    let mut fens = Vec::new();
    while game.outcome() == Outcome::Ongoing && game.moves().len() < settings.max_plies {
        let pos = *game.position();
        let mv = if game.moves().len() < opening {
            let moves = pos.legal_moves();
            moves[rng.below(moves.len())]
        } else {
            if !pos.has_capture() && !pos.has_capture_for(!pos.turn()) {
                fens.push(pos.fen());
            }
            let budget = Budget {
                depth: settings.depth,
                nodes: None,
                time: None,
                ponder: false,
                noise: 0,
                seed: 0,
            };
            let history: Vec<u64> = game.positions().iter().map(Position::hash).collect();
            let mut worker = Worker::<R>::new(&table, &control, budget, true, &history);
            worker.set_masks(masks.clone());
            let best = worker.think(pos, counters, reversible, 0, &mut |_, _| {});
            match best.and_then(|it| it.pv.first().copied()) {
                Some(mv) => mv,
                None => break,
            }
        };
        let by_king = pos.kings() & (1u64 << mv.from()) != 0;
        reversible = if by_king && !mv.is_capture() {
            reversible + 1
        } else {
            0
        };
        game.play(&mv).expect("the engine plays legal moves");
        counters = counters.after(&pos, &mv, game.position());
    }
    let result = match game.outcome() {
        Outcome::Win {
            winner: Color::White,
            ..
        } => 1.0,
        Outcome::Win { .. } => 0.0,
        _ => 0.5,
    };
    Played { fens, result }
}
