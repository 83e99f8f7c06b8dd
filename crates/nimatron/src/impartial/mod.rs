//! Impartial games under the Sprague–Grundy theory: Nim in closed form
//! (Bouton), a generic memoised mex search, and octal take-and-break games at
//! scale (rare values, Guy–Smith periodicity).
//!
//! Invariant: closed forms and the generic search agree (cross-checked in tests);
//! nothing here does I/O.

pub(crate) mod budget;
pub mod coordinate;
pub mod graph_nim;
pub mod grundy;
pub mod misere;
pub mod misere_canon;
pub mod misere_quotient;
pub mod move_names;
pub mod nim;
pub mod octal;
pub mod spawning;
pub mod tbcode;
pub mod variants;

pub use graph_nim::GraphNim;
pub use grundy::{mex, GrundySearch, ImpartialPosition};
pub use nim::{NimMove, Play};
