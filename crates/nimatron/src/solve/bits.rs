//! Bit sets of board cells: `u64` for boards of up to 64 cells, `u128` up to
//! 128; the Domineering search is generic over both.

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Shl, Shr};

/// A set of cells, one bit each.
pub trait Bits:
    Copy
    + Eq
    + Ord
    + Hash
    + Debug
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
    + BitAndAssign
    + BitOrAssign
{
    /// The empty set.
    const ZERO: Self;
    /// Bits in the word.
    const WIDTH: u32;
    /// The set `{i}`.
    fn bit(i: u32) -> Self;
    /// The cells `0..n`.
    fn low(n: u32) -> Self;
    /// Number of cells.
    fn ones(self) -> u32;
    /// The lowest cell (undefined for the empty set).
    fn lowest(self) -> u32;
    /// The highest cell (undefined for the empty set).
    fn highest(self) -> u32;
    /// Whether the set is empty.
    #[inline]
    fn is_empty(self) -> bool {
        self == Self::ZERO
    }
    /// The word with its bits in reverse order.
    fn reversed(self) -> Self;
    /// The word with its bytes in reverse order.
    fn swapped_bytes(self) -> Self;
    /// The low 64 bits.
    fn lo64(self) -> u64;
    /// The high 64 bits (0 for `u64`).
    fn hi64(self) -> u64;
    /// As a `u128`.
    fn to_u128(self) -> u128;
    /// From a `u128` (truncated to the word).
    fn from_u128(x: u128) -> Self;
}

/// `Bits` for an unsigned word: `$hi` gives its high 64 bits.
macro_rules! bits_for {
    ($t:ty, $hi:expr) => {
        impl Bits for $t {
            const ZERO: Self = 0;
            const WIDTH: u32 = <$t>::BITS;
            #[inline]
            fn bit(i: u32) -> Self {
                1 << i
            }
            #[inline]
            fn low(n: u32) -> Self {
                if n >= Self::WIDTH {
                    <$t>::MAX
                } else {
                    (1 << n) - 1
                }
            }
            #[inline]
            fn ones(self) -> u32 {
                self.count_ones()
            }
            #[inline]
            fn lowest(self) -> u32 {
                self.trailing_zeros()
            }
            #[inline]
            fn highest(self) -> u32 {
                Self::BITS - 1 - self.leading_zeros()
            }
            #[inline]
            fn reversed(self) -> Self {
                self.reverse_bits()
            }
            #[inline]
            fn swapped_bytes(self) -> Self {
                self.swap_bytes()
            }
            #[inline]
            fn lo64(self) -> u64 {
                self as u64
            }
            #[inline]
            fn hi64(self) -> u64 {
                let hi: fn($t) -> u64 = $hi;
                hi(self)
            }
            #[inline]
            fn to_u128(self) -> u128 {
                self as u128
            }
            #[inline]
            fn from_u128(x: u128) -> Self {
                x as $t
            }
        }
    };
}

bits_for!(u64, |_| 0);
bits_for!(u128, |x| (x >> 64) as u64);
