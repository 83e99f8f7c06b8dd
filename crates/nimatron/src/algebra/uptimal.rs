//! Uptimals (Siegel, *CGT* II.4 and CGSuite): the powers `G^<x>` (`pow`) and
//! `G^[x]` (`powto`) of a game, subordination of a game to a base, and the
//! game of an uptimal expansion (the expansion and its recognition are in
//! [`crate::short::UptimalExpansion`], which the printer uses too).
//!
//! `powto(G, x) = G : x'` where `x'` is `x` subordinated to the base `1 = {0|}`
//! (for a positive integer `n`, `n - 1`), and `pow({0|H}, x) = {0 | H - powto(G,
//! x - 1)}`; so `^<n> = pow(^, n)` and `^[n] = powto(^, n)`. The reconstruction
//! from an expansion (`uptimal_game`) is the second method the tests use for
//! the recognition.

use crate::numbers::Rational;
use crate::short::{Game, GameStore, UptimalExpansion};
use rustc_hash::FxHashMap;

impl GameStore {
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
