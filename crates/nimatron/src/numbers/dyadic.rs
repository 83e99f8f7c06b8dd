//! Exact dyadic rationals `m / 2^k` of unbounded size.
//!
//! Invariant: the representation is normalised (`k == 0` or `m` odd), and the
//! `Small` variant is used whenever the numerator fits an `i64`, so equal values
//! have equal representations and `Eq`/`Hash` are structural.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};
use std::cmp::Ordering;
use std::fmt;

/// An exact dyadic rational number `num / 2^exp`.
#[derive(Clone, PartialEq, Eq, Hash)]
pub enum Dyadic {
    /// Numerator fits in an `i64`.
    Small { num: i64, exp: u32 },
    /// Numerator needs a big integer.
    Big { num: BigInt, exp: u32 },
}

impl Dyadic {
    /// Zero.
    pub const ZERO: Dyadic = Dyadic::Small { num: 0, exp: 0 };
    /// One.
    pub const ONE: Dyadic = Dyadic::Small { num: 1, exp: 0 };

    /// The integer `n`.
    pub const fn from_i64(n: i64) -> Dyadic {
        Dyadic::Small { num: n, exp: 0 }
    }

    /// The number `num / 2^exp`, normalised.
    pub fn new(num: i64, exp: u32) -> Dyadic {
        Self::normalize_small(num as i128, exp)
    }

    /// The number `num / 2^exp` for a big numerator, normalised.
    pub fn from_big(num: BigInt, exp: u32) -> Dyadic {
        Self::normalize_big(num, exp)
    }

    /// The integer `n` (big).
    pub fn from_bigint(n: BigInt) -> Dyadic {
        Self::normalize_big(n, 0)
    }

    /// `2^-k`.
    pub fn pow2_neg(k: u32) -> Dyadic {
        Dyadic::new(1, k)
    }

    fn normalize_small(mut num: i128, mut exp: u32) -> Dyadic {
        if num == 0 {
            return Dyadic::ZERO;
        }
        let tz = num.trailing_zeros().min(exp);
        num >>= tz;
        exp -= tz;
        match i64::try_from(num) {
            Ok(n) => Dyadic::Small { num: n, exp },
            Err(_) => Dyadic::Big {
                num: BigInt::from(num),
                exp,
            },
        }
    }

    fn normalize_big(mut num: BigInt, mut exp: u32) -> Dyadic {
        if num.is_zero() {
            return Dyadic::ZERO;
        }
        let tz = num.trailing_zeros().unwrap_or(0).min(exp as u64) as u32;
        if tz > 0 {
            num >>= tz;
            exp -= tz;
        }
        match num.to_i64() {
            Some(n) => Dyadic::Small { num: n, exp },
            None => Dyadic::Big { num, exp },
        }
    }

    /// The numerator as a big integer.
    pub fn numerator(&self) -> BigInt {
        match self {
            Dyadic::Small { num, .. } => BigInt::from(*num),
            Dyadic::Big { num, .. } => num.clone(),
        }
    }

    /// The exponent `k` of the denominator `2^k`.
    pub fn exp(&self) -> u32 {
        match self {
            Dyadic::Small { exp, .. } | Dyadic::Big { exp, .. } => *exp,
        }
    }

    /// Whether this is an integer.
    pub fn is_integer(&self) -> bool {
        self.exp() == 0
    }

    /// Whether this is zero.
    pub fn is_zero(&self) -> bool {
        matches!(self, Dyadic::Small { num: 0, .. })
    }

    /// The sign: -1, 0 or 1.
    pub fn signum(&self) -> i32 {
        match self {
            Dyadic::Small { num, .. } => num.signum() as i32,
            Dyadic::Big { num, .. } => {
                if num.is_negative() {
                    -1
                } else {
                    1
                }
            }
        }
    }

    /// The value as an `i64` if it is an integer that fits.
    pub fn to_i64(&self) -> Option<i64> {
        match self {
            Dyadic::Small { num, exp: 0 } => Some(*num),
            _ => None,
        }
    }

    /// The value as a big integer if it is an integer.
    pub fn to_bigint(&self) -> Option<BigInt> {
        if self.is_integer() {
            Some(self.numerator())
        } else {
            None
        }
    }

    /// The nearest `f64` (for drawing; never for arithmetic).
    pub fn to_f64(&self) -> f64 {
        match self {
            Dyadic::Small { num, exp } => *num as f64 / 2f64.powi(*exp as i32),
            Dyadic::Big { num, exp } => num.to_f64().unwrap_or(f64::NAN) / 2f64.powi(*exp as i32),
        }
    }

    /// Largest integer `<= self`.
    pub fn floor(&self) -> Dyadic {
        match self {
            Dyadic::Small { num, exp } => {
                if *exp == 0 {
                    self.clone()
                } else if *exp >= 64 {
                    Dyadic::from_i64(if *num < 0 { -1 } else { 0 })
                } else {
                    Dyadic::from_i64(num >> exp)
                }
            }
            Dyadic::Big { num, exp } => {
                let (q, _) = num.div_mod_floor(&(BigInt::one() << *exp));
                Dyadic::from_bigint(q)
            }
        }
    }

    /// Smallest integer `>= self`.
    pub fn ceil(&self) -> Dyadic {
        -(-self).floor()
    }

    /// `self * 2^k` (k may be negative).
    pub fn shl(&self, k: i64) -> Dyadic {
        let (num, exp) = (self.numerator(), self.exp() as i64);
        let e = exp - k;
        if e >= 0 {
            Dyadic::from_big(num, e as u32)
        } else {
            Dyadic::from_big(num << ((-e) as u64), 0)
        }
    }

    /// `(self + other) / 2`.
    pub fn mean(&self, other: &Dyadic) -> Dyadic {
        (self + other).shl(-1)
    }

    fn as_parts_big(&self) -> (BigInt, u32) {
        (self.numerator(), self.exp())
    }

    /// The simplest number strictly between `lo` and `hi` (either bound may be
    /// absent, meaning -inf or +inf). Requires `lo < hi` when both are given.
    /// "Simplest" is in the sense of the simplicity theorem: earliest born.
    pub fn simplest_between(lo: Option<&Dyadic>, hi: Option<&Dyadic>) -> Dyadic {
        if let (Some(l), Some(h)) = (lo, hi) {
            debug_assert!(l < h, "simplest_between needs lo < hi");
        }
        let lo_neg = lo.is_none_or(|l| l.signum() < 0);
        let hi_pos = hi.is_none_or(|h| h.signum() > 0);
        if lo_neg && hi_pos {
            return Dyadic::ZERO;
        }
        if !lo_neg {
            // 0 <= lo: the answer is positive.
            Self::simplest_above(lo.unwrap(), hi)
        } else {
            // hi <= 0: mirror.
            let nl = -hi.unwrap();
            let nh = lo.map(|l| -l);
            -Self::simplest_above(&nl, nh.as_ref())
        }
    }

    /// Simplest number `x` with `lo < x < hi`, where `lo >= 0`.
    fn simplest_above(lo: &Dyadic, hi: Option<&Dyadic>) -> Dyadic {
        let n = &lo.floor() + &Dyadic::ONE;
        match hi {
            None => n,
            Some(h) if &n < h => n,
            Some(h) => {
                // No integer strictly between: find the least k with a multiple of 2^-k in (lo, hi).
                let max_exp = lo.exp().max(h.exp()) + 1;
                for k in 1..=max_exp {
                    let scaled = lo.shl(k as i64).floor();
                    let cand = (&scaled + &Dyadic::ONE).shl(-(k as i64));
                    if &cand < h {
                        return cand;
                    }
                }
                unreachable!("a dyadic lies strictly between two distinct dyadics")
            }
        }
    }

    /// Parse an integer or fraction `a/b` where `b` is a power of two.
    pub fn from_ratio(num: &BigInt, den: &BigInt) -> Option<Dyadic> {
        if den.is_zero() {
            return None;
        }
        let (mut n, mut d) = (num.clone(), den.clone());
        if d.is_negative() {
            n = -n;
            d = -d;
        }
        let g = n.gcd(&d);
        if !g.is_zero() {
            n /= &g;
            d /= &g;
        }
        // d must be a power of two.
        let tz = d.trailing_zeros().unwrap_or(0);
        if d != (BigInt::one() << tz) || tz > u32::MAX as u64 {
            return None;
        }
        Some(Dyadic::from_big(n, tz as u32))
    }
}

impl Default for Dyadic {
    fn default() -> Self {
        Dyadic::ZERO
    }
}

impl From<i64> for Dyadic {
    fn from(n: i64) -> Self {
        Dyadic::from_i64(n)
    }
}

impl Ord for Dyadic {
    #[inline]
    fn cmp(&self, other: &Self) -> Ordering {
        if let (Dyadic::Small { num: a, exp: ea }, Dyadic::Small { num: b, exp: eb }) =
            (self, other)
        {
            // Compare a/2^ea with b/2^eb by scaling the coarser one; an i64 shifted
            // by less than 64 always fits an i128.
            if ea == eb {
                return a.cmp(b);
            }
            if ea < eb && eb - ea < 64 {
                return ((*a as i128) << (eb - ea)).cmp(&(*b as i128));
            }
            if eb < ea && ea - eb < 64 {
                return (*a as i128).cmp(&((*b as i128) << (ea - eb)));
            }
        }
        let (a, ea) = self.as_parts_big();
        let (b, eb) = other.as_parts_big();
        let m = ea.max(eb);
        (a << (m - ea)).cmp(&(b << (m - eb)))
    }
}

impl PartialOrd for Dyadic {
    #[inline]
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl std::ops::Neg for &Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        match self {
            Dyadic::Small { num, exp } => match num.checked_neg() {
                Some(n) => Dyadic::Small { num: n, exp: *exp },
                None => Dyadic::normalize_big(-BigInt::from(*num), *exp),
            },
            Dyadic::Big { num, exp } => Dyadic::normalize_big(-num, *exp),
        }
    }
}

impl std::ops::Neg for Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        -&self
    }
}

impl std::ops::Add for &Dyadic {
    type Output = Dyadic;
    fn add(self, other: &Dyadic) -> Dyadic {
        if let (Dyadic::Small { num: a, exp: ea }, Dyadic::Small { num: b, exp: eb }) =
            (self, other)
        {
            let m = (*ea).max(*eb);
            let (sa, sb) = (m - ea, m - eb);
            if sa < 62 && sb < 62 {
                let x = (*a as i128) << sa;
                let y = (*b as i128) << sb;
                return Dyadic::normalize_small(x + y, m);
            }
        }
        let (a, ea) = self.as_parts_big();
        let (b, eb) = other.as_parts_big();
        let m = ea.max(eb);
        Dyadic::normalize_big((a << (m - ea)) + (b << (m - eb)), m)
    }
}

impl std::ops::Add for Dyadic {
    type Output = Dyadic;
    fn add(self, other: Dyadic) -> Dyadic {
        &self + &other
    }
}

impl std::ops::Sub for &Dyadic {
    type Output = Dyadic;
    fn sub(self, other: &Dyadic) -> Dyadic {
        self + &(-other)
    }
}

impl std::ops::Sub for Dyadic {
    type Output = Dyadic;
    fn sub(self, other: Dyadic) -> Dyadic {
        &self - &other
    }
}

impl std::ops::Mul for &Dyadic {
    type Output = Dyadic;
    fn mul(self, other: &Dyadic) -> Dyadic {
        if let (Dyadic::Small { num: a, exp: ea }, Dyadic::Small { num: b, exp: eb }) =
            (self, other)
        {
            if let Some(e) = ea.checked_add(*eb) {
                return Dyadic::normalize_small(*a as i128 * *b as i128, e);
            }
        }
        let (a, ea) = self.as_parts_big();
        let (b, eb) = other.as_parts_big();
        Dyadic::normalize_big(a * b, ea + eb)
    }
}

impl std::ops::Mul for Dyadic {
    type Output = Dyadic;
    fn mul(self, other: Dyadic) -> Dyadic {
        &self * &other
    }
}

impl fmt::Display for Dyadic {
    /// CGSuite notation: `5`, `-3/8`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Dyadic::Small { num, exp: 0 } => write!(f, "{num}"),
            Dyadic::Small { num, exp } if *exp < 63 => write!(f, "{num}/{}", 1u64 << exp),
            _ => {
                let (n, e) = self.as_parts_big();
                if e == 0 {
                    write!(f, "{n}")
                } else {
                    write!(f, "{n}/{}", BigInt::one() << e)
                }
            }
        }
    }
}

impl fmt::Debug for Dyadic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(n: i64, e: u32) -> Dyadic {
        Dyadic::new(n, e)
    }

    #[test]
    fn normalisation_makes_equal_values_equal() {
        assert_eq!(d(2, 1), Dyadic::ONE);
        assert_eq!(d(6, 2), d(3, 1));
        assert_eq!(d(0, 7), Dyadic::ZERO);
        assert_eq!(
            Dyadic::from_big(BigInt::from(i64::MAX) * 4, 2),
            Dyadic::from_i64(i64::MAX)
        );
    }

    #[test]
    fn arithmetic_and_order() {
        assert_eq!(&d(1, 1) + &d(1, 2), d(3, 2));
        assert_eq!(&d(1, 1) - &d(3, 2), d(-1, 2));
        assert!(d(5, 3) < d(3, 1));
        assert!(d(-1, 1) < Dyadic::ZERO);
        assert_eq!(d(3, 2).to_string(), "3/4");
        assert_eq!(d(-7, 0).to_string(), "-7");
        assert_eq!(d(-5, 3).floor(), Dyadic::from_i64(-1));
        assert_eq!(d(5, 3).ceil(), Dyadic::ONE);
    }

    #[test]
    fn overflow_goes_big_and_back() {
        let a = Dyadic::from_i64(i64::MAX);
        let b = &a + &a;
        assert!(matches!(b, Dyadic::Big { .. }));
        assert_eq!(&b - &a, a);
        assert_eq!(
            -Dyadic::from_i64(i64::MIN),
            Dyadic::from_bigint(-BigInt::from(i64::MIN))
        );
        let tiny = Dyadic::new(1, 200);
        assert!(tiny > Dyadic::ZERO && tiny < Dyadic::new(1, 199));
        assert_eq!((&tiny + &tiny), Dyadic::new(1, 199));
    }

    #[test]
    fn simplest_numbers() {
        let s =
            |l: Option<Dyadic>, h: Option<Dyadic>| Dyadic::simplest_between(l.as_ref(), h.as_ref());
        // Lecture notes, examples 1.15 and 1.16.
        assert_eq!(s(Some(d(-1, 0)), Some(d(5, 0))), Dyadic::ZERO);
        assert_eq!(s(Some(d(1, 2)), Some(Dyadic::ONE)), d(1, 1));
        assert_eq!(s(Some(Dyadic::ZERO), Some(Dyadic::ONE)), d(1, 1));
        assert_eq!(s(Some(Dyadic::ZERO), Some(d(1, 1))), d(1, 2));
        assert_eq!(s(Some(d(1, 1)), Some(d(3, 2))), d(5, 3));
        assert_eq!(s(Some(Dyadic::ONE), None), d(2, 0));
        assert_eq!(s(None, Some(d(-1, 1))), d(-1, 0));
        assert_eq!(s(None, Some(Dyadic::ZERO)), d(-1, 0));
        assert_eq!(s(Some(d(3, 1)), Some(d(7, 0))), d(2, 0));
        assert_eq!(s(None, None), Dyadic::ZERO);
    }

    #[test]
    fn ratios() {
        let r = |a: i64, b: i64| Dyadic::from_ratio(&BigInt::from(a), &BigInt::from(b));
        assert_eq!(r(6, 16), Some(d(3, 3)));
        assert_eq!(r(3, -4), Some(d(-3, 2)));
        assert_eq!(r(1, 3), None);
        assert_eq!(r(1, 0), None);
    }
}
