//! Binomial coefficients and the combinatorial number system that ranks sets of squares.

/// Most squares of a board (10×10) and most pieces of one kind in a table.
const N: usize = 64;
const K: usize = 9;

/// `C(n, k)` for `n < 64`, `k < 9`.
static BINOMIAL: [[u64; K]; N] = {
    let mut t = [[0u64; K]; N];
    let mut n = 0;
    while n < N {
        t[n][0] = 1;
        let mut k = 1;
        while k < K && k <= n {
            t[n][k] = t[n - 1][k - 1] + if k < n { t[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    t
};

/// `C(n, k)`, 0 when `k > n`.
#[inline]
pub fn choose(n: u32, k: u32) -> u64 {
    BINOMIAL[n as usize][k as usize]
}

/// The rank of a set of distinct numbers (bits of `set`) among all sets of the same size:
/// `Σ C(s_i, i + 1)` over the members in increasing order.
#[inline]
pub fn rank(mut set: u64) -> u64 {
    let mut r = 0;
    let mut i = 1;
    while set != 0 {
        r += choose(set.trailing_zeros(), i);
        set &= set - 1;
        i += 1;
    }
    r
}

/// The set of `k` numbers below `n` with rank `r` (the inverse of [`rank`]).
#[inline]
pub fn unrank(mut r: u64, k: u32, n: u32) -> u64 {
    let mut set = 0;
    let mut top = n;
    for i in (1..=k).rev() {
        let mut s = top - 1;
        while choose(s, i) > r {
            s -= 1;
        }
        r -= choose(s, i);
        set |= 1 << s;
        top = s;
    }
    set
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_count_every_set_once() {
        assert_eq!(choose(32, 3), 4960);
        assert_eq!(choose(50, 4), 230_300);
        for r in 0..choose(10, 3) {
            let set = unrank(r, 3, 10);
            assert_eq!(set.count_ones(), 3);
            assert!(set < 1 << 10);
            assert_eq!(rank(set), r);
        }
    }
}
