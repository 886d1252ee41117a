//! Pattern evaluation: the men in small windows of the board, each window's contents scored by
//! a learned table (the approach of Fabien Letouzey's Scan 2.0: a linear model over 4×4
//! windows, 3⁸ states each, blended between the middle game and the endgame).
//!
//! A window is a 4×4 block of the board: four rows of two dark squares, the two squares of a
//! row on consecutive bits of the ghost-square layout. The windows start on every second row
//! and file (16 on 10×10, 9 on 8×8), so they overlap by half, and the set is its own image under
//! the board's half turn. A window's state is its eight squares read as base-3 digits (empty,
//! white man, black man; kings read as empty, the linear terms see them): the men of each
//! colour are gathered into a byte (four two-bit slices) and a 256-entry table turns the byte
//! into its base-3 value. Each state has a middle-game and an endgame weight; the score blends
//! them by the number of men left. Weights are from White's point of view and antisymmetric
//! (a state and its half-turned, colour-swapped image cancel), so the training makes them so.
//!
//! The weights are data, `data/weights/<variant>.patterns`, written by `examples/train-eval`
//! (see `scripts/train-eval.sh`); the text format is documented at [`PatternWeights::parse`].

use std::fmt;
use std::sync::OnceLock;

use shashki::geometry::Geometry;
use shashki::{Color, Position, Rules, Variant};

/// Squares in a window.
pub const SQUARES: usize = 8;
/// States of one window: 3⁸.
pub const STATES: usize = 6561;
/// Weights are stored in these fractions of a hundredth of a man.
pub const SCALE: i32 = 8;

/// `TERNARY[byte]`: the byte's bits read as base-3 digits (bit `k` is digit `k`).
const TERNARY: [u16; 256] = {
    let mut t = [0u16; 256];
    let mut b = 0;
    while b < 256 {
        let (mut v, mut p, mut k) = (0u16, 1u16, 0);
        while k < 8 {
            if b & (1 << k) != 0 {
                v += p;
            }
            p *= 3;
            k += 1;
        }
        t[b] = v;
        b += 1;
    }
    t
};

/// Where the windows of a board lie. The windows come in bands of four rows (every second
/// row), each band holding one window every second file; window `b` of a band reads squares
/// `b` and `b + 1` of each of its rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Windows {
    /// For each band, the bit of the first square of each of its four rows.
    bands: Vec<[u8; 4]>,
    /// Windows in a band.
    per_band: usize,
    /// The squares of one row, from its first bit.
    row: u64,
}

/// Multiplying the four two-bit groups at bits 0, 8, 16, 24 by this gathers them, in order,
/// into bits 24..32 of the product (every other partial product falls on its own bit outside
/// those, so nothing carries into them).
const GATHER: u64 = (1 << 24) | (1 << 18) | (1 << 12) | (1 << 6);

/// The number of bands of `R`'s board, which is also the number of windows in a band.
#[inline(always)]
fn bands<R: Rules>() -> usize {
    (<R::Board as Geometry>::ROWS as usize - 4) / 2 + 1
}

/// The bit of the first square of each row of band `band` of `R`'s board.
#[inline(always)]
fn band_bits<R: Rules>(band: usize) -> [u8; 4] {
    let half = <R::Board as Geometry>::HALF as usize;
    std::array::from_fn(|i| <R::Board as Geometry>::TABLES.bit_of[(2 * band + i) * half])
}

/// The squares of one row of `R`'s board, from its first bit.
#[inline(always)]
fn row_mask<R: Rules>() -> u64 {
    (1 << <R::Board as Geometry>::HALF) - 1
}

/// The rows of the band whose rows start at `bits` of `bb`, one to a byte.
#[inline(always)]
fn band_rows(bits: &[u8; 4], row: u64, bb: u64) -> u64 {
    ((bb >> bits[0]) & row)
        | (((bb >> bits[1]) & row) << 8)
        | (((bb >> bits[2]) & row) << 16)
        | (((bb >> bits[3]) & row) << 24)
}

impl Windows {
    /// The windows of variant `R`'s board.
    pub fn of<R: Rules>() -> Windows {
        Windows {
            bands: (0..bands::<R>()).map(band_bits::<R>).collect(),
            per_band: bands::<R>(),
            row: row_mask::<R>(),
        }
    }

    /// How many windows there are.
    pub fn len(&self) -> usize {
        self.bands.len() * self.per_band
    }

    /// True when there are none (no board has none).
    pub fn is_empty(&self) -> bool {
        self.bands.is_empty()
    }

    /// The window and state that `state` of window `w` becomes when the board is given a half
    /// turn and the colours are swapped: the opposite window, its digits in reverse order with
    /// white and black exchanged.
    pub fn mirror(&self, w: usize, state: usize) -> (usize, usize) {
        let (mut s, mut out) = (state, 0);
        for _ in 0..SQUARES {
            let digit = s % 3;
            out = out * 3 + [0, 2, 1][digit];
            s /= 3;
        }
        (self.len() - 1 - w, out)
    }

    /// The state of window `w` for the given white and black men.
    pub fn state(&self, w: usize, white: u64, black: u64) -> usize {
        let bits = &self.bands[w / self.per_band];
        let b = w % self.per_band;
        state(
            band_rows(bits, self.row, white),
            band_rows(bits, self.row, black),
            b,
        )
    }
}

/// Calls `each` with every window of `R`'s board in order and its state for the given men.
/// The same reading as [`Windows::state`], but from the board's constants, so that the
/// compiler unrolls the loops and shifts by constants (the search's evaluation).
#[inline(always)]
fn each_state<R: Rules>(white: u64, black: u64, mut each: impl FnMut(usize, usize)) {
    let (n, row) = (bands::<R>(), row_mask::<R>());
    for band in 0..n {
        let bits = band_bits::<R>(band);
        let (w, k) = (band_rows(&bits, row, white), band_rows(&bits, row, black));
        for b in 0..n {
            each(band * n + b, state(w, k, b));
        }
    }
}

/// The state of window `b` of a band whose rows (one to a byte) are `white` and `black`.
#[inline(always)]
fn state(white: u64, black: u64, b: usize) -> usize {
    let gather =
        |rows: u64| (((rows >> b) & 0x0303_0303).wrapping_mul(GATHER) >> 24) as usize & 0xFF;
    usize::from(TERNARY[gather(white)]) + 2 * usize::from(TERNARY[gather(black)])
}

/// The learned tables of one variant: per window and state, the middle-game and endgame weight
/// in [`SCALE`]ths of a hundredth of a man, from White's point of view.
#[derive(Clone, PartialEq, Eq)]
pub struct PatternWeights {
    windows: Windows,
    /// `table[w * STATES + state]` = (middle game, endgame).
    table: Vec<[i16; 2]>,
}

impl fmt::Debug for PatternWeights {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PatternWeights({} windows)", self.windows.len())
    }
}

/// Why a pattern file was refused, with its 1-based line (0: something missing).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsePatternsError {
    /// The line.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ParsePatternsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "patterns line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for ParsePatternsError {}

impl PatternWeights {
    /// All-zero tables for variant `R` (training starts there).
    pub fn zero<R: Rules>() -> PatternWeights {
        let windows = Windows::of::<R>();
        PatternWeights {
            table: vec![[0, 0]; windows.len() * STATES],
            windows,
        }
    }

    /// The windows.
    pub fn windows(&self) -> &Windows {
        &self.windows
    }

    /// Sets the weights of state `state` of window `w`: (middle game, endgame).
    pub fn set(&mut self, w: usize, state: usize, value: [i16; 2]) {
        self.table[w * STATES + state] = value;
    }

    /// The weights of state `state` of window `w`.
    pub fn get(&self, w: usize, state: usize) -> [i16; 2] {
        self.table[w * STATES + state]
    }

    /// The patterns' score of `pos` for White, in hundredths of a man.
    #[inline]
    pub fn score<R: Rules>(&self, pos: &Position<R>) -> i32 {
        let men = pos.men();
        let white = pos.pieces(Color::White) & men;
        let black = pos.pieces(Color::Black) & men;
        let (mut mg, mut eg) = (0i32, 0i32);
        each_state::<R>(white, black, |w, state| {
            let [m, e] = self.table[w * STATES + state];
            mg += i32::from(m);
            eg += i32::from(e);
        });
        let full = 2 * R::MEN as i32;
        let phase = (men.count_ones() as i32).min(full);
        (mg * phase + eg * (full - phase)) / (full * SCALE)
    }

    /// Reads a pattern file of variant `R`: comment lines (`#`), then one line per window and
    /// phase, `mg<TAB>w<TAB>` or `eg<TAB>w<TAB>` followed by the window's 6561 weights
    /// separated by blanks (state order: digit `k` of the state in base 3 is the `k`-th
    /// square of the window, rows from the top, 0 empty, 1 white man, 2 black man).
    ///
    /// # Errors
    /// A malformed line, a window out of range or given twice, a weight that is not a 16-bit
    /// integer, a missing window.
    pub fn parse<R: Rules>(text: &str) -> Result<PatternWeights, ParsePatternsError> {
        let mut out = PatternWeights::zero::<R>();
        let n = out.windows.len();
        let mut seen = vec![[false; 2]; n];
        for (i, line) in text.lines().enumerate() {
            if line.trim().is_empty() || line.starts_with('#') {
                continue;
            }
            let err = |message: String| ParsePatternsError {
                line: i + 1,
                message,
            };
            let mut fields = line.splitn(3, '\t');
            let (Some(phase), Some(w), Some(values)) =
                (fields.next(), fields.next(), fields.next())
            else {
                return Err(err("not phase<TAB>window<TAB>weights".into()));
            };
            let p = match phase {
                "mg" => 0,
                "eg" => 1,
                _ => return Err(err(format!("phase '{phase}' is neither mg nor eg"))),
            };
            let w: usize = w
                .parse()
                .ok()
                .filter(|&w| w < n)
                .ok_or_else(|| err(format!("window '{w}' is not below {n}")))?;
            if std::mem::replace(&mut seen[w][p], true) {
                return Err(err(format!("{phase} window {w} given twice")));
            }
            let mut count = 0;
            for (state, v) in values.split_ascii_whitespace().enumerate() {
                if state >= STATES {
                    return Err(err(format!("more than {STATES} weights")));
                }
                let v: i16 = v
                    .parse()
                    .map_err(|_| err(format!("'{v}' is not a 16-bit integer")))?;
                out.table[w * STATES + state][p] = v;
                count += 1;
            }
            if count != STATES {
                return Err(err(format!("{count} weights, not {STATES}")));
            }
        }
        if let Some(w) = seen.iter().position(|s| !s[0] || !s[1]) {
            return Err(ParsePatternsError {
                line: 0,
                message: format!("window {w} missing"),
            });
        }
        Ok(out)
    }

    /// The file text: `header` lines as comments, then the tables.
    pub fn to_text(&self, header: &[String]) -> String {
        let mut out = String::new();
        for h in header {
            out.push_str("# ");
            out.push_str(h);
            out.push('\n');
        }
        for (p, phase) in ["mg", "eg"].iter().enumerate() {
            for w in 0..self.windows.len() {
                out.push_str(&format!("{phase}\t{w}\t"));
                let row: Vec<String> = (0..STATES)
                    .map(|s| self.table[w * STATES + s][p].to_string())
                    .collect();
                out.push_str(&row.join(" "));
                out.push('\n');
            }
        }
        out
    }
}

/// The committed pattern file of `variant`, for the variants that have one.
pub fn committed(variant: Variant) -> Option<&'static str> {
    Some(match variant {
        Variant::Russian => include_str!("../../data/weights/russian.patterns"),
        Variant::International => include_str!("../../data/weights/international.patterns"),
        Variant::Brazilian => include_str!("../../data/weights/brazilian.patterns"),
        _ => return None,
    })
}

/// The committed patterns of variant `R` (of its [`Rules::VARIANT`] for an option such as
/// [`shashki::BashniOnce`]), parsed once per process.
///
/// # Panics
/// Never for the committed files: `every_committed_pattern_file_parses` reads each one.
pub fn of<R: Rules>() -> Option<&'static PatternWeights> {
    static CACHE: [OnceLock<Option<PatternWeights>>; Variant::ALL.len()] =
        [const { OnceLock::new() }; Variant::ALL.len()];
    CACHE[R::VARIANT.index()]
        .get_or_init(|| {
            committed(R::VARIANT).map(|text| {
                PatternWeights::parse::<R>(text).expect("committed patterns parse (unit-tested)")
            })
        })
        .as_ref()
}

#[cfg(test)]
mod tests {
    use super::*;
    use shashki::{International, Russian};

    #[test]
    fn windows_tile_the_board_by_halves() {
        let w8 = Windows::of::<Russian>();
        assert_eq!(w8.len(), 9);
        let w10 = Windows::of::<International>();
        assert_eq!(w10.len(), 16);
        // The first window of 10×10 holds squares 1, 2, 6, 7, 11, 12, 16, 17: a white man on
        // 1 is digit 0, a black man on 17 digit 7.
        let bit = |n: usize| 1u64 << <International as Rules>::Board::TABLES.bit_of[n - 1];
        assert_eq!(w10.state(0, bit(1), 0), 1);
        assert_eq!(w10.state(0, 0, bit(17)), 2 * 3usize.pow(7));
        assert_eq!(w10.state(0, bit(6), bit(7)), 9 + 2 * 27);
        assert_eq!(w10.state(1, bit(1), 0), 0);
    }

    /// The positions of `steps` random moves from the start, seeded (a game that ends starts
    /// again).
    fn walk<R: Rules>(seed: u64, steps: usize) -> Vec<Position<R>> {
        let mut rng = shashki::SplitMix64(seed);
        let mut pos = Position::<R>::start();
        let mut out = Vec::new();
        for _ in 0..steps {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                pos = Position::<R>::start();
                continue;
            }
            pos = pos.play(&moves[rng.below(moves.len())]);
            out.push(pos);
        }
        out
    }

    /// The search's reading of the windows (from the board's constants) scores as the training's
    /// reading ([`Windows::state`]) does, on both boards.
    fn score_reads_the_windows<R: Rules>() {
        let mut p = PatternWeights::zero::<R>();
        let mut rng = shashki::SplitMix64(5);
        for w in 0..p.windows.len() {
            for state in 0..STATES {
                let v = |rng: &mut shashki::SplitMix64| rng.below(2001) as i16 - 1000;
                p.set(w, state, [v(&mut rng), v(&mut rng)]);
            }
        }
        for pos in walk::<R>(6, 300) {
            let men = pos.men();
            let (white, black) = (
                pos.pieces(Color::White) & men,
                pos.pieces(Color::Black) & men,
            );
            let (mut mg, mut eg) = (0, 0);
            for w in 0..p.windows.len() {
                let [m, e] = p.get(w, p.windows.state(w, white, black));
                (mg, eg) = (mg + i32::from(m), eg + i32::from(e));
            }
            let full = 2 * R::MEN as i32;
            let phase = (men.count_ones() as i32).min(full);
            let expected = (mg * phase + eg * (full - phase)) / (full * SCALE);
            assert_eq!(p.score(&pos), expected, "{}", pos.fen());
        }
    }

    #[test]
    fn the_search_reads_the_windows_as_the_training_does() {
        score_reads_the_windows::<Russian>();
        score_reads_the_windows::<International>();
    }

    /// The position given a half turn, colours and turn swapped, through its FEN.
    fn mirrored<R: Rules>(pos: &Position<R>) -> Position<R> {
        let n = <R::Board as Geometry>::SQUARES;
        let side = |c: Color| -> Vec<String> {
            shashki::Bits(pos.pieces(c))
                .map(|b| {
                    let s = u32::from(<R::Board as Geometry>::TABLES.index_of[b as usize]) + 1;
                    let king = if pos.kings() & (1 << b) != 0 { "K" } else { "" };
                    format!("{king}{}", n + 1 - s)
                })
                .collect()
        };
        let turn = if pos.turn() == Color::White { "B" } else { "W" };
        let fen = format!(
            "{turn}:W{}:B{}",
            side(Color::Black).join(","),
            side(Color::White).join(",")
        );
        Position::from_fen(&fen).expect("the mirror of a position is one")
    }

    fn mirror_agrees_with_the_board<R: Rules>() {
        let windows = Windows::of::<R>();
        for pos in walk::<R>(7, 200) {
            let m = mirrored(&pos);
            let men = |p: &Position<R>, c: Color| p.pieces(c) & p.men();
            for w in 0..windows.len() {
                let state = windows.state(w, men(&pos, Color::White), men(&pos, Color::Black));
                let (w2, s2) = windows.mirror(w, state);
                let seen = windows.state(w2, men(&m, Color::White), men(&m, Color::Black));
                assert_eq!(s2, seen, "{} window {w}", pos.fen());
            }
        }
    }

    #[test]
    fn the_mirror_of_a_state_is_the_state_of_the_mirrored_board() {
        mirror_agrees_with_the_board::<Russian>();
        mirror_agrees_with_the_board::<International>();
    }

    /// The evaluation with the committed patterns scores a position and its mirror alike (for
    /// the side to move), and the patterns move it.
    fn mirrors_score_alike<R: Rules>() {
        let masks = crate::eval::Masks::new::<R>();
        let plain = crate::eval::Masks::with_weights::<R>(crate::eval::Weights::of::<R>());
        let mut differs = 0;
        for pos in walk::<R>(11, 300) {
            let score = crate::eval::evaluate(&pos, &masks);
            assert_eq!(
                score,
                crate::eval::evaluate(&mirrored(&pos), &masks),
                "{}",
                pos.fen()
            );
            differs += usize::from(score != crate::eval::evaluate(&pos, &plain));
        }
        assert!(
            differs > 100,
            "{}: the patterns change {differs} scores",
            R::VARIANT
        );
    }

    #[test]
    fn the_learned_evaluation_is_symmetric() {
        for v in Variant::ALL {
            if committed(v).is_some() {
                shashki::with_rules!(v, R => mirrors_score_alike::<R>());
            }
        }
    }

    #[test]
    fn every_committed_pattern_file_parses_and_names_its_command() {
        for v in Variant::ALL {
            let Some(text) = committed(v) else {
                continue;
            };
            let parsed = shashki::with_rules!(v, R => PatternWeights::parse::<R>(text).map(|_| ()));
            parsed.unwrap_or_else(|e| panic!("{}: {e}", v.key()));
            assert!(
                text.lines()
                    .any(|l| l.starts_with("# made by: scripts/train-eval.sh ")),
                "{}: the header names the command",
                v.key()
            );
        }
    }

    #[test]
    fn a_file_round_trips_and_errors_name_their_line() {
        let mut p = PatternWeights::zero::<Russian>();
        p.set(3, 100, [5, -7]);
        p.set(8, STATES - 1, [-32768, 32767]);
        let text = p.to_text(&["made by: a test".into()]);
        assert_eq!(PatternWeights::parse::<Russian>(&text), Ok(p));
        let short = text.replacen(" 0\n", "\n", 1);
        assert_eq!(
            PatternWeights::parse::<Russian>(&short).unwrap_err().line,
            2
        );
        let missing: String = text.lines().take(5).map(|l| format!("{l}\n")).collect();
        assert_eq!(
            PatternWeights::parse::<Russian>(&missing).unwrap_err().line,
            0
        );
        assert!(PatternWeights::parse::<International>(&text).is_err());
    }
}
