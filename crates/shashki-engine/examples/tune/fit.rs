//! Logistic regression of game results on the evaluation terms ("Texel" tuning): the scale `K`
//! first, by golden-section search, then the weights by full-batch Adam on the cross-entropy,
//! with an L2 pull towards the starting weights; the terms held fixed (at least the man's
//! weight, so that scores remain in hundredths of a man) keep their starting values. Everything is deterministic.

use shashki_engine::eval::{Weights, TERMS};

/// Positions as term counts from White's point of view (already signed for the goal), with
/// White's score in the game.
pub struct Data {
    /// `TERMS` counts per position.
    pub x: Vec<f32>,
    /// White's score per position.
    pub y: Vec<f32>,
}

impl Data {
    /// Number of positions.
    pub fn len(&self) -> usize {
        self.y.len()
    }

    fn row(&self, i: usize) -> &[f32] {
        &self.x[i * TERMS..(i + 1) * TERMS]
    }
}

fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

/// Mean cross-entropy of the results under scores `w · x` scaled by `k`.
pub fn loss(data: &Data, w: &[f64; TERMS], k: f64) -> f64 {
    let mut total = 0.0;
    for i in 0..data.len() {
        let e: f64 = data
            .row(i)
            .iter()
            .zip(w)
            .map(|(&x, w)| f64::from(x) * w)
            .sum();
        let p = sigmoid(k * e).clamp(1e-9, 1.0 - 1e-9);
        let y = f64::from(data.y[i]);
        total -= y * p.ln() + (1.0 - y) * (1.0 - p).ln();
    }
    total / data.len().max(1) as f64
}

/// The `K` that minimises the loss of `w`, searched on a log scale.
pub fn fit_k(data: &Data, w: &[f64; TERMS]) -> f64 {
    let (mut a, mut b) = ((1e-4f64).ln(), (0.1f64).ln());
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let c = b - g * (b - a);
        let d = a + g * (b - a);
        if loss(data, w, c.exp()) < loss(data, w, d.exp()) {
            b = d;
        } else {
            a = c;
        }
    }
    ((a + b) / 2.0).exp()
}

/// Fits the `free` weights at scale `k` from `start`.
pub fn fit_weights(
    data: &Data,
    start: &[f64; TERMS],
    free: &[bool; TERMS],
    k: f64,
    l2: f64,
    steps: usize,
) -> [f64; TERMS] {
    let mut w = *start;
    let (mut m, mut v) = ([0.0f64; TERMS], [0.0f64; TERMS]);
    let (b1, b2, rate) = (0.9f64, 0.999f64, 0.5f64);
    let n = data.len().max(1) as f64;
    for step in 1..=steps {
        let mut grad = [0.0f64; TERMS];
        for i in 0..data.len() {
            let row = data.row(i);
            let e: f64 = row.iter().zip(&w).map(|(&x, w)| f64::from(x) * w).sum();
            let err = sigmoid(k * e) - f64::from(data.y[i]);
            for (g, &x) in grad.iter_mut().zip(row) {
                *g += err * k * f64::from(x);
            }
        }
        for t in 0..TERMS {
            if !free[t] {
                continue;
            }
            let g = grad[t] / n + l2 * (w[t] - start[t]);
            m[t] = b1 * m[t] + (1.0 - b1) * g;
            v[t] = b2 * v[t] + (1.0 - b2) * g * g;
            let mh = m[t] / (1.0 - b1.powi(step as i32));
            let vh = v[t] / (1.0 - b2.powi(step as i32));
            w[t] -= rate * mh / (vh.sqrt() + 1e-12);
        }
    }
    w
}

/// Weights as reals.
pub fn real(w: &Weights) -> [f64; TERMS] {
    w.0.map(f64::from)
}

/// Reals rounded to weights.
pub fn rounded(w: &[f64; TERMS]) -> Weights {
    Weights(w.map(|x| x.round() as i32))
}
