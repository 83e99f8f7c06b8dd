//! Atomic weights (Winning Ways' atomic weight calculus, in the form of
//! Siegel's *Combinatorial Game Theory*, II.7, and CGSuite): the number of ups
//! a game is worth, with the far-star correction for games that are
//! "eccentric". All-small games are atomic; another infinitesimal is atomic
//! when it lies within `^* + (*2^k : -1)` of its atomic weight times `^`
//! (Norton's product), `*2^k` the least power of two at or beyond its far star.

use crate::algebra::op;
use crate::numbers::Rational;
use crate::short::{Game, GameStore};
use rustc_hash::FxHashMap;

impl GameStore {
    /// Whether every follower of `g` with options has options for both players
    /// (all-small: only 0 is a number among its followers).
    pub fn is_all_small(&mut self, g: Game) -> bool {
        let mut memo = FxHashMap::default();
        self.all_small_in(&mut memo, g)
    }

    fn all_small_in(&mut self, memo: &mut FxHashMap<Game, bool>, g: Game) -> bool {
        if let Some(n) = self.as_nus(g) {
            return n.number.is_zero();
        }
        if let Some(&b) = memo.get(&g) {
            return b;
        }
        let (l, r) = (self.left_options(g), self.right_options(g));
        let b = !l.is_empty()
            && !r.is_empty()
            && l.into_iter()
                .chain(r)
                .all(|h| self.deeper(|s| s.all_small_in(memo, h)));
        memo.insert(g, b);
        b
    }

    /// The atomic weight of `g`, or `None` when `g` is not atomic: not
    /// infinitesimal, or an infinitesimal too far from its weight times `^`
    /// (`{1|^3||^}`). All-small games are atomic. The weight is an exact game,
    /// usually an integer (`atomicweight({1|^^||^})` is 2, `Tiny(2)`'s is 0).
    pub fn atomic_weight(&mut self, g: Game) -> Option<Game> {
        if !self.is_infinitesimal(g) {
            return None;
        }
        let aw = self.naive_atomic_weight(g);
        if self.is_all_small(g) {
            return Some(aw);
        }
        let up = self.up_multiple(1);
        let multiple = self.norton_product(aw, up);
        let diff = self.sub(g, multiple);
        let far = self.far_star(g);
        let mut p2: u32 = 2;
        while p2 < far {
            p2 = p2.checked_mul(2)?;
        }
        let star_p2 = self.nimber(p2);
        let minus_one = self.integer(-1);
        let kite = self.ordinal_sum(star_p2, minus_one);
        let up_star = self.nus(Rational::ZERO, 1, 1);
        let eps = self.add(up_star, kite);
        let neg_eps = self.neg(eps);
        (self.leq(diff, eps) && self.leq(neg_eps, diff)).then_some(aw)
    }

    /// One more than the largest nimber among the followers of `g` ("far
    /// star"), at least 1.
    fn far_star(&mut self, g: Game) -> u32 {
        let mut memo = FxHashMap::default();
        self.far_star_in(&mut memo, g)
    }

    fn far_star_in(&mut self, memo: &mut FxHashMap<Game, u32>, g: Game) -> u32 {
        if self.is_nimber(g) {
            return self.as_nus(g).map_or(0, |n| n.nim).saturating_add(1);
        }
        if let Some(&f) = memo.get(&g) {
            return f;
        }
        let opts: Vec<Game> = self
            .left_options(g)
            .into_iter()
            .chain(self.right_options(g))
            .collect();
        let f = opts
            .into_iter()
            .map(|o| self.deeper(|s| s.far_star_in(memo, o)))
            .fold(1, u32::max);
        memo.insert(g, f);
        f
    }

    fn naive_atomic_weight(&mut self, g: Game) -> Game {
        if let Some(n) = self.as_nus(g) {
            let up = n.up as i64;
            return self.integer(up);
        }
        if let Some(r) = self.cached_binary(op::NAIVE_ATOMIC_WEIGHT, g, g) {
            return r;
        }
        let two = self.integer(2);
        let minus_two = self.integer(-2);
        let mut left = Vec::new();
        for gl in self.left_options(g) {
            let w = self.deeper(|s| s.naive_atomic_weight(gl));
            left.push(self.add(w, minus_two));
        }
        let mut right = Vec::new();
        for gr in self.right_options(g) {
            let w = self.deeper(|s| s.naive_atomic_weight(gr));
            right.push(self.add(w, two));
        }
        let g0 = self.from_options(&left, &right);
        let r = self.far_star_correction(g, g0, &left, &right);
        self.remember_binary(op::NAIVE_ATOMIC_WEIGHT, g, g, r)
    }

    /// An integer from the simplest-number rule may be the wrong one: compare
    /// `g` with the far star, and move to the extreme integer the options allow.
    fn far_star_correction(&mut self, g: Game, g0: Game, left: &[Game], right: &[Game]) -> Game {
        if !self.number_value(g0).is_some_and(Rational::is_integer) {
            return g0;
        }
        let fs = self.far_star(g);
        let far = self.nimber(fs);
        let (below, above) = (self.leq(g, far), self.leq(far, g));
        if below && !above {
            // Least integer n with n |> every new Left option.
            let mut best: Option<Rational> = None;
            for &x in left {
                let mut n = self.right_stop(x).ceil();
                let gn = self.number(n.clone());
                if self.leq(gn, x) {
                    n = &n + &Rational::ONE;
                }
                if best.as_ref().is_none_or(|b| &n > b) {
                    best = Some(n);
                }
            }
            return self.number(best.unwrap_or(Rational::ZERO));
        }
        if above && !below {
            // Greatest integer n with n <| every new Right option.
            let mut best: Option<Rational> = None;
            for &x in right {
                let mut n = self.left_stop(x).floor();
                let gn = self.number(n.clone());
                if self.leq(x, gn) {
                    n = &n - &Rational::ONE;
                }
                if best.as_ref().is_none_or(|b| &n < b) {
                    best = Some(n);
                }
            }
            return self.number(best.unwrap_or(Rational::ZERO));
        }
        g0
    }
}
