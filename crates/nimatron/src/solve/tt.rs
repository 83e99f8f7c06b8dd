//! The transposition table: a fixed array of two-entry buckets (one cache
//! line each) that replaces
//! entries instead of growing, so memory is a limit set before the search.
//!
//! A key is exact where the position fits its 128 bits (a Domineering board
//! as a bit set) and a 128-bit hash otherwise (sums of positions of any
//! ruleset), together with the handle of the known part's value and the
//! player to move. In each bucket the first entry keeps the result that cost
//! the most work and the second takes whatever comes; a result that cost more
//! than the first's moves the first down.

/// One stored result.
#[derive(Copy, Clone, Default, Debug)]
#[repr(C)]
struct Entry {
    k0: u64,
    k1: u64,
    g: u32,
    /// Bit 0: used; bit 1: Left to move; bit 2: the player to move wins;
    /// bits 3..16: the best move + 1 (0: none); bits 16..32: the work, as
    /// the bit length of the nodes the result cost.
    info: u32,
}

/// Two entries in one cache line, so that a probe costs one miss.
#[derive(Copy, Clone, Default, Debug)]
#[repr(C, align(64))]
struct Bucket([Entry; 2]);

/// Bytes per entry (half a bucket).
pub const ENTRY_BYTES: usize = std::mem::size_of::<Bucket>() / 2;

/// The largest move index an entry keeps.
pub const MAX_MOVE: u32 = (1 << 13) - 2;

/// A search's key: the position's words, the known part's value, the player.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Key {
    /// The low word of the position.
    pub k0: u64,
    /// The high word of the position.
    pub k1: u64,
    /// The index of the known part's value in the store.
    pub g: u32,
    /// Left to move.
    pub left: bool,
}

impl Key {
    #[inline]
    fn hash(&self) -> u64 {
        let mut h = self.k0.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        h ^= self.k1.wrapping_add(0x632B_E59B_D9B4_E019).rotate_left(23);
        h = h.wrapping_mul(0xD6E8_FEB8_6659_FD93);
        h ^= (self.g as u64) << 1 | self.left as u64;
        h = (h ^ (h >> 32)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        h ^ (h >> 29)
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
    // `Bucket`; the vector frees the allocation with the same layout (n
    // buckets of capacity, allocated by the global allocator).
    unsafe {
        let p = std::alloc::alloc_zeroed(layout) as *mut Bucket;
        if p.is_null() {
            std::alloc::handle_alloc_error(layout);
        }
        Vec::from_raw_parts(p, n, n)
    }
}

/// The table.
pub struct Tt {
    buckets: Vec<Bucket>,
    mask: usize,
    /// Results stored.
    pub stores: u64,
    /// Lookups that found their position.
    pub hits: u64,
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
            stores: 0,
            hits: 0,
        }
    }

    /// Bytes the table takes.
    pub fn bytes(&self) -> usize {
        self.buckets.len() * 2 * ENTRY_BYTES
    }

    #[inline]
    fn bucket(&self, key: &Key) -> usize {
        (key.hash() as usize) & self.mask
    }

    #[inline]
    fn matches(e: &Entry, key: &Key) -> bool {
        e.info & 1 == 1
            && e.k0 == key.k0
            && e.k1 == key.k1
            && e.g == key.g
            && ((e.info >> 1) & 1 == 1) == key.left
    }

    /// Ask the processor to bring `key`'s bucket into the cache, so that a
    /// probe soon after does not wait for memory.
    #[inline]
    pub fn prefetch(&self, key: &Key) {
        #[cfg(target_arch = "x86_64")]
        {
            let p = &self.buckets[self.bucket(key)] as *const Bucket as *const i8;
            // SAFETY: a prefetch is a hint; it reads nothing and `p` points
            // into the table.
            #[allow(unused_unsafe)]
            unsafe {
                std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(p)
            };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// The stored result of `key`.
    #[inline]
    pub fn probe(&mut self, key: &Key) -> Option<Hit> {
        let i = self.bucket(key);
        for e in &self.buckets[i].0 {
            if Self::matches(e, key) {
                self.hits += 1;
                let m = (e.info >> 3) & 0x1fff;
                return Some(Hit {
                    win: (e.info >> 2) & 1 == 1,
                    best: m.checked_sub(1),
                });
            }
        }
        None
    }

    /// Store a result that cost `work` nodes.
    #[inline]
    pub fn store(&mut self, key: &Key, win: bool, best: Option<u32>, work: u64) {
        self.stores += 1;
        let i = self.bucket(key);
        let w = 64 - work.leading_zeros();
        let m = best.map_or(0, |b| b.min(MAX_MOVE) + 1);
        let e = Entry {
            k0: key.k0,
            k1: key.k1,
            g: key.g,
            info: 1 | (key.left as u32) << 1 | (win as u32) << 2 | m << 3 | w << 16,
        };
        let b = &mut self.buckets[i].0;
        let first = b[0];
        if Self::matches(&first, key) || first.info & 1 == 0 || w >= first.info >> 16 {
            if !Self::matches(&first, key) && first.info & 1 == 1 {
                b[1] = first;
            }
            b[0] = e;
        } else {
            b[1] = e;
        }
    }

    /// Forget everything.
    pub fn clear(&mut self) {
        self.buckets.fill(Bucket::default());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_replaces() {
        let mut t = Tt::with_bytes(1 << 12);
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
