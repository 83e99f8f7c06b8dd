//! The helper thread: it computes the rare-part pairs of coming split sums
//! while the main thread finishes values, through buffers both share.

use super::game::OctalGame;
use super::simd::Kernels;
use super::sparse::{rare_class, Sparse};
use super::sparse_bits::{rare_pair_bits_below, sparse_value_bits, Bits, PairBlock};
use super::values::{value_span, Val};
use std::sync::atomic::{AtomicBool, Ordering};

/// The helper thread pays off from this many rare positions on ...
pub(super) const PARALLEL_MIN_RARE: usize = 256;
/// ... and for at least this many heaps in one go.
pub(super) const PARALLEL_MIN_HEAPS: usize = 1024;
/// Split sums whose rare-part bits the helper may hold at once.
const RING: usize = 256;
/// How far (in heaps) the helper may run ahead of the finished values; the
/// main thread adds the pairs it left out (about `LEAD` rare positions).
const LEAD: usize = 64;

/// With the block kernel, how far (in heaps) the last split sum of a block
/// may lie past the finished values (the main thread adds the pairs of
/// about this many first rare positions).
const BLOCK_LEAD: usize = 96;
/// With the block kernel, the helper pays off from this many rare positions.
pub(super) const PARALLEL_MIN_RARE_BLOCK: usize = 96;

/// One split sum's rare-part bits, computed by the helper.
#[derive(Default)]
struct Slot {
    /// `m + 1` once `bits` holds the bits of the split sum `m`.
    ready: std::sync::atomic::AtomicUsize,
    /// The values the helper used: pairs with both parts below `cut`.
    cut: std::cell::UnsafeCell<usize>,
    /// The helper covered the rare positions `rare[..share]`; the main
    /// thread adds the pairs of the rest.
    share: std::cell::UnsafeCell<usize>,
    bits: std::cell::UnsafeCell<Bits>,
}

/// What the main thread and the helper share while the helper computes the
/// rare-part bits of coming split sums (two-stage pipeline).
///
/// The main thread appends values and rare positions to buffers whose
/// capacity was reserved up front, and publishes their lengths with
/// `Release`; the helper reads only below the lengths it loaded with
/// `Acquire`, and nothing below a published length is written again.
pub(super) struct Helper<T> {
    g: *const T,
    rare: *const u32,
    rare_vals: *const u16,
    /// G(0 .. published) are final.
    published: std::sync::atomic::AtomicUsize,
    /// rare[.. rare_count] and rare_vals[.. rare_count] are written.
    rare_count: std::sync::atomic::AtomicUsize,
    /// The main thread needs no split sum below this any more.
    consumed: std::sync::atomic::AtomicUsize,
    done: AtomicBool,
    slots: Vec<Slot>,
    /// Words of the value bit sets.
    words: usize,
    /// Whether the helper fills blocks of 64 slots with the block kernel,
    /// leaving out the rare positions below 64 (every split sum is ≥ 64).
    pub(super) blocks: bool,
    /// The solver's kernels.
    kernels: Kernels,
}

// SAFETY: the raw pointers are read only below lengths published with
// Release/Acquire (see the type's documentation); a slot's cells are written
// by the helper before `ready` is stored (Release) and read by the main thread
// after it loaded `ready` (Acquire), and a slot is reused only for a split sum
// `RING` above one the main thread no longer needs.
unsafe impl<T: Sync> Sync for Helper<T> {}

impl<T: Val> Helper<T> {
    /// The helper's bits for split sum `m`, if ready: `(cut, share, bits)`.
    #[inline(always)]
    pub(super) fn take(&self, m: usize) -> Option<(usize, usize, Bits)> {
        let slot = &self.slots[m % RING];
        if slot.ready.load(Ordering::Acquire) == m + 1 {
            // SAFETY: see `unsafe impl Sync for Helper`.
            Some(unsafe { (*slot.cut.get(), *slot.share.get(), *slot.bits.get()) })
        } else {
            None
        }
    }

    /// The helper thread: split sums `first..last`, each as soon as the
    /// values reach `m - LEAD`, skipping those the main thread has passed.
    fn work(&self, first: usize, last: usize, unequal: bool) {
        let mut marks = vec![0u8; 1 << 16];
        let marks: &mut [u8; 1 << 16] = marks.as_mut_slice().try_into().expect("mark table");
        let mut m = first;
        let mut idle = 0u32;
        let wait = |idle: &mut u32| {
            *idle += 1;
            if *idle < 200 {
                std::hint::spin_loop();
            } else {
                std::thread::yield_now();
            }
        };
        let mut block = PairBlock::default();
        let words = self.words;
        // The rare positions below 64 are all known (every split sum is ≥ 64).
        let small = if self.blocks {
            // SAFETY: below the published length (see the type's documentation).
            let rare = unsafe {
                std::slice::from_raw_parts(self.rare, self.rare_count.load(Ordering::Acquire))
            };
            rare.partition_point(|&r| r < 64)
        } else {
            0
        };
        // The helper's share of the rare list (one split sum at a time):
        // less when the main thread overtook it, more when it waits.
        let mut share = usize::MAX;
        let mut waited = false;
        while m < last && !self.done.load(Ordering::Relaxed) {
            let consumed = self.consumed.load(Ordering::Acquire);
            if m < consumed {
                share = share.min(self.rare_count.load(Ordering::Relaxed));
                share -= share / 16;
                m = consumed;
                continue;
            }
            if self.blocks {
                // 64 split sums at once, as soon as the last of them is
                // within BLOCK_LEAD of the finished values.
                let cut = self.published.load(Ordering::Acquire);
                if m + 64 > consumed + RING || m + 63 > cut + BLOCK_LEAD {
                    wait(&mut idle);
                    continue;
                }
                idle = 0;
                let rc = self.rare_count.load(Ordering::Acquire);
                // SAFETY: below the published lengths (see the type's documentation).
                let (g, rare, rare_vals) = unsafe {
                    (
                        std::slice::from_raw_parts(self.g, cut),
                        std::slice::from_raw_parts(self.rare, rc),
                        std::slice::from_raw_parts(self.rare_vals, rc),
                    )
                };
                self.kernels.pair_block(
                    g,
                    m,
                    unequal,
                    &rare[small..],
                    &rare_vals[small..],
                    words,
                    &mut block,
                );
                for j in 0..64 {
                    let slot = &self.slots[(m + j) % RING];
                    // SAFETY: the main thread reads this slot only once `ready`
                    // says m + j.
                    unsafe {
                        *slot.cut.get() = cut;
                        *slot.share.get() = usize::MAX;
                        *slot.bits.get() = [block.lo[j], block.hi[j], 0, 0, 0, 0, 0, 0];
                    }
                    slot.ready.store(m + j + 1, Ordering::Release);
                }
                m += 64;
                continue;
            }
            let cut = self.published.load(Ordering::Acquire);
            if m >= consumed + RING || m > cut + LEAD {
                if !waited && share != usize::MAX {
                    share += share / 64 + 1;
                    // Grown past the list: the whole of it again, as at the
                    // start (growing on would overflow after enough waits).
                    if share >= self.rare_count.load(Ordering::Relaxed) {
                        share = usize::MAX;
                    }
                    waited = true;
                }
                wait(&mut idle);
                continue;
            }
            idle = 0;
            waited = false;
            let rc = self.rare_count.load(Ordering::Acquire);
            // SAFETY: below the published lengths (see the type's documentation).
            let (g, rare, rare_vals) = unsafe {
                (
                    std::slice::from_raw_parts(self.g, cut),
                    std::slice::from_raw_parts(self.rare, rc),
                    std::slice::from_raw_parts(self.rare_vals, rc),
                )
            };
            let k = share.min(rc);
            let bits = rare_pair_bits_below(
                g,
                m,
                cut,
                unequal,
                &rare[..k],
                &rare_vals[..k],
                marks,
                words,
            );
            let slot = &self.slots[m % RING];
            // SAFETY: the main thread reads this slot only once `ready` says m.
            unsafe {
                *slot.cut.get() = cut;
                *slot.share.get() = k;
                *slot.bits.get() = bits;
            }
            slot.ready.store(m + 1, Ordering::Release);
            m += 1;
        }
    }
}

/// Extends `g` towards `end` (bit-set path) with a helper thread computing the
/// rare-part bits ahead; stops early when the span of values grows.
#[allow(clippy::too_many_arguments)]
pub(super) fn extend_parallel<T: Val>(
    g: &mut Vec<T>,
    end: usize,
    game: &OctalGame,
    sparse: &mut Sparse,
    marks: &mut [u8; 1 << 16],
    max_value: &mut u32,
    span: u32,
    kernels: Kernels,
) -> Result<(), u32> {
    use std::sync::atomic::AtomicUsize;
    let start = g.len();
    let mut rare = std::mem::take(&mut sparse.rare);
    let mut rare_vals = std::mem::take(&mut sparse.rare_vals);
    g.reserve(end - start);
    rare.reserve(end - start);
    rare_vals.reserve(end - start);
    let (gp, rp, vp) = (g.as_mut_ptr(), rare.as_mut_ptr(), rare_vals.as_mut_ptr());
    let rare_start = rare.len();
    let kmin = game.two.iter().copied().min().unwrap_or(0);
    let kmax = game.two.iter().copied().max().unwrap_or(0);
    let helper = Helper {
        g: gp as *const T,
        rare: rp as *const u32,
        rare_vals: vp as *const u16,
        published: AtomicUsize::new(start),
        rare_count: AtomicUsize::new(rare_start),
        consumed: AtomicUsize::new(0),
        done: AtomicBool::new(false),
        slots: (0..RING).map(|_| Slot::default()).collect(),
        words: span as usize / 64,
        kernels,
        blocks: span <= 128 && kernels.has_pair_block::<T>() && start.saturating_sub(kmax) >= 64,
    };
    let mask = sparse.mask;
    let (res, n, rc) = std::thread::scope(|scope| {
        let h = &helper;
        scope.spawn(move || {
            h.work(
                start.saturating_sub(kmax),
                end.saturating_sub(kmin),
                game.unequal,
            )
        });
        let mut n = start;
        let mut rc = rare_start;
        let res = loop {
            if n >= end {
                break Ok(());
            }
            // SAFETY: G(0..n) and the first rc rare entries are written and
            // stay unchanged; we write only at n and rc, past these slices.
            let (gs, rs, vs) = unsafe {
                (
                    std::slice::from_raw_parts(gp as *const T, n),
                    std::slice::from_raw_parts(rp as *const u32, rc),
                    std::slice::from_raw_parts(vp as *const u16, rc),
                )
            };
            h.consumed.store(n.saturating_sub(kmax), Ordering::Release);
            let v = sparse_value_bits(gs, n, game, rs, vs, sparse, marks, span, kernels, Some(h));
            if v > T::MAX {
                break Err(v);
            }
            // SAFETY: capacity for `end` values and rare entries was reserved.
            unsafe {
                gp.add(n).write(T::from_u32(v));
                if n >= 1 && rare_class(mask, v) {
                    rp.add(rc).write(n as u32);
                    vp.add(rc).write(v as u16);
                    rc += 1;
                    h.rare_count.store(rc, Ordering::Release);
                }
            }
            n += 1;
            h.published.store(n, Ordering::Release);
            if v > *max_value {
                *max_value = v;
                if value_span(v) != span {
                    break Ok(());
                }
            }
        };
        h.done.store(true, Ordering::Relaxed);
        (res, n, rc)
    });
    // SAFETY: the first n values and rc rare entries were written above.
    unsafe {
        g.set_len(n);
        rare.set_len(rc);
        rare_vals.set_len(rc);
    }
    sparse.rare = rare;
    sparse.rare_vals = rare_vals;
    res
}
