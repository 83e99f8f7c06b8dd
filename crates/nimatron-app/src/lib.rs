//! nimatron's application layer: what a user can do, as plain data, for every
//! front end (the CLI, the web page, Python), after rust-analyzer's `ide`
//! crate. Front ends parse, call this crate and render; they never downcast
//! a position, match on a ruleset's kind, or derive a move from text.
//!
//! - `catalogue`: the rulesets as front ends list them (help, tabs);
//! - [`Match`] (`game`): play over any position of the catalogue;
//! - `mcgs`: MCGS's test files run (its games, move names, engine policy);
//! - `solve`: who wins a sum ([`solve::Solver`]), split, job, merge;
//! - [`Picture`] (`picture`): how a position is drawn, for the terminal, SVG
//!   and notebooks;
//! - [`Script`] (`script`): how a program splits into statements and runs,
//!   for `nimatron run`, `/api/eval` and Python;
//! - `play`: the engines under a match (the opponent's levels, Nim by
//!   Bouton, partizan values, impartial and misère searches, take-and-break
//!   sums by misère quotients), and values in words for hints.

#![deny(missing_docs)]

pub mod catalogue;
pub mod game;
pub mod mcgs;
pub mod picture;
pub mod play;
pub mod script;
pub mod solve;

pub use game::{Mark, Match, MatchError, MatchOptions, MoveInfo, Plan, PlanTurn, Played};
pub use nimatron::short::Outcome;
pub use nimatron::Player;
pub use picture::Picture;
pub use play::{Lcg, Level};
pub use script::{Ran, Script, ScriptError};
