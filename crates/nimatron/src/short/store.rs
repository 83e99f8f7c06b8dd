//! The hash-consed store of canonical short games: the records every game has,
//! the limits its operations run under, interning of general games, inspection.
//! Number-up-star records are in `nus`, canonicalisation in `canonical`, the
//! order in `order`, sums and the other operations in `arith`.
//!
//! Invariant: every canonical game is stored once; two handles are equal
//! (`Game == Game`) exactly when the games are equal in value.
//! Invariant: a game equal to a number-up-star `x + n.^ + *m` is always stored as
//! such a record (found through `nus_index`), never as a general record.

use super::nus::Nus;
use super::op_caches::{OpCache, OpCaches};
use super::pair_cache::PairCache;
use crate::flat::FlatMap;
use crate::limits::{Limits, Stop};
use crate::numbers::{Ordinal, Rational};
use hashbrown::HashTable;
use rustc_hash::{FxHashMap, FxHasher};
use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};
use std::sync::Arc;
use std::time::Instant;

/// A canonical short game: a small copyable handle into a [`GameStore`].
///
/// Handles from different stores must not be mixed.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Game(pub(super) u32);

/// No game: the mark of a free slot in a [`crate::flat::FlatMap`] of games
/// (the store makes no handle this large).
impl crate::flat::Vacant for Game {
    const VACANT: Game = Game(u32::MAX);
}

impl Game {
    /// The raw index of this game in its store.
    pub fn index(self) -> u32 {
        self.0
    }
}

pub(super) const NONE: u32 = u32::MAX;

/// An empty comparison cache. Even small computations make hundreds of
/// entries, so it starts with room for them rather than growing through
/// several rehashes.
fn leq_cache() -> PairCache {
    PairCache::with_room(1024)
}

/// A stop that has no fixed-point word (see [`stop_key`]).
pub(super) const NO_KEY: i64 = i64::MIN;
/// A stop that has no short fixed-point word (see [`short_stop_key`]).
pub(super) const NO_SHORT_KEY: i32 = i32::MIN;

/// A fixed-point word `num * 2^(32 - exp)` (see [`stop_key`]) as the short
/// word `num * 2^(16 - exp)` when that is exact and fits 32 bits (stops of
/// magnitude below 2^15 with denominators up to 2^16), else [`NO_SHORT_KEY`].
fn short_stop_key(key: i64) -> i32 {
    if key == NO_KEY || key & 0xffff != 0 {
        return NO_SHORT_KEY;
    }
    i32::try_from(key >> 16)
        .ok()
        .filter(|&k| k != NO_SHORT_KEY)
        .unwrap_or(NO_SHORT_KEY)
}

/// A dyadic `num / 2^exp` with `exp <= 32` as the word `num * 2^(32 - exp)` when
/// that fits (order-preserving between such words), else [`NO_KEY`].
fn stop_key(x: &Rational) -> i64 {
    match *x {
        Rational::Small { num, exp } if exp <= 32 => {
            let v = (num as i128) << (32 - exp);
            i64::try_from(v)
                .ok()
                .filter(|&v| v != NO_KEY)
                .unwrap_or(NO_KEY)
        }
        _ => NO_KEY,
    }
}
/// `Hot::nl`/`Hot::nr` when the options must be found through the node (not
/// written yet, or 255 or more on a side).
pub(super) const HOT_SLOW: u8 = u8::MAX;
/// `Hot::nus`: a number-up-star with `up` in an `i8` and its nimber below 64,
/// in the low bits.
pub(super) const HOT_NUS_SMALL: u8 = 0x80;
/// `Hot::nus`: any other number-up-star.
const HOT_NUS_BIG: u8 = 0x40;

/// What a comparison needs of a game, in one 16-byte record: its stops as
/// short words, where its options are, and whether it is a number-up-star.
#[derive(Clone, Copy, Debug)]
pub(super) struct Hot {
    /// Left and right stop as short fixed-point words ([`short_stop_key`]),
    /// both or neither: `[NO_SHORT_KEY; 2]` when either does not fit.
    pub(super) keys: [i32; 2],
    /// Start of the options in `opts`.
    pub(super) start: u32,
    /// How many left and right options a search looks at: none for a number
    /// (number avoidance), [`HOT_SLOW`] to ask the node.
    pub(super) nl: u8,
    pub(super) nr: u8,
    /// 0 for a general game, else [`HOT_NUS_SMALL`] | nim or [`HOT_NUS_BIG`].
    pub(super) nus: u8,
    /// The up multiple of a small number-up-star.
    pub(super) up: i8,
}

impl Hot {
    fn new(keys: [i64; 2], node: &Node, nus: Option<&Nus>) -> Hot {
        let short = [short_stop_key(keys[0]), short_stop_key(keys[1])];
        let mut hot = Hot {
            keys: if short.contains(&NO_SHORT_KEY) {
                [NO_SHORT_KEY; 2]
            } else {
                short
            },
            start: 0,
            nl: 0,
            nr: 0,
            nus: 0,
            up: 0,
        };
        if let Some(n) = nus {
            match i8::try_from(n.up) {
                Ok(up) if n.nim < 0x40 => {
                    hot.nus = HOT_NUS_SMALL | n.nim as u8;
                    hot.up = up;
                }
                _ => hot.nus = HOT_NUS_BIG,
            }
        }
        if node.kind != KIND_NUMBER {
            hot.set_options(node);
        }
        hot
    }

    pub(super) fn set_options(&mut self, node: &Node) {
        if node.materialized && node.n_left < HOT_SLOW as u32 && node.n_right < HOT_SLOW as u32 {
            self.start = node.start;
            self.nl = node.n_left as u8;
            self.nr = node.n_right as u8;
        } else {
            self.nl = HOT_SLOW;
            self.nr = HOT_SLOW;
        }
    }
}

pub(super) const KIND_NUMBER: u8 = 0;
pub(super) const KIND_NIMBER: u8 = 1;
pub(super) const KIND_NUS: u8 = 2;
pub(super) const KIND_GENERAL: u8 = 3;

#[derive(Clone, Debug)]
pub(super) struct Node {
    /// Start of this game's options in `opts` (left options first, then right).
    pub(super) start: u32,
    pub(super) n_left: u32,
    pub(super) n_right: u32,
    /// Index into `nus_data`, or NONE.
    pub(super) nus: u32,
    /// Whether the options have been written (NUS records get them lazily).
    pub(super) materialized: bool,
    /// Cached negative, or NONE.
    pub(super) neg: u32,
    /// What kind of game this is: `KIND_NUMBER`, `KIND_NIMBER`, `KIND_NUS` or `KIND_GENERAL`.
    pub(super) kind: u8,
    /// Whether a non-dyadic rational occurs in the game (an atom with infinitely
    /// many options that the store does not write out).
    pub(super) rational: bool,
}

/// The store of canonical short games, with operation caches.
///
/// An owned value (not a global): handles are only meaningful for the store
/// that made them, and dropping the store frees everything. A clone is an
/// independent snapshot in which the same handles name the same games.
///
/// ```
/// use nimatron::short::GameStore;
///
/// let mut s = GameStore::new();
/// // {2|1||-1}: Left's option {2|1}, Right's -1.
/// let (two, one, minus_one) = (s.integer(2), s.integer(1), s.integer(-1));
/// let hot = s.from_options(&[two], &[one]);
/// let g = s.from_options(&[hot], &[minus_one]);
/// assert_eq!(s.display(g), "{2|1||-1}");
/// // Four copies add up to 1 (equal games have equal handles).
/// let four = s.sum(&[g, g, g, g]);
/// assert_eq!(four, s.integer(1));
/// assert!(s.leq(s.zero(), four));
/// ```
#[derive(Clone)]
pub struct GameStore {
    pub(super) nodes: Vec<Node>,
    /// Both stops of each game as fixed-point words (see [`stop_key`]), for
    /// the stop test where the short words below do not fit.
    pub(super) stop_keys: Vec<[i64; 2]>,
    /// What a comparison reads of each game, 16 bytes apiece (see [`Hot`]).
    pub(super) hot: Vec<Hot>,
    /// Left stop and right stop of each game (for a number-up-star, its number
    /// part); apart from the nodes, which stay small for the comparisons.
    /// Stops whose fixed-point words above are not exact (non-dyadic, or
    /// past the words' range), by game; every other game's stops are read
    /// back from its words (see [`GameStore::stop_pair`]), sparing 80 bytes
    /// a game.
    pub(super) big_stops: FxHashMap<u32, [Rational; 2]>,
    pub(super) nus_data: Vec<Nus>,
    pub(super) opts: Vec<Game>,
    pub(super) nus_index: FxHashMap<Nus, Game>,
    /// Handles of small number-up-stars by index (see `nus_node`); empty until used.
    pub(super) small_nus: Vec<u32>,
    opt_index: HashTable<Game>,
    pub(super) sum_cache: FlatMap<(Game, Game), Game>,
    pub(super) leq_cache: PairCache,
    /// Emptied option vectors kept for reuse (see [`GameStore::take_vec`]).
    spare_vecs: Vec<Vec<Game>>,
    /// Comparisons that went past the stops into the options (a counter that
    /// tells a search whether its options needed searches of their own).
    pub(super) searches: u64,
    pub(super) birthday_cache: FxHashMap<Game, Ordinal>,
    /// The caches of the layers above (thermographs, cooled and heated
    /// games, the binary operations' results), by type (see [`OpCache`]).
    op_caches: OpCaches,
    /// What computations in this store may use (see [`GameStore::guard`]).
    pub(super) limits: Limits,
    /// When the current guarded computation must stop.
    deadline: Option<Instant>,
    /// Store operations since the clock was last read.
    ticks: u32,
    /// Nesting of the recursive operations now running (see [`GameStore::deeper`]).
    pub(super) depth: usize,
    pub(super) zero: Game,
}

impl Default for GameStore {
    fn default() -> Self {
        Self::new()
    }
}

fn hash_options(left: &[Game], right: &[Game]) -> u64 {
    let mut h = FxHasher::default();
    left.len().hash(&mut h);
    for g in left {
        g.0.hash(&mut h);
    }
    for g in right {
        g.0.hash(&mut h);
    }
    h.finish()
}

impl GameStore {
    /// An empty store (holding only 0).
    pub fn new() -> GameStore {
        let mut s = GameStore {
            nodes: Vec::new(),
            stop_keys: Vec::new(),
            hot: Vec::new(),
            big_stops: FxHashMap::default(),
            nus_data: Vec::new(),
            opts: Vec::new(),
            nus_index: FxHashMap::default(),
            small_nus: Vec::new(),
            opt_index: HashTable::new(),
            sum_cache: FlatMap::new(),
            leq_cache: leq_cache(),
            spare_vecs: Vec::new(),
            searches: 0,
            birthday_cache: FxHashMap::default(),
            op_caches: OpCaches::default(),
            limits: Limits::none(),
            deadline: None,
            ticks: 0,
            depth: 0,
            zero: Game(0),
        };
        s.zero = s.nus_node(Nus::number(Rational::ZERO));
        s
    }

    /// Limit the number of games the store may hold; beyond it, operations run
    /// under [`GameStore::guard`] stop with [`Stop::Games`].
    pub fn set_max_games(&mut self, max: Option<usize>) {
        self.limits.games = max;
    }

    /// A flag that, when raised, stops operations run under [`GameStore::guard`]
    /// with [`Stop::Interrupted`].
    pub fn set_interrupt(&mut self, flag: Option<Arc<AtomicBool>>) {
        self.limits.interrupt = flag;
    }

    /// The limits of every computation run under [`GameStore::guard`]: games,
    /// time (per guarded call), memory, depth and the interrupt flag.
    pub fn set_limits(&mut self, limits: Limits) {
        self.limits = limits;
    }

    /// The limits in force.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// Number of canonical games currently stored.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the store is empty (it never is: 0 is always present).
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Drop the operation caches (sums, comparisons, birthdays, and those of
    /// the layers above: thermography, algebra), keeping the games; their
    /// memory is given back.
    pub fn clear_caches(&mut self) {
        self.sum_cache = FlatMap::new();
        self.leq_cache = leq_cache();
        self.birthday_cache = FxHashMap::default();
        self.op_caches = OpCaches::default();
    }

    /// Run `f`, turning an interrupt, a limit or an out-of-range value into `Err`.
    ///
    /// Every store operation may stop early this way: it unwinds (without the
    /// panic hook, see [`crate::limits::stop`]) to the nearest `guard`. Outside
    /// `guard` such a stop unwinds the thread. The store stays consistent: only
    /// complete games are kept. The time limit counts from the outermost `guard`.
    pub fn guard<T>(&mut self, f: impl FnOnce(&mut GameStore) -> T) -> Result<T, Stop> {
        let outer = self.deadline.is_none();
        if outer {
            // A limit too far ahead to be a time (`--time-limit 1e19`) is none.
            self.deadline = self.limits.time.and_then(|t| Instant::now().checked_add(t));
        }
        let depth = self.depth;
        // Everything the computation allocates is charged to the limits'
        // account (entering it again inside changes nothing).
        let _account = self.limits.enter();
        let r = crate::limits::catch(|| f(self));
        if outer {
            self.deadline = None;
        }
        if r.is_err() {
            self.depth = depth;
            if let (Err(Stop::Interrupted), Some(flag)) = (&r, &self.limits.interrupt) {
                flag.store(false, AtomicOrdering::SeqCst);
            }
        }
        r
    }

    /// Stop the current computation (see [`GameStore::guard`]).
    #[cold]
    pub(crate) fn abort(a: Stop) -> ! {
        crate::limits::stop(a)
    }

    /// Check the interrupt flag, the store's size and, every 64 calls, the clock.
    #[inline]
    pub(crate) fn check_limits(&mut self) {
        if let Some(flag) = &self.limits.interrupt {
            if flag.load(AtomicOrdering::Relaxed) {
                Self::abort(Stop::Interrupted);
            }
        }
        if let Some(max) = self.limits.games {
            if self.nodes.len() >= max {
                Self::abort(Stop::Games(max));
            }
        }
        self.ticks = self.ticks.wrapping_add(1);
        if self.ticks & 63 == 0 {
            self.check_slow();
        }
    }

    #[cold]
    #[inline(never)]
    fn check_slow(&self) {
        if let (Some(d), Some(t)) = (self.deadline, self.limits.time) {
            if Instant::now() >= d {
                Self::abort(Stop::Time(t));
            }
        }
        if let Some(max) = self.limits.memory {
            if self.memory_bytes() + self.growth_bytes() > max {
                Self::abort(Stop::Memory(max));
            }
        }
        if let Err(stop) = crate::limits::account::check() {
            Self::abort(stop);
        }
    }

    /// Bytes the store's largest tables would add if those close to full
    /// (within 1/16 of their room, as the limits are checked every few
    /// dozen operations) grew now: the limit is checked before a doubling,
    /// which can add half the store at once, not after it.
    fn growth_bytes(&self) -> usize {
        use std::mem::size_of;
        let near = |len: usize, cap: usize| len + cap / 16 + 1 >= cap;
        let mut g = self.leq_cache.growth_bytes();
        if near(self.nodes.len(), self.nodes.capacity()) {
            g += self.nodes.capacity() * (size_of::<Node>() + size_of::<Hot>() + 16);
        }
        if near(self.opts.len(), self.opts.capacity()) {
            g += self.opts.capacity() * size_of::<Game>();
        }
        if near(self.opt_index.len(), self.opt_index.capacity()) {
            g += self.opt_index.capacity() * 8;
        }
        if near(self.sum_cache.len(), self.sum_cache.capacity()) {
            g += self.sum_cache.grown_bytes();
        }
        g
    }

    /// Approximate bytes held by the store's tables and caches.
    pub fn memory_bytes(&self) -> usize {
        self.memory_parts().iter().map(|p| p.1).sum()
    }

    /// [`GameStore::memory_bytes`] part by part: the games (nodes, the words
    /// comparisons read, stops, options, the index of games by options),
    /// number-up-stars, and the caches of sums, comparisons, birthdays and
    /// the other operations (thermography, algebra).
    pub fn memory_parts(&self) -> [(&'static str, usize); 7] {
        use std::mem::size_of;
        [
            (
                "games",
                self.nodes.capacity() * size_of::<Node>()
                    + self.hot.capacity() * size_of::<Hot>()
                    + self.stop_keys.capacity() * 16
                    + self.big_stops.capacity() * (size_of::<[Rational; 2]>() + 8),
            ),
            (
                "options",
                self.opts.capacity() * size_of::<Game>() + self.opt_index.capacity() * 8,
            ),
            (
                "number-up-stars",
                self.nus_data.capacity() * size_of::<Nus>()
                    + self.nus_index.capacity() * (size_of::<Nus>() + 8),
            ),
            ("sums", self.sum_cache.bytes()),
            ("comparisons", self.leq_cache.bytes()),
            ("birthdays", self.birthday_cache.capacity() * 40),
            ("operations", self.op_caches.bytes()),
        ]
    }

    /// The cache of type `C` that a layer above keeps in this store (made
    /// empty when first asked for): thermography's, algebra's.
    #[inline(always)]
    pub(crate) fn op_cache<C: OpCache + Default>(&mut self) -> &mut C {
        self.op_caches.get_mut::<C>()
    }

    /// Run the recursive step `f` one level deeper: stops with [`Stop::Depth`]
    /// past the depth limit, and grows the stack on the heap when it runs low,
    /// so that no input overflows the stack.
    #[inline(always)]
    pub(crate) fn deeper<T>(&mut self, f: impl FnOnce(&mut GameStore) -> T) -> T {
        self.depth += 1;
        // Every 16 levels: the depth limit, and more stack if it runs low.
        let r = if self.depth & 15 != 0 {
            f(self)
        } else {
            self.deeper_checked(f)
        };
        self.depth -= 1;
        r
    }

    #[cold]
    #[inline(never)]
    pub(super) fn deeper_checked<T>(&mut self, f: impl FnOnce(&mut GameStore) -> T) -> T {
        if self.depth > self.limits.max_depth() {
            Self::abort(Stop::Depth(self.limits.max_depth()));
        }
        crate::limits::with_stack(|| f(self))
    }

    // ------------------------------------------------------------------
    // Constructors of well-known values.

    /// The game 0 = { | }.
    pub fn zero(&self) -> Game {
        self.zero
    }

    /// A number-up-star `x + n.^ + *m`.
    pub fn nus(&mut self, number: Rational, up: i32, nim: u32) -> Game {
        self.nus_node(Nus { number, up, nim })
    }

    /// The number `x`.
    pub fn number(&mut self, x: Rational) -> Game {
        self.nus_node(Nus::number(x))
    }

    /// The integer `n`.
    pub fn integer(&mut self, n: i64) -> Game {
        self.number(Rational::from_i64(n))
    }

    /// The nimber `*m`.
    pub fn nimber(&mut self, m: u32) -> Game {
        self.nus(Rational::ZERO, 0, m)
    }

    /// `n.^` (up multiple; negative for downs).
    pub fn up_multiple(&mut self, n: i32) -> Game {
        self.nus(Rational::ZERO, n, 0)
    }

    // ------------------------------------------------------------------
    // Inspection.

    /// The number-up-star record of `g`, if `g` is one.
    pub fn as_nus(&self, g: Game) -> Option<&Nus> {
        let n = self.nodes[g.0 as usize].nus;
        (n != NONE).then(|| &self.nus_data[n as usize])
    }

    /// Whether `g` is a number.
    #[inline]
    pub fn is_number(&self, g: Game) -> bool {
        self.nodes[g.0 as usize].kind == KIND_NUMBER
    }

    /// The value of `g` if it is a number.
    pub fn number_value(&self, g: Game) -> Option<&Rational> {
        self.as_nus(g).filter(|n| n.is_number()).map(|n| &n.number)
    }

    /// Whether `g` is a nimber `*m` (including 0).
    #[inline]
    pub fn is_nimber(&self, g: Game) -> bool {
        let k = self.nodes[g.0 as usize].kind;
        k == KIND_NIMBER || g == self.zero
    }

    /// The Left options of `g` (canonical).
    pub fn left_options(&mut self, g: Game) -> Vec<Game> {
        let (s, nl, _) = self.opt_range(g);
        self.opts[s..s + nl].to_vec()
    }

    /// The Right options of `g` (canonical).
    pub fn right_options(&mut self, g: Game) -> Vec<Game> {
        let (s, nl, nr) = self.opt_range(g);
        self.opts[s + nl..s + nl + nr].to_vec()
    }

    /// The options of `g` as slices (after making sure they exist).
    pub fn options(&mut self, g: Game) -> (&[Game], &[Game]) {
        let (s, nl, nr) = self.opt_range(g);
        (&self.opts[s..s + nl], &self.opts[s + nl..s + nl + nr])
    }

    /// `(start, n_left, n_right)` of g's options in `opts`, materialising NUS options.
    #[inline(always)]
    pub(super) fn opt_range(&mut self, g: Game) -> (usize, usize, usize) {
        if !self.nodes[g.0 as usize].materialized {
            self.materialize(g);
        }
        let n = &self.nodes[g.0 as usize];
        (n.start as usize, n.n_left as usize, n.n_right as usize)
    }

    pub(super) fn push_node(
        &mut self,
        node: Node,
        stops: [Rational; 2],
        nus: Option<&Nus>,
    ) -> Game {
        let id = u32::try_from(self.nodes.len())
            .ok()
            .filter(|&i| i < super::pair_cache::MAX_HANDLE)
            .unwrap_or_else(|| Self::abort(Stop::Games(super::pair_cache::MAX_HANDLE as usize)));
        let keys = [stop_key(&stops[0]), stop_key(&stops[1])];
        self.hot.push(Hot::new(keys, &node, nus));
        self.stop_keys.push(keys);
        if keys.contains(&NO_KEY) {
            self.big_stops.insert(id, stops);
        }
        self.nodes.push(node);
        Game(id)
    }

    /// Left and right stop of `g`: read back from its fixed-point words
    /// where those are exact, else from [`GameStore::big_stops`].
    #[inline]
    pub(super) fn stop_pair(&self, g: Game) -> [Rational; 2] {
        let k = self.stop_keys[g.0 as usize];
        if k[0] != NO_KEY && k[1] != NO_KEY {
            [Rational::new(k[0], 32), Rational::new(k[1], 32)]
        } else {
            self.big_stops[&g.0].clone()
        }
    }

    /// An empty vector from the store's spares (see [`GameStore::give_vec`]).
    pub(crate) fn take_vec(&mut self) -> Vec<Game> {
        self.spare_vecs.pop().unwrap_or_default()
    }

    /// Keep a vector's memory for the next [`GameStore::take_vec`]: building
    /// games makes and drops option lists by the million.
    pub(crate) fn give_vec(&mut self, mut v: Vec<Game>) {
        if self.spare_vecs.len() < 32 {
            v.clear();
            self.spare_vecs.push(v);
        }
    }

    /// Find or insert a general (non-NUS) canonical game with these sorted options.
    pub(super) fn intern_general(&mut self, left: &[Game], right: &[Game]) -> Game {
        let hash = hash_options(left, right);
        let nodes = &self.nodes;
        let opts = &self.opts;
        let eq = |g: &Game| {
            let n = &nodes[g.0 as usize];
            let s = n.start as usize;
            let (nl, nr) = (n.n_left as usize, n.n_right as usize);
            nl == left.len()
                && nr == right.len()
                && &opts[s..s + nl] == left
                && &opts[s + nl..s + nl + nr] == right
        };
        if let Some(&g) = self.opt_index.find(hash, eq) {
            return g;
        }
        self.check_limits();
        // A general canonical game has options on both sides (else it is a number).
        let left_stop = left
            .iter()
            .map(|&g| self.stop_pair(g)[1].clone())
            .max()
            .unwrap_or_default();
        let right_stop = right
            .iter()
            .map(|&g| self.stop_pair(g)[0].clone())
            .min()
            .unwrap_or_default();
        let rational = left
            .iter()
            .chain(right)
            .any(|g| self.nodes[g.0 as usize].rational);
        let start = self.opts.len() as u32;
        self.opts.extend_from_slice(left);
        self.opts.extend_from_slice(right);
        let id = self.push_node(
            Node {
                start,
                n_left: left.len() as u32,
                n_right: right.len() as u32,
                nus: NONE,
                materialized: true,
                neg: NONE,
                kind: KIND_GENERAL,
                rational,
            },
            [left_stop, right_stop],
            None,
        );
        let nodes = &self.nodes;
        let opts = &self.opts;
        self.opt_index.insert_unique(hash, id, |g: &Game| {
            let n = &nodes[g.0 as usize];
            let s = n.start as usize;
            let (nl, nr) = (n.n_left as usize, n.n_right as usize);
            hash_options(&opts[s..s + nl], &opts[s + nl..s + nl + nr])
        });
        id
    }
}
