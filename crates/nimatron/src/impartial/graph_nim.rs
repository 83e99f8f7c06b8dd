//! Graph Nim: Nim played on the edges of a graph.
//!
//! The Nim article describes graph Nim in one line ("the starting board is a
//! disconnected graph, and players take turns to remove adjacent vertices",
//! after Erickson 2011); the literature has several precise versions. The one
//! implemented here is that of Calkin, James, Purvis, Race, Schneider and Yancey,
//! "Counting kings: as easy as λ1, λ2, λ3..." / "Computing strategies for
//! graphical Nim" (Congressus Numerantium 202, 2010), studied further by
//! Low and Chan, "Notes on the combinatorial game: graph Nim" (EJGTA 4(2), 2016):
//!
//! * the board is a finite multigraph without loops (parallel edges allowed);
//! * a move chooses a vertex `v` and removes any number, at least one, of the
//!   edges incident to `v`;
//! * the player who cannot move (no edges left) loses (normal play); misère
//!   outcomes come from [`crate::impartial::GrundySearch::misere_outcome`].
//!
//! It generalises Nim: `w` parallel edges between two vertices are a heap of `w`,
//! and the components of the graph are independent summands, so a disconnected
//! board of multi-edges is exactly Nim. On a path the game is Kayles (a move
//! removes one edge or two edges sharing a vertex), on a star a single heap.

use super::grundy::ImpartialPosition;
use crate::position::{char_span, PositionError, TextError};
use std::fmt;

/// An edge `(u, v, multiplicity)`.
type Edge = (u32, u32, u32);

/// A graph Nim position: edges `(u, v, multiplicity)` with `u < v`, sorted,
/// multiplicities positive. Vertex numbers only name vertices; isolated
/// vertices do not appear.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct GraphNim {
    edges: Vec<(u32, u32, u32)>,
}

/// Why a graph could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GraphNimError {
    /// Something other than an edge `u-v` or `u-vxk` at byte `pos`.
    #[error("expected an edge such as 0-1 or 0-1x3 (u-v, times k parallel edges)")]
    Syntax {
        /// Byte offset where the edge was expected.
        pos: usize,
    },
    /// An edge from a vertex to itself.
    #[error("a loop (an edge from a vertex to itself) is not allowed")]
    Loop {
        /// Byte offset of the looping edge.
        pos: usize,
    },
    /// More than the supported number of edges in all.
    #[error("too many edges: at most {max} in all")]
    TooLarge {
        /// Byte offset of the edge that went over the limit.
        pos: usize,
        /// The most edges allowed ([`MAX_EDGES`]).
        max: u32,
    },
}

impl GraphNimError {
    /// Byte offset of the problem in the text.
    pub fn pos(&self) -> usize {
        match self {
            GraphNimError::Syntax { pos }
            | GraphNimError::Loop { pos }
            | GraphNimError::TooLarge { pos, .. } => *pos,
        }
    }
}

impl TextError for GraphNimError {
    fn position_error(self, text: &str) -> PositionError {
        let span = char_span(text, self.pos());
        if matches!(self, GraphNimError::TooLarge { .. }) {
            PositionError::too_large(self.to_string(), span)
        } else {
            PositionError::syntax(self.to_string(), span)
        }
    }
}

/// The total number of edges a parsed board may have (the search is
/// exponential; this keeps a typo from asking for years).
pub const MAX_EDGES: u32 = 64;

impl GraphNim {
    /// The board with these edges (`(u, v)` pairs; repeats are parallel edges).
    pub fn new(edges: impl IntoIterator<Item = (u32, u32)>) -> GraphNim {
        GraphNim::with_multiplicities(edges.into_iter().map(|(u, v)| (u, v, 1)))
    }

    /// The board with edges `(u, v, k)`: `k` parallel edges between `u` and `v`.
    pub fn with_multiplicities(edges: impl IntoIterator<Item = (u32, u32, u32)>) -> GraphNim {
        let mut list: Vec<(u32, u32, u32)> = edges
            .into_iter()
            .filter(|&(u, v, k)| k > 0 && u != v)
            .map(|(u, v, k)| (u.min(v), u.max(v), k))
            .collect();
        list.sort_unstable();
        let mut merged: Vec<(u32, u32, u32)> = Vec::with_capacity(list.len());
        for (u, v, k) in list {
            match merged.last_mut() {
                Some(last) if last.0 == u && last.1 == v => last.2 += k,
                _ => merged.push((u, v, k)),
            }
        }
        GraphNim { edges: merged }
    }

    /// Reads `0-1, 1-2x3 2-0`: edges separated by commas or spaces, `xk` for
    /// `k` parallel edges.
    pub fn parse(text: &str) -> Result<GraphNim, GraphNimError> {
        let b = text.as_bytes();
        let mut pos = 0;
        let mut edges = Vec::new();
        let mut total: u64 = 0;
        let number = |pos: &mut usize| -> Option<u32> {
            let s = *pos;
            while *pos < b.len() && b[*pos].is_ascii_digit() {
                *pos += 1;
            }
            text[s..*pos].parse().ok()
        };
        loop {
            while pos < b.len() && (b[pos] == b' ' || b[pos] == b',') {
                pos += 1;
            }
            if pos == b.len() {
                break;
            }
            let start = pos;
            let u = number(&mut pos).ok_or(GraphNimError::Syntax { pos })?;
            if b.get(pos) != Some(&b'-') {
                return Err(GraphNimError::Syntax { pos });
            }
            pos += 1;
            let v = number(&mut pos).ok_or(GraphNimError::Syntax { pos })?;
            let mut k = 1;
            if b.get(pos) == Some(&b'x') {
                pos += 1;
                k = number(&mut pos).ok_or(GraphNimError::Syntax { pos })?;
            }
            if pos < b.len() && !matches!(b[pos], b' ' | b',') {
                return Err(GraphNimError::Syntax { pos });
            }
            if u == v {
                return Err(GraphNimError::Loop { pos: start });
            }
            total += u64::from(k);
            if total > u64::from(MAX_EDGES) {
                return Err(GraphNimError::TooLarge {
                    pos: start,
                    max: MAX_EDGES,
                });
            }
            edges.push((u, v, k));
        }
        Ok(GraphNim::with_multiplicities(edges))
    }

    /// The edges `(u, v, multiplicity)`, `u < v`, sorted.
    pub fn edges(&self) -> &[(u32, u32, u32)] {
        &self.edges
    }

    /// The number of edges, parallel ones counted.
    pub fn edge_count(&self) -> u64 {
        self.edges.iter().map(|e| u64::from(e.2)).sum()
    }

    /// Every option, in order, with what `name` makes of its move: the
    /// vertex, its incident edges and how many of each are removed.
    fn moves<N>(&self, mut name: impl FnMut(u32, &[Edge], &[u32]) -> N) -> Vec<(N, GraphNim)> {
        let mut vertices: Vec<u32> = self.edges.iter().flat_map(|e| [e.0, e.1]).collect();
        vertices.sort_unstable();
        vertices.dedup();
        let mut out = Vec::new();
        for v in vertices {
            let incident: Vec<usize> = (0..self.edges.len())
                .filter(|&i| self.edges[i].0 == v || self.edges[i].1 == v)
                .collect();
            let around: Vec<Edge> = incident.iter().map(|&i| self.edges[i]).collect();
            // Every way of removing k_i of the m_i edges of each incident
            // multi-edge, not all k_i zero: an odometer over the k_i.
            let mut take = vec![0u32; incident.len()];
            loop {
                let mut i = 0;
                while i < take.len() && take[i] == self.edges[incident[i]].2 {
                    take[i] = 0;
                    i += 1;
                }
                if i == take.len() {
                    break;
                }
                take[i] += 1;
                let mut edges = self.edges.clone();
                for (j, &e) in incident.iter().enumerate() {
                    edges[e].2 -= take[j];
                }
                edges.retain(|e| e.2 > 0);
                out.push((name(v, &around, &take), GraphNim { edges }));
            }
        }
        out
    }

    /// The same board with vertices renumbered 0, 1, ... in order of first
    /// appearance, so that boards differing only in names share table entries.
    fn relabelled(&self) -> GraphNim {
        let mut names: Vec<u32> = self.edges.iter().flat_map(|e| [e.0, e.1]).collect();
        names.sort_unstable();
        names.dedup();
        let id = |x: u32| names.binary_search(&x).expect("a vertex of the board") as u32;
        GraphNim::with_multiplicities(self.edges.iter().map(|&(u, v, k)| (id(u), id(v), k)))
    }
}

impl ImpartialPosition for GraphNim {
    fn heap_bytes(&self) -> usize {
        self.edges.capacity() * std::mem::size_of::<Edge>()
    }

    fn options(&self) -> Vec<Self> {
        self.moves(|_, _, _| ())
            .into_iter()
            .map(|((), o)| o)
            .collect()
    }

    /// `at 1: take 0-1x2, 1-2`: the vertex chosen and the edges removed at
    /// it (`x2`: two of the parallel edges), as the board writes them.
    fn named_options(&self) -> Vec<(Option<String>, Self)> {
        self.moves(|v, edges, take| {
            let removed: Vec<String> = edges
                .iter()
                .zip(take)
                .filter(|(_, &k)| k > 0)
                .map(|(&(a, b, _), &k)| match k {
                    1 => format!("{a}-{b}"),
                    _ => format!("{a}-{b}x{k}"),
                })
                .collect();
            Some(format!("at {v}: take {}", removed.join(", ")))
        })
    }

    fn move_name(&self, to: &Self) -> Option<String> {
        super::move_names::first_name(self.named_options(), to)
    }

    fn components(&self) -> Vec<Self> {
        // Union-find over the vertices that have edges.
        let mut names: Vec<u32> = self.edges.iter().flat_map(|e| [e.0, e.1]).collect();
        names.sort_unstable();
        names.dedup();
        let id = |x: u32| names.binary_search(&x).expect("a vertex of the board");
        let mut parent: Vec<usize> = (0..names.len()).collect();
        fn root(p: &mut [usize], mut x: usize) -> usize {
            while p[x] != x {
                p[x] = p[p[x]];
                x = p[x];
            }
            x
        }
        for &(u, v, _) in &self.edges {
            let (a, b) = (root(&mut parent, id(u)), root(&mut parent, id(v)));
            parent[a] = b;
        }
        let mut groups: Vec<(usize, Vec<Edge>)> = Vec::new();
        for &e in &self.edges {
            let r = root(&mut parent, id(e.0));
            match groups.iter_mut().find(|g| g.0 == r) {
                Some(g) => g.1.push(e),
                None => groups.push((r, vec![e])),
            }
        }
        if groups.len() <= 1 {
            return vec![self.relabelled()];
        }
        groups
            .into_iter()
            .map(|(_, edges)| GraphNim { edges }.relabelled())
            .collect()
    }
}

impl fmt::Display for GraphNim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, &(u, v, k)) in self.edges.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            if k == 1 {
                write!(f, "{u}-{v}")?;
            } else {
                write!(f, "{u}-{v}x{k}")?;
            }
        }
        Ok(())
    }
}
