//! Periods: candidates by a Z-function over the tail of the values (on
//! another thread for long tails) and their Guy–Smith proof.

use super::solver::{Periodicity, Solver, Values};

impl Solver {
    /// Looks for a period at checkpoints and verifies candidates. With
    /// `async_ok`, a search of a long tail is handed back to the caller to
    /// run elsewhere: `(reversed tail, length)`, to [`candidate_from`].
    pub(super) fn check_periodicity(&mut self, async_ok: bool) -> Option<(Vec<u16>, usize)> {
        let len = self.len();
        if let Some((n0, p, need)) = self.candidate {
            if len < need {
                return None;
            }
            if self.periodic_from(n0, p) {
                self.proved = Some(self.least_periodicity(n0, p));
                return None;
            }
            self.candidate = None;
        }
        if len < self.next_check {
            return None;
        }
        self.next_check = next_checkpoint(len);
        let tail = self.reversed_tail();
        if async_ok && len >= ASYNC_SEARCH_MIN {
            return Some((tail, len));
        }
        self.candidate = candidate_from(&tail, len, self.game.max_parts(), self.game.max_removal());
        None
    }

    /// At the end of a run that reached its limit unproved: a period search
    /// over all the values and, when they reach its proof length, the proof;
    /// true when proved. (Checkpoints alone miss a period whose proof length
    /// falls between the last checkpoint and the limit, or whose search was
    /// still running on another thread.)
    pub(super) fn prove_at_end(&mut self) -> bool {
        let len = self.len();
        let (parts, t) = (self.game.max_parts(), self.game.max_removal());
        let found = candidate_from(&self.reversed_tail(), len, parts, t);
        self.candidate = found;
        self.next_check = next_checkpoint(len);
        match found {
            Some((n0, p, need)) if need <= len && self.periodic_from(n0, p) => {
                self.proved = Some(self.least_periodicity(n0, p));
                true
            }
            _ => false,
        }
    }

    /// Whether `G(n + p) = G(n)` for every computed `n + p` with `n ≥ n0`.
    fn periodic_from(&self, n0: usize, p: usize) -> bool {
        let len = self.len();
        match &self.values {
            Values::U8(v) => v[n0..len - p] == v[n0 + p..len],
            Values::U16(v) => v[n0..len - p] == v[n0 + p..len],
        }
    }

    /// The last values (at most 2^22), last first.
    fn reversed_tail(&self) -> Vec<u16> {
        let len = self.len();
        let w = len.min(1 << 22);
        match &self.values {
            Values::U8(v) => v[len - w..].iter().rev().map(|&x| x as u16).collect(),
            Values::U16(v) => v[len - w..].iter().rev().copied().collect(),
        }
    }

    /// From a proved `(n0, p)`, the least period and least preperiod.
    fn least_periodicity(&self, n0: usize, p: usize) -> Periodicity {
        let len = self.len();
        let mut period = p;
        for d in 1..p {
            if p.is_multiple_of(d) && len >= p + d + n0 {
                let start = len - p - d;
                if (start..len - d).all(|n| self.value(n) == self.value(n + d)) {
                    period = d;
                    break;
                }
            }
        }
        let mut pre = len - period;
        while pre > 0 && self.value(pre - 1) == self.value(pre - 1 + period) {
            pre -= 1;
        }
        Periodicity {
            preperiod: pre,
            period,
        }
    }
}

/// The checkpoint after a search at `len` values.
fn next_checkpoint(len: usize) -> usize {
    (len + len / 8).max(len + 64)
}

/// Period searches over at least this many values run on another thread.
const ASYNC_SEARCH_MIN: usize = 1 << 16;

/// The length that proves periodicity from `n0` with period `p` for a game
/// whose moves leave at most `parts` heaps and remove at most `t` tokens.
fn proof_length(parts: usize, t: usize, n0: usize, p: usize) -> usize {
    parts * n0 + (parts - 1) * p + t + 1 + p
}

/// Z-function over the reversed tail `tail` of `len` values: `z[p]` = how
/// many of the last values satisfy `G(n) = G(n - p)`; the best candidate
/// `(n0, p, length needed)` needs the least length.
pub(super) fn candidate_from(
    tail: &[u16],
    len: usize,
    parts: usize,
    t: usize,
) -> Option<(usize, usize, usize)> {
    let z = z_function(tail);
    let mut best: Option<(usize, usize, usize)> = None;
    for (p, &zp) in z.iter().enumerate().skip(1) {
        let zp = zp as usize;
        if zp < p.max(32) {
            continue;
        }
        let n0 = len - zp - p;
        let need = proof_length(parts, t, n0, p);
        if best.is_none_or(|(_, _, b)| need < b) {
            best = Some((n0, p, need));
        }
    }
    best
}

/// Z-function: `z[i]` = length of the longest common prefix of `s` and `s[i..]`.
fn z_function(s: &[u16]) -> Vec<u32> {
    let n = s.len();
    let mut z = vec![0u32; n];
    let (mut l, mut r) = (0usize, 0usize);
    for i in 1..n {
        let mut k = if i < r {
            (z[i - l] as usize).min(r - i)
        } else {
            0
        };
        while i + k < n && s[k] == s[i + k] {
            k += 1;
        }
        z[i] = k as u32;
        if i + k > r {
            l = i;
            r = i + k;
        }
    }
    z
}
