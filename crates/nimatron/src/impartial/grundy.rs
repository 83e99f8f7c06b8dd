//! The Sprague–Grundy engine for any impartial game: a position type gives its
//! options and its decomposition into independent components; a memoised mex
//! search with a transposition table gives Grundy values, outcomes and winning
//! moves (of sums too). Misère outcomes by plain memoised search (no
//! decomposition: misère play does not add Grundy values).

use super::budget::{growth, list_bytes, make_room, table_bytes, Budget};
use crate::limits::{stop, with_stack, Limits, Stop};
use crate::short::Outcome;
use rustc_hash::FxHashMap;
use std::mem::size_of;

pub use crate::numbers::mex;
pub use crate::position::ImpartialPosition;

/// Memoised Sprague–Grundy search with transposition tables.
///
/// The search checks its [`Limits`]: positions memoised (`nodes`), the bytes of
/// its tables and of the option lists its recursion holds (`memory`), time and
/// the interrupt (counted from [`GrundySearch::with_limits`] or
/// [`GrundySearch::set_limits`]), and recursion depth (`depth`, as deep as the
/// longest play of a component). The stack grows on the heap as needed, so no
/// position overflows it. The `try_` methods return why a search stopped; the
/// others are for searches without limits (a stop unwinds to the nearest
/// [`crate::limits::catch`]).
#[derive(Debug)]
pub struct GrundySearch<P> {
    table: FxHashMap<P, u32>,
    misere: FxHashMap<P, bool>,
    budget: Budget,
    /// Bytes the tables' keys own on the heap.
    table_heap: usize,
}

impl<P: ImpartialPosition> Default for GrundySearch<P> {
    fn default() -> Self {
        Self::new()
    }
}

impl<P: ImpartialPosition> GrundySearch<P> {
    /// An empty search without limits (but the default depth).
    pub fn new() -> Self {
        Self::with_limits(&Limits::none())
    }

    /// An empty search checking `limits`; time counts from now.
    pub fn with_limits(limits: &Limits) -> Self {
        GrundySearch {
            table: FxHashMap::default(),
            misere: FxHashMap::default(),
            budget: Budget::new(limits),
            table_heap: 0,
        }
    }

    /// Check `limits` from now on (the tables are kept; time counts from now).
    pub fn set_limits(&mut self, limits: &Limits) {
        self.budget.restart(limits);
    }

    /// Number of component positions whose value is stored.
    pub fn table_len(&self) -> usize {
        self.table.len()
    }

    /// Approximate bytes of the tables.
    pub fn memory_bytes(&self) -> usize {
        table_bytes(self.table.capacity(), size_of::<(P, u32)>())
            + table_bytes(self.misere.capacity(), size_of::<(P, bool)>())
            + self.table_heap
    }

    /// The bytes of the tables once one more entry owning `heap` bytes is
    /// stored (a full table grows fourfold): what the memory limit bounds.
    fn next_bytes(&self, heap: usize) -> usize {
        let (t, m) = (&self.table, &self.misere);
        self.memory_bytes()
            + growth(t.len(), t.capacity(), size_of::<(P, u32)>())
            + growth(m.len(), m.capacity(), size_of::<(P, bool)>())
            + heap
    }

    /// Run a search step, turning a stop into `Err`.
    fn guarded<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> Result<T, Stop> {
        self.budget.begin();
        let r = crate::limits::catch(|| f(self));
        self.budget.begin();
        r
    }

    /// Count a node and check every limit; stops (unwinding) past one.
    fn tick(&mut self) {
        let next = self.next_bytes(0);
        self.budget.tick(next);
    }

    /// `f` one level deeper in the recursion, over `pos`'s options (held as
    /// live memory): checks the depth and grows the stack.
    fn over_options<T>(&mut self, pos: &P, f: impl FnOnce(&mut Self, &[P]) -> T) -> T {
        let grow = self.budget.enter();
        let opts = pos.options();
        let bytes = list_bytes(&opts, P::heap_bytes);
        self.budget.hold(bytes);
        let r = if grow {
            with_stack(|| f(self, &opts))
        } else {
            f(self, &opts)
        };
        self.budget.release(bytes);
        self.budget.leave();
        r
    }

    /// The Grundy value (nim value) of a position, or why the search stopped.
    pub fn try_grundy(&mut self, pos: &P) -> Result<u32, Stop> {
        self.guarded(|s| s.value(pos))
    }

    /// The Grundy value (nim value) of a position: the nim-sum of the values of
    /// its components, each the mex of its options' values. Without limits
    /// (see [`GrundySearch::try_grundy`]).
    pub fn grundy(&mut self, pos: &P) -> u32 {
        self.try_grundy(pos).unwrap_or_else(|s| stop(s))
    }

    fn value(&mut self, pos: &P) -> u32 {
        let comps = pos.components();
        if comps.len() == 1 && comps[0] == *pos {
            return self.component_value(pos);
        }
        comps.iter().fold(0, |acc, c| acc ^ self.value(c))
    }

    fn component_value(&mut self, pos: &P) -> u32 {
        if let Some(&v) = self.table.get(pos) {
            return v;
        }
        self.tick();
        let v = self.over_options(pos, |s, opts| {
            mex(opts.iter().map(|o| s.value(o)).collect::<Vec<_>>())
        });
        self.budget.check_memory(self.next_bytes(pos.heap_bytes()));
        self.table_heap += pos.heap_bytes();
        make_room(&mut self.table);
        self.table.insert(pos.clone(), v);
        v
    }

    /// Normal-play outcome: `P` when the Grundy value is 0, else `N`.
    pub fn outcome(&mut self, pos: &P) -> Outcome {
        if self.grundy(pos) == 0 {
            Outcome::P
        } else {
            Outcome::N
        }
    }

    /// The winning moves (normal play): the options of value 0.
    pub fn winning_moves(&mut self, pos: &P) -> Vec<P> {
        pos.options()
            .into_iter()
            .filter(|o| self.grundy(o) == 0)
            .collect()
    }

    /// Winning moves in the disjunctive sum of `components` (normal play):
    /// `(i, option)` moves component `i` to `option`, leaving nim-sum 0.
    pub fn winning_moves_in_sum(&mut self, components: &[P]) -> Vec<(usize, P)> {
        let values: Vec<u32> = components.iter().map(|c| self.grundy(c)).collect();
        let total = values.iter().fold(0, |a, v| a ^ v);
        let mut moves = Vec::new();
        if total == 0 {
            return moves;
        }
        for (i, c) in components.iter().enumerate() {
            let target = total ^ values[i];
            if target >= values[i] {
                continue; // only components with the leading bit can move (Bouton)
            }
            for o in c.options() {
                if self.grundy(&o) == target {
                    moves.push((i, o));
                }
            }
        }
        moves
    }

    /// Whether the player to move wins in misère play (the player who cannot
    /// move wins), or why the search stopped. By memoised search on whole
    /// positions (misère values do not add over components).
    pub fn try_misere_wins(&mut self, pos: &P) -> Result<bool, Stop> {
        self.guarded(|s| s.misere_next_wins(pos))
    }

    /// Misère outcome (the player who cannot move wins), by memoised search
    /// on whole positions. Without limits (see [`GrundySearch::try_misere_wins`]).
    pub fn misere_outcome(&mut self, pos: &P) -> Outcome {
        if self.try_misere_wins(pos).unwrap_or_else(|s| stop(s)) {
            Outcome::N
        } else {
            Outcome::P
        }
    }

    fn misere_next_wins(&mut self, pos: &P) -> bool {
        if let Some(&w) = self.misere.get(pos) {
            return w;
        }
        self.tick();
        let wins = self.over_options(pos, |s, opts| {
            opts.is_empty() || opts.iter().any(|o| !s.misere_next_wins(o))
        });
        self.budget.check_memory(self.next_bytes(pos.heap_bytes()));
        self.table_heap += pos.heap_bytes();
        make_room(&mut self.misere);
        self.misere.insert(pos.clone(), wins);
        wins
    }

    /// The winning moves in misère play: options that are misère P-positions.
    pub fn misere_winning_moves(&mut self, pos: &P) -> Vec<P> {
        pos.options()
            .into_iter()
            .filter(|o| self.misere_outcome(o) == Outcome::P)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A single Nim heap.
    #[derive(Clone, PartialEq, Eq, Hash, Debug)]
    struct Heap(u32);
    impl ImpartialPosition for Heap {
        fn options(&self) -> Vec<Self> {
            (0..self.0).map(Heap).collect()
        }
    }

    /// Subtraction game S(1,2,3) on one heap.
    #[derive(Clone, PartialEq, Eq, Hash, Debug)]
    struct Sub123(u32);
    impl ImpartialPosition for Sub123 {
        fn options(&self) -> Vec<Self> {
            [1, 2, 3]
                .iter()
                .filter(|&&k| k <= self.0)
                .map(|k| Sub123(self.0 - k))
                .collect()
        }
    }

    #[test]
    fn heaps_are_nimbers() {
        let mut s = GrundySearch::new();
        for n in 0..20 {
            assert_eq!(s.grundy(&Heap(n)), n);
        }
        let moves = s.winning_moves_in_sum(&[Heap(3), Heap(4), Heap(5)]);
        assert_eq!(moves, vec![(0, Heap(1))]);
    }

    #[test]
    fn subtraction_game_is_n_mod_4_and_21_game() {
        let mut s = GrundySearch::new();
        for n in 0..50 {
            assert_eq!(s.grundy(&Sub123(n)), n % 4);
        }
        // The 21 game: saying 21 loses, i.e. misère S(1,2,3) on 21 - said;
        // after saying a multiple of 4 the opponent is in a misère P-position.
        for said in (4..21).step_by(4) {
            assert_eq!(s.misere_outcome(&Sub123(21 - said)), Outcome::P);
        }
        assert_eq!(s.misere_outcome(&Sub123(21 - 1)), Outcome::N);
    }
}
