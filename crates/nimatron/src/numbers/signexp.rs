//! Sign expansions (Hackenbush stalks) of surreal numbers, and birthdays.
//!
//! A sign expansion is the path from 0 down the tree of surreal numbers: `L`
//! (a blue edge, `+`) and `R` (a red edge, `-`). Dyadics have finite ones,
//! other rationals eventually periodic ones of length ω (2/3 = `(LR)`), and
//! numbers in Conway normal form follow Gonshor's theorems: ω^y from the
//! expansion of y, the coefficient's signs each repeated ω^(pluses of y) times,
//! and the terms of a sum concatenated with reduced exponents. The birthday of
//! a number is the (ordinal) length of its expansion.
//!
//! [`from_stalk`] goes the other way, by walking the tree, for stalks of these
//! shapes: finite, finite with a periodic ending (`L(RL)` = 2/3, `L(R)` = 1/ω),
//! `(L)` or `L^omega` blocks at the start (the ω scale: `(L)(R)` = ω/2), and
//! one ω-block after a finite start (the 1/ω scale: `LR(L)R` = 1 - 2/ω).

use super::{Ordinal, Rational, Surreal, SurrealError};
use num_bigint::BigInt;
use num_traits::{One, ToPrimitive, Zero};
use std::fmt;

/// One piece of a sign expansion.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Run {
    /// `len` copies of one sign (`plus`: `L`).
    Signs {
        /// `true` for `L` (plus, blue), `false` for `R` (minus, red).
        plus: bool,
        /// How many copies (an ordinal, possibly infinite).
        len: Ordinal,
    },
    /// A pattern repeated ω times, each of its signs repeated `unit` times (the
    /// ending of a non-dyadic rational, scaled in a coefficient).
    Periodic {
        /// The repeated signs (`true` for `L`).
        pattern: Vec<bool>,
        /// How many times each sign of the pattern is repeated.
        unit: Ordinal,
    },
}

/// A sign expansion, as runs (adjacent runs of one sign are merged).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct SignExp {
    runs: Vec<Run>,
}

impl SignExp {
    /// The runs, from the ground up.
    pub fn runs(&self) -> &[Run] {
        &self.runs
    }

    /// The length: the birthday of the number.
    pub fn len(&self) -> Ordinal {
        self.runs.iter().fold(Ordinal::ZERO, |acc, r| match r {
            Run::Signs { len, .. } => acc.add(len),
            // unit·(k·ω) = unit·ω.
            Run::Periodic { unit, .. } => acc.add(&unit.mul(&Ordinal::omega())),
        })
    }

    /// Whether the expansion is empty (the number 0).
    pub fn is_empty(&self) -> bool {
        self.runs.is_empty()
    }

    fn push(&mut self, run: Run) {
        if let Run::Signs { len, .. } = &run {
            if len.is_zero() {
                return;
            }
        }
        if let (Some(Run::Signs { plus: p0, len: l0 }), Run::Signs { plus, len }) =
            (self.runs.last_mut(), &run)
        {
            if p0 == plus {
                *l0 = l0.add(len);
                return;
            }
        }
        self.runs.push(run);
    }

    fn extend(&mut self, other: SignExp) {
        for r in other.runs {
            self.push(r);
        }
    }

    fn flipped(&self) -> SignExp {
        SignExp {
            runs: self
                .runs
                .iter()
                .map(|r| match r {
                    Run::Signs { plus, len } => Run::Signs {
                        plus: !plus,
                        len: len.clone(),
                    },
                    Run::Periodic { pattern, unit } => Run::Periodic {
                        pattern: pattern.iter().map(|b| !b).collect(),
                        unit: unit.clone(),
                    },
                })
                .collect(),
        }
    }

    /// Every sign repeated `unit` times.
    fn scaled(&self, unit: &Ordinal) -> SignExp {
        let mut out = SignExp::default();
        for r in &self.runs {
            out.push(match r {
                Run::Signs { plus, len } => Run::Signs {
                    plus: *plus,
                    len: unit.mul(len),
                },
                Run::Periodic { pattern, unit: u } => Run::Periodic {
                    pattern: pattern.clone(),
                    unit: unit.mul(u),
                },
            });
        }
        out
    }

    /// Without its first sign.
    fn without_first(&self) -> SignExp {
        let mut out = SignExp::default();
        let mut runs = self.runs.iter();
        if let Some(first) = runs.next() {
            match first {
                Run::Signs { plus, len } => out.push(Run::Signs {
                    plus: *plus,
                    len: len.sub_left(&Ordinal::finite(1)),
                }),
                Run::Periodic { .. } => unreachable!("expansions start with a finite run"),
            }
        }
        for r in runs {
            out.push(r.clone());
        }
        out
    }

    fn finite_runs(&self) -> Option<Vec<(bool, Ordinal)>> {
        self.runs
            .iter()
            .map(|r| match r {
                Run::Signs { plus, len } => Some((*plus, len.clone())),
                Run::Periodic { .. } => None,
            })
            .collect()
    }
}

/// Most binary digits in the period of a non-dyadic rational's expansion
/// (the period of 1/q can be as long as q); longer ones are refused.
pub const MAX_PERIOD: usize = 1 << 20;

/// The sign expansion of a rational: `n+1` pluses, a minus, then the binary
/// digits of the fraction (the last 1 of a dyadic left out); mirrored below 0.
///
/// Dyadics read their digits straight from the numerator (linear in its
/// size); other rationals find their period by long division, refused with
/// [`SurrealError::TooLarge`] past [`MAX_PERIOD`] digits.
pub fn of_rational(r: &Rational) -> Result<SignExp, SurrealError> {
    if r.signum() < 0 {
        return Ok(of_rational(&-r)?.flipped());
    }
    let n = r.floor();
    let f = r - &n;
    let n = n
        .to_bigint()
        .and_then(|n| n.to_biguint())
        .expect("a natural number");
    let mut se = SignExp::default();
    if f.is_zero() {
        se.push(Run::Signs {
            plus: true,
            len: Ordinal::finite_big(n),
        });
        return Ok(se);
    }
    se.push(Run::Signs {
        plus: true,
        len: Ordinal::finite_big(n + 1u32),
    });
    se.push(Run::Signs {
        plus: false,
        len: Ordinal::finite(1),
    });
    let (p, q) = (f.numerator(), f.denominator());
    if f.is_dyadic() {
        // f = p/2^k with p odd: its k binary digits, the last (a 1) left out.
        let k = q.bits() - 1;
        let p = p.to_biguint().expect("positive");
        for i in (1..k).rev() {
            se.push(Run::Signs {
                plus: p.bit(i),
                len: Ordinal::finite(1),
            });
        }
        return Ok(se);
    }
    // q = 2^a · m with m odd > 1: a digits of preperiod, then the period of
    // the remainder modulo m, which returns to where it started.
    let a = q.trailing_zeros().unwrap_or(0);
    let m: BigInt = &q >> a;
    let mut digits: Vec<bool> = Vec::new();
    let mut p = p;
    for _ in 0..a {
        p <<= 1;
        let bit = p >= q;
        if bit {
            p -= &q;
        }
        digits.push(bit);
    }
    // Now the fraction is p/q = p'/m with p' = p / 2^a (exact: p < q).
    let start: BigInt = &p >> a;
    let mut rem = start.clone();
    let mut pattern: Vec<bool> = Vec::new();
    loop {
        if pattern.len() >= MAX_PERIOD {
            return Err(SurrealError::TooLarge(format!(
                "the sign expansion of {r} has a period of more than {MAX_PERIOD} signs"
            )));
        }
        rem <<= 1;
        let bit = rem >= m;
        if bit {
            rem -= &m;
        }
        pattern.push(bit);
        if rem == start {
            break;
        }
    }
    // Shortest form: fold the preperiod's ending into the period (the minus
    // after the integer part may fold in too).
    let mut pre = digits;
    pre.insert(0, false);
    while pre.last().is_some() && pre.last() == pattern.last() {
        pre.pop();
        pattern.rotate_right(1);
    }
    se.runs.pop(); // the minus, now in `pre` (or folded into the period)
    for d in pre {
        se.push(Run::Signs {
            plus: d,
            len: Ordinal::finite(1),
        });
    }
    se.runs.push(Run::Periodic {
        pattern,
        unit: Ordinal::finite(1),
    });
    Ok(se)
}

fn pluses(runs: &[(bool, Ordinal)]) -> Ordinal {
    runs.iter()
        .filter(|r| r.0)
        .fold(Ordinal::ZERO, |acc, r| acc.add(&r.1))
}

/// Gonshor's ω^y from the sign expansion of y: a plus, then each sign of y
/// repeated ω^(pluses before it + 1) times: a plus-run of length λ after p
/// pluses gives ω^(p+λ) pluses, a minus-run ω^(p+1)·λ minuses.
fn of_omega_pow(y: &[(bool, Ordinal)]) -> SignExp {
    let mut se = SignExp::default();
    se.push(Run::Signs {
        plus: true,
        len: Ordinal::finite(1),
    });
    let mut p = Ordinal::ZERO;
    for (plus, len) in y {
        if *plus {
            se.push(Run::Signs {
                plus: true,
                len: Ordinal::omega_pow(p.add(len), 1),
            });
            p = p.add(len);
        } else {
            se.push(Run::Signs {
                plus: false,
                len: Ordinal::omega_pow(p.succ(), 1).mul(len),
            });
        }
    }
    se
}

/// The reduced exponent of a later term (Gonshor): the prefix it shares with
/// the previous exponent keeps only its pluses. After a non-dyadic coefficient,
/// when the previous exponent is a proper prefix, the next minus goes too.
fn reduce(
    prev: &[(bool, Ordinal)],
    cur: &[(bool, Ordinal)],
    prev_dyadic: bool,
) -> Vec<(bool, Ordinal)> {
    let mut common: Vec<(bool, Ordinal)> = Vec::new();
    let mut rest: Vec<(bool, Ordinal)> = Vec::new();
    let mut i = 0;
    let mut prev_is_prefix = false;
    loop {
        match (prev.get(i), cur.get(i)) {
            (Some(a), Some(b)) if a == b => {
                common.push(a.clone());
                i += 1;
            }
            (Some(a), Some(b)) if a.0 == b.0 => {
                let m = a.1.clone().min(b.1.clone());
                common.push((a.0, m.clone()));
                if b.1 > m {
                    rest.push((b.0, b.1.sub_left(&m)));
                    prev_is_prefix = i + 1 == prev.len();
                }
                rest.extend(cur[i + 1..].iter().cloned());
                break;
            }
            (None, Some(_)) => {
                prev_is_prefix = true;
                rest.extend(cur[i..].iter().cloned());
                break;
            }
            _ => {
                rest.extend(cur[i..].iter().cloned());
                break;
            }
        }
    }
    if prev_is_prefix && !prev_dyadic {
        if let Some(first) = rest.first_mut() {
            if !first.0 {
                first.1 = first.1.sub_left(&Ordinal::finite(1));
                if first.1.is_zero() {
                    rest.remove(0);
                }
            }
        }
    }
    let mut out = vec![(true, pluses(&common))];
    out.retain(|r| !r.1.is_zero());
    for r in rest {
        match out.last_mut() {
            Some(last) if last.0 == r.0 => last.1 = last.1.add(&r.1),
            _ => out.push(r),
        }
    }
    out
}

/// The sign expansion of a surreal number in Conway normal form.
pub fn of_surreal(x: &Surreal) -> Result<SignExp, SurrealError> {
    let mut se = SignExp::default();
    let mut prev: Option<(Vec<(bool, Ordinal)>, bool)> = None;
    for (e, c) in x.terms() {
        let ye = of_surreal(e)?;
        let y = ye.finite_runs().ok_or_else(|| {
            SurrealError::Unsupported(format!(
                "the sign expansion of ω^({e}) (an exponent with an infinite periodic expansion) is not supported"
            ))
        })?;
        let reduced = match &prev {
            None => y.clone(),
            Some((p, dy)) => reduce(p, &y, *dy),
        };
        let mut term = of_omega_pow(&reduced);
        let unit = Ordinal::omega_pow(pluses(&y), 1);
        term.extend(of_rational(&c.abs())?.without_first().scaled(&unit));
        if c.signum() < 0 {
            term = term.flipped();
        }
        se.extend(term);
        prev = Some((y, c.is_dyadic()));
    }
    Ok(se)
}

/// The birthday of a surreal number: the length of its sign expansion.
pub fn birthday(x: &Surreal) -> Result<Ordinal, SurrealError> {
    Ok(of_surreal(x)?.len())
}

impl fmt::Display for SignExp {
    /// Stalk notation: `LRR`, `L^omega`, `R^(omega*2)`, `(LR)` for a pattern
    /// repeated ω times; the empty expansion (0) is `""`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = |p: bool| if p { 'L' } else { 'R' };
        let power = |f: &mut fmt::Formatter<'_>, len: &Ordinal| -> fmt::Result {
            if *len == Ordinal::omega() || len.to_biguint().is_some() {
                write!(f, "^{len}")
            } else {
                write!(f, "^({len})")
            }
        };
        let mut pieces: Vec<String> = Vec::new();
        for r in &self.runs {
            match r {
                // One piece per Cantor-normal-form term: `L^omega L` for ω+1.
                Run::Signs { plus, len } => {
                    for (e, c) in len.terms() {
                        let small = c.to_u64().filter(|&c| c <= 12);
                        if let (true, Some(c)) = (e.is_zero(), small) {
                            pieces.push(letter(*plus).to_string().repeat(c as usize));
                        } else {
                            let term = Ordinal::omega_pow_big(e.clone(), c.clone());
                            pieces.push(format!("{}^", letter(*plus)));
                            let last = pieces.last_mut().expect("just pushed");
                            last.pop();
                            last.push_str(&PowerText(&term, &power).to_string());
                        }
                    }
                }
                Run::Periodic { pattern, unit } => {
                    let mut t = String::from("(");
                    for (i, p) in pattern.iter().enumerate() {
                        if *unit != 1 && i > 0 {
                            t.push(' ');
                        }
                        t.push(letter(*p));
                        if *unit != 1 {
                            t.push_str(&PowerText(unit, &power).to_string());
                        }
                    }
                    t.push(')');
                    pieces.push(t);
                }
            }
        }
        // Letters run together; a piece with a power is set off by spaces.
        let mut out = String::new();
        for (i, p) in pieces.iter().enumerate() {
            let prev_power = i > 0 && pieces[i - 1].contains('^');
            if i > 0 && (p.contains('^') || prev_power) {
                out.push(' ');
            }
            out.push_str(p);
        }
        f.write_str(&out)
    }
}

/// Formats `^len` with the closure given.
struct PowerText<'a, F>(&'a Ordinal, &'a F);

impl<F> fmt::Display for PowerText<'_, F>
where
    F: Fn(&mut fmt::Formatter<'_>, &Ordinal) -> fmt::Result,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (self.1)(f, self.0)
    }
}

// ---------------------------------------------------------------------------
// From a stalk to its value.

/// A stalk that could not be read, with the byte offset of the problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StalkError {
    /// What is wrong.
    pub message: String,
    /// Where (byte offset into the text).
    pub at: usize,
}

#[derive(Clone, Debug)]
enum Item {
    /// A finite run of one sign (`L`, `R^5`), at least one.
    Signs(bool, usize),
    /// ω copies of a sign.
    Omega(bool),
    /// A pattern with both signs, repeated ω times (must end the stalk).
    Periodic(Vec<bool>),
}

/// The most finite signs a stalk may have (its value's denominator has as
/// many bits).
const MAX_SIGNS: usize = 1 << 20;

fn parse_stalk(text: &str) -> Result<Vec<(Item, usize)>, StalkError> {
    let err = |message: &str, at: usize| StalkError {
        message: message.to_string(),
        at,
    };
    let sign = |c: char| match c {
        'L' | 'l' | 'B' | 'b' | '+' => Some(true),
        'R' | 'r' | '-' => Some(false),
        _ => None,
    };
    let bytes: Vec<(usize, char)> = text.char_indices().collect();
    let mut items = Vec::new();
    // Finite signs so far: each halves a dyadic's step, so the value's size
    // grows with their number.
    let mut signs = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        let (at, c) = bytes[i];
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        if c == '(' {
            let close = bytes[i..]
                .iter()
                .position(|&(_, d)| d == ')')
                .ok_or_else(|| err("unclosed `(`", at))?;
            let mut pat = Vec::new();
            for &(a, d) in &bytes[i + 1..i + close] {
                if d.is_whitespace() {
                    continue;
                }
                pat.push(sign(d).ok_or_else(|| err("expected L or R inside `( )`", a))?);
            }
            if pat.is_empty() {
                return Err(err("empty `( )`", at));
            }
            if pat.iter().all(|&p| p == pat[0]) {
                items.push((Item::Omega(pat[0]), at));
            } else {
                items.push((Item::Periodic(pat), at));
            }
            i += close + 1;
            continue;
        }
        let s = sign(c).ok_or_else(|| err("expected L (blue, +), R (red, -) or `(`", at))?;
        let rest = &text[at + c.len_utf8()..];
        if let Some(r) = rest.strip_prefix("^omega") {
            items.push((Item::Omega(s), at));
            i += 1 + (rest.len() - r.len());
        } else if let Some(r) = rest.strip_prefix("^(omega*") {
            let k: String = r.chars().take_while(|d| d.is_ascii_digit()).collect();
            let n: usize = k.parse().map_err(|_| err("expected L^(omega*k)", at))?;
            if !r[k.len()..].starts_with(')') || n > 64 {
                return Err(err("expected L^(omega*k) with k <= 64", at));
            }
            for _ in 0..n {
                items.push((Item::Omega(s), at));
            }
            i += 1 + "^(omega*".len() + k.len() + 1;
        } else if let Some(r) = rest.strip_prefix('^') {
            let k: String = r.chars().take_while(|d| d.is_ascii_digit()).collect();
            let n: usize = k
                .parse()
                .ok()
                .filter(|&n| n <= MAX_SIGNS)
                .ok_or_else(|| err("expected a count (at most 2^20) or omega after `^`", at))?;
            signs += n;
            if n > 0 {
                items.push((Item::Signs(s, n), at));
            }
            i += 2 + k.len();
        } else {
            signs += 1;
            items.push((Item::Signs(s, 1), at));
            i += 1;
        }
        if signs > MAX_SIGNS {
            return Err(err("a stalk has at most 2^20 finite signs in all", at));
        }
    }
    Ok(items)
}

/// A walk down the dyadic part of the tree: the current value and its bounds.
#[derive(Clone, Debug, Default)]
struct Walk {
    x: Rational,
    lo: Option<Rational>,
    hi: Option<Rational>,
}

impl Walk {
    fn step(&mut self, plus: bool) {
        if plus {
            self.lo = Some(self.x.clone());
        } else {
            self.hi = Some(self.x.clone());
        }
        self.x = Rational::simplest_between(self.lo.as_ref(), self.hi.as_ref());
    }

    /// `n` steps of one sign, in time independent of `n`: while the side
    /// moved towards is unbounded the value is an integer and moves by 1 a
    /// step; once both bounds are set each step halves the distance to the
    /// bound moved towards (the simplest number of a dyadic interval of width
    /// 2^-k is its midpoint).
    fn run(&mut self, plus: bool, n: usize) {
        if n == 0 {
            return;
        }
        let open = if plus {
            self.hi.is_none()
        } else {
            self.lo.is_none()
        };
        if open {
            let m = Rational::from_i64(n as i64);
            let one = Rational::from_i64(1);
            let (end, behind) = if plus {
                (&self.x + &m, &(&self.x + &m) - &one)
            } else {
                (&self.x - &m, &(&self.x - &m) + &one)
            };
            *(if plus { &mut self.lo } else { &mut self.hi }) = Some(behind);
            self.x = end;
            return;
        }
        self.step(plus);
        if n == 1 {
            return;
        }
        // Both bounds set: after m more steps towards `to`, the value is
        // to - d/2^m and the bound behind is to - d/2^(m-1), d = to - x.
        let m = (n - 1) as i64;
        let to = if plus {
            self.hi.clone()
        } else {
            self.lo.clone()
        }
        .expect("bounded");
        let d = &to - &self.x;
        let x = &to - &d.shl(-m);
        let behind = &to - &d.shl(1 - m);
        *(if plus { &mut self.lo } else { &mut self.hi }) = Some(behind);
        self.x = x;
    }

    /// The limit of a pattern (both signs in it) repeated forever.
    fn periodic_limit(mut self, pat: &[bool]) -> Rational {
        while self.lo.is_none() || self.hi.is_none() {
            for &p in pat {
                self.step(p);
            }
        }
        // In the bounded part each sign halves the interval around the value, so
        // the limit is lo + width·t where t = 0.(pattern) in binary.
        let (lo, hi) = (self.lo.unwrap(), self.hi.unwrap());
        let mut b = BigInt::zero();
        for &p in pat {
            b = (b << 1) + if p { BigInt::one() } else { BigInt::zero() };
        }
        let den = (BigInt::one() << pat.len()) - 1;
        let t = Rational::from_ratio(&b, &den).expect("nonzero");
        &lo + &(&(&hi - &lo) * &t)
    }
}

/// The value of a stalk written in sign-expansion notation (see the module
/// documentation for the shapes read).
pub fn from_stalk(text: &str) -> Result<Surreal, StalkError> {
    let items = parse_stalk(text)?;
    let unsupported = |at: usize| {
        StalkError {
        message: "stalks of this shape are not evaluated: use finite signs, one periodic ending `(..)`, `(L)`/`(R)` blocks at the start, or one such block after a finite start".to_string(),
        at,
    }
    };
    let mut it = items.into_iter().peekable();
    // The ω scale: (L)/(R) blocks at the very start.
    if let Some((Item::Omega(first), _)) = it.peek().cloned() {
        it.next();
        let mut y = Walk::default();
        y.step(true);
        while let Some((Item::Omega(s), _)) = it.peek().cloned() {
            it.next();
            y.step(s == first);
        }
        let z = finite_part(&mut it, &unsupported)?;
        let wy = Surreal::omega().scale(&y.x);
        let wy = if first { wy } else { wy.neg() };
        return Ok(wy.add(&Surreal::from_rational(z)));
    }
    let mut w = Walk::default();
    while let Some((item, at)) = it.next() {
        match item {
            Item::Signs(s, n) => w.run(s, n),
            Item::Periodic(pat) => {
                if let Some((_, at2)) = it.next() {
                    return Err(unsupported(at2));
                }
                return Ok(Surreal::from_rational(w.periodic_limit(&pat)));
            }
            Item::Omega(s) => {
                // Towards the bound on that side, to within 1/ω; then the rest
                // walks at the scale of 1/ω from that bound.
                let bound = if s { w.hi.clone() } else { w.lo.clone() };
                let Some(bound) = bound else {
                    return Err(unsupported(at));
                };
                let mut y = Walk::default();
                y.step(true);
                for (item, at) in it.by_ref() {
                    match item {
                        Item::Signs(t, n) => y.run(t != s, n),
                        _ => return Err(unsupported(at)),
                    }
                }
                let eps = Surreal::omega_pow(Surreal::from_i64(-1));
                let dy = eps.scale(&y.x);
                let b = Surreal::from_rational(bound);
                return Ok(if s { b.sub(&dy) } else { b.add(&dy) });
            }
        }
    }
    Ok(Surreal::from_rational(w.x))
}

fn finite_part(
    it: &mut impl Iterator<Item = (Item, usize)>,
    unsupported: &impl Fn(usize) -> StalkError,
) -> Result<Rational, StalkError> {
    let mut w = Walk::default();
    let mut it = it.peekable();
    while let Some((item, at)) = it.next() {
        match item {
            Item::Signs(s, n) => w.run(s, n),
            Item::Periodic(pat) if it.peek().is_none() => return Ok(w.periodic_limit(&pat)),
            _ => return Err(unsupported(at)),
        }
    }
    Ok(w.x)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(a: i64, b: i64) -> Rational {
        Rational::from_ratio(&BigInt::from(a), &BigInt::from(b)).unwrap()
    }
    fn s(x: Rational) -> Surreal {
        Surreal::from_rational(x)
    }

    #[test]
    fn a_run_of_signs_is_that_many_steps() {
        // The closed form of `Walk::run` against single steps, from every
        // walk of up to 6 signs, for runs of 1 to 9 of either sign.
        for len in 0..=6u32 {
            for bits in 0..1u32 << len {
                let mut start = Walk::default();
                for k in 0..len {
                    start.step(bits >> k & 1 == 1);
                }
                for plus in [true, false] {
                    for n in 1..=9 {
                        let mut slow = start.clone();
                        for _ in 0..n {
                            slow.step(plus);
                        }
                        let mut fast = start.clone();
                        fast.run(plus, n);
                        let key = |w: &Walk| (w.x.clone(), w.lo.clone(), w.hi.clone());
                        assert_eq!(key(&fast), key(&slow), "{len} {bits:b} {plus} {n}");
                    }
                }
            }
        }
    }

    #[test]
    fn rationals() {
        assert_eq!(of_rational(&q(5, 8)).unwrap().to_string(), "LRLR");
        assert_eq!(of_rational(&q(2, 3)).unwrap().to_string(), "L(RL)");
        assert_eq!(of_rational(&q(1, 3)).unwrap().to_string(), "LR(RL)");
        assert_eq!(of_rational(&q(-2, 5)).unwrap().to_string(), "R(LLRR)");
        assert_eq!(of_rational(&q(7, 2)).unwrap().to_string(), "LLLLR");
        assert_eq!(of_rational(&q(-3, 1)).unwrap().to_string(), "RRR");
        assert_eq!(of_rational(&Rational::ZERO).unwrap().to_string(), "");
        assert_eq!(of_rational(&q(2, 3)).unwrap().len(), Ordinal::omega());
        assert_eq!(of_rational(&q(5, 8)).unwrap().len(), 4u64);
        for (a, b) in [
            (2, 3),
            (1, 3),
            (-2, 5),
            (5, 8),
            (7, 2),
            (-3, 1),
            (11, 7),
            (-13, 12),
        ] {
            let x = q(a, b);
            assert_eq!(
                from_stalk(&of_rational(&x).unwrap().to_string()).unwrap(),
                s(x)
            );
        }
        // Exercise 1.19/1.20: the alternating stalk is 2/3.
        assert_eq!(from_stalk("L(RL)").unwrap(), s(q(2, 3)));
        assert_eq!(from_stalk("LRLRLR(LR)").unwrap(), s(q(2, 3)));
    }

    #[test]
    fn conway_normal_forms() {
        let w = Surreal::omega();
        let one = Surreal::from_i64(1);
        let eps = one.div(&w).unwrap();
        let half = s(q(1, 2));
        let cases: Vec<(Surreal, &str, &str)> = vec![
            (w.clone(), "L^omega", "omega"),
            (w.add(&one), "L^omega L", "omega+1"),
            (w.sub(&one), "L^omega R", "omega+1"),
            (w.mul(&s(q(2, 1))).unwrap(), "L^(omega*2)", "omega*2"),
            (w.mul(&half).unwrap(), "L^omega R^omega", "omega*2"),
            (
                w.mul(&s(q(3, 4))).unwrap(),
                "L^omega R^omega L^omega",
                "omega*3",
            ),
            (eps.clone(), "LR^omega", "omega"),
            (eps.mul(&s(q(2, 1))).unwrap(), "LR^omega L", "omega+1"),
            (eps.mul(&half).unwrap(), "LR^omega R", "omega+1"),
            (eps.mul(&eps).unwrap(), "LR^(omega*2)", "omega*2"),
            (w.mul(&w).unwrap(), "L^(omega^2)", "omega^2"),
            (
                Surreal::omega_pow(w.clone()),
                "L^(omega^omega)",
                "omega^omega",
            ),
            (w.sqrt().unwrap(), "L^omega R^(omega^2)", "omega^2"),
            (w.add(&half), "L^omega LR", "omega+2"),
            (w.add(&eps), "L^omega LR^omega", "omega*2"),
            (s(q(2, 1)).add(&eps), "LLLR^omega", "omega"),
            (one.sub(&eps), "LRL^omega", "omega"),
            (w.neg(), "R^omega", "omega"),
            (s(q(1, 3)).add(&eps), "LR(RL)L", "omega+1"),
        ];
        for (x, want, bday) in cases {
            let se = of_surreal(&x).unwrap();
            assert_eq!(
                se.to_string().replace(' ', ""),
                want.replace(' ', ""),
                "{x}"
            );
            assert_eq!(birthday(&x).unwrap().to_string(), bday, "{x}");
        }
        // ω/3: the digits of 1/3 after its first sign, each ω times; born on day ω².
        let w3 = w.div(&s(q(3, 1))).unwrap();
        assert_eq!(birthday(&w3).unwrap().to_string(), "omega^2");
    }

    #[test]
    fn stalks_to_values_agree_with_gonshor() {
        // Two independent routes: the tree walk of `from_stalk` and Gonshor's
        // theorems in `of_surreal`.
        let w = Surreal::omega();
        let one = Surreal::from_i64(1);
        let eps = one.div(&w).unwrap();
        let values = vec![
            w.clone(),
            w.add(&one),
            w.sub(&one),
            w.mul(&s(q(2, 1))).unwrap(),
            w.mul(&s(q(1, 2))).unwrap(),
            w.mul(&s(q(3, 4))).unwrap(),
            w.mul(&s(q(-5, 8))).unwrap().add(&s(q(2, 3))),
            w.add(&s(q(-1, 3))),
            eps.clone(),
            eps.mul(&s(q(2, 1))).unwrap(),
            eps.mul(&s(q(1, 2))).unwrap(),
            one.sub(&eps),
            one.sub(&eps.mul(&s(q(2, 1))).unwrap()),
            s(q(-3, 4)).add(&eps.mul(&s(q(5, 4))).unwrap()),
        ];
        for x in values {
            let text = of_surreal(&x).unwrap().to_string();
            assert_eq!(from_stalk(&text).unwrap(), x, "{text}");
        }
        // Exercise 1.21: the stalks of Fig. 13.
        assert_eq!(from_stalk("(L)(L)").unwrap(), w.mul(&s(q(2, 1))).unwrap());
        assert_eq!(from_stalk("(L)(R)").unwrap(), w.mul(&s(q(1, 2))).unwrap());
        assert_eq!(from_stalk("(L)").unwrap(), w);
        assert_eq!(from_stalk("L(R)").unwrap(), eps);
        assert!(from_stalk("L(R)(R)").is_err());
        let e = from_stalk("LXR").unwrap_err();
        assert_eq!(e.at, 1);
    }
}
