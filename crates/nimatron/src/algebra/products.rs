//! Products of canonical forms: Norton's product `G.U` (On Numbers and
//! Games ch. 14 / Winning Ways ch. 8), Conway's product of games (ONAG ch. 1,
//! with nim products of nimbers), the ordinal product (CGSuite's
//! `OrdinalProduct`), and overheating (Berlekamp's `∫_s^t`), with incentives.

use super::op;
use crate::numbers::{nim_mul, Rational};
use crate::short::{Game, GameStore};

impl GameStore {
    /// The incentives of `g`: `G^L - G` for its Left options (when `left`) and
    /// `G - G^R` for its Right options (when `right`), without duplicates and
    /// without those below another (each player's best moves are among the
    /// largest incentives).
    pub fn incentives(&mut self, g: Game, left: bool, right: bool) -> Vec<Game> {
        let (gl, gr) = self.form_options(g);
        let mut out: Vec<Game> = Vec::new();
        if left {
            for x in gl {
                out.push(self.sub(x, g));
            }
        }
        if right {
            for x in gr {
                out.push(self.sub(g, x));
            }
        }
        out.sort();
        out.dedup();
        self.keep_maximal(out)
    }

    /// The elements of `v` that are not below another one.
    pub(crate) fn keep_maximal(&mut self, v: Vec<Game>) -> Vec<Game> {
        let mut keep = Vec::with_capacity(v.len());
        for (i, &x) in v.iter().enumerate() {
            // Quadratic in the options: the limits are checked per pair.
            let dominated = v.iter().enumerate().any(|(j, &y)| {
                self.check_limits();
                j != i && x != y && self.leq(x, y)
            });
            if !dominated {
                keep.push(x);
            }
        }
        keep
    }

    /// Norton's product `G.U`: `n` copies of `U` for an integer `G = n`; else
    /// `{G^L.U + U + Δ | G^R.U - (U + Δ)}` over the incentives `Δ` of `U`.
    /// (It depends on the form of `G`; here, as in CGSuite, the canonical form.)
    pub fn norton_product(&mut self, g: Game, u: Game) -> Game {
        if let Some(n) = self.number_value(g).filter(|x| x.is_integer()).cloned() {
            let k = n.to_i64().unwrap_or_else(|| {
                GameStore::abort(crate::limits::Stop::TooLarge(format!(
                    "{n} copies of a game (at most 2^63)"
                )))
            });
            return self.multiple(k, u);
        }
        if let Some(r) = self.cached_binary(op::NORTON, g, u) {
            return r;
        }
        let incentives = self.incentives(u, true, true);
        let mut u_plus: Vec<Game> = incentives.iter().map(|&d| self.add(u, d)).collect();
        u_plus.sort();
        u_plus.dedup();
        let (gl, gr) = self.form_options(g);
        let mut left = Vec::new();
        for x in gl {
            let xu = self.deeper(|s| s.norton_product(x, u));
            for &d in &u_plus {
                left.push(self.add(xu, d));
            }
        }
        let mut right = Vec::new();
        for x in gr {
            let xu = self.deeper(|s| s.norton_product(x, u));
            for &d in &u_plus {
                right.push(self.sub(xu, d));
            }
        }
        let r = self.from_options(&left, &right);
        self.remember_binary(op::NORTON, g, u, r)
    }

    /// Conway's product `G·H` of canonical forms: Left options
    /// `G^L H + G H^L - G^L H^L` and `G^R H + G H^R - G^R H^R`, Right options
    /// `G^L H + G H^R - G^L H^R` and `G^R H + G H^L - G^R H^L`. Numbers multiply
    /// as numbers, nimbers by the nim product (`*4·*4 = *6`).
    pub fn conway_product(&mut self, g: Game, h: Game) -> Game {
        if self.is_nimber(g) && self.is_nimber(h) {
            let (a, b) = (self.nim_of(g), self.nim_of(h));
            let p = nim_mul(a as u64, b as u64);
            if let Ok(p) = u32::try_from(p) {
                return self.nimber(p);
            }
        }
        if let (Some(x), Some(y)) = (self.number_value(g), self.number_value(h)) {
            let p: Rational = x * y;
            return self.number(p);
        }
        if let Some(r) = self.cached_binary(op::CONWAY, g, h) {
            return r;
        }
        let (gl, gr) = self.form_options(g);
        let (hl, hr) = self.form_options(h);
        let mut sides = [Vec::new(), Vec::new()];
        for (go, ho, side) in [(&gl, &hl, 0), (&gr, &hr, 0), (&gl, &hr, 1), (&gr, &hl, 1)] {
            for &x in go {
                let xh = self.deeper(|s| s.conway_product(x, h));
                for &y in ho {
                    let gy = self.deeper(|s| s.conway_product(g, y));
                    let xy = self.deeper(|s| s.conway_product(x, y));
                    let sum = self.add(xh, gy);
                    let o = self.sub(sum, xy);
                    sides[side].push(o);
                }
            }
        }
        let r = self.from_options(&sides[0], &sides[1]);
        self.remember_binary(op::CONWAY, g, h, r)
    }

    /// CGSuite's ordinal product `G ⊗ H`: for each option `H'` of `H` (a Left
    /// option `H^L`, or a Right option `H^R`, which counts with `-G`), the
    /// options `(G ⊗ H') : X` for the player's options `X` of `G` (of `-G`),
    /// the compound `G ⊗ H'` being the base of the ordinal sum (see
    /// [`GameStore::form_ordinal_product`]). On nimbers it multiplies
    /// ordinals: `*5 ⊗ *6 = *30`.
    pub fn ordinal_product(&mut self, g: Game, h: Game) -> Game {
        if self.is_nimber(g) && self.is_nimber(h) {
            let p = u64::from(self.nim_of(g)) * u64::from(self.nim_of(h));
            if let Ok(p) = u32::try_from(p) {
                return self.nimber(p);
            }
        }
        if let Some(r) = self.cached_binary(op::ORDINAL_PRODUCT, g, h) {
            return r;
        }
        let r = self.form_ordinal_product(&super::Form::Game(g), &super::Form::Game(h));
        self.remember_binary(op::ORDINAL_PRODUCT, g, h, r)
    }

    /// Overheating `∫_s^t G`: an integer `n` is `n.s` (Norton), otherwise
    /// `{∫_s^t G^L + t | ∫_s^t G^R - t}` on the canonical form.
    pub fn overheat(&mut self, g: Game, s: Game, t: Game) -> Game {
        let mut memo = rustc_hash::FxHashMap::default();
        self.overheat_in(&mut memo, g, s, t)
    }

    fn overheat_in(
        &mut self,
        memo: &mut rustc_hash::FxHashMap<Game, Game>,
        g: Game,
        s: Game,
        t: Game,
    ) -> Game {
        if self.number_value(g).is_some_and(Rational::is_integer) {
            return self.norton_product(g, s);
        }
        if let Some(&r) = memo.get(&g) {
            return r;
        }
        let (gl, gr) = self.form_options(g);
        let mut left = Vec::with_capacity(gl.len());
        for x in gl {
            let o = self.deeper(|st| st.overheat_in(memo, x, s, t));
            left.push(self.add(o, t));
        }
        let mut right = Vec::with_capacity(gr.len());
        for x in gr {
            let o = self.deeper(|st| st.overheat_in(memo, x, s, t));
            right.push(self.sub(o, t));
        }
        let r = self.from_options(&left, &right);
        memo.insert(g, r);
        r
    }

    /// The `m` of a nimber `*m` (0 for 0).
    pub(crate) fn nim_of(&self, g: Game) -> u32 {
        self.as_nus(g).map_or(0, |n| n.nim)
    }
}
