//! Stalks with infinite parts (`stalk("L(RL)")`, `stalk("L^omega R^omega")`),
//! read by sign expansion into surreal numbers.

use super::error::{LangError, Span};
use super::value::Value;
use crate::numbers::signexp;
use crate::short::GameStore;

/// Whether a stalk has infinite parts (`(...)` or `^`); finite stalks of L, R
/// and G are read by the Hackenbush ruleset.
pub(super) fn is_infinite_stalk(text: &str) -> bool {
    text.contains(['(', '^'])
}

/// `stalk(text)` for a stalk with infinite parts.
pub(super) fn stalk(
    store: &mut GameStore,
    text: &str,
    at: impl Fn(usize) -> Span,
) -> Result<Value, LangError> {
    signexp::from_stalk(text)
        .map(|s| Value::from_surreal(store, s))
        .map_err(|e| LangError::new(e.message, at(e.at)))
}
