//! The transposition table: a fixed array of two-entry buckets (one cache
//! line each) that replaces entries instead of growing, so memory is a limit
//! set before the search. The threads of a search share it: each bucket has
//! a lock bit, taken for every probe and store.
//!
//! A key is exact where the position fits its 128 bits (a Domineering board
//! as a bit set), together with the known part's value (its handle, or where
//! threads with stores of their own share the table, its 64-bit fingerprint)
//! and the player to move. In each bucket the first entry keeps the result
//! that cost the most work and the second takes whatever comes; a result that
//! cost more than the first's moves the first down.

use std::sync::atomic::{AtomicU64, Ordering};

/// One cache line: two entries of four words each, `[k0, k1, g, info]`.
/// `info` bit 0: used; bit 1: Left to move; bit 2: the player to move wins;
/// bits 3..16: the best move + 1 (0: none); bits 16..32: the work, as the bit
/// length of the nodes the result cost. Bit 63 of the first entry's `info`
/// locks the bucket: threads that share the table take it for every probe
/// and store, so no one reads half an entry.
#[derive(Default, Debug)]
#[repr(C, align(64))]
struct Bucket([AtomicU64; 8]);

/// Bytes per entry (half a bucket).
pub const ENTRY_BYTES: usize = std::mem::size_of::<Bucket>() / 2;

/// The largest move index an entry keeps.
pub const MAX_MOVE: u32 = (1 << 13) - 2;

const LOCK: u64 = 1 << 63;

/// A search's key: the position's words, the known part's value, the player.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Key {
    /// The low word of the position.
    pub k0: u64,
    /// The high word of the position.
    pub k1: u64,
    /// The known part's value: its handle in the store where one thread
    /// searches, its fingerprint (the same in every thread's store) where
    /// threads share the table.
    pub g: u64,
    /// Left to move.
    pub left: bool,
}

impl Key {
    #[inline]
    fn hash(&self) -> u64 {
        let mut h = self.k0.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        h ^= self.k1.wrapping_add(0x632B_E59B_D9B4_E019).rotate_left(23);
        h = h.wrapping_mul(0xD6E8_FEB8_6659_FD93);
        h ^= self.g.rotate_left(1) ^ self.left as u64;
        h = (h ^ (h >> 32)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        h ^ (h >> 29)
    }

    /// A slot of the searches' table of positions being searched.
    #[inline]
    pub fn slot(&self, mask: usize) -> usize {
        (self.hash() >> 40) as usize & mask
    }
}

/// What the table knows of a position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Hit {
    /// Whether the player to move wins.
    pub win: bool,
    /// The move that won or was tried first, if any.
    pub best: Option<u32>,
}

/// `n` empty buckets in memory straight from the system (zeroed, untouched:
/// a page costs nothing until the search first uses it), where `vec!` would
/// write every bucket.
fn zeroed(n: usize) -> Vec<Bucket> {
    let layout = std::alloc::Layout::array::<Bucket>(n).expect("table size");
    // SAFETY: the layout is not empty (n >= 1); all-zero bytes are an empty
    // `Bucket` (atomics of 0); the vector frees the allocation with the same
    // layout (n buckets of capacity, allocated by the global allocator).
    unsafe {
        let p = std::alloc::alloc_zeroed(layout) as *mut Bucket;
        if p.is_null() {
            std::alloc::handle_alloc_error(layout);
        }
        Vec::from_raw_parts(p, n, n)
    }
}

/// The table, shared by the threads of a search (`&Tt` is enough for every
/// operation).
pub struct Tt {
    buckets: Vec<Bucket>,
    mask: usize,
}

/// A bucket taken: its words as read, released on drop with the first
/// entry's `info` as it is then.
struct Taken<'a> {
    b: &'a Bucket,
    w: [u64; 8],
}

impl Drop for Taken<'_> {
    #[inline]
    fn drop(&mut self) {
        self.b.0[3].store(self.w[3] & !LOCK, Ordering::Release);
    }
}

impl Tt {
    /// A table of at most `bytes` (at least 1024 entries), in a power of two.
    pub fn with_bytes(bytes: usize) -> Tt {
        let want = (bytes / ENTRY_BYTES).max(1024) / 2;
        let n = if want.is_power_of_two() {
            want
        } else {
            want.next_power_of_two() / 2
        };
        Tt {
            buckets: zeroed(n),
            mask: n - 1,
        }
    }

    /// Bytes the table takes.
    pub fn bytes(&self) -> usize {
        self.buckets.len() * 2 * ENTRY_BYTES
    }

    #[inline]
    fn bucket(&self, key: &Key) -> &Bucket {
        &self.buckets[(key.hash() as usize) & self.mask]
    }

    /// Take the bucket of `key` (spinning while another thread has it).
    #[inline]
    fn take(&self, key: &Key) -> Taken<'_> {
        let b = self.bucket(key);
        let lock = &b.0[3];
        loop {
            let v = lock.load(Ordering::Relaxed);
            if v & LOCK == 0
                && lock
                    .compare_exchange_weak(v, v | LOCK, Ordering::Acquire, Ordering::Relaxed)
                    .is_ok()
            {
                let mut w = [0u64; 8];
                for (x, a) in w.iter_mut().zip(&b.0) {
                    *x = a.load(Ordering::Relaxed);
                }
                w[3] = v;
                return Taken { b, w };
            }
            std::hint::spin_loop();
        }
    }

    #[inline]
    fn matches(w: &[u64], key: &Key) -> bool {
        w[3] & 1 == 1
            && w[0] == key.k0
            && w[1] == key.k1
            && w[2] == key.g
            && ((w[3] >> 1) & 1 == 1) == key.left
    }

    /// Ask the processor to bring `key`'s bucket into the cache, so that a
    /// probe soon after does not wait for memory.
    #[inline]
    pub fn prefetch(&self, key: &Key) {
        crate::flat::prefetch(self.bucket(key));
    }

    /// The stored result of `key`.
    #[inline]
    pub fn probe(&self, key: &Key) -> Option<Hit> {
        let t = self.take(key);
        (0..2).find_map(|i| {
            let e = &t.w[4 * i..4 * i + 4];
            Self::matches(e, key).then(|| {
                let m = (e[3] >> 3) as u32 & 0x1fff;
                Hit {
                    win: (e[3] >> 2) & 1 == 1,
                    best: m.checked_sub(1),
                }
            })
        })
    }

    /// Store a result that cost `work` nodes. The first entry keeps the
    /// result that cost the most, the second takes whatever comes; a result
    /// that cost more than the first's moves the first down.
    #[inline]
    pub fn store(&self, key: &Key, win: bool, best: Option<u32>, work: u64) {
        let mut t = self.take(key);
        let w = 64 - work.leading_zeros() as u64;
        let m = best.map_or(0, |b| b.min(MAX_MOVE) + 1) as u64;
        let info = 1 | (key.left as u64) << 1 | (win as u64) << 2 | m << 3 | w << 16;
        let e = [key.k0, key.k1, key.g, info];
        let first = [t.w[0], t.w[1], t.w[2], t.w[3] & !LOCK];
        let same = Self::matches(&first, key);
        let slot = if same || first[3] & 1 == 0 || w >= (first[3] >> 16) & 0xffff {
            if !same && first[3] & 1 == 1 {
                t.w[4..8].copy_from_slice(&first);
            }
            0
        } else {
            4
        };
        t.w[slot..slot + 4].copy_from_slice(&e);
        // Every word but the lock's, which the drop writes last.
        for i in [0, 1, 2, 4, 5, 6, 7] {
            t.b.0[i].store(t.w[i], Ordering::Relaxed);
        }
    }

    /// Forget everything.
    pub fn clear(&mut self) {
        for b in &mut self.buckets {
            *b = Bucket::default();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_replaces() {
        let t = Tt::with_bytes(1 << 12);
        let k = |i: u64| Key {
            k0: i,
            k1: 0,
            g: 0,
            left: true,
        };
        t.store(&k(1), true, Some(5), 1000);
        assert_eq!(
            t.probe(&k(1)),
            Some(Hit {
                win: true,
                best: Some(5)
            })
        );
        assert_eq!(
            t.probe(&Key {
                left: false,
                ..k(1)
            }),
            None
        );
        for i in 2..10_000 {
            t.store(&k(i), false, None, 1);
        }
        // The costly entry survives cheap ones.
        assert_eq!(
            t.probe(&k(1)),
            Some(Hit {
                win: true,
                best: Some(5)
            })
        );
    }
}
