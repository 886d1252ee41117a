//! The prober: answers for any position within the built tables, loading each table from its
//! file on first use. A position with a capture to make is answered by playing its captures
//! and probing the positions they reach (the tables keep no useful value for it).

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use shashki::{Goal, Position, Rules, Variant};

use crate::board::Board;
use crate::counting::derived_rules;
use crate::file::TableFile;
use crate::material::Material;
use crate::table::Table;
use crate::value::{best, Value, Wdl};

/// What the tables say about a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Probe {
    /// The pure value (no draw counters, repetition ignored).
    pub value: Value,
    /// The value when the variant's draw counters run from 0 at this position; `None` where
    /// the tables cannot tell it exactly (see the crate's README).
    pub rules: Option<Wdl>,
}

/// Why a position could not be answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProbeError {
    /// The table of this material was not built (or its file is missing).
    Missing(Material),
    /// A table file could not be read: the file and the reason.
    Unreadable(PathBuf, String),
    /// The tables are of other rules than the position's: the rules type's name.
    WrongVariant(String),
}

impl fmt::Display for ProbeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProbeError::Missing(m) => write!(f, "no table for {m} (not built)"),
            ProbeError::Unreadable(p, why) => write!(f, "{}: {why}", p.display()),
            ProbeError::WrongVariant(v) => write!(f, "the tables are not for {v}"),
        }
    }
}

impl std::error::Error for ProbeError {}

type Slot = OnceLock<Result<Arc<Table>, ProbeError>>;

/// The tables of one variant in one folder, loaded as needed; shared between threads.
pub struct Egdb {
    variant: Variant,
    dir: PathBuf,
    slots: Box<[Slot]>,
    pieces: u32,
}

impl fmt::Debug for Egdb {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Egdb({}, {}, {} pieces)",
            self.variant,
            self.dir.display(),
            self.pieces
        )
    }
}

/// The file name of a material's table.
pub fn file_name(m: &Material) -> String {
    format!("{m}.egdb")
}

impl Egdb {
    /// The tables of `variant` in `dir` (no file is read yet).
    pub fn open(variant: Variant, dir: &Path) -> Egdb {
        let complete = |n: u32| {
            Material::up_to(n)
                .iter()
                .all(|m| dir.join(file_name(m)).is_file())
        };
        let pieces = (2..=12).take_while(|&n| complete(n)).last().unwrap_or(0);
        Egdb {
            variant,
            dir: dir.to_path_buf(),
            slots: (0..1 << 16).map(|_| OnceLock::new()).collect(),
            pieces,
        }
    }

    /// The variant of the tables.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The folder of the tables.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Every position of this many pieces or fewer is in the tables (0: none).
    pub fn pieces(&self) -> u32 {
        self.pieces
    }

    /// The table of `m`, loaded on first use.
    pub fn table<R: Rules>(&self, m: &Material) -> Result<Arc<Table>, ProbeError> {
        self.slots[m.id()]
            .get_or_init(|| {
                let path = self.dir.join(file_name(m));
                if !path.is_file() {
                    return Err(ProbeError::Missing(*m));
                }
                let file = TableFile::read(&path)
                    .map_err(|e| ProbeError::Unreadable(path.clone(), e.to_string()))?;
                if file.variant != R::VARIANT.key() || file.material != *m {
                    let what = format!("holds {} {}", file.variant, file.material);
                    return Err(ProbeError::Unreadable(path, what));
                }
                Ok(Arc::new(Table::new::<R>(file)))
            })
            .clone()
    }

    fn check<R: Rules>(&self) -> Result<(), ProbeError> {
        // By rules type, not by key: an option of the variant (BashniOnce, the table's
        // `options`) captures otherwise than the rules the tables were solved under.
        if self.variant.rules_are::<R>() {
            Ok(())
        } else {
            Err(ProbeError::WrongVariant(format!("{:?}", R::default())))
        }
    }

    /// The pure value of `pos`, with captures played out.
    ///
    /// # Errors
    /// When a table needed is missing or unreadable, or `R` is not the tables' variant.
    pub fn value<R: Rules>(&self, pos: &Position<R>) -> Result<Value, ProbeError> {
        self.check::<R>()?;
        self.value_unchecked(pos)
    }

    fn value_unchecked<R: Rules>(&self, pos: &Position<R>) -> Result<Value, ProbeError> {
        if !pos.has_capture() {
            if let Some(end) = terminal(pos) {
                return Ok(end);
            }
            let board = Board::of(pos);
            let table = self.table::<R>(&board.material())?;
            return Ok(table.value::<R>(table.index.encode(&board)));
        }
        let mut values = Vec::new();
        for mv in pos.legal_moves() {
            values.push(self.value_unchecked(&pos.play(&mv))?.before());
        }
        Ok(best(values).unwrap_or(Value::DRAW))
    }

    /// The pure value and the value under the draw counters.
    ///
    /// # Errors
    /// As [`Egdb::value`].
    pub fn probe<R: Rules>(&self, pos: &Position<R>) -> Result<Probe, ProbeError> {
        self.check::<R>()?;
        self.probe_unchecked(pos)
    }

    fn probe_unchecked<R: Rules>(&self, pos: &Position<R>) -> Result<Probe, ProbeError> {
        if !pos.has_capture() {
            if let Some(end) = terminal(pos) {
                return Ok(Probe {
                    value: end,
                    rules: Some(end.wdl),
                });
            }
            let board = Board::of(pos);
            let table = self.table::<R>(&board.material())?;
            let i = table.index.encode(&board);
            let value = table.value::<R>(i);
            let rules = match table.rules(i) {
                Some(stored) => stored,
                None => derived_rules::<R>(value),
            };
            return Ok(Probe { value, rules });
        }
        let mut values = Vec::new();
        let mut rules = Vec::new();
        for mv in pos.legal_moves() {
            let p = self.probe_unchecked(&pos.play(&mv))?;
            values.push(p.value.before());
            rules.push(p.rules.map(Wdl::flip));
        }
        Ok(Probe {
            value: best(values).unwrap_or(Value::DRAW),
            rules: best_known(&rules),
        })
    }
}

/// The value of a position whose side to move has no move, if so.
pub fn terminal<R: Rules>(pos: &Position<R>) -> Option<Value> {
    if pos.count_moves(&mut Vec::new()) > 0 {
        return None;
    }
    let wdl = if R::GOAL == Goal::NoMovesWins {
        Wdl::Win
    } else {
        Wdl::Loss
    };
    Some(Value::decided(wdl, Some(0)))
}

/// The best of several values, some not known: a known win is enough; otherwise every value
/// must be known.
pub fn best_known(values: &[Option<Wdl>]) -> Option<Wdl> {
    if values.contains(&Some(Wdl::Win)) {
        return Some(Wdl::Win);
    }
    if values.contains(&None) {
        return None;
    }
    if values.contains(&Some(Wdl::Draw)) {
        Some(Wdl::Draw)
    } else {
        Some(Wdl::Loss)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::{Bashni, BashniOnce, International};

    /// White's man on a1 is blocked (b2 taken, c3 behind it taken): a loss no table is needed
    /// for, so only the rules check decides.
    const BLOCKED: &str = "W:Wa1:Bb2,c3";

    #[test]
    fn tables_answer_their_own_rules_only() {
        let dir = std::env::temp_dir().join("shashki-egdb-no-tables");
        let bashni = Egdb::open(Variant::Bashni, &dir);
        let own = Position::<Bashni>::from_fen(BLOCKED).unwrap();
        assert_eq!(bashni.value(&own).map(|v| v.wdl), Ok(Wdl::Loss));
        let option = Position::<BashniOnce>::from_fen(BLOCKED).unwrap();
        let refused = Some(ProbeError::WrongVariant("BashniOnce".into()));
        assert_eq!(bashni.value(&option).err(), refused);
        assert_eq!(bashni.probe(&option).err(), refused);
        let other = Position::<International>::start();
        let refused = Some(ProbeError::WrongVariant("International".into()));
        assert_eq!(bashni.value(&other).err(), refused);
    }
}
