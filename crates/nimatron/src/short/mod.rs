//! Canonical short games: the hash-consed [`GameStore`], sums, negation, the
//! partial order, outcome classes, birthdays, stops, and CGSuite notation output.
//!
//! - `store`: `GameStore` and its records (`Game`, `Node`, `Hot`), limits,
//!   interning of general games, inspection.
//! - `nus`: number-up-star records, their options written on demand within the
//!   limits, and recognising a number-up-star among option lists.
//! - `canonical`: `from_options`: dominated and reversible options, the
//!   simplest-number and mex shortcuts, `check_canonical`.
//! - `order`: `leq` (stop test, up/star rule, the search), `compare`, `outcome`.
//! - `arith`: negation, sums, multiples, birthdays, stops.
//! - `print`: CGSuite notation out, bounded; `enumerate`: games born by day n;
//!   `pair_cache`: the comparison cache; `op_caches`: the caches of the
//!   layers above (thermography, algebra), held by type.

mod arith;
mod canonical;
mod enumerate;
mod nus;
mod op_caches;
mod order;
mod pair_cache;
mod print;
mod store;
mod uptimal;

pub use nus::Nus;
pub(crate) use op_caches::OpCache;
pub use order::Outcome;
pub use store::{Game, GameStore};
pub use uptimal::{UptimalExpansion, MAX_COEFFICIENTS};
