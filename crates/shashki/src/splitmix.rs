//! SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014):
//! a small seedable generator. The same seed gives the same numbers on every machine and in
//! every version, which is what Zobrist keys, seeded openings and self-play need; it is not for
//! secrets.

/// The generator's state.
#[derive(Clone, Debug)]
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    /// One step from `state`: the next state and the number it gives (usable in `const`).
    pub const fn step(state: u64) -> (u64, u64) {
        let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = s;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (s, z ^ (z >> 31))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let (state, value) = Self::step(self.0);
        self.0 = state;
        value
    }

    /// A number below `n` (0 when `n` is 0); the bias is below 2⁻³² for `n` under 2³².
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        usize::try_from(self.next_u64() % n as u64).unwrap_or(0)
    }

    /// Shuffles `items` (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_output_of_seed_zero_is_the_published_one() {
        // The reference implementation's first output for seed 0 (Vigna's splitmix64.c).
        assert_eq!(SplitMix64(0).next_u64(), 0xE220_A839_7B1D_CDAF);
    }

    #[test]
    fn below_stays_below() {
        let mut rng = SplitMix64(7);
        assert!((0..1000).all(|_| rng.below(13) < 13));
        assert_eq!(rng.below(0), 0);
    }
}
