//! Canonical short games: the hash-consed [`GameStore`], sums, negation, the
//! partial order, outcome classes, birthdays, stops, and CGSuite notation output.

mod enumerate;
mod pair_cache;
mod print;
mod store;
mod uptimal;

pub use store::{Game, GameStore, Nus, Outcome};
pub use uptimal::{UptimalExpansion, MAX_COEFFICIENTS};
