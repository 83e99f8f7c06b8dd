//! Misère quotients of take-and-break games (Plambeck, "Taming the wild in
//! impartial combinatorial games", INTEGERS 5 (2005); Plambeck and Siegel,
//! "Misère quotients for impartial games", JCTA 115 (2008)): the sums of
//! heaps `0..=n` of a game modulo indistinguishability (`G ≡ H` when `G + X`
//! and `H + X` have the same misère outcome for every sum `X`) form a finite
//! commutative monoid `Q` with a P-portion `P`; a sum is a misère P-position
//! exactly when its element is in `P`. Computed heap by heap, as Siegel's
//! MisereSolver does, with every answer verified exactly.
//!
//! The modules, one story each:
//! - `bits`: fixed-size bit sets (P-portions, the sets `x⁻¹P`).
//! - `walk`: sums of heaps in increasing order with pruning (an odometer).
//! - `monoid`: a finite commutative monoid as a flat multiplication table.
//! - `verify`: the exact check of a candidate (P-failures by bit sets,
//!   N-failures by a walk over sums keeping antichains of least states).
//! - `candidate`: candidates as products with free cyclic monoids, their
//!   P-portions marked from least sums, reduced by partition refinement.
//! - `expand`: growing the quotient when a heap fits no old element, with
//!   recalibration on the least failing sum.
//! - `solver`: the heap-by-heap loop, conservative extensions (mex
//!   interpolation), records of time and memory per heap.
//! - `quotient`: the result: generators, normal forms, presentation,
//!   P-portion, heap elements, a proved period.
//! - `play`: outcomes and every winning move of sums of heaps, from a
//!   quotient.
//!
//! Invariant: a quotient is only accepted once verified exactly (the
//! candidates' construction is a heuristic that affects time, not answers);
//! nothing here does I/O or recurses on the input.

mod bits;
mod candidate;
mod expand;
mod monoid;
mod play;
mod quotient;
mod solver;
mod verify;
mod walk;

pub use bits::Bits;
pub use expand::Failure;
pub use monoid::{Monoid, MAX_ORDER};
pub use play::{
    ClassAnalysis, MisereMove, MoveClass, PlayError, SumAnalysis, MAX_THREE_HEAP_MOVES,
};
pub use quotient::{generator_name, word_text, MisereQuotient};
pub use solver::{HeapRecord, QuotientConfig, QuotientSolver, Step};
pub use walk::Word;
