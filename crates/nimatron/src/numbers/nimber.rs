//! Nimbers: the field of characteristic 2 on the natural numbers, restricted to
//! 64-bit values (the field of order 2^64, which contains every field of order
//! 2^(2^k) for k ≤ 6).
//!
//! Nim addition is bitwise exclusive or. Nim multiplication is computed by the
//! recursive Fermat-2-power splitting: with `F = 2^h` (h = 32, 16, ..., 1),
//! `F ⊗ F = F ⊕ F/2` and a product below `F` stays below `F`, so
//! `(a₁F ⊕ a₀)(b₁F ⊕ b₀) = (a₁b₁ ⊕ a₁b₀ ⊕ a₀b₁)F ⊕ a₀b₀ ⊕ a₁b₁⊗(F/2)`,
//! evaluated with three recursive products (Karatsuba).
//!
//! Invariant: every operation is exact and closed on `u64`; `nim_inv(0)` is `None`.

use std::fmt;
use std::ops::{Add, AddAssign, Mul, MulAssign};

/// Nim addition (bitwise exclusive or).
#[inline]
pub const fn nim_add(a: u64, b: u64) -> u64 {
    a ^ b
}

/// Nim product of two values below `2^(2^k)` where `half = 2^(k-1)` (so the
/// operands have `2 * half` significant bits at most).
fn mul_rec(a: u64, b: u64, half: u32) -> u64 {
    if a <= 1 || b <= 1 {
        return a * b; // 0 or 1 times anything (ordinary and nim product agree)
    }
    if half == 0 {
        return a & b;
    }
    let mask = (1u64 << half) - 1;
    let (a1, a0) = (a >> half, a & mask);
    let (b1, b0) = (b >> half, b & mask);
    let next = half / 2;
    let lo = mul_rec(a0, b0, next);
    let hi = mul_rec(a1, b1, next);
    let mid = mul_rec(a0 ^ a1, b0 ^ b1, next); // = a0b0 ⊕ a1b1 ⊕ a0b1 ⊕ a1b0
                                               // a1b1 ⊗ (F/2): F/2 = 2^(half-1) lies below F, so the product stays below F.
    let hi_half = mul_rec(hi, 1u64 << (half - 1), next);
    ((mid ^ lo) << half) | (lo ^ hi_half)
}

/// The half-width to start the recursion at for operands `a` and `b`: the
/// smallest Fermat 2-power field containing both.
fn start_half(a: u64, b: u64) -> u32 {
    let bits = 64 - (a | b).leading_zeros();
    let mut width = 1u32;
    while width < bits {
        width *= 2;
    }
    width / 2
}

/// Nim multiplication of two nimbers (exact, in the field of order 2^64).
///
/// ```
/// use nimatron::numbers::nim_mul;
/// assert_eq!(nim_mul(2, 2), 3);
/// assert_eq!(nim_mul(16, 16), 24);
/// ```
pub fn nim_mul(a: u64, b: u64) -> u64 {
    mul_rec(a, b, start_half(a, b))
}

/// Nim power `a^e` by repeated squaring.
pub fn nim_pow(a: u64, mut e: u64) -> u64 {
    let mut base = a;
    let mut acc = 1u64;
    while e > 0 {
        if e & 1 == 1 {
            acc = nim_mul(acc, base);
        }
        base = nim_mul(base, base);
        e >>= 1;
    }
    acc
}

/// The nim-multiplicative inverse, `None` for 0.
///
/// Every nonzero `a` lies in the multiplicative group of the field of order
/// `2^(2^k)` (the smallest one containing it), of order `2^(2^k) - 1`, so
/// `a⁻¹ = a^(2^(2^k) - 2)`.
pub fn nim_inv(a: u64) -> Option<u64> {
    if a == 0 {
        return None;
    }
    let width = 2 * start_half(a, a).max(1);
    let order_minus_2 = if width >= 64 {
        u64::MAX - 1
    } else {
        (1u64 << width) - 2
    };
    Some(nim_pow(a, order_minus_2))
}

/// A nimber `*n`, with nim addition and nim multiplication as `+` and `*`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Nimber(pub u64);

impl Nimber {
    /// `*0`.
    pub const ZERO: Nimber = Nimber(0);
    /// `*1`.
    pub const ONE: Nimber = Nimber(1);

    /// The multiplicative inverse, `None` for `*0`.
    pub fn inverse(self) -> Option<Nimber> {
        nim_inv(self.0).map(Nimber)
    }

    /// `self` raised to the power `e` (nim multiplication).
    pub fn pow(self, e: u64) -> Nimber {
        Nimber(nim_pow(self.0, e))
    }
}

impl Add for Nimber {
    type Output = Nimber;
    fn add(self, rhs: Nimber) -> Nimber {
        Nimber(nim_add(self.0, rhs.0))
    }
}

impl AddAssign for Nimber {
    fn add_assign(&mut self, rhs: Nimber) {
        self.0 = nim_add(self.0, rhs.0);
    }
}

impl Mul for Nimber {
    type Output = Nimber;
    fn mul(self, rhs: Nimber) -> Nimber {
        Nimber(nim_mul(self.0, rhs.0))
    }
}

impl MulAssign for Nimber {
    fn mul_assign(&mut self, rhs: Nimber) {
        *self = *self * rhs;
    }
}

impl fmt::Display for Nimber {
    /// CGSuite notation: `0`, `*`, `*2`, ...
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            0 => write!(f, "0"),
            1 => write!(f, "*"),
            n => write!(f, "*{n}"),
        }
    }
}

/// The minimal excludant: the least natural number not in `values` (the
/// nimber of a game whose options are the nimbers `values`). The one `mex` of
/// the library: Grundy values, nimber shortcuts and misère values use it.
///
/// Values below 64 go into one word; larger ones matter only up to their
/// count (a mex is at most the number of values), so no input allocates more
/// than a bit of memory per value, whatever its size.
pub fn mex(values: impl IntoIterator<Item = u32>) -> u32 {
    let mut low = 0u64;
    let mut high: Vec<u32> = Vec::new();
    for v in values {
        if v < 64 {
            low |= 1 << v;
        } else {
            high.push(v - 64);
        }
    }
    if low != u64::MAX || high.is_empty() {
        return low.trailing_ones();
    }
    let mut seen = vec![false; high.len()];
    for h in high {
        if let Some(s) = seen.get_mut(h as usize) {
            *s = true;
        }
    }
    let free = seen.iter().position(|s| !s).unwrap_or(seen.len());
    u32::try_from(64 + free).expect("fewer than 2^32 - 64 values")
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The least natural number not in `values`, by the definition.
    fn mex_by_search(values: &[u32]) -> u32 {
        (0..).find(|k| !values.contains(k)).expect("a free number")
    }

    #[test]
    fn mex_basics() {
        assert_eq!(mex([]), 0);
        assert_eq!(mex([0, 1, 3]), 2);
        assert_eq!(mex([1, 2]), 0);
        assert_eq!(mex(0..64), 64);
        assert_eq!(mex((0..64).chain([65])), 64);
        assert_eq!(mex((0..200).rev()), 200);
        assert_eq!(mex((0..70).chain([u32::MAX, 4_000_000_000])), 70);
        assert_eq!(mex([u32::MAX]), 0);
    }

    /// Nim multiplication straight from the definition (mex over
    /// `a'b ⊕ ab' ⊕ a'b'` for `a' < a`, `b' < b`), for small operands.
    fn mul_by_mex(n: usize) -> Vec<Vec<u64>> {
        let mut t = vec![vec![0u64; n]; n];
        for a in 0..n {
            for b in 0..n {
                let mut seen = vec![false; n * n + 1];
                for a2 in 0..a {
                    for b2 in 0..b {
                        let v = t[a2][b] ^ t[a][b2] ^ t[a2][b2];
                        seen[v as usize] = true;
                    }
                }
                t[a][b] = seen.iter().position(|s| !s).unwrap() as u64;
            }
        }
        t
    }

    #[test]
    fn known_products() {
        assert_eq!(nim_mul(2, 2), 3);
        assert_eq!(nim_mul(4, 4), 6);
        assert_eq!(nim_mul(8, 8), 13);
        assert_eq!(nim_mul(16, 16), 24);
        assert_eq!(nim_mul(2, 3), 1);
        assert_eq!(nim_mul(256, 256), 384);
        assert_eq!(nim_mul(1 << 32, 1 << 32), 3 << 31);
    }

    #[test]
    fn products_agree_with_mex_definition() {
        // 16 is a Fermat 2-power, so products of values below 16 stay below 16.
        let t = mul_by_mex(16);
        for a in 0..16u64 {
            for b in 0..16u64 {
                assert_eq!(nim_mul(a, b), t[a as usize][b as usize], "{a} ⊗ {b}");
            }
        }
    }

    #[test]
    fn inverse_of_small_values() {
        assert_eq!(nim_inv(0), None);
        assert_eq!(nim_inv(1), Some(1));
        assert_eq!(nim_inv(2), Some(3));
        for a in 1..300u64 {
            assert_eq!(nim_mul(a, nim_inv(a).unwrap()), 1, "{a}");
        }
        assert_eq!(Nimber(7).to_string(), "*7");
        assert_eq!((Nimber(3) + Nimber(5)).to_string(), "*6");
    }

    proptest! {
        #[test]
        fn mex_is_the_least_missing_value(
            values in proptest::collection::vec(
                prop_oneof![0u32..70, 0u32..140, Just(u32::MAX)], 0..160)
        ) {
            prop_assert_eq!(mex(values.iter().copied()), mex_by_search(&values));
        }

        #[test]
        fn field_axioms(a: u64, b: u64, c: u64) {
            prop_assert_eq!(nim_mul(a, b), nim_mul(b, a));
            prop_assert_eq!(nim_mul(nim_mul(a, b), c), nim_mul(a, nim_mul(b, c)));
            prop_assert_eq!(nim_mul(a, b ^ c), nim_mul(a, b) ^ nim_mul(a, c));
            prop_assert_eq!(nim_mul(a, 1), a);
            if a != 0 {
                prop_assert_eq!(nim_mul(a, nim_inv(a).unwrap()), 1);
            }
        }

        #[test]
        fn subfields_are_closed(a in 0u64..65536, b in 0u64..65536) {
            prop_assert!(nim_mul(a, b) < 65536);
        }
    }
}
