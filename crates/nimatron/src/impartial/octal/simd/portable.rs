//! The portable kernels: plain Rust written for the vectoriser (fixed-size
//! lanes, no gathers), compiled under each `pulp` token (AVX2, NEON).
//!
//! Every function here is safe and `#[inline(always)]`: it runs with the
//! features of the token whose `vectorize` calls it (see `super::Kernels`),
//! and as ordinary scalar code anywhere else, with the same results.

use super::super::sparse_bits::{scan_pairs_bits, Bits, SmallRare};
use super::super::values::Val;

/// Split sums per accumulator chunk of [`pair_block`]: 16 lanes of `u64`
/// are four AVX2 registers (eight NEON ones) per word of values.
const LANES: usize = 16;

/// The rare-part pair bits of the 64 split sums `base + j`, for values below
/// 128 (`words ≤ 2`), from the pairs with both parts below `g.len()`: what
/// the AVX-512 block kernel computes (lane `j` is split sum `base + j`;
/// `lo[j]` values 0..64, `hi[j]` values 64..128), 16 sums at a time with the
/// accumulators in registers. For each rare `r`, the 16 values
/// `G(base + j - r)` are one contiguous load; the rare positions whose lanes
/// are not all valid (near `base`, near `base - cut`, or the excluded equal
/// pair of `unequal` games) are added lane by lane.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
pub(super) fn pair_block(
    g: &[u8],
    base: usize,
    unequal: bool,
    rare: &[u32],
    rare_vals: &[u16],
    words: usize,
    lo: &mut [u64; 64],
    hi: &mut [u64; 64],
) {
    debug_assert!(words <= 2 && rare.len() == rare_vals.len());
    let cut = g.len();
    for c in 0..64 / LANES {
        // The chunk's first split sum. Lane j (sum b0 + j) reads
        // G(b0 + j - r): valid for r < b0 + j and b0 + j - r < cut. All 16
        // lanes: b0 + 15 - cut < r < b0.
        let b0 = base + LANES * c;
        let first = rare.partition_point(|&r| r as usize + cut < b0 + LANES);
        let last = rare.partition_point(|&r| (r as usize) < b0).max(first);
        // Unequal games skip the pair r = m / 2: r in [b0 / 2, (b0 + 15) / 2].
        let (s0, s1) = if unequal {
            let s0 = rare.partition_point(|&r| 2 * (r as usize) < b0);
            let s1 = rare.partition_point(|&r| 2 * (r as usize) < b0 + LANES);
            (s0.clamp(first, last), s1.clamp(first, last))
        } else {
            (last, last)
        };
        let (mut acc_lo, mut acc_hi) = ([0u64; LANES], [0u64; LANES]);
        for range in [first..s0, s1..last] {
            for (&r, &gr) in rare[range.clone()].iter().zip(&rare_vals[range]) {
                let at = b0 - r as usize;
                let w: &[u8; LANES] = g[at..at + LANES].try_into().expect("16 lanes");
                let gr = gr as u8;
                if words == 1 {
                    for j in 0..LANES {
                        acc_lo[j] |= 1u64 << ((w[j] ^ gr) & 63);
                    }
                } else {
                    for j in 0..LANES {
                        // x < 128. Written as shifts that give 0 past 63,
                        // as `vpsllvq` (and NEON's `ushl`) do: no masks.
                        let x = (w[j] ^ gr) as u64;
                        acc_lo[j] |= if x < 64 { 1u64 << x } else { 0 };
                        let y = x.wrapping_sub(64);
                        acc_hi[j] |= if y < 64 { 1u64 << y } else { 0 };
                    }
                }
            }
        }
        // The rest, lane by lane: rare r with some lane valid, outside the
        // fast ranges (or the skipped pairs of unequal games).
        let lo_r = rare.partition_point(|&r| r as usize + cut <= b0);
        let hi_r = rare.partition_point(|&r| (r as usize) < b0 + LANES - 1);
        for i in (lo_r..hi_r).filter(|&i| i < first || (s0..s1).contains(&i) || i >= last) {
            let (r, gr) = (rare[i] as usize, rare_vals[i] as u8);
            for (j, (l, h)) in acc_lo.iter_mut().zip(&mut acc_hi).enumerate() {
                let m = b0 + j;
                if r >= m || m - r >= cut || (unequal && 2 * r == m) {
                    continue;
                }
                let x = g[m - r] ^ gr;
                let bit = 1u64 << (x & 63);
                if x < 64 {
                    *l |= bit;
                } else if words > 1 {
                    *h |= bit;
                }
            }
        }
        lo[LANES * c..LANES * (c + 1)].copy_from_slice(&acc_lo);
        hi[LANES * c..LANES * (c + 1)].copy_from_slice(&acc_hi);
    }
}

/// Needed values up to this many are compared with the pair lanes directly;
/// more, and a block is scanned by the scalar loop.
const FEW: u32 = 8;

/// Pairs per step of [`scan_bits`].
const STEP: usize = 32;

/// The needed values (at most [`FEW`]), as lane values; unused entries
/// repeat the first (comparing twice changes nothing).
#[inline(always)]
fn needed<T: Val>(need: &Bits) -> [T; FEW as usize] {
    let mut out = [T::default(); FEW as usize];
    let mut k = 0;
    for (w, &word) in need.iter().enumerate() {
        let mut word = word;
        while word != 0 && k < FEW as usize {
            out[k] = T::from_u32(64 * w as u32 + word.trailing_zeros());
            word &= word - 1;
            k += 1;
        }
    }
    for i in k.max(1)..FEW as usize {
        out[i] = out[0];
    }
    out
}

/// Scans pairs `(a, m - a)`, `a` in `lo..=hi`, for the values (below 512)
/// still set in `need`, clearing those found; returns how many are left:
/// what [`scan_pairs_bits`] does, 32 pairs per step. With few values
/// needed, each step compares the 32 lane values `G(a) ⊕ G(m - a)` with each
/// needed value (no table look-up, which would be a gather); a step with a
/// hit, or with many values needed, is settled by the scalar loop.
#[inline(always)]
pub(super) fn scan_bits<T: Val>(
    g: &[T],
    m: usize,
    lo: usize,
    hi: usize,
    need: &mut Bits,
    mut left: u32,
) -> u32 {
    let mut a = lo;
    let mut list = needed::<T>(need);
    while left > 0 && a + STEP <= hi + 1 {
        if left > FEW {
            left = scan_pairs_bits(g, m, a, a + STEP - 1, need, left);
            list = needed::<T>(need);
            a += STEP;
            continue;
        }
        let xs: &[T; STEP] = g[a..a + STEP].try_into().expect("32 lanes");
        let ys: &[T; STEP] = g[m + 1 - a - STEP..=m - a].try_into().expect("32 lanes");
        let mut x = [T::default(); STEP];
        for i in 0..STEP {
            x[i] = xs[i] ^ ys[STEP - 1 - i];
        }
        let mut hit = 0u8;
        for &v in &list {
            for &xi in &x {
                hit |= (xi == v) as u8;
            }
        }
        if hit != 0 {
            left = scan_pairs_bits(g, m, a, a + STEP - 1, need, left);
            list = needed::<T>(need);
        }
        a += STEP;
    }
    if left > 0 && a <= hi {
        left = scan_pairs_bits(g, m, a, hi, need, left);
    }
    left
}

/// The rare-part pair bits `(values 0..64, values 64..128)` of the split
/// sum `m` (`64 ≤ m ≤ g.len()`) over the rare positions below 64 (`small`),
/// for values below 128 (`words ≤ 2`): what the AVX-512 permutation kernel
/// computes, one rare position at a time (there are few).
#[inline(always)]
pub(super) fn small_pairs<T: Val>(
    g: &[T],
    m: usize,
    unequal: bool,
    small: &SmallRare,
    words: usize,
) -> (u64, u64) {
    let w = &g[m - 64..m];
    let (mut lo, mut hi) = (0u64, 0u64);
    for (&i, &v) in small.idx[..small.count]
        .iter()
        .zip(&small.vals[..small.count])
    {
        // idx = 64 - r, so w[idx] = G(m - r).
        if unequal && 2 * (64 - i as usize) == m {
            continue;
        }
        let x = w[i as usize].get() ^ v as u32;
        let bit = 1u64 << (x & 63);
        if x < 64 {
            lo |= bit;
        } else if words > 1 {
            hi |= bit;
        }
    }
    (lo, hi)
}
