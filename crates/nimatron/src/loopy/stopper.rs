//! Stoppers: the predicates (stopper, plumtree, loopfree), the order of stoppers,
//! and canonical stoppers, hash-consed in the store.
//!
//! Order (Siegel, CGT VI.3): for stoppers, `G >= H` exactly when Left, moving
//! second in `G - H`, survives (never runs out of moves; infinite play is fine).
//! One retrograde analysis over all pairs of two graphs answers every pair.
//! Canonical form (Siegel, "Loopy games", GONC 3; CGT VI.4): bypass reversible
//! options (`G^L` with some `G^LR <= G`), remove dominated ones, then fuse equal
//! vertices; the result is the unique simplest graph, hash-consed by a key
//! computed by partition refinement, which isomorphic graphs share.

use super::graph::{check_states, Graph};
use super::{Loopy, LoopyStore};
use crate::limits::{Meter, Stop};
use crate::short::Game;

/// Whether no play from any follower of vertex 0 alternates forever (Siegel's
/// definition: from every subposition): the states (vertex, player to move) of
/// the vertices reachable from vertex 0 have no cycle.
pub(crate) fn is_stopper_graph(g: &Graph, meter: &mut Meter) -> Result<bool, Stop> {
    is_stopper_from(g, g.reachable(0), meter)
}

/// The vertices reachable from any of `roots`.
fn reachable_from(g: &Graph, roots: &[u32]) -> Vec<bool> {
    let mut live = vec![false; g.len()];
    let mut stack: Vec<u32> = roots.to_vec();
    while let Some(v) = stack.pop() {
        if std::mem::replace(&mut live[v as usize], true) {
            continue;
        }
        let v = v as usize;
        stack.extend(
            g.left[v]
                .iter()
                .chain(&g.right[v])
                .filter(|&&w| !live[w as usize]),
        );
    }
    live
}

/// [`is_stopper_graph`] for the vertices `reach`.
fn is_stopper_from(g: &Graph, reach: Vec<bool>, meter: &mut Meter) -> Result<bool, Stop> {
    let n = g.len();
    let succ = |s: usize| -> &Vec<u32> {
        if s.is_multiple_of(2) {
            &g.left[s / 2]
        } else {
            &g.right[s / 2]
        }
    };
    // Reachable states, then Kahn's peeling of those without successors left.
    let mut seen = vec![false; 2 * n];
    let mut stack: Vec<usize> = (0..2 * n).filter(|&s| reach[s / 2]).collect();
    for &s in &stack {
        seen[s] = true;
    }
    let mut indeg = vec![0u32; 2 * n];
    while let Some(s) = stack.pop() {
        meter.tick()?;
        for &w in succ(s) {
            let t = 2 * w as usize + (1 - s % 2);
            indeg[t] += 1;
            if !seen[t] {
                seen[t] = true;
                stack.push(t);
            }
        }
    }
    let mut queue: Vec<usize> = (0..2 * n).filter(|&s| seen[s] && indeg[s] == 0).collect();
    let mut peeled = 0;
    while let Some(s) = queue.pop() {
        meter.tick()?;
        peeled += 1;
        for &w in succ(s) {
            let t = 2 * w as usize + (1 - s % 2);
            indeg[t] -= 1;
            if indeg[t] == 0 {
                queue.push(t);
            }
        }
    }
    Ok(peeled == seen.iter().filter(|&&x| x).count())
}

/// For each vertex, whether no cycle can be reached from it (self-loops count as
/// cycles unless `allow_self_loops`).
#[allow(clippy::needless_range_loop)] // several arrays indexed by vertex
pub(crate) fn acyclic_vertices(g: &Graph, allow_self_loops: bool) -> Vec<bool> {
    let n = g.len();
    let rev = g.reverse();
    let mut out = vec![0u32; n];
    let mut done = vec![false; n];
    let mut queue = Vec::new();
    for v in 0..n {
        let mut d = 0;
        for &w in g.left[v].iter().chain(&g.right[v]) {
            if !(allow_self_loops && w as usize == v) {
                d += 1;
            }
        }
        out[v] = d;
        if d == 0 {
            queue.push(v);
        }
    }
    // A predecessor listed on both sides counts once per listing, as `out` did.
    while let Some(v) = queue.pop() {
        done[v] = true;
        for &u in rev.left[v].iter().chain(&rev.right[v]) {
            let u = u as usize;
            if allow_self_loops && u == v {
                continue;
            }
            out[u] -= 1;
            if out[u] == 0 {
                queue.push(u);
            }
        }
    }
    done
}

/// `ge[x * h.len() + y]`: whether `g_x >= h_y`, for stoppers (Left survives
/// `g_x - h_y` moving second).
pub(crate) fn ge_table(
    g: &Graph,
    h: &Graph,
    limits: &crate::limits::Limits,
    meter: &mut Meter,
) -> Result<Vec<bool>, Stop> {
    let (nx, ny) = (g.len(), h.len());
    let states = nx
        .checked_mul(ny)
        .and_then(|s| s.checked_mul(2))
        .ok_or(Stop::TooLarge("a comparison of graphs this large".into()))?;
    check_states(states, limits, 6)?;
    let (grev, hrev) = (g.reverse(), h.reverse());
    let idx = |x: usize, y: usize, m: usize| (x * ny + y) * 2 + m;
    // State (x, y, m): the position g_x - h_y, m = 0 Left to move, 1 Right.
    // Left's moves: x -> g.left, y -> h.right; Right's: x -> g.right, y -> h.left.
    let mut lost = vec![false; states]; // Right can force Left to run out.
    let mut count = vec![0u32; states];
    let mut queue = Vec::new();
    for x in 0..nx {
        for y in 0..ny {
            let c = (g.left[x].len() + h.right[y].len()) as u32;
            count[idx(x, y, 0)] = c;
            if c == 0 {
                lost[idx(x, y, 0)] = true;
                queue.push(idx(x, y, 0));
            }
        }
    }
    while let Some(s) = queue.pop() {
        meter.tick()?;
        let (x, y, m) = (s / 2 / ny, s / 2 % ny, s % 2);
        if m == 0 {
            // Left to move and lost: every Right move into it wins for Right.
            for &px in &grev.right[x] {
                let t = idx(px as usize, y, 1);
                if !lost[t] {
                    lost[t] = true;
                    queue.push(t);
                }
            }
            for &py in &hrev.left[y] {
                let t = idx(x, py as usize, 1);
                if !lost[t] {
                    lost[t] = true;
                    queue.push(t);
                }
            }
        } else {
            // Right to move and winning: a Left move into it is one bad move more.
            for &px in &grev.left[x] {
                let t = idx(px as usize, y, 0);
                if !lost[t] {
                    count[t] -= 1;
                    if count[t] == 0 {
                        lost[t] = true;
                        queue.push(t);
                    }
                }
            }
            for &py in &hrev.right[y] {
                let t = idx(x, py as usize, 0);
                if !lost[t] {
                    count[t] -= 1;
                    if count[t] == 0 {
                        lost[t] = true;
                        queue.push(t);
                    }
                }
            }
        }
    }
    Ok((0..nx * ny).map(|p| !lost[p * 2 + 1]).collect())
}

/// The canonical (simplest) graph of the stopper at vertex 0 of `g`.
#[allow(clippy::needless_range_loop)] // the graph is changed while walked
pub(crate) fn canonical_graph(
    g: &Graph,
    limits: &crate::limits::Limits,
    meter: &mut Meter,
) -> Result<Graph, Stop> {
    let (mut g, _) = g.restrict(0);
    g.dedup();
    let (g, to) = simplify(g, &[0], limits, meter)?;
    let (g, _) = g.restrict(to[0]);
    Ok(g)
}

/// Bypass reversible and remove dominated options of every vertex reachable
/// from `roots`, then fuse equal vertices: the graph, and the vertex each
/// vertex was fused into. Every vertex keeps its value, so the canonical
/// form of root `r` is the part reachable from `to[r]`.
#[allow(clippy::needless_range_loop)] // the graph is changed while walked
fn simplify(
    mut g: Graph,
    roots: &[u32],
    limits: &crate::limits::Limits,
    meter: &mut Meter,
) -> Result<(Graph, Vec<u32>), Stop> {
    let n = g.len();
    let ge = ge_table(&g, &g, limits, meter)?;
    let le = |a: u32, b: u32| ge[b as usize * n + a as usize];
    // Bypass reversible and remove dominated options, pass after pass over the
    // vertices still reachable (CGSuite's `canonicalizeStopperGraph` makes one
    // pass), until a pass changes nothing. Values of all vertices stay the
    // same, so the table stays valid.
    let mut bypasses = 0usize;
    let budget = 64 * n * n + 1024;
    let mut changed = true;
    while changed {
        let before = g.clone();
        let mut live = reachable_from(&g, roots);
        for v in 0..n {
            if !live[v] {
                continue;
            }
            meter.tick()?;
            let v32 = v as u32;
            // Left: G^L is reversible through G^LR when G^LR <= G.
            let mut i = 0;
            while i < g.left[v].len() {
                meter.tick()?;
                let a = g.left[v][i];
                let through = g.right[a as usize].iter().copied().find(|&b| le(b, v32));
                match through {
                    Some(b) => {
                        // As CGSuite does, options already there (the
                        // bypassed one included) are not added again.
                        let old = g.left[v].clone();
                        let mut list = old.clone();
                        list.remove(i);
                        for &w in &g.left[b as usize] {
                            if !old.contains(&w) && !list.contains(&w) {
                                list.push(w);
                            }
                        }
                        bypasses += 1;
                        if bypasses > budget {
                            return Err(Stop::Unsupported("stopper simplification did not settle"));
                        }
                        g.left[v] = list;
                        i = 0;
                    }
                    None => i += 1,
                }
            }
            let mut i = 0;
            while i < g.right[v].len() {
                meter.tick()?;
                let a = g.right[v][i];
                let through = g.left[a as usize].iter().copied().find(|&b| le(v32, b));
                match through {
                    Some(b) => {
                        // As CGSuite does, options already there (the
                        // bypassed one included) are not added again.
                        let old = g.right[v].clone();
                        let mut list = old.clone();
                        list.remove(i);
                        for &w in &g.right[b as usize] {
                            if !old.contains(&w) && !list.contains(&w) {
                                list.push(w);
                            }
                        }
                        bypasses += 1;
                        if bypasses > budget {
                            return Err(Stop::Unsupported("stopper simplification did not settle"));
                        }
                        g.right[v] = list;
                        i = 0;
                    }
                    None => i += 1,
                }
            }
            // Dominated: Left keeps the maximal options, Right the minimal; of
            // equal options the first stays.
            for left in [true, false] {
                let list = if left { &g.left[v] } else { &g.right[v] };
                let mut keep: Vec<u32> = Vec::with_capacity(list.len());
                for (i, &a) in list.iter().enumerate() {
                    let beaten = list.iter().enumerate().any(|(j, &b)| {
                        let better = if left { le(a, b) } else { le(b, a) };
                        let worse_back = if left { le(b, a) } else { le(a, b) };
                        j != i && better && (!worse_back || j < i)
                    });
                    if !beaten {
                        keep.push(a);
                    }
                }
                if keep.len() != list.len() {
                    if left {
                        g.left[v] = keep;
                    } else {
                        g.right[v] = keep;
                    }
                }
            }
            live = reachable_from(&g, roots);
        }
        changed = g != before;
    }
    // Fusion: every vertex to the first reachable vertex equal to it.
    let live = reachable_from(&g, roots);
    let mut to = (0..n as u32).collect::<Vec<_>>();
    for i in 0..n {
        if !live[i] {
            continue;
        }
        for j in 0..i {
            if live[j] && to[j] == j as u32 && le(i as u32, j as u32) && le(j as u32, i as u32) {
                to[i] = j as u32;
                break;
            }
        }
    }
    for list in g.left.iter_mut().chain(g.right.iter_mut()) {
        for w in list.iter_mut() {
            *w = to[*w as usize];
        }
        list.sort_unstable();
        list.dedup();
    }
    Ok((g, to))
}

/// The colour of each vertex after partition refinement: vertices get the same
/// colour exactly when they are bisimilar, and the colours (their order
/// included) depend only on the graph up to isomorphism.
pub(crate) fn refine(g: &Graph, meter: &mut Meter) -> Result<Vec<u32>, Stop> {
    let n = g.len();
    let mut colour = vec![0u32; n];
    let mut classes = 1;
    loop {
        meter.check()?;
        let mut sigs: Vec<(Vec<u32>, usize)> = (0..n)
            .map(|v| {
                let mut l: Vec<u32> = g.left[v].iter().map(|&w| colour[w as usize]).collect();
                let mut r: Vec<u32> = g.right[v].iter().map(|&w| colour[w as usize]).collect();
                l.sort_unstable();
                l.dedup();
                r.sort_unstable();
                r.dedup();
                let mut sig = vec![colour[v], l.len() as u32];
                sig.extend(l);
                sig.push(r.len() as u32);
                sig.extend(r);
                (sig, v)
            })
            .collect();
        sigs.sort();
        let mut next = vec![0u32; n];
        let mut c = 0;
        for i in 0..n {
            if i > 0 && sigs[i].0 != sigs[i - 1].0 {
                c += 1;
            }
            next[sigs[i].1] = c;
        }
        let count = c as usize + 1;
        colour = next;
        if count == classes {
            return Ok(colour);
        }
        classes = count;
    }
}

/// A key of the game at vertex 0 that isomorphic graphs share (for fused graphs,
/// where no two vertices are bisimilar): the root's colour, then each vertex's
/// options as colours, vertices in colour order.
pub(crate) fn canonical_key(g: &Graph, meter: &mut Meter) -> Result<Vec<u32>, Stop> {
    let (g, _) = g.restrict(0);
    let colour = refine(&g, meter)?;
    let n = g.len();
    let mut by_colour: Vec<usize> = (0..n).collect();
    by_colour.sort_by_key(|&v| colour[v]);
    let mut key = vec![n as u32, colour[0]];
    for v in by_colour {
        for list in [&g.left[v], &g.right[v]] {
            let mut c: Vec<u32> = list.iter().map(|&w| colour[w as usize]).collect();
            c.sort_unstable();
            key.push(c.len() as u32);
            key.extend(c);
        }
    }
    Ok(key)
}

impl LoopyStore {
    /// Whether `g` is a stopper: no play from it alternates forever.
    pub fn is_stopper(&self, g: Loopy) -> Result<bool, Stop> {
        let (graph, _) = self.subgraph(g)?;
        is_stopper_graph(&graph, &mut self.meter())
    }

    /// Whether `g`'s graph has no cycle (a short game).
    pub fn is_loopfree(&self, g: Loopy) -> Result<bool, Stop> {
        let (graph, _) = self.subgraph(g)?;
        Ok(acyclic_vertices(&graph, false)[0])
    }

    /// Whether `g`'s graph has no cycle but passes (loops of one move):
    /// CGSuite's plumtrees ("long-cycle free").
    pub fn is_plumtree(&self, g: Loopy) -> Result<bool, Stop> {
        let (graph, _) = self.subgraph(g)?;
        Ok(acyclic_vertices(&graph, true)[0])
    }

    /// Whether `g` is a canonical stopper of this store.
    pub fn is_canonical(&self, g: Loopy) -> bool {
        self.is_canon.contains_key(&g)
    }

    fn require_stopper(&self, g: Loopy) -> Result<(), Stop> {
        if self.is_canonical(g) || self.is_stopper(g)? {
            Ok(())
        } else {
            Err(Stop::Unsupported("that game is not a stopper"))
        }
    }

    /// `g <= h` for stoppers (an error for games that are not stoppers).
    /// Two copies of short games are compared as short games.
    pub fn leq(&mut self, g: Loopy, h: Loopy) -> Result<bool, Stop> {
        if let (Some(&x), Some(&y)) = (self.short_of.get(&g), self.short_of.get(&h)) {
            return self.short.guard(|s| s.leq(x, y));
        }
        self.require_stopper(g)?;
        self.require_stopper(h)?;
        let (hg, _) = self.subgraph(h)?;
        let (gg, _) = self.subgraph(g)?;
        let ge = ge_table(&hg, &gg, &self.limits, &mut self.meter())?;
        Ok(ge[0])
    }

    /// `g == h` for stoppers.
    pub fn equal(&mut self, g: Loopy, h: Loopy) -> Result<bool, Stop> {
        if g == h {
            return Ok(true);
        }
        if self.is_canonical(g) && self.is_canonical(h) {
            return Ok(false);
        }
        Ok(self.leq(g, h)? && self.leq(h, g)?)
    }

    /// The canonical form of the stopper `g`: the simplest graph equal to it,
    /// stored once (equal stoppers give equal handles).
    pub fn canonical(&mut self, g: Loopy) -> Result<Loopy, Stop> {
        if let Some(&c) = self.canonical_of.get(&g) {
            return Ok(c);
        }
        let mut meter = self.meter();
        let (graph, _) = self.subgraph(g)?;
        if !is_stopper_graph(&graph, &mut meter)? {
            return Err(Stop::Unsupported("that game is not a stopper"));
        }
        let canon = canonical_graph(&graph, &self.limits, &mut meter)?;
        let c = self.intern(&canon, &mut meter)?;
        self.canonical_of.insert(g, c);
        Ok(c)
    }

    /// The canonical forms of several stoppers at once (one order table and
    /// one simplification for all of them: the vertices of a loopy ruleset's
    /// strongly connected block of positions).
    pub fn canonical_many(&mut self, games: &[Loopy]) -> Result<Vec<Loopy>, Stop> {
        let mut meter = self.meter();
        let (graph, _) = self.subgraph_of(games)?;
        // `subgraph_of` numbers the games first (a repeated game once).
        let mut roots: Vec<u32> = Vec::with_capacity(games.len());
        let mut first: rustc_hash::FxHashMap<Loopy, u32> = rustc_hash::FxHashMap::default();
        for &g in games {
            let k = first.len() as u32;
            roots.push(*first.entry(g).or_insert(k));
        }
        if !is_stopper_from(&graph, reachable_from(&graph, &roots), &mut meter)? {
            return Err(Stop::Unsupported("that game is not a stopper"));
        }
        let mut g = graph;
        g.dedup();
        let (g, to) = simplify(g, &roots, &self.limits, &mut meter)?;
        let mut out = Vec::with_capacity(games.len());
        for (&game, &r) in games.iter().zip(&roots) {
            let c = match self.canonical_of.get(&game) {
                Some(&c) => c,
                None => {
                    let (sub, _) = g.restrict(to[r as usize]);
                    let c = self.intern(&sub, &mut meter)?;
                    self.canonical_of.insert(game, c);
                    c
                }
            };
            out.push(c);
        }
        Ok(out)
    }

    /// Record that `g` is a canonical stopper (its own canonical form).
    pub(super) fn mark_canonical(&mut self, g: Loopy) {
        self.is_canon.insert(g, ());
        self.canonical_of.insert(g, g);
    }

    /// Store a canonical graph, every vertex by its key: vertices already
    /// stored are reused, the rest made. A vertex that reaches no cycle is a
    /// short game and is keyed by that game (as the copies that
    /// [`Self::from_game`] makes are), so equal canonical stoppers share a
    /// handle whichever way they were made; the others by the key of their
    /// graph.
    fn intern(&mut self, canon: &Graph, meter: &mut Meter) -> Result<Loopy, Stop> {
        let n = canon.len();
        let short = self.short_values(canon)?;
        let mut handles: Vec<Option<Loopy>> = vec![None; n];
        let mut fresh = Vec::new();
        let mut keys: Vec<Result<Vec<u32>, Game>> = Vec::with_capacity(n);
        for (v, slot) in handles.iter_mut().enumerate() {
            let found = match short[v] {
                Some(game) => {
                    keys.push(Err(game));
                    self.from_short.get(&game).copied()
                }
                None => {
                    let (sub, _) = canon.restrict(v as u32);
                    let key = canonical_key(&sub, meter)?;
                    let h = self.canon.get(&key).copied();
                    keys.push(Ok(key));
                    h
                }
            };
            match found {
                Some(h) => *slot = Some(h),
                None => {
                    let h = self.placeholder()?;
                    *slot = Some(h);
                    fresh.push(v);
                }
            }
        }
        let handles: Vec<Loopy> = handles.into_iter().map(|h| h.expect("set above")).collect();
        for &v in &fresh {
            let l = canon.left[v].iter().map(|&w| handles[w as usize]).collect();
            let r = canon.right[v]
                .iter()
                .map(|&w| handles[w as usize])
                .collect();
            self.define(handles[v], l, r);
            match short[v] {
                Some(game) => self.mark_short(handles[v], game),
                None => self.mark_canonical(handles[v]),
            }
        }
        // A vertex keyed by its short game was recorded above if fresh.
        for (v, key) in keys.into_iter().enumerate() {
            if let Ok(key) = key {
                self.canon.entry(key).or_insert(handles[v]);
            }
        }
        Ok(handles[0])
    }
}
