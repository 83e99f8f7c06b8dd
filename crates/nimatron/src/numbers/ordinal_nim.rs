//! Nim arithmetic on ordinals (Conway, *On Numbers and Games* ch. 6; Lenstra,
//! "On the algebraic closure of two", 1977; DiMuro, "On On_p", 2011): nim
//! addition for every ordinal, nim multiplication for ordinals below
//! `ω^(ω^53)` (the field `ω^(ω^ω)` up to the primes whose constants are known
//! here).
//!
//! Nim addition is the exclusive or of the binary expansions: term by term
//! of the Cantor normal forms, coefficients xor-ed (`ω^e·c` is the sum of the
//! bits `2^(ω·e + i)`).
//!
//! Multiplication. Below `ω^(ω^ω)` the ordinals are a tower of field
//! extensions. Number the odd primes `p_0 = 3, p_1 = 5, ...`; for each `k`
//! let `κ_k = ω^(ω^k)`. Then `κ_k` is a `p_k`-th root of an element `α_k`
//! of the field of smaller ordinals (Lenstra: `α_k = κ_{Q} + m`, a sum of the
//! `κ_q` for the prime powers `q` of the set `Q(p_k)`, plus a natural number
//! `m`, the "excess"), and `ω^(ω^k·p^j)` is a `p^j`-th root of `κ_k`. So the
//! ordinal `ω^β·c` with `β = Σ ω^k·m_k` and `m_k = Σ_j d_kj·p_k^j` (base-`p_k`
//! digits) is the nim product of `c` and of the powers `ω^(ω^k·p_k^j)` to the
//! `d_kj`; multiplying adds the digits, a carry out of digit `j >= 1` goes
//! down to digit `j - 1` (`(ω^(ω^k·p^j))^p = ω^(ω^k·p^(j-1))`) and a carry out
//! of digit 0 multiplies by `α_k`. The finite coefficients multiply in the
//! field of order `2^64` ([`nim_mul`]). The constants `Q(p)` and `m(p)` for
//! the primes up to 257 are Lenstra's (as tabulated by DiMuro and in CGSuite).

use super::nimber::nim_mul;
use super::{Ordinal, Rational, Surreal};
use num_bigint::BigUint;
use num_traits::ToPrimitive;
use std::collections::BTreeMap;

/// The odd primes with known constants: `p_k` for `k = 0..53`.
const PRIMES: [u64; 54] = [
    3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97,
    101, 103, 107, 109, 113, 127, 131, 137, 139, 149, 151, 157, 163, 167, 173, 179, 181, 191, 193,
    197, 199, 211, 223, 227, 229, 233, 239, 241, 251, 257,
];

/// Lenstra's `Q(p_k)`: prime powers `q` with `α_k = Σ κ_q + m`.
const Q_SETS: [&[u64]; 54] = [
    &[2],
    &[4],
    &[3],
    &[5],
    &[4, 3],
    &[8],
    &[9],
    &[11],
    &[4, 7],
    &[5],
    &[4, 9],
    &[5],
    &[7],
    &[23],
    &[13],
    &[29],
    &[3, 5],
    &[3, 11],
    &[5, 7],
    &[9],
    &[13],
    &[41],
    &[11],
    &[16, 3],
    &[25],
    &[3, 17],
    &[53],
    &[4, 9],
    &[4, 7],
    &[7],
    &[5, 13],
    &[17],
    &[3, 23],
    &[37],
    &[3, 5],
    &[13],
    &[81],
    &[83],
    &[4, 43],
    &[89],
    &[9, 5],
    &[5, 19],
    &[32, 3],
    &[4, 49],
    &[9, 11],
    &[5, 7],
    &[37],
    &[113],
    &[19],
    &[29],
    &[7, 17],
    &[8, 3],
    &[25],
    &[16],
];

/// Lenstra's excess `m(p_k)`.
const EXCESS: [u64; 54] = [
    0, 0, 1, 1, 0, 0, 4, 1, 0, 1, 0, 1, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 1, 0, 1, 0, 1, 0, 0, 1, 0, 1,
    0, 1, 0, 1, 4, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 1, 0,
];

/// How many odd primes nim multiplication covers: ordinals below `ω^(ω^54)`.
pub const NIM_PRIMES: usize = PRIMES.len();

/// Why nim arithmetic on an ordinal is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OrdinalNimError {
    /// Beyond the ordinals whose products are known here.
    #[error("nim multiplication is defined here for ordinals below omega^(omega^{NIM_PRIMES}) with finite coefficients below 2^64")]
    OutOfRange,
    /// A product with more terms than this computation keeps, or more work.
    #[error("a nim product of more than {MAX_TERMS} terms, or of more than {MAX_WORK} products of terms")]
    TooLarge,
}

/// The most terms a product may have.
const MAX_TERMS: usize = 10_000;

/// The most products of two terms one operation (a product, a power) makes.
const MAX_WORK: u64 = 1 << 17;

/// The exponent `β = Σ ω^k·m_k` of a monomial, as `m_0, m_1, ...` (no
/// trailing zeros).
type Key = Vec<u64>;

/// An element of the field below `ω^(ω^ω)`: monomials `ω^β` with nimber
/// coefficients (nim sums of distinct monomials).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Poly(BTreeMap<Key, u64>);

impl Poly {
    fn add_term(&mut self, key: Key, c: u64) {
        use std::collections::btree_map::Entry;
        if c == 0 {
            return;
        }
        match self.0.entry(key) {
            Entry::Vacant(v) => {
                v.insert(c);
            }
            Entry::Occupied(mut o) => {
                *o.get_mut() ^= c;
                if *o.get() == 0 {
                    o.remove();
                }
            }
        }
    }

    fn add(&mut self, other: &Poly) {
        for (k, &c) in &other.0 {
            self.add_term(k.clone(), c);
        }
    }

    /// The product; `work` counts down the products of terms left.
    fn mul(&self, other: &Poly, work: &mut u64) -> Result<Poly, OrdinalNimError> {
        let pairs = (self.0.len() as u64).saturating_mul(other.0.len() as u64);
        if pairs > *work {
            return Err(OrdinalNimError::TooLarge);
        }
        *work -= pairs;
        let mut out = Poly::default();
        for (a, &c) in &self.0 {
            for (b, &d) in &other.0 {
                out.add(&mono_mul(a, b, nim_mul(c, d), work)?);
                if out.0.len() > MAX_TERMS {
                    return Err(OrdinalNimError::TooLarge);
                }
            }
        }
        Ok(out)
    }
}

fn trim(mut k: Key) -> Key {
    while k.last() == Some(&0) {
        k.pop();
    }
    k
}

/// `α_k` as a polynomial.
fn alpha(k: usize) -> Poly {
    let mut p = Poly::default();
    let mut finite = EXCESS[k];
    for &q in Q_SETS[k] {
        if q.is_multiple_of(2) {
            // κ_{2^n} = 2^(2^(n-1)) = 2^(q/2).
            finite += 1u64 << (q / 2);
        } else {
            p.add_term(kappa_key(q), 1);
        }
    }
    p.add_term(Vec::new(), finite);
    p
}

/// The exponent of `κ_q = ω^(ω^i · p^(n-1))` for an odd prime power `q = p^n`,
/// `p = p_i`.
fn kappa_key(q: u64) -> Key {
    let (i, p) = PRIMES
        .iter()
        .enumerate()
        .find(|(_, &p)| q.is_multiple_of(p))
        .map(|(i, &p)| (i, p))
        .expect("an odd prime of the table");
    let mut key = vec![0; i + 1];
    key[i] = q / p;
    key
}

/// `ω^a · ω^b · c` (nim product), as a polynomial.
fn mono_mul(a: &Key, b: &Key, c: u64, work: &mut u64) -> Result<Poly, OrdinalNimError> {
    let n = a.len().max(b.len());
    let mut key = vec![0u64; n];
    let mut carries = Vec::new();
    for (k, slot) in key.iter_mut().enumerate() {
        let (x, y) = (
            a.get(k).copied().unwrap_or(0),
            b.get(k).copied().unwrap_or(0),
        );
        let (sum, carry) = add_digits(x, y, PRIMES[k]);
        *slot = sum;
        if carry {
            carries.push(k);
        }
    }
    let mut out = Poly::default();
    out.add_term(trim(key), c);
    for k in carries {
        out = out.mul(&alpha(k), work)?;
    }
    Ok(out)
}

/// `x + y` digit by digit in base `p`, carries going down a digit; whether a
/// carry left digit 0.
fn add_digits(x: u64, y: u64, p: u64) -> (u64, bool) {
    let (mut dx, mut dy) = (digits(x, p), digits(y, p));
    let n = dx.len().max(dy.len());
    dx.resize(n, 0);
    dy.resize(n, 0);
    let mut s: Vec<u64> = dx.iter().zip(&dy).map(|(a, b)| a + b).collect();
    let mut out_carry = false;
    for j in (0..n).rev() {
        if s[j] >= p {
            s[j] -= p;
            if j == 0 {
                out_carry = true;
            } else {
                s[j - 1] += 1;
            }
        }
    }
    // Digits below p, so the value fits again.
    let v = s.iter().rev().fold(0u64, |acc, &d| acc * p + d);
    (v, out_carry)
}

fn digits(mut x: u64, p: u64) -> Vec<u64> {
    let mut d = Vec::new();
    while x > 0 {
        d.push(x % p);
        x /= p;
    }
    d
}

/// The polynomial of an ordinal below `ω^(ω^54)` with coefficients below `2^64`.
fn to_poly(o: &Ordinal) -> Result<Poly, OrdinalNimError> {
    let mut p = Poly::default();
    for (e, c) in o.terms() {
        let c = c.to_u64().ok_or(OrdinalNimError::OutOfRange)?;
        let mut key = Vec::new();
        for (ee, m) in e.terms() {
            let k = ee.to_u64().ok_or(OrdinalNimError::OutOfRange)? as usize;
            if k >= NIM_PRIMES {
                return Err(OrdinalNimError::OutOfRange);
            }
            if key.len() <= k {
                key.resize(k + 1, 0);
            }
            key[k] = m.to_u64().ok_or(OrdinalNimError::OutOfRange)?;
        }
        p.add_term(key, c);
    }
    Ok(p)
}

fn from_poly(p: &Poly) -> Ordinal {
    let mut terms: Vec<(Ordinal, u64)> =
        p.0.iter()
            .map(|(key, &c)| {
                let e = key
                    .iter()
                    .enumerate()
                    .rev()
                    .fold(Ordinal::ZERO, |acc, (k, &m)| {
                        acc.add(&Ordinal::omega_pow(Ordinal::finite(k as u64), m))
                    });
                (e, c)
            })
            .collect();
    terms.sort_by(|a, b| b.0.cmp(&a.0));
    terms.into_iter().fold(Ordinal::ZERO, |acc, (e, c)| {
        acc.add(&Ordinal::omega_pow(e, c))
    })
}

/// The nim sum `a ⊕ b` of two ordinals (any size).
pub fn ordinal_nim_add(a: &Ordinal, b: &Ordinal) -> Ordinal {
    let mut terms: Vec<(Ordinal, BigUint)> = Vec::new();
    let (x, y) = (a.terms(), b.terms());
    let (mut i, mut j) = (0, 0);
    while i < x.len() || j < y.len() {
        let ord = match (x.get(i), y.get(j)) {
            (Some(p), Some(q)) => p.0.cmp(&q.0),
            (Some(_), None) => std::cmp::Ordering::Greater,
            _ => std::cmp::Ordering::Less,
        };
        match ord {
            std::cmp::Ordering::Greater => {
                terms.push(x[i].clone());
                i += 1;
            }
            std::cmp::Ordering::Less => {
                terms.push(y[j].clone());
                j += 1;
            }
            std::cmp::Ordering::Equal => {
                terms.push((x[i].0.clone(), &x[i].1 ^ &y[j].1));
                i += 1;
                j += 1;
            }
        }
    }
    terms.into_iter().fold(Ordinal::ZERO, |acc, (e, c)| {
        acc.add(&Ordinal::omega_pow_big(e, c))
    })
}

/// The nim product `a ⊗ b` of two ordinals below `ω^(ω^54)` (finite
/// coefficients below `2^64`): `ω ⊗ ω = ω^2`, `ω^3` is `2` (`ω` is a cube
/// root of 2), `(ω^(ω^2))^7 = ω + 1`.
pub fn ordinal_nim_mul(a: &Ordinal, b: &Ordinal) -> Result<Ordinal, OrdinalNimError> {
    let (p, q) = (to_poly(a)?, to_poly(b)?);
    Ok(from_poly(&p.mul(&q, &mut { MAX_WORK })?))
}

/// The nim power `a^n` (repeated squaring).
pub fn ordinal_nim_pow(a: &Ordinal, mut n: u64) -> Result<Ordinal, OrdinalNimError> {
    let mut base = to_poly(a)?;
    let mut acc = Poly::default();
    acc.add_term(Vec::new(), 1);
    let mut work = MAX_WORK;
    while n > 0 {
        if n & 1 == 1 {
            acc = acc.mul(&base, &mut work)?;
        }
        n >>= 1;
        if n > 0 {
            base = base.mul(&base, &mut work)?;
        }
    }
    Ok(from_poly(&acc))
}

/// The ordinal a surreal number is, if it is one (`omega + 5`, `omega^omega`):
/// natural coefficients and ordinal exponents.
pub fn surreal_to_ordinal(x: &Surreal) -> Option<Ordinal> {
    let mut acc = Ordinal::ZERO;
    for (e, c) in x.terms() {
        let n = c.to_bigint().and_then(|n| n.to_biguint())?;
        if !c.is_integer() || c.signum() <= 0 {
            return None;
        }
        acc = acc.add(&Ordinal::omega_pow_big(surreal_to_ordinal(e)?, n));
    }
    Some(acc)
}

/// The surreal number of an ordinal (the ordinal `ω·2` is the surreal `2ω`).
pub fn ordinal_to_surreal(o: &Ordinal) -> Surreal {
    o.terms().iter().fold(Surreal::ZERO, |acc, (e, c)| {
        acc.add(&Surreal::monomial(
            ordinal_to_surreal(e),
            Rational::from_bigint(c.clone().into()),
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(e: u64, c: u64) -> Ordinal {
        Ordinal::omega_pow(Ordinal::finite(e), c)
    }

    #[test]
    fn conway_and_lenstra_values() {
        let omega = Ordinal::omega();
        // ω³ = 2 (ONAG ch. 6): ω is a cube root of 2.
        assert_eq!(ordinal_nim_pow(&omega, 3).unwrap(), Ordinal::finite(2));
        assert_eq!(ordinal_nim_mul(&omega, &omega).unwrap(), w(2, 1));
        assert_eq!(ordinal_nim_mul(&w(3, 1), &w(6, 1)).unwrap(), omega);
        // (ω^ω)^5 = 4, (ω^(ω²))^7 = ω + 1.
        let ww = Ordinal::omega_pow(Ordinal::omega(), 1);
        assert_eq!(ordinal_nim_pow(&ww, 5).unwrap(), Ordinal::finite(4));
        let ww2 = Ordinal::omega_pow(w(2, 1), 1);
        assert_eq!(
            ordinal_nim_pow(&ww2, 7).unwrap(),
            omega.add(&Ordinal::finite(1))
        );
        // Finite ordinals multiply as nimbers.
        assert_eq!(
            ordinal_nim_mul(&Ordinal::finite(8), &Ordinal::finite(16)).unwrap(),
            Ordinal::finite(nim_mul(8, 16))
        );
    }
}
