//! nimatron: exact combinatorial game theory.
//!
//! Layers, bottom up: [`numbers`] (exact arithmetic), [`short`] (canonical short
//! games in a hash-consed store), [`thermo`] (thermographs, temperature, mean,
//! cooling and heating), [`algebra`] (CGSuite's operations on game forms:
//! compound sums, products, incentives, uptimals, atomic weights), [`impartial`] (Sprague–Grundy theory: Nim, mex search,
//! octal games), [`rulesets`] (partizan positions and their solver), [`lang`]
//! (the expression language every front end uses). Nothing in this crate does I/O.

#![deny(missing_docs)]
// Unsafe code (listed in ARCHITECTURE.md, "Unsafe") says why each block is
// sound, and an unsafe fn's body marks its own unsafe operations.
#![deny(unsafe_op_in_unsafe_fn)]
#![warn(clippy::undocumented_unsafe_blocks)]

pub mod algebra;
pub mod flat;
pub mod huge_pages;
pub mod impartial;
pub mod lang;
pub mod limits;
pub mod loopy;
pub mod numbers;
pub mod player;
pub mod position;
pub mod rulesets;
pub mod short;
pub mod solve;
pub mod thermo;
pub mod type_map;

pub use player::Player;
