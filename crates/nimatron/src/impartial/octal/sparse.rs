//! The sparse-space state (the mask, the rare positions) and its byte-table
//! path, for spans of values above 512.

use super::game::OctalGame;
use super::plain::{clear, first_unmarked, mark_simple, SEEN_LEN};
use super::simd::Kernels;
use super::sparse_bits::{set_bit, Bits, PairBlock, SmallRare, SMALL_SPAN};
use super::values::{value_span, Val};

/// State of the rare/common split.
#[derive(Debug, Clone, Default)]
pub(super) struct Sparse {
    pub(super) mask: u32,
    /// Positions `≥ 1` whose value is rare, ascending.
    pub(super) rare: Vec<u32>,
    /// Their values.
    pub(super) rare_vals: Vec<u16>,
    pub(super) next_rebuild: usize,
    /// Scratch: values to look for among common pairs (1 = still needed).
    pub(super) need: Vec<u8>,
    pub(super) need_list: Vec<u32>,
    /// Scratch: the splits of the current heap, (m, next a, last a).
    pub(super) splits: Vec<(usize, usize, usize)>,
    /// Rare class of every 16-bit value (1 = rare), for the current mask.
    pub(super) rare_tbl: Vec<u8>,
    /// Bumped when the mask changes (invalidates `cache`).
    pub(super) generation: u64,
    /// Marks of the rare-part pairs of a split sum `m`, kept for games where
    /// the same `m` serves several heaps (several two-heap digits):
    /// slot `m % len` holds `(m, generation, marks)`.
    pub(super) cache: Vec<(usize, u64, Vec<u8>)>,
    /// The needed values below 512 as a bit table (for the SIMD scans).
    pub(super) need_bits: Vec<u8>,
    /// The rare and the common values below [`SMALL_SPAN`], as bit sets.
    pub(super) rare_bits: Bits,
    pub(super) common_bits: Bits,
    /// Bit sets of the rare-part pairs of a split sum `m` (small values),
    /// slot `m % len` holds `(m, generation, bits)`; see `cache`.
    pub(super) bit_cache: Vec<(usize, u64, Bits)>,
    /// One [`PairBlock`] per two-heap digit (values below 128).
    pub(super) blocks: Vec<PairBlock>,
    /// The rare positions below 64, for the blocks (which leave them out).
    pub(super) small: SmallRare,
}

/// Whether `v` is in the rare class of `mask` (even parity on the mask; holds 0).
#[inline(always)]
pub(super) fn rare_class(mask: u32, v: u32) -> bool {
    (v & mask).count_ones() & 1 == 0
}

impl Sparse {
    #[inline(always)]
    pub(super) fn is_rare(&self, v: u32) -> bool {
        rare_class(self.mask, v)
    }
}

/// Re-chooses the mask with fewest rare positions and rebuilds the rare list.
pub(super) fn rebuild_rare<T: Val>(g: &[T], sparse: &mut Sparse, max_value: u32) {
    let span = value_span(max_value) as usize;
    let mut hist = vec![0u64; span];
    for v in &g[1..] {
        hist[v.get() as usize] += 1;
    }
    let present: Vec<(u32, u64)> = hist
        .iter()
        .enumerate()
        .filter(|(_, &c)| c > 0)
        .map(|(v, &c)| (v as u32, c))
        .collect();
    let bits = 32 - (max_value.max(1)).leading_zeros();
    let masks = 1u32 << bits.min(12);
    let mut best = (u64::MAX, sparse.mask);
    for mask in 1..masks {
        let count: u64 = present
            .iter()
            .filter(|(v, _)| rare_class(mask, *v))
            .map(|(_, c)| c)
            .sum();
        if count < best.0 {
            best = (count, mask);
        }
    }
    sparse.mask = best.1;
    sparse.generation += 1;
    sparse.rare_tbl = (0..1u32 << 16)
        .map(|v| rare_class(sparse.mask, v) as u8)
        .collect();
    sparse.rare_bits = [0; 8];
    sparse.common_bits = [0; 8];
    for v in 0..SMALL_SPAN {
        if rare_class(sparse.mask, v) {
            set_bit(&mut sparse.rare_bits, v);
        } else {
            set_bit(&mut sparse.common_bits, v);
        }
    }
    sparse.rare.clear();
    sparse.rare_vals.clear();
    for (i, v) in g.iter().enumerate().skip(1) {
        if sparse.is_rare(v.get()) {
            sparse.rare.push(i as u32);
            sparse.rare_vals.push(v.get() as u16);
        }
    }
}

/// Marks `G(r) ⊕ G(m - r)` for every rare `r < m` (pairs with a rare part).
#[inline(always)]
fn mark_rare_pairs<T: Val>(
    g: &[T],
    m: usize,
    unequal: bool,
    rare: &[u32],
    rare_vals: &[u16],
    seen: &mut [u8],
) {
    let end = rare.partition_point(|&r| (r as usize) < m);
    let gm = &g[..m];
    let pairs = rare[..end].iter().zip(&rare_vals[..end]);
    if unequal {
        for (&r, &gr) in pairs {
            let r = r as usize;
            if 2 * r != m {
                seen[(gr as u32 ^ gm[m - r].get()) as usize] = 1;
            }
        }
    } else {
        for (&r, &gr) in pairs {
            seen[(gr as u32 ^ gm[m - r as usize].get()) as usize] = 1;
        }
    }
}

/// Chunk of pairs scanned per split before moving to the next split.
pub(super) const CHUNK: usize = 256;

/// The sparse-space mex (see the module documentation).
pub(super) fn sparse_value<T: Val>(
    g: &[T],
    n: usize,
    game: &OctalGame,
    sparse: &mut Sparse,
    seen: &mut [u8],
    span: u32,
    kernels: Kernels,
) -> u32 {
    mark_simple(g, n, game, seen);
    let Sparse {
        mask,
        rare,
        rare_vals,
        need,
        need_list,
        splits,
        rare_tbl,
        generation,
        cache,
        need_bits,
        ..
    } = sparse;
    if need_bits.len() != 64 {
        *need_bits = vec![0; 64];
    }
    let mask = *mask;
    let use_cache = game.two.len() > 1;
    if use_cache && cache.is_empty() {
        let slots = game.max_removal() + 1;
        *cache = (0..slots)
            .map(|_| (usize::MAX, 0, vec![0u8; SEEN_LEN]))
            .collect();
    }
    // Splits (m, next a, last a) with at least one pair.
    splits.clear();
    for &k in &game.two {
        if n >= k + 2 {
            let m = n - k;
            let hi = if game.unequal { (m - 1) / 2 } else { m / 2 };
            if hi == 0 {
                continue;
            }
            // Pairs with a rare part: through the rare list (or the cache).
            if use_cache {
                let slots = cache.len();
                let slot = &mut cache[m % slots];
                if slot.0 != m || slot.1 != *generation {
                    clear(&mut slot.2[..span as usize]);
                    mark_rare_pairs(g, m, game.unequal, rare, rare_vals, &mut slot.2);
                    slot.0 = m;
                    slot.1 = *generation;
                }
                for (s, c) in seen[..span as usize]
                    .iter_mut()
                    .zip(&slot.2[..span as usize])
                {
                    *s |= *c;
                }
            } else {
                mark_rare_pairs(g, m, game.unequal, rare, rare_vals, seen);
            }
            splits.push((m, 1, hi));
        }
    }
    if mask == 0 {
        // Every value is rare: the rare list held every pair.
        return first_unmarked(seen, span);
    }
    // Rare values below the least missing common value must be searched for.
    need_list.clear();
    let mut candidate = span;
    let mut v = 0usize;
    let span_us = span as usize;
    while v < span_us {
        if v + 8 <= span_us {
            let w = u64::from_le_bytes(seen[v..v + 8].try_into().unwrap_or([0; 8]));
            if w == 0x0101_0101_0101_0101 {
                v += 8;
                continue;
            }
        }
        if seen[v] == 0 {
            if rare_tbl[v] != 0 {
                need_list.push(v as u32);
            } else {
                candidate = v as u32;
                break;
            }
        }
        v += 1;
    }
    if need_list.is_empty() {
        return candidate;
    }
    for &v in need_list.iter() {
        need[v as usize] = 1;
        if v < 512 {
            need_bits[(v >> 3) as usize] |= 1 << (v & 7);
        }
    }
    let mut left = need_list.len();
    'scan: loop {
        let mut active = false;
        for s in splits.iter_mut() {
            let (m, a, hi) = *s;
            if a > hi {
                continue;
            }
            active = true;
            let end = (a + CHUNK - 1).min(hi);
            let bits: &mut [u8; 64] = need_bits.as_mut_slice().try_into().expect("64-byte table");
            left = kernels.scan(g, m, a, end, need, bits, left, span);
            s.1 = end + 1;
            if left == 0 {
                break 'scan;
            }
        }
        if !active {
            break;
        }
    }
    let mut result = candidate;
    for &v in need_list.iter() {
        if need[v as usize] != 0 {
            result = result.min(v);
            need[v as usize] = 0;
        }
    }
    need_bits.fill(0);
    result
}

/// Scans pairs `(a, m - a)` for `a` in `lo..=hi`, clearing found values from
/// `need`; returns how many needed values are left (stops at 0).
#[inline(always)]
pub(super) fn scan_pairs<T: Val>(
    g: &[T],
    m: usize,
    lo: usize,
    hi: usize,
    need: &mut [u8],
    mut left: usize,
) -> usize {
    let need: &mut [u8; 1 << 16] = need.try_into().expect("need table");
    const W: usize = 16;
    let mut a = lo;
    while a + W <= hi + 1 {
        let xs = &g[a..a + W];
        let ys = &g[m - a - W + 1..=m - a];
        let mut acc = 0u8;
        for i in 0..W {
            let x = (xs[i].get() ^ ys[W - 1 - i].get()) as u16;
            acc |= need[x as usize];
        }
        if acc != 0 {
            for i in 0..W {
                let x = (xs[i].get() ^ ys[W - 1 - i].get()) as usize;
                if need[x] != 0 {
                    need[x] = 0;
                    left -= 1;
                    if left == 0 {
                        return 0;
                    }
                }
            }
        }
        a += W;
    }
    while a <= hi {
        let x = (g[a].get() ^ g[m - a].get()) as usize;
        if need[x] != 0 {
            need[x] = 0;
            left -= 1;
            if left == 0 {
                return 0;
            }
        }
        a += 1;
    }
    left
}
