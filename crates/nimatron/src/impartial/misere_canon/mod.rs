//! Misère canonical forms of impartial games (Conway, On Numbers and Games,
//! ch. 12), in CGSuite's notation (`*[2]`, `*[2#]`, `*[2[2]321]`): every
//! impartial game equals, in misère play, exactly one game without reversible
//! options; sums of forms; Conway's genus from a form; the misère outcome of
//! partizan positions by search.
//!
//! - `store`: canonical forms built bottom-up by Conway's simplification,
//!   hash-consed, in CGSuite's canonical order; sums.
//! - `print`: CGSuite's notation, with its `X[i]` parts (sums with nim heaps);
//!   `read`: the same notation read back.
//! - `form`: a form as a value independent of any store (equal games, equal
//!   values), its genus and values.
//! - `tame`: Conway's tame, restive and restless games (CGSuite's phyla).
//! - `search`: forms of positions of impartial rulesets and of option lists;
//!   misère outcomes of partizan positions.

mod form;
mod print;
mod read;
mod search;
mod store;
mod tame;

pub use form::MisereForm;
pub use read::{read as read_form, ReadError};
pub use search::{
    form_of_position, form_of_spec, nim_form, partizan_misere_outcome, Spec, MAX_NIM_HEAP,
};
pub use store::MisereStore;
pub use tame::{heap_phyla, Phylum};
