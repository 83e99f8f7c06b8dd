//! Tests of the graph positions.

use super::*;

/// The first canonical labelling, on arrays of 64 vertices (the
/// reference for the one on arrays of 16, 32 or 64).
mod reference {
    use super::super::{bit, bits, mix, stir, GraphGame, MAX_LEAVES, MAX_VERTICES};

    /// The canonical labelling's search: the local graph and the least key
    /// (tints, then adjacency in the new order) found so far.
    struct Canon {
        adj: [u64; 3 * MAX_VERTICES],
        tints: [u8; MAX_VERTICES],
        k: usize,
        n: usize,
        best: [u64; 2 + 3 * MAX_VERTICES],
        have_best: bool,
        leaves: usize,
    }

    /// The number of distinct values among `c`.
    fn classes(c: &[u64]) -> usize {
        let mut s = [0u64; MAX_VERTICES];
        let s = &mut s[..c.len()];
        s.copy_from_slice(c);
        s.sort_unstable();
        1 + s.windows(2).filter(|w| w[0] != w[1]).count()
    }

    impl Canon {
        /// Refine `colours` (each vertex's colour mixed with its neighbours' by
        /// edge kind) until the number of classes stops growing.
        fn refine(&self, colours: &mut [u64; MAX_VERTICES]) {
            let (n, k) = (self.n, self.k);
            let mut count = classes(&colours[..n]);
            if count == n {
                return;
            }
            let mut next = [0u64; MAX_VERTICES];
            let mut mixed = [[0u64; MAX_VERTICES]; 3];
            for _ in 0..n {
                if count == n {
                    break;
                }
                // Each colour mixed once per edge kind, then summed over neighbours.
                for (e, m) in mixed.iter_mut().enumerate().take(k) {
                    let salt = (e as u64 + 1).wrapping_mul(0x9e37_79b9);
                    for (w, x) in m.iter_mut().enumerate().take(n) {
                        *x = stir(colours[w] ^ salt);
                    }
                }
                for (i, x) in next.iter_mut().enumerate().take(n) {
                    let mut s = 0u64;
                    for (e, m) in mixed.iter().enumerate().take(k) {
                        for w in bits(self.adj[i * k + e]) {
                            s = s.wrapping_add(m[w]);
                        }
                    }
                    *x = stir(colours[i].wrapping_mul(31) ^ s);
                }
                colours[..n].copy_from_slice(&next[..n]);
                let c = classes(&colours[..n]);
                if c <= count {
                    break;
                }
                count = c;
            }
        }

        /// A leaf of the search: the vertices in their new order.
        fn leaf(&mut self, order: &[u8]) {
            self.leaves += 1;
            let (n, k) = (self.n, self.k);
            let mut pos = [0u8; MAX_VERTICES];
            for (new, &old) in order.iter().enumerate() {
                pos[old as usize] = new as u8;
            }
            let mut key = [0u64; 2 + 3 * MAX_VERTICES];
            for (new, &old) in order.iter().enumerate() {
                let t = u64::from(self.tints[old as usize]);
                key[0] |= (t & 1) << new;
                key[1] |= (t >> 1 & 1) << new;
            }
            let mut j = 2;
            for &old in order {
                for e in 0..k {
                    key[j] = bits(self.adj[old as usize * k + e])
                        .fold(0u64, |m, w| m | bit(pos[w] as usize));
                    j += 1;
                }
            }
            let len = 2 + n * k;
            if !self.have_best || key[..len] < self.best[..len] {
                self.best[..len].copy_from_slice(&key[..len]);
                self.have_best = true;
            }
        }

        fn search(&mut self, mut colours: [u64; MAX_VERTICES], depth: usize) {
            self.refine(&mut colours);
            let n = self.n;
            let mut order = [0u8; MAX_VERTICES];
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

    /// The graph in play relabelled by a canonical labelling (colour
    /// refinement, then a bounded search over the choices it leaves): equal
    /// for isomorphic graphs unless the search ran out, and always a graph
    /// isomorphic to this one.
    pub(super) fn canonical_reference(g: &GraphGame) -> GraphGame {
        let n = g.alive.count_ones() as usize;
        let k = g.rules.kinds();
        let mut c = Canon {
            adj: [0; 3 * MAX_VERTICES],
            tints: [0; MAX_VERTICES],
            k,
            n,
            best: [0; 2 + 3 * MAX_VERTICES],
            have_best: false,
            leaves: 0,
        };
        // Local adjacency over 0..n; `pdep`-free: vertices by rank.
        let index = |v: usize| (g.alive & (bit(v) - 1)).count_ones() as usize;
        let mut colours = [0u64; MAX_VERTICES];
        for (i, v) in bits(g.alive).enumerate() {
            let mut loops = 0u64;
            for e in 0..k {
                let m = bits(g.adj[v * k + e] & g.alive).fold(0u64, |m, w| m | bit(index(w)));
                c.adj[i * k + e] = m;
                loops |= (m >> i & 1) << e;
            }
            c.tints[i] = ((g.tl >> v & 1) | (g.tr >> v & 1) << 1) as u8;
            colours[i] = mix(u64::from(c.tints[i]) | loops << 2);
        }
        if n <= 1 {
            c.leaf(&[0u8; 1][..n]);
        } else {
            c.search(colours, 0);
        }
        let len = 2 + n * k;
        GraphGame {
            rules: g.rules,
            adj: super::super::Adj::from_words(&c.best[2..len]),
            alive: if n == 64 { u64::MAX } else { (1u64 << n) - 1 },
            tl: c.best[0],
            tr: c.best[1],
        }
    }
}

/// Graphs of one to three vertices are labelled by the least key over
/// every order: equal to that key found here by trying every
/// permutation, and the same for every numbering of the input.
#[test]
fn tiny_graphs_take_the_least_key_over_every_order() {
    let perms: [&[[usize; 3]]; 4] = [
        &[],
        &[[0, 1, 2]],
        &[[0, 1, 2], [1, 0, 2]],
        &[
            [0, 1, 2],
            [0, 2, 1],
            [1, 0, 2],
            [1, 2, 0],
            [2, 0, 1],
            [2, 1, 0],
        ],
    ];
    let mut x = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    for i in 0..400 {
        let n = 1 + (next() % 3) as usize;
        let rules = [
            GraphRules::Col,
            GraphRules::Snort,
            GraphRules::ArcKayles,
            GraphRules::PartizanArcKayles,
        ][i % 4];
        let tinted = matches!(rules, GraphRules::Col | GraphRules::Snort);
        let labels: Vec<&str> = (0..n)
            .map(|_| match next() % 3 {
                0 if tinted => ":L",
                1 if tinted => ":R",
                _ => "",
            })
            .collect();
        let colours = ["l", "r", "e"];
        let edges: Vec<(usize, usize, &str)> = (0..(next() % 5) as usize)
            .map(|_| {
                let (a, b) = ((next() % n as u64) as usize, (next() % n as u64) as usize);
                let c = if rules == GraphRules::PartizanArcKayles {
                    colours[(next() % 3) as usize]
                } else {
                    ""
                };
                (a, b, c)
            })
            .collect();
        let text = |p: &[usize; 3]| {
            let mut words: Vec<String> = (0..n).map(|v| format!("{}{}", p[v], labels[v])).collect();
            words.sort();
            for &(a, b, c) in &edges {
                let c = if c.is_empty() {
                    String::new()
                } else {
                    format!(":{c}")
                };
                words.push(format!("{}-{}{c}", p[a], p[b]));
            }
            words.join(" ")
        };
        let g = GraphGame::parse(&text(&[0, 1, 2]), rules).expect("a graph");
        let got = g.canonical();
        // The least key by brute force, from the parsed graph.
        let k = rules.kinds();
        let m = g.vertices();
        let mut best: Option<(u64, u64, Vec<u64>)> = None;
        for p in perms[m] {
            let mut key = (0u64, 0u64, vec![0u64; m * k]);
            for v in 0..m {
                key.0 |= (g.tl >> v & 1) << p[v];
                key.1 |= (g.tr >> v & 1) << p[v];
                for c in 0..k {
                    for w in bits(g.adj[v * k + c] & g.alive) {
                        key.2[p[v] * k + c] |= 1 << p[w];
                    }
                }
            }
            if best.as_ref().is_none_or(|b| key < *b) {
                best = Some(key);
            }
        }
        let (tl, tr, adj) = best.expect("an order");
        assert_eq!(
            (got.tl, got.tr, &got.adj[..]),
            (tl, tr, &adj[..]),
            "{}",
            text(&[0, 1, 2])
        );
        for p in perms[n] {
            let h = GraphGame::parse(&text(p), rules)
                .expect("a graph")
                .canonical();
            assert_eq!(
                (h.alive, h.tl, h.tr, &h.adj[..]),
                (got.alive, got.tl, got.tr, &got.adj[..])
            );
        }
    }
}

/// Paths are numbered along them from the end with the lesser tints,
/// whatever their numbering; a path beside a cycle is no path.
#[test]
fn paths_are_numbered_along_them() {
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    for i in 0..300 {
        let n = 4 + (next() % 30) as usize;
        let rules = [GraphRules::Col, GraphRules::Snort, GraphRules::ArcKayles][i % 3];
        let tinted = rules != GraphRules::ArcKayles;
        // Tints along the path.
        let tints: Vec<u64> = (0..n)
            .map(|_| if tinted { next() % 3 } else { 0 })
            .collect();
        let along = |t: &[u64]| {
            let (mut l, mut r) = (0u64, 0u64);
            for (j, &c) in t.iter().enumerate() {
                l |= u64::from(c == 1) << j;
                r |= u64::from(c == 2) << j;
            }
            (l, r)
        };
        let backwards: Vec<u64> = tints.iter().rev().copied().collect();
        let want = along(&tints).min(along(&backwards));
        for _ in 0..4 {
            // The path's j-th vertex numbered p[j].
            let mut p: Vec<usize> = (0..n).collect();
            for j in (1..n).rev() {
                p.swap(j, (next() % (j as u64 + 1)) as usize);
            }
            let mut words: Vec<String> = (0..n)
                .map(|j| match tints[j] {
                    1 => format!("{}:L", p[j]),
                    2 => format!("{}:R", p[j]),
                    _ => format!("{}", p[j]),
                })
                .collect();
            words.sort();
            for j in 0..n - 1 {
                words.push(format!("{}-{}", p[j], p[j + 1]));
            }
            let text = words.join(" ");
            let g = GraphGame::parse(&text, rules).expect("a path");
            let c = g.canonical();
            assert_eq!((c.tl, c.tr), want, "{text}");
            assert_eq!(c.alive, (1u64 << n) - 1);
            for v in 0..n {
                let mut row = 0u64;
                if v > 0 {
                    row |= 1 << (v - 1);
                }
                if v + 1 < n {
                    row |= 1 << (v + 1);
                }
                assert_eq!(c.adj[v], row, "{text}");
            }
        }
    }
    let g = GraphGame::parse("0-1 1-2 3-4 4-5 5-3", GraphRules::Col).expect("a graph");
    assert!(g.canonical_path().is_none());
}

#[test]
fn canonical_labelling_matches_the_reference() {
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    for i in 0..600 {
        let n = 1 + (next() % if i % 3 == 0 { 40 } else { 14 }) as usize;
        let rules = [
            GraphRules::Col,
            GraphRules::Snort,
            GraphRules::ArcKayles,
            GraphRules::PartizanArcKayles,
        ][i % 4];
        let tinted = matches!(rules, GraphRules::Col | GraphRules::Snort);
        let mut words: Vec<String> = (0..n)
            .map(|v| match next() % 4 {
                0 if tinted => format!("{v}:L"),
                1 if tinted => format!("{v}:R"),
                _ => format!("{v}"),
            })
            .collect();
        let colours = ["l", "r", "e"];
        for _ in 0..n + (next() % (2 * n as u64 + 1)) as usize {
            let (a, b) = (next() % n as u64, next() % n as u64);
            if rules == GraphRules::PartizanArcKayles {
                words.push(format!("{a}-{b}:{}", colours[(next() % 3) as usize]));
            } else {
                words.push(format!("{a}-{b}"));
            }
        }
        let text = words.join(" ");
        let g = GraphGame::parse(&text, rules).expect("a graph");
        if g.vertices() <= 3 || (g.rules.kinds() == 1 && g.canonical_path().is_some()) {
            // Labelled by trying every order, or along the path (tests below).
            continue;
        }
        let fast = g.canonical();
        let slow = reference::canonical_reference(&g);
        assert_eq!(
            (fast.alive, fast.tl, fast.tr, &fast.adj[..]),
            (slow.alive, slow.tl, slow.tr, &slow.adj[..]),
            "{text}"
        );
    }
}

#[test]
fn cgsuite_strings_read_and_print() {
    let g = GraphGame::parse("R-.-R-.-L", GraphRules::Col).unwrap();
    assert_eq!(g.to_string(), "R-.-R-.-L");
    assert_eq!(g.vertices(), 5);
    let g = GraphGame::parse(".-.-.(-.;-.)", GraphRules::Snort).unwrap();
    assert_eq!(g.to_string(), ".-.-.(-.;-.)");
    // A 4-cycle, named as CGSuite names it.
    let g = GraphGame::parse(":A----:A", GraphRules::ArcKayles).unwrap();
    assert_eq!(g.to_string(), ".:A-.-.-.-.:A");
    let g = GraphGame::parse("0-1 1-2 2-3 3-0", GraphRules::ArcKayles).unwrap();
    assert_eq!(g.to_string(), ".:A-.-.-.-.:A");
    let g = GraphGame::parse("0:R 1 2:L 0-1 1-2", GraphRules::Col).unwrap();
    assert_eq!(g.to_string(), "R-.-L");
    let e = GraphGame::parse("R-.-x", GraphRules::Col).unwrap_err();
    assert_eq!(e.span, 4..5);
    let e = GraphGame::parse("R-(-.", GraphRules::Col).unwrap_err();
    assert_eq!(e.span, 2..3);
    let c = Childish::parse("l(l;rl)").unwrap();
    assert_eq!(c.to_string(), "l(l;rl)");
    assert!(Childish::parse("l;l").is_err());
}
