//! The AVX-512 kernels (x86-64; F and BW, VBMI for the 8-bit ones): scans of
//! pairs for needed values, and rare-part pair bits 64 split sums at a time.

use super::super::sparse::scan_pairs;
use super::super::sparse_bits::{scan_pairs_bits, Bits};
use std::arch::x86_64::*;

/// The rare-part pair bits of 64 consecutive split sums `base + j` at
/// once, for values below 128 (`words` ≤ 2): for each rare `r`, the 64
/// values `G(base + j - r)` are one contiguous (masked) load. Covers the
/// pairs with both parts below `g.len()` (the cut); the rest is
/// [`super::super::sparse_bits::rare_pairs_from`]'s. Lane `j` of the result is split sum
/// `base + j`: `lo[j]` holds values 0..64, `hi[j]` values 64..128.
///
/// # Safety
///
/// The CPU must have AVX-512 F and BW. Nothing else: every lane read is
/// bounded by `g.len()`, whatever `base` and `rare` hold.
#[target_feature(enable = "avx512f,avx512bw")]
#[allow(clippy::too_many_arguments)]
pub(super) unsafe fn pair_block_u8(
    g: &[u8],
    base: usize,
    unequal: bool,
    rare: &[u32],
    rare_vals: &[u16],
    words: usize,
    lo: &mut [u64; 64],
    hi: &mut [u64; 64],
) {
    let cut = g.len();
    let one = _mm512_set1_epi64(1);
    let low6 = _mm512_set1_epi8(63);
    let bit6 = _mm512_set1_epi8(64);
    let mut acc_lo = [_mm512_setzero_si512(); 8];
    let mut acc_hi = [_mm512_setzero_si512(); 8];
    // A rare r has a valid lane j when r < base + j and base + j - r < cut.
    let start = rare.partition_point(|&r| r as usize + cut <= base);
    for (&r, &gr) in rare[start..].iter().zip(&rare_vals[start..]) {
        let r = r as usize;
        if r > base + 62 {
            break;
        }
        let jlo = (r + 1).saturating_sub(base);
        let jhi = (cut + r).saturating_sub(base).min(64);
        if jlo >= jhi {
            continue;
        }
        let mut mask = (u64::MAX >> (64 - (jhi - jlo))) << jlo;
        if unequal && 2 * r >= base && 2 * r - base < 64 {
            mask &= !(1u64 << (2 * r - base));
        }
        // Lane j reads g[base + j - r]; masked-off lanes are not read.
        let p = g.as_ptr().wrapping_add(base).wrapping_sub(r);
        // SAFETY: the lanes of `mask` lie in jlo..jhi, where
        // 1 ≤ base + j - r < cut = g.len(); the others are not read.
        let y = unsafe { _mm512_maskz_loadu_epi8(mask, p as *const i8) };
        let x = _mm512_xor_si512(y, _mm512_set1_epi8(gr as u8 as i8));
        let low = _mm512_and_si512(x, low6);
        let m_hi = if words > 1 {
            _mm512_mask_test_epi8_mask(mask, x, bit6)
        } else {
            0
        };
        let m_lo = mask & !m_hi;
        macro_rules! group {
            ($k:expr, $q:expr, $half:expr) => {{
                let q = _mm512_extracti32x4_epi32::<$q>(low);
                let q = if $half { _mm_unpackhi_epi64(q, q) } else { q };
                let b = _mm512_sllv_epi64(one, _mm512_cvtepu8_epi64(q));
                acc_lo[$k] =
                    _mm512_mask_or_epi64(acc_lo[$k], (m_lo >> (8 * $k)) as u8, acc_lo[$k], b);
                if words > 1 {
                    acc_hi[$k] =
                        _mm512_mask_or_epi64(acc_hi[$k], (m_hi >> (8 * $k)) as u8, acc_hi[$k], b);
                }
            }};
        }
        group!(0, 0, false);
        group!(1, 0, true);
        group!(2, 1, false);
        group!(3, 1, true);
        group!(4, 2, false);
        group!(5, 2, true);
        group!(6, 3, false);
        group!(7, 3, true);
    }
    for k in 0..8 {
        // SAFETY: words 8k..8k + 8 of the 64-word arrays.
        unsafe {
            _mm512_storeu_si512(lo.as_mut_ptr().add(8 * k) as *mut _, acc_lo[k]);
            _mm512_storeu_si512(hi.as_mut_ptr().add(8 * k) as *mut _, acc_hi[k]);
        }
    }
}

/// The rare-part pair bits of the split sum `m` over the rare positions
/// below 64: lane `i` holds `64 - r` (`idx`) and `G(r)` (`vals`) of the
/// `i`-th (`count` of them), so one `vpermb` of the 64 values below `m`
/// gives every `G(m - r)`. Values below 128: returns (0..64, 64..128).
///
/// # Safety
///
/// The CPU must have AVX-512 F, BW and VBMI, and `64 ≤ m ≤ g.len()`.
#[target_feature(enable = "avx512f,avx512bw,avx512vbmi")]
pub(super) unsafe fn small_pairs_u8(
    g: &[u8],
    m: usize,
    unequal: bool,
    idx: &[u8; 64],
    vals: &[u8; 64],
    count: usize,
    words: usize,
) -> (u64, u64) {
    debug_assert!(m >= 64 && m <= g.len() && count <= 64);
    // SAFETY: g[m - 64..m] lies in `g` (the caller's contract); `idx`
    // and `vals` are 64 bytes each.
    let (w, iv, vals) = unsafe {
        (
            _mm512_loadu_si512(g.as_ptr().add(m - 64) as *const _),
            _mm512_loadu_si512(idx.as_ptr() as *const _),
            _mm512_loadu_si512(vals.as_ptr() as *const _),
        )
    };
    let x = _mm512_xor_si512(_mm512_permutexvar_epi8(iv, w), vals);
    let mut mask = if count >= 64 {
        u64::MAX
    } else {
        (1u64 << count) - 1
    };
    if unequal && m.is_multiple_of(2) && m < 128 {
        // The pair of two equal heaps m/2 is not a move.
        mask &= !_mm512_cmpeq_epi8_mask(iv, _mm512_set1_epi8((64 - m / 2) as u8 as i8));
    }
    let one = _mm512_set1_epi64(1);
    let low = _mm512_and_si512(x, _mm512_set1_epi8(63));
    let m_hi = if words > 1 {
        _mm512_mask_test_epi8_mask(mask, x, _mm512_set1_epi8(64))
    } else {
        0
    };
    let m_lo = mask & !m_hi;
    let mut acc_lo = _mm512_setzero_si512();
    let mut acc_hi = _mm512_setzero_si512();
    macro_rules! group {
        ($k:expr, $q:expr, $half:expr) => {{
            if count > 8 * $k {
                let q = _mm512_extracti32x4_epi32::<$q>(low);
                let q = if $half { _mm_unpackhi_epi64(q, q) } else { q };
                let b = _mm512_sllv_epi64(one, _mm512_cvtepu8_epi64(q));
                acc_lo = _mm512_mask_or_epi64(acc_lo, (m_lo >> (8 * $k)) as u8, acc_lo, b);
                if words > 1 {
                    acc_hi = _mm512_mask_or_epi64(acc_hi, (m_hi >> (8 * $k)) as u8, acc_hi, b);
                }
            }
        }};
    }
    group!(0, 0, false);
    group!(1, 0, true);
    group!(2, 1, false);
    group!(3, 1, true);
    group!(4, 2, false);
    group!(5, 2, true);
    group!(6, 3, false);
    group!(7, 3, true);
    (
        _mm512_reduce_or_epi64(acc_lo) as u64,
        _mm512_reduce_or_epi64(acc_hi) as u64,
    )
}

/// The hit lanes `hits` of the pairs `(a + i, m - a - i)`: clears each
/// needed value found from `need` and the bit table `t`; true when none
/// is left.
#[inline(always)]
fn take_hits<T: Copy + Into<u32>>(
    mut hits: u64,
    g: &[T],
    a: usize,
    m: usize,
    need: &mut [u8],
    t: &mut [u8; 64],
    left: &mut usize,
) -> bool {
    while hits != 0 {
        let i = hits.trailing_zeros() as usize;
        hits &= hits - 1;
        let v = (g[a + i].into() ^ g[m - a - i].into()) as usize;
        if need[v] != 0 {
            need[v] = 0;
            t[v >> 3] &= !(1 << (v & 7));
            *left -= 1;
            if *left == 0 {
                return true;
            }
        }
    }
    false
}

/// 64 pairs per step: bytes `G(a) ⊕ G(m - a)` looked up in the table with
/// `vpermb` (byte `x >> 3`) and a bit select (`x & 7`).
///
/// # Safety
///
/// The CPU must have AVX-512 F, BW and VBMI; every pair `(a, m - a)` with `a` in
/// `lo..=hi` must lie in `g` (`hi ≤ m`, `hi < g.len()`, `m - lo < g.len()`)
/// unless `lo > hi`.
#[target_feature(enable = "avx512f,avx512bw,avx512vbmi")]
pub(super) unsafe fn scan_u8(
    g: &[u8],
    m: usize,
    lo: usize,
    hi: usize,
    need: &mut [u8],
    t: &mut [u8; 64],
    mut left: usize,
) -> usize {
    let rev = _mm512_set_epi8(
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
        25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,
        48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63,
    );
    let bitpos = _mm512_set1_epi64(0x8040_2010_0804_0201u64 as i64);
    let seven = _mm512_set1_epi8(7);
    let low5 = _mm512_set1_epi8(0x1f);
    // SAFETY: `t` is 64 bytes.
    let mut tv = unsafe { _mm512_loadu_si512(t.as_ptr() as *const _) };
    let mut a = lo;
    while a + 64 <= hi + 1 {
        // SAFETY: lo ≤ a and a + 63 ≤ hi, so g[a..=a + 63] and
        // g[m - a - 63..=m - a] lie in `g` (the caller's contract).
        let (xs, ys) = unsafe {
            (
                _mm512_loadu_si512(g.as_ptr().add(a) as *const _),
                _mm512_loadu_si512(g.as_ptr().add(m - a - 63) as *const _),
            )
        };
        let x = _mm512_xor_si512(xs, _mm512_permutexvar_epi8(rev, ys));
        let idx = _mm512_and_si512(_mm512_srli_epi16(x, 3), low5);
        let bytes = _mm512_permutexvar_epi8(idx, tv);
        let bits = _mm512_shuffle_epi8(bitpos, _mm512_and_si512(x, seven));
        let hits = _mm512_test_epi8_mask(bytes, bits);
        if hits != 0 {
            if take_hits(hits as u64, g, a, m, need, t, &mut left) {
                return 0;
            }
            // SAFETY: `t` is 64 bytes.
            tv = unsafe { _mm512_loadu_si512(t.as_ptr() as *const _) };
        }
        a += 64;
    }
    if a <= hi {
        return scan_pairs(g, m, a, hi, need, left);
    }
    left
}

/// [`scan_u8`] against a bit set of needed values (below 256).
///
/// # Safety
///
/// The CPU must have AVX-512 F, BW and VBMI; every pair `(a, m - a)` with `a` in
/// `lo..=hi` must lie in `g` (`hi ≤ m`, `hi < g.len()`, `m - lo < g.len()`)
/// unless `lo > hi`.
#[target_feature(enable = "avx512f,avx512bw,avx512vbmi")]
pub(super) unsafe fn scan_bits_u8(
    g: &[u8],
    m: usize,
    lo: usize,
    hi: usize,
    need: &mut Bits,
    mut left: u32,
) -> u32 {
    let rev = _mm512_set_epi8(
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
        25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,
        48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63,
    );
    let bitpos = _mm512_set1_epi64(0x8040_2010_0804_0201u64 as i64);
    let seven = _mm512_set1_epi8(7);
    let low5 = _mm512_set1_epi8(0x1f);
    // SAFETY: `need` is 64 bytes.
    let mut tv = unsafe { _mm512_loadu_si512(need.as_ptr() as *const _) };
    let mut a = lo;
    while a + 64 <= hi + 1 {
        // SAFETY: lo ≤ a and a + 63 ≤ hi, so g[a..=a + 63] and
        // g[m - a - 63..=m - a] lie in `g` (the caller's contract).
        let (xs, ys) = unsafe {
            (
                _mm512_loadu_si512(g.as_ptr().add(a) as *const _),
                _mm512_loadu_si512(g.as_ptr().add(m - a - 63) as *const _),
            )
        };
        let x = _mm512_xor_si512(xs, _mm512_permutexvar_epi8(rev, ys));
        let idx = _mm512_and_si512(_mm512_srli_epi16(x, 3), low5);
        let bytes = _mm512_permutexvar_epi8(idx, tv);
        let bits = _mm512_shuffle_epi8(bitpos, _mm512_and_si512(x, seven));
        let mut hits = _mm512_test_epi8_mask(bytes, bits);
        if hits != 0 && left <= FEW {
            // Few values needed: compare each with the lanes.
            for (w, slot) in need.iter_mut().enumerate().take(4) {
                let mut word = *slot;
                while word != 0 {
                    let b = word.trailing_zeros();
                    word &= word - 1;
                    let v = 64 * w as u32 + b;
                    if _mm512_cmpeq_epi8_mask(x, _mm512_set1_epi8(v as u8 as i8)) != 0 {
                        *slot &= !(1 << b);
                        left -= 1;
                        if left == 0 {
                            return 0;
                        }
                    }
                }
            }
            // SAFETY: `need` is 64 bytes.
            tv = unsafe { _mm512_loadu_si512(need.as_ptr() as *const _) };
        } else if hits != 0 {
            while hits != 0 {
                let i = hits.trailing_zeros() as usize;
                hits &= hits - 1;
                let v = (g[a + i] ^ g[m - a - i]) as u32;
                let word = &mut need[(v >> 6) as usize & 7];
                if *word >> (v & 63) & 1 != 0 {
                    *word &= !(1 << (v & 63));
                    left -= 1;
                    if left == 0 {
                        return 0;
                    }
                    // The other lanes holding v are no longer hits.
                    hits &= !_mm512_cmpeq_epi8_mask(x, _mm512_set1_epi8(v as i8));
                }
            }
            // SAFETY: `need` is 64 bytes.
            tv = unsafe { _mm512_loadu_si512(need.as_ptr() as *const _) };
        }
        a += 64;
    }
    if a <= hi {
        return scan_pairs_bits(g, m, a, hi, need, left);
    }
    left
}

/// Up to this many needed values, a hit is resolved by comparing each
/// needed value with the lanes rather than lane by lane.
const FEW: u32 = 6;

/// [`scan_u16`] against a bit set of needed values (all values below 512).
///
/// # Safety
///
/// The CPU must have AVX-512 F and BW; every pair `(a, m - a)` with `a` in
/// `lo..=hi` must lie in `g` (`hi ≤ m`, `hi < g.len()`, `m - lo < g.len()`)
/// unless `lo > hi`.
#[target_feature(enable = "avx512f,avx512bw")]
pub(super) unsafe fn scan_bits_u16(
    g: &[u16],
    m: usize,
    lo: usize,
    hi: usize,
    need: &mut Bits,
    left: u32,
) -> u32 {
    let rev = _mm512_set_epi16(
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
        25, 26, 27, 28, 29, 30, 31,
    );
    let fifteen = _mm512_set1_epi16(15);
    let one = _mm512_set1_epi16(1);
    // The split sums of pairs a..a + 32 (reversed).
    let pairs = |a: usize| {
        // SAFETY: the loop below keeps lo ≤ a and a + 31 ≤ hi, so
        // g[a..=a + 31] and g[m - a - 31..=m - a] lie in `g` (the
        // caller's contract).
        let (xs, ys) = unsafe {
            (
                _mm512_loadu_si512(g.as_ptr().add(a) as *const _),
                _mm512_loadu_si512(g.as_ptr().add(m - a - 31) as *const _),
            )
        };
        _mm512_xor_si512(xs, _mm512_permutexvar_epi16(rev, ys))
    };
    // The lanes of x whose value is still needed (table tv).
    let hits = |x: __m512i, tv: __m512i| {
        let words = _mm512_permutexvar_epi16(_mm512_srli_epi16(x, 4), tv);
        let shifted = _mm512_srlv_epi16(words, _mm512_and_si512(x, fifteen));
        _mm512_test_epi16_mask(shifted, one) as u64
    };
    // The table stays in a register; each hit lane's value is cleared
    // with a vector and-not, with no chain from one value to the next
    // (a value in several lanes is cleared several times, harmlessly).
    // SAFETY: `need` is 64 bytes.
    let mut tv = unsafe { _mm512_loadu_si512(need.as_ptr() as *const _) };
    let clear = |tv: &mut __m512i, x: &[__m512i], h: &[u64]| {
        let mut lanes = [0u16; 128];
        for (k, xk) in x.iter().enumerate() {
            debug_assert!(k < 4);
            // SAFETY: at most four vectors (the callers' arrays): lanes
            // 32k..32k + 32 of the 128.
            unsafe { _mm512_storeu_si512(lanes.as_mut_ptr().add(32 * k) as *mut _, *xk) };
        }
        for (k, &h) in h.iter().enumerate() {
            let mut h = h;
            while h != 0 {
                let v = lanes[64 * k + h.trailing_zeros() as usize];
                h &= h - 1;
                let bit = _mm512_maskz_set1_epi16(1 << (v >> 4), (1u16 << (v & 15)) as i16);
                *tv = _mm512_andnot_si512(bit, *tv);
            }
        }
    };
    let mut a = lo;
    // 128 pairs per step: one (mostly predictable) branch for four vectors.
    while a + 32 <= hi + 1 {
        let found = if a + 128 <= hi + 1 {
            let x = [pairs(a), pairs(a + 32), pairs(a + 64), pairs(a + 96)];
            let h = [
                hits(x[0], tv) | hits(x[1], tv) << 32,
                hits(x[2], tv) | hits(x[3], tv) << 32,
            ];
            a += 128;
            h[0] | h[1] != 0 && {
                clear(&mut tv, &x, &h);
                true
            }
        } else {
            let x = pairs(a);
            let h = hits(x, tv);
            a += 32;
            h != 0 && {
                clear(&mut tv, &[x], &[h]);
                true
            }
        };
        if found && _mm512_test_epi64_mask(tv, tv) == 0 {
            // SAFETY: `need` is 64 bytes.
            unsafe { _mm512_storeu_si512(need.as_mut_ptr() as *mut _, tv) };
            return 0;
        }
    }
    // SAFETY: `need` is 64 bytes.
    unsafe { _mm512_storeu_si512(need.as_mut_ptr() as *mut _, tv) };
    debug_assert!(need.iter().map(|w| w.count_ones()).sum::<u32>() <= left);
    let left = need.iter().map(|w| w.count_ones()).sum::<u32>();
    if a <= hi {
        return scan_pairs_bits(g, m, a, hi, need, left);
    }
    left
}

/// 32 pairs per step for 16-bit values below 512: word `x >> 4` of the
/// table by `vpermw`, then bit `x & 15`.
///
/// # Safety
///
/// The CPU must have AVX-512 F and BW; every pair `(a, m - a)` with `a` in
/// `lo..=hi` must lie in `g` (`hi ≤ m`, `hi < g.len()`, `m - lo < g.len()`)
/// unless `lo > hi`.
#[target_feature(enable = "avx512f,avx512bw")]
pub(super) unsafe fn scan_u16(
    g: &[u16],
    m: usize,
    lo: usize,
    hi: usize,
    need: &mut [u8],
    t: &mut [u8; 64],
    mut left: usize,
) -> usize {
    let rev = _mm512_set_epi16(
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
        25, 26, 27, 28, 29, 30, 31,
    );
    let fifteen = _mm512_set1_epi16(15);
    let one = _mm512_set1_epi16(1);
    // SAFETY: `t` is 64 bytes.
    let mut tv = unsafe { _mm512_loadu_si512(t.as_ptr() as *const _) };
    let mut a = lo;
    while a + 32 <= hi + 1 {
        // SAFETY: lo ≤ a and a + 31 ≤ hi, so g[a..=a + 31] and
        // g[m - a - 31..=m - a] lie in `g` (the caller's contract).
        let (xs, ys) = unsafe {
            (
                _mm512_loadu_si512(g.as_ptr().add(a) as *const _),
                _mm512_loadu_si512(g.as_ptr().add(m - a - 31) as *const _),
            )
        };
        let x = _mm512_xor_si512(xs, _mm512_permutexvar_epi16(rev, ys));
        let words = _mm512_permutexvar_epi16(_mm512_srli_epi16(x, 4), tv);
        let shifted = _mm512_srlv_epi16(words, _mm512_and_si512(x, fifteen));
        let hits = _mm512_test_epi16_mask(shifted, one);
        if hits != 0 {
            if take_hits(hits as u64, g, a, m, need, t, &mut left) {
                return 0;
            }
            // SAFETY: `t` is 64 bytes.
            tv = unsafe { _mm512_loadu_si512(t.as_ptr() as *const _) };
        }
        a += 32;
    }
    if a <= hi {
        return scan_pairs(g, m, a, hi, need, left);
    }
    left
}
