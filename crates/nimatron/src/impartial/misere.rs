//! Misère play of take-and-break games: misère Grundy values and Conway's genus
//! (Winning Ways, chapter 13, "Survival in the Lost World"; On Numbers and
//! Games, chapter 12).
//!
//! The misère Grundy value `G⁻` of a position is 1 for the end position and the
//! mex of its options' values otherwise; the player to move loses exactly when
//! it is 0. Misère values do not add over sums, so they are computed here on
//! whole positions (sorted heaps of the game), by memoised search.
//!
//! The genus of a position `G` is `g^(γ0 γ1 γ2 ...)` where `g` is the normal
//! Grundy value and `γk = G⁻(G + *2 + ... + *2)` with `k` nim heaps of two.
//! The exponents alternate from some point on; following Winning Ways they
//! are written up to and including the first repetition of the alternating
//! pair: the end position `0` is `0^120` (γ = 1, 2, 0, 2, 0, ...), a heap of
//! one `1^031`, a nim heap `n >= 2` is `n^(n, n⊕2)` such as `2^20` and `4^46`;
//! exponents past 9 are separated by commas in parentheses, `6^(1,9,10,8)`.

use super::budget::{growth, make_room, table_bytes, Budget};
use super::grundy::{mex, GrundySearch};
use super::octal::{HeapsPosition, OctalGame};
use crate::limits::{with_stack, Limits};
use rustc_hash::FxHashMap;
use std::fmt;
use std::mem::size_of;
use std::sync::Arc;

/// How many exponents are computed (`γ0 ..= γ(EXPONENTS - 1)`) to find where
/// they start alternating.
pub const EXPONENTS: usize = 12;

/// The genus of a position: normal value and misère exponents.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Genus {
    /// The normal-play Grundy value `g`.
    pub normal: u32,
    /// `γ0, γ1, ...` as computed ([`EXPONENTS`] of them).
    pub exponents: Vec<u32>,
    /// How many exponents the Winning Ways notation writes.
    pub written: usize,
}

impl Genus {
    /// The genus with normal value `normal` and exponents `γ0, γ1, ...`
    /// (at least three), written up to the first repeat of the pair they
    /// end alternating in.
    pub fn from_exponents(normal: u32, exponents: Vec<u32>) -> Genus {
        let n = exponents.len();
        let start = (0..n.saturating_sub(2))
            .find(|&s| (s..n - 2).all(|j| exponents[j] == exponents[j + 2]))
            .unwrap_or(n.saturating_sub(2));
        Genus {
            normal,
            written: (start + 2).min(n),
            exponents,
        }
    }

    /// The misère Grundy value `γ0` (0: the player to move loses in misère play).
    pub fn misere_value(&self) -> u32 {
        self.exponents[0]
    }

    /// Whether the genus is that of a nim heap (`0^120`, `1^031`, or
    /// `n^(n, n⊕2)`): the position is then tame in Conway's sense.
    pub fn is_nim_like(&self) -> bool {
        self.exponents == nim_heap_exponents(self.normal, self.exponents.len())
    }
}

impl fmt::Display for Genus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown = &self.exponents[..self.written];
        let text: Vec<String> = shown.iter().map(u32::to_string).collect();
        if shown.iter().any(|&x| x > 9) {
            // As CGSuite writes them: 6^(1,9,10,8).
            write!(f, "{}^({})", self.normal, text.join(","))
        } else {
            write!(f, "{}^{}", self.normal, text.join(""))
        }
    }
}

/// The exponents `γ0, γ1, ...` of the nim heap `*n`.
pub fn nim_heap_exponents(n: u32, count: usize) -> Vec<u32> {
    (0..count)
        .map(|k| match (n, k) {
            (0, 0) => 1,
            (0, k) => [2, 0][(k - 1) % 2],
            (1, 0) => 0,
            (1, k) => [3, 1][(k - 1) % 2],
            (n, k) => [n, n ^ 2][k % 2],
        })
        .collect()
}

/// Why the misère search stopped: the one stop reason of every engine.
pub use crate::limits::Stop;

/// An entry of the misère table: `(sorted game heaps, nim heaps of two, nim
/// heaps of one)` and `G⁻`.
type Entry = ((Vec<usize>, u32, u32), u32);

/// Memoised misère search for one take-and-break game.
///
/// It checks its [`Limits`]: positions stored (`nodes`, and the `max_positions`
/// of [`MisereSearch::new`]), the bytes of its table (`memory`), time and the
/// interrupt, and recursion depth (the stack grows on the heap as needed).
pub struct MisereSearch {
    game: Arc<OctalGame>,
    /// `(sorted game heaps, nim heaps of two, nim heaps of one)` → `G⁻`.
    table: FxHashMap<(Vec<usize>, u32, u32), u32>,
    /// Bytes the table's keys own on the heap.
    table_heap: usize,
    normal: GrundySearch<HeapsPosition>,
    budget: Budget,
}

impl MisereSearch {
    /// A search for `game` that keeps at most `max_positions` positions.
    pub fn new(game: OctalGame, max_positions: usize) -> MisereSearch {
        MisereSearch::with_limits(game, &Limits::none().with_nodes(max_positions as u64))
    }

    /// A search for `game` checking `limits`; time counts from now.
    pub fn with_limits(game: OctalGame, limits: &Limits) -> MisereSearch {
        MisereSearch {
            game: Arc::new(game),
            table: FxHashMap::default(),
            table_heap: 0,
            normal: GrundySearch::with_limits(limits),
            budget: Budget::new(limits),
        }
    }

    /// A flag that stops the search (with [`Stop::Interrupted`]) when raised.
    pub fn set_interrupt(&mut self, flag: Arc<std::sync::atomic::AtomicBool>) {
        let limits = self.budget.limits().clone().with_interrupt(flag);
        self.budget.restart(&limits);
        self.normal.set_limits(&limits);
    }

    /// Positions stored so far.
    pub fn positions(&self) -> usize {
        self.table.len()
    }

    /// Approximate bytes of the table.
    pub fn memory_bytes(&self) -> usize {
        table_bytes(self.table.capacity(), size_of::<Entry>()) + self.table_heap
    }

    /// The bytes of the table once one more entry owning `heap` bytes is
    /// stored (a full table grows fourfold): what the memory limit bounds.
    fn next_bytes(&self, heap: usize) -> usize {
        let t = &self.table;
        self.memory_bytes() + growth(t.len(), t.capacity(), size_of::<Entry>()) + heap
    }

    /// `G⁻` of the game heaps `heaps` plus `twos` nim heaps of 2 and `ones` of 1.
    pub fn misere_value(&mut self, heaps: &[usize], twos: u32, ones: u32) -> Result<u32, Stop> {
        let mut h: Vec<usize> = heaps.iter().copied().filter(|&x| x > 0).collect();
        h.sort_unstable();
        self.budget.begin();
        let r = crate::limits::catch(|| self.value(h, twos, ones));
        self.budget.begin();
        r
    }

    fn value(&mut self, heaps: Vec<usize>, twos: u32, ones: u32) -> u32 {
        let key = (heaps, twos, ones);
        if let Some(&v) = self.table.get(&key) {
            return v;
        }
        let next = self.next_bytes(0);
        self.budget.tick(next);
        let (heaps, twos, ones) = key;
        let v = if self.budget.enter() {
            with_stack(|| self.options_mex(&heaps, twos, ones))
        } else {
            self.options_mex(&heaps, twos, ones)
        };
        self.budget.leave();
        let heap = heaps.capacity() * size_of::<usize>();
        self.budget.check_memory(self.next_bytes(heap));
        self.table_heap += heap;
        make_room(&mut self.table);
        self.table.insert((heaps, twos, ones), v);
        v
    }

    /// `G⁻` of a position from its options' values (1 at the end position).
    fn options_mex(&mut self, heaps: &[usize], twos: u32, ones: u32) -> u32 {
        let mut values = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            if i > 0 && heaps[i - 1] == h {
                continue;
            }
            for left in self.game.heap_options(h) {
                let mut next = heaps.to_vec();
                next.remove(i);
                next.extend(left.into_iter().filter(|&x| x > 0));
                next.sort_unstable();
                values.push(self.value(next, twos, ones));
            }
        }
        if twos > 0 {
            values.push(self.value(heaps.to_vec(), twos - 1, ones + 1));
            values.push(self.value(heaps.to_vec(), twos - 1, ones));
        }
        if ones > 0 {
            values.push(self.value(heaps.to_vec(), twos, ones - 1));
        }
        if values.is_empty() {
            1
        } else {
            mex(values)
        }
    }

    /// The genus of a single heap of size `n`.
    pub fn genus(&mut self, n: usize) -> Result<Genus, Stop> {
        let heaps: Vec<usize> = if n == 0 { vec![] } else { vec![n] };
        let normal = self.normal.try_grundy(&HeapsPosition {
            game: self.game.clone(),
            heaps: heaps.clone(),
        })?;
        let exponents = (0..EXPONENTS as u32)
            .map(|k| self.misere_value(&heaps, k, 0))
            .collect::<Result<Vec<u32>, Stop>>()?;
        Ok(Genus::from_exponents(normal, exponents))
    }
}
