//! Compound sums of canonical forms (Winning Ways ch. 9; CGSuite's
//! `CompoundGame`): the ordinal sum `G : H`, the conjunctive sum (move in
//! both components; the game ends when either does) and the selective sum
//! (move in either or both).

use super::op;
use crate::short::{Game, GameStore};

impl GameStore {
    /// The ordinal sum `G : H = {G^L, G : H^L | G^R, G : H^R}` (a move in `G`
    /// annuls `H`), on the canonical forms. `x + *m : *n = x + *(m + n)`.
    pub fn ordinal_sum(&mut self, g: Game, h: Game) -> Game {
        if let Some(n) = self.as_nus(g).filter(|n| n.up == 0) {
            if self.is_nimber(h) {
                let (x, m) = (n.number.clone(), n.nim);
                let k = self.as_nus(h).map_or(0, |n| n.nim);
                if let Some(nim) = m.checked_add(k) {
                    return self.nus(x, 0, nim);
                }
            }
        }
        if let Some(r) = self.cached_binary(op::ORDINAL_SUM, g, h) {
            return r;
        }
        let (gl, gr) = self.form_options(g);
        let (hl, hr) = self.form_options(h);
        let mut left = gl;
        for x in hl {
            left.push(self.deeper(|s| s.ordinal_sum(g, x)));
        }
        let mut right = gr;
        for x in hr {
            right.push(self.deeper(|s| s.ordinal_sum(g, x)));
        }
        let r = self.from_options(&left, &right);
        self.remember_binary(op::ORDINAL_SUM, g, h, r)
    }

    /// The conjunctive sum `G ∧ H = {G^L ∧ H^L | G^R ∧ H^R}`: each move is made
    /// in both components, so play stops when either component ends.
    pub fn conjunctive_sum(&mut self, g: Game, h: Game) -> Game {
        if let Some(r) = self.cached_binary(op::CONJUNCTIVE, g, h) {
            return r;
        }
        let (gl, gr) = self.form_options(g);
        let (hl, hr) = self.form_options(h);
        let left = self.pairwise(&gl, &hl, GameStore::conjunctive_sum);
        let right = self.pairwise(&gr, &hr, GameStore::conjunctive_sum);
        let r = self.from_options(&left, &right);
        self.remember_binary(op::CONJUNCTIVE, g, h, r)
    }

    /// The selective sum (Winning Ways ch. 9, the selective compound of two
    /// games): each move is made in either component or in both, and the game
    /// stays a selective sum, `{G^L ∨ H, G ∨ H^L, G^L ∨ H^L | ...}`.
    ///
    /// CGSuite's `SelectiveSum` differs from this below the first move: its
    /// options are `G^L + H`, `G + H^L` (disjunctive sums) and `G^L ∧ H^L`
    /// (conjunctive sums), so `*5 SelectiveSum *6` is `*8` there, while the
    /// selective compound of two Nim heaps of 5 and 6 (take from one heap or
    /// from both) has Grundy value 11 (a test checks it by search).
    pub fn selective_sum(&mut self, g: Game, h: Game) -> Game {
        if let Some(r) = self.cached_binary(op::SELECTIVE, g, h) {
            return r;
        }
        let (gl, gr) = self.form_options(g);
        let (hl, hr) = self.form_options(h);
        let mut sides = [Vec::new(), Vec::new()];
        for (side, (go, ho)) in sides.iter_mut().zip([(&gl, &hl), (&gr, &hr)]) {
            for &x in go {
                side.push(self.deeper(|s| s.selective_sum(x, h)));
            }
            for &y in ho {
                side.push(self.deeper(|s| s.selective_sum(g, y)));
            }
            let both = self.pairwise(go, ho, GameStore::selective_sum);
            side.extend(both);
        }
        let r = self.from_options(&sides[0], &sides[1]);
        self.remember_binary(op::SELECTIVE, g, h, r)
    }

    /// `f(x, y)` for every `x` in `a` and `y` in `b`, one level deeper.
    fn pairwise(
        &mut self,
        a: &[Game],
        b: &[Game],
        f: fn(&mut GameStore, Game, Game) -> Game,
    ) -> Vec<Game> {
        let mut out = Vec::with_capacity(a.len() * b.len());
        for &x in a {
            for &y in b {
                out.push(self.deeper(|s| f(s, x, y)));
            }
        }
        out
    }
}
