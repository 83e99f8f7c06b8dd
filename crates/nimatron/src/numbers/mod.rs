//! Exact numbers: rationals (dyadic ones, the numbers of short games, on a fast
//! path), nimbers, ordinals (birthdays), and surreal numbers in Conway normal form.
//! Pure arithmetic; knows nothing of games, input or output.

mod nimber;
mod ordinal;
mod rational;
pub mod signexp;
mod surreal;

pub use nimber::{nim_add, nim_inv, nim_mul, nim_pow, Nimber};
pub use ordinal::Ordinal;
pub use rational::Rational;
pub use surreal::{Surreal, SurrealError};
