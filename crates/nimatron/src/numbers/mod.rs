//! Exact numbers: rationals (dyadic ones, the numbers of short games, on a fast
//! path), nimbers, ordinals (birthdays), and surreal numbers in Conway normal form.
//! Pure arithmetic; knows nothing of games, input or output.

mod nimber;
mod ordinal;
mod ordinal_nim;
mod rational;
pub mod signexp;
mod surreal;

pub use nimber::{mex, nim_add, nim_inv, nim_mul, nim_pow, Nimber};
pub use ordinal::Ordinal;
pub use ordinal_nim::{
    ordinal_nim_add, ordinal_nim_mul, ordinal_nim_pow, ordinal_to_surreal, surreal_to_ordinal,
    OrdinalNimError, NIM_PRIMES,
};
pub use rational::Rational;
pub use surreal::{Surreal, SurrealError};
