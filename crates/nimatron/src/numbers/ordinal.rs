//! Ordinals below epsilon-zero in Cantor normal form: the birthdays of games
//! over the rationals (`omega + 1` for `{1 | -1/3}`) and of surreal numbers
//! (`omega^2` for ω²), and the lengths of sign expansions. Coefficients are
//! natural numbers of any size: arithmetic never wraps or saturates.

use num_bigint::BigUint;
use num_traits::{One, ToPrimitive, Zero};
use std::cmp::Ordering;
use std::fmt;

/// An ordinal `ω^e1·c1 + ω^e2·c2 + ...` with `e1 > e2 > ...` and `ci > 0`.
#[derive(Clone, PartialEq, Eq, Hash, Default)]
pub struct Ordinal {
    /// Terms by decreasing exponent.
    terms: Vec<(Ordinal, BigUint)>,
}

impl Ordinal {
    /// Zero.
    pub const ZERO: Ordinal = Ordinal { terms: Vec::new() };

    /// The finite ordinal `n`.
    pub fn finite(n: u64) -> Ordinal {
        Ordinal::finite_big(BigUint::from(n))
    }

    /// The finite ordinal `n`, of any size.
    pub fn finite_big(n: BigUint) -> Ordinal {
        Ordinal::omega_pow_big(Ordinal::ZERO, n)
    }

    /// `ω^e · c`.
    pub fn omega_pow(e: Ordinal, c: u64) -> Ordinal {
        Ordinal::omega_pow_big(e, BigUint::from(c))
    }

    /// `ω^e · c` for a coefficient of any size.
    pub fn omega_pow_big(e: Ordinal, c: BigUint) -> Ordinal {
        if c.is_zero() {
            Ordinal::ZERO
        } else {
            Ordinal {
                terms: vec![(e, c)],
            }
        }
    }

    /// `ω`.
    pub fn omega() -> Ordinal {
        Ordinal::omega_pow(Ordinal::finite(1), 1)
    }

    /// The value if finite and below 2^64.
    pub fn to_u64(&self) -> Option<u64> {
        match self.terms.as_slice() {
            [] => Some(0),
            [(e, c)] if e.is_zero() => c.to_u64(),
            _ => None,
        }
    }

    /// The value if finite.
    pub fn to_biguint(&self) -> Option<BigUint> {
        match self.terms.as_slice() {
            [] => Some(BigUint::zero()),
            [(e, c)] if e.is_zero() => Some(c.clone()),
            _ => None,
        }
    }

    /// Whether this is zero.
    pub fn is_zero(&self) -> bool {
        self.terms.is_empty()
    }

    /// Whether this is finite.
    pub fn is_finite(&self) -> bool {
        self.terms.iter().all(|(e, _)| e.is_zero())
    }

    /// The Cantor normal form terms `(exponent, coefficient)`, largest first.
    pub fn terms(&self) -> &[(Ordinal, BigUint)] {
        &self.terms
    }

    /// The successor `self + 1`.
    pub fn succ(&self) -> Ordinal {
        self.add(&Ordinal::finite(1))
    }

    /// Ordinal sum `self + other` (not commutative: `1 + ω = ω`).
    pub fn add(&self, other: &Ordinal) -> Ordinal {
        let Some((lead, c)) = other.terms.first() else {
            return self.clone();
        };
        // Terms of self below other's leading exponent are absorbed.
        let mut terms: Vec<(Ordinal, BigUint)> = Vec::new();
        for (e, k) in &self.terms {
            match e.cmp(lead) {
                Ordering::Greater => terms.push((e.clone(), k.clone())),
                Ordering::Equal => {
                    terms.push((e.clone(), k + c));
                    terms.extend(other.terms[1..].iter().cloned());
                    return Ordinal { terms };
                }
                Ordering::Less => break,
            }
        }
        terms.extend(other.terms.iter().cloned());
        Ordinal { terms }
    }

    /// The `δ` with `alpha + δ = self`, for `alpha <= self` (left subtraction).
    pub fn sub_left(&self, alpha: &Ordinal) -> Ordinal {
        debug_assert!(alpha <= self);
        for (i, (e, c)) in self.terms.iter().enumerate() {
            match alpha.terms.get(i) {
                Some((ea, ca)) if ea == e && ca == c => continue,
                Some((ea, ca)) if ea == e && ca < c => {
                    let mut terms = vec![(e.clone(), c - ca)];
                    terms.extend(self.terms[i + 1..].iter().cloned());
                    return Ordinal { terms };
                }
                _ => {
                    return Ordinal {
                        terms: self.terms[i..].to_vec(),
                    }
                }
            }
        }
        Ordinal::ZERO
    }

    /// Ordinal product `self · other` (not commutative: `2·ω = ω`, `ω·2 = ω + ω`).
    pub fn mul(&self, other: &Ordinal) -> Ordinal {
        let Some((lead, c)) = self.terms.first() else {
            return Ordinal::ZERO;
        };
        let mut acc = Ordinal::ZERO;
        for (e, k) in &other.terms {
            let part = if e.is_zero() {
                // self · k: the leading coefficient multiplies, the rest follows once.
                let mut terms = self.terms.clone();
                terms[0].1 = c * k;
                Ordinal { terms }
            } else {
                Ordinal::omega_pow_big(lead.add(e), k.clone())
            };
            acc = acc.add(&part);
        }
        acc
    }

    /// Whether this is 1.
    pub fn is_one(&self) -> bool {
        matches!(self.terms.as_slice(), [(e, c)] if e.is_zero() && c.is_one())
    }
}

impl Ord for Ordinal {
    fn cmp(&self, other: &Self) -> Ordering {
        for (a, b) in self.terms.iter().zip(&other.terms) {
            let o = a.0.cmp(&b.0).then(a.1.cmp(&b.1));
            if o != Ordering::Equal {
                return o;
            }
        }
        self.terms.len().cmp(&other.terms.len())
    }
}

impl PartialOrd for Ordinal {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl From<u64> for Ordinal {
    fn from(n: u64) -> Self {
        Ordinal::finite(n)
    }
}

impl PartialEq<u64> for Ordinal {
    fn eq(&self, other: &u64) -> bool {
        self.to_u64() == Some(*other)
    }
}

impl PartialOrd<u64> for Ordinal {
    fn partial_cmp(&self, other: &u64) -> Option<Ordering> {
        Some(self.cmp(&Ordinal::finite(*other)))
    }
}

impl fmt::Display for Ordinal {
    /// `0`, `5`, `omega`, `omega+1`, `omega*2`, `omega^2*3+omega+4`, `omega^omega`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.terms.is_empty() {
            return write!(f, "0");
        }
        for (i, (e, c)) in self.terms.iter().enumerate() {
            if i > 0 {
                write!(f, "+")?;
            }
            if e.is_zero() {
                write!(f, "{c}")?;
                continue;
            }
            write!(f, "omega")?;
            if !e.is_one() {
                if e.terms.len() == 1 && (e.terms[0].0.is_zero() || e.terms[0].1.is_one()) {
                    write!(f, "^{e}")?;
                } else {
                    write!(f, "^({e})")?;
                }
            }
            if !c.is_one() {
                write!(f, "*{c}")?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for Ordinal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w() -> Ordinal {
        Ordinal::omega()
    }

    #[test]
    fn ordinal_arithmetic_is_not_commutative() {
        let one = Ordinal::finite(1);
        assert_eq!(one.add(&w()), w());
        assert_eq!(w().add(&one).to_string(), "omega+1");
        assert_eq!(w().add(&w()).to_string(), "omega*2");
        assert_eq!(Ordinal::finite(2).mul(&w()), w());
        assert_eq!(w().mul(&Ordinal::finite(2)).to_string(), "omega*2");
        assert_eq!(w().mul(&w()).to_string(), "omega^2");
        let a = w().add(&one); // ω+1
        assert_eq!(a.mul(&Ordinal::finite(2)).to_string(), "omega*2+1");
        assert_eq!(a.mul(&w()).to_string(), "omega^2");
        let ww = Ordinal::omega_pow(w(), 1);
        assert_eq!(ww.to_string(), "omega^omega");
        assert_eq!(
            Ordinal::omega_pow(w().add(&one), 1).to_string(),
            "omega^(omega+1)"
        );
    }

    #[test]
    fn left_subtraction() {
        let one = Ordinal::finite(1);
        let w2 = w().mul(&w());
        // ω + (ω² - ω) = ω², with ω² - ω = ω² (left subtraction).
        assert_eq!(w2.sub_left(&w()), w2);
        let a = w().mul(&Ordinal::finite(3)).add(&one); // ω·3 + 1
        assert_eq!(a.sub_left(&w()).to_string(), "omega*2+1");
        assert_eq!(a.sub_left(&a), Ordinal::ZERO);
        assert_eq!(Ordinal::finite(7).sub_left(&Ordinal::finite(3)), 4u64);
    }

    #[test]
    fn order() {
        let one = Ordinal::finite(1);
        assert!(Ordinal::finite(1000) < w());
        assert!(w() < w().add(&one));
        assert!(w().mul(&Ordinal::finite(5)) < w().mul(&w()));
        assert!(Ordinal::finite(3) == 3u64);
        assert!(w() > 7u64);
    }

    #[test]
    fn coefficients_never_wrap() {
        let big = Ordinal::finite(u64::MAX).succ();
        assert_eq!(big.to_string(), "18446744073709551616");
        assert_eq!(big.to_u64(), None);
        let w_big = w().mul(&big);
        assert_eq!(w_big.to_string(), "omega*18446744073709551616");
        assert_eq!(
            w_big.mul(&Ordinal::finite(4)).to_string(),
            "omega*73786976294838206464"
        );
        assert!(w_big > w().mul(&Ordinal::finite(u64::MAX)));
    }
}
