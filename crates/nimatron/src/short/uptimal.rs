//! Uptimal expansions (Siegel, *CGT* II.4 and CGSuite): a canonical form that
//! is a number plus a nimber plus a finite sum of multiples of `^<n>`, written
//! `x*m.a1a2...`. The expansion is recognised from the canonical options as
//! CGSuite recognises it (the Right option's expansion, incremented, must
//! explain the Left options). The printer uses it to write `^<n>` and `^[n]`
//! as CGSuite does; `crate::algebra` builds the powers and tests the
//! recognition against the reconstruction.
//!
//! A chain of `n` followers has expansions of every length up to `n`, so
//! recognition holds about `n^2/2` coefficients: it gives up past
//! [`MAX_COEFFICIENTS`].

use super::{Game, GameStore};
use crate::limits::Stop;
use crate::numbers::Rational;
use rustc_hash::FxHashMap;
use std::cmp::Ordering;
use std::fmt;

/// The most coefficients one recognition holds (32 MB): chains of about
/// 2,900 followers.
pub const MAX_COEFFICIENTS: usize = 1 << 22;

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

    /// The number of coefficients (the index of the last nonzero one).
    pub fn len(&self) -> usize {
        self.coefficients.len()
    }

    /// `a_n` (1-based; 0 past the end).
    pub fn coef(&self, n: usize) -> i64 {
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
        if t.is_empty() {
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

    /// Whether there are no coefficients (a number plus a nimber).
    pub fn is_empty(&self) -> bool {
        self.coefficients.is_empty()
    }

    /// Whether the uptimal part is `^<n>` or `v<n>` (`n = len()`): one
    /// nonzero coefficient, 1 or -1 (CGSuite's `isUnit`).
    pub fn is_unit(&self) -> bool {
        self.coefficients.iter().filter(|&&a| a != 0).count() <= 1
            && self.coefficients.iter().all(|a| a.abs() <= 1)
    }

    /// Whether the uptimal part is `^[n]` or `v[n]`: every coefficient 1, or
    /// every one -1 (CGSuite's `isUnitSum`).
    pub fn is_unit_sum(&self) -> bool {
        match self.coefficients.first() {
            None => true,
            Some(&a) => a.abs() == 1 && self.coefficients.iter().all(|&b| b == a),
        }
    }

    /// CGSuite's order of uptimals (used to list options): the number, the
    /// coefficients in turn, the length, the nimber.
    pub fn cgsuite_cmp(&self, other: &UptimalExpansion) -> Ordering {
        self.number
            .cmp(&other.number)
            .then_with(|| {
                self.coefficients
                    .iter()
                    .zip(&other.coefficients)
                    .map(|(a, b)| a.cmp(b))
                    .find(|c| c.is_ne())
                    .unwrap_or(Ordering::Equal)
            })
            .then_with(|| self.len().cmp(&other.len()))
            .then_with(|| self.nim.cmp(&other.nim))
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
        if first_non_nimber == left.len() && (!l.is_empty() || l.nim as usize != i) {
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
            && left[0].is_empty()
            && left[1] == exp.truncate(exp.left_truncation())
    } else {
        // (d): a single Left option.
        left.len() == 1 && left[0] == exp.sharply_truncate(exp.left_truncation())
    }
}

/// The expansions found so far in one recognition (or one printing), and the
/// coefficients they hold.
#[derive(Default)]
pub(crate) struct UptimalMemo {
    map: FxHashMap<Game, Option<UptimalExpansion>>,
    held: usize,
    /// Set when the expansions would hold more than [`MAX_COEFFICIENTS`]:
    /// recognition gave up (and answers `None` from then on).
    pub(crate) exhausted: bool,
}

impl GameStore {
    /// The uptimal expansion of `g`, if `g` is an uptimal (a number plus a
    /// nimber plus a finite sum of multiples of `^<n>`): `^[4]` is `0.1111`,
    /// `{0|^<2>}` is `*.12`, `^*6` is `*6.1`, `v*` is `*.1-`. Stops with
    /// [`Stop::TooLarge`] when the followers' expansions would hold more than
    /// [`MAX_COEFFICIENTS`] coefficients.
    pub fn uptimal_expansion(&mut self, g: Game) -> Option<UptimalExpansion> {
        let mut memo = UptimalMemo::default();
        let e = self.uptimal_in(&mut memo, g);
        if memo.exhausted {
            Self::abort(Stop::TooLarge(format!(
                "uptimal expansions of the followers hold more than {MAX_COEFFICIENTS} coefficients"
            )));
        }
        e
    }

    /// The expansion of `g` with `memo` (`None` once the memo is exhausted).
    pub(crate) fn uptimal_in(
        &mut self,
        memo: &mut UptimalMemo,
        g: Game,
    ) -> Option<UptimalExpansion> {
        if memo.exhausted {
            return None;
        }
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
        if let Some(e) = memo.map.get(&g) {
            return e.clone();
        }
        self.check_limits();
        let (gl, gr) = (self.left_options(g), self.right_options(g));
        // A positive last coefficient needs one Right option, a negative one
        // one Left option.
        let mut e = None;
        if gr.len() == 1 {
            e = self.uptimal_positive(memo, &gl, gr[0]);
        }
        if e.is_none() && gl.len() == 1 {
            let ng = self.neg(g);
            let (nl, nr) = (self.left_options(ng), self.right_options(ng));
            e = self.uptimal_positive(memo, &nl, nr[0]).map(|x| x.negate());
        }
        if memo.exhausted {
            return None;
        }
        memo.held += e.as_ref().map_or(0, UptimalExpansion::len);
        if memo.held > MAX_COEFFICIENTS {
            memo.exhausted = true;
            return None;
        }
        memo.map.insert(g, e.clone());
        e
    }

    /// The expansion of the game with Left options `gl` and the one Right
    /// option `gr` when its last coefficient is positive.
    fn uptimal_positive(
        &mut self,
        memo: &mut UptimalMemo,
        gl: &[Game],
        gr: Game,
    ) -> Option<UptimalExpansion> {
        let right = self.deeper(|s| s.uptimal_in(memo, gr))?;
        let mut left = Vec::with_capacity(gl.len());
        for &x in gl {
            let e = self.deeper(|s| s.uptimal_in(memo, x))?;
            if e.number != right.number {
                return None;
            }
            left.push(e);
        }
        // Nimbers first, by nim value (the order the cases expect).
        left.sort_by(|a, b| {
            (!a.is_empty(), a.nim)
                .cmp(&(!b.is_empty(), b.nim))
                .then_with(|| a.coefficients.cmp(&b.coefficients))
        });
        let longest = left.iter().map(UptimalExpansion::len).max().unwrap_or(0);
        if !right.is_empty() && right.coef(right.len()) > 0 {
            let e = right.increment(true, right.len());
            if explains(&e, &left, &right) {
                return Some(e);
            }
        }
        let e = right.increment(true, right.len().max(longest) + 1);
        explains(&e, &left, &right).then_some(e)
    }
}
