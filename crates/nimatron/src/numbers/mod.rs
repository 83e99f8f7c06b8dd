//! Exact numbers: dyadic rationals (the numbers of short games).
//! Pure arithmetic; knows nothing of games, input or output.

mod dyadic;

pub use dyadic::Dyadic;
