//! The endgame databases in the search: positions within the tables get their value from them
//! instead of a static evaluation, once captures have been played out.
//!
//! A database win whose distance is known scores like a win found by the search,
//! `MATE - plies` from the root, so front-ends say "wins in N" for both; a win from a table
//! without distances scores [`DB_WIN`] less the ply (front-ends: "win (database)"). A pure
//! value is used only where the draw counters running at the node cannot change it: a draw,
//! or a decision in fewer plies than the closest counter leaves. Elsewhere the search goes on.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};

use shashki::{main_road_squares, Color, DrawCounters, DrawReason, Position, Rules, Variant};
use shashki_egdb::{Egdb, Wdl};

use crate::search::{Score, MATE};

/// The score of a database win without a known distance, at the root (less one a ply).
pub const DB_WIN: Score = MATE - 2_000;

/// Where the tables of every variant are (`<base>/<variant>`), opened as the variant needs.
#[derive(Debug, Default)]
pub struct Endgames {
    base: Option<PathBuf>,
    open: Mutex<Option<Arc<Egdb>>>,
}

impl Endgames {
    /// Tables under `base` (`None`: no tables).
    pub fn new(base: Option<&Path>) -> Endgames {
        Endgames {
            base: base.map(Path::to_path_buf),
            open: Mutex::new(None),
        }
    }

    /// The tables of `variant`, if a folder was given and they hold any table.
    pub fn for_variant(&self, variant: Variant) -> Option<Arc<Egdb>> {
        let base = self.base.as_ref()?;
        if !shashki_egdb::supported(variant) {
            return None;
        }
        let mut open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        if open.as_ref().is_none_or(|e| e.variant() != variant) {
            *open = Some(Arc::new(Egdb::open(variant, &base.join(variant.key()))));
        }
        open.clone().filter(|e| e.pieces() > 0)
    }
}

/// The score of `pos` (no capture to make, within the tables) at `ply` from the root, where
/// the tables settle it under the running `counters`.
pub fn score<R: Rules>(
    egdb: &Egdb,
    pos: &Position<R>,
    counters: &DrawCounters,
    ply: usize,
) -> Option<Score> {
    if pos.occupied().count_ones() > egdb.pieces() || pos.has_capture() {
        return None;
    }
    let value = egdb.value(pos).ok()?;
    let sign = match value.wdl {
        Wdl::Draw => return Some(0),
        Wdl::Win => 1,
        Wdl::Loss => -1,
    };
    let Some(plies) = value.plies else {
        return Some(sign * (DB_WIN - ply as Score));
    };
    // The plies left before the closest counter could draw, counted as a limit of moves of
    // one side: 2 × moves left − 1 plies are always safe. The main-road count runs only while
    // the lone king stands on the road; off it, the count is taken as not binding (a guess the
    // search makes, not the tables).
    let on_road = main_road_squares::<R>().any(|b| pos.occupied() & 1 << b != 0 && lone(pos, b));
    let left = counters
        .list(pos, 1)
        .iter()
        .filter(|c| c.rule != DrawReason::Repetition && (c.rule != DrawReason::MainRoad || on_road))
        .map(|c| 2 * c.limit.saturating_sub(c.count))
        .min()
        .unwrap_or(u32::MAX);
    (plies < left).then(|| sign * (MATE - (ply as u32 + plies) as Score))
}

/// True when the piece on `bit` is a lone king (its side has no other piece).
fn lone<R: Rules>(pos: &Position<R>, bit: u32) -> bool {
    Color::BOTH
        .iter()
        .any(|&c| pos.pieces(c) == 1 << bit && pos.kings() & 1 << bit != 0)
}
