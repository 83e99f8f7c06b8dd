//! Uptimals (Siegel, *CGT* II.4 and CGSuite): the powers `G^<x>` (`pow`) and
//! `G^[x]` (`powto`) of a game, subordination of a game to a base, and the
//! uptimal expansion `x + *m + a_1.^<1> + a_2.^<2> + ...` of a canonical form.
//!
//! `powto(G, x) = G : x'` where `x'` is `x` subordinated to the base `1 = {0|}`
//! (for a positive integer `n`, `n - 1`), and `pow({0|H}, x) = {0 | H - powto(G,
//! x - 1)}`; so `^<n> = pow(^, n)` and `^[n] = powto(^, n)`. The expansion is
//! recognised from the canonical options as CGSuite recognises it (the right
//! option's expansion, incremented, must explain the left options), and the
//! reconstruction from an expansion (`uptimal_game`) is the second method the
//! tests use.

use crate::numbers::Rational;
use crate::short::{Game, GameStore};
use rustc_hash::FxHashMap;
use std::fmt;

/// An uptimal expansion `x + *m + a_1.^<1> + ... + a_k.^<k>` (`a_k != 0`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct UptimalExpansion {
    /// The number part `x`.
    pub number: Rational,
    /// The nimber part `m`.
    pub nim: u32,
    /// `a_1, ..., a_k`, without trailing zeros.
    pub coefficients: Vec<i64>,
}

impl UptimalExpansion {
    /// The expansion with these parts (trailing zero coefficients dropped).
    pub fn new(number: Rational, nim: u32, mut coefficients: Vec<i64>) -> UptimalExpansion {
        while coefficients.last() == Some(&0) {
            coefficients.pop();
        }
        UptimalExpansion {
            number,
            nim,
            coefficients,
        }
    }

    fn len(&self) -> usize {
        self.coefficients.len()
    }

    /// `a_n` (1-based; 0 past the end).
    fn coef(&self, n: usize) -> i64 {
        if n == 0 || n > self.len() {
            0
        } else {
            self.coefficients[n - 1]
        }
    }

    /// Add 1 to the first `to` coefficients (extending with 1s), and `*` if asked.
    fn increment(&self, star: bool, to: usize) -> UptimalExpansion {
        let n = to.max(self.len());
        let c = (0..n)
            .map(|i| match self.coefficients.get(i) {
                Some(&a) => a + i64::from(i < to),
                None => 1,
            })
            .collect();
        UptimalExpansion::new(self.number.clone(), self.nim ^ u32::from(star), c)
    }

    fn negate(&self) -> UptimalExpansion {
        UptimalExpansion::new(
            -&self.number,
            self.nim,
            self.coefficients.iter().map(|a| -a).collect(),
        )
    }

    fn truncate(&self, n: usize) -> UptimalExpansion {
        let n = n.min(self.len());
        UptimalExpansion::new(
            self.number.clone(),
            self.nim,
            self.coefficients[..n].to_vec(),
        )
    }

    /// The truncation, without its star when nothing else is left.
    fn sharply_truncate(&self, n: usize) -> UptimalExpansion {
        let t = self.truncate(n);
        if t.len() == 0 {
            UptimalExpansion::new(self.number.clone(), 0, vec![])
        } else {
            t
        }
    }

    /// The 1-based index of the last coefficient `<= n` (0 if none).
    fn rightmost_at_most(&self, n: i64) -> usize {
        self.coefficients
            .iter()
            .rposition(|&a| a <= n)
            .map_or(0, |i| i + 1)
    }

    /// Whether the uptimal part (without the number) is confused with 0.
    fn is_confused(&self) -> bool {
        if self.nim == 0 {
            return false;
        }
        if self.coef(1) == 0 {
            return true;
        }
        if self.nim >= 2 {
            return false;
        }
        let positive = self.coefficients[0] > 0;
        for &a in &self.coefficients {
            if (!positive && a < -1) || (positive && a > 1) {
                return false;
            }
            if (!positive && a > -1) || (positive && a < 1) {
                return true;
            }
        }
        true
    }

    /// The truncation point for the Left option of an expansion ending in 1 or more.
    fn left_truncation(&self) -> usize {
        if self.coef(self.len()) == 1 {
            self.len() - 1
        } else {
            self.rightmost_at_most(0)
        }
    }
}

/// CGSuite's notation: `x*m.a1a2...` (digits 0-9, then A-Z, then `(n)`; a
/// negative coefficient is followed by `-`), `.0` for no coefficients.
impl fmt::Display for UptimalExpansion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.nim == 0 || !self.number.is_zero() {
            write!(f, "{}", self.number)?;
        }
        match self.nim {
            0 => {}
            1 => write!(f, "*")?,
            m => write!(f, "*{m}")?,
        }
        write!(f, ".")?;
        if self.coefficients.is_empty() {
            write!(f, "0")?;
        }
        for &a in &self.coefficients {
            let d = a.unsigned_abs();
            match d {
                0..=9 => write!(f, "{d}")?,
                10..=35 => write!(f, "{}", char::from(b'A' + (d - 10) as u8))?,
                _ => write!(f, "({d})")?,
            }
            if a < 0 {
                write!(f, "-")?;
            }
        }
        Ok(())
    }
}

/// Whether `exp` explains the Left options `left` (sorted: nimbers first)
/// given the Right option's expansion `right` (CGSuite's cases (a)-(d)).
fn explains(exp: &UptimalExpansion, left: &[UptimalExpansion], right: &UptimalExpansion) -> bool {
    let mut matching: Option<usize> = None;
    let mut first_non_nimber = left.len();
    for (i, l) in left.iter().enumerate() {
        if first_non_nimber == left.len() && (l.len() > 0 || l.nim as usize != i) {
            first_non_nimber = i;
        }
        if l.nim == right.nim {
            if matching.is_some() {
                return false;
            }
            matching = Some(i);
        }
    }
    let rightmost_negative = exp.rightmost_at_most(-1);
    if rightmost_negative >= 1 {
        // (a): exactly two Left options.
        let Some(m) = matching.filter(|_| left.len() == 2) else {
            return false;
        };
        let want1 = exp
            .truncate(rightmost_negative)
            .increment(true, rightmost_negative);
        let want2 = exp.truncate(exp.left_truncation());
        left[m] == want1 && left[1 - m] == want2
    } else if exp.coef(1) == 0 {
        // (b): 0, *, ..., *(m-1) and one more.
        left.len() == exp.nim as usize + 1
            && first_non_nimber >= exp.nim as usize
            && left.last() == Some(&exp.truncate(exp.left_truncation()))
    } else if exp.coef(1) == 1 && exp.is_confused() {
        // (c): 0 and one more.
        left.len() == 2
            && left[0].nim == 0
            && left[0].len() == 0
            && left[1] == exp.truncate(exp.left_truncation())
    } else {
        // (d): a single Left option.
        left.len() == 1 && left[0] == exp.sharply_truncate(exp.left_truncation())
    }
}

impl GameStore {
    /// The uptimal expansion of `g`, if `g` is an uptimal (a number plus a
    /// nimber plus a finite sum of multiples of `^<n>`): `^[4]` is `0.1111`,
    /// `{0|^<2>}` is `*.12`, `^*6` is `*6.1`, `v*` is `*.1-`.
    pub fn uptimal_expansion(&mut self, g: Game) -> Option<UptimalExpansion> {
        let mut memo = FxHashMap::default();
        self.uptimal_in(&mut memo, g)
    }

    fn uptimal_in(
        &mut self,
        memo: &mut FxHashMap<Game, Option<UptimalExpansion>>,
        g: Game,
    ) -> Option<UptimalExpansion> {
        if let Some(n) = self.as_nus(g) {
            if !n.number.is_dyadic() {
                return None;
            }
            return Some(UptimalExpansion::new(
                n.number.clone(),
                n.nim,
                vec![i64::from(n.up)],
            ));
        }
        if let Some(e) = memo.get(&g) {
            return e.clone();
        }
        let mut e = self.uptimal_positive(memo, g);
        if e.is_none() {
            let ng = self.neg(g);
            e = self.uptimal_positive(memo, ng).map(|x| x.negate());
        }
        memo.insert(g, e.clone());
        e
    }

    /// The expansion of `g` when its last coefficient is positive.
    fn uptimal_positive(
        &mut self,
        memo: &mut FxHashMap<Game, Option<UptimalExpansion>>,
        g: Game,
    ) -> Option<UptimalExpansion> {
        let (gl, gr) = self.form_options(g);
        if gr.len() != 1 {
            return None;
        }
        let right = self.deeper(|s| s.uptimal_in(memo, gr[0]))?;
        let mut left = Vec::with_capacity(gl.len());
        for x in gl {
            let e = self.deeper(|s| s.uptimal_in(memo, x))?;
            if e.number != right.number {
                return None;
            }
            left.push(e);
        }
        // Nimbers first, by nim value (the order the cases expect).
        left.sort_by_key(|e| (e.len() > 0, e.nim, e.coefficients.clone()));
        let longest = left.iter().map(UptimalExpansion::len).max().unwrap_or(0);
        if right.len() > 0 && right.coef(right.len()) > 0 {
            let e = right.increment(true, right.len());
            if explains(&e, &left, &right) {
                return Some(e);
            }
        }
        let e = right.increment(true, right.len().max(longest) + 1);
        explains(&e, &left, &right).then_some(e)
    }

    /// The game of an uptimal expansion: `x + a_1.^ + *m + a_2.^<2> + ...`.
    pub fn uptimal_game(&mut self, e: &UptimalExpansion) -> Game {
        let up = i32::try_from(e.coef(1)).unwrap_or_else(|_| {
            GameStore::abort(crate::limits::Stop::OutOfRange(
                "up multiple (at most ^2147483647)",
            ))
        });
        let mut g = self.nus(e.number.clone(), up, e.nim);
        let up_game = self.up_multiple(1);
        for n in 2..=e.len() {
            let a = e.coef(n);
            if a == 0 {
                continue;
            }
            let p = self.pow_int(up_game, n as u64);
            let term = self.multiple(a, p);
            g = self.add(g, term);
        }
        g
    }

    /// `g` subordinated to the base with Left options `base_left` and Right
    /// options `base_right` (CGSuite's `Subordinate`): options of the base are
    /// removed from every follower's options, the others subordinated in turn;
    /// `None` when some follower neither has an option at least as good as a
    /// base option nor reverses through it.
    pub fn subordinate(
        &mut self,
        g: Game,
        base_left: &[Game],
        base_right: &[Game],
    ) -> Option<Game> {
        let mut memo = FxHashMap::default();
        self.subordinate_in(&mut memo, g, base_left, base_right)
    }

    fn subordinate_in(
        &mut self,
        memo: &mut FxHashMap<Game, Option<Game>>,
        g: Game,
        base_left: &[Game],
        base_right: &[Game],
    ) -> Option<Game> {
        if let Some(&r) = memo.get(&g) {
            return r;
        }
        let (gl, gr) = self.form_options(g);
        let mut ok = true;
        for &b in base_left {
            if !gl.iter().any(|&x| self.leq(b, x)) {
                let br = self.form_options(b).1;
                if !br.iter().any(|&y| self.leq(y, g)) {
                    ok = false;
                }
            }
        }
        for &b in base_right {
            if !gr.iter().any(|&x| self.leq(x, b)) {
                let bl = self.form_options(b).0;
                if !bl.iter().any(|&y| self.leq(g, y)) {
                    ok = false;
                }
            }
        }
        let r = if ok {
            let mut sides = [Vec::new(), Vec::new()];
            let mut failed = false;
            for (side, (opts, base)) in sides.iter_mut().zip([(gl, base_left), (gr, base_right)]) {
                for x in opts {
                    if base.contains(&x) {
                        continue;
                    }
                    match self.deeper(|s| s.subordinate_in(memo, x, base_left, base_right)) {
                        Some(y) => side.push(y),
                        None => failed = true,
                    }
                }
            }
            (!failed).then(|| self.from_options(&sides[0], &sides[1]))
        } else {
            None
        };
        memo.insert(g, r);
        r
    }

    /// `G^[x] = G : x'` for a dyadic `x`, where `x'` is `x` subordinated to
    /// `1` (`powto(^, 3) = ^[3]`); `None` for an exponent that cannot be
    /// subordinated (a negative one).
    pub fn powto(&mut self, g: Game, x: &Rational) -> Option<Game> {
        if x.is_zero() {
            return Some(self.zero());
        }
        let xg = self.number(x.clone());
        let zero = self.zero();
        let e = self.subordinate(xg, &[zero], &[])?;
        Some(self.ordinal_sum(g, e))
    }

    /// `G^<x> = {0 | H - G^[x-1]}` for `G = {0|H}` (`pow(^, 2) = {0|v*}`);
    /// `None` when `G` is not of that form or the exponent is invalid.
    pub fn pow(&mut self, g: Game, x: &Rational) -> Option<Game> {
        let (gl, gr) = self.form_options(g);
        if gl != [self.zero()] || gr.len() != 1 {
            return None;
        }
        let p = self.powto(g, &(x - &Rational::ONE))?;
        let np = self.neg(p);
        let r = self.add(np, gr[0]);
        let zero = self.zero();
        Some(self.from_options(&[zero], &[r]))
    }

    /// `pow(g, n)` for a positive integer `n` (`g` of the form `{0|H}`).
    fn pow_int(&mut self, g: Game, n: u64) -> Game {
        let x = Rational::from_i64(i64::try_from(n).unwrap_or(i64::MAX));
        self.pow(g, &x).unwrap_or_else(|| {
            GameStore::abort(crate::limits::Stop::OutOfRange(
                "pow of a game not of the form {0|H}",
            ))
        })
    }
}
