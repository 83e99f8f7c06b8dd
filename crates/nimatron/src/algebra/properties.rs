//! Properties of canonical forms as CGSuite defines them: the companion,
//! stop counts, followers, parity (even and odd games) and temper (even- and
//! odd-tempered), infinitesimals and number-ish games, misère outcomes of the
//! canonical form, and freezing.

use super::op;
use crate::numbers::Rational;
use crate::short::{Game, GameStore};
use num_bigint::{BigInt, BigUint};
use rustc_hash::{FxHashMap, FxHashSet};

/// The largest `*n` whose stop count (2·3^(n-1), about n/2 bytes) is written out.
const MAX_STAR_STOPS: u32 = 1 << 20;

impl GameStore {
    /// The companion of `g` (Siegel, *CGT* II.6 for all-small games): `*` for
    /// 0, `n.^ + *m` with the star part of small ones toggled (`^` ↔ `^*`),
    /// numbers as they are; otherwise the companions of the options, with 0
    /// added on Left when `g >= 0` and on Right when `g <= 0`.
    pub fn companion(&mut self, g: Game) -> Game {
        if let Some(n) = self.as_nus(g) {
            if n.number.is_zero() {
                let (up, nim) = (n.up, n.nim);
                return if nim >= 2 {
                    g
                } else {
                    self.nus(Rational::ZERO, up, nim ^ 1)
                };
            }
        }
        if self.is_number(g) {
            // The companions of a number's options are the options themselves
            // (by induction), and 0 is never added to both sides.
            return g;
        }
        if let Some(r) = self.cached_binary(op::COMPANION, g, g) {
            return r;
        }
        let zero = self.zero();
        let geq = self.leq(zero, g);
        let leq = self.leq(g, zero);
        let (gl, gr) = self.form_options(g);
        let mut left = Vec::with_capacity(gl.len() + 1);
        for x in gl {
            left.push(self.deeper(|s| s.companion(x)));
        }
        let mut right = Vec::with_capacity(gr.len() + 1);
        for x in gr {
            right.push(self.deeper(|s| s.companion(x)));
        }
        if geq {
            left.push(zero);
        }
        if leq {
            right.push(zero);
        }
        let r = self.from_options(&left, &right);
        self.remember_binary(op::COMPANION, g, g, r)
    }

    /// The number of leaves of the canonical game tree, each leaf a number
    /// reached by play (`*m` has `2·3^(m-1)`, a number 1).
    pub fn stop_count(&mut self, g: Game) -> BigUint {
        let mut memo = FxHashMap::default();
        self.stop_count_in(&mut memo, g)
    }

    fn stop_count_in(&mut self, memo: &mut FxHashMap<Game, BigUint>, g: Game) -> BigUint {
        if let Some(n) = self.as_nus(g).filter(|n| n.up == 0) {
            if n.nim > MAX_STAR_STOPS {
                GameStore::abort(crate::limits::Stop::TooLarge(format!(
                    "the stop count of *{} is 2·3^{}, a number of about {} digits",
                    n.nim,
                    n.nim - 1,
                    (f64::from(n.nim - 1) * 3f64.log10()) as u64 + 1
                )));
            }
            return if n.nim == 0 {
                BigUint::from(1u8)
            } else {
                BigUint::from(2u8) * BigUint::from(3u8).pow(n.nim - 1)
            };
        }
        if let Some(c) = memo.get(&g) {
            return c.clone();
        }
        let (gl, gr) = self.form_options(g);
        let mut count = BigUint::default();
        for x in gl.into_iter().chain(gr) {
            count += self.deeper(|s| s.stop_count_in(memo, x));
        }
        memo.insert(g, count.clone());
        count
    }

    /// The followers of `g` (itself included), each once, in display order.
    /// Stops with a limit when they would not fit in the store.
    pub fn followers(&mut self, g: Game) -> Vec<Game> {
        let mut seen = FxHashSet::default();
        let mut stack = vec![g];
        let mut out = Vec::new();
        while let Some(x) = stack.pop() {
            if !seen.insert(x) {
                continue;
            }
            out.push(x);
            let (l, r) = self.form_options(x);
            stack.extend(l);
            stack.extend(r);
        }
        out.sort_by(|&a, &b| self.display_cmp(a, b));
        out
    }

    /// The number of followers of `g` (itself included). The integers among
    /// them are counted without being written out: an integer `n` has the
    /// followers `0..=n`, so `followercount(10^12)` is `10^12 + 1`.
    pub fn follower_count(&mut self, g: Game) -> BigInt {
        let mut seen = FxHashSet::default();
        let mut stack = vec![g];
        let mut count = BigInt::default();
        let (mut lo, mut hi) = (None::<BigInt>, None::<BigInt>);
        while let Some(x) = stack.pop() {
            if let Some(n) = self.number_value(x).and_then(Rational::to_bigint) {
                lo = Some(lo.map_or(n.clone(), |l: BigInt| l.min(n.clone())));
                hi = Some(hi.map_or(n.clone(), |h: BigInt| h.max(n)));
                continue;
            }
            if !seen.insert(x) {
                continue;
            }
            count += 1;
            let (l, r) = self.form_options(x);
            stack.extend(l);
            stack.extend(r);
        }
        if let (Some(lo), Some(hi)) = (lo, hi) {
            let zero = BigInt::default();
            count += hi.max(zero.clone()) - lo.min(zero) + 1;
        }
        count
    }

    /// Whether `g` is even (Winning Ways): `n + *m` with `m <= 1` and `n + m`
    /// even; no other number-up-star; otherwise every option odd.
    pub fn is_even(&mut self, g: Game) -> bool {
        self.parity(g, 0)
    }

    /// Whether `g` is odd: `n + *m` with `m <= 1` and `n + m` odd; no other
    /// number-up-star; otherwise every option even.
    pub fn is_odd(&mut self, g: Game) -> bool {
        self.parity(g, 1)
    }

    fn parity(&mut self, g: Game, want: u32) -> bool {
        if let Some(n) = self.as_nus(g) {
            if n.up != 0 || n.nim > 1 || !n.number.is_integer() {
                return false;
            }
            let odd = n.number.to_bigint().is_some_and(|k| k.bit(0));
            return (u32::from(odd) + n.nim) % 2 == want;
        }
        let (gl, gr) = self.form_options(g);
        gl.into_iter()
            .chain(gr)
            .all(|x| self.deeper(|s| s.parity(x, 1 - want)))
    }

    /// Whether `g` is even-tempered: a number (no star, no ups), or a game
    /// whose options are all odd-tempered.
    pub fn is_even_tempered(&mut self, g: Game) -> bool {
        self.temper(g, 0)
    }

    /// Whether `g` is odd-tempered: a number plus `*`, or a game whose options
    /// are all even-tempered.
    pub fn is_odd_tempered(&mut self, g: Game) -> bool {
        self.temper(g, 1)
    }

    fn temper(&mut self, g: Game, want: u32) -> bool {
        if let Some(n) = self.as_nus(g) {
            return n.up == 0 && n.nim == want;
        }
        let (gl, gr) = self.form_options(g);
        gl.into_iter()
            .chain(gr)
            .all(|x| self.deeper(|s| s.temper(x, 1 - want)))
    }

    /// Whether `g` is infinitesimal: both stops are 0.
    pub fn is_infinitesimal(&self, g: Game) -> bool {
        let (l, r) = self.stops(g);
        l.is_zero() && r.is_zero()
    }

    /// Whether `g` is number-ish: its stops are equal (a number plus an
    /// infinitesimal).
    pub fn is_numberish(&self, g: Game) -> bool {
        let (l, r) = self.stops(g);
        l == r
    }

    /// Whether `g` is a number or a translated tiny or miny: `x + Tiny(G)` =
    /// `{x || x | x - G}` or `x + Miny(G)`, with `G` of mean above 0 (CGSuite
    /// prints these so).
    pub fn is_number_tiny(&mut self, g: Game) -> bool {
        if let Some(n) = self.as_nus(g) {
            return n.is_number();
        }
        let (gl, gr) = self.form_options(g);
        if gl.len() != 1 || gr.len() != 1 {
            return false;
        }
        let (a, b) = (gl[0], gr[0]);
        if self.is_number(a) {
            let (bl, br) = self.form_options(b);
            if bl.len() == 1 && br.len() == 1 && bl[0] == a {
                return self.mean(br[0]) < self.mean(a);
            }
        }
        if self.is_number(b) {
            let (al, ar) = self.form_options(a);
            if al.len() == 1 && ar.len() == 1 && ar[0] == b {
                return self.mean(al[0]) > self.mean(b);
            }
        }
        false
    }

    /// Whether `g` is an ordinal: a non-negative integer (no Right options
    /// anywhere in the canonical form).
    pub fn is_ordinal(&self, g: Game) -> bool {
        self.number_value(g)
            .is_some_and(|x| x.is_integer() && x.signum() >= 0)
    }

    /// `g` frozen: cooled by its own temperature (infinitely close to its
    /// mean). A number is its own freeze (as in CGSuite).
    pub fn freeze(&mut self, g: Game) -> Game {
        if self.is_number(g) {
            return g;
        }
        let t = self.temperature(g);
        self.cool(g, &t)
    }
}
