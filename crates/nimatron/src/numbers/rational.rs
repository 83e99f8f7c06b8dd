//! Exact rationals of unbounded size, with dyadic rationals `m / 2^k` (the numbers
//! of short games) on a fast path.
//!
//! Invariant: the representation is normalised, so equal values have equal
//! representations and `Eq`/`Hash` are structural: a dyadic value is `Small`
//! whenever its numerator fits an `i64`, else `Big`, always with `k == 0` or `m`
//! odd; `Frac` holds only values whose reduced denominator is not a power of two
//! (1/3, -2/5, ...).

use num_bigint::{BigInt, BigUint};
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};
use std::cmp::Ordering;
use std::fmt;

/// An exact rational number: dyadic `num / 2^exp`, or any other fraction.
#[derive(Clone, PartialEq, Eq, Hash)]
pub enum Rational {
    /// Dyadic, numerator fits in an `i64`.
    Small {
        /// The numerator (odd unless `exp` is 0).
        num: i64,
        /// The denominator is `2^exp`.
        exp: u32,
    },
    /// Dyadic, numerator needs a big integer.
    Big {
        /// The numerator (odd unless `exp` is 0), outside the `i64` range.
        num: BigInt,
        /// The denominator is `2^exp`.
        exp: u32,
    },
    /// Not dyadic: the reduced denominator has an odd factor.
    Frac(Box<BigRational>),
}

impl Rational {
    /// Zero.
    pub const ZERO: Rational = Rational::Small { num: 0, exp: 0 };
    /// One.
    pub const ONE: Rational = Rational::Small { num: 1, exp: 0 };

    /// The integer `n`.
    pub const fn from_i64(n: i64) -> Rational {
        Rational::Small { num: n, exp: 0 }
    }

    /// The number `num / 2^exp`, normalised.
    pub fn new(num: i64, exp: u32) -> Rational {
        Self::normalize_small(num as i128, exp)
    }

    /// The number `num / 2^exp` for a big numerator, normalised.
    pub fn from_big(num: BigInt, exp: u32) -> Rational {
        Self::normalize_big(num, exp)
    }

    /// The integer `n` (big).
    pub fn from_bigint(n: BigInt) -> Rational {
        Self::normalize_big(n, 0)
    }

    /// `2^-k`.
    pub fn pow2_neg(k: u32) -> Rational {
        Rational::new(1, k)
    }

    fn normalize_small(mut num: i128, mut exp: u32) -> Rational {
        if num == 0 {
            return Rational::ZERO;
        }
        let tz = num.trailing_zeros().min(exp);
        num >>= tz;
        exp -= tz;
        match i64::try_from(num) {
            Ok(n) => Rational::Small { num: n, exp },
            Err(_) => Rational::Big {
                num: BigInt::from(num),
                exp,
            },
        }
    }

    fn normalize_big(mut num: BigInt, mut exp: u32) -> Rational {
        if num.is_zero() {
            return Rational::ZERO;
        }
        let tz = num.trailing_zeros().unwrap_or(0).min(exp as u64) as u32;
        if tz > 0 {
            num >>= tz;
            exp -= tz;
        }
        match num.to_i64() {
            Some(n) => Rational::Small { num: n, exp },
            None => Rational::Big { num, exp },
        }
    }

    /// The normalised value of a (reduced or not) big fraction.
    pub fn from_big_rational(q: BigRational) -> Rational {
        // BigRational keeps itself reduced with a positive denominator.
        let den = q.denom();
        let tz = den.trailing_zeros().unwrap_or(0);
        if tz <= u32::MAX as u64 && *den == (BigInt::one() << tz) {
            Self::normalize_big(q.numer().clone(), tz as u32)
        } else {
            Rational::Frac(Box::new(q))
        }
    }

    /// `num / den`; `None` when `den` is zero.
    pub fn from_ratio(num: &BigInt, den: &BigInt) -> Option<Rational> {
        if den.is_zero() {
            return None;
        }
        Some(Self::from_big_rational(BigRational::new(
            num.clone(),
            den.clone(),
        )))
    }

    /// `num / den` for machine words; `None` when `den` is zero. Dyadic values
    /// (a power-of-two denominator, the usual case) take no big-integer work.
    pub fn from_i64_ratio(num: i64, den: u64) -> Option<Rational> {
        if den == 0 {
            return None;
        }
        if den.is_power_of_two() {
            return Some(Self::normalize_small(num as i128, den.trailing_zeros()));
        }
        Self::from_ratio(&BigInt::from(num), &BigInt::from(den))
    }

    /// The value as a big fraction.
    pub fn to_big_rational(&self) -> BigRational {
        match self {
            Rational::Frac(q) => (**q).clone(),
            _ => BigRational::new(self.numerator(), BigInt::one() << self.exp()),
        }
    }

    /// Whether the denominator is a power of two (the numbers of short games).
    pub fn is_dyadic(&self) -> bool {
        !matches!(self, Rational::Frac(_))
    }

    /// The numerator (of the reduced fraction) as a big integer.
    pub fn numerator(&self) -> BigInt {
        match self {
            Rational::Small { num, .. } => BigInt::from(*num),
            Rational::Big { num, .. } => num.clone(),
            Rational::Frac(q) => q.numer().clone(),
        }
    }

    /// The denominator (of the reduced fraction, positive) as a big integer.
    pub fn denominator(&self) -> BigInt {
        match self {
            Rational::Frac(q) => q.denom().clone(),
            _ => BigInt::one() << self.exp(),
        }
    }

    /// The exponent `k` of the denominator `2^k` of a dyadic number.
    ///
    /// # Panics
    /// On a non-dyadic number (check [`Rational::is_dyadic`] first).
    pub fn exp(&self) -> u32 {
        match self {
            Rational::Small { exp, .. } | Rational::Big { exp, .. } => *exp,
            Rational::Frac(q) => panic!("{q} is not dyadic: it has no power-of-two denominator"),
        }
    }

    /// Whether this is an integer.
    pub fn is_integer(&self) -> bool {
        matches!(
            self,
            Rational::Small { exp: 0, .. } | Rational::Big { exp: 0, .. }
        )
    }

    /// Whether this is zero.
    pub fn is_zero(&self) -> bool {
        matches!(self, Rational::Small { num: 0, .. })
    }

    /// The sign: -1, 0 or 1.
    pub fn signum(&self) -> i32 {
        match self {
            Rational::Small { num, .. } => num.signum() as i32,
            Rational::Big { num, .. } => {
                if num.is_negative() {
                    -1
                } else {
                    1
                }
            }
            Rational::Frac(q) => {
                if q.is_negative() {
                    -1
                } else {
                    1
                }
            }
        }
    }

    /// The absolute value.
    pub fn abs(&self) -> Rational {
        if self.signum() < 0 {
            -self
        } else {
            self.clone()
        }
    }

    /// The value as an `i64` if it is an integer that fits.
    pub fn to_i64(&self) -> Option<i64> {
        match self {
            Rational::Small { num, exp: 0 } => Some(*num),
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
    ///
    /// Never NaN: values beyond `f64`'s range are infinite, values too small
    /// for it are 0.
    pub fn to_f64(&self) -> f64 {
        match self {
            Rational::Small { num, exp } => scaled(*num as f64, -(*exp as i64)),
            Rational::Big { .. } | Rational::Frac(_) => {
                // Both parts cut to their 64 leading bits, the rest as a power of 2.
                let (n, d) = (self.numerator(), self.denominator());
                let (sn, sd) = (n.bits().saturating_sub(64), d.bits().saturating_sub(64));
                let top = |x: &BigInt, s: u64| (x >> s).to_f64().unwrap_or(0.0);
                scaled(top(&n, sn) / top(&d, sd), sn as i64 - sd as i64)
            }
        }
    }

    /// Largest integer `<= self`.
    pub fn floor(&self) -> Rational {
        match self {
            Rational::Small { num, exp } => {
                if *exp == 0 {
                    self.clone()
                } else if *exp >= 64 {
                    Rational::from_i64(if *num < 0 { -1 } else { 0 })
                } else {
                    Rational::from_i64(num >> exp)
                }
            }
            Rational::Big { num, exp } => {
                let (q, _) = num.div_mod_floor(&(BigInt::one() << *exp));
                Rational::from_bigint(q)
            }
            Rational::Frac(q) => Rational::from_bigint(q.floor().to_integer()),
        }
    }

    /// Smallest integer `>= self`.
    pub fn ceil(&self) -> Rational {
        -(-self).floor()
    }

    /// `self * 2^k` (k may be negative).
    pub fn shl(&self, k: i64) -> Rational {
        if let Rational::Frac(q) = self {
            let p = BigInt::one() << k.unsigned_abs();
            return if k >= 0 {
                Rational::from_big_rational(&**q * BigRational::from_integer(p))
            } else {
                Rational::from_big_rational(&**q / BigRational::from_integer(p))
            };
        }
        let (num, exp) = (self.numerator(), self.exp() as i64);
        let e = exp - k;
        if e >= 0 {
            Rational::from_big(num, e as u32)
        } else {
            Rational::from_big(num << ((-e) as u64), 0)
        }
    }

    /// `(self + other) / 2`.
    pub fn mean(&self, other: &Rational) -> Rational {
        (self + other).shl(-1)
    }

    /// `self / other`; `None` when `other` is zero.
    pub fn checked_div(&self, other: &Rational) -> Option<Rational> {
        if other.is_zero() {
            return None;
        }
        if other.is_dyadic() && self.is_dyadic() && other.numerator().magnitude().is_one() {
            // Division by ±2^-k: a shift.
            let r = self.shl(other.exp() as i64);
            return Some(if other.signum() < 0 { -r } else { r });
        }
        Some(Rational::from_big_rational(
            self.to_big_rational() / other.to_big_rational(),
        ))
    }

    /// The simplest number strictly between `lo` and `hi` (either bound may be
    /// absent, meaning -inf or +inf). Requires `lo < hi` when both are given.
    /// "Simplest" is in the sense of the simplicity theorem: earliest born. The
    /// answer is always dyadic, since a dyadic lies between any two rationals.
    pub fn simplest_between(lo: Option<&Rational>, hi: Option<&Rational>) -> Rational {
        if let (Some(l), Some(h)) = (lo, hi) {
            debug_assert!(l < h, "simplest_between needs lo < hi");
        }
        let lo_neg = lo.is_none_or(|l| l.signum() < 0);
        let hi_pos = hi.is_none_or(|h| h.signum() > 0);
        if lo_neg && hi_pos {
            return Rational::ZERO;
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

    /// The simplest number in an interval whose ends may be open or closed
    /// (`(value, closed)`; `None`: unbounded). `None` when the interval is empty.
    pub fn simplest_in(
        lo: Option<(&Rational, bool)>,
        hi: Option<(&Rational, bool)>,
    ) -> Option<Rational> {
        if let (Some((l, lc)), Some((h, hc))) = (lo, hi) {
            match l.cmp(h) {
                Ordering::Greater => return None,
                Ordering::Equal => return (lc && hc).then(|| l.clone()),
                Ordering::Less => {}
            }
        }
        let open = Self::simplest_between(lo.map(|b| b.0), hi.map(|b| b.0));
        // A closed end is the answer exactly when it is simpler than the simplest
        // interior point (then every interior point is born later).
        let mut best = open;
        for (end, closed) in lo.into_iter().chain(hi) {
            if closed && end.simpler_than(&best) {
                best = end.clone();
            }
        }
        Some(best)
    }

    /// Whether `self` is born strictly earlier than `other` (in the number tree).
    fn simpler_than(&self, other: &Rational) -> bool {
        match (self.birthday(), other.birthday()) {
            (Some(a), Some(b)) => a < b,
            (Some(_), None) => true,
            (None, _) => false,
        }
    }

    /// The day a number is born: `Some(n)` for a dyadic, `None` for the others
    /// (born on day ω).
    pub fn birthday(&self) -> Option<BigUint> {
        if !self.is_dyadic() {
            return None;
        }
        // |x| = n + f with 0 <= f < 1: born on day n + 1 + k for f = m/2^k > 0, else n.
        let a = self.abs();
        let n = a
            .floor()
            .to_bigint()
            .and_then(|n| n.to_biguint())
            .unwrap_or_default();
        Some(if a.is_integer() {
            n
        } else {
            n + 1u32 + a.exp()
        })
    }

    /// Simplest number `x` with `lo < x < hi`, where `lo >= 0`.
    fn simplest_above(lo: &Rational, hi: Option<&Rational>) -> Rational {
        let n = &lo.floor() + &Rational::ONE;
        match hi {
            None => n,
            Some(h) if &n < h => n,
            Some(h) => {
                // No integer strictly between: the least k with a multiple of
                // 2^-k in (lo, hi). Having one is monotone in k (a multiple of
                // 2^-k is one of 2^-(k+1)), and k = kmax has one, since the
                // interval is wider than 2^-kmax: so a binary search, O(log k)
                // candidates of k bits each instead of k of them (a walk by
                // k = 1, 2, ... took minutes on bounds of 2^-300000).
                let first = |k: u64| -> Rational {
                    let scaled = lo.shl(k as i64).floor();
                    (&scaled + &Rational::ONE).shl(-(k as i64))
                };
                let d = h - lo;
                // 2^kmax * num(d) > den(d), so 2^-kmax < d.
                let kmax = (d.denominator().bits() + 1)
                    .saturating_sub(d.numerator().bits())
                    .max(1);
                let (mut a, mut b) = (1u64, kmax);
                while a < b {
                    let mid = a + (b - a) / 2;
                    if &first(mid) < h {
                        b = mid;
                    } else {
                        a = mid + 1;
                    }
                }
                first(a)
            }
        }
    }

    fn as_parts_big(&self) -> (BigInt, u32) {
        (self.numerator(), self.exp())
    }
}

impl Default for Rational {
    fn default() -> Self {
        Rational::ZERO
    }
}

impl From<i64> for Rational {
    fn from(n: i64) -> Self {
        Rational::from_i64(n)
    }
}

impl Ord for Rational {
    #[inline]
    fn cmp(&self, other: &Self) -> Ordering {
        // The common case, two word-sized dyadics with the same exponent (all
        // integers), inline; everything else out of line.
        if let (Rational::Small { num: a, exp: ea }, Rational::Small { num: b, exp: eb }) =
            (self, other)
        {
            if ea == eb {
                return a.cmp(b);
            }
        }
        self.cmp_general(other)
    }
}

impl Rational {
    #[inline(never)]
    fn cmp_general(&self, other: &Self) -> Ordering {
        match (self, other) {
            (Rational::Small { num: a, exp: ea }, Rational::Small { num: b, exp: eb }) => {
                // Compare a/2^ea with b/2^eb by scaling the coarser one; an i64
                // shifted by less than 64 always fits an i128.
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
            (Rational::Frac(_), _) | (_, Rational::Frac(_)) => {
                return self.to_big_rational().cmp(&other.to_big_rational());
            }
            _ => {}
        }
        let (a, ea) = self.as_parts_big();
        let (b, eb) = other.as_parts_big();
        let m = ea.max(eb);
        (a << (m - ea)).cmp(&(b << (m - eb)))
    }
}

impl PartialOrd for Rational {
    #[inline]
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl std::ops::Neg for &Rational {
    type Output = Rational;
    fn neg(self) -> Rational {
        match self {
            Rational::Small { num, exp } => match num.checked_neg() {
                Some(n) => Rational::Small { num: n, exp: *exp },
                None => Rational::normalize_big(-BigInt::from(*num), *exp),
            },
            Rational::Big { num, exp } => Rational::normalize_big(-num, *exp),
            Rational::Frac(q) => Rational::Frac(Box::new(-(**q).clone())),
        }
    }
}

impl std::ops::Neg for Rational {
    type Output = Rational;
    fn neg(self) -> Rational {
        -&self
    }
}

/// `m · 2^e`, saturating to infinity or 0 rather than NaN.
fn scaled(m: f64, e: i64) -> f64 {
    if m == 0.0 {
        return 0.0;
    }
    let e = e.clamp(-4000, 4000) as i32;
    // In two steps, so that neither factor overflows on its own.
    m * 2f64.powi(e / 2) * 2f64.powi(e - e / 2)
}

impl std::ops::Add for &Rational {
    type Output = Rational;
    fn add(self, other: &Rational) -> Rational {
        match (self, other) {
            (Rational::Small { num: a, exp: ea }, Rational::Small { num: b, exp: eb }) => {
                let m = (*ea).max(*eb);
                let (sa, sb) = (m - ea, m - eb);
                if sa < 62 && sb < 62 {
                    let x = (*a as i128) << sa;
                    let y = (*b as i128) << sb;
                    return Rational::normalize_small(x + y, m);
                }
            }
            (Rational::Frac(_), _) | (_, Rational::Frac(_)) => {
                return Rational::from_big_rational(
                    self.to_big_rational() + other.to_big_rational(),
                );
            }
            _ => {}
        }
        let (a, ea) = self.as_parts_big();
        let (b, eb) = other.as_parts_big();
        let m = ea.max(eb);
        Rational::normalize_big((a << (m - ea)) + (b << (m - eb)), m)
    }
}

impl std::ops::Add for Rational {
    type Output = Rational;
    fn add(self, other: Rational) -> Rational {
        &self + &other
    }
}

impl std::ops::Sub for &Rational {
    type Output = Rational;
    fn sub(self, other: &Rational) -> Rational {
        self + &(-other)
    }
}

impl std::ops::Sub for Rational {
    type Output = Rational;
    fn sub(self, other: Rational) -> Rational {
        &self - &other
    }
}

impl std::ops::Mul for &Rational {
    type Output = Rational;
    fn mul(self, other: &Rational) -> Rational {
        match (self, other) {
            (Rational::Small { num: a, exp: ea }, Rational::Small { num: b, exp: eb }) => {
                if let Some(e) = ea.checked_add(*eb) {
                    return Rational::normalize_small(*a as i128 * *b as i128, e);
                }
            }
            (Rational::Frac(_), _) | (_, Rational::Frac(_)) => {
                return Rational::from_big_rational(
                    self.to_big_rational() * other.to_big_rational(),
                );
            }
            _ => {}
        }
        let (a, ea) = self.as_parts_big();
        let (b, eb) = other.as_parts_big();
        Rational::normalize_big(a * b, ea + eb)
    }
}

impl std::ops::Mul for Rational {
    type Output = Rational;
    fn mul(self, other: Rational) -> Rational {
        &self * &other
    }
}

impl fmt::Display for Rational {
    /// CGSuite notation: `5`, `-3/8`, `1/3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rational::Small { num, exp: 0 } => write!(f, "{num}"),
            Rational::Small { num, exp } if *exp < 63 => write!(f, "{num}/{}", 1u64 << exp),
            Rational::Frac(q) => write!(f, "{}/{}", q.numer(), q.denom()),
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

impl fmt::Debug for Rational {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(n: i64, e: u32) -> Rational {
        Rational::new(n, e)
    }

    #[test]
    fn normalisation_makes_equal_values_equal() {
        assert_eq!(d(2, 1), Rational::ONE);
        assert_eq!(d(6, 2), d(3, 1));
        assert_eq!(d(0, 7), Rational::ZERO);
        assert_eq!(
            Rational::from_big(BigInt::from(i64::MAX) * 4, 2),
            Rational::from_i64(i64::MAX)
        );
    }

    #[test]
    fn word_fractions_agree_with_big_fractions() {
        for num in [
            -1025i64,
            -96,
            -7,
            -1,
            0,
            1,
            3,
            12,
            64,
            1000,
            i64::MAX,
            i64::MIN,
        ] {
            for den in [
                1u64,
                2,
                3,
                4,
                6,
                8,
                10,
                1024,
                1 << 40,
                1 << 63,
                7 * (1 << 20),
            ] {
                let big = Rational::from_ratio(&BigInt::from(num), &BigInt::from(den));
                assert_eq!(Rational::from_i64_ratio(num, den), big, "{num}/{den}");
            }
        }
        assert_eq!(Rational::from_i64_ratio(3, 0), None);
    }

    #[test]
    fn arithmetic_and_order() {
        assert_eq!(&d(1, 1) + &d(1, 2), d(3, 2));
        assert_eq!(&d(1, 1) - &d(3, 2), d(-1, 2));
        assert!(d(5, 3) < d(3, 1));
        assert!(d(-1, 1) < Rational::ZERO);
        assert_eq!(d(3, 2).to_string(), "3/4");
        assert_eq!(d(-7, 0).to_string(), "-7");
        assert_eq!(d(-5, 3).floor(), Rational::from_i64(-1));
        assert_eq!(d(5, 3).ceil(), Rational::ONE);
    }

    #[test]
    fn overflow_goes_big_and_back() {
        let a = Rational::from_i64(i64::MAX);
        let b = &a + &a;
        assert!(matches!(b, Rational::Big { .. }));
        assert_eq!(&b - &a, a);
        assert_eq!(
            -Rational::from_i64(i64::MIN),
            Rational::from_bigint(-BigInt::from(i64::MIN))
        );
        let tiny = Rational::new(1, 200);
        assert!(tiny > Rational::ZERO && tiny < Rational::new(1, 199));
        assert_eq!((&tiny + &tiny), Rational::new(1, 199));
    }

    #[test]
    fn simplest_numbers() {
        let s = |l: Option<Rational>, h: Option<Rational>| {
            Rational::simplest_between(l.as_ref(), h.as_ref())
        };
        // Lecture notes, examples 1.15 and 1.16.
        assert_eq!(s(Some(d(-1, 0)), Some(d(5, 0))), Rational::ZERO);
        assert_eq!(s(Some(d(1, 2)), Some(Rational::ONE)), d(1, 1));
        assert_eq!(s(Some(Rational::ZERO), Some(Rational::ONE)), d(1, 1));
        assert_eq!(s(Some(Rational::ZERO), Some(d(1, 1))), d(1, 2));
        assert_eq!(s(Some(d(1, 1)), Some(d(3, 2))), d(5, 3));
        assert_eq!(s(Some(Rational::ONE), None), d(2, 0));
        assert_eq!(s(None, Some(d(-1, 1))), d(-1, 0));
        assert_eq!(s(None, Some(Rational::ZERO)), d(-1, 0));
        assert_eq!(s(Some(d(3, 1)), Some(d(7, 0))), d(2, 0));
        assert_eq!(s(None, None), Rational::ZERO);
    }

    /// The simplest number of (lo, hi) by the definition: the least k with a
    /// multiple of 2^-k strictly inside, walking k = 0, 1, 2, ... (the
    /// integers first), for 0 <= lo < hi.
    fn simplest_above_by_walk(lo: &Rational, hi: &Rational) -> Rational {
        let mut k = 0i64;
        loop {
            let cand = (&lo.shl(k).floor() + &Rational::ONE).shl(-k);
            if &cand < hi {
                return cand;
            }
            k += 1;
        }
    }

    proptest::proptest! {
        /// The binary search over k agrees with the walk, on dyadic and
        /// non-dyadic bounds of either sign (mirrored below zero).
        #[test]
        fn simplest_between_agrees_with_the_walk(
            a in -5000i64..5000, ea in 0u32..14, b in 1i64..3000, eb in 0u32..14,
            den in 1i64..40,
        ) {
            let lo = Rational::from_ratio(&BigInt::from(a), &BigInt::from(den << ea)).unwrap();
            let hi = &lo + &Rational::from_ratio(&BigInt::from(b), &BigInt::from(1i64 << eb)).unwrap();
            let want = if lo.signum() < 0 && hi.signum() > 0 {
                Rational::ZERO
            } else if lo.signum() >= 0 {
                simplest_above_by_walk(&lo, &hi)
            } else {
                -simplest_above_by_walk(&-&hi, &-&lo)
            };
            proptest::prop_assert_eq!(Rational::simplest_between(Some(&lo), Some(&hi)), want);
        }
    }

    #[test]
    fn simplest_between_long_dyadics() {
        // Bounds of a sign-expansion walk 300,000 steps deep (fuzz/findings.md,
        // 16): 1 - 2^-300000 and 1 - 2^-299999 have the midpoint between them.
        let one = Rational::ONE;
        let lo = &one - &Rational::pow2_neg(299_999);
        let hi = &one - &Rational::pow2_neg(300_000);
        let mid = &one - &(&Rational::pow2_neg(300_000) + &Rational::pow2_neg(300_001));
        assert_eq!(Rational::simplest_between(Some(&lo), Some(&hi)), mid);
    }

    #[test]
    fn non_dyadic_rationals() {
        let r = |a: i64, b: i64| Rational::from_ratio(&BigInt::from(a), &BigInt::from(b)).unwrap();
        // Sums that become dyadic drop back to the fast path.
        assert_eq!(&r(1, 3) + &r(2, 3), Rational::ONE);
        assert_eq!(&r(1, 6) + &r(1, 3), d(1, 1));
        assert!(matches!(&r(1, 6) + &r(1, 3), Rational::Small { .. }));
        assert_eq!(&r(2, 3) * &r(3, 4), d(1, 1));
        assert_eq!(r(1, 3).checked_div(&r(2, 3)), Some(d(1, 1)));
        assert_eq!(d(1, 1).checked_div(&Rational::ZERO), None);
        assert!(r(1, 3) < d(3, 3) && d(5, 4) < r(1, 3));
        assert_eq!(r(-1, 3).floor(), Rational::from_i64(-1));
        assert_eq!(r(7, 3).ceil(), Rational::from_i64(3));
        assert_eq!(r(1, 3).shl(2), r(4, 3));
        assert_eq!(r(1, 3).birthday(), None);
        assert_eq!(d(3, 2).birthday(), Some(3u32.into()));
        assert_eq!(Rational::from_i64(-4).birthday(), Some(4u32.into()));
        // Simplicity with surreal (not numeric) order: {0|1/3} = 1/4, {1/3|1/2} = 3/8.
        let s = |l: Rational, h: Rational| Rational::simplest_between(Some(&l), Some(&h));
        assert_eq!(s(Rational::ZERO, r(1, 3)), d(1, 2));
        assert_eq!(s(r(1, 3), d(1, 1)), d(3, 3));
        assert_eq!(s(r(-2, 5), r(-1, 3)), d(-3, 3));
        // Closed ends: [1/3, 1/3] is 1/3; [1/3, 1) is 1/2; [0, 1/3] is 0.
        let t = r(1, 3);
        assert_eq!(
            Rational::simplest_in(Some((&t, true)), Some((&t, true))),
            Some(t.clone())
        );
        assert_eq!(
            Rational::simplest_in(Some((&t, true)), Some((&t, false))),
            None
        );
        assert_eq!(
            Rational::simplest_in(Some((&t, true)), Some((&Rational::ONE, false))),
            Some(d(1, 1))
        );
        assert_eq!(
            Rational::simplest_in(Some((&Rational::ZERO, true)), Some((&t, true))),
            Some(Rational::ZERO)
        );
    }

    #[test]
    fn ratios() {
        let r = |a: i64, b: i64| Rational::from_ratio(&BigInt::from(a), &BigInt::from(b));
        assert_eq!(r(6, 16), Some(d(3, 3)));
        assert_eq!(r(3, -4), Some(d(-3, 2)));
        assert_eq!(r(1, 0), None);
        let third = r(1, 3).unwrap();
        assert!(!third.is_dyadic());
        assert_eq!(third.to_string(), "1/3");
        assert_eq!(r(-2, 6).unwrap(), -&third);
        assert_eq!(r(-4, -10).unwrap().to_string(), "2/5");
    }

    #[test]
    fn to_f64_is_never_nan() {
        let two = Rational::from_i64(2);
        let mut big = Rational::ONE;
        for _ in 0..2000 {
            big = &big * &two;
        }
        assert_eq!(big.to_f64(), f64::INFINITY);
        assert_eq!((-&big).to_f64(), f64::NEG_INFINITY);
        let tiny = Rational::ONE.checked_div(&big).unwrap();
        assert_eq!(tiny.to_f64(), 0.0);
        let third = Rational::from_i64_ratio(1, 3).unwrap();
        assert!((third.to_f64() - 1.0 / 3.0).abs() < 1e-15);
        assert_eq!(d(3, 2).to_f64(), 0.75);
        let huge_third = &big * &third;
        assert_eq!(huge_third.to_f64(), f64::INFINITY);
        let ratio = (&big * &third).checked_div(&big).unwrap();
        assert!((ratio.to_f64() - 1.0 / 3.0).abs() < 1e-15);
    }
}
