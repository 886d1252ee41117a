//! Self-play games at a fixed shallow depth from randomised openings, keeping the quiet
//! positions (no capture for either side) with the game's result.

use shashki::{Color, DrawCounters, Game, Outcome, Position, Rules};
use shashki_engine::eval::Masks;
use shashki_engine::search::{Budget, Shared, Worker};

/// A small, seedable generator (splitmix64), so a seed names the same games everywhere.
pub struct Rng(u64);

impl Rng {
    /// The generator started from `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next number.
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

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
    let mut rng = Rng::new(seed ^ index.wrapping_mul(0xD134_2543_DE82_EF95));
    let mut game = Game::new(Position::<R>::start());
    let opening = settings.random_plies + rng.below(4);
    let shared = Shared::new(4);
    let mut counters = DrawCounters::start(game.position());
    let mut reversible = 0;
    let mut fens = Vec::new();
    while game.outcome() == Outcome::Ongoing && game.moves().len() < settings.max_plies {
        let pos = *game.position();
        let mv = if game.moves().len() < opening {
            let moves = pos.legal_moves();
            moves[rng.below(moves.len())]
        } else {
            if !pos.has_capture() && !pos.with_turn(!pos.turn()).has_capture() {
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
            let mut worker = Worker::<R>::new(&shared, budget, true, &history);
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
