//! Arithmetic and invariants: negation, sums (number translation, cached),
//! differences, multiples, birthdays and stops.

use super::nus::Nus;
use super::store::{GameStore, NONE};
use super::Game;
use crate::limits::Stop;
use crate::numbers::{Ordinal, Rational};

impl GameStore {
    /// `-g`.
    pub fn neg(&mut self, g: Game) -> Game {
        if let Some(n) = self.as_nus(g) {
            let n = Nus {
                number: -&n.number,
                up: n
                    .up
                    .checked_neg()
                    .unwrap_or_else(|| Self::abort(Stop::OutOfRange("up multiple"))),
                nim: n.nim,
            };
            return self.nus_node(n);
        }
        let cached = self.nodes[g.0 as usize].neg;
        if cached != NONE {
            return Game(cached);
        }
        self.deeper(|s| s.neg_general(g))
    }

    /// `-g` by the definition, for a general game; cached both ways.
    fn neg_general(&mut self, g: Game) -> Game {
        let (s, nl, nr) = self.opt_range(g);
        let mut new_left = Vec::with_capacity(nr);
        let mut new_right = Vec::with_capacity(nl);
        for i in 0..nr {
            let o = self.opts[s + nl + i];
            new_left.push(self.neg(o));
        }
        for i in 0..nl {
            let o = self.opts[s + i];
            new_right.push(self.neg(o));
        }
        new_left.sort_unstable();
        new_right.sort_unstable();
        // The negative of a canonical game is canonical, and not a NUS.
        let r = self.intern_general(&new_left, &new_right);
        self.nodes[g.0 as usize].neg = r.0;
        self.nodes[r.0 as usize].neg = g.0;
        r
    }

    /// `g + h`.
    pub fn add(&mut self, g: Game, h: Game) -> Game {
        if let (Some(a), Some(b)) = (self.as_nus(g), self.as_nus(h)) {
            let n = Nus {
                number: &a.number + &b.number,
                up: a
                    .up
                    .checked_add(b.up)
                    .unwrap_or_else(|| Self::abort(Stop::OutOfRange("up multiple"))),
                nim: a.nim ^ b.nim,
            };
            return self.nus_node(n);
        }
        if g == self.zero {
            return h;
        }
        if h == self.zero {
            return g;
        }
        let key = if g <= h { (g, h) } else { (h, g) };
        if let Some(r) = self.sum_cache.get(&key) {
            return r;
        }
        self.check_limits();
        self.deeper(|s| s.add_general(g, h, key))
    }

    /// `g + h` by the definition, for games not both number-up-stars; cached.
    fn add_general(&mut self, g: Game, h: Game, key: (Game, Game)) -> Game {
        let mut left = self.take_vec();
        let mut right = self.take_vec();
        // Number translation: a number summand contributes no options.
        if !self.is_number(g) {
            let (s, nl, nr) = self.opt_range(g);
            for i in 0..nl {
                let o = self.opts[s + i];
                left.push(self.add(o, h));
            }
            for i in 0..nr {
                let o = self.opts[s + nl + i];
                right.push(self.add(o, h));
            }
        }
        if !self.is_number(h) {
            let (s, nl, nr) = self.opt_range(h);
            for i in 0..nl {
                let o = self.opts[s + i];
                left.push(self.add(g, o));
            }
            for i in 0..nr {
                let o = self.opts[s + nl + i];
                right.push(self.add(g, o));
            }
        }
        let r = self.canonicalize(left, right);
        self.sum_cache.insert(key, r);
        r
    }

    /// `g - h`.
    pub fn sub(&mut self, g: Game, h: Game) -> Game {
        let nh = self.neg(h);
        self.add(g, nh)
    }

    /// The sum of many games.
    pub fn sum(&mut self, games: &[Game]) -> Game {
        games.iter().fold(self.zero, |acc, &g| self.add(acc, g))
    }

    /// `n.G`: the sum of `n` copies of `g` (of `-g` when `n < 0`), by doubling.
    pub fn multiple(&mut self, n: i64, g: Game) -> Game {
        let mut base = if n < 0 { self.neg(g) } else { g };
        let mut k = n.unsigned_abs();
        let mut acc = self.zero;
        while k > 0 {
            if k & 1 == 1 {
                acc = self.add(acc, base);
            }
            k >>= 1;
            if k > 0 {
                base = self.add(base, base);
            }
        }
        acc
    }

    /// The birthday of `g` (the day it is born): finite for short games, `omega + n`
    /// for games with non-dyadic rational numbers (which are born on day `omega`).
    pub fn birthday(&mut self, g: Game) -> Ordinal {
        if let Some(n) = self.as_nus(g) {
            let up = n.up.unsigned_abs() as u64;
            let nim = n.nim as u64;
            let upstar = if up > 0 && nim == 0 {
                up + 1
            } else if up & 1 == 1 && nim != 1 {
                up + (nim ^ 1)
            } else {
                up + nim
            };
            return match n.number.birthday() {
                Some(b) => Ordinal::finite_big(b + upstar),
                None => Ordinal::omega().add(&Ordinal::finite(upstar)),
            };
        }
        if let Some(b) = self.birthday_cache.get(&g) {
            return b.clone();
        }
        let (s, nl, nr) = self.opt_range(g);
        let mut b = Ordinal::ZERO;
        for i in 0..nl + nr {
            let o = self.opts[s + i];
            let ob = self.deeper(|st| st.birthday(o));
            b = b.max(ob.succ());
        }
        self.birthday_cache.insert(g, b.clone());
        b
    }

    /// Left stop and right stop of `g`.
    pub fn stops(&self, g: Game) -> (Rational, Rational) {
        let [l, r] = self.stop_pair(g);
        (l, r)
    }

    /// The left stop of `g`.
    pub fn left_stop(&self, g: Game) -> Rational {
        self.stop_pair(g)[0].clone()
    }

    /// The right stop of `g`.
    pub fn right_stop(&self, g: Game) -> Rational {
        self.stop_pair(g)[1].clone()
    }
}
