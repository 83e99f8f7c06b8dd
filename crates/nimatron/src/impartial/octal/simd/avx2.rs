//! The AVX2 scan of 8-bit values: the needed-value look-up is a byte
//! shuffle, which the vectoriser does not find, so it is written out here.
//!
//! Safe code: `pulp`'s x86-64-v3 token proves the CPU's features, its
//! methods are the intrinsics, and the loads are checked slice casts.

use super::super::sparse_bits::{scan_pairs_bits, Bits};
use core::arch::x86_64::__m256i;
use pulp::x86::V3;

/// 32 bytes of `g` from `at`, as a vector (bounds checked).
#[inline(always)]
fn load(g: &[u8], at: usize) -> __m256i {
    let bytes: [u8; 32] = g[at..at + 32].try_into().expect("32 bytes");
    pulp::cast(bytes)
}

/// The table of needed values below 256 as two 16-byte halves, each
/// repeated in both 128-bit lanes (for `vpshufb`).
#[inline(always)]
fn tables(v3: V3, need: &Bits) -> (__m256i, __m256i) {
    let lo: [u64; 4] = [need[0], need[1], need[0], need[1]];
    let hi: [u64; 4] = [need[2], need[3], need[2], need[3]];
    let _ = v3;
    (pulp::cast(lo), pulp::cast(hi))
}

/// Scans pairs `(a, m - a)`, `a` in `lo..=hi`, for the values (below 256)
/// still set in `need`, clearing those found; returns how many are left:
/// what [`scan_pairs_bits`] does, 32 pairs per step. The byte `x >> 3` of
/// the 32-byte table comes from two `vpshufb`s (one per half, chosen by bit
/// 7 of `x`), the bit `x & 7` from a third.
#[inline(always)]
pub(super) fn scan_bits_u8(
    v3: V3,
    g: &[u8],
    m: usize,
    lo: usize,
    hi: usize,
    need: &mut Bits,
    mut left: u32,
) -> u32 {
    debug_assert!(need[4..].iter().all(|&w| w == 0), "values below 256");
    let (avx, avx2) = (v3.avx, v3.avx2);
    // Reverses the bytes of each 128-bit lane (the lanes are swapped after).
    let rev = avx._mm256_setr_epi8(
        15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6,
        5, 4, 3, 2, 1, 0,
    );
    let bitpos = avx._mm256_setr_epi8(
        1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, -128, 0, 0,
        0, 0, 0, 0, 0, 0,
    );
    let seven = avx._mm256_set1_epi8(7);
    let fifteen = avx._mm256_set1_epi8(15);
    let zero = avx._mm256_setzero_si256();
    let (mut tlo, mut thi) = tables(v3, need);
    let mut a = lo;
    while a + 32 <= hi + 1 {
        let xs = load(g, a);
        let ys = load(g, m - a - 31);
        let ys = avx2._mm256_permute4x64_epi64::<0x4e>(avx2._mm256_shuffle_epi8(ys, rev));
        let x = avx2._mm256_xor_si256(xs, ys);
        let idx = avx2._mm256_and_si256(avx2._mm256_srli_epi16::<3>(x), fifteen);
        let bytes = avx2._mm256_blendv_epi8(
            avx2._mm256_shuffle_epi8(tlo, idx),
            avx2._mm256_shuffle_epi8(thi, idx),
            x,
        );
        let bits = avx2._mm256_shuffle_epi8(bitpos, avx2._mm256_and_si256(x, seven));
        let miss = avx2._mm256_cmpeq_epi8(avx2._mm256_and_si256(bytes, bits), zero);
        let mut hits = !(avx2._mm256_movemask_epi8(miss) as u32);
        if hits != 0 {
            let lanes: [u8; 32] = pulp::cast(x);
            while hits != 0 {
                let v = lanes[hits.trailing_zeros() as usize] as u32;
                hits &= hits - 1;
                let word = &mut need[(v >> 6) as usize & 3];
                if *word >> (v & 63) & 1 != 0 {
                    *word &= !(1 << (v & 63));
                    left -= 1;
                    if left == 0 {
                        return 0;
                    }
                }
            }
            (tlo, thi) = tables(v3, need);
        }
        a += 32;
    }
    if a <= hi {
        return scan_pairs_bits(g, m, a, hi, need, left);
    }
    left
}

/// The table of needed values below 512 as four 16-byte quarters, each
/// repeated in both 128-bit lanes (for `vpshufb`).
#[inline(always)]
fn quarters(need: &Bits) -> [__m256i; 4] {
    let q = |w: usize| -> __m256i { pulp::cast([need[w], need[w + 1], need[w], need[w + 1]]) };
    [q(0), q(2), q(4), q(6)]
}

/// [`scan_bits_u8`] for 16-bit values below 512, 16 pairs per step: the
/// byte `x >> 3` of the 64-byte table from four `vpshufb`s chosen by bits 7
/// and 8 of `x`, in the low byte of each 16-bit lane (the high byte's index
/// has bit 7 set, so it reads 0).
#[inline(always)]
pub(super) fn scan_bits_u16(
    v3: V3,
    g: &[u16],
    m: usize,
    lo: usize,
    hi: usize,
    need: &mut Bits,
    mut left: u32,
) -> u32 {
    let (avx, avx2) = (v3.avx, v3.avx2);
    let load16 = |at: usize| -> __m256i {
        let words: [u16; 16] = g[at..at + 16].try_into().expect("16 values");
        pulp::cast(words)
    };
    // Reverses the 16-bit words of each 128-bit lane (the lanes are swapped after).
    let rev = avx._mm256_setr_epi8(
        14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13, 10, 11, 8, 9, 6, 7,
        4, 5, 2, 3, 0, 1,
    );
    let bitpos = avx._mm256_setr_epi8(
        1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, -128, 0, 0,
        0, 0, 0, 0, 0, 0,
    );
    // Low byte: keep the index bits; high byte: 0x80 (vpshufb gives 0).
    let idx_mask = avx._mm256_set1_epi16(0x000f);
    let high = avx._mm256_set1_epi16(0x8000u16 as i16);
    let seven = avx._mm256_set1_epi16(7);
    let zero = avx._mm256_setzero_si256();
    let mut t = quarters(need);
    let mut a = lo;
    while a + 16 <= hi + 1 {
        let xs = load16(a);
        let ys = load16(m - a - 15);
        let ys = avx2._mm256_permute4x64_epi64::<0x4e>(avx2._mm256_shuffle_epi8(ys, rev));
        let x = avx2._mm256_xor_si256(xs, ys);
        let idx = avx2._mm256_or_si256(
            avx2._mm256_and_si256(avx2._mm256_srli_epi16::<3>(x), idx_mask),
            high,
        );
        // Bit 7 of x is bit 7 of the low byte; bit 8 gets there by a shift.
        let b8 = avx2._mm256_srli_epi16::<1>(x);
        let low_half = avx2._mm256_blendv_epi8(
            avx2._mm256_shuffle_epi8(t[0], idx),
            avx2._mm256_shuffle_epi8(t[1], idx),
            x,
        );
        let high_half = avx2._mm256_blendv_epi8(
            avx2._mm256_shuffle_epi8(t[2], idx),
            avx2._mm256_shuffle_epi8(t[3], idx),
            x,
        );
        let bytes = avx2._mm256_blendv_epi8(low_half, high_half, b8);
        let sel = avx2._mm256_or_si256(avx2._mm256_and_si256(x, seven), high);
        let bits = avx2._mm256_shuffle_epi8(bitpos, sel);
        let miss = avx2._mm256_cmpeq_epi16(avx2._mm256_and_si256(bytes, bits), zero);
        // Two mask bits per lane: keep the even ones.
        let mut hits = !(avx2._mm256_movemask_epi8(miss) as u32) & 0x5555_5555;
        if hits != 0 {
            let lanes: [u16; 16] = pulp::cast(x);
            while hits != 0 {
                let v = lanes[hits.trailing_zeros() as usize / 2] as u32;
                hits &= hits - 1;
                let word = &mut need[(v >> 6) as usize & 7];
                if *word >> (v & 63) & 1 != 0 {
                    *word &= !(1 << (v & 63));
                    left -= 1;
                    if left == 0 {
                        return 0;
                    }
                }
            }
            t = quarters(need);
        }
        a += 16;
    }
    if a <= hi {
        return scan_pairs_bits(g, m, a, hi, need, left);
    }
    left
}
