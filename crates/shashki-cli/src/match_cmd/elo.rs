//! The Elo difference a match result implies, with its 95% confidence interval.
//!
//! The logistic model: a rating difference `D` gives the stronger side the expected score
//! `1 / (1 + 10^(-D/400))`, so a score fraction `s` means `D = -400 log10(1/s - 1)`. The
//! uncertainty of `s` comes from the trinomial distribution of one game's result (1, ½ or 0
//! with the observed frequencies `w`, `d`, `l`): its variance is
//! `w(1-s)² + d(½-s)² + l(0-s)²`, and the mean of `n` games has the standard error
//! `sqrt(variance / n)`. The interval is `s ± 1.96·se` carried through the same formula, as
//! cutechess and fastchess report it; a bound at or beyond 0 or 1 is an infinite difference.

/// The two-sided 95% quantile of the normal distribution.
const Z_95: f64 = 1.959_963_984_540_054;

/// Wins, draws and losses of one side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost.
    pub losses: u32,
}

impl Tally {
    /// The number of games.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Points: a win is 1, a draw ½.
    pub fn points(&self) -> f64 {
        f64::from(self.wins) + f64::from(self.draws) / 2.0
    }

    /// The score as a fraction of the games, `None` before any game.
    pub fn score(&self) -> Option<f64> {
        let n = self.games();
        (n > 0).then(|| self.points() / f64::from(n))
    }
}

/// An Elo difference and its 95% interval; infinite where the score is 0 or 1.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    /// The most likely difference.
    pub elo: f64,
    /// The lower bound of the 95% interval.
    pub low: f64,
    /// The upper bound.
    pub high: f64,
}

impl Estimate {
    /// Half the width of the interval, written after `±`.
    pub fn margin(&self) -> f64 {
        (self.high - self.low) / 2.0
    }
}

/// The Elo difference meant by a score fraction: `-400 log10(1/s - 1)`, infinite at 0 and 1.
pub fn elo_of_score(score: f64) -> f64 {
    if score <= 0.0 {
        f64::NEG_INFINITY
    } else if score >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / score - 1.0).log10()
    }
}

/// The difference and interval of a tally, `None` before any game.
pub fn estimate(tally: &Tally) -> Option<Estimate> {
    let score = tally.score()?;
    let n = f64::from(tally.games());
    let share = |count: u32| f64::from(count) / n;
    let variance = share(tally.wins) * (1.0 - score).powi(2)
        + share(tally.draws) * (0.5 - score).powi(2)
        + share(tally.losses) * score.powi(2);
    let error = (variance / n).sqrt();
    Some(Estimate {
        elo: elo_of_score(score),
        low: elo_of_score(score - Z_95 * error),
        high: elo_of_score(score + Z_95 * error),
    })
}

/// An Elo figure with its sign, one decimal, or `+inf` / `-inf`.
pub fn signed(elo: f64) -> String {
    if elo.is_infinite() {
        if elo > 0.0 { "+inf" } else { "-inf" }.to_string()
    } else {
        format!("{:+.1}", elo + 0.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tally(wins: u32, draws: u32, losses: u32) -> Tally {
        Tally {
            wins,
            draws,
            losses,
        }
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-6
    }

    #[test]
    fn score_three_quarters_is_about_191_elo() {
        // 1/s - 1 = 1/3; -400 log10(1/3) = 400 * 0.4771212547 = 190.8485019.
        assert!(close(elo_of_score(0.75), 190.848_501_887));
        assert!(close(elo_of_score(0.5), 0.0));
        assert!(close(elo_of_score(0.25), -190.848_501_887));
        assert_eq!(elo_of_score(1.0), f64::INFINITY);
        assert_eq!(elo_of_score(0.0), f64::NEG_INFINITY);
    }

    #[test]
    fn even_match_with_half_draws_is_zero_plus_minus_77() {
        // n = 40, s = 0.5; variance = 0.25*0.25 + 0.5*0 + 0.25*0.25 = 0.125;
        // se = sqrt(0.125/40) = 0.0559017; s + 1.96 se = 0.6095664;
        // -400 log10(1/0.6095664 - 1) = -400 log10(0.6405078) = 77.388744.
        let e = estimate(&tally(10, 20, 10)).unwrap();
        assert!(close(e.elo, 0.0));
        assert!(close(e.high, 77.388_743_909), "{e:?}");
        assert!(close(e.low, -77.388_743_909), "{e:?}");
        assert!(close(e.margin(), 77.388_743_909));
    }

    #[test]
    fn lopsided_match_has_an_asymmetric_interval() {
        // 30 wins, 10 draws: s = 0.875, elo = -400 log10(1/7) = 338.039216;
        // variance = 0.75*0.125^2 + 0.25*0.375^2 = 0.046875; se = 0.0342327;
        // bounds s = 0.8079053 and 0.9420947.
        let e = estimate(&tally(30, 10, 0)).unwrap();
        assert!(close(e.elo, 338.039_216_006));
        assert!(close(e.low, 249.537_939_851), "{e:?}");
        assert!(close(e.high, 484.550_753_828), "{e:?}");
    }

    #[test]
    fn mixed_results_give_the_hand_computed_bounds() {
        // 20 wins, 15 draws, 5 losses: s = 0.6875; variance = 0.5*0.3125^2 + 0.375*0.1875^2
        // + 0.125*0.6875^2 = 0.12109375; se = 0.0550213.
        let e = estimate(&tally(20, 15, 5)).unwrap();
        assert!(close(e.elo, 136.969_072_329));
        assert!(close(e.low, 55.829_207_838), "{e:?}");
        assert!(close(e.high, 235.807_698_374), "{e:?}");
        // 3 wins, 30 draws, 7 losses: s = 0.45, variance = 0.06.
        let e = estimate(&tally(3, 30, 7)).unwrap();
        assert!(close(e.elo, -34.860_070_288));
        assert!(close(e.low, -89.413_632_969), "{e:?}");
        assert!(close(e.high, 18.019_611_712), "{e:?}");
    }

    #[test]
    fn bounds_beyond_the_score_range_are_infinite() {
        let e = estimate(&tally(1, 0, 1)).unwrap();
        assert!(close(e.elo, 0.0));
        assert_eq!((e.low, e.high), (f64::NEG_INFINITY, f64::INFINITY));
        let e = estimate(&tally(4, 0, 0)).unwrap();
        assert_eq!(
            (e.elo, e.low, e.high),
            (f64::INFINITY, f64::INFINITY, f64::INFINITY)
        );
        assert_eq!(estimate(&Tally::default()), None);
    }

    #[test]
    fn elo_is_written_with_its_sign() {
        assert_eq!(signed(12.345), "+12.3");
        assert_eq!(signed(-0.0), "+0.0");
        assert_eq!(signed(f64::NEG_INFINITY), "-inf");
    }
}
