//! The Domineering search: who wins a board (plus a known game) when a given
//! player moves first.
//!
//! A node is a board of empty cells (a bit set in the root's frame) and `g`, the
//! canonical value of everything already known: regions of at most
//! [`DomSearch::small`] cells are replaced by their values from the endgame
//! database as soon as they split off, and summed into `g` in the store. Then
//!
//! 1. with no board left, `g`'s outcome decides;
//! 2. the move counts bound the board's value by integers (see [`super::board`]):
//!    `lo + g` not `<= 0` wins for Left moving first, `hi + g <= 0` loses, and
//!    likewise for Right, decided in the store by stops;
//! 3. the transposition table, keyed on the board under its reflections, `g`
//!    and the player, answers positions seen before;
//! 4. otherwise the player's moves on the board: first every child's loss
//!    bound, which needs only the player's own sure moves (a child the
//!    opponent loses by it wins at once; the last two winning moves in
//!    positions of as many cells are tried first), then the children best
//!    first by their move counts, then by place, each with the opponent's
//!    full bounds only as it comes to be searched (one the opponent wins by
//!    them is passed over); then the canonical options of `g` (dominated and
//!    reversible options are gone from a canonical form).

use super::bits::Bits;
use super::board::Geo;
use super::bounds::{Bounds, Counts};
use super::db::DomDb;
use super::shared::{fingerprint, Busy};
use super::tt::{Key, Tt};
use super::MAX_CELLS;
use crate::limits::{stop, Meter, Stop};
use crate::short::{Game, GameStore};
use rustc_hash::FxHashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// A move in the search: on the board (its top or left cell) or in the known
/// part (the index of the option of `g`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DomMove {
    /// A domino whose top (Left) or left (Right) cell is this one.
    Board(u32),
    /// The known part moves to its option with this index.
    Known(usize),
}

/// A child of a node in the search, as its moves are ordered, packed in a
/// word whose order is the search's: the move's score (best first), its
/// cell (ties by cell); then the most moves of the player who made the
/// move, which the bounds of the opponent (who moves in it) need.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Child(u64);

impl Child {
    fn new(score: i32, p: u32, mover_max: i32) -> Child {
        // Scores descending: the complement of the score offset to unsigned.
        let s = !((score as u32) ^ 0x8000_0000) as u64;
        Child(s << 32 | (p as u64) << 24 | mover_max as u8 as u64)
    }
    fn p(self) -> u32 {
        (self.0 >> 24) as u8 as u32
    }
    fn mover_max(self) -> i32 {
        self.0 as u8 as i32
    }
}

/// What a thread of a search shares with the others.
#[derive(Copy, Clone)]
pub struct Team<'a> {
    /// Positions being searched now.
    pub busy: &'a Busy,
    /// Raised when the search is over.
    pub halt: &'a AtomicBool,
    /// The nodes of all threads, each adding its own every 1024.
    pub nodes: &'a AtomicU64,
}

/// Nodes of at least this many empty cells leave a younger sibling that
/// another thread is searching for later; smaller ones are not worth the
/// bookkeeping.
const SHARE_CELLS: u32 = 16;

/// A callback that sees the counters every so often.
pub type Progress<'a> = Box<dyn FnMut(&Stats) + 'a>;

/// Counters of a search.
#[derive(Copy, Clone, Debug, Default)]
pub struct Stats {
    /// Positions searched (calls of the search).
    pub nodes: u64,
    /// Positions decided by their bounds.
    pub bounded: u64,
    /// Positions answered by the table.
    pub hits: u64,
    /// Children decided by their bounds at their parent.
    pub child_cuts: u64,
    /// Expanded positions won, by the index of the winning move (5: later).
    pub win_at: [u64; 6],
    /// Expanded positions lost (every move searched).
    pub lost: u64,
    /// Moves from the root to the position searched now (where the
    /// counters are reported).
    pub depth: u32,
    /// The most moves from the root searched so far.
    pub max_depth: u32,
    /// The root's move searched now (from 1; 0 before the first) and the
    /// root's moves.
    pub root: [u32; 2],
}

/// The search over boards of one size, with its store, database and table.
pub struct DomSearch<'a, B: Bits> {
    /// The board's geometry.
    pub geo: Geo<B>,
    store: &'a mut GameStore,
    db: &'a mut DomDb,
    tt: &'a Tt,
    local: FxHashMap<B, Option<Game>>,
    /// Where threads share the table: the positions being searched, the
    /// flag that ends this thread's search (another found the answer or
    /// stopped), where this thread adds its nodes as it goes, and the known
    /// values' fingerprints (which key the shared table).
    team: Option<Team<'a>>,
    fingerprints: FxHashMap<Game, u64>,
    last_fingerprint: (Game, u64),
    /// Two winning moves by the cells and the player of their positions.
    killers: Vec<[u8; 2]>,
    /// [`Self::positional_of`] by player (Right's cells, then Left's) and
    /// cell.
    positional: Vec<i32>,
    /// The cells of the positional tiers 3 and 4 (see
    /// [`Self::positional_of`]), by player (Right's, then Left's): the
    /// loss bounds of their moves are computed first, as a child lost by
    /// them is found sooner there (8% fewer bounds on 8x8 and 8x9).
    good: [B; 2],
    /// Regions of at most this many cells are replaced by their values.
    pub small: u32,
    /// Counters.
    pub stats: Stats,
    meter: Meter,
    zero: Game,
    ints: Vec<Game>,
    /// Bytes the endgame database may hold (its solver's memo is dropped
    /// first, then the search stops with [`Stop::Memory`]).
    pub db_budget: Option<usize>,
    /// Called every so often with the counters.
    pub progress: Option<Progress<'a>>,
}

const INT_RANGE: i32 = 200;

impl<'a, B: Bits> DomSearch<'a, B> {
    /// A search on a `w` x `h` board.
    pub fn new(
        w: u32,
        h: u32,
        store: &'a mut GameStore,
        db: &'a mut DomDb,
        tt: &'a Tt,
        meter: Meter,
    ) -> Self {
        let zero = store.zero();
        let ints = (-INT_RANGE..=INT_RANGE)
            .map(|i| store.integer(i as i64))
            .collect();
        let geo = Geo::new(w, h);
        // Cells where the player has no move get 0.
        let positional: Vec<i32> = [false, true]
            .iter()
            .flat_map(|&left| {
                let geo = &geo;
                (0..MAX_CELLS).map(move |p| {
                    let (r, c) = (p / w, p % w);
                    let fits = if left { r + 1 < h } else { c + 1 < w };
                    if p < w * h && fits {
                        Self::positional_of(geo, p, left)
                    } else {
                        0
                    }
                })
            })
            .collect();
        // Moves on lines at an odd distance from an edge: the positional
        // tiers 3 and 4.
        let mut good = [B::ZERO; 2];
        for (l, good) in good.iter_mut().enumerate() {
            for p in 0..w * h {
                if positional[l * MAX_CELLS as usize + p as usize] > 2 * 128 {
                    *good |= B::bit(p);
                }
            }
        }
        DomSearch {
            geo,
            good,
            positional,
            store,
            db,
            tt,
            local: FxHashMap::default(),
            team: None,
            fingerprints: FxHashMap::default(),
            last_fingerprint: (zero, 0),
            killers: vec![[u8::MAX; 2]; 2 * (MAX_CELLS as usize + 1)],
            small: 12,
            stats: Stats::default(),
            meter,
            zero,
            ints,
            db_budget: None,
            progress: None,
        }
    }

    /// A tie-break between moves of equal counts: Obsequi's idea of
    /// positional values, in our own tiers: lines second from an edge
    /// (third, fifth, ...) first, every other place along them from the ends;
    /// within a tier, lines nearer the edge first, then places nearer the
    /// ends (this order, rather than by the sum of the two distances, takes
    /// 14% fewer nodes on 8x8).
    /// (A table by player and cell: [`Self::positional`].)
    fn positional_of(geo: &Geo<B>, p: u32, left: bool) -> i32 {
        let (r, c) = (p / geo.w, p % geo.w);
        let (line, lines, pos, len) = if left {
            (c, geo.w, r, geo.h)
        } else {
            (r, geo.h, c, geo.w)
        };
        let d = line.min(lines - 1 - line) as i32;
        let k = pos.min(len - 2 - pos) as i32;
        let tier = match (d % 2 == 1, d >= 2, k % 2 == 0) {
            (true, _, true) => 4,
            (true, _, false) => 3,
            (false, true, true) => 2,
            (false, true, false) => 1,
            _ => 0,
        };
        tier * 128 - (d * 8 + k).min(127)
    }

    /// [`Self::positional_of`] from the table.
    #[inline]
    fn positional(&self, p: u32, left: bool) -> i32 {
        self.positional[left as usize * MAX_CELLS as usize + p as usize]
    }

    /// How good the move at `p` to `child` looks for the player: the child's
    /// move counts (the sum of its two bounds, as Obsequi scores moves by
    /// the change in real and safe moves), then [`Self::positional`].
    #[inline]
    fn score(&self, child: B, p: u32, left: bool) -> i32 {
        self.score_of(&self.geo.counts(child), p, left)
    }

    /// [`Self::score`] from the child's counts.
    #[inline]
    fn score_of(&self, cc: &Counts, p: u32, left: bool) -> i32 {
        let s = cc.lo() + cc.hi();
        (if left { s } else { -s }) * 1024 + self.positional(p, left)
    }

    /// Remember a winning move of a position of `slot` (its cells and
    /// player).
    #[inline]
    fn killer(&mut self, slot: usize, p: u32) {
        let k = &mut self.killers[slot];
        if k[0] != p as u8 {
            k[1] = k[0];
            k[0] = p as u8;
        }
    }

    /// Search as one of several threads sharing the table.
    pub fn join(&mut self, team: Team<'a>) {
        self.team = Some(team);
        self.last_fingerprint = (
            self.zero,
            fingerprint(self.store, &mut self.fingerprints, self.zero),
        );
    }

    /// The game 0 of the search's store.
    pub fn zero(&self) -> Game {
        self.zero
    }

    #[inline]
    fn int(&mut self, n: i32) -> Game {
        if (-INT_RANGE..=INT_RANGE).contains(&n) {
            self.ints[(n + INT_RANGE) as usize]
        } else {
            self.store.integer(n as i64)
        }
    }

    /// The value of a region (by the database), or `None` when its bounding
    /// box is too large for it.
    fn region_value(&mut self, r: B) -> Option<Game> {
        let cells = r.ones();
        if cells <= 1 {
            return Some(self.zero);
        }
        if let Some(&v) = self.local.get(&r) {
            return v;
        }
        let (r0, rows, c0, cols) = self.geo.bounds(r);
        let v = if rows * cols > 64 {
            None
        } else {
            let cropped = self.geo.crop(r, r0, rows, c0, cols);
            Some(self.db.value(self.store, cols, rows, cropped))
        };
        self.local.insert(r, v);
        v
    }

    /// Split the board into regions and move the small ones into `g`.
    #[inline]
    fn absorb(&mut self, open: B, mut g: Game) -> (B, Game) {
        if open.is_empty() {
            return (open, g);
        }
        let mut r = self.geo.region(open, B::bit(open.lowest()));
        if r == open && open.ones() > self.small {
            return (open, g);
        }
        let mut rest = open;
        let mut keep = B::ZERO;
        loop {
            rest &= !r;
            let v = if r.ones() <= self.small {
                self.region_value(r)
            } else {
                None
            };
            match v {
                Some(v) if v == self.zero => {}
                Some(v) => g = self.store.add(g, v),
                None => keep |= r,
            }
            if rest.is_empty() {
                return (keep, g);
            }
            r = self.geo.region(rest, B::bit(rest.lowest()));
        }
    }

    /// Whether the player to move wins `g` alone.
    fn known_outcome(&mut self, g: Game, left: bool) -> bool {
        let z = self.zero;
        if left {
            !self.store.leq(g, z)
        } else {
            !self.store.leq(z, g)
        }
    }

    /// The verdict of the bounds `b` with `g`, for the player to move: `Some(true)`
    /// when they win, `Some(false)` when they lose, `None` when undecided.
    #[inline]
    fn decide(&mut self, b: &Bounds, g: Game, left: bool) -> Option<bool> {
        let (now, first) = if left {
            (b.lo, b.lo1)
        } else {
            (-b.hi, b.hi1.map(|x| -x))
        };
        if self.wins_now(now, g, left) || first.is_some_and(|f| self.wins_first(f, g, left)) {
            return Some(true);
        }
        let bound = if left { b.hi } else { b.lo };
        self.loses(bound, g, left).then_some(false)
    }

    /// Whether the player to move wins the board plus `g` by its margin
    /// moving second, `now` (its sure moves less the opponent's most): for
    /// Left `lo + g` not `<= 0` (`lo = now`), for Right `hi + g` not `>= 0`
    /// (`hi = -now`).
    #[inline]
    fn wins_now(&mut self, now: i32, g: Game, left: bool) -> bool {
        if g == self.zero {
            return now > 0;
        }
        if left {
            let a = self.int(-now);
            !self.store.leq(g, a)
        } else {
            let a = self.int(now);
            !self.store.leq(a, g)
        }
    }

    /// Whether the player to move wins the board plus `g` by its margin
    /// after its best first move, `f`: for Left `lo1 + g >= 0` (`lo1 = f`),
    /// for Right `hi1 + g <= 0` (`hi1 = -f`).
    #[inline]
    fn wins_first(&mut self, f: i32, g: Game, left: bool) -> bool {
        if g == self.zero {
            return f >= 0;
        }
        if left {
            let a = self.int(-f);
            self.store.leq(a, g)
        } else {
            let a = self.int(f);
            self.store.leq(g, a)
        }
    }

    /// Whether the player to move loses by the bound of
    /// [`Geo::loss_bound`] with `g`: for Left `hi + g <= 0`, for Right
    /// `lo + g >= 0`.
    #[inline]
    fn loses(&mut self, bound: i32, g: Game, left: bool) -> bool {
        if g == self.zero {
            return if left { bound <= 0 } else { bound >= 0 };
        }
        let c = self.int(-bound);
        if left {
            self.store.leq(g, c)
        } else {
            self.store.leq(c, g)
        }
    }

    /// How the table names the known value `g`: its handle, or where the
    /// table is shared, its fingerprint.
    #[inline]
    fn known_key(&mut self, g: Game) -> u64 {
        if self.team.is_none() {
            return g.index() as u64;
        }
        if self.last_fingerprint.0 != g {
            let f = fingerprint(self.store, &mut self.fingerprints, g);
            self.last_fingerprint = (g, f);
        }
        self.last_fingerprint.1
    }

    #[inline]
    fn key(&mut self, open: B, g: Game, left: bool) -> Key {
        let k = self.geo.canonical(open);
        Key {
            k0: k.lo64(),
            k1: k.hi64(),
            g: self.known_key(g),
            left,
        }
    }

    #[inline]
    fn tick(&mut self) {
        self.stats.nodes += 1;
        if let Err(s) = self.meter.tick() {
            stop(s)
        }
        if self.stats.nodes & 0x3ff == 0 {
            if let Some(t) = self.team {
                if t.halt.load(Ordering::Relaxed) {
                    stop(Stop::Interrupted)
                }
                t.nodes.fetch_add(0x400, Ordering::Relaxed);
            }
        }
        if self.stats.nodes & 0xf_ffff == 0 {
            if let Some(budget) = self.db_budget {
                let local = self.local.capacity() * 32;
                if self.db.bytes() + local > budget {
                    self.db.trim();
                    self.local = FxHashMap::default();
                    if self.db.bytes() > budget {
                        stop(Stop::Memory(budget))
                    }
                }
            }
            if let Some(p) = self.progress.as_mut() {
                let mut all = self.stats;
                if let Some(t) = self.team {
                    all.nodes = t.nodes.load(Ordering::Relaxed);
                }
                p(&all);
            }
        }
    }

    /// Whether the player to move wins the board `open` plus `g`.
    pub fn wins(&mut self, open: B, g: Game, left: bool) -> bool {
        self.wins_after(open, g, left, false, None)
    }

    /// [`Self::wins`], where `undecided` says the parent found this board's
    /// bounds undecided with this `g` (so unless regions split off, they
    /// need not be computed again), and `pre` is its key when the parent
    /// has it.
    fn wins_after(
        &mut self,
        open0: B,
        g: Game,
        left: bool,
        undecided: bool,
        pre: Option<Key>,
    ) -> bool {
        self.tick();
        // The parent's key first: most positions whose regions stay whole
        // are answered by the table before they are split (any entry under
        // a key is that position's answer, whatever the entries under others).
        if let Some(k) = &pre {
            if let Some(hit) = self.tt.probe(k) {
                self.stats.hits += 1;
                return hit.win;
            }
        }
        let (open, g) = self.absorb(open0, g);
        if open.is_empty() {
            return self.known_outcome(g, left);
        }
        // `absorb` changes `g` only by taking cells off the board.
        if !(undecided && open == open0) {
            let b = self.geo.bounds_to_move(open, left).0;
            if let Some(r) = self.decide(&b, g, left) {
                self.stats.bounded += 1;
                return r;
            }
        }
        let key = match pre {
            Some(k) if open == open0 => k,
            _ => {
                let key = self.key(open, g, left);
                if let Some(hit) = self.tt.probe(&key) {
                    self.stats.hits += 1;
                    return hit.win;
                }
                key
            }
        };
        let start = self.stats.nodes;
        self.stats.depth += 1;
        self.stats.max_depth = self.stats.max_depth.max(self.stats.depth);
        let (win, best) = crate::limits::with_stack(|| self.search_moves(open, g, left));
        self.stats.depth -= 1;
        let work = self.stats.nodes - start;
        self.tt.store(&key, win, best, work);
        win
    }

    /// The moves of a node not decided before: the winning one, if any.
    fn search_moves(&mut self, open: B, g: Game, left: bool) -> (bool, Option<u32>) {
        let mut moves = [Child(0); 128];
        let mut n = 0;
        // The children's loss bounds, the moves that last won in positions
        // of as many cells (killers) first: most often one of them wins at
        // once; then the moves of the best positional tiers.
        let slot = 2 * open.ones() as usize + left as usize;
        let mut rest = self.geo.moves_but_safe(open, left);
        let mut order = [B::ZERO; 4];
        for (i, k) in self.killers[slot].into_iter().enumerate() {
            if k != u8::MAX && rest & B::bit(k as u32) != B::ZERO {
                order[i] = B::bit(k as u32);
                rest &= !order[i];
            }
        }
        let good = self.good[left as usize];
        order[2] = rest & good;
        order[3] = rest & !good;
        for mut bits in order {
            while !bits.is_empty() {
                let p = bits.lowest();
                bits &= !B::bit(p);
                let child = open & !self.geo.domino(p, left);
                let (bound, cc) = self.geo.loss_bound(child, !left);
                if self.loses(bound, g, !left) {
                    self.stats.child_cuts += 1;
                    self.killer(slot, p);
                    return (true, Some(p));
                }
                let mover_max = if left { cc.ml } else { cc.mr };
                moves[n] = Child::new(self.score_of(&cc, p, left), p, mover_max);
                n += 1;
            }
        }
        let list = &mut moves[..n];
        // Insertion sort, best first, ties by cell.
        for i in 1..list.len() {
            let c = list[i];
            let mut j = i;
            while j > 0 && list[j - 1] > c {
                list[j] = list[j - 1];
                j -= 1;
            }
            list[j] = c;
        }
        let list = &moves[..n];
        // Each child's table entry is fetched from memory while its elder
        // sibling is searched (most children are answered by the table).
        // The key is passed on to the child.
        let mut cur = self.next_child(list, 0, open, g, left);
        let mut next = cur.map(|i| self.prefetch_child(list[i].p(), open, g, left));
        // With other threads: a younger sibling one of them is searching
        // now waits until the others are done (it is most likely answered by
        // then), so that the threads split a node's moves between them.
        let busy = self
            .team
            .filter(|_| open.ones() >= SHARE_CELLS)
            .map(|t| t.busy);
        let mut later = [0u8; 128];
        let mut waiting = 0;
        while let Some(i) = cur {
            let p = list[i].p();
            let child = open & !self.geo.domino(p, left);
            let this = next.take();
            cur = self.next_child(list, i + 1, open, g, left);
            next = cur.map(|j| self.prefetch_child(list[j].p(), open, g, left));
            let lost = match (busy, this) {
                (Some(b), Some(k)) => {
                    if i > 0 && b.is_busy(&k) {
                        later[waiting] = i as u8;
                        waiting += 1;
                        continue;
                    }
                    b.enter(&k);
                    let lost = !self.wins_after(child, g, !left, true, this);
                    b.leave(&k);
                    lost
                }
                _ => !self.wins_after(child, g, !left, true, this),
            };
            if lost {
                self.stats.win_at[i.min(5)] += 1;
                self.killer(slot, p);
                return (true, Some(p));
            }
        }
        for &i in &later[..waiting] {
            let i = i as usize;
            let p = list[i].p();
            let child = open & !self.geo.domino(p, left);
            if !self.wins_after(child, g, !left, true, None) {
                self.stats.win_at[i.min(5)] += 1;
                self.killer(slot, p);
                return (true, Some(p));
            }
        }
        if g != self.zero {
            let opts: Vec<Game> = if left {
                self.store.left_options(g)
            } else {
                self.store.right_options(g)
            };
            for (i, &o) in opts.iter().enumerate() {
                if !self.wins(open, o, !left) {
                    self.stats.win_at[5] += 1;
                    return (true, Some(128 + i as u32));
                }
            }
        }
        self.stats.lost += 1;
        (false, None)
    }

    /// The first of the sorted children from `from` on that its bounds
    /// leave undecided: the bounds of the opponent, who moves in it, are
    /// computed only now, as it comes to be searched (its loss bound,
    /// computed for every child, found no child lost), and children the
    /// opponent wins by them are passed over ([`Self::mover_wins`]).
    fn next_child(
        &mut self,
        list: &[Child],
        from: usize,
        open: B,
        g: Game,
        left: bool,
    ) -> Option<usize> {
        (from..list.len()).find(|&i| {
            let c = list[i];
            let child = open & !self.geo.domino(c.p(), left);
            !self.mover_wins(child, g, !left, c.mover_max())
        })
    }

    /// Whether the player to move (Left when `left`) wins `open` plus `g`
    /// by its own bounds ([`Geo::mover_margins`]): as the win tests of
    /// [`Self::decide`], the bound after a first move computed only when
    /// the first test fails. (The loss test there is the loss bound, which
    /// the parent has already tried.)
    fn mover_wins(&mut self, open: B, g: Game, left: bool, other_max: i32) -> bool {
        let m = self.geo.mover_margins(open, left, other_max);
        self.wins_now(m.now, g, left) || m.first().is_some_and(|f| self.wins_first(f, g, left))
    }

    /// The key of the child after the move at `p`, its table entry
    /// prefetched.
    fn prefetch_child(&mut self, p: u32, open: B, g: Game, left: bool) -> Key {
        let k = self.key(open & !self.geo.domino(p, left), g, !left);
        self.tt.prefetch(&k);
        k
    }

    /// Whether the player to move wins, and a winning move. The root keeps
    /// every region on the board, so that a winning move is a board move
    /// unless it is in the literal part `g`.
    pub fn solve_root(&mut self, open: B, g: Game, left: bool) -> (bool, Option<DomMove>) {
        self.tick();
        let mut bits = if left {
            self.geo.left_moves(open)
        } else {
            self.geo.right_moves(open)
        };
        let mut order: Vec<(i32, u32)> = Vec::new();
        while !bits.is_empty() {
            let p = bits.lowest();
            bits &= !B::bit(p);
            let child = open & !self.geo.domino(p, left);
            order.push((-self.score(child, p, left), p));
        }
        order.sort();
        self.stats.root[1] = order.len() as u32;
        for (i, &(_, p)) in order.iter().enumerate() {
            self.stats.root[0] = i as u32 + 1;
            let child = open & !self.geo.domino(p, left);
            if !self.wins(child, g, !left) {
                return (true, Some(DomMove::Board(p)));
            }
        }
        if g != self.zero {
            let opts: Vec<Game> = if left {
                self.store.left_options(g)
            } else {
                self.store.right_options(g)
            };
            for (i, &o) in opts.iter().enumerate() {
                if !self.wins(open, o, !left) {
                    return (true, Some(DomMove::Known(i)));
                }
            }
        }
        (false, None)
    }
}
