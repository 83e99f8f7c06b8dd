//! The sparse-space path for values below 512, with bit sets: the rare-part
//! pairs of each split sum, the needed rare values, the common-pair scans.

use super::game::OctalGame;
use super::pipeline::Helper;
use super::plain::clear;
use super::simd::Kernels;
use super::sparse::{Sparse, CHUNK};
use super::values::Val;

/// Spans (powers of two above the largest value) up to this use the bit-set
/// path of the sparse method; larger ones the byte-table path.
pub(super) const SMALL_SPAN: u32 = 512;

/// A set of values below [`SMALL_SPAN`].
pub(super) type Bits = [u64; 8];

#[inline(always)]
pub(super) fn set_bit(b: &mut Bits, v: u32) {
    b[(v >> 6) as usize & 7] |= 1 << (v & 63);
}

/// Marks single-heap and three-heap options as bits (values below 512).
#[inline(always)]
fn mark_simple_bits<T: Val>(g: &[T], n: usize, game: &OctalGame, seen: &mut Bits) {
    for &k in &game.whole {
        if n == k && k > 0 {
            set_bit(seen, 0);
        }
    }
    for &k in &game.one {
        if n > k && k > 0 {
            set_bit(seen, g[n - k].get());
        }
    }
    for &k in &game.three {
        if n >= k + 3 {
            let m = n - k;
            for a in 1..=m / 3 {
                for b in a..=(m - a) / 2 {
                    set_bit(seen, g[a].get() ^ g[b].get() ^ g[m - a - b].get());
                }
            }
        }
    }
}

/// ORs the byte marks `marks[..64 * words]` (each 0 or 1) into `out` as bits.
#[inline(always)]
fn or_marks_as_bits(marks: &[u8; 1 << 16], words: usize, out: &mut Bits) {
    for (w, o) in out.iter_mut().enumerate().take(words) {
        let mut bits = 0u64;
        for j in 0..8 {
            let at = 64 * w + 8 * j;
            let x = u64::from_le_bytes(marks[at..at + 8].try_into().unwrap_or([0; 8]));
            // Bit 0 of byte i lands on bit 56 + i (the products are distinct
            // powers of two, so nothing carries).
            bits |= (x.wrapping_mul(0x0102_0408_1020_4080) >> 56) << (8 * j);
        }
        *o |= bits;
    }
}

/// Marks `G(r) ⊕ G(m - r)` in `marks` for the listed rare positions `r`,
/// skipping `2r = m` when the two heaps must differ. (Unchecked loads: bounds
/// checks here cost 11% of a scalar run of 0.6.)
///
/// # Safety
///
/// Every listed `r` must satisfy `1 ≤ r < m` and `m - r < g.len()`.
#[inline(always)]
unsafe fn mark_pairs<T: Val>(
    g: &[T],
    m: usize,
    unequal: bool,
    rare: &[u32],
    rare_vals: &[u16],
    marks: &mut [u8; 1 << 16],
) {
    let pairs = rare.iter().zip(rare_vals);
    if unequal {
        for (&r, &gr) in pairs {
            let r = r as usize;
            if 2 * r != m {
                marks[(gr ^ g[m - r].get() as u16) as usize] = 1;
            }
        }
    } else {
        for (&r, &gr) in pairs {
            debug_assert!(r >= 1 && (r as usize) < m && m - (r as usize) < g.len());
            // SAFETY: 1 ≤ r < m and m - r < g.len() (the caller's contract).
            let y = unsafe { g.get_unchecked(m - r as usize) }.get();
            marks[(gr ^ y as u16) as usize] = 1;
        }
    }
}

/// [`mark_pairs`] for values below 64, as one word of bits (two
/// accumulators, so the ORs do not wait on each other).
///
/// # Safety
///
/// As for [`mark_pairs`]: every listed `r` must satisfy `1 ≤ r < m` and
/// `m - r < g.len()`.
#[inline(always)]
unsafe fn pair_word<T: Val>(
    g: &[T],
    m: usize,
    unequal: bool,
    rare: &[u32],
    rare_vals: &[u16],
) -> u64 {
    let (mut w0, mut w1) = (0u64, 0u64);
    let bit = |r: u32, gr: u16| -> u64 {
        let r = r as usize;
        debug_assert!(r >= 1 && r < m && m - r < g.len());
        if unequal && 2 * r == m {
            return 0;
        }
        // SAFETY: 1 ≤ r < m and m - r < g.len() (the caller's contract).
        let y = unsafe { g.get_unchecked(m - r) }.get();
        1u64 << ((gr as u32 ^ y) & 63)
    };
    let mut pairs = rare.chunks_exact(2).zip(rare_vals.chunks_exact(2));
    for (r, v) in &mut pairs {
        w0 |= bit(r[0], v[0]);
        w1 |= bit(r[1], v[1]);
    }
    if rare.len() % 2 == 1 {
        w0 |= bit(rare[rare.len() - 1], rare_vals[rare.len() - 1]);
    }
    w0 | w1
}

/// Bits of the pairs `(r, m - r)` with `r` rare and both parts below `cut`
/// (all pairs with a rare part when `cut ≥ m`), from the values `g` (those
/// below `cut` are read) and the rare positions `rare` (ascending positions
/// `≥ 1`, as every rare list is: the loads rely on it); `marks` is scratch,
/// left zeroed below `64 * words`.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
pub(super) fn rare_pair_bits_below<T: Val>(
    g: &[T],
    m: usize,
    cut: usize,
    unequal: bool,
    rare: &[u32],
    rare_vals: &[u16],
    marks: &mut [u8; 1 << 16],
    words: usize,
) -> Bits {
    let cut = cut.min(g.len());
    let g = &g[..cut];
    // r in (m - cut, min(cut, m)): the ends are near the list's ends.
    let low = m.saturating_sub(cut);
    let high = cut.min(m);
    let mut start = 0;
    while start < rare.len() && rare[start] as usize <= low {
        start += 1;
    }
    let mut end = rare.len();
    while end > start && rare[end - 1] as usize >= high {
        end -= 1;
    }
    let (rare, rare_vals) = (&rare[start..end], &rare_vals[start..end]);
    debug_assert!(rare.is_sorted() && rare.first().is_none_or(|&r| r >= 1));
    if words == 1 {
        // Values below 64: one word, set directly (no byte marks to clear).
        // SAFETY: the list is ascending from 1 on (every rare list is), and
        // its first entry is above m - cut and its last below min(cut, m): so
        // 1 ≤ r < m and m - r < cut = g.len() for each.
        let word = unsafe { pair_word(g, m, unequal, rare, rare_vals) };
        return [word, 0, 0, 0, 0, 0, 0, 0];
    }
    // SAFETY: as for `pair_word` above.
    unsafe { mark_pairs(g, m, unequal, rare, rare_vals, marks) };
    let mut bits = [0; 8];
    or_marks_as_bits(marks, words, &mut bits);
    clear(&mut marks[..64 * words]);
    bits
}

/// The values `G(r) ⊕ G(m - r)` over the rare `r < m` (pairs with a rare part),
/// as bits; `marks` is scratch (left zeroed below `64 * words`).
#[inline(always)]
fn rare_pair_bits<T: Val>(
    g: &[T],
    m: usize,
    unequal: bool,
    rare: &[u32],
    rare_vals: &[u16],
    marks: &mut [u8; 1 << 16],
    words: usize,
) -> Bits {
    rare_pair_bits_below(g, m, g.len(), unequal, rare, rare_vals, marks, words)
}

/// Adds to `seen` the pairs `(r, m - r)`, `r` rare, that
/// [`rare_pair_bits_below`] left out for `cut`: those with a part at or above
/// `cut`. `rare` must list every rare position below `m`.
#[inline(always)]
pub(super) fn rare_pairs_from<T: Val>(
    g: &[T],
    m: usize,
    cut: usize,
    unequal: bool,
    rare: &[u32],
    rare_vals: &[u16],
    seen: &mut Bits,
) {
    if cut >= m {
        return;
    }
    // The first two words in registers (no store-to-load chain through `seen`).
    let (mut w0, mut w1) = (0u64, 0u64);
    let mut add = |r: usize, gr: u16| {
        if !(unequal && 2 * r == m) {
            let v = gr as u32 ^ g[m - r].get();
            let bit = 1u64 << (v & 63);
            match v >> 6 {
                0 => w0 |= bit,
                1 => w1 |= bit,
                w => seen[w as usize & 7] |= bit,
            }
        }
    };
    // m - r ≥ cut: the first rare positions, r ≤ m - cut.
    let mut i = 0;
    while i < rare.len() && rare[i] as usize <= m - cut {
        add(rare[i] as usize, rare_vals[i]);
        i += 1;
    }
    // r ≥ cut (and r < m): the last ones.
    let mut j = rare.len();
    while j > i && rare[j - 1] as usize >= cut {
        let r = rare[j - 1] as usize;
        if r < m {
            add(r, rare_vals[j - 1]);
        }
        j -= 1;
    }
    seen[0] |= w0;
    seen[1] |= w1;
}

/// The sparse-space mex with bit sets, for values below [`SMALL_SPAN`]: the
/// rare-part pairs of each split sum as bits (cached per sum when several
/// splits share it), the needed rare values by word operations, and the scan
/// of common pairs against a 512-bit table.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
pub(super) fn sparse_value_bits<T: Val>(
    g: &[T],
    n: usize,
    game: &OctalGame,
    rare: &[u32],
    rare_vals: &[u16],
    sparse: &mut Sparse,
    marks: &mut [u8; 1 << 16],
    span: u32,
    kernels: Kernels,
    helper: Option<&Helper<T>>,
) -> u32 {
    let words = span as usize / 64;
    let mut seen: Bits = [0; 8];
    mark_simple_bits(g, n, game, &mut seen);
    let Sparse {
        mask,
        splits,
        generation,
        bit_cache,
        rare_bits,
        common_bits,
        blocks,
        small,
        ..
    } = sparse;
    if blocks.len() != game.two.len() {
        *blocks = vec![PairBlock::default(); game.two.len()];
    }
    let reuse = game.two.len() > 1;
    if reuse && bit_cache.is_empty() {
        *bit_cache = vec![(usize::MAX, 0, [0; 8]); game.max_removal() + 1];
    }
    splits.clear();
    for (i, &k) in game.two.iter().enumerate() {
        if n >= k + 2 {
            let m = n - k;
            let hi = if game.unequal { (m - 1) / 2 } else { m / 2 };
            if hi == 0 {
                continue;
            }
            let bits = if let Some(h) = helper {
                match h.take(m) {
                    Some((cut, _, mut b)) if h.blocks => {
                        // The helper's blocks leave out the rare positions below 64.
                        small.update(rare, rare_vals, *generation);
                        let (lo, hi) = kernels.small_pairs(g, m, game.unequal, small, words);
                        b[0] |= lo;
                        b[1] |= hi;
                        let (big, big_vals) = (&rare[small.count..], &rare_vals[small.count..]);
                        rare_pairs_from(g, m, cut, game.unequal, big, big_vals, &mut b);
                        b
                    }
                    Some((cut, k, mut b)) => {
                        let (mine, mine_vals) = (&rare[k..], &rare_vals[k..]);
                        let (k_rare, k_vals) = (&rare[..k], &rare_vals[..k]);
                        rare_pairs_from(g, m, cut, game.unequal, k_rare, k_vals, &mut b);
                        if !mine.is_empty() {
                            // The main thread's share of the rare list.
                            let more =
                                rare_pair_bits(g, m, game.unequal, mine, mine_vals, marks, words);
                            for (b, x) in b.iter_mut().zip(&more) {
                                *b |= x;
                            }
                        }
                        b
                    }
                    None => rare_pair_bits(g, m, game.unequal, rare, rare_vals, marks, words),
                }
            } else if words <= 2 && m >= 64 && kernels.has_pair_block::<T>() {
                // The rare positions below 64 by one vector step per sum; the
                // others by blocks of 64 sums (cut at the heap that made the
                // block) and the pairs past the cut.
                small.update(rare, rare_vals, *generation);
                let (big, big_vals) = (&rare[small.count..], &rare_vals[small.count..]);
                let blk = &mut blocks[i];
                if blk.generation != *generation
                    || blk.words != words
                    || m < blk.base
                    || m >= blk.base + 64
                {
                    let ok = kernels.pair_block(g, m, game.unequal, big, big_vals, words, blk);
                    debug_assert!(ok);
                    blk.base = m;
                    blk.cut = n;
                    blk.generation = *generation;
                    blk.words = words;
                }
                let j = m - blk.base;
                let (lo, hi) = kernels.small_pairs(g, m, game.unequal, small, words);
                let mut b = [blk.lo[j] | lo, blk.hi[j] | hi, 0, 0, 0, 0, 0, 0];
                rare_pairs_from(g, m, blk.cut, game.unequal, big, big_vals, &mut b);
                b
            } else if reuse {
                let slots = bit_cache.len();
                let slot = &mut bit_cache[m % slots];
                if slot.0 != m || slot.1 != *generation {
                    slot.2 = rare_pair_bits(g, m, game.unequal, rare, rare_vals, marks, words);
                    slot.0 = m;
                    slot.1 = *generation;
                }
                slot.2
            } else {
                rare_pair_bits(g, m, game.unequal, rare, rare_vals, marks, words)
            };
            for (s, b) in seen.iter_mut().zip(&bits) {
                *s |= b;
            }
            splits.push((m, 1, hi));
        }
    }
    let first_missing = |set: &Bits, of: &Bits| {
        (0..words)
            .find_map(|w| {
                let miss = !set[w] & of[w];
                (miss != 0).then(|| 64 * w as u32 + miss.trailing_zeros())
            })
            .unwrap_or(span)
    };
    if *mask == 0 {
        // Every value is rare: the rare-part pairs were all the pairs.
        return first_missing(&seen, &[u64::MAX; 8]);
    }
    // Rare values below the least missing common value must be searched for.
    let c = first_missing(&seen, common_bits);
    let mut need: Bits = [0; 8];
    let mut left = 0;
    for w in 0..words {
        let base = 64 * w as u32;
        if base >= c {
            break;
        }
        let mut x = !seen[w] & rare_bits[w];
        if c - base < 64 {
            x &= (1u64 << (c - base)) - 1;
        }
        need[w] = x;
        left += x.count_ones();
    }
    if left == 0 {
        return c;
    }
    'scan: loop {
        let mut active = false;
        for s in splits.iter_mut() {
            let (m, a, hi) = *s;
            if a > hi {
                continue;
            }
            active = true;
            // One split: no other split to take turns with, scan it whole.
            let end = (a + CHUNK - 1).min(hi);
            left = kernels.scan_bits(g, m, a, end, &mut need, left);
            s.1 = end + 1;
            if left == 0 {
                break 'scan;
            }
        }
        if !active {
            break;
        }
    }
    first_missing(&[0; 8], &need).min(c)
}

/// Scans pairs `(a, m - a)`, `a` in `lo..=hi`, for the values (below 512)
/// still set in `need`, clearing those found; returns how many are left
/// (stops at 0).
#[inline(always)]
pub(super) fn scan_pairs_bits<T: Val>(
    g: &[T],
    m: usize,
    lo: usize,
    hi: usize,
    need: &mut Bits,
    mut left: u32,
) -> u32 {
    const W: usize = 16;
    let test = |need: &Bits, x: u32| (need[(x >> 6) as usize & 7] >> (x & 63)) & 1;
    let mut a = lo;
    while a + W <= hi + 1 {
        let xs = &g[a..a + W];
        let ys = &g[m - a - W + 1..=m - a];
        let mut acc = 0u64;
        for i in 0..W {
            acc |= test(need, xs[i].get() ^ ys[W - 1 - i].get());
        }
        if acc != 0 {
            for i in 0..W {
                let x = xs[i].get() ^ ys[W - 1 - i].get();
                if test(need, x) != 0 {
                    need[(x >> 6) as usize & 7] &= !(1 << (x & 63));
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
        let x = g[a].get() ^ g[m - a].get();
        if test(need, x) != 0 {
            need[(x >> 6) as usize & 7] &= !(1 << (x & 63));
            left -= 1;
            if left == 0 {
                return 0;
            }
        }
        a += 1;
    }
    left
}

/// The rare-part pair bits of 64 consecutive split sums `base..base + 64`,
/// from the pairs with both parts below `cut` (see [`Kernels::pair_block`]).
#[derive(Debug, Clone)]
pub(super) struct PairBlock {
    pub(super) base: usize,
    pub(super) cut: usize,
    pub(super) generation: u64,
    pub(super) words: usize,
    pub(super) lo: [u64; 64],
    pub(super) hi: [u64; 64],
}

impl Default for PairBlock {
    fn default() -> PairBlock {
        PairBlock {
            base: usize::MAX,
            cut: 0,
            generation: 0,
            words: 0,
            lo: [0; 64],
            hi: [0; 64],
        }
    }
}

/// The rare positions below 64 as byte lanes, for
/// [`Kernels::small_pairs`]: lane `i` holds `64 - r` and `G(r)` of the `i`-th.
#[derive(Debug, Clone)]
pub(super) struct SmallRare {
    /// How many (the first `count` entries of the rare list).
    pub(super) count: usize,
    pub(super) generation: u64,
    pub(super) idx: [u8; 64],
    pub(super) vals: [u8; 64],
}

impl Default for SmallRare {
    fn default() -> SmallRare {
        SmallRare {
            count: 0,
            generation: u64::MAX,
            idx: [0; 64],
            vals: [0; 64],
        }
    }
}

impl SmallRare {
    /// Brings the lanes up to date with the rare list (values below 128).
    #[inline(always)]
    pub(super) fn update(&mut self, rare: &[u32], rare_vals: &[u16], generation: u64) {
        if self.generation == generation && rare.get(self.count).is_none_or(|&r| r >= 64) {
            return;
        }
        self.generation = generation;
        self.count = rare.partition_point(|&r| r < 64);
        self.idx = [0; 64];
        self.vals = [0; 64];
        for i in 0..self.count {
            self.idx[i] = (64 - rare[i]) as u8;
            self.vals[i] = rare_vals[i] as u8;
        }
    }
}
