//! Coin-turning games in CGSuite's spawning codes (Winning Ways ch. 14;
//! CGSuite's `Spawning`): a row of coins numbered from 1, a move turns the
//! coin at `n` from heads to tails and some coins to its left; a position is
//! the sum of its heads-up coins, so a heap `n` is a coin at `n`.
//!
//! A code is a comma-separated list of elements, each a number of coins
//! turned (`3`, a range `1-3`, or `2+` for two or more) followed by
//! modifiers: `C` the coins consecutive, `C(k)` all within `k` places of
//! the coin at `n` (`n - k < i`), `E` equally spaced, `S` placed
//! symmetrically, `F` the first coin (at 1) among them. Mock Turtles is
//! `1-3`, Ruler `1+C`, Triplets `3`, Grunt `4FS`, Sym `1+S`, Turnips `3E`.

use crate::limits::{Limits, Stop};
use thiserror::Error;

/// How the coins turned are placed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Spacing {
    Any,
    Consecutive,
    EquallySpaced,
    Symmetrical,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Element {
    /// Coins turned, the coin at `n` included.
    min: usize,
    max: usize,
    /// All coins within this many places (the span, coin at `n` included).
    span: usize,
    spacing: Spacing,
    first: bool,
}

/// Why a spawning code could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("malformed spawning code `{0}`: expected elements such as 1-3, 3, 2+ with modifiers C, C(k), E, S, F, separated by commas, e.g. 1-3 (Mock Turtles) or 1+C (Ruler)")]
pub struct SpawningError(pub String);

/// A coin-turning game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Spawning {
    code: String,
    elements: Vec<Element>,
}

impl Spawning {
    /// Reads a code such as `1-3`, `1+C`, `1-3C(5)`, `4FS`.
    pub fn parse(code: &str) -> Result<Spawning, SpawningError> {
        let err = || SpawningError(code.to_string());
        let mut elements = Vec::new();
        for part in code.trim().to_ascii_uppercase().split(',') {
            let part = part.trim();
            let split = part
                .find(|c: char| !(c.is_ascii_digit() || c == '+' || c == '-'))
                .unwrap_or(part.len());
            let (range, mods) = part.split_at(split);
            let num = |s: &str| s.parse::<usize>().map_err(|_| err());
            let (min, max) = if let Some(a) = range.strip_suffix('+') {
                (num(a)?, usize::MAX)
            } else if let Some((a, b)) = range.split_once('-') {
                (num(a)?, num(b)?)
            } else {
                let a = num(range)?;
                (a, a)
            };
            if min == 0 || max < min {
                return Err(err());
            }
            let mut e = Element {
                min,
                max,
                span: usize::MAX,
                spacing: Spacing::Any,
                first: false,
            };
            let m: Vec<char> = mods.chars().collect();
            let mut i = 0;
            while i < m.len() {
                match m[i] {
                    'C' if m.get(i + 1) == Some(&'(') => {
                        let close = (i..m.len()).find(|&j| m[j] == ')').ok_or_else(err)?;
                        let k: String = m[i + 2..close].iter().collect();
                        e.span = num(&k)?;
                        i = close;
                    }
                    'C' => e.spacing = Spacing::Consecutive,
                    'S' => e.spacing = Spacing::Symmetrical,
                    'E' => e.spacing = Spacing::EquallySpaced,
                    'F' => e.first = true,
                    _ => return Err(err()),
                }
                i += 1;
            }
            // An element that cannot fit in its span allows no move.
            if e.span >= e.min {
                e.max = e.max.min(e.span);
                elements.push(e);
            }
        }
        Ok(Spawning {
            code: code.trim().to_string(),
            elements,
        })
    }

    /// The code as given.
    pub fn code(&self) -> &str {
        &self.code
    }

    /// The other coins turned by every move from a coin at `n` (ascending
    /// positions, each below `n`; the empty list turns the coin at `n` alone).
    pub fn heap_options(
        &self,
        n: usize,
        tick: &mut dyn FnMut() -> Result<(), Stop>,
    ) -> Result<Vec<Vec<usize>>, Stop> {
        super::tbcode::collect_moves(tick, |visit| self.visit_options(n, visit))
    }

    /// Every move from a coin at `n`, given to `visit` (nothing is stored).
    pub fn visit_options(
        &self,
        n: usize,
        visit: &mut dyn FnMut(&[usize]) -> Result<(), Stop>,
    ) -> Result<(), Stop> {
        for e in &self.elements {
            // Positions allowed: lo..n (within the span).
            let lo = if e.span == usize::MAX {
                1
            } else {
                (n + 1).saturating_sub(e.span).max(1)
            };
            let others_max = (e.max - 1).min(n.saturating_sub(lo));
            for k in e.min - 1..=others_max {
                let mut emit = |set: &[usize]| -> Result<(), Stop> {
                    // `F`: coin 1 is among those turned (with no other coin,
                    // only the span's reaching it counts).
                    let has_first = match set.first() {
                        Some(&p) => p == 1,
                        None => lo == 1,
                    };
                    if e.first && !has_first {
                        return Ok(());
                    }
                    visit(set)
                };
                match e.spacing {
                    Spacing::Any => subsets(lo, n, k, &mut Vec::new(), &mut emit)?,
                    Spacing::Consecutive => {
                        if n >= k + lo {
                            let set: Vec<usize> = (n - k..n).collect();
                            emit(&set)?;
                        }
                    }
                    Spacing::EquallySpaced => {
                        if k == 0 {
                            emit(&[])?;
                        } else {
                            for d in 1..=n {
                                if d * k > n - lo {
                                    break;
                                }
                                let set: Vec<usize> = (1..=k).rev().map(|i| n - i * d).collect();
                                emit(&set)?;
                            }
                        }
                    }
                    Spacing::Symmetrical => symmetric(lo, n, k, &mut emit)?,
                }
            }
        }
        Ok(())
    }

    /// The Grundy values of coins `0..=n` (0 for position 0, which is no coin)
    /// by the definition, under `limits`.
    pub fn nim_values(&self, n: usize, limits: &Limits) -> Result<Vec<u32>, Stop> {
        super::tbcode::values_by_mex(1, n, limits, |m, visit| self.visit_options(m, visit))
    }
}

/// Every `k`-subset of `lo..hi`, ascending, to `emit`.
fn subsets(
    lo: usize,
    hi: usize,
    k: usize,
    set: &mut Vec<usize>,
    emit: &mut dyn FnMut(&[usize]) -> Result<(), Stop>,
) -> Result<(), Stop> {
    if k == 0 {
        return emit(set);
    }
    for x in lo..hi {
        if hi - x < k {
            break;
        }
        set.push(x);
        subsets(x + 1, hi, k - 1, set, emit)?;
        set.pop();
    }
    Ok(())
}

/// Every set of `k` positions in `lo..n` that, with `n`, is symmetric about
/// its centre.
fn symmetric(
    lo: usize,
    n: usize,
    k: usize,
    emit: &mut dyn FnMut(&[usize]) -> Result<(), Stop>,
) -> Result<(), Stop> {
    if k == 0 {
        return emit(&[]);
    }
    for first in lo..n {
        // The set holds first and n; the rest pairs x with first + n - x.
        let inner = k - 1;
        let centre = (first + n).is_multiple_of(2);
        let pairs: Vec<usize> = (first + 1..).take_while(|&x| 2 * x < first + n).collect();
        // Choose `inner` points: a number of pairs, plus the centre if odd.
        let with_centre = inner % 2 == 1;
        if with_centre && !centre {
            continue;
        }
        let npairs = inner / 2;
        let mut chosen = Vec::new();
        let mut found = Vec::new();
        choose(&pairs, npairs, 0, &mut chosen, &mut found);
        for c in found {
            let mut set = vec![first];
            for &x in &c {
                set.push(x);
                set.push(first + n - x);
            }
            if with_centre {
                set.push((first + n) / 2);
            }
            set.sort_unstable();
            emit(&set)?;
        }
    }
    Ok(())
}

fn choose(items: &[usize], k: usize, from: usize, cur: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
    if cur.len() == k {
        out.push(cur.clone());
        return;
    }
    for i in from..items.len() {
        cur.push(items[i]);
        choose(items, k, i + 1, cur, out);
        cur.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// CGSuite's GameHeapTest (lib/core/src/test/scala/org/cgsuite/lang/
    /// GameHeapTest.scala): option counts at 20 and values of 1..20.
    #[test]
    fn cgsuite_spawning_games() {
        for (code, count, values) in [
            (
                "1-3",
                191,
                "1,2,4,7,8,11,13,14,16,19,21,22,25,26,28,31,32,35,37,38",
            ),
            (
                "3",
                171,
                "0,0,1,2,4,7,8,11,13,14,16,19,21,22,25,26,28,31,32,35",
            ),
            ("1+C", 20, "1,2,1,4,1,2,1,8,1,2,1,4,1,2,1,16,1,2,1,4"),
            ("1-3C(5)", 11, "1,2,4,7,8,1,2,4,7,8,1,2,4,7,8,1,2,4,7,8"),
            ("3C(5)", 6, "0,0,1,2,4,0,0,1,2,4,0,0,1,2,4,0,0,1,2,4"),
            ("1-5C", 5, "1,2,1,4,1,2,1,4,1,2,1,4,1,2,1,4,1,2,1,4"),
            ("3E", 9, "0,0,1,0,0,1,2,2,1,0,0,1,0,0,1,2,2,1,4,4"),
            ("4FS", 9, "0,0,0,1,0,2,1,0,2,1,0,2,1,3,2,1,3,2,4,3"),
            (
                "1+S",
                2046,
                "1,2,4,3,6,7,8,16,18,25,32,11,64,31,128,10,256,5,512,28",
            ),
        ] {
            let s = Spawning::parse(code).unwrap();
            let n = s.heap_options(20, &mut || Ok(())).unwrap().len();
            assert_eq!(n, count, "{code}: options of 20");
            let g = s.nim_values(20, &Limits::none()).unwrap();
            let got: Vec<String> = g[1..].iter().map(u32::to_string).collect();
            assert_eq!(got.join(","), values, "{code}");
        }
    }
}
