//! Surreal numbers in Conway normal form: finite sums `Σ ω^(e_i) · r_i` with
//! surreal exponents `e_0 > e_1 > ...` and nonzero rational coefficients.
//!
//! This covers the numbers of the lecture notes' section 1.7: ω, 1/ω = ω^(-1),
//! ω ± 1, 2ω, ω/2, ω², ω^ω, √ω = ω^(1/2) and their sums, products and (where the
//! result has a finite normal form) quotients, with exact comparison. Sign
//! expansions and birthdays are in [`super::signexp`].

use super::Rational;
use num_bigint::BigInt;
use num_traits::{Signed, ToPrimitive, Zero};
use std::cmp::Ordering;
use std::fmt;

/// A surreal number `Σ ω^(e_i) · r_i` in Conway normal form.
#[derive(Clone, PartialEq, Eq, Hash, Default)]
pub struct Surreal {
    /// Terms by strictly decreasing exponent, coefficients nonzero.
    terms: Vec<(Surreal, Rational)>,
}

/// Why a surreal operation has no answer here.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SurrealError {
    /// Division by zero.
    #[error("division by zero")]
    DivisionByZero,
    /// The quotient is an infinite series (e.g. 1/(ω+1) = ω^-1 - ω^-2 + ...).
    #[error("the quotient has no finite Conway normal form (it is an infinite series)")]
    InfiniteQuotient,
    /// A root or power that is not a finite normal form.
    #[error("{0}")]
    Unsupported(String),
    /// A result too large to hold (a power of a billion digits, a normal form
    /// of a million terms); the message says what and how large.
    #[error("too large: {0}")]
    TooLarge(String),
}

/// Terms of a quotient computed before giving up on a non-terminating division.
const MAX_QUOTIENT_TERMS: usize = 256;

/// The most terms a normal form may have.
pub const MAX_TERMS: usize = 100_000;

/// The most term products one multiplication may form.
const MAX_PRODUCTS: usize = 4_000_000;

/// The most bits a coefficient's numerator or denominator may have (about
/// 79,000 decimal digits: printing stays well under a second).
pub const MAX_BITS: u64 = 1 << 18;

/// `c^n` for a natural `n`, when its numerator and denominator stay within
/// [`MAX_BITS`].
fn rational_pow(c: &Rational, n: &BigInt) -> Option<Rational> {
    let (num, den) = (c.numerator(), c.denominator());
    let n = n.to_u64()?;
    // |num| <= 1 and den == 1: the power is trivial.
    if num.bits().max(den.bits()) <= 1 {
        let neg = num.is_negative() && n % 2 == 1;
        return Some(if neg { -c } else { c.clone() });
    }
    // log2 of the larger part, from its leading 53 bits.
    let log2 = |x: &BigInt| {
        let shift = x.bits().saturating_sub(53);
        (x >> shift).to_f64().unwrap_or(0.0).abs().log2() + shift as f64
    };
    if n as f64 * log2(&num).max(log2(&den)) > MAX_BITS as f64 {
        return None;
    }
    let e = u32::try_from(n).ok()?;
    Rational::from_ratio(&num.pow(e), &den.pow(e))
}

impl Surreal {
    /// Zero.
    pub const ZERO: Surreal = Surreal { terms: Vec::new() };

    /// A rational number.
    pub fn from_rational(r: Rational) -> Surreal {
        Surreal::monomial(Surreal::ZERO, r)
    }

    /// The integer `n`.
    pub fn from_i64(n: i64) -> Surreal {
        Surreal::from_rational(Rational::from_i64(n))
    }

    /// `ω^e · c`.
    pub fn monomial(e: Surreal, c: Rational) -> Surreal {
        if c.is_zero() {
            Surreal::ZERO
        } else {
            Surreal {
                terms: vec![(e, c)],
            }
        }
    }

    /// `ω`.
    pub fn omega() -> Surreal {
        Surreal::omega_pow(Surreal::from_i64(1))
    }

    /// `ω^e`.
    pub fn omega_pow(e: Surreal) -> Surreal {
        Surreal::monomial(e, Rational::ONE)
    }

    /// The terms `(exponent, coefficient)`, largest exponent first.
    pub fn terms(&self) -> &[(Surreal, Rational)] {
        &self.terms
    }

    /// Whether this is zero.
    pub fn is_zero(&self) -> bool {
        self.terms.is_empty()
    }

    /// The value if it is a rational number (no ω in it).
    pub fn to_rational(&self) -> Option<Rational> {
        match self.terms.as_slice() {
            [] => Some(Rational::ZERO),
            [(e, c)] if e.is_zero() => Some(c.clone()),
            _ => None,
        }
    }

    /// The sign: -1, 0 or 1 (that of the leading coefficient).
    pub fn signum(&self) -> i32 {
        self.terms.first().map_or(0, |(_, c)| c.signum())
    }

    /// `self + other`.
    pub fn add(&self, other: &Surreal) -> Surreal {
        let (mut i, mut j) = (0, 0);
        let (a, b) = (&self.terms, &other.terms);
        let mut terms = Vec::with_capacity(a.len() + b.len());
        while i < a.len() || j < b.len() {
            let ord = match (a.get(i), b.get(j)) {
                (Some(x), Some(y)) => x.0.cmp(&y.0),
                (Some(_), None) => Ordering::Greater,
                _ => Ordering::Less,
            };
            match ord {
                Ordering::Greater => {
                    terms.push(a[i].clone());
                    i += 1;
                }
                Ordering::Less => {
                    terms.push(b[j].clone());
                    j += 1;
                }
                Ordering::Equal => {
                    let c = &a[i].1 + &b[j].1;
                    if !c.is_zero() {
                        terms.push((a[i].0.clone(), c));
                    }
                    i += 1;
                    j += 1;
                }
            }
        }
        Surreal { terms }
    }

    /// `-self`.
    pub fn neg(&self) -> Surreal {
        Surreal {
            terms: self.terms.iter().map(|(e, c)| (e.clone(), -c)).collect(),
        }
    }

    /// `self - other`.
    pub fn sub(&self, other: &Surreal) -> Surreal {
        self.add(&other.neg())
    }

    /// `self · c` for a rational `c` (exponents unchanged).
    pub fn scale(&self, c: &Rational) -> Surreal {
        if c.is_zero() {
            return Surreal::ZERO;
        }
        Surreal {
            terms: self.terms.iter().map(|(e, k)| (e.clone(), k * c)).collect(),
        }
    }

    /// `self · other` (exponents add: ω^a · ω^b = ω^(a+b)), refused with
    /// [`SurrealError::TooLarge`] when the product would pass `MAX_TERMS`
    /// (100,000) terms or `MAX_BITS` (2^18) bits in a coefficient.
    pub fn mul(&self, other: &Surreal) -> Result<Surreal, SurrealError> {
        let (n, m) = (self.terms.len(), other.terms.len());
        if n.saturating_mul(m) > MAX_PRODUCTS {
            return Err(SurrealError::TooLarge(format!(
                "a product of normal forms of {n} and {m} terms"
            )));
        }
        let bits = |x: &Surreal| {
            x.terms
                .iter()
                .map(|(_, c)| c.numerator().bits().max(c.denominator().bits()))
                .max()
                .unwrap_or(0)
        };
        let b = bits(self) + bits(other) + (n.min(m) as u64).max(1).ilog2() as u64 + 1;
        if b > MAX_BITS {
            return Err(SurrealError::TooLarge(format!(
                "a product whose coefficients would have about {b} bits"
            )));
        }
        // Every product of terms, sorted by exponent (largest first), then merged.
        let mut products: Vec<(Surreal, Rational)> = Vec::with_capacity(n * m);
        for (ea, ca) in &self.terms {
            for (eb, cb) in &other.terms {
                products.push((ea.add(eb), ca * cb));
            }
        }
        products.sort_by(|x, y| y.0.cmp(&x.0));
        let mut terms: Vec<(Surreal, Rational)> = Vec::with_capacity(products.len());
        for (e, c) in products {
            match terms.last_mut() {
                Some((le, lc)) if *le == e => *lc = &*lc + &c,
                _ => terms.push((e, c)),
            }
        }
        terms.retain(|(_, c)| !c.is_zero());
        if terms.len() > MAX_TERMS {
            return Err(SurrealError::TooLarge(format!(
                "a normal form of {} terms",
                terms.len()
            )));
        }
        Ok(Surreal { terms })
    }

    /// `self / other`, when the quotient has a finite normal form.
    pub fn div(&self, other: &Surreal) -> Result<Surreal, SurrealError> {
        let Some((e0, c0)) = other.terms.first() else {
            return Err(SurrealError::DivisionByZero);
        };
        // Long division by the leading term; stops when the remainder vanishes.
        // A finite quotient's last term times the divisor's last term is the
        // dividend's last term, so no quotient term lies below
        // `floor`: one that would means the quotient is an infinite series.
        let last = |x: &Surreal| x.terms.last().map(|t| t.0.clone()).unwrap_or_default();
        let floor = last(self).sub(&last(other));
        let mut q = Surreal::ZERO;
        let mut r = self.clone();
        for _ in 0..MAX_QUOTIENT_TERMS {
            let Some((er, cr)) = r.terms.first() else {
                return Ok(q);
            };
            let e = er.sub(e0);
            if e < floor {
                return Err(SurrealError::InfiniteQuotient);
            }
            let c = cr.checked_div(c0).ok_or(SurrealError::DivisionByZero)?;
            let t = Surreal::monomial(e, c);
            r = r.sub(&t.mul(other)?);
            q = q.add(&t);
        }
        if r.is_zero() {
            Ok(q)
        } else {
            Err(SurrealError::InfiniteQuotient)
        }
    }

    /// `self^n` for an integer `n` (negative powers by division): a monomial
    /// `ω^a·c` directly as `ω^(a·n)·c^n`, anything else by squaring; refused
    /// with [`SurrealError::TooLarge`] when the result would be too large.
    pub fn powi(&self, n: &BigInt) -> Result<Surreal, SurrealError> {
        if n.is_negative() {
            let p = self.powi(&-n)?;
            return Surreal::from_i64(1).div(&p);
        }
        if n.is_zero() {
            return Ok(Surreal::from_i64(1));
        }
        let too_large =
            || SurrealError::TooLarge(format!("({self})^{n} (its normal form would be too large)"));
        match self.terms.as_slice() {
            [] => return Ok(Surreal::ZERO),
            [(a, c)] => {
                let e = a.scale(&Rational::from_bigint(n.clone()));
                return Ok(Surreal::monomial(
                    e,
                    rational_pow(c, n).ok_or_else(too_large)?,
                ));
            }
            _ => {}
        }
        // A sum of k >= 2 terms to the n-th has at least n+1 terms.
        let n = n
            .to_u64()
            .filter(|&n| n < MAX_TERMS as u64)
            .ok_or_else(too_large)?;
        let (mut acc, mut base, mut k) = (Surreal::from_i64(1), self.clone(), n);
        while k > 0 {
            if k & 1 == 1 {
                acc = acc.mul(&base)?;
            }
            k >>= 1;
            if k > 0 {
                base = base.mul(&base)?;
            }
        }
        Ok(acc)
    }

    /// `self^e` for a surreal exponent, defined here for monomials `ω^a · c`
    /// with `c^e` rational (`c = 1` for any `e`; integer `e` for any `c`):
    /// `(ω^a)^e = ω^(a·e)`.
    pub fn pow(&self, e: &Surreal) -> Result<Surreal, SurrealError> {
        if let Some(n) = e.to_rational().and_then(|r| r.to_bigint()) {
            return self.powi(&n);
        }
        match self.terms.as_slice() {
            [(a, c)] if *c == Rational::ONE => Ok(Surreal::omega_pow(a.mul(e)?)),
            _ => Err(SurrealError::Unsupported(format!(
                "({self})^({e}) is defined here only for integer powers and for powers of ω"
            ))),
        }
    }

    /// The square root of `ω^a · c` for a rational square `c > 0`.
    pub fn sqrt(&self) -> Result<Surreal, SurrealError> {
        match self.terms.as_slice() {
            [] => Ok(Surreal::ZERO),
            [(a, c)] if c.signum() > 0 => {
                let root = rational_sqrt(c).ok_or_else(|| {
                    SurrealError::Unsupported(format!(
                        "sqrt({self}): {c} is not the square of a rational"
                    ))
                })?;
                Ok(Surreal::monomial(a.scale(&Rational::new(1, 1)), root))
            }
            _ => Err(SurrealError::Unsupported(format!(
                "sqrt({self}) is defined here for positive monomials ω^a·c only"
            ))),
        }
    }
}

/// The rational square root of `c`, if it has one.
fn rational_sqrt(c: &Rational) -> Option<Rational> {
    let (n, d) = (c.numerator(), c.denominator());
    let (sn, sd) = (n.sqrt(), d.sqrt());
    (&sn * &sn == n && &sd * &sd == d).then(|| Rational::from_ratio(&sn, &sd))?
}

impl From<Rational> for Surreal {
    fn from(r: Rational) -> Self {
        Surreal::from_rational(r)
    }
}

impl Ord for Surreal {
    /// Compare by the sign of the difference: its leading coefficient.
    fn cmp(&self, other: &Self) -> Ordering {
        for (a, b) in self.terms.iter().zip(&other.terms) {
            match a.0.cmp(&b.0) {
                // self has a larger term that other lacks: its sign decides.
                Ordering::Greater => return a.1.signum().cmp(&0),
                Ordering::Less => return 0.cmp(&b.1.signum()),
                Ordering::Equal => match a.1.cmp(&b.1) {
                    Ordering::Equal => {}
                    o => return o,
                },
            }
        }
        let n = self.terms.len().min(other.terms.len());
        match (self.terms.get(n), other.terms.get(n)) {
            (Some(a), _) => a.1.signum().cmp(&0),
            (_, Some(b)) => 0.cmp(&b.1.signum()),
            _ => Ordering::Equal,
        }
    }
}

impl PartialOrd for Surreal {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Surreal {
    /// `omega`, `omega+1`, `2*omega`, `omega/2`, `omega^2`, `omega^(1/2)`,
    /// `omega^(-1)`, `omega^omega`, `3/4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.terms.is_empty() {
            return write!(f, "0");
        }
        for (i, (e, c)) in self.terms.iter().enumerate() {
            let neg = c.signum() < 0;
            if i > 0 {
                write!(f, "{}", if neg { "-" } else { "+" })?;
            } else if neg {
                write!(f, "-")?;
            }
            let a = c.abs();
            if e.is_zero() {
                write!(f, "{a}")?;
                continue;
            }
            let (num, den) = (a.numerator(), a.denominator());
            let exponent_one = *e == Surreal::from_i64(1);
            // `omega^2/3` would read back as ω^(2/3): a fractional coefficient
            // of a power goes in front (`2/3*omega^2`).
            let den_first = den != 1.into() && !exponent_one;
            if den_first {
                write!(f, "{num}/{den}*")?;
            } else if num != 1.into() {
                write!(f, "{num}*")?;
            }
            write!(f, "omega")?;
            if !exponent_one {
                match e.to_rational() {
                    Some(r) if r.is_integer() && r.signum() > 0 => write!(f, "^{r}")?,
                    _ if e.terms.len() == 1 && e.terms[0].1 == Rational::ONE => write!(f, "^{e}")?,
                    _ => write!(f, "^({e})")?,
                }
            }
            if den != 1.into() && !den_first {
                write!(f, "/{den}")?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for Surreal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_bigint::BigInt;

    fn w() -> Surreal {
        Surreal::omega()
    }
    fn n(k: i64) -> Surreal {
        Surreal::from_i64(k)
    }
    fn q(a: i64, b: i64) -> Surreal {
        Rational::from_ratio(&BigInt::from(a), &BigInt::from(b))
            .unwrap()
            .into()
    }

    #[test]
    fn arithmetic_of_the_notes_numbers() {
        let eps = n(1).div(&w()).unwrap();
        assert_eq!(eps.to_string(), "omega^(-1)");
        // Exercise 1.23: ω · (1/ω) = 1.
        assert_eq!(w().mul(&eps).unwrap(), n(1));
        assert_eq!(w().add(&n(1)).to_string(), "omega+1");
        assert_eq!(w().sub(&n(1)).to_string(), "omega-1");
        assert_eq!(w().mul(&n(2)).unwrap().to_string(), "2*omega");
        let half = w().div(&n(2)).unwrap();
        assert_eq!(half.to_string(), "omega/2");
        assert_eq!(half.add(&half), w());
        assert_eq!(w().mul(&w()).unwrap().to_string(), "omega^2");
        assert_eq!(w().div(&n(3)).unwrap().to_string(), "omega/3");
        let r = w().sqrt().unwrap();
        assert_eq!(r.to_string(), "omega^(1/2)");
        assert_eq!(r.mul(&r).unwrap(), w());
        assert_eq!(Surreal::omega_pow(w()).to_string(), "omega^omega");
        assert_eq!(w().pow(&q(1, 2)).unwrap(), r);
        // (ω² - 1)/(ω - 1) = ω + 1 exactly; 1/(ω + 1) is an infinite series.
        let num = w().mul(&w()).unwrap().sub(&n(1));
        assert_eq!(num.div(&w().sub(&n(1))).unwrap(), w().add(&n(1)));
        assert_eq!(
            n(1).div(&w().add(&n(1))),
            Err(SurrealError::InfiniteQuotient)
        );
        assert_eq!(n(1).div(&Surreal::ZERO), Err(SurrealError::DivisionByZero));
        assert!(w().add(&n(1)).sqrt().is_err());
    }

    #[test]
    fn order() {
        let eps = n(1).div(&w()).unwrap();
        assert!(w().sub(&n(1)) < w());
        assert!(n(1_000_000) < w());
        assert!(Surreal::ZERO < eps && eps < q(1, 1_000_000));
        assert!(w().sqrt().unwrap() < w() && n(1000) < w().sqrt().unwrap());
        assert!(w().mul(&w()).unwrap() > w().mul(&n(1000)).unwrap());
        assert!(w().neg() < n(-5));
        assert!(n(2).sub(&eps) < n(2) && n(2).sub(&eps) > q(199, 100));
        assert_eq!(w().add(&eps).cmp(&w().add(&eps)), Ordering::Equal);
    }

    #[test]
    fn powers_are_exact_and_bounded() {
        // (ω+1)^3 = ω^3 + 3ω^2 + 3ω + 1, by squaring.
        let p = w().add(&n(1)).powi(&BigInt::from(3)).unwrap();
        assert_eq!(p.to_string(), "omega^3+3*omega^2+3*omega+1");
        // (ω+1)^1000: 1001 terms, the middle coefficient C(1000, 500).
        let p = w().add(&n(1)).powi(&BigInt::from(1000)).unwrap();
        assert_eq!(p.terms().len(), 1001);
        // A monomial's power is its exponent times n, whatever n.
        let big = BigInt::from(10).pow(12u32);
        let p = w().powi(&big).unwrap();
        assert_eq!(p.to_string(), "omega^1000000000000");
        // Too large: refused, not computed.
        assert!(matches!(
            q(3, 1).powi(&BigInt::from(100_000_000)),
            Err(SurrealError::TooLarge(_))
        ));
        assert!(matches!(
            w().add(&n(1)).powi(&BigInt::from(10_000_000)),
            Err(SurrealError::TooLarge(_))
        ));
        assert_eq!(q(2, 1).powi(&BigInt::from(-4)).unwrap(), q(1, 16));
    }
}
