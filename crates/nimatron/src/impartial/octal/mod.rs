//! Take-and-break games on heaps given by octal/hexadecimal codes (`0.77`,
//! `.07`, `4.7`, `0.137`, ...), Grundy's game and subtraction games: their
//! Grundy sequences G(0), G(1), ... at scale, and proofs of periodicity.
//!
//! Digit `d_k` (k = 1, 2, ... after the point, k = 0 before it) says what may
//! happen when `k` tokens are removed from one heap: bit 1 = the whole heap
//! (exactly `k` tokens), bit 2 = leave one heap, bit 4 = leave two nonempty
//! heaps, bit 8 = leave three nonempty heaps (hexadecimal codes).
//!
//! Two algorithms compute the sequence: the plain one (every option, O(n) per
//! heap for games that split) and the sparse-space one of Winning Ways ch. 4,
//! "rare values": a bit mask `M` splits values into the *rare* class
//! (`popcount(v & M)` even, which holds 0) and the *common* class. A split
//! `a + b` gives a common value only when exactly one of `G(a)`, `G(b)` is
//! rare, so the common options are enumerated through the few rare positions;
//! only the rare values below the least missing common value must be searched
//! for among pairs of common positions, and that search stops as soon as they
//! have all been seen. The mask is re-chosen (to the one with fewest rare
//! positions) every time the number of heaps doubles.
//!
//! Periodicity (Guy–Smith): for a game with finitely many digits, the last at
//! `t`, leaving at most two heaps, if `G(n + p) = G(n)` for all
//! `n0 ≤ n < 2·n0 + p + t` then `G` is periodic from `n0` on. (With three-heap
//! splits the range is `n0 ≤ n < 3·n0 + 2p + t`; with one-heap moves only,
//! `n0 ≤ n < n0 + t`. We check one more value than the theorem asks.) Grundy's
//! game, whose rule forbids equal halves, has no such theorem: its sequence is
//! computed but never declared periodic.
//!
//! Invariants: both algorithms give the same sequence (tested); values are
//! stored in the narrowest type that holds them (`u8`, widened to `u16` when a
//! value reaches 256); nothing here does I/O.
//!
//! The modules, one story each:
//! - `game`: the rules: [`OctalGame`] read from a code (`0.77`, `4.7`, hex),
//!   a name (`kayles`, `dawson`, `grundy`) or `sub:1,3,4`; [`HeapsPosition`].
//! - `solver`: [`Solver`], its configuration and the run loop: blocks of
//!   heaps, stop flag, progress, widening `u8` to `u16`, one method per heap.
//! - `period`: period search (a Z-function over the tail, at checkpoints,
//!   possibly on another thread, and at the limit) and the Guy–Smith proof.
//! - `plain`: the plain method (every option) and the byte marks both use.
//! - `sparse`: the sparse-space state (mask, rare list) and its byte-table
//!   path for values of 512 and above.
//! - `sparse_bits`: the sparse-space path for values below 512, with bit sets:
//!   rare-part pairs per split sum, needed rare values, common-pair scans.
//! - `pipeline`: the helper thread that computes rare-part pairs ahead of the
//!   main thread, and the buffers they share.
//! - `values`: the stored value types (`u8`, `u16`) and the span of values.
//! - `simd`: the vector kernels (hand-written AVX-512; portable ones under
//!   `pulp`'s AVX2 and NEON tokens), reached only through `Kernels`, whose
//!   methods check what each kernel relies on or run the scalar loop; the
//!   solver's [`Simd`] level caps them.
//!
//! Unsafe code lives in `simd` (the kernels), `pipeline` (the buffers shared
//! with the helper thread) and `sparse_bits` (two unchecked loads in the scalar
//! pair loops, which rely on the rare lists being ascending positions `≥ 1`,
//! as every rare list of this module is).
#![warn(clippy::missing_safety_doc)]

mod game;
mod period;
mod pipeline;
mod plain;
mod simd;
mod solver;
mod sparse;
mod sparse_bits;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_kernels;
mod values;

pub use game::{GameParseError, HeapsPosition, OctalGame};
pub use solver::{Config, Method, Periodicity, Report, Simd, Solver, StopReason};
