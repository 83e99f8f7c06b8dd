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
use crate::rulesets::catalogue::{AnyPosition, NimHeaps, Ruleset, RulesetPosition, Visitor};
use crate::rulesets::{PartizanPosition, PartizanSolver};
use crate::short::{Game, GameStore};
use rustc_hash::{FxHashMap, FxHasher};
use std::any::{Any, TypeId};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// A position of some partizan ruleset, type-erased.
pub trait Component: Send + Sync + fmt::Debug + 'static {
    /// The position itself, for downcasting.
    fn as_any(&self) -> &dyn Any;
    /// A 64-bit hash of the position (and its type).
    fn hash64(&self) -> u64;
    /// Whether `other` is the same position of the same type.
    fn same(&self, other: &dyn Component) -> bool;
    /// The options of Left (`left`) or Right, whole (not split).
    fn options(&self, left: bool) -> Vec<Comp>;
    /// The independent components, each normalised.
    fn split(&self) -> Vec<Comp>;
    /// The ruleset, with its parameter.
    fn ruleset(&self) -> Ruleset;
    /// The position as its ruleset writes it.
    fn text(&self) -> String;
    /// The ruleset's name of the move to `to` (`b1-b2`), if it names moves.
    fn move_name(&self, to: &dyn Component) -> Option<String>;
    /// The canonical value by [`PartizanSolver`] (one memo a type, in
    /// `solvers`) under `limits`.
    fn value(
        &self,
        solvers: &mut Solvers,
        store: &mut GameStore,
        limits: &Limits,
    ) -> Result<Game, Stop>;
    /// Bytes the position owns on the heap.
    fn heap_bytes(&self) -> usize;
    /// The number of moves of both players.
    fn moves(&self) -> usize;
}

/// The canonical-form solvers of the endgame database, one per position type.
#[derive(Default)]
pub struct Solvers(FxHashMap<TypeId, Box<dyn Any + Send>>);

impl Solvers {
    /// Approximate bytes of the solvers' memos (as counted at their last use).
    fn clear(&mut self) {
        self.0.clear();
    }
}

/// A component of a sum: a shared type-erased position, hashed and compared
/// as the position.
#[derive(Clone, Debug)]
pub struct Comp(pub Arc<dyn Component>);

impl PartialEq for Comp {
    fn eq(&self, other: &Comp) -> bool {
        self.0.hash64() == other.0.hash64() && self.0.same(&*other.0)
    }
}

impl Eq for Comp {}

impl Hash for Comp {
    fn hash<H: Hasher>(&self, h: &mut H) {
        h.write_u64(self.0.hash64());
    }
}

impl Comp {
    /// A component of a partizan position.
    pub fn of<P: PartizanPosition + RulesetPosition>(p: P) -> Comp {
        let mut h = FxHasher::default();
        TypeId::of::<P>().hash(&mut h);
        p.hash(&mut h);
        let hash = mix(h.finish());
        Comp(Arc::new(Part { pos: p, hash }))
    }

    /// The position as its ruleset's function call reads it, for people.
    pub fn label(&self) -> String {
        format!("{}({:?})", self.0.ruleset(), self.0.text())
    }

    /// The position of type `P`, if it is one.
    pub fn downcast<P: PartizanPosition + RulesetPosition>(&self) -> Option<&P> {
        self.0.as_any().downcast_ref::<Part<P>>().map(|p| &p.pos)
    }
}

/// A position with its hash.
#[derive(Debug)]
struct Part<P> {
    pos: P,
    hash: u64,
}

impl<P: PartizanPosition + RulesetPosition> Component for Part<P> {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn hash64(&self) -> u64 {
        self.hash
    }
    fn same(&self, other: &dyn Component) -> bool {
        other
            .as_any()
            .downcast_ref::<Part<P>>()
            .is_some_and(|o| o.pos == self.pos)
    }
    fn options(&self, left: bool) -> Vec<Comp> {
        let opts = if left {
            self.pos.left_options()
        } else {
            self.pos.right_options()
        };
        opts.into_iter().map(Comp::of).collect()
    }
    fn split(&self) -> Vec<Comp> {
        self.pos
            .components()
            .into_iter()
            .map(|c| Comp::of(c.normalize()))
            .collect()
    }
    fn ruleset(&self) -> Ruleset {
        self.pos.ruleset()
    }
    fn text(&self) -> String {
        self.pos.to_string()
    }
    fn move_name(&self, to: &dyn Component) -> Option<String> {
        let to = to.as_any().downcast_ref::<Part<P>>()?;
        self.pos.move_name(&to.pos)
    }
    fn value(
        &self,
        solvers: &mut Solvers,
        store: &mut GameStore,
        limits: &Limits,
    ) -> Result<Game, Stop> {
        let solver = solvers
            .0
            .entry(TypeId::of::<P>())
            .or_insert_with(|| Box::new(PartizanSolver::<P>::new()))
            .downcast_mut::<PartizanSolver<P>>()
            .expect("one solver a type");
        solver.set_limits(limits);
        solver.value(store, &self.pos)
    }
    fn heap_bytes(&self) -> usize {
        self.pos.heap_bytes() + std::mem::size_of::<Self>()
    }
    fn moves(&self) -> usize {
        self.pos.left_options().len() + self.pos.right_options().len()
    }
}

/// A term of a sum read from a catalogue position: a partizan position
/// searched, or the value of an impartial one (its nimber).
#[derive(Clone, Debug)]
pub enum Term {
    /// A partizan position.
    Position(Comp),
    /// The value of a position of an impartial ruleset.
    Value(Game),
}

/// A catalogue position as a term of a sum; impartial positions are valued
/// (Grundy search under `limits`).
pub fn term(store: &mut GameStore, pos: &AnyPosition, limits: &Limits) -> Result<Term, Stop> {
    struct V<'a> {
        store: &'a mut GameStore,
        limits: &'a Limits,
        pos: &'a AnyPosition,
    }
    impl Visitor for V<'_> {
        type Output = Result<Term, Stop>;
        fn partizan<P: PartizanPosition + RulesetPosition>(self, p: &P) -> Self::Output {
            Ok(Term::Position(Comp::of(p.clone())))
        }
        fn impartial<P: crate::impartial::ImpartialPosition + RulesetPosition>(
            self,
            _: &P,
        ) -> Self::Output {
            self.pos.value(self.store, self.limits).map(Term::Value)
        }
        fn nim(self, _: &NimHeaps) -> Self::Output {
            self.pos.value(self.store, self.limits).map(Term::Value)
        }
    }
    pos.visit(V { store, limits, pos })
}

/// The endgame database: canonical values of the components met, built on the
/// fly; a component the solver cannot value within [`EndgameDb::budget`]
/// positions is marked as searched. Bounded: past [`EndgameDb::max_bytes`]
/// the solvers' memos are dropped, then the marks of searched components.
pub struct EndgameDb {
    values: FxHashMap<Comp, Option<Game>>,
    solvers: Solvers,
    bytes: usize,
    /// Positions the canonical-form solver may memoise to value one component.
    pub budget: u64,
    /// Only components with at most this many moves (both players') are
    /// valued; bigger ones are searched.
    pub max_moves: usize,
    /// Bytes the database may hold (its entries and its solvers' memos).
    pub max_bytes: usize,
    /// Components valued (computed, not found).
    pub computed: u64,
    /// Components the solver could not value within the budget.
    pub failed: u64,
}

impl Default for EndgameDb {
    fn default() -> Self {
        Self::new()
    }
}

/// Bytes an entry takes beside the position's own: the map's slot, the Arc.
const ENTRY_BYTES: usize = 64;

impl EndgameDb {
    /// An empty database: components of at most 16 moves valued within
    /// 20,000 positions, 512 MB.
    pub fn new() -> EndgameDb {
        EndgameDb {
            values: FxHashMap::default(),
            solvers: Solvers::default(),
            bytes: 0,
            budget: 20_000,
            max_moves: 16,
            max_bytes: 512 << 20,
            computed: 0,
            failed: 0,
        }
    }

    /// Components known (valued or marked as searched).
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether nothing is known.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The valued components with their values.
    pub fn entries(&self) -> impl Iterator<Item = (&Comp, Game)> {
        self.values.iter().filter_map(|(c, g)| g.map(|g| (c, g)))
    }

    /// Record a value (from a saved database).
    pub fn insert(&mut self, c: Comp, g: Game) {
        self.bytes += ENTRY_BYTES + c.0.heap_bytes();
        self.values.insert(c, Some(g));
    }

    /// The value of a normalised component, or `None` when it is too big to
    /// value within the budget. A stop other than the budget's (time, the
    /// interrupt, the store's limits) is returned.
    pub fn value(
        &mut self,
        store: &mut GameStore,
        c: &Comp,
        limits: &Limits,
    ) -> Result<Option<Game>, Stop> {
        if let Some(&v) = self.values.get(c) {
            return Ok(v);
        }
        let v = if self.budget == 0 || c.0.moves() > self.max_moves {
            None
        } else {
            let mut trial = limits.clone().with_nodes(self.budget);
            trial.memory = Some(self.max_bytes.saturating_sub(self.bytes).max(1 << 20));
            match c.0.value(&mut self.solvers, store, &trial) {
                Ok(g) => {
                    self.computed += 1;
                    Some(g)
                }
                Err(Stop::Nodes(_)) => {
                    self.failed += 1;
                    None
                }
                Err(Stop::Memory(_)) => {
                    self.failed += 1;
                    self.solvers.clear();
                    None
                }
                Err(other) => return Err(other),
            }
        };
        let add = ENTRY_BYTES + c.0.heap_bytes();
        if self.bytes + add > self.max_bytes {
            self.solvers.clear();
            self.values.retain(|_, v| v.is_some());
            self.bytes = self
                .values
                .keys()
                .map(|k| ENTRY_BYTES + k.0.heap_bytes())
                .sum();
            if self.bytes + add > self.max_bytes {
                self.values.clear();
                self.bytes = 0;
            }
        }
        self.bytes += add;
        self.values.insert(c.clone(), v);
        Ok(v)
    }
}

/// The first line of a saved database.
pub const DB_HEADER: &str = "nimatron-solve-db 1";

impl EndgameDb {
    /// The valued components as text: the games (each by its options, after
    /// them), then a line `c RULESET<TAB>POSITION<TAB>GAME` for each component.
    pub fn to_text(&self, store: &mut GameStore) -> String {
        use std::fmt::Write;
        let mut ids = FxHashMap::default();
        let mut out = format!("{DB_HEADER}\n");
        let mut rows: Vec<(String, String, Game)> = self
            .entries()
            .map(|(c, g)| (c.0.ruleset().to_string(), c.0.text(), g))
            .filter(|(_, t, _)| !t.contains(['\t', '\n']))
            .collect();
        rows.sort();
        for (r, t, g) in rows {
            let id = super::db::game_id(store, g, &mut ids, &mut out);
            let _ = writeln!(out, "c {r}\t{t}\t{id}");
        }
        out
    }

    /// Add the components of a text written by [`EndgameDb::to_text`], at
    /// most as many as [`EndgameDb::max_bytes`] allows; the number added, or
    /// an error naming the bad line (or saying the text is not a database of
    /// this version).
    pub fn load_text(
        &mut self,
        store: &mut GameStore,
        text: &str,
        limits: &Limits,
    ) -> Result<usize, String> {
        let mut lines = text.lines().enumerate();
        match lines.next() {
            Some((_, DB_HEADER)) => {}
            Some((_, l)) if l.starts_with("nimatron-solve-db ") => {
                return Err(format!(
                    "a nimatron solver database of another version (`{l}`; this one reads `{DB_HEADER}`)"
                ))
            }
            _ => {
                return Err(format!(
                    "not a nimatron solver database (its first line is not `{DB_HEADER}`)"
                ))
            }
        }
        let mut games: Vec<Game> = Vec::new();
        let mut added = 0;
        for (i, line) in lines {
            let bad = || {
                format!(
                    "line {}: cannot read `{}`",
                    i + 1,
                    line.chars().take(80).collect::<String>()
                )
            };
            if let Some(rest) = line.strip_prefix("g ") {
                let words: Vec<&str> = rest.split_whitespace().collect();
                let g = super::db::read_game(store, &games, &words).ok_or_else(bad)??;
                games.push(g);
            } else if let Some(rest) = line.strip_prefix("c ") {
                let mut f = rest.split('\t');
                let (Some(r), Some(t), Some(id), None) = (f.next(), f.next(), f.next(), f.next())
                else {
                    return Err(bad());
                };
                let g = id
                    .parse::<usize>()
                    .ok()
                    .and_then(|j| games.get(j).copied())
                    .ok_or_else(bad)?;
                let ruleset = Ruleset::from_name(r).map_err(|e| format!("line {}: {e}", i + 1))?;
                let pos = ruleset
                    .parse(t)
                    .map_err(|e| format!("line {}: {}", i + 1, e.message))?;
                let Term::Position(c) = term(store, &pos, limits).map_err(|e| e.to_string())?
                else {
                    return Err(bad());
                };
                let mut pieces = c.0.split();
                if pieces.len() == 1 && self.bytes < self.max_bytes {
                    self.insert(pieces.pop().expect("one piece"), g);
                    added += 1;
                }
            } else if !line.trim().is_empty() {
                return Err(bad());
            }
        }
        Ok(added)
    }
}

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
fn mix(mut x: u64) -> u64 {
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
