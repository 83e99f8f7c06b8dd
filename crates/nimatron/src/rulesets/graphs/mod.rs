//! Games on graphs after CGSuite's `game.graph` library: Col and Snort
//! (vertices coloured by the players), Arc Kayles and Partizan Arc Kayles (an
//! edge's two ends removed), and Childish Hackenbush (Hackenbush in which a
//! blue or red edge may be cut only if nothing else falls).
//!
//! Positions are read in CGSuite's graph strings (`"R-.-R-.-L"`: `.` a vertex,
//! `-` an edge, `(a;b)` branches, `:A` names a vertex so that a later `:A` is
//! the same vertex; `;` between components) or in our edge-list form (`"0:R 1
//! 2:R 0-1 1-2"`, or `"0-1:l 1-2:r"` with edge colours), which starts with a
//! digit. Both are read into one form: vertices numbered in the order a
//! depth-first walk (neighbours by number) meets them, which is the order the
//! printed CGSuite string names them, so a position prints back to itself.
//!
//! As in CGSuite, a Col or Snort position keeps only the vertices still free,
//! each *tinted* by the colours next to it: `L` next to a blue (Left's)
//! vertex, `R` next to a red one. A vertex next to both is dead and removed.
//!
//! Here: the graph games (`GraphGame`, its rules, components, options and
//! memo keys); `text` reads and writes the strings, `canon` labels graphs
//! canonically, `childish` holds the Hackenbush rulesets in graph strings.

use super::grid::bits;
use super::hackenbush::{Colour, Hackenbush};
use super::PartizanPosition;
use crate::impartial::ImpartialPosition;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::Range;
use std::sync::Arc;

/// At most this many vertices.
pub const MAX_VERTICES: usize = 64;

/// A vertex label: none, `L` or `R`.
const NONE: u8 = 0;
const TINT_L: u8 = 1;
const TINT_R: u8 = 2;
/// An edge label: plain `-`, or the colours `l`, `r`, `e`.
const PLAIN: u8 = 0;
const BLUE: u8 = 1;
const RED: u8 = 2;
const GREEN: u8 = 3;

mod canon;
mod childish;
mod text;

#[cfg(test)]
use canon::MAX_LEAVES;
pub use childish::{Childish, GraphHackenbush};
pub use text::GraphError;
use text::*;

// ---------------------------------------------------------------------------
// Col, Snort, Arc Kayles.

/// The games played on a graph of at most 64 vertices.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GraphRules {
    /// Col: a player colours a free vertex not next to one of their own colour.
    Col,
    /// Snort: a player colours a free vertex not next to one of the other's colour.
    Snort,
    /// Arc Kayles (impartial): remove an edge's two ends (and their edges).
    ArcKayles,
    /// Partizan Arc Kayles: Left uses a blue or green edge, Right a red or green one.
    PartizanArcKayles,
}

impl GraphRules {
    fn notation(self) -> Notation {
        Notation {
            vertex_labels: matches!(self, GraphRules::Col | GraphRules::Snort),
            edge_labels: self == GraphRules::PartizanArcKayles,
        }
    }

    /// Adjacency words per vertex: blue, red, green for Partizan Arc Kayles.
    fn kinds(self) -> usize {
        if self == GraphRules::PartizanArcKayles {
            3
        } else {
            1
        }
    }
}

/// A position of Col, Snort, Arc Kayles or Partizan Arc Kayles: the vertices
/// still in play (`alive`) of a graph shared by the positions of a search,
/// and the tints of Col and Snort.
#[derive(Clone, Debug)]
pub struct GraphGame {
    rules: GraphRules,
    /// `adj[v * kinds + k]`: the neighbours of `v` by edges of kind `k` (a
    /// loop is `v`'s own bit).
    adj: Adj,
    alive: u64,
    /// Vertices next to a blue (Left's) vertex.
    tl: u64,
    /// Vertices next to a red (Right's) vertex.
    tr: u64,
}

/// Adjacency words held inline up to this many (a graph of 8 vertices with
/// one edge kind).
const INLINE: usize = 8;

/// A graph's adjacency words: inline when few (the small parts that
/// canonical labelling makes by the thousand: no allocation), else shared
/// by the positions of a search.
#[derive(Clone, Debug)]
enum Adj {
    Inline(u8, [u64; INLINE]),
    Shared(Arc<[u64]>),
}

impl std::ops::Deref for Adj {
    type Target = [u64];
    #[inline]
    fn deref(&self) -> &[u64] {
        match self {
            Adj::Inline(n, a) => &a[..*n as usize],
            Adj::Shared(s) => s,
        }
    }
}

impl Adj {
    /// These words.
    fn from_words(w: &[u64]) -> Adj {
        if w.len() <= INLINE {
            let mut a = [0u64; INLINE];
            a[..w.len()].copy_from_slice(w);
            Adj::Inline(w.len() as u8, a)
        } else {
            Adj::Shared(w.into())
        }
    }

    /// The same shared words (so equal without comparing them).
    #[inline]
    fn same(&self, o: &Adj) -> bool {
        matches!((self, o), (Adj::Shared(a), Adj::Shared(b)) if Arc::ptr_eq(a, b))
    }

    /// Bytes on the heap.
    fn heap_bytes(&self) -> usize {
        match self {
            Adj::Inline(..) => 0,
            Adj::Shared(s) => s.len() * 8,
        }
    }
}

impl GraphGame {
    /// The position with the tints swapped, in Col and Snort (where that
    /// swaps the players).
    fn tints_swapped(&self) -> Option<GraphGame> {
        matches!(self.rules, GraphRules::Col | GraphRules::Snort).then(|| GraphGame {
            tl: self.tr,
            tr: self.tl,
            ..self.clone()
        })
    }

    /// A total order of positions of one ruleset, consistent with `==`:
    /// vertices in play, tints, then the adjacency of those in play.
    fn order(&self, o: &Self) -> std::cmp::Ordering {
        let k = self.rules.kinds();
        (self.alive, self.tl, self.tr)
            .cmp(&(o.alive, o.tl, o.tr))
            .then_with(|| {
                fn words(g: &GraphGame, k: usize) -> impl Iterator<Item = u64> + '_ {
                    bits(g.alive).flat_map(move |v| (0..k).map(move |c| g.adj[v * k + c] & g.alive))
                }
                words(self, k).cmp(words(o, k))
            })
    }
}

impl PartialEq for GraphGame {
    fn eq(&self, o: &Self) -> bool {
        if (self.rules, self.alive, self.tl, self.tr) != (o.rules, o.alive, o.tl, o.tr) {
            return false;
        }
        if self.adj.same(&o.adj) {
            return true;
        }
        let k = self.rules.kinds();
        bits(self.alive)
            .all(|v| (0..k).all(|c| self.adj[v * k + c] & self.alive == o.adj[v * k + c] & o.alive))
    }
}

impl Eq for GraphGame {}

impl Hash for GraphGame {
    fn hash<H: Hasher>(&self, h: &mut H) {
        (self.rules, self.alive, self.tl, self.tr).hash(h);
        let k = self.rules.kinds();
        for v in bits(self.alive) {
            for c in 0..k {
                h.write_u64(self.adj[v * k + c] & self.alive);
            }
        }
    }
}

#[inline]
fn bit(v: usize) -> u64 {
    1u64 << v
}

/// A 64-bit mixer (splitmix64's finaliser).
#[inline]
fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// A cheaper mixer for the rounds of refinement (a multiply and a shift, a
/// bijection): colours that collide only refine less, which the search
/// makes up for.
#[inline]
fn stir(x: u64) -> u64 {
    let x = x.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    x ^ x >> 29
}

impl GraphGame {
    /// Read a position in CGSuite's graph string or our edge-list form.
    pub fn parse(text: &str, rules: GraphRules) -> Result<GraphGame, GraphError> {
        let g = GraphText::parse(text, rules.notation())?.normalized();
        Ok(GraphGame::from_text(&g, rules))
    }

    fn from_text(g: &GraphText, rules: GraphRules) -> GraphGame {
        let n = g.labels.len();
        let k = rules.kinds();
        let mut adj = vec![0u64; n * k];
        let kind = |c: u8| match c {
            BLUE => 0,
            RED => 1,
            GREEN => 2,
            _ => 0,
        };
        let vertex_game = matches!(rules, GraphRules::Col | GraphRules::Snort);
        for &(u, v, c) in &g.edges {
            // In Col and Snort a loop changes nothing: it is dropped.
            if vertex_game && u == v {
                continue;
            }
            let c = if k == 1 { 0 } else { kind(c) };
            adj[u * k + c] |= bit(v);
            adj[v * k + c] |= bit(u);
        }
        let mut tl = 0;
        let mut tr = 0;
        for (v, &l) in g.labels.iter().enumerate() {
            match l {
                TINT_L => tl |= bit(v),
                TINT_R => tr |= bit(v),
                _ => {}
            }
        }
        GraphGame {
            rules,
            adj: Adj::from_words(&adj),
            alive: if n == 64 { u64::MAX } else { (1u64 << n) - 1 },
            tl,
            tr,
        }
    }

    /// The rules.
    pub fn rules(&self) -> GraphRules {
        self.rules
    }

    /// The number of vertices still in play.
    pub fn vertices(&self) -> usize {
        self.alive.count_ones() as usize
    }

    /// Neighbours of `v` in play by any edge.
    #[inline]
    fn neighbours(&self, v: usize) -> u64 {
        let k = self.rules.kinds();
        let mut m = 0;
        for c in 0..k {
            m |= self.adj[v * k + c];
        }
        m & self.alive
    }

    /// The graph in play, its vertices renumbered `0..` in order.
    fn text(&self) -> GraphText {
        let verts: Vec<usize> = bits(self.alive).collect();
        let index = |v: usize| (self.alive & (bit(v) - 1)).count_ones() as usize;
        let k = self.rules.kinds();
        let labels = verts
            .iter()
            .map(|&v| {
                if self.tl & bit(v) != 0 {
                    TINT_L
                } else if self.tr & bit(v) != 0 {
                    TINT_R
                } else {
                    NONE
                }
            })
            .collect();
        let mut edges = Vec::new();
        for &v in &verts {
            for c in 0..k {
                for w in bits(self.adj[v * k + c] & self.alive) {
                    if w >= v {
                        let label = match (k, c) {
                            (1, _) => PLAIN,
                            (_, 0) => BLUE,
                            (_, 1) => RED,
                            _ => GREEN,
                        };
                        edges.push((index(v), index(w), label));
                    }
                }
            }
        }
        GraphText { labels, edges }
    }

    /// The graph in play for a picture: each vertex's tint (`'L'`, `'R'` or
    /// `' '`) and the edges `(u, v, colour)` (`'l'`, `'r'`, `'e'` for Partizan
    /// Arc Kayles, `'-'` otherwise), vertices numbered `0..` in order.
    pub fn picture(&self) -> (Vec<char>, Vec<(usize, usize, char)>) {
        let g = self.text();
        let tints = g
            .labels
            .iter()
            .map(|&l| match l {
                TINT_L => 'L',
                TINT_R => 'R',
                _ => ' ',
            })
            .collect();
        let edges = g
            .edges
            .iter()
            .map(|&(u, v, c)| {
                let c = match c {
                    BLUE => 'l',
                    RED => 'r',
                    GREEN => 'e',
                    _ => '-',
                };
                (u, v, c)
            })
            .collect();
        (tints, edges)
    }

    /// Left's (or Right's) moves, each with the vertices it uses in the
    /// numbering of [`GraphGame::picture`]: the vertex coloured (Col, Snort),
    /// or an edge's two ends (Arc Kayles); the same moves as the options.
    pub fn moves(&self, left: bool) -> Vec<(Vec<usize>, GraphGame)> {
        let index = |v: usize| (self.alive & (bit(v) - 1)).count_ones() as usize;
        let mut out = Vec::new();
        self.each_option(left, |used, o| {
            out.push((bits(used).map(index).collect(), o))
        });
        out
    }

    /// Colour vertex `v` (Left blue, Right red).
    fn colour(&self, v: usize, left: bool) -> GraphGame {
        let nb = self.neighbours(v) & !bit(v);
        let (mut tl, mut tr) = (self.tl, self.tr);
        if left {
            tl |= nb;
        } else {
            tr |= nb;
        }
        // A vertex next to both colours is dead in Col and in Snort.
        let alive = self.alive & !bit(v) & !(tl & tr);
        GraphGame {
            adj: self.adj.clone(),
            alive,
            tl: tl & alive,
            tr: tr & alive,
            ..*self
        }
    }

    fn options(&self, left: bool) -> Vec<GraphGame> {
        let mut out = Vec::new();
        self.each_option(left, |_, o| out.push(o));
        out
    }

    /// Left's (or Right's) options, each named by the vertices its move
    /// uses ([`GraphGame::moves`]): `vertex 2` coloured, `edge 1-2` taken.
    fn options_named(&self, left: bool) -> Vec<(Option<String>, GraphGame)> {
        self.moves(left)
            .into_iter()
            .map(|(used, o)| (Some(vertex_names(&used)), o))
            .collect()
    }

    /// Each option, with the vertices its move uses (the vertex coloured, or
    /// the edge's ends) as a set.
    fn each_option(&self, left: bool, mut out: impl FnMut(u64, GraphGame)) {
        match self.rules {
            GraphRules::Col | GraphRules::Snort => {
                // Col: not next to your own colour; Snort: not next to the other's.
                let blocked = match (self.rules == GraphRules::Col, left) {
                    (true, true) | (false, false) => self.tl,
                    _ => self.tr,
                };
                for v in bits(self.alive & !blocked) {
                    out(bit(v), self.colour(v, left));
                }
            }
            GraphRules::ArcKayles | GraphRules::PartizanArcKayles => {
                let k = self.rules.kinds();
                for v in bits(self.alive) {
                    let mut nb = 0;
                    for c in 0..k {
                        let usable = k == 1 || c == 2 || (c == 0) == left;
                        if usable {
                            nb |= self.adj[v * k + c];
                        }
                    }
                    // Each edge once, from its lower end.
                    for w in bits(nb & self.alive & !(bit(v) - 1)) {
                        let o = GraphGame {
                            adj: self.adj.clone(),
                            alive: self.alive & !bit(v) & !bit(w),
                            ..*self
                        };
                        out(bit(v) | bit(w), o);
                    }
                }
            }
        }
    }

    /// The vertices in play joined to the lowest of `from` (a flood fill).
    fn reach(&self, from: u64) -> u64 {
        let mut comp = from & from.wrapping_neg();
        let mut frontier = comp;
        while frontier != 0 {
            let v = frontier.trailing_zeros() as usize;
            frontier &= frontier - 1;
            let new = self.neighbours(v) & !comp;
            comp |= new;
            frontier |= new;
        }
        comp
    }

    fn parts(&self) -> Vec<GraphGame> {
        let mut rest = self.alive;
        let mut out = Vec::new();
        while rest != 0 {
            let comp = self.reach(rest);
            rest &= !comp;
            out.push(GraphGame {
                adj: self.adj.clone(),
                alive: comp,
                tl: self.tl & comp,
                tr: self.tr & comp,
                ..*self
            });
        }
        out
    }
}

/// `vertex 2` for one vertex, `edge 1-2` for an edge's ends.
fn vertex_names(used: &[usize]) -> String {
    let names: Vec<String> = used.iter().map(usize::to_string).collect();
    match names.as_slice() {
        [one] => format!("vertex {one}"),
        _ => format!("edge {}", names.join("-")),
    }
}

impl PartizanPosition for GraphGame {
    /// Each move named by the vertices it uses (two moves may reach one
    /// position of a symmetric graph).
    fn named_options(&self, left: bool) -> Vec<(Option<String>, Self)> {
        self.options_named(left)
    }

    fn move_name(&self, to: &Self) -> Option<String> {
        [true, false]
            .into_iter()
            .flat_map(|left| self.options_named(left))
            .find(|(_, o)| o == to)
            .and_then(|(n, _)| n)
    }

    fn left_options(&self) -> Vec<Self> {
        self.options(true)
    }

    fn right_options(&self) -> Vec<Self> {
        self.options(false)
    }

    /// Connected parts are independent.
    fn components(&self) -> Vec<Self> {
        self.parts()
    }

    /// `None` for a connected graph (no list, no copies); no parts for the
    /// empty graph.
    fn split(&self) -> Option<Vec<Self>> {
        if self.alive == 0 {
            return Some(Vec::new());
        }
        if self.reach(self.alive) == self.alive {
            return None;
        }
        Some(self.parts())
    }

    fn options_into(&self, left: bool, out: &mut Vec<Self>) {
        self.each_option(left, |_, o| out.push(o));
    }

    /// The graph under a canonical labelling: isomorphic positions share
    /// one entry of the memo.
    fn normalize(&self) -> Self {
        self.canonical()
    }

    /// In Col and Snort swapping the tints swaps the players: the canonical
    /// labelling of the position or of its swap, whichever has fewer
    /// vertices tinted for Left, and with as many of each kind the least of
    /// both (by [`GraphGame::order`]); negated when it is the swap's. So a
    /// position and its swap get one representative.
    fn normalize_signed(&self) -> (Self, bool) {
        let Some(swap) = self.tints_swapped() else {
            return (self.canonical(), false);
        };
        let (l, r) = (
            (self.tl & self.alive).count_ones(),
            (self.tr & self.alive).count_ones(),
        );
        if l != r {
            return if l < r {
                (self.canonical(), false)
            } else {
                (swap.canonical(), true)
            };
        }
        let own = self.canonical();
        let swap = swap.canonical();
        if swap.order(&own).is_lt() {
            (swap, true)
        } else {
            (own, false)
        }
    }

    /// A Col or Snort position isomorphic to its swap (an uncoloured graph):
    /// a search from it meets every position with its swap's twin.
    fn signs_pay(&self) -> bool {
        self.tints_swapped()
            .is_some_and(|swap| swap.canonical() == self.canonical())
    }

    fn heap_bytes(&self) -> usize {
        self.adj.heap_bytes()
    }
}

impl ImpartialPosition for GraphGame {
    /// The options, each under the canonical labelling (so that the memo
    /// meets isomorphic positions as one).
    fn options(&self) -> Vec<Self> {
        let mut all = self.options(true);
        if self.rules != GraphRules::ArcKayles {
            all.extend(self.options(false));
        }
        all.iter().map(GraphGame::canonical).collect()
    }

    /// Each move named by the vertices it uses, in the order of the options.
    fn named_options(&self) -> Vec<(Option<String>, Self)> {
        let mut all = self.options_named(true);
        if self.rules != GraphRules::ArcKayles {
            all.extend(self.options_named(false));
        }
        all.into_iter().map(|(n, o)| (n, o.canonical())).collect()
    }

    fn move_name(&self, to: &Self) -> Option<String> {
        ImpartialPosition::named_options(self)
            .into_iter()
            .find(|(_, o)| o == to)
            .and_then(|(n, _)| n)
    }

    /// Connected parts, each under the canonical labelling (a connected
    /// position is its own component).
    fn components(&self) -> Vec<Self> {
        let parts = self.parts();
        if parts.len() == 1 {
            return vec![self.clone()];
        }
        parts.iter().map(GraphGame::canonical).collect()
    }

    fn heap_bytes(&self) -> usize {
        self.adj.heap_bytes()
    }
}

impl fmt::Display for GraphGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.alive == 0 {
            return Ok(());
        }
        let g = self.text();
        f.write_str(&write_cgsuite(
            &g.labels,
            &g.edges,
            !self.rules.notation().edge_labels,
        ))
    }
}

#[cfg(test)]
mod tests;
