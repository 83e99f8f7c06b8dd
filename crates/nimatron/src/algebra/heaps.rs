//! Partizan games of CGSuite's heap library (`game.heap`), as canonical
//! forms in the store: partizan subtraction games, the cake games built from
//! two take-and-break rulesets (Cutcake, Eatcake, Maundy Cake, Turn-and-
//! Eatcake: CGSuite's `GenCutcake`) and Partizan Euclid.

use crate::impartial::tbcode::TbCode;
use crate::limits::Stop;
use crate::short::{Game, GameStore};
use rustc_hash::FxHashMap;

/// The most moves a cake position may have.
const MAX_MOVES: usize = 1 << 20;

impl GameStore {
    /// A heap of `n` in the partizan subtraction game where Left removes a
    /// number of tokens in `left` and Right one in `right`.
    pub fn partizan_subtraction(&mut self, left: &[u64], right: &[u64], n: u64) -> Game {
        let mut memo: FxHashMap<u64, Game> = FxHashMap::default();
        for h in 0..=n {
            self.check_limits();
            let l: Vec<Game> = left
                .iter()
                .filter(|&&k| k >= 1 && k <= h)
                .map(|&k| memo[&(h - k)])
                .collect();
            let r: Vec<Game> = right
                .iter()
                .filter(|&&k| k >= 1 && k <= h)
                .map(|&k| memo[&(h - k)])
                .collect();
            let g = self.from_options(&l, &r);
            memo.insert(h, g);
        }
        memo[&n]
    }

    /// The cake `(m, n)` of CGSuite's `GenCutcake(left, right, twisted)`:
    /// Left replaces the second coordinate by the heaps a move of `left`
    /// leaves from it (the sum of `(m, b)` over them), Right the first by a
    /// move of `right`; when `twisted`, the coordinates are swapped first.
    /// Cutcake is `4.0` for both, Eatcake `0.7`, Maundy Cake `{2+}=.0`.
    pub fn cake(&mut self, left: &TbCode, right: &TbCode, twisted: bool, m: u64, n: u64) -> Game {
        let mut memo = FxHashMap::default();
        self.cake_in(&mut memo, left, right, twisted, (m, n))
    }

    fn cake_in(
        &mut self,
        memo: &mut FxHashMap<(u64, u64), Game>,
        left: &TbCode,
        right: &TbCode,
        twisted: bool,
        (m, n): (u64, u64),
    ) -> Game {
        if let Some(&g) = memo.get(&(m, n)) {
            return g;
        }
        self.check_limits();
        let (row, col) = if twisted { (n, m) } else { (m, n) };
        let mut sides = [Vec::new(), Vec::new()];
        for (side, rules, heap) in [(0usize, left, col), (1, right, row)] {
            let heaps = usize::try_from(heap).unwrap_or(usize::MAX);
            // Each move as runs (heap, copies): splitting into many equal
            // parts (Maundy Cake) is one run.
            let mut moves: Vec<Vec<(usize, i64)>> = Vec::new();
            let mut runs = 0usize;
            let r = rules.visit_options(heaps, &mut |p| {
                let mut m: Vec<(usize, i64)> = Vec::new();
                for &h in p {
                    match m.last_mut() {
                        Some((x, k)) if *x == h => *k += 1,
                        _ => m.push((h, 1)),
                    }
                }
                runs += m.len().max(1);
                if runs > MAX_MOVES {
                    return Err(Stop::TooLarge(format!(
                        "a cake with more than {MAX_MOVES} moves (or parts of moves) from one position"
                    )));
                }
                moves.push(m);
                Ok(())
            });
            if let Err(e) = r {
                GameStore::abort(e);
            }
            for parts in moves {
                let mut sum = self.zero();
                for (p, k) in parts {
                    let pos = if side == 0 {
                        (row, p as u64)
                    } else {
                        (p as u64, col)
                    };
                    let g = self.deeper(|s| s.cake_in(memo, left, right, twisted, pos));
                    let g = self.multiple(k, g);
                    sum = self.add(sum, g);
                }
                sides[side].push(sum);
            }
        }
        let g = self.from_options(&sides[0], &sides[1]);
        memo.insert((m, n), g);
        g
    }

    /// Partizan Euclid `(p, q)`: Left moves to `(q, p mod q)`, Right to
    /// `(q, q - p mod q)`, neither when `q` is 0 or divides `p`.
    pub fn partizan_euclid(&mut self, p: u64, q: u64) -> Game {
        let mut memo = FxHashMap::default();
        self.euclid_in(&mut memo, p, q)
    }

    fn euclid_in(&mut self, memo: &mut FxHashMap<(u64, u64), Game>, p: u64, q: u64) -> Game {
        if let Some(&g) = memo.get(&(p, q)) {
            return g;
        }
        self.check_limits();
        let g = if q == 0 || p.is_multiple_of(q) {
            self.zero()
        } else {
            let r = p % q;
            let l = self.deeper(|s| s.euclid_in(memo, q, r));
            let rr = self.deeper(|s| s.euclid_in(memo, q, q - r));
            self.from_options(&[l], &[rr])
        };
        memo.insert((p, q), g);
        g
    }
}
