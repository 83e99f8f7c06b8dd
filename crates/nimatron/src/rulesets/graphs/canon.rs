//! Canonical labelling of small graphs by colour refinement and
//! individualisation, for the memo keys of graph positions (`GraphGame::canonical`).

use super::*;

impl GraphGame {
    /// The graph in play relabelled by a canonical labelling (colour
    /// refinement, then a bounded search over the choices it leaves): equal
    /// for isomorphic graphs unless the search ran out, and always a graph
    /// isomorphic to this one. Worked on arrays of 16, 32 or 64 vertices,
    /// the fewest that hold the graph.
    pub(super) fn canonical(&self) -> GraphGame {
        if self.rules.kinds() == 1 {
            if self.alive.count_ones() >= 4 {
                if let Some(p) = self.canonical_path() {
                    return p;
                }
            }
            match self.alive.count_ones() {
                1..=3 => self.canonical_tiny::<1>(),
                0..=8 => self.canonical_in::<8, 1>(),
                9..=16 => self.canonical_in::<16, 1>(),
                17..=32 => self.canonical_in::<32, 1>(),
                _ => self.canonical_in::<64, 1>(),
            }
        } else {
            match self.alive.count_ones() {
                1..=3 => self.canonical_tiny::<3>(),
                0..=8 => self.canonical_in::<8, 3>(),
                9..=16 => self.canonical_in::<16, 3>(),
                17..=32 => self.canonical_in::<32, 3>(),
                _ => self.canonical_in::<64, 3>(),
            }
        }
    }

    /// The canonical labelling of a path (one edge kind, connected, no
    /// loops, degrees at most 2, one edge fewer than vertices), exact and
    /// without search: its vertices numbered along it from the end that
    /// gives the lesser tints (`L`, then `R`). `None` for any other graph
    /// (a predicate on the isomorphism class, so isomorphic graphs are
    /// labelled by the same method). Paths are the usual parts of graphs
    /// played out.
    pub(super) fn canonical_path(&self) -> Option<GraphGame> {
        let a = self.alive;
        let n = a.count_ones() as usize;
        let (mut ends, mut degrees) = (0u64, 0u32);
        for v in bits(a) {
            let row = self.adj[v] & a;
            let d = row.count_ones();
            if d > 2 || row & bit(v) != 0 {
                return None;
            }
            degrees += d;
            if d == 1 {
                ends |= bit(v);
            }
        }
        if n < 2 || degrees as usize != 2 * (n - 1) || ends.count_ones() != 2 {
            return None;
        }
        // Walk from the lower end; a path and a cycle apart stop short.
        let (mut tl, mut tr) = (0u64, 0u64);
        let mut v = ends.trailing_zeros() as usize;
        let mut prev = 0u64;
        for i in 0..n {
            tl |= (self.tl >> v & 1) << i;
            tr |= (self.tr >> v & 1) << i;
            if i + 1 < n {
                let next = self.adj[v] & a & !prev;
                if next == 0 {
                    return None;
                }
                prev = bit(v);
                v = next.trailing_zeros() as usize;
            }
        }
        let back = |m: u64| m.reverse_bits() >> (64 - n);
        let (tl, tr) = (tl, tr).min((back(tl), back(tr)));
        let mut rows = [0u64; MAX_VERTICES];
        for (i, r) in rows[..n].iter_mut().enumerate() {
            *r = (bit(i) << 1 | bit(i) >> 1) & !(u64::MAX << (n - 1) << 1);
        }
        Some(GraphGame {
            rules: self.rules,
            adj: Adj::from_words(&rows[..n]),
            alive: if n == 64 { u64::MAX } else { (1u64 << n) - 1 },
            tl,
            tr,
        })
    }

    /// The canonical labelling of a graph of one to three vertices: the
    /// least key (tints, then adjacency in the new order) over every order
    /// of its vertices, which is exact and cheaper than refining.
    fn canonical_tiny<const K: usize>(&self) -> GraphGame {
        const ORDERS: [&[[u8; 3]]; 4] = [
            &[],
            &[[0, 0, 0]],
            &[[0, 1, 0], [1, 0, 0]],
            &[
                [0, 1, 2],
                [0, 2, 1],
                [1, 0, 2],
                [1, 2, 0],
                [2, 0, 1],
                [2, 1, 0],
            ],
        ];
        let n = self.alive.count_ones() as usize;
        debug_assert!((1..=3).contains(&n) && K == self.rules.kinds());
        let mut vs = [0usize; 3];
        for (x, v) in vs.iter_mut().zip(bits(self.alive)) {
            *x = v;
        }
        let mut best = ([u64::MAX; 2], [[0u64; K]; 3]);
        for order in ORDERS[n] {
            // `order[new]` is the old index; `pos[old]` the new one.
            let mut pos = [0u8; 3];
            for (new, &old) in order[..n].iter().enumerate() {
                pos[old as usize] = new as u8;
            }
            let mut tints = [0u64; 2];
            let mut rows = [[0u64; K]; 3];
            for (new, &old) in order[..n].iter().enumerate() {
                let v = vs[old as usize];
                tints[0] |= (self.tl >> v & 1) << new;
                tints[1] |= (self.tr >> v & 1) << new;
                for (e, x) in rows[new].iter_mut().enumerate() {
                    let m = self.adj[v * K + e];
                    for (j, &w) in vs[..n].iter().enumerate() {
                        *x |= (m >> w & 1) << pos[j];
                    }
                }
            }
            if (tints, &rows[..n]) < (best.0, &best.1[..n]) {
                best = (tints, rows);
            }
        }
        GraphGame {
            rules: self.rules,
            adj: Adj::from_words(best.1[..n].as_flattened()),
            alive: (1u64 << n) - 1,
            tl: best.0[0],
            tr: best.0[1],
        }
    }

    /// The canonical labelling on arrays of `N` vertices and `K` edge kinds.
    fn canonical_in<const N: usize, const K: usize>(&self) -> GraphGame {
        let n = self.alive.count_ones() as usize;
        debug_assert_eq!(K, self.rules.kinds());
        let mut c = Canon::<N, K> {
            adj: [[0; K]; N],
            tints: [0; N],
            n,
            best_tints: [0; 2],
            best: [[0; K]; N],
            have_best: false,
            leaves: 0,
        };
        // Local adjacency over 0..n; `pdep`-free: vertices by rank.
        let index = |v: usize| (self.alive & (bit(v) - 1)).count_ones() as usize;
        let mut colours = [0u64; N];
        for (i, v) in bits(self.alive).enumerate() {
            let mut loops = 0u64;
            for e in 0..K {
                let m = bits(self.adj[v * K + e] & self.alive).fold(0u64, |m, w| m | bit(index(w)));
                c.adj[i][e] = m;
                loops |= (m >> i & 1) << e;
            }
            c.tints[i] = ((self.tl >> v & 1) | (self.tr >> v & 1) << 1) as u8;
            colours[i] = mix(u64::from(c.tints[i]) | loops << 2);
        }
        if n <= 1 {
            c.leaf(&[0u8; 1][..n]);
        } else {
            c.search(colours, 0);
        }
        GraphGame {
            rules: self.rules,
            adj: Adj::from_words(c.best[..n].as_flattened()),
            alive: if n == 64 { u64::MAX } else { (1u64 << n) - 1 },
            tl: c.best_tints[0],
            tr: c.best_tints[1],
        }
    }
}

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
