//! Hackenbush on any graph with a ground: blue edges are Left's, red Right's,
//! green either player's. Cutting an edge removes everything no longer connected
//! to the ground (vertex 0). Cycles, loops and multiple edges are allowed.
//!
//! Text format: edges separated by spaces, `u-v:c` with vertices as numbers
//! (0 is the ground) and colour `b`/`L` (blue), `r`/`R` (red), `g`/`G` (green),
//! e.g. `0-1:b 1-2:r 1-3:g`.

use super::PartizanPosition;
use crate::numbers::Rational;
use crate::position::{PositionError, TextError};
use crate::short::{Game, GameStore};
use rustc_hash::FxHashMap;
use std::fmt;
use std::sync::Arc;

/// Edge colours.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// Blue: Left may cut.
    Blue,
    /// Red: Right may cut.
    Red,
    /// Green: either may cut.
    Green,
}

/// Why a Hackenbush position could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HackenbushError {
    /// An edge not of the form `u-v:c` (`at`: its byte offset in the text).
    #[error("edge {index} (`{text}`) is not of the form u-v:c, e.g. 0-1:b")]
    BadEdge {
        /// Which edge (counting from 0) in the list.
        index: usize,
        /// The edge as written.
        text: String,
        /// The edge's byte offset in the text.
        at: usize,
    },
    /// An unknown colour letter (`at`: the edge's byte offset in the text).
    #[error("edge {index} (`{text}`) has colour `{colour}`: use b (blue), r (red) or g (green)")]
    BadColour {
        /// Which edge (counting from 0) in the list.
        index: usize,
        /// The edge as written.
        text: String,
        /// The colour as written (after the `:`).
        colour: String,
        /// The edge's byte offset in the text.
        at: usize,
    },
    /// More edges than the solver handles.
    #[error("{0} edges: at most 64 edges are supported")]
    TooManyEdges(usize),
    /// A stalk string with a bad colour letter (`pos`: its byte offset).
    #[error(
        "unexpected `{ch}` at position {pos} of the stalk: use L (blue), R (red) or G (green)"
    )]
    BadStalk {
        /// The unexpected character.
        ch: char,
        /// Its byte offset in the stalk string.
        pos: usize,
    },
}

impl HackenbushError {
    /// The bytes of the text at fault (`None`: the text as a whole).
    pub fn span(&self) -> Option<std::ops::Range<usize>> {
        match self {
            HackenbushError::BadEdge { text, at, .. }
            | HackenbushError::BadColour { text, at, .. } => Some(*at..at + text.len()),
            HackenbushError::BadStalk { ch, pos } => Some(*pos..pos + ch.len_utf8()),
            HackenbushError::TooManyEdges(_) => None,
        }
    }
}

impl TextError for HackenbushError {
    fn position_error(self, text: &str) -> PositionError {
        match self.span() {
            Some(span) => PositionError::syntax(self.to_string(), span),
            None => PositionError::too_large(self.to_string(), 0..text.len()),
        }
    }
}

#[derive(Debug, PartialEq, Eq)]
struct Graph {
    edges: Vec<(u32, u32, Colour)>,
    /// A hash of the edges, so that positions of different graphs hash
    /// apart (the solvers' tables key sums of positions by their hashes).
    fingerprint: u64,
}

impl Graph {
    fn new(edges: Vec<(u32, u32, Colour)>) -> Graph {
        use std::hash::{Hash, Hasher};
        let mut h = rustc_hash::FxHasher::default();
        edges.hash(&mut h);
        Graph {
            edges,
            fingerprint: h.finish(),
        }
    }
}

/// A Hackenbush position: a graph and the set of its edges still standing.
///
/// ```
/// use nimatron::rulesets::{Hackenbush, PartizanSolver};
/// use nimatron::short::GameStore;
///
/// let mut store = GameStore::new();
/// // A green triangle on the ground is *1.
/// let triangle = Hackenbush::parse("0-1:g 1-2:g 2-0:g").unwrap();
/// let v = PartizanSolver::new().canonical_form(&mut store, &triangle);
/// assert_eq!(store.display(v), "*");
/// ```
#[derive(Clone, Debug)]
pub struct Hackenbush {
    graph: Arc<Graph>,
    mask: u64,
}

/// Positions are equal when the same edges stand on the same graph; positions
/// of one search share their graph, so the graphs are compared only when two
/// were read separately.
impl PartialEq for Hackenbush {
    fn eq(&self, other: &Self) -> bool {
        self.mask == other.mask
            && (Arc::ptr_eq(&self.graph, &other.graph) || self.graph == other.graph)
    }
}

impl Eq for Hackenbush {}

/// The standing edges' mask, which tells positions of one graph apart, and
/// the graph's fingerprint, which tells graphs apart (sums of stalks of one
/// edge each are positions of different graphs with the same mask).
impl std::hash::Hash for Hackenbush {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.mask.hash(state);
        self.graph.fingerprint.hash(state);
    }
}

fn colour_of(c: &str) -> Option<Colour> {
    match c {
        "b" | "B" | "L" | "l" | "blue" => Some(Colour::Blue),
        "r" | "R" | "red" => Some(Colour::Red),
        "g" | "G" | "green" => Some(Colour::Green),
        _ => None,
    }
}

impl Hackenbush {
    /// Read a graph in the `0-1:b 1-2:r` format.
    pub fn parse(s: &str) -> Result<Hackenbush, HackenbushError> {
        let mut edges = Vec::new();
        // Words with their byte offsets.
        let words = s
            .split_whitespace()
            .map(|w| (w.as_ptr() as usize - s.as_ptr() as usize, w));
        for (index, (at, text)) in words.enumerate() {
            let bad = || HackenbushError::BadEdge {
                index,
                text: text.to_string(),
                at,
            };
            let (ends, colour) = text.split_once(':').ok_or_else(bad)?;
            let (u, v) = ends.split_once('-').ok_or_else(bad)?;
            let u: u32 = u.parse().map_err(|_| bad())?;
            let v: u32 = v.parse().map_err(|_| bad())?;
            let c = colour_of(colour).ok_or_else(|| HackenbushError::BadColour {
                index,
                text: text.to_string(),
                colour: colour.to_string(),
                at,
            })?;
            edges.push((u, v, c));
        }
        Self::from_edges(edges)
    }

    /// A bamboo stalk from the ground up: `L` blue, `R` red, `G` green.
    pub fn stalk(s: &str) -> Result<Hackenbush, HackenbushError> {
        let mut edges = Vec::new();
        for (i, (pos, ch)) in s.char_indices().enumerate() {
            let c = colour_of(&ch.to_string()).ok_or(HackenbushError::BadStalk { ch, pos })?;
            edges.push((i as u32, i as u32 + 1, c));
        }
        Self::from_edges(edges)
    }

    fn from_edges(edges: Vec<(u32, u32, Colour)>) -> Result<Hackenbush, HackenbushError> {
        if edges.len() > 64 {
            return Err(HackenbushError::TooManyEdges(edges.len()));
        }
        let mask = if edges.len() == 64 {
            u64::MAX
        } else {
            (1u64 << edges.len()) - 1
        };
        let h = Hackenbush {
            graph: Arc::new(Graph::new(edges)),
            mask,
        };
        // Edges not connected to the ground fall away at once, and the graph
        // keeps only the others, so that a position read back from its text
        // is the same position.
        let grounded = h.grounded(mask);
        if grounded == mask {
            return Ok(h);
        }
        let edges: Vec<(u32, u32, Colour)> = Hackenbush {
            mask: grounded,
            ..h
        }
        .edges();
        let n = edges.len();
        Ok(Hackenbush {
            graph: Arc::new(Graph::new(edges)),
            mask: if n == 64 { u64::MAX } else { (1u64 << n) - 1 },
        })
    }

    /// A graph of `edges` (at most 64) with vertex 0 the ground.
    pub(crate) fn from_edge_list(
        edges: Vec<(u32, u32, Colour)>,
    ) -> Result<Hackenbush, HackenbushError> {
        Self::from_edges(edges)
    }

    /// Childish Hackenbush's options: a blue (Left) or red (Right) edge may
    /// be cut only if nothing else falls; green edges as in Hackenbush.
    pub(crate) fn childish_options(&self, left: bool) -> Vec<Hackenbush> {
        let mut out = Vec::new();
        for (i, &(_, _, c)) in self.graph.edges.iter().enumerate() {
            let bit = 1u64 << i;
            let mine = c == Colour::Green || (c == Colour::Blue) == left;
            if self.mask & bit == 0 || !mine {
                continue;
            }
            let rest = self.mask & !bit;
            let mask = self.grounded(rest);
            if c == Colour::Green || mask == rest {
                out.push(Hackenbush {
                    graph: self.graph.clone(),
                    mask,
                });
            }
        }
        out
    }

    /// Number of edges still standing.
    pub fn len(&self) -> usize {
        self.mask.count_ones() as usize
    }

    /// Whether no edge is standing.
    pub fn is_empty(&self) -> bool {
        self.mask == 0
    }

    /// The standing edges `(u, v, colour)`, in the order they are printed.
    pub fn edges(&self) -> Vec<(u32, u32, Colour)> {
        self.graph
            .edges
            .iter()
            .enumerate()
            .filter(|(i, _)| self.mask & (1u64 << i) != 0)
            .map(|(_, &e)| e)
            .collect()
    }

    /// The position after cutting standing edge `k` (numbered as in [`Hackenbush::edges`])
    /// and removing what no longer reaches the ground; `None` if there is no such edge.
    /// Colours are not checked: the caller knows whose turn it is.
    pub fn cut(&self, k: usize) -> Option<Hackenbush> {
        let i = (0..self.graph.edges.len())
            .filter(|&i| self.mask & (1u64 << i) != 0)
            .nth(k)?;
        Some(Hackenbush {
            graph: self.graph.clone(),
            mask: self.grounded(self.mask & !(1u64 << i)),
        })
    }

    /// The edges of `mask` connected to the ground.
    fn grounded(&self, mask: u64) -> u64 {
        let edges = &self.graph.edges;
        let mut reached_vertices: Vec<u32> = vec![0];
        let mut kept = 0u64;
        let mut changed = true;
        while changed {
            changed = false;
            for (i, &(u, v, _)) in edges.iter().enumerate() {
                let bit = 1u64 << i;
                if mask & bit == 0 || kept & bit != 0 {
                    continue;
                }
                let (hu, hv) = (reached_vertices.contains(&u), reached_vertices.contains(&v));
                if hu || hv {
                    kept |= bit;
                    if !hu {
                        reached_vertices.push(u);
                    }
                    if !hv {
                        reached_vertices.push(v);
                    }
                    changed = true;
                }
            }
        }
        kept
    }

    fn cut_options(&self, player_may_cut: impl Fn(Colour) -> bool) -> Vec<Hackenbush> {
        let mut out = Vec::new();
        for (i, &(_, _, c)) in self.graph.edges.iter().enumerate() {
            let bit = 1u64 << i;
            if self.mask & bit != 0 && player_may_cut(c) {
                out.push(Hackenbush {
                    graph: self.graph.clone(),
                    mask: self.grounded(self.mask & !bit),
                });
            }
        }
        out
    }

    /// The label of the standing edge whose cut leads to `to` (`A` for the
    /// first edge written, `E27` past 26), or `None`.
    pub fn cut_label(&self, to: &Hackenbush) -> Option<String> {
        if self.graph != to.graph {
            return None;
        }
        let mut label = 0;
        for i in 0..self.graph.edges.len() {
            let bit = 1u64 << i;
            if self.mask & bit == 0 {
                continue;
            }
            if self.grounded(self.mask & !bit) == to.mask {
                return Some(edge_label(label));
            }
            label += 1;
        }
        None
    }

    /// If the position is a single path from the ground, its colours from the ground up.
    fn as_stalk(&self) -> Option<Vec<Colour>> {
        let edges: Vec<(u32, u32, Colour)> = self
            .graph
            .edges
            .iter()
            .enumerate()
            .filter(|(i, _)| self.mask & (1u64 << i) != 0)
            .map(|(_, e)| *e)
            .collect();
        let mut at = 0u32;
        let mut used = vec![false; edges.len()];
        let mut colours = Vec::with_capacity(edges.len());
        for _ in 0..edges.len() {
            let next = edges
                .iter()
                .enumerate()
                .position(|(k, &(u, v, _))| !used[k] && (u == at || v == at) && u != v)?;
            let (u, v, c) = edges[next];
            // A path: exactly one unused edge continues from `at`.
            let continuing = edges
                .iter()
                .enumerate()
                .filter(|(k, &(a, b, _))| !used[*k] && (a == at || b == at))
                .count();
            if continuing != 1 {
                return None;
            }
            used[next] = true;
            at = if u == at { v } else { u };
            if at == 0 {
                return None;
            }
            colours.push(c);
        }
        Some(colours)
    }

    /// The value of a blue-red stalk by its sign expansion (Berlekamp's rule):
    /// the first run gives an integer, each later edge adds or subtracts half the
    /// previous step. `None` unless the position is such a stalk.
    pub fn stalk_value(&self) -> Option<Rational> {
        let colours = self.as_stalk()?;
        if colours.contains(&Colour::Green) {
            return None;
        }
        let Some(&first) = colours.first() else {
            return Some(Rational::ZERO);
        };
        let run = colours.iter().take_while(|&&c| c == first).count();
        let sign = if first == Colour::Blue { 1 } else { -1 };
        let mut v = Rational::from_i64(sign * run as i64);
        let mut step = Rational::ONE;
        for &c in &colours[run..] {
            step = step.shl(-1);
            v = if c == Colour::Blue {
                &v + &step
            } else {
                &v - &step
            };
        }
        Some(v)
    }
}

impl Hackenbush {
    /// The nim value of an all-green graph by the fusion principle: the vertices of
    /// every circuit fuse into one (2-edge-connected parts contract, their edges
    /// becoming loops, each worth a single twig *1), leaving a tree of bridges that
    /// the colon principle values. `None` unless every standing edge is green.
    pub fn green_graph_value(&self) -> Option<u32> {
        let labelled: Vec<(u32, u32)> = self
            .graph
            .edges
            .iter()
            .enumerate()
            .filter(|(i, _)| self.mask & (1u64 << i) != 0)
            .map(|(_, &(u, v, c))| (c == Colour::Green).then_some((u, v)))
            .collect::<Option<_>>()?;
        // Vertex labels may be any u32 (`0-4000000000:g`): number them densely
        // in order of appearance, the ground first, so that the tables below
        // hold one entry per vertex that occurs.
        let mut dense: FxHashMap<u32, usize> = FxHashMap::default();
        dense.insert(0, 0);
        let mut number = |x: u32| {
            let next = dense.len();
            *dense.entry(x).or_insert(next)
        };
        let edges: Vec<(usize, usize)> = labelled
            .iter()
            .map(|&(u, v)| (number(u), number(v)))
            .collect();
        let n = dense.len();
        let mut adj: Vec<Vec<(usize, usize)>> = vec![Vec::new(); n]; // (neighbour, edge id)
        for (k, &(u, v)) in edges.iter().enumerate() {
            adj[u].push((v, k));
            if u != v {
                adj[v].push((u, k));
            }
        }
        // Bridges by Tarjan's low-link (edge ids distinguish parallel edges).
        let mut disc = vec![usize::MAX; n];
        let mut low = vec![0usize; n];
        let mut bridge = vec![false; edges.len()];
        let mut time = 0;
        for root in 0..n {
            if disc[root] != usize::MAX || adj[root].is_empty() {
                continue;
            }
            // Iterative DFS: (vertex, edge from the parent, next neighbour index).
            let mut stack = vec![(root, usize::MAX, 0usize)];
            disc[root] = time;
            low[root] = time;
            time += 1;
            while let Some(top) = stack.last_mut() {
                let (v, pe) = (top.0, top.1);
                if top.2 < adj[v].len() {
                    let (w, k) = adj[v][top.2];
                    top.2 += 1;
                    if k == pe || edges[k].0 == edges[k].1 {
                        continue;
                    }
                    if disc[w] == usize::MAX {
                        disc[w] = time;
                        low[w] = time;
                        time += 1;
                        stack.push((w, k, 0));
                    } else {
                        low[v] = low[v].min(disc[w]);
                    }
                } else {
                    stack.pop();
                    if let Some(&(p, _, _)) = stack.last() {
                        low[p] = low[p].min(low[v]);
                        if low[v] > disc[p] {
                            bridge[pe] = true;
                        }
                    }
                }
            }
        }
        // Contract the non-bridge edges (union-find); each becomes a loop.
        let mut parent: Vec<usize> = (0..n).collect();
        fn find(p: &mut [usize], x: usize) -> usize {
            let mut r = x;
            while p[r] != r {
                r = p[r];
            }
            let mut y = x;
            while p[y] != r {
                let next = p[y];
                p[y] = r;
                y = next;
            }
            r
        }
        for (k, &(u, v)) in edges.iter().enumerate() {
            if !bridge[k] {
                let (a, b) = (find(&mut parent, u), find(&mut parent, v));
                parent[a] = b;
            }
        }
        let mut loops = vec![0u32; n];
        let mut tree: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (k, &(u, v)) in edges.iter().enumerate() {
            let (a, b) = (find(&mut parent, u), find(&mut parent, v));
            if bridge[k] {
                tree[a].push(b);
                tree[b].push(a);
            } else {
                loops[a] ^= 1;
            }
        }
        // Colon principle on the tree of components, from the ground's component.
        fn value(at: usize, from: usize, tree: &[Vec<usize>], loops: &[u32]) -> u32 {
            let mut g = loops[at];
            for &next in &tree[at] {
                if next != from {
                    g ^= 1 + value(next, at, tree, loops);
                }
            }
            g
        }
        let ground = find(&mut parent, 0);
        Some(value(ground, usize::MAX, &tree, &loops))
    }

    /// The nim value of an all-green forest by the colon principle: a tree's value
    /// is the nim-sum over the edges leaving its root of 1 + the value of what
    /// stands on that edge. `None` unless all standing edges are green and form a
    /// forest on the ground (no cycles, no loops).
    pub fn green_tree_value(&self) -> Option<u32> {
        let edges: Vec<(u32, u32)> = self
            .graph
            .edges
            .iter()
            .enumerate()
            .filter(|(i, _)| self.mask & (1u64 << i) != 0)
            .map(|(_, &(u, v, c))| (c == Colour::Green && u != v).then_some((u, v)))
            .collect::<Option<_>>()?;
        // A forest: the ground plus the other vertices, edges = vertices - components.
        let mut visited = vec![0u32];
        let mut used = vec![false; edges.len()];
        fn value(
            at: u32,
            from: Option<usize>,
            edges: &[(u32, u32)],
            used: &mut [bool],
            visited: &mut Vec<u32>,
        ) -> Option<u32> {
            let mut g = 0u32;
            for (k, &(u, v)) in edges.iter().enumerate() {
                if used[k] || Some(k) == from || (u != at && v != at) {
                    continue;
                }
                let next = if u == at { v } else { u };
                if visited.contains(&next) {
                    return None; // a cycle
                }
                used[k] = true;
                visited.push(next);
                g ^= 1 + value(next, Some(k), edges, used, visited)?;
            }
            Some(g)
        }
        let g = value(0, None, &edges, &mut used, &mut visited)?;
        used.iter().all(|&u| u).then_some(g)
    }
}

impl PartizanPosition for Hackenbush {
    /// Blue-red stalks by their sign expansion; green graphs by the fusion and colon
    /// principles.
    fn known_value(&self, store: &mut GameStore) -> Option<Game> {
        if let Some(v) = self.stalk_value() {
            return Some(store.number(v));
        }
        let n = self.green_graph_value()?;
        Some(store.nimber(n))
    }

    fn left_options(&self) -> Vec<Self> {
        self.cut_options(|c| c != Colour::Red)
    }

    fn right_options(&self) -> Vec<Self> {
        self.cut_options(|c| c != Colour::Blue)
    }

    /// The label of the edge cut: `A`, `B`, ... for the standing edges in
    /// the order written, `E27`, `E28`, ... past 26.
    fn move_name(&self, to: &Self) -> Option<String> {
        self.cut_label(to)
    }

    /// Parts meeting only at the ground are independent.
    fn components(&self) -> Vec<Self> {
        let edges = &self.graph.edges;
        let mut comps: Vec<(u64, Vec<u32>)> = Vec::new();
        for (i, &(u, v, _)) in edges.iter().enumerate() {
            let bit = 1u64 << i;
            if self.mask & bit == 0 {
                continue;
            }
            let verts: Vec<u32> = [u, v].into_iter().filter(|&x| x != 0).collect();
            // Merge every component that shares a non-ground vertex with this edge.
            let mut merged = (bit, verts.clone());
            comps.retain(|(m, vs)| {
                if vs.iter().any(|x| verts.contains(x)) {
                    merged.0 |= m;
                    merged.1.extend(vs.iter().copied());
                    false
                } else {
                    true
                }
            });
            comps.push(merged);
        }
        if comps.len() <= 1 {
            return vec![self.clone()];
        }
        comps
            .into_iter()
            .map(|(m, _)| Hackenbush {
                graph: self.graph.clone(),
                mask: m,
            })
            .collect()
    }
}

/// The label of the `i`th edge written (from 0): `A` ... `Z`, then `E27`,
/// `E28`, ...
pub fn edge_label(i: usize) -> String {
    match u8::try_from(i) {
        Ok(k) if k < 26 => char::from(b'A' + k).to_string(),
        _ => format!("E{}", i + 1),
    }
}

impl fmt::Display for Hackenbush {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for (i, &(u, v, c)) in self.graph.edges.iter().enumerate() {
            if self.mask & (1u64 << i) == 0 {
                continue;
            }
            if !first {
                f.write_str(" ")?;
            }
            first = false;
            let c = match c {
                Colour::Blue => 'b',
                Colour::Red => 'r',
                Colour::Green => 'g',
            };
            write!(f, "{u}-{v}:{c}")?;
        }
        Ok(())
    }
}

/// A Hackenbush bamboo stalk: a path of edges from the ground up, written
/// bottom first as `L` (blue), `R` (red) and `G` (green), e.g. `LRG`. Cutting
/// an edge removes it and everything above it.
///
/// ```
/// use nimatron::rulesets::{PartizanSolver, Stalk};
/// use nimatron::short::GameStore;
///
/// let mut store = GameStore::new();
/// let v = PartizanSolver::new().canonical_form(&mut store, &Stalk::parse("LRR").unwrap());
/// assert_eq!(store.display(v), "1/4");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Stalk(Hackenbush);

impl Stalk {
    /// Read a stalk such as `LRR` (at most 64 edges).
    pub fn parse(s: &str) -> Result<Stalk, HackenbushError> {
        Hackenbush::stalk(s).map(Stalk)
    }

    /// The colours of the standing edges from the ground up.
    pub fn colours(&self) -> Vec<Colour> {
        self.0.edges().into_iter().map(|e| e.2).collect()
    }

    /// The stalk as a Hackenbush graph (edges `0-1`, `1-2`, ...).
    pub fn as_hackenbush(&self) -> &Hackenbush {
        &self.0
    }

    /// The stalk as a Hackenbush graph.
    pub fn into_hackenbush(self) -> Hackenbush {
        self.0
    }
}

impl PartizanPosition for Stalk {
    fn left_options(&self) -> Vec<Self> {
        self.0.left_options().into_iter().map(Stalk).collect()
    }

    fn right_options(&self) -> Vec<Self> {
        self.0.right_options().into_iter().map(Stalk).collect()
    }

    fn known_value(&self, store: &mut GameStore) -> Option<Game> {
        self.0.known_value(store)
    }
}

impl fmt::Display for Stalk {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.colours() {
            f.write_str(match c {
                Colour::Blue => "L",
                Colour::Red => "R",
                Colour::Green => "G",
            })?;
        }
        Ok(())
    }
}
