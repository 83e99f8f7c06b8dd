//! Canonical labelling of small graphs by colour refinement and
//! individualisation, for the memo keys of graph positions.

use super::*;

/// Leaves of the individualisation search tried at most.
pub(super) const MAX_LEAVES: usize = 8;

/// The canonical labelling's search on arrays of `N` vertices with `K` edge
/// kinds: the local graph (each vertex's neighbours by edge kind) and the
/// least key (tints, then adjacency in the new order) found so far.
pub(super) struct Canon<const N: usize, const K: usize> {
    pub(super) adj: [[u64; K]; N],
    pub(super) tints: [u8; N],
    pub(super) n: usize,
    pub(super) best_tints: [u64; 2],
    pub(super) best: [[u64; K]; N],
    pub(super) have_best: bool,
    pub(super) leaves: usize,
}

/// The number of distinct values among `c` (at most `N`).
pub(super) fn classes<const N: usize>(c: &[u64]) -> usize {
    if c.len() <= 8 {
        // Each value not met before it: fewer steps than sorting so few.
        return (0..c.len())
            .filter(|&i| c[..i].iter().all(|&x| x != c[i]))
            .count();
    }
    let mut s = [0u64; N];
    let s = &mut s[..c.len()];
    s.copy_from_slice(c);
    s.sort_unstable();
    1 + s.windows(2).filter(|w| w[0] != w[1]).count()
}

impl<const N: usize, const K: usize> Canon<N, K> {
    /// Refine `colours` (each vertex's colour mixed with its neighbours' by
    /// edge kind) until the number of classes stops growing.
    pub(super) fn refine(&self, colours: &mut [u64; N]) {
        let n = self.n;
        let mut count = classes::<N>(&colours[..n]);
        if count == n {
            return;
        }
        let mut next = [0u64; N];
        let mut mixed = [[0u64; N]; K];
        for _ in 0..n {
            if count == n {
                break;
            }
            // Each colour mixed once per edge kind, then summed over neighbours.
            for (e, m) in mixed.iter_mut().enumerate() {
                let salt = (e as u64 + 1).wrapping_mul(0x9e37_79b9);
                for (w, x) in m.iter_mut().enumerate().take(n) {
                    *x = stir(colours[w] ^ salt);
                }
            }
            for (i, x) in next.iter_mut().enumerate().take(n) {
                let mut s = 0u64;
                for (e, m) in mixed.iter().enumerate() {
                    for w in bits(self.adj[i][e]) {
                        s = s.wrapping_add(m[w]);
                    }
                }
                *x = stir(colours[i].wrapping_mul(31) ^ s);
            }
            colours[..n].copy_from_slice(&next[..n]);
            let c = classes::<N>(&colours[..n]);
            if c <= count {
                break;
            }
            count = c;
        }
    }

    /// A leaf of the search: the vertices in their new order.
    pub(super) fn leaf(&mut self, order: &[u8]) {
        self.leaves += 1;
        let n = self.n;
        let mut pos = [0u8; N];
        for (new, &old) in order.iter().enumerate() {
            pos[old as usize] = new as u8;
        }
        let mut tints = [0u64; 2];
        for (new, &old) in order.iter().enumerate() {
            let t = u64::from(self.tints[old as usize]);
            tints[0] |= (t & 1) << new;
            tints[1] |= (t >> 1 & 1) << new;
        }
        let mut key = [[0u64; K]; N];
        for (row, &old) in key.iter_mut().zip(order) {
            for (x, &m) in row.iter_mut().zip(&self.adj[old as usize]) {
                *x = bits(m).fold(0u64, |acc, w| acc | bit(pos[w] as usize));
            }
        }
        if !self.have_best || (tints, &key[..n]) < (self.best_tints, &self.best[..n]) {
            self.best_tints = tints;
            self.best[..n].copy_from_slice(&key[..n]);
            self.have_best = true;
        }
    }

    pub(super) fn search(&mut self, mut colours: [u64; N], depth: usize) {
        self.refine(&mut colours);
        let n = self.n;
        let mut order = [0u8; N];
        for (i, o) in order.iter_mut().enumerate().take(n) {
            *o = i as u8;
        }
        let order = &mut order[..n];
        order.sort_unstable_by_key(|&i| (colours[i as usize], i));
        // The first class of more than one vertex (by colour), if any.
        let tie = order
            .windows(2)
            .find(|w| colours[w[0] as usize] == colours[w[1] as usize])
            .map(|w| colours[w[0] as usize])
            .filter(|_| depth < n);
        match tie {
            None => self.leaf(order),
            Some(c) => {
                for i in 0..n {
                    if colours[i] != c {
                        continue;
                    }
                    if self.leaves >= MAX_LEAVES && self.have_best {
                        return;
                    }
                    let mut next = colours;
                    next[i] = mix(next[i] ^ 0x5bd1_e995);
                    self.search(next, depth + 1);
                }
            }
        }
    }
}
