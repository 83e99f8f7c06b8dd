//! Impartial coordinate games of CGSuite's heap library (`game.heap`): games
//! on a pair `(m, n)`, two heaps that interact (Wythoff's game and its
//! generalisations) or a heap with a memory (Mem, Take-Away, Fibonacci Nim).
//! Grundy values by the definition, over the positions the pair can reach,
//! under [`Limits`].

use crate::limits::{Limits, Stop};
use crate::numbers::Rational;

/// A coordinate ruleset.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum CoordinateGame {
    /// CGSuite's `GenWythoff(k -> k + r)`: take any number from one heap, or
    /// `k >= 1` from the first and `l >= 1` from the second with
    /// `|k - l| < r` (Wythoff's game is `r = 1`).
    GenWythoff(u64),
    /// `(n, memory)`: take `j` tokens, `1 <= j <= n`, with `j >= memory`
    /// (CGSuite's `Mem`); the memory becomes `j`.
    Mem,
    /// `(n, memory)`: take `j <= limit · memory` tokens (CGSuite's
    /// `TakeAway(limit)`; Fibonacci Nim is `TakeAway(2)`).
    TakeAway(Rational),
}

impl CoordinateGame {
    /// The positions reached in one move from `(m, n)`.
    pub fn options(&self, m: u64, n: u64) -> Vec<(u64, u64)> {
        match self {
            CoordinateGame::GenWythoff(r) => {
                let mut out: Vec<(u64, u64)> = (1..=m).map(|a| (m - a, n)).collect();
                out.extend((1..=n).map(|b| (m, n - b)));
                // k and l from both heaps with |k - l| < r.
                for k in 1..=m {
                    let lo = k.saturating_sub(r - 1).max(1);
                    let hi = k.saturating_add(r - 1).min(n);
                    for l in lo..=hi {
                        out.push((m - k, n - l));
                    }
                }
                out
            }
            CoordinateGame::Mem => (1..=m).filter(|&j| j >= n).map(|j| (m - j, j)).collect(),
            CoordinateGame::TakeAway(limit) => {
                let cap = limit * &Rational::from_i64(i64::try_from(n).unwrap_or(i64::MAX));
                (1..=m)
                    .filter(|&j| Rational::from_i64(j as i64) <= cap)
                    .map(|j| (m - j, j))
                    .collect()
            }
        }
    }

    /// The Grundy value of `(m, n)`, by the definition: a table over every
    /// position `(x, y)` with `x <= m` (every move lowers the first
    /// coordinate, or keeps it and lowers the second), at most 4 million.
    pub fn nim_value(&self, m: u64, n: u64, limits: &Limits) -> Result<u32, Stop> {
        const MAX_POSITIONS: u64 = 4_000_000;
        // The second coordinate: a heap (Wythoff) or a memory, at most max(m, n).
        let ymax = match self {
            CoordinateGame::GenWythoff(_) => n,
            _ => m.max(n),
        };
        let cells = (m + 1).saturating_mul(ymax + 1);
        if cells > MAX_POSITIONS {
            return Err(Stop::TooLarge(format!(
                "({m}, {n}) needs a table of {cells} positions (at most {MAX_POSITIONS})"
            )));
        }
        let width = (ymax + 1) as usize;
        let mut table = vec![0u32; cells as usize];
        let mut meter = limits.start();
        let mut seen: Vec<bool> = Vec::new();
        for x in 0..=m {
            for y in 0..=ymax {
                let opts = self.options(x, y);
                seen.clear();
                seen.resize(opts.len() + 1, false);
                for (a, b) in opts {
                    meter.tick()?;
                    let v = table[a as usize * width + b as usize] as usize;
                    if v < seen.len() {
                        seen[v] = true;
                    }
                }
                table[x as usize * width + y as usize] =
                    seen.iter().position(|&s| !s).unwrap_or(0) as u32;
            }
        }
        Ok(table[m as usize * width + n as usize])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// CGSuite's GameHeapTest: option counts at (10, 10) and the values of
    /// (10, n) for n = 0..20.
    #[test]
    fn cgsuite_coordinate_games() {
        let fib = CoordinateGame::TakeAway(Rational::from_i64(2));
        for (g, count, row) in [
            (
                CoordinateGame::GenWythoff(1),
                30,
                "10,11,9,8,13,12,0,15,16,17,14,18,7,6,2,3,1,4,5,23,28",
            ),
            (
                CoordinateGame::GenWythoff(2),
                48,
                "10,11,12,13,0,14,9,17,18,19,20,21,22,23,24,25,26,15,28,29,30",
            ),
            (fib, 10, "0,2,2,2,5,5,5,5,5,5,5,5,5,5,5,5,5,5,5,5,5"),
            (
                CoordinateGame::TakeAway(Rational::from_i64(3)),
                10,
                "0,2,2,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6",
            ),
            (
                CoordinateGame::Mem,
                1,
                "3,3,3,3,2,2,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0",
            ),
        ] {
            assert_eq!(g.options(10, 10).len(), count, "{g:?}");
            let got: Vec<String> = (0..=20)
                .map(|n| g.nim_value(10, n, &Limits::none()).unwrap().to_string())
                .collect();
            assert_eq!(got.join(","), row, "{g:?}");
        }
    }
}
