//! The stored value types (`u8`, `u16`) and, for each, whether a scan runs
//! as a vector kernel (when the solver's [`Kernels`] have it) or as its
//! scalar loop. No unsafe code: the kernels are reached through `Kernels`.

use super::simd::Kernels;
use super::sparse::scan_pairs;
use super::sparse_bits::{scan_pairs_bits, Bits, PairBlock, SmallRare};

/// A value type of the stored sequence.
pub(super) trait Val: Copy + Default + Eq + Send + Sync + 'static {
    const MAX: u32;
    fn get(self) -> u32;
    fn from_u32(v: u32) -> Self;
    /// Scans pairs `(a, m - a)`, `a` in `lo..=hi`, for the values still marked
    /// in `need` (and, below 512, in the bit table `bits`); returns how many
    /// are left.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn scan(
        k: Kernels,
        g: &[Self],
        m: usize,
        lo: usize,
        hi: usize,
        need: &mut [u8],
        bits: &mut [u8; 64],
        left: usize,
        _span: u32,
    ) -> usize {
        let _ = (k, bits);
        scan_pairs(g, m, lo, hi, need, left)
    }
    /// Scans pairs `(a, m - a)`, `a` in `lo..=hi`, for the values still set
    /// in `need` (all values below 512); returns how many are left.
    #[inline(always)]
    fn scan_bits(
        k: Kernels,
        g: &[Self],
        m: usize,
        lo: usize,
        hi: usize,
        need: &mut Bits,
        left: u32,
    ) -> u32 {
        let _ = k;
        scan_pairs_bits(g, m, lo, hi, need, left)
    }
    /// Whether [`Val::pair_block`] and [`Val::small_pairs`] have kernels
    /// here (for values below 128).
    #[inline(always)]
    fn has_pair_block(k: Kernels) -> bool {
        let _ = k;
        false
    }
    /// Fills `block` with the rare-part pair bits of the 64 split sums from
    /// `base` (pairs below the cut `g.len()`), where a vector kernel exists
    /// for this value type and span; false otherwise.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn pair_block(
        k: Kernels,
        g: &[Self],
        base: usize,
        unequal: bool,
        rare: &[u32],
        rare_vals: &[u16],
        words: usize,
        block: &mut PairBlock,
    ) -> bool {
        let _ = (k, g, base, unequal, rare, rare_vals, words, block);
        false
    }
    /// The rare-part pair bits `(values 0..64, values 64..128)` of the split
    /// sum `m ≥ 64` over the rare positions below 64 (`small`), for values
    /// below 128; only called where [`Val::has_pair_block`] holds.
    #[inline(always)]
    fn small_pairs(
        k: Kernels,
        g: &[Self],
        m: usize,
        unequal: bool,
        small: &SmallRare,
        words: usize,
    ) -> (u64, u64) {
        let _ = (k, g, m, unequal, small, words);
        unreachable!("no small-pairs kernel for this value type")
    }
}

impl Val for u8 {
    const MAX: u32 = u8::MAX as u32;
    #[inline(always)]
    fn scan(
        k: Kernels,
        g: &[u8],
        m: usize,
        lo: usize,
        hi: usize,
        need: &mut [u8],
        bits: &mut [u8; 64],
        left: usize,
        _span: u32,
    ) -> usize {
        if let Some(left) = k.scan_u8(g, m, lo, hi, need, bits, left) {
            return left;
        }
        scan_pairs(g, m, lo, hi, need, left)
    }
    #[inline(always)]
    fn scan_bits(
        k: Kernels,
        g: &[u8],
        m: usize,
        lo: usize,
        hi: usize,
        need: &mut Bits,
        left: u32,
    ) -> u32 {
        if let Some(left) = k.scan_bits_u8(g, m, lo, hi, need, left) {
            return left;
        }
        scan_pairs_bits(g, m, lo, hi, need, left)
    }
    #[inline(always)]
    fn has_pair_block(k: Kernels) -> bool {
        k.vbmi()
    }
    #[inline(always)]
    fn small_pairs(
        k: Kernels,
        g: &[u8],
        m: usize,
        unequal: bool,
        small: &SmallRare,
        words: usize,
    ) -> (u64, u64) {
        match k.small_pairs_u8(g, m, unequal, &small.idx, &small.vals, small.count, words) {
            Some(bits) => bits,
            None => unreachable!("small pairs without the kernel (see has_pair_block)"),
        }
    }
    #[inline(always)]
    fn pair_block(
        k: Kernels,
        g: &[u8],
        base: usize,
        unequal: bool,
        rare: &[u32],
        rare_vals: &[u16],
        words: usize,
        block: &mut PairBlock,
    ) -> bool {
        k.pair_block_u8(
            g,
            base,
            unequal,
            rare,
            rare_vals,
            words,
            &mut block.lo,
            &mut block.hi,
        )
    }
    #[inline(always)]
    fn get(self) -> u32 {
        self as u32
    }
    #[inline(always)]
    fn from_u32(v: u32) -> Self {
        v as u8
    }
}

impl Val for u16 {
    const MAX: u32 = u16::MAX as u32;
    #[inline(always)]
    fn scan(
        k: Kernels,
        g: &[u16],
        m: usize,
        lo: usize,
        hi: usize,
        need: &mut [u8],
        bits: &mut [u8; 64],
        left: usize,
        span: u32,
    ) -> usize {
        // The kernel's table `bits` holds the values below 512 only.
        if span <= 512 {
            if let Some(left) = k.scan_u16(g, m, lo, hi, need, bits, left) {
                return left;
            }
        }
        scan_pairs(g, m, lo, hi, need, left)
    }
    #[inline(always)]
    fn scan_bits(
        k: Kernels,
        g: &[u16],
        m: usize,
        lo: usize,
        hi: usize,
        need: &mut Bits,
        left: u32,
    ) -> u32 {
        if let Some(left) = k.scan_bits_u16(g, m, lo, hi, need, left) {
            return left;
        }
        scan_pairs_bits(g, m, lo, hi, need, left)
    }
    #[inline(always)]
    fn get(self) -> u32 {
        self as u32
    }
    #[inline(always)]
    fn from_u32(v: u32) -> Self {
        v as u16
    }
}

/// Smallest power of two above `max` (the values' XOR closure bound).
#[inline]
pub(super) fn value_span(max: u32) -> u32 {
    (max + 1).next_power_of_two().max(64)
}
