//! Logistic regression of self-play results on the evaluation: the pattern tables (starting
//! from zero) on top of the linear terms (kept at the weights the games were played with, or
//! fitted too with `free_terms`, the man's kept as the unit), by mini-batch Adam on the
//! cross-entropy at the scale `K` that fits the starting terms. A pattern weight is a parameter `v[w][state]` and enters the score as
//! `v[w][state] - v[mirror]` (the mirror: half turn, colours swapped), so the learned tables
//! are antisymmetric by construction. Each phase (middle game, endgame) has its own tables,
//! blended by the men left. Deterministic: the order of the positions is shuffled by a seeded
//! generator.

use std::io::BufRead;
use std::path::Path;

use shashki::{Color, Goal, Position, Rules, SplitMix64};
use shashki_engine::eval::features::{applies, features, NAMES};
use shashki_engine::eval::patterns::{PatternWeights, Windows, SCALE, STATES};
use shashki_engine::eval::{evaluate, Board, Masks, Weights, TERMS};

use crate::fit;

/// The training settings.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    /// Passes over the training positions.
    pub epochs: usize,
    /// Positions per step.
    pub batch: usize,
    /// Adam's step size, in hundredths of a man.
    pub rate: f64,
    /// L2 pull of the pattern weights towards zero and of the terms towards their start.
    pub l2: f64,
    /// Seed of the shuffle.
    pub seed: u64,
    /// Whether the terms' weights are fitted too (else they keep their committed values).
    pub free_terms: bool,
    /// Whether the scale `K` is fitted again after each epoch.
    pub refit_k: bool,
}

/// The positions in the form the fit reads, from White's point of view.
pub struct Data {
    /// `TERMS` term counts per position, signed for White (and for the goal).
    terms: Vec<i8>,
    /// One state per window per position.
    states: Vec<u16>,
    /// Men on the board.
    men: Vec<u8>,
    /// White's score in the game.
    y: Vec<f32>,
    windows: usize,
    /// The first positions themselves, to check the engine's evaluation against the model.
    samples: Vec<String>,
}

impl Data {
    fn new(windows: usize) -> Data {
        Data {
            terms: Vec::new(),
            states: Vec::new(),
            men: Vec::new(),
            y: Vec::new(),
            windows,
            samples: Vec::new(),
        }
    }

    /// Number of positions.
    pub fn len(&self) -> usize {
        self.y.len()
    }

    /// The terms alone, as the tuner's fit reads them (for the scale `K`).
    fn dense(&self) -> fit::Data {
        fit::Data {
            x: self.terms.iter().map(|&t| f32::from(t)).collect(),
            y: self.y.clone(),
        }
    }
}

/// Reads `game<TAB>result<TAB>fen` files into training and held-out sets (every tenth game
/// held out); returns them and the number of games.
pub fn read<R: Rules>(paths: &[std::path::PathBuf]) -> std::io::Result<(Data, Data, u64)> {
    let board = Board::new::<R>();
    let windows = Windows::of::<R>();
    let mut train = Data::new(windows.len());
    let mut test = Data::new(windows.len());
    let mut games = 0;
    for path in paths {
        let file = std::io::BufReader::new(std::fs::File::open(path)?);
        let mut last = None;
        for line in file.lines() {
            let line = line?;
            let mut f = line.splitn(3, '\t');
            let (Some(g), Some(y), Some(fen)) = (f.next(), f.next(), f.next()) else {
                continue;
            };
            let bad = |what: &str| std::io::Error::other(format!("{}: {what}", path.display()));
            let g: u64 = g.parse().map_err(|_| bad("game number"))?;
            if last != Some(g) {
                games += 1;
                last = Some(g);
            }
            let pos = Position::<R>::from_fen(fen).map_err(|_| bad("FEN"))?;
            let mut sign = if pos.turn() == Color::White { 1 } else { -1 };
            if R::GOAL == Goal::NoMovesWins {
                sign = -sign;
            }
            let set = if g.is_multiple_of(10) {
                &mut test
            } else {
                &mut train
            };
            let terms = features(&pos, &board);
            set.terms
                .extend(terms.iter().map(|&x| (sign * x).clamp(-128, 127) as i8));
            let white = pos.pieces(Color::White) & pos.men();
            let black = pos.pieces(Color::Black) & pos.men();
            set.states
                .extend((0..windows.len()).map(|w| windows.state(w, white, black) as u16));
            set.men.push(pos.men().count_ones() as u8);
            set.y.push(y.parse().map_err(|_| bad("result"))?);
            if set.samples.len() < 1000 {
                set.samples.push(fen.to_string());
            }
        }
    }
    Ok((train, test, games))
}

/// The model being fitted: the terms' weights, then the middle-game and endgame pattern
/// parameters, all in hundredths of a man.
struct Model {
    params: Vec<f64>,
    /// For each window and state, its mirror's index into a phase's parameters.
    mirror: Vec<u32>,
    windows: usize,
    full: f64,
}

impl Model {
    fn new<R: Rules>(start: &Weights) -> Model {
        let windows = Windows::of::<R>();
        let n = windows.len();
        let mut mirror = vec![0; n * STATES];
        for w in 0..n {
            for s in 0..STATES {
                let (w2, s2) = windows.mirror(w, s);
                mirror[w * STATES + s] = (w2 * STATES + s2) as u32;
            }
        }
        let mut params = vec![0.0; TERMS + 2 * n * STATES];
        for (p, &w) in params.iter_mut().zip(&start.0) {
            *p = f64::from(w);
        }
        Model {
            params,
            mirror,
            windows: n,
            full: f64::from(2 * R::MEN),
        }
    }

    fn phase_len(&self) -> usize {
        self.windows * STATES
    }

    /// The blend of the middle game for `men` men.
    fn blend(&self, men: u8) -> f64 {
        (f64::from(men) / self.full).min(1.0)
    }

    /// White's score of position `i` of `data`.
    fn score(&self, data: &Data, i: usize) -> f64 {
        let p = &self.params;
        let terms = &data.terms[i * TERMS..(i + 1) * TERMS];
        let mut s: f64 = terms.iter().zip(p).map(|(&x, w)| f64::from(x) * w).sum();
        let a = self.blend(data.men[i]);
        let (mg, eg) = (TERMS, TERMS + self.phase_len());
        for (w, &state) in data.states[i * data.windows..(i + 1) * data.windows]
            .iter()
            .enumerate()
        {
            let at = w * STATES + usize::from(state);
            let m = self.mirror[at] as usize;
            s += a * (p[mg + at] - p[mg + m]) + (1.0 - a) * (p[eg + at] - p[eg + m]);
        }
        s
    }

    /// Adds `g` times the gradient of position `i`'s score to `grad`.
    fn add_gradient(&self, data: &Data, i: usize, g: f64, grad: &mut [f64]) {
        let terms = &data.terms[i * TERMS..(i + 1) * TERMS];
        for (t, &x) in terms.iter().enumerate() {
            grad[t] += g * f64::from(x);
        }
        let a = self.blend(data.men[i]);
        let (mg, eg) = (TERMS, TERMS + self.phase_len());
        for (w, &state) in data.states[i * data.windows..(i + 1) * data.windows]
            .iter()
            .enumerate()
        {
            let at = w * STATES + usize::from(state);
            let m = self.mirror[at] as usize;
            grad[mg + at] += g * a;
            grad[mg + m] -= g * a;
            grad[eg + at] += g * (1.0 - a);
            grad[eg + m] -= g * (1.0 - a);
        }
    }

    /// The mean cross-entropy of `data` at scale `k`.
    fn loss(&self, data: &Data, k: f64) -> f64 {
        self.loss_of_first(data, k, data.len())
    }

    /// The mean cross-entropy of the first `n` positions of `data` at scale `k`.
    fn loss_of_first(&self, data: &Data, k: f64, n: usize) -> f64 {
        let n = n.min(data.len());
        let total: f64 = (0..n)
            .map(|i| {
                let p = sigmoid(k * self.score(data, i)).clamp(1e-9, 1.0 - 1e-9);
                let y = f64::from(data.y[i]);
                -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
            })
            .sum();
        total / n.max(1) as f64
    }

    /// The scale `K` that fits the model best on the first positions of `data`, by
    /// golden-section search on a log scale: the patterns would otherwise make up for a scale
    /// fitted to the terms alone by adding to the men's worth, and so cheapen the kings.
    fn fit_k(&self, data: &Data) -> f64 {
        let n = 200_000;
        let (mut a, mut b) = ((1e-4f64).ln(), (0.1f64).ln());
        let g = (5f64.sqrt() - 1.0) / 2.0;
        for _ in 0..40 {
            let c = b - g * (b - a);
            let d = a + g * (b - a);
            if self.loss_of_first(data, c.exp(), n) < self.loss_of_first(data, d.exp(), n) {
                b = d;
            } else {
                a = c;
            }
        }
        ((a + b) / 2.0).exp()
    }
}

fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

/// What a fit gives: the terms' weights, the patterns, and the losses before and after.
pub struct Fitted {
    /// The terms' weights, rounded.
    pub weights: Weights,
    /// The pattern tables, rounded to [`SCALE`]ths.
    pub patterns: PatternWeights,
    /// The scale `K` the terms alone fit, and the one the fitted model is judged at.
    pub k: (f64, f64),
    /// (training, held-out) loss of the starting terms without patterns.
    pub before: (f64, f64),
    /// (training, held-out) loss of the fitted model.
    pub after: (f64, f64),
}

/// Fits the model to `train` from the terms' weights `start`, reporting the held-out loss after
/// each epoch.
pub fn train<R: Rules>(train: &Data, test: &Data, start: Weights, settings: Settings) -> Fitted {
    let mut model = Model::new::<R>(&start);
    let mut k = fit::fit_k(&train.dense(), &fit::real(&start));
    let before = (model.loss(train, k), model.loss(test, k));
    let k_start = k;
    eprintln!(
        "{}: K {k:.5}; the starting terms: loss {:.5} (held out {:.5})",
        R::VARIANT,
        before.0,
        before.1
    );
    let free: Vec<bool> = (0..model.params.len())
        .map(|j| j >= TERMS || (settings.free_terms && applies::<R>(j) && NAMES[j] != "man"))
        .collect();
    let start_params = model.params.clone();
    let n = model.params.len();
    let (mut m, mut v, mut grad) = (vec![0.0; n], vec![0.0; n], vec![0.0; n]);
    let (b1, b2) = (0.9f64, 0.999f64);
    let mut order: Vec<usize> = (0..train.len()).collect();
    let mut rng = SplitMix64(settings.seed);
    let mut step = 0;
    for epoch in 0..settings.epochs {
        rng.shuffle(&mut order);
        for batch in order.chunks(settings.batch.max(1)) {
            step += 1;
            grad.iter_mut().for_each(|g| *g = 0.0);
            for &i in batch {
                let err = sigmoid(k * model.score(train, i)) - f64::from(train.y[i]);
                model.add_gradient(train, i, err * k / batch.len() as f64, &mut grad);
            }
            let (c1, c2) = (1.0 - b1.powi(step), 1.0 - b2.powi(step));
            for j in (0..n).filter(|&j| free[j]) {
                let g = grad[j] + settings.l2 * (model.params[j] - start_params[j]);
                m[j] = b1 * m[j] + (1.0 - b1) * g;
                v[j] = b2 * v[j] + (1.0 - b2) * g * g;
                model.params[j] -= settings.rate * (m[j] / c1) / ((v[j] / c2).sqrt() + 1e-12);
            }
        }
        if settings.refit_k {
            k = model.fit_k(train);
        }
        eprintln!(
            "{}: epoch {epoch}: K {k:.5}, loss {:.5} (held out {:.5})",
            R::VARIANT,
            model.loss(train, k),
            model.loss(test, k)
        );
    }
    let fitted = rounded::<R>(&model);
    let mut check = Model::new::<R>(&fitted.0);
    let phase = check.phase_len();
    for w in 0..check.windows {
        for s in 0..STATES {
            let [mg, eg] = fitted.1.get(w, s);
            check.params[TERMS + w * STATES + s] = f64::from(mg) / f64::from(2 * SCALE);
            check.params[TERMS + phase + w * STATES + s] = f64::from(eg) / f64::from(2 * SCALE);
        }
    }
    let after = (check.loss(train, k), check.loss(test, k));
    agree::<R>(&check, test, &fitted);
    Fitted {
        weights: fitted.0,
        patterns: fitted.1,
        k: (k_start, k),
        before,
        after,
    }
}

/// Checks that the engine evaluates the first held-out positions as the rounded model does
/// (within the rounding of the blend), so that the two cannot drift apart unnoticed.
///
/// # Panics
/// When they disagree: the engine would play with other weights than those fitted.
fn agree<R: Rules>(model: &Model, data: &Data, fitted: &(Weights, PatternWeights)) {
    let patterns: &'static PatternWeights = Box::leak(Box::new(fitted.1.clone()));
    let masks = Masks::with_patterns::<R>(fitted.0, Some(patterns));
    for (i, fen) in data.samples.iter().enumerate() {
        let pos = Position::<R>::from_fen(fen).expect("a FEN read before");
        let sign = if pos.turn() == Color::White {
            1.0
        } else {
            -1.0
        };
        let goal = if R::GOAL == Goal::NoMovesWins {
            -1.0
        } else {
            1.0
        };
        let expected = goal * sign * model.score(data, i);
        let engine = f64::from(evaluate(&pos, &masks));
        assert!(
            (engine - expected).abs() <= 1.5,
            "{fen}: the engine scores {engine}, the model {expected:.2}"
        );
    }
}

/// The model rounded to the engine's integers: the terms to hundredths, each pattern state's
/// weight (its parameter less its mirror's) to [`SCALE`]ths.
fn rounded<R: Rules>(model: &Model) -> (Weights, PatternWeights) {
    let weights = Weights(std::array::from_fn(|t| model.params[t].round() as i32));
    let mut patterns = PatternWeights::zero::<R>();
    let p = &model.params;
    let (mg, eg) = (TERMS, TERMS + model.phase_len());
    let q = |x: f64| (x * f64::from(SCALE)).round().clamp(-32768.0, 32767.0) as i16;
    for w in 0..model.windows {
        for s in 0..STATES {
            let at = w * STATES + s;
            let mi = model.mirror[at] as usize;
            patterns.set(
                w,
                s,
                [q(p[mg + at] - p[mg + mi]), q(p[eg + at] - p[eg + mi])],
            );
        }
    }
    (weights, patterns)
}

/// Writes the fitted weights and patterns of `R` into `dir`, headed by `command` and figures,
/// and by the checksums of the smoke run made with the same code (`scripts/train-eval.sh
/// --check` compares them, so that a search that plays other games shows in CI).
pub fn write<R: Rules>(
    dir: &Path,
    command: &str,
    data: &str,
    smoke: Option<&str>,
    fitted: &Fitted,
) -> std::io::Result<()> {
    let mut header = vec![
        format!(
            "learned evaluation of {}: 4x4 patterns (and the terms, if free) fitted to self-play results",
            R::VARIANT
        ),
        format!("made by: scripts/train-eval.sh {command}"),
        format!("data: {data}"),
        format!(
            "cross-entropy: the self-play terms alone {:.5} (held out {:.5}) at K {:.5}; these {:.5} (held out {:.5}) at K {:.5}",
            fitted.before.0, fitted.before.1, fitted.k.0, fitted.after.0, fitted.after.1, fitted.k.1
        ),
    ];
    if let Some(sums) = smoke {
        header.push(format!("smoke: {sums}"));
    }
    std::fs::create_dir_all(dir)?;
    std::fs::write(
        dir.join(format!("{}.tsv", R::VARIANT)),
        fitted.weights.to_text::<R>(&header),
    )?;
    let text = fitted.patterns.to_text(&header);
    if PatternWeights::parse::<R>(&text).as_ref() != Ok(&fitted.patterns) {
        return Err(std::io::Error::other("the pattern file does not read back"));
    }
    std::fs::write(dir.join(format!("{}.patterns", R::VARIANT)), text)
}
