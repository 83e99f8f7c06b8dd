//! Canonical short games: the hash-consed [`GameStore`], sums, negation, the
//! partial order, outcome classes, birthdays, stops, and CGSuite notation output.

mod enumerate;
mod pair_cache;
mod print;
mod store;

pub use store::{Game, GameStore, Nus, Outcome};
