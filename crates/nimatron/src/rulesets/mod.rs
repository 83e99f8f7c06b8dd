//! Positions of concrete games and the generic solver that turns partizan ones
//! into canonical values: a position lists its options, may split into
//! independent components, and may normalise itself for transpositions. The
//! [`catalogue`] declares every ruleset (partizan and impartial) once.

mod amazons;
pub mod catalogue;
mod clobber;
mod domineering;
mod fission;
pub(crate) mod fox_geese;
pub mod graphs;
pub mod grid;
mod hackenbush;
pub mod heap_games;
pub mod heap_rulesets;
mod king_dirt;
mod konane;
mod nogo;
mod sheep;
mod toads;
mod toppling;
mod variant;

pub use catalogue::{
    AnyPosition, Notation, PositionError, Ruleset, RulesetError, RulesetInfo, RulesetKind,
    RulesetPosition,
};
pub(crate) use domineering::grid_rows;
pub use domineering::{Cram, Domineering, DomineeringError};
pub use hackenbush::{Colour, Hackenbush, HackenbushError, Stalk};
pub use toads::{ToadsAndFrogs, ToadsError, ToadsRules};

pub use amazons::{Amazons, AmazonsMove};
pub use clobber::{Capture, Clobber, ClobberRules, Directions};
pub use fission::Fission;
pub use fox_geese::FoxAndGeese;
pub use graphs::{Childish, GraphError, GraphGame, GraphHackenbush, GraphRules};
pub use grid::{Board, Cell, GridError};
pub use king_dirt::{KingDirt, KingDirtError};
pub use konane::Konane;
pub use nogo::{NoGo, NoGoError};
pub use sheep::{Sheep, SheepError};
pub use toppling::{Toppling, TopplingError};
pub use variant::{DicoticVariant, ImpartialVariant};

pub use crate::position::PartizanPosition;

use crate::flat::FlatMap;
use crate::impartial::budget::{list_bytes, Budget};
use crate::limits::{stop, with_stack, Limits, Stop};
use crate::short::{Game, GameStore};

/// Canonical forms of positions by memoised search, with decomposition into components.
///
/// A solver checks its [`Limits`]: positions memoised (`nodes`), the bytes of
/// its memo and of the option lists its recursion holds (`memory`), time and
/// the interrupt (counted from [`PartizanSolver::with_limits`] or
/// [`PartizanSolver::set_limits`]), and recursion depth (`depth`). The store's
/// own limits apply to the games it builds. Deep games cannot overflow the
/// stack: the recursion grows its stack on the heap, up to the depth limit.
pub struct PartizanSolver<P> {
    /// Values of positions: normalised single components, and (where
    /// [`PartizanPosition::MEMO_AS_MET`]) positions as they were met (options
    /// as generated, before decomposition and normalisation): a position met
    /// again, by another order of the same moves, skips splitting and
    /// normalising. One table, as a position is often its own normal form.
    table: FlatMap<P, Game>,
    /// Normalised components valued (searched or known): the table less the
    /// positions as met.
    valued: usize,
    /// Emptied option lists, for reuse (one for each level of the search).
    spare: Vec<Vec<P>>,
    /// Emptied lists of the options' normalised components (with whether
    /// each is negated) and of where each option's end, for reuse.
    spare_keys: Vec<Vec<(P, bool)>>,
    spare_ends: Vec<Vec<usize>>,
    budget: Budget,
    /// Bytes the memo's keys own on the heap.
    table_heap: usize,
    /// Whether positions are keyed by [`PartizanPosition::normalize_signed`]
    /// (set by the first root where [`PartizanPosition::signs_pay`]; the
    /// memo holds each position's own value either way).
    signed: bool,
}

impl<P: PartizanPosition> Default for PartizanSolver<P> {
    fn default() -> Self {
        Self::new()
    }
}

impl<P: PartizanPosition> PartizanSolver<P> {
    /// An empty transposition table, without limits (but the default depth).
    pub fn new() -> Self {
        Self::with_limits(&Limits::none())
    }

    /// An empty transposition table checking `limits`; time counts from now.
    pub fn with_limits(limits: &Limits) -> Self {
        PartizanSolver {
            table: FlatMap::new(),
            valued: 0,
            spare: Vec::new(),
            spare_keys: Vec::new(),
            spare_ends: Vec::new(),
            budget: Budget::new(limits),
            table_heap: 0,
            signed: false,
        }
    }

    /// Check `limits` from now on (the memo is kept; time counts from now).
    pub fn set_limits(&mut self, limits: &Limits) {
        self.budget.restart(limits);
    }

    /// Number of normalised positions whose values are memoised: the
    /// positions this solver has valued (positions as met, memoised beside
    /// them, are not counted).
    pub fn table_len(&self) -> usize {
        self.valued
    }

    /// Approximate bytes of the transposition table.
    pub fn memory_bytes(&self) -> usize {
        self.table.bytes() + self.table_heap
    }

    /// The bytes of the memo once one more entry owning `heap` bytes is
    /// stored (a full table grows fourfold): what the memory limit bounds.
    fn next_bytes(&self, heap: usize) -> usize {
        self.memory_bytes() + self.table.growth_bytes() + heap
    }

    /// Memoise the value `g` of `pos`.
    fn remember(&mut self, pos: P, g: Game) {
        let heap = pos.heap_bytes();
        self.budget.check_memory(self.next_bytes(heap));
        self.table_heap += heap;
        self.table.insert(pos, g);
    }

    /// The canonical form of `pos`, or why the search stopped (a limit of this
    /// solver or of the store). The memo keeps what was finished.
    pub fn value(&mut self, store: &mut GameStore, pos: &P) -> Result<Game, Stop> {
        self.signed |= pos.signs_pay();
        self.budget.begin();
        let r = store.guard(|s| self.canonical(s, pos));
        self.budget.begin();
        r
    }

    /// The canonical form of `pos`, for callers that set no limits: unlimited
    /// but for the default depth. A stop (a limit set on the solver or the
    /// store) unwinds to the nearest [`GameStore::guard`] or
    /// [`crate::limits::catch`], as store operations do.
    pub fn canonical_form(&mut self, store: &mut GameStore, pos: &P) -> Game {
        self.value(store, pos).unwrap_or_else(|s| stop(s))
    }

    fn canonical(&mut self, store: &mut GameStore, pos: &P) -> Game {
        if P::MEMO_AS_MET {
            if let Some(g) = self.table.get(pos) {
                return g;
            }
        }
        let (key, neg) = match pos.split() {
            None => self.normal(pos),
            Some(comps) if comps.len() == 1 => self.normal(&comps[0]),
            Some(comps) => {
                let values: Vec<Game> = comps
                    .iter()
                    .map(|c| {
                        let (key, neg) = self.normal(c);
                        self.single_signed(store, key, neg)
                    })
                    .collect();
                let g = store.sum(&values);
                if P::MEMO_AS_MET {
                    self.remember(pos.clone(), g);
                }
                return g;
            }
        };
        if P::MEMO_AS_MET && !neg && key == *pos {
            // Its own normal form, not in the memo: one entry for both.
            return self.search_and_remember(store, key);
        }
        let g = self.single_signed(store, key, neg);
        if P::MEMO_AS_MET {
            self.remember(pos.clone(), g);
        }
        g
    }

    /// The representative the memo keys `pos` by, and whether its value is
    /// the negative of `pos`'s: [`PartizanPosition::normalize_signed`]
    /// after a root where signs pay, else
    /// [`PartizanPosition::normalize`].
    #[inline]
    fn normal(&self, pos: &P) -> (P, bool) {
        if self.signed {
            pos.normalize_signed()
        } else {
            (pos.normalize(), false)
        }
    }

    /// The value of the normalised position `key`, negated when `neg`.
    fn single_signed(&mut self, store: &mut GameStore, key: P, neg: bool) -> Game {
        let g = self.single(store, key);
        if neg {
            store.neg(g)
        } else {
            g
        }
    }

    /// The value of the normalised position `key`.
    fn single(&mut self, store: &mut GameStore, key: P) -> Game {
        if let Some(g) = self.table.get(&key) {
            return g;
        }
        self.search_and_remember(store, key)
    }

    /// The value of the normalised position `key`, not in the memo, searched
    /// and memoised.
    fn search_and_remember(&mut self, store: &mut GameStore, key: P) -> Game {
        let next = self.next_bytes(0);
        self.budget.tick(next);
        let g = if self.budget.enter() {
            with_stack(|| self.search(store, &key))
        } else {
            self.search(store, &key)
        };
        self.budget.leave();
        self.valued += 1;
        self.remember(key, g);
        g
    }

    /// The value of a normalised position not in the memo.
    fn search(&mut self, store: &mut GameStore, key: &P) -> Game {
        if let Some(g) = key.known_value(store) {
            return g;
        }
        let mut options = self.spare.pop().unwrap_or_default();
        key.options_into(true, &mut options);
        let left = self.option_values(store, &options);
        options.clear();
        key.options_into(false, &mut options);
        let right = self.option_values(store, &options);
        options.clear();
        self.spare.push(options);
        let g = store.from_options(&left, &right);
        store.give_vec(left);
        store.give_vec(right);
        g
    }

    /// The values of `options`, holding the list (counted as live memory) only
    /// while they are searched. The memo slots of all of them are asked for
    /// first, so that their cache misses overlap: of the positions as met
    /// where those are memoised, else of their normalised components.
    fn option_values(&mut self, store: &mut GameStore, options: &[P]) -> Vec<Game> {
        let bytes = list_bytes(options, P::heap_bytes);
        self.budget.hold(bytes);
        let mut values = store.take_vec();
        if !P::MEMO_AS_MET && options.len() > 1 {
            self.normalised_values(store, options, &mut values);
        } else {
            if P::MEMO_AS_MET {
                for o in options {
                    self.table.prefetch(o);
                }
            }
            for o in options {
                values.push(self.canonical(store, o));
            }
        }
        self.budget.release(bytes);
        values
    }

    /// The values of `options` (not memoised as met) into `values`: every
    /// option split and its components normalised first, their memo slots
    /// prefetched, then each component valued and each option's summed.
    fn normalised_values(&mut self, store: &mut GameStore, options: &[P], values: &mut Vec<Game>) {
        let mut keys = self.spare_keys.pop().unwrap_or_default();
        let mut ends = self.spare_ends.pop().unwrap_or_default();
        for o in options {
            match o.split() {
                None => keys.push(self.normal(o)),
                Some(comps) => keys.extend(comps.iter().map(|c| self.normal(c))),
            }
            ends.push(keys.len());
        }
        for (k, _) in &keys {
            self.table.prefetch(k);
        }
        let bytes = list_bytes(&keys, |(k, _)| k.heap_bytes());
        self.budget.hold(bytes);
        let mut start = 0;
        let mut parts = store.take_vec();
        let mut comps = keys.drain(..);
        for &end in &ends {
            parts.clear();
            for (k, neg) in comps.by_ref().take(end - start) {
                let g = self.single_signed(store, k, neg);
                parts.push(g);
            }
            values.push(match parts[..] {
                [g] => g,
                _ => store.sum(&parts),
            });
            start = end;
        }
        drop(comps);
        store.give_vec(parts);
        self.budget.release(bytes);
        keys.clear();
        ends.clear();
        self.spare_keys.push(keys);
        self.spare_ends.push(ends);
    }

    /// Left's options whose value is best (maximal, so not dominated) — the
    /// sensible moves; each with its value.
    pub fn sensible_left(
        &mut self,
        store: &mut GameStore,
        pos: &P,
    ) -> Result<Vec<(P, Game)>, Stop> {
        self.sensible(store, pos, true)
    }

    /// Right's sensible moves (options with minimal values).
    pub fn sensible_right(
        &mut self,
        store: &mut GameStore,
        pos: &P,
    ) -> Result<Vec<(P, Game)>, Stop> {
        self.sensible(store, pos, false)
    }

    fn sensible(
        &mut self,
        store: &mut GameStore,
        pos: &P,
        left: bool,
    ) -> Result<Vec<(P, Game)>, Stop> {
        let opts = if left {
            pos.left_options()
        } else {
            pos.right_options()
        };
        self.signed |= pos.signs_pay();
        self.budget.begin();
        store.guard(|store| {
            let valued: Vec<(P, Game)> = opts
                .into_iter()
                .map(|o| {
                    let g = self.canonical(store, &o);
                    (o, g)
                })
                .collect();
            let values: Vec<Game> = valued.iter().map(|(_, g)| *g).collect();
            valued
                .into_iter()
                .filter(|(_, g)| {
                    values.iter().all(|&h| {
                        h == *g
                            || if left {
                                !store.lt(*g, h)
                            } else {
                                !store.lt(h, *g)
                            }
                    })
                })
                .collect()
        })
    }
}
