//! Loopy games: finite game graphs in which play may return to a position, kept
//! in the [`LoopyStore`] arena and named by `Copy` handles ([`Loopy`]).
//!
//! A loopy game is a vertex of a finite directed graph whose vertices each have a
//! list of Left options and a list of Right options (Siegel, *Combinatorial Game
//! Theory*, ch. VI; Winning Ways ch. 11). The store owns every graph; values
//! are never unfolded into trees. One module per story:
//!
//! - `graph`: the local adjacency form every algorithm works on, reachability,
//!   sums as product graphs built under the limits;
//! - `outcome`: outcome classes with draws (CGSuite's `L R P N D PHat PCheck NHat
//!   NCheck`) by retrograde analysis;
//! - `stopper`: stoppers, plumtrees, the order of stoppers, canonical stoppers
//!   (reversible and dominated options, fusion) hash-consed in the store;
//! - `stops`: pseudonumbers and the stops of stoppers;
//! - `sided`: onsides and offsides by sidling, sided values `A & B`;
//! - `notation`: CGSuite 2's notation in; `print`: CGSuite's notation out;
//! - `impartial`: generalized Sprague–Grundy values (Smith; Fraenkel);
//! - `positions`: the position graphs of loopy rulesets ([`LoopyPosition`]).
//!
//! Invariants: every handle's graph is finite and fully defined; a canonical
//! stopper is stored once (equal canonical stoppers have equal handles, found
//! through an isomorphism-invariant key of their graph); every operation runs
//! under the store's [`Limits`] and returns `Err(Stop)` when they run out.

mod graph;
mod impartial;
mod notation;
mod outcome;
mod positions;
mod print;
mod sided;
mod stopper;
mod stops;

pub use impartial::GrundyValue;
pub use notation::{LoopyValue, ParseError, MAX_NESTING};
pub use outcome::{Outcome, OutcomeClass};
pub use positions::LoopyPosition;
pub use sided::SidedValue;
pub use stops::Pseudonumber;

use crate::limits::{Limits, Meter, Stop};
use crate::short::{Game, GameStore};
use graph::Graph;
use rustc_hash::FxHashMap;

/// A loopy game: a vertex of a graph in a [`LoopyStore`]. Handles from different
/// stores must not be mixed.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Loopy(u32);

impl Loopy {
    /// The raw index of this vertex in its store.
    pub fn index(self) -> u32 {
        self.0
    }
}

/// One vertex: its Left and Right options (each list without repeats).
#[derive(Clone, Debug, Default)]
struct Node {
    left: Vec<Loopy>,
    right: Vec<Loopy>,
}

/// Which player moves.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Player {
    /// Left (positive values favour her).
    Left,
    /// Right.
    Right,
}

/// The arena of loopy games: their graphs, a short-game store for their
/// loopfree parts, the canonical stoppers made so far, and the limits.
#[derive(Clone)]
pub struct LoopyStore {
    nodes: Vec<Node>,
    short: GameStore,
    limits: Limits,
    /// Loopy copies of short games (canonical stoppers).
    from_short: FxHashMap<Game, Loopy>,
    /// The short game of each handle of `from_short`.
    short_of: FxHashMap<Loopy, Game>,
    /// Canonical stoppers by the isomorphism-invariant key of their graph.
    canon: FxHashMap<Vec<u32>, Loopy>,
    /// The canonical form of each stopper asked about.
    canonical_of: FxHashMap<Loopy, Loopy>,
    /// Handles known to be canonical stoppers.
    is_canon: FxHashMap<Loopy, ()>,
    /// The negative of each canonical stopper negated so far.
    neg_of: FxHashMap<Loopy, Loopy>,
}

impl std::fmt::Debug for LoopyStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LoopyStore")
            .field("vertices", &self.nodes.len())
            .finish()
    }
}

impl Default for LoopyStore {
    fn default() -> Self {
        LoopyStore::new()
    }
}

/// The vertices a store may hold when [`Limits::games`] is unset.
pub const DEFAULT_MAX_NODES: usize = 1 << 26;

impl LoopyStore {
    /// An empty store without limits (but the default node bound).
    pub fn new() -> LoopyStore {
        LoopyStore {
            nodes: Vec::new(),
            short: GameStore::new(),
            limits: Limits::none(),
            from_short: FxHashMap::default(),
            short_of: FxHashMap::default(),
            canon: FxHashMap::default(),
            canonical_of: FxHashMap::default(),
            is_canon: FxHashMap::default(),
            neg_of: FxHashMap::default(),
        }
    }

    /// Set the limits: `games` bounds the vertices of the store (and the games
    /// of its short store), `nodes` the states of one analysis, `memory` the
    /// bytes of one analysis's tables, `time` and `interrupt` each operation.
    pub fn set_limits(&mut self, limits: Limits) {
        self.short.set_limits(limits.clone());
        self.limits = limits;
    }

    /// The limits in force.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// The store of short games used for loopfree parts.
    pub fn short(&mut self) -> &mut GameStore {
        &mut self.short
    }

    /// Vertices held.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the store holds no vertex.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    fn meter(&self) -> Meter {
        self.limits.start()
    }

    /// A new vertex with no options yet (to be given them by [`Self::define`]);
    /// the way to build cycles.
    pub fn placeholder(&mut self) -> Result<Loopy, Stop> {
        let max = self.limits.games.unwrap_or(DEFAULT_MAX_NODES);
        if self.nodes.len() >= max || self.nodes.len() >= u32::MAX as usize - 1 {
            return Err(Stop::Games(max));
        }
        if self.limits.interrupted() {
            return Err(Stop::Interrupted);
        }
        self.nodes.push(Node::default());
        Ok(Loopy(self.nodes.len() as u32 - 1))
    }

    /// Give a placeholder its options (repeats are dropped). Defining a vertex
    /// that already has options replaces them; do that only to placeholders,
    /// since other handles may reach it.
    pub fn define(&mut self, g: Loopy, mut left: Vec<Loopy>, mut right: Vec<Loopy>) {
        dedup(&mut left);
        dedup(&mut right);
        let n = &mut self.nodes[g.0 as usize];
        n.left = left;
        n.right = right;
    }

    /// A new vertex with the given options.
    pub fn node(&mut self, left: Vec<Loopy>, right: Vec<Loopy>) -> Result<Loopy, Stop> {
        let g = self.placeholder()?;
        self.define(g, left, right);
        Ok(g)
    }

    /// Left's options of `g`.
    pub fn left_options(&self, g: Loopy) -> &[Loopy] {
        &self.nodes[g.0 as usize].left
    }

    /// Right's options of `g`.
    pub fn right_options(&self, g: Loopy) -> &[Loopy] {
        &self.nodes[g.0 as usize].right
    }

    /// The options of `g` for `p`.
    pub fn options(&self, g: Loopy, p: Player) -> &[Loopy] {
        match p {
            Player::Left => self.left_options(g),
            Player::Right => self.right_options(g),
        }
    }

    /// The graph reachable from `g`, `g` as vertex 0, with the handle of each
    /// local vertex.
    fn subgraph(&self, g: Loopy) -> Result<(Graph, Vec<Loopy>), Stop> {
        self.subgraph_of(&[g])
    }

    /// The graph reachable from any of `roots`, the roots first (in order, a
    /// repeated one once), with the handle of each local vertex.
    fn subgraph_of(&self, roots: &[Loopy]) -> Result<(Graph, Vec<Loopy>), Stop> {
        let mut meter = self.meter();
        let mut index: FxHashMap<Loopy, u32> = FxHashMap::default();
        let mut handles = Vec::with_capacity(roots.len());
        for &g in roots {
            index.entry(g).or_insert_with(|| {
                handles.push(g);
                handles.len() as u32 - 1
            });
        }
        let mut graph = Graph::default();
        let mut i = 0;
        while i < handles.len() {
            meter.tick()?;
            let h = handles[i];
            let mut lists = [Vec::new(), Vec::new()];
            for (side, list) in [self.left_options(h), self.right_options(h)]
                .into_iter()
                .enumerate()
            {
                for &o in list {
                    let k = *index.entry(o).or_insert_with(|| {
                        handles.push(o);
                        handles.len() as u32 - 1
                    });
                    lists[side].push(k);
                }
            }
            let [l, r] = lists;
            graph.left.push(l);
            graph.right.push(r);
            i += 1;
        }
        Ok((graph, handles))
    }

    /// Put a local graph into the store; the handle of each of its vertices.
    fn import(&mut self, graph: &Graph) -> Result<Vec<Loopy>, Stop> {
        let max = self.limits.games.unwrap_or(DEFAULT_MAX_NODES);
        if self.nodes.len() + graph.len() > max {
            return Err(Stop::Games(max));
        }
        let mut handles = Vec::with_capacity(graph.len());
        for _ in 0..graph.len() {
            handles.push(self.placeholder()?);
        }
        for v in 0..graph.len() {
            let l = graph.left[v].iter().map(|&w| handles[w as usize]).collect();
            let r = graph.right[v]
                .iter()
                .map(|&w| handles[w as usize])
                .collect();
            self.define(handles[v], l, r);
        }
        Ok(handles)
    }

    /// `Err(Stop::Games)` unless a short game born on day `born` can be
    /// copied in: its chain of `born` followers is as many vertices.
    pub fn room_for(&self, born: &crate::numbers::Ordinal) -> Result<(), Stop> {
        let max = self.limits.games.unwrap_or(DEFAULT_MAX_NODES);
        let room = max.saturating_sub(self.nodes.len()) as u64;
        match born.to_u64() {
            Some(b) if b < room => Ok(()),
            _ => Err(Stop::Games(max)),
        }
    }

    /// The loopy copy of a short game: its canonical form's graph, as a
    /// canonical stopper of this store.
    pub fn from_game(&mut self, g: Game) -> Result<Loopy, Stop> {
        if let Some(&h) = self.from_short.get(&g) {
            return Ok(h);
        }
        // A game born on day b has a chain of b followers, each a vertex of
        // the copy: refuse at once what cannot fit (a 60-digit integer would
        // otherwise be unfolded until the clock stops it; found by fuzzing).
        let born = self.short.guard(|s| s.birthday(g))?;
        self.room_for(&born)?;
        // A short game's canonical form is already its canonical stopper
        // (Siegel, CGT VI.3: loopfree stoppers simplify as short games do), so
        // its graph is stored as it is, each subgame once, with no
        // simplification: an integer born on day n costs n vertices, not the
        // cubic order table (fuzz/findings.md 17).
        let mut stack: Vec<(Game, bool)> = vec![(g, false)];
        let mut meter = self.meter();
        while let Some((x, ready)) = stack.pop() {
            meter.tick()?;
            if self.from_short.contains_key(&x) {
                continue;
            }
            let (l, r) = self
                .short
                .guard(|s| (s.left_options(x), s.right_options(x)))?;
            if ready {
                let lo = l.iter().map(|o| self.from_short[o]).collect();
                let ro = r.iter().map(|o| self.from_short[o]).collect();
                let h = self.node(lo, ro)?;
                self.mark_short(h, x);
            } else {
                stack.push((x, true));
                for o in l.into_iter().chain(r) {
                    if !self.from_short.contains_key(&o) {
                        stack.push((o, false));
                    }
                }
            }
        }
        Ok(self.from_short[&g])
    }

    /// The canonical stopper `{left | right}` whose options are loopy copies
    /// of short games (made by [`Self::from_game`] or this), forming the
    /// canonical form of a short game: how a short game of another store is
    /// copied in without simplifying it again. Reuses the copy when there is
    /// one; an option that is no short copy is refused.
    pub fn short_node(&mut self, left: &[Loopy], right: &[Loopy]) -> Result<Loopy, Stop> {
        let games = |s: &Self, list: &[Loopy]| -> Result<Vec<Game>, Stop> {
            list.iter()
                .map(|h| {
                    s.short_of.get(h).copied().ok_or(Stop::Unsupported(
                        "short_node: an option is not the copy of a short game",
                    ))
                })
                .collect()
        };
        let (mut l, mut r) = (games(self, left)?, games(self, right)?);
        let g = self.short.guard(|s| s.from_options(&l, &r))?;
        if let Some(&h) = self.from_short.get(&g) {
            return Ok(h);
        }
        // Options that are already the canonical game's: one new vertex.
        let (mut gl, mut gr) = self
            .short
            .guard(|s| (s.left_options(g), s.right_options(g)))?;
        for list in [&mut l, &mut r, &mut gl, &mut gr] {
            list.sort_unstable();
            list.dedup();
        }
        if (&l, &r) != (&gl, &gr) {
            return self.from_game(g);
        }
        let lo = gl.iter().map(|o| self.from_short[o]).collect();
        let ro = gr.iter().map(|o| self.from_short[o]).collect();
        let h = self.node(lo, ro)?;
        self.mark_short(h, g);
        Ok(h)
    }

    /// Record that `h` is the canonical copy of the short game `g`.
    fn mark_short(&mut self, h: Loopy, g: Game) {
        self.mark_canonical(h);
        self.from_short.insert(g, h);
        self.short_of.insert(h, g);
    }

    /// The number `x` as a loopy game.
    pub fn number(&mut self, x: crate::numbers::Rational) -> Result<Loopy, Stop> {
        let g = self.short.guard(|s| s.number(x))?;
        self.from_game(g)
    }

    /// The integer `n`.
    pub fn integer(&mut self, n: i64) -> Result<Loopy, Stop> {
        self.number(n.into())
    }

    /// Zero.
    pub fn zero(&mut self) -> Result<Loopy, Stop> {
        let z = self.short.zero();
        self.from_game(z)
    }

    /// `on = {pass|}`.
    pub fn on(&mut self) -> Result<Loopy, Stop> {
        let g = self.placeholder()?;
        self.define(g, vec![g], vec![]);
        self.canonical(g)
    }

    /// `off = {|pass}`.
    pub fn off(&mut self) -> Result<Loopy, Stop> {
        let g = self.placeholder()?;
        self.define(g, vec![], vec![g]);
        self.canonical(g)
    }

    /// `dud = {pass|pass}` (not a stopper; kept as written).
    pub fn dud(&mut self) -> Result<Loopy, Stop> {
        let g = self.placeholder()?;
        self.define(g, vec![g], vec![g]);
        Ok(g)
    }

    /// The negative: Left and Right exchanged over the whole graph.
    pub fn neg(&mut self, g: Loopy) -> Result<Loopy, Stop> {
        if let Some(&n) = self.neg_of.get(&g) {
            return Ok(n);
        }
        let (graph, _) = self.subgraph(g)?;
        let swapped = Graph {
            left: graph.right,
            right: graph.left,
        };
        let h = self.import(&swapped)?[0];
        if self.is_canonical(g) {
            let n = self.canonical(h)?;
            self.neg_of.insert(g, n);
            self.neg_of.insert(n, g);
            return Ok(n);
        }
        Ok(h)
    }

    /// The disjunctive sum of games as a graph (the reachable part of the
    /// product of their graphs, built under the limits), not simplified.
    pub fn sum_graph(&mut self, games: &[Loopy]) -> Result<Loopy, Stop> {
        if games.is_empty() {
            return self.zero();
        }
        let graphs = games
            .iter()
            .map(|&g| self.subgraph(g).map(|x| x.0))
            .collect::<Result<Vec<_>, _>>()?;
        let product = graph::product(&graphs, &self.limits, &mut self.meter())?;
        Ok(self.import(&product)?[0])
    }

    /// The sum `g + h`: canonical when both are stoppers and the sum is one,
    /// otherwise the sum's graph.
    pub fn add(&mut self, g: Loopy, h: Loopy) -> Result<Loopy, Stop> {
        let s = self.sum_graph(&[g, h])?;
        if self.is_stopper(s)? {
            return self.canonical(s);
        }
        Ok(s)
    }

    /// `g - h`.
    pub fn sub(&mut self, g: Loopy, h: Loopy) -> Result<Loopy, Stop> {
        let n = self.neg(h)?;
        self.add(g, n)
    }

    /// `n * g` for an integer `n` (a sum of `|n|` copies, negated for `n < 0`).
    pub fn multiple(&mut self, n: i64, g: Loopy) -> Result<Loopy, Stop> {
        let base = if n < 0 { self.neg(g)? } else { g };
        let k = n.unsigned_abs();
        let mut acc = self.zero()?;
        // Binary doubling keeps the number of sums logarithmic.
        let mut pow = base;
        let mut rest = k;
        while rest > 0 {
            if self.limits.interrupted() {
                return Err(Stop::Interrupted);
            }
            if rest & 1 == 1 {
                acc = self.add(acc, pow)?;
            }
            rest >>= 1;
            if rest > 0 {
                pow = self.add(pow, pow)?;
            }
        }
        Ok(acc)
    }

    /// `{G|-G}`: the switch `+-g`.
    pub fn switch(&mut self, g: Loopy) -> Result<Loopy, Stop> {
        let n = self.neg(g)?;
        let s = self.node(vec![g], vec![n])?;
        if self.is_stopper(s)? {
            return self.canonical(s);
        }
        Ok(s)
    }

    /// The number of vertices reachable from `g` (CGSuite's `FollowerCount` of a
    /// canonical stopper).
    pub fn follower_count(&self, g: Loopy) -> Result<usize, Stop> {
        Ok(self.subgraph(g)?.1.len())
    }

    /// The vertices reachable from `g`, `g` first.
    pub fn followers(&self, g: Loopy) -> Result<Vec<Loopy>, Stop> {
        Ok(self.subgraph(g)?.1)
    }
}

fn dedup(v: &mut Vec<Loopy>) {
    let mut seen = rustc_hash::FxHashSet::default();
    v.retain(|x| seen.insert(*x));
}
