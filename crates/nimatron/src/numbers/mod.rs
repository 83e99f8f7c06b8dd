//! Exact numbers: dyadic rationals (the numbers of short games) and nimbers.
//! Pure arithmetic; knows nothing of games, input or output.

mod dyadic;
mod nimber;

pub use dyadic::Dyadic;
pub use nimber::{nim_add, nim_inv, nim_mul, nim_pow, Nimber};
