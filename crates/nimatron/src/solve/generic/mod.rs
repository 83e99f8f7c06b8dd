//! Who wins a sum of positions of any partizan ruleset of the catalogue (plus
//! a known game): an AND/OR (alpha-beta on outcomes) search that uses the
//! theory.
//!
//! A node is a multiset of components and `known`, the canonical value of
//! everything already valued. After each move the moved component is split
//! into its independent components ([`PartizanPosition::components`]), each
//! normalised ([`PartizanPosition::normalize`]), and every component the
//! endgame database ([`EndgameDb`]) can value within its node budget is
//! replaced by its canonical value, added to `known` in the store. Then
//!
//! 1. with no component left, `known`'s outcome decides (stops, number
//!    avoidance and the store's order: `known` not `<= 0` wins for Left moving
//!    first);
//! 2. the transposition table, keyed on the sorted multiset of the components'
//!    hashes, `known` and the player, answers positions seen before (fixed
//!    size, two entries a bucket, replacing instead of growing);
//! 3. otherwise the player's moves in the components, children already in the
//!    table as lost for the opponent first, then the others; then the
//!    canonical options of `known` (dominated and reversible options are gone
//!    from a canonical form), last when `known` is a number (moves in numbers
//!    last).
//!
//! Components are type-erased ([`Comp`]): any ruleset's position, hashed and
//! compared through [`Component`], so one sum mixes Clobber, Domineering,
//! Amazons and the rest.

use crate::limits::{stop, with_stack, Limits, Meter, Stop};
use crate::short::{Game, GameStore};

mod component;
mod endgame;

pub use component::{term, Comp, Component, Solvers, Term};
pub use endgame::EndgameDb;

/// A node of the search: components (sorted by hash) and the known value.
#[derive(Clone, Debug)]
pub struct State {
    /// Components still searched.
    pub comps: Vec<Comp>,
    /// The value of the rest.
    pub known: Game,
}

/// A move of the search: in component `i` to its option `k`, or in the known
/// part to its option `k`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GenMove {
    /// Component (term) `i`, its option `k`.
    Comp(usize, usize),
    /// The known part, its option `k`.
    Known(usize),
}

/// Counters of a search.
#[derive(Copy, Clone, Debug, Default)]
pub struct GenStats {
    /// Positions searched.
    pub nodes: u64,
    /// Positions answered by the table.
    pub hits: u64,
    /// Positions decided by their known value alone.
    pub decided: u64,
    /// Moves from the root to the position searched now (where the
    /// counters are reported).
    pub depth: u32,
    /// The most moves from the root searched so far.
    pub max_depth: u32,
    /// The root's move searched now (from 1; 0 before the first) and the
    /// root's moves.
    pub root: [u32; 2],
}

/// A callback that sees the counters every so often.
pub type GenProgress<'a> = Box<dyn FnMut(&GenStats) + 'a>;

/// The transposition table: fingerprints with the result in the low bit, two
/// a bucket, the newer first; a full bucket forgets its older entry.
struct Table {
    slots: Vec<u64>,
    mask: usize,
}

impl Table {
    fn with_bytes(bytes: usize) -> Table {
        let mut n = 2usize;
        while n * 2 * 8 <= bytes {
            n *= 2;
        }
        Table {
            slots: vec![0; n],
            mask: n / 2 - 1,
        }
    }
    fn bucket(&self, key: u64) -> usize {
        ((key >> 17) as usize & self.mask) * 2
    }
    fn get(&self, key: u64) -> Option<bool> {
        let b = self.bucket(key);
        self.slots[b..b + 2]
            .iter()
            .find(|&&s| s != 0 && s & !1 == key & !1)
            .map(|s| s & 1 == 1)
    }
    fn put(&mut self, key: u64, win: bool) {
        let b = self.bucket(key);
        if self.slots[b] & !1 != key & !1 {
            self.slots[b + 1] = self.slots[b];
        }
        self.slots[b] = (key & !1) | win as u64;
    }
}

/// splitmix64's finaliser.
pub(super) fn mix(mut x: u64) -> u64 {
    x ^= x >> 30;
    x = x.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x ^= x >> 27;
    x = x.wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// The search, with its store, database and table.
pub struct GenericSearch<'a> {
    store: &'a mut GameStore,
    /// The endgame database.
    pub db: &'a mut EndgameDb,
    table: Table,
    meter: Meter,
    limits: Limits,
    depth: usize,
    /// Counters.
    pub stats: GenStats,
    /// Called every 2^16 nodes with the counters.
    pub progress: Option<GenProgress<'a>>,
}

impl<'a> GenericSearch<'a> {
    /// A search under `limits` (time, nodes, interrupt, depth; half of
    /// `memory` for the table, 1 GB without one). Stops unwind: run it under
    /// the store's guard (as [`solve_generic`] does).
    pub fn new(store: &'a mut GameStore, db: &'a mut EndgameDb, limits: &Limits) -> Self {
        let bytes = limits
            .memory
            .map_or(1 << 30, |m| m / 2)
            .clamp(1 << 12, 1 << 34);
        GenericSearch {
            store,
            db,
            table: Table::with_bytes(bytes),
            meter: limits.start(),
            limits: limits.clone(),
            depth: 0,
            stats: GenStats::default(),
            progress: None,
        }
    }

    /// The store.
    pub fn store(&mut self) -> &mut GameStore {
        self.store
    }

    /// `parts`, split, normalised, valued where the database can, with
    /// `known`: a state (its components sorted).
    pub fn state(&mut self, parts: impl IntoIterator<Item = Comp>, known: Game) -> State {
        let mut comps = Vec::new();
        let mut known = known;
        for p in parts {
            for c in p.0.split() {
                match self.db.value(self.store, &c, &self.limits) {
                    Ok(Some(g)) => known = self.store.add(known, g),
                    Ok(None) => comps.push(c),
                    Err(s) => stop(s),
                }
            }
        }
        comps.sort_by_key(|c| c.0.hash64());
        State { comps, known }
    }

    fn key(&self, s: &State, left: bool) -> u64 {
        let mut h = mix(s.known.index() as u64 ^ ((left as u64) << 40));
        for c in &s.comps {
            h = mix(h ^ c.0.hash64()).wrapping_add(0x9e37_79b9_7f4a_7c15);
        }
        h
    }

    /// Whether `known` alone wins for the player to move.
    fn known_wins(&mut self, known: Game, left: bool) -> bool {
        let zero = self.store.zero();
        if left {
            !self.store.leq(known, zero)
        } else {
            !self.store.leq(zero, known)
        }
    }

    /// The children of `s` for the player `left`, each with its move
    /// (components' moves first; the known part's last).
    pub fn children(&mut self, s: &State, left: bool) -> Vec<(GenMove, State)> {
        let mut out = Vec::new();
        for (i, c) in s.comps.iter().enumerate() {
            for (k, o) in c.0.options(left).into_iter().enumerate() {
                let rest = s
                    .comps
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .map(|(_, c)| c.clone());
                let child = self.state(rest.chain(std::iter::once(o)), s.known);
                out.push((GenMove::Comp(i, k), child));
            }
        }
        let opts = if left {
            self.store.left_options(s.known)
        } else {
            self.store.right_options(s.known)
        };
        for (k, g) in opts.into_iter().enumerate() {
            out.push((
                GenMove::Known(k),
                State {
                    comps: s.comps.clone(),
                    known: g,
                },
            ));
        }
        out
    }

    /// Whether the player to move (`left` for Left) wins `s`.
    pub fn wins(&mut self, s: &State, left: bool) -> bool {
        self.tick();
        if s.comps.is_empty() {
            self.stats.decided += 1;
            return self.known_wins(s.known, left);
        }
        let key = self.key(s, left);
        if let Some(w) = self.table.get(key) {
            self.stats.hits += 1;
            return w;
        }
        let w = self.best(s, left).is_some();
        self.table.put(key, w);
        w
    }

    /// A winning move of the player to move, with the state it reaches;
    /// `None` when every move loses.
    pub fn best(&mut self, s: &State, left: bool) -> Option<(GenMove, State)> {
        let children = self.children(s, left);
        // A child the table knows as lost for the opponent wins at once.
        for (m, c) in &children {
            let lost = if c.comps.is_empty() {
                !self.known_wins(c.known, !left)
            } else {
                self.table.get(self.key(c, !left)) == Some(false)
            };
            if lost {
                return Some((*m, c.clone()));
            }
        }
        let number = self.store.is_number(s.known);
        let (mut first, mut last): (Vec<_>, Vec<_>) = children
            .into_iter()
            .partition(|(m, _)| !number || matches!(m, GenMove::Comp(..)));
        first.append(&mut last);
        self.depth += 1;
        if self.depth > self.limits.max_depth() {
            stop(Stop::Depth(self.limits.max_depth()));
        }
        self.stats.depth = self.depth as u32;
        self.stats.max_depth = self.stats.max_depth.max(self.stats.depth);
        let mut found = None;
        for (m, c) in first {
            let opp = with_stack(|| self.wins(&c, !left));
            if !opp {
                found = Some((m, c));
                break;
            }
        }
        self.depth -= 1;
        self.stats.depth = self.depth as u32;
        found
    }

    fn tick(&mut self) {
        self.stats.nodes += 1;
        if let Err(s) = self.meter.tick() {
            stop(s);
        }
        if self.stats.nodes & 0xffff == 0 {
            let stats = self.stats;
            if let Some(p) = self.progress.as_mut() {
                p(&stats);
            }
        }
    }

    /// The children of a root given as whole terms (not split), with their
    /// moves: `Comp(i, k)` is term `i` to its option `k`; the known part's
    /// moves first unless it is a number.
    pub fn root_children(
        &mut self,
        terms: &[Comp],
        known: Game,
        left: bool,
    ) -> Vec<(GenMove, State)> {
        let mut children = Vec::new();
        for (i, t) in terms.iter().enumerate() {
            for (k, o) in t.0.options(left).into_iter().enumerate() {
                let rest = terms
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .map(|(_, c)| c.clone());
                let child = self.state(rest.chain(std::iter::once(o)), known);
                children.push((GenMove::Comp(i, k), child));
            }
        }
        let number = self.store.is_number(known);
        let opts = if left {
            self.store.left_options(known)
        } else {
            self.store.right_options(known)
        };
        let whole = self.state(terms.iter().cloned(), self.store.zero());
        let mut moves_in_known = Vec::new();
        for (k, g) in opts.into_iter().enumerate() {
            let known = self.store.add(whole.known, g);
            let child = State {
                comps: whole.comps.clone(),
                known,
            };
            moves_in_known.push((GenMove::Known(k), child));
        }
        if number {
            children.append(&mut moves_in_known);
            children
        } else {
            moves_in_known.append(&mut children);
            moves_in_known
        }
    }

    /// Solve a root given as whole terms (not split): whether the player to
    /// move wins, and a winning move when there is one.
    pub fn solve_root(
        &mut self,
        terms: &[Comp],
        known: Game,
        left: bool,
    ) -> (bool, Option<GenMove>) {
        self.tick();
        if terms.is_empty() {
            return (self.known_wins(known, left), None);
        }
        let children = self.root_children(terms, known, left);
        self.stats.root[1] = children.len() as u32;
        for (i, (m, c)) in children.into_iter().enumerate() {
            self.stats.root[0] = i as u32 + 1;
            if !self.wins(&c, !left) {
                return (true, Some(m));
            }
        }
        (false, None)
    }
}

/// What to solve: whole terms (positions of catalogue rulesets), a known
/// value, who moves first.
#[derive(Clone, Debug)]
pub struct GenProblem {
    /// The positions searched, as written.
    pub terms: Vec<Comp>,
    /// The value of the rest of the sum.
    pub known: Game,
    /// Left moves first.
    pub left_first: bool,
}

/// The answer of [`solve_generic`].
#[derive(Clone, Debug)]
pub struct GenAnswer {
    /// Whether the player moving first wins.
    pub first_wins: bool,
    /// A winning first move when there is one.
    pub winning_move: Option<GenMove>,
    /// The counters.
    pub stats: GenStats,
}

/// Solve `p` under `limits` with the endgame database `db` (kept for the
/// next solve, or for saving). Runs under the store's guard.
pub fn solve_generic(
    store: &mut GameStore,
    db: &mut EndgameDb,
    p: &GenProblem,
    limits: &Limits,
    progress: Option<GenProgress<'_>>,
) -> Result<GenAnswer, Stop> {
    store.guard(|s| {
        let mut search = GenericSearch::new(s, db, limits);
        search.progress = progress;
        let (first_wins, winning_move) = search.solve_root(&p.terms, p.known, p.left_first);
        GenAnswer {
            first_wins,
            winning_move,
            stats: search.stats,
        }
    })
}
