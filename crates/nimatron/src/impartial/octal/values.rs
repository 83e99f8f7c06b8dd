//! The stored value types, `u8` and `u16` ([`Val`]), and the span of values
//! (the bound of their XOR closure).

/// A value type of the stored sequence.
pub(super) trait Val:
    Copy + Default + Eq + Send + Sync + 'static + std::ops::BitXor<Output = Self>
{
    const MAX: u32;
    fn get(self) -> u32;
    fn from_u32(v: u32) -> Self;
    /// The values as bytes when this type is `u8` (for the 8-bit kernels).
    fn bytes(g: &[Self]) -> Option<&[u8]>;
    /// The values as 16-bit words when this type is `u16` (for the 16-bit
    /// kernels, x86-64 only).
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
    fn words(g: &[Self]) -> Option<&[u16]>;
}

impl Val for u8 {
    const MAX: u32 = u8::MAX as u32;
    #[inline(always)]
    fn get(self) -> u32 {
        self as u32
    }
    #[inline(always)]
    fn from_u32(v: u32) -> Self {
        v as u8
    }
    #[inline(always)]
    fn bytes(g: &[u8]) -> Option<&[u8]> {
        Some(g)
    }
    #[inline(always)]
    fn words(_: &[u8]) -> Option<&[u16]> {
        None
    }
}

impl Val for u16 {
    const MAX: u32 = u16::MAX as u32;
    #[inline(always)]
    fn get(self) -> u32 {
        self as u32
    }
    #[inline(always)]
    fn from_u32(v: u32) -> Self {
        v as u16
    }
    #[inline(always)]
    fn bytes(_: &[u16]) -> Option<&[u8]> {
        None
    }
    #[inline(always)]
    fn words(g: &[u16]) -> Option<&[u16]> {
        Some(g)
    }
}

/// Smallest power of two above `max` (the values' XOR closure bound).
#[inline]
pub(super) fn value_span(max: u32) -> u32 {
    (max + 1).next_power_of_two().max(64)
}
