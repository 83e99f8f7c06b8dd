//! Atomic weights of all-small games (Winning Ways' atomic weight calculus, in the
//! form of Siegel's *Combinatorial Game Theory*, II.7): the number of ups a game is
//! worth, with the far-star correction for games that are "eccentric".

use crate::numbers::Rational;
use crate::short::{Game, GameStore};

impl GameStore {
    /// Whether every follower of `g` with options has options for both players
    /// (all-small: only 0 is a number among its followers).
    pub fn is_all_small(&mut self, g: Game) -> bool {
        if let Some(n) = self.as_nus(g) {
            return n.number.is_zero();
        }
        let (l, r) = (self.left_options(g), self.right_options(g));
        !l.is_empty()
            && !r.is_empty()
            && l.into_iter()
                .chain(r)
                .all(|h| self.deeper(|s| s.is_all_small(h)))
    }

    /// The atomic weight of an all-small game (`None` for others). All-small games
    /// are atomic, so the weight is an exact game, usually an integer.
    pub fn atomic_weight(&mut self, g: Game) -> Option<Game> {
        if !self.is_all_small(g) {
            return None;
        }
        Some(self.naive_atomic_weight(g))
    }

    /// The least `k` such that `*k` is not a follower-nimber of `g` beyond all of
    /// them ("far star"): one more than the largest nimber among the followers.
    fn far_star(&mut self, g: Game) -> u32 {
        if self.is_nimber(g) {
            return self.as_nus(g).map_or(0, |n| n.nim) + 1;
        }
        let opts: Vec<Game> = self
            .left_options(g)
            .into_iter()
            .chain(self.right_options(g))
            .collect();
        opts.into_iter()
            .map(|o| self.deeper(|s| s.far_star(o)))
            .fold(1, u32::max)
    }

    fn naive_atomic_weight(&mut self, g: Game) -> Game {
        if let Some(n) = self.as_nus(g) {
            let up = n.up as i64;
            return self.integer(up);
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
        if !self.number_value(g0).is_some_and(Rational::is_integer) {
            return g0;
        }
        // An integer from the simplest-number rule may be the wrong one: compare g
        // with the far star, and move to the extreme integer the options allow.
        let fs = self.far_star(g);
        let far = self.nimber(fs);
        let (below, above) = (self.leq(g, far), self.leq(far, g));
        if below && !above {
            // Least integer n with n |> every new Left option.
            let mut best: Option<Rational> = None;
            for &x in &left {
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
            for &x in &right {
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
