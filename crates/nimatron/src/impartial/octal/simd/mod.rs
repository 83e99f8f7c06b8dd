//! The vector kernels and their dispatch: scans of pairs for needed values,
//! and rare-part pair bits 64 split sums at a time, per instruction set.
//!
//! Two kinds, chosen at run time by [`Kernels`] under the solver's cap:
//! - `avx512`: hand-written AVX-512 kernels (x86-64), each an `unsafe fn`
//!   (it needs CPU features and relies on bounds) that only a [`Kernels`]
//!   method calls, after checking what the kernel relies on;
//! - `portable`: safe Rust written for the vectoriser, run under a `pulp`
//!   token (x86-64-v3 = AVX2, or aarch64 NEON) whose existence proves the
//!   CPU's features; the same source serves both instruction sets.
//!
//! Where the value type, the configuration or the CPU rules a kernel out,
//! the method runs the scalar loop instead.

#[cfg(target_arch = "x86_64")]
mod avx2;
mod portable;

use super::solver::Simd;
use super::sparse::scan_pairs;
use super::sparse_bits::{scan_pairs_bits, Bits, PairBlock, SmallRare};
use super::values::Val;

/// The x86-64-v3 token (AVX2, BMI1, BMI2, FMA, LZCNT, POPCNT ...): its
/// existence proves the CPU has them.
#[cfg(target_arch = "x86_64")]
type V3 = pulp::x86::V3;
/// No x86-64-v3 token off x86-64.
#[cfg(not(target_arch = "x86_64"))]
#[derive(Copy, Clone, Debug)]
enum V3 {}

/// The NEON token (aarch64): its existence proves the CPU has NEON.
#[cfg(target_arch = "aarch64")]
type Neon = pulp::aarch64::Neon;
/// No NEON token off aarch64.
#[cfg(not(target_arch = "aarch64"))]
#[derive(Copy, Clone, Debug)]
enum Neon {}

/// The vector kernels a solver may use: those its configuration allows
/// and the CPU has. A flag or token is set only by [`Kernels::new`] after
/// run-time detection, so it proves the CPU's features.
#[derive(Copy, Clone, Debug)]
pub(super) struct Kernels {
    /// AVX-512 F and BW: the 16-bit scans.
    bw: bool,
    /// AVX-512 F, BW and VBMI: the 8-bit scans and pair bits.
    vbmi: bool,
    /// x86-64-v3 (AVX2 ...): the portable kernels where no AVX-512 kernel
    /// runs.
    avx2: Option<V3>,
    /// NEON (aarch64): the portable kernels.
    neon: Option<Neon>,
}

impl PartialEq for Kernels {
    fn eq(&self, other: &Kernels) -> bool {
        (self.bw, self.vbmi, self.avx2.is_some(), self.neon.is_some())
            == (
                other.bw,
                other.vbmi,
                other.avx2.is_some(),
                other.neon.is_some(),
            )
    }
}

impl Eq for Kernels {}

/// Whether every pair `(a, m - a)` with `a` in `lo..=hi` lies in a slice of
/// `len` values (true when there is no pair): what the scans rely on.
#[inline(always)]
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
fn pairs_within(len: usize, m: usize, lo: usize, hi: usize) -> bool {
    lo > hi || (hi <= m && hi < len && m - lo < len)
}

impl Kernels {
    /// Scalar loops only.
    pub(super) const SCALAR: Kernels = Kernels {
        bw: false,
        vbmi: false,
        avx2: None,
        neon: None,
    };

    /// The kernels that `simd` allows on this CPU.
    pub(super) fn new(simd: Simd) -> Kernels {
        let cpu = Kernels::detect();
        match simd {
            Simd::Scalar => Kernels::SCALAR,
            Simd::Auto | Simd::Avx512 => Kernels { neon: None, ..cpu },
            Simd::Avx2 => Kernels {
                avx2: cpu.avx2,
                ..Kernels::SCALAR
            },
            Simd::Neon => Kernels {
                neon: cpu.neon,
                ..Kernels::SCALAR
            },
        }
        .or_neon(simd == Simd::Auto, cpu)
    }

    /// `self`, with NEON where `auto` and the CPU has it.
    fn or_neon(self, auto: bool, cpu: Kernels) -> Kernels {
        Kernels {
            neon: self.neon.or(cpu.neon.filter(|_| auto)),
            ..self
        }
    }

    /// Everything this CPU has.
    #[cfg(target_arch = "x86_64")]
    fn detect() -> Kernels {
        let bw = is_x86_feature_detected!("avx512f") && is_x86_feature_detected!("avx512bw");
        Kernels {
            bw,
            vbmi: bw && is_x86_feature_detected!("avx512vbmi"),
            avx2: V3::try_new(),
            neon: None,
        }
    }

    /// Everything this CPU has.
    #[cfg(target_arch = "aarch64")]
    fn detect() -> Kernels {
        Kernels {
            neon: Neon::try_new(),
            ..Kernels::SCALAR
        }
    }

    /// Everything this CPU has: no kernel here.
    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
    fn detect() -> Kernels {
        Kernels::SCALAR
    }

    /// The kernels in use, by name: the best of them.
    pub(super) fn name(self) -> &'static str {
        if self.vbmi {
            "avx512-vbmi"
        } else if self.bw {
            "avx512-bw"
        } else if self.avx2.is_some() {
            "avx2"
        } else if self.neon.is_some() {
            "neon"
        } else {
            "scalar"
        }
    }

    /// Whether the portable kernels run (under AVX2 or NEON).
    #[cfg(test)]
    pub(super) fn portable(self) -> bool {
        self.avx2.is_some() || self.neon.is_some()
    }

    /// `f` compiled for the portable kernels' instruction set (AVX2 or
    /// NEON), if this CPU and configuration allow one; None otherwise.
    #[inline(always)]
    fn vectorized<R>(self, f: impl FnOnce() -> R) -> Option<R> {
        if let Some(v3) = self.avx2 {
            #[cfg(target_arch = "x86_64")]
            return Some(v3.vectorize(f));
            #[cfg(not(target_arch = "x86_64"))]
            match v3 {}
        }
        if let Some(neon) = self.neon {
            #[cfg(target_arch = "aarch64")]
            return Some(neon.vectorize(f));
            #[cfg(not(target_arch = "aarch64"))]
            match neon {}
        }
        None
    }

    /// Whether the 8-bit kernels run (AVX-512 VBMI).
    #[cfg(test)]
    pub(super) fn vbmi(self) -> bool {
        self.vbmi
    }

    /// Whether the 16-bit kernels run (AVX-512 BW).
    #[cfg(test)]
    pub(super) fn bw(self) -> bool {
        self.bw
    }

    /// Scans pairs `(a, m - a)`, `a` in `lo..=hi`, for the values still
    /// marked in `need` (and, below 512, in the bit table `bits`), clearing
    /// those found; returns how many are left. A kernel for 8-bit values,
    /// and for 16-bit values below 512; the scalar loop otherwise.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    pub(super) fn scan<T: Val>(
        self,
        g: &[T],
        m: usize,
        lo: usize,
        hi: usize,
        need: &mut [u8],
        bits: &mut [u8; 64],
        left: usize,
        span: u32,
    ) -> usize {
        #[cfg(target_arch = "x86_64")]
        {
            if let Some(g) = T::bytes(g).filter(|_| self.vbmi) {
                assert!(pairs_within(g.len(), m, lo, hi), "pairs outside the values");
                // SAFETY: `vbmi` is set only where the CPU has AVX-512 F, BW
                // and VBMI; every pair read lies in `g` (asserted).
                return unsafe { avx512::scan_u8(g, m, lo, hi, need, bits, left) };
            }
            // The table `bits` holds the values below 512 only.
            if let Some(g) = T::words(g).filter(|_| self.bw && span <= 512) {
                assert!(pairs_within(g.len(), m, lo, hi), "pairs outside the values");
                // SAFETY: `bw` is set only where the CPU has AVX-512 F and BW;
                // every pair read lies in `g` (asserted).
                return unsafe { avx512::scan_u16(g, m, lo, hi, need, bits, left) };
            }
        }
        let _ = (bits, span);
        scan_pairs(g, m, lo, hi, need, left)
    }

    /// Scans pairs `(a, m - a)`, `a` in `lo..=hi`, for the values still set
    /// in `need` (all values below 512), clearing those found; returns how
    /// many are left. A kernel where the CPU has one for `T`, else the
    /// scalar loop.
    #[inline(always)]
    pub(super) fn scan_bits<T: Val>(
        self,
        g: &[T],
        m: usize,
        lo: usize,
        hi: usize,
        need: &mut Bits,
        left: u32,
    ) -> u32 {
        #[cfg(target_arch = "x86_64")]
        {
            if let Some(g) = T::bytes(g).filter(|_| self.vbmi) {
                assert!(pairs_within(g.len(), m, lo, hi), "pairs outside the values");
                // SAFETY: `vbmi` is set only where the CPU has AVX-512 F, BW
                // and VBMI; every pair read lies in `g` (asserted).
                return unsafe { avx512::scan_bits_u8(g, m, lo, hi, need, left) };
            }
            if let Some(g) = T::words(g).filter(|_| self.bw) {
                assert!(pairs_within(g.len(), m, lo, hi), "pairs outside the values");
                // SAFETY: `bw` is set only where the CPU has AVX-512 F and BW;
                // every pair read lies in `g` (asserted).
                return unsafe { avx512::scan_bits_u16(g, m, lo, hi, need, left) };
            }
        }
        #[cfg(target_arch = "x86_64")]
        if let (Some(v3), Some(g)) = (self.avx2, T::bytes(g)) {
            if need[4..].iter().all(|&w| w == 0) {
                return v3.vectorize(|| avx2::scan_bits_u8(v3, g, m, lo, hi, need, left));
            }
        }
        #[cfg(target_arch = "x86_64")]
        if let (Some(v3), Some(g)) = (self.avx2, T::words(g)) {
            // Values below 512 (all of `need`): the table holds them.
            return v3.vectorize(|| avx2::scan_bits_u16(v3, g, m, lo, hi, need, left));
        }
        if let Some(left) = self.vectorized(|| portable::scan_bits(g, m, lo, hi, &mut *need, left))
        {
            return left;
        }
        scan_pairs_bits(g, m, lo, hi, need, left)
    }

    /// Whether [`Kernels::pair_block`] and [`Kernels::small_pairs`] have a
    /// kernel for `T` (8-bit values).
    #[inline(always)]
    pub(super) fn has_pair_block<T: Val>(self) -> bool {
        (self.vbmi || self.avx2.is_some() || self.neon.is_some()) && T::bytes(&[]).is_some()
    }

    /// Fills `block` with the rare-part pair bits of the 64 split sums from
    /// `base`, from the pairs with both parts below `g.len()`, for values
    /// below 128 (`words ≤ 2`); false where there is no kernel.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    pub(super) fn pair_block<T: Val>(
        self,
        g: &[T],
        base: usize,
        unequal: bool,
        rare: &[u32],
        rare_vals: &[u16],
        words: usize,
        block: &mut PairBlock,
    ) -> bool {
        #[cfg(target_arch = "x86_64")]
        if let Some(g) = T::bytes(g).filter(|_| self.vbmi && words <= 2) {
            let (lo, hi) = (&mut block.lo, &mut block.hi);
            // SAFETY: `vbmi` is set only where the CPU has AVX-512 F, BW and
            // VBMI; the kernel reads only the lanes it bounded by `g.len()`,
            // whatever `base` and `rare` hold.
            unsafe { avx512::pair_block_u8(g, base, unequal, rare, rare_vals, words, lo, hi) };
            return true;
        }
        if let Some(g) = T::bytes(g).filter(|_| words <= 2) {
            let (lo, hi) = (&mut block.lo, &mut block.hi);
            let run = || portable::pair_block(g, base, unequal, rare, rare_vals, words, lo, hi);
            if self.vectorized(run).is_some() {
                return true;
            }
        }
        let _ = (g, base, unequal, rare, rare_vals, words, block);
        false
    }

    /// The rare-part pair bits `(values 0..64, values 64..128)` of the split
    /// sum `m` (`64 ≤ m ≤ g.len()`) over the rare positions below 64
    /// (`small`), for values below 128 (`words ≤ 2`); only called where
    /// [`Kernels::has_pair_block`] holds.
    #[inline(always)]
    pub(super) fn small_pairs<T: Val>(
        self,
        g: &[T],
        m: usize,
        unequal: bool,
        small: &SmallRare,
        words: usize,
    ) -> (u64, u64) {
        #[cfg(target_arch = "x86_64")]
        if let Some(g) = T::bytes(g).filter(|_| self.vbmi) {
            assert!(m >= 64 && m <= g.len() && words <= 2);
            let (idx, vals, count) = (&small.idx, &small.vals, small.count);
            // SAFETY: `vbmi` is set only where the CPU has AVX-512 F, BW and
            // VBMI; the 64 values below `m` lie in `g` (asserted).
            return unsafe { avx512::small_pairs_u8(g, m, unequal, idx, vals, count, words) };
        }
        assert!(m >= 64 && m <= g.len() && words <= 2);
        if let Some(bits) = self.vectorized(|| portable::small_pairs(g, m, unequal, small, words)) {
            return bits;
        }
        unreachable!("small pairs without a kernel (see has_pair_block)")
    }
}

/// The kernels. Callers outside this folder go through [`Kernels`].
#[cfg(target_arch = "x86_64")]
mod avx512;
