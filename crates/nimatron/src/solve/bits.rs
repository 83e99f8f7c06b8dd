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
    /// Whether the set is empty.
    #[inline]
    fn is_empty(self) -> bool {
        self == Self::ZERO
    }
    /// The word with its bits in reverse order.
    fn reversed(self) -> Self;
    /// The low 64 bits.
    fn lo64(self) -> u64;
    /// The high 64 bits (0 for `u64`).
    fn hi64(self) -> u64;
    /// As a `u128`.
    fn to_u128(self) -> u128;
    /// From a `u128` (truncated to the word).
    fn from_u128(x: u128) -> Self;
}

impl Bits for u64 {
    const ZERO: Self = 0;
    const WIDTH: u32 = 64;
    #[inline]
    fn bit(i: u32) -> Self {
        1u64 << i
    }
    #[inline]
    fn low(n: u32) -> Self {
        if n >= 64 {
            u64::MAX
        } else {
            (1u64 << n) - 1
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
    fn reversed(self) -> Self {
        self.reverse_bits()
    }
    #[inline]
    fn lo64(self) -> u64 {
        self
    }
    #[inline]
    fn hi64(self) -> u64 {
        0
    }
    #[inline]
    fn to_u128(self) -> u128 {
        self as u128
    }
    #[inline]
    fn from_u128(x: u128) -> Self {
        x as u64
    }
}

impl Bits for u128 {
    const ZERO: Self = 0;
    const WIDTH: u32 = 128;
    #[inline]
    fn bit(i: u32) -> Self {
        1u128 << i
    }
    #[inline]
    fn low(n: u32) -> Self {
        if n >= 128 {
            u128::MAX
        } else {
            (1u128 << n) - 1
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
    fn reversed(self) -> Self {
        self.reverse_bits()
    }
    #[inline]
    fn lo64(self) -> u64 {
        self as u64
    }
    #[inline]
    fn hi64(self) -> u64 {
        (self >> 64) as u64
    }
    #[inline]
    fn to_u128(self) -> u128 {
        self
    }
    #[inline]
    fn from_u128(x: u128) -> Self {
        x
    }
}
