//! A hash map for memos too large for the processor's cache, where a lookup
//! should cost one cache miss: open addressing with linear probing in one
//! array of slots, each holding its key and value side by side. (The
//! standard map keeps its control bytes apart from its entries, so a lookup
//! that finds its key misses twice.) A slot is free while its value is the
//! value type's [`Vacant::VACANT`]; memos only insert and look up, so there
//! is no removal. At most half the slots are used while the map is small,
//! three quarters once it is large.

use rustc_hash::FxBuildHasher;
use std::hash::{BuildHasher, Hash};
use std::mem::{needs_drop, size_of, MaybeUninit};

/// A value type with one value that no entry holds: the mark of a free slot.
pub trait Vacant: Copy + Eq {
    /// The value of a free slot.
    const VACANT: Self;
}

struct Slot<K, V> {
    /// Initialised exactly when `val` is not [`Vacant::VACANT`].
    key: MaybeUninit<K>,
    val: V,
}

/// The map (see the module's documentation).
pub struct FlatMap<K, V: Vacant> {
    slots: Box<[Slot<K, V>]>,
    len: usize,
    /// `64 - log2(slots)`: a hash's top bits pick the first slot.
    shift: u32,
}

/// The fewest slots a map has.
const MIN_SLOTS: usize = 16;

/// Maps below this many slots grow fourfold, larger ones twofold: every
/// growth moves each entry into fresh memory, and a memo grows from nothing
/// to its final size in one search.
const FOURFOLD_BELOW: usize = 1 << 21;

/// Maps below this many slots are at most half full. A lookup that misses
/// (most lookups of a memo of the positions met) walks the run of used slots
/// from its first one: with linear probing about 8.5 slots at three quarters
/// full, 2.5 at half full. Small maps fit the processor's cache and pay for
/// their probes in compares: the Konane board `xoxo|o.ox|xoxo|ox.x`, valued
/// 3,000 times (`grid_profile`), takes 0.38-0.41 ms a time against
/// 0.52-0.55 ms, and once from nothing (`grid_vs_cgt`) 0.54-0.55 ms against
/// 0.58 ms (5x4: 4.2-4.3 ms against 4.4-4.5 ms). Large memos keep to three
/// quarters, so their memory does not grow.
const HALF_FULL_BELOW: usize = 1 << 16;

fn empty_slots<K, V: Vacant>(n: usize) -> Box<[Slot<K, V>]> {
    (0..n)
        .map(|_| Slot {
            key: MaybeUninit::uninit(),
            val: V::VACANT,
        })
        .collect()
}

impl<K: Hash + Eq, V: Vacant> Default for FlatMap<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<K: Hash + Eq, V: Vacant> FlatMap<K, V> {
    /// An empty map.
    pub fn new() -> Self {
        Self::with_slots(MIN_SLOTS)
    }

    fn with_slots(n: usize) -> Self {
        debug_assert!(n.is_power_of_two());
        FlatMap {
            slots: empty_slots(n),
            len: 0,
            shift: 64 - n.trailing_zeros(),
        }
    }

    /// Entries held.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the map is empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Entries it holds before it grows: half its slots while it is small
    /// (below [`HALF_FULL_BELOW`] slots), three quarters after.
    pub fn capacity(&self) -> usize {
        let n = self.slots.len();
        if n < HALF_FULL_BELOW {
            n / 2
        } else {
            n / 4 * 3
        }
    }

    /// Bytes of its slots (not what the keys own on the heap).
    pub fn bytes(&self) -> usize {
        self.slots.len() * size_of::<Slot<K, V>>()
    }

    /// The bytes one more insert would add: the bigger table it grows into
    /// when it is full (the old one is freed after the move), else 0.
    pub fn growth_bytes(&self) -> usize {
        if self.len < self.capacity() {
            0
        } else {
            self.grown_bytes()
        }
    }

    /// The bytes of the table it grows into when it is full.
    pub fn grown_bytes(&self) -> usize {
        self.grown_slots() * size_of::<Slot<K, V>>()
    }

    fn grown_slots(&self) -> usize {
        let n = self.slots.len();
        if n < FOURFOLD_BELOW {
            4 * n
        } else {
            2 * n
        }
    }

    #[inline(always)]
    fn first_slot(&self, key: &K) -> usize {
        // One more multiply: Fx's last step leaves its best bits low, and
        // the slot is picked by the top ones.
        let h = FxBuildHasher
            .hash_one(key)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (h >> self.shift) as usize
    }

    /// The slot holding `key`, or the free slot where it would go.
    #[inline(always)]
    fn probe(&self, key: &K) -> usize {
        let mask = self.slots.len() - 1;
        let mut i = self.first_slot(key);
        loop {
            let s = &self.slots[i];
            // SAFETY: a slot whose value is not VACANT holds a key.
            if s.val == V::VACANT || unsafe { s.key.assume_init_ref() } == key {
                return i;
            }
            i = (i + 1) & mask;
        }
    }

    /// The value of `key`.
    #[inline]
    pub fn get(&self, key: &K) -> Option<V> {
        let v = self.slots[self.probe(key)].val;
        (v != V::VACANT).then_some(v)
    }

    /// Ask the processor to bring `key`'s first slot into its cache.
    #[inline(always)]
    pub fn prefetch(&self, key: &K) {
        prefetch(self.slots.as_ptr().wrapping_add(self.first_slot(key)));
    }

    /// Store `val` (not [`Vacant::VACANT`]) for `key`, replacing its value if
    /// it has one.
    pub fn insert(&mut self, key: K, val: V) {
        assert!(val != V::VACANT, "the vacant value cannot be stored");
        if self.len >= self.capacity() {
            self.grow();
        }
        let i = self.probe(&key);
        let s = &mut self.slots[i];
        if s.val == V::VACANT {
            s.key.write(key);
            self.len += 1;
        }
        s.val = val;
    }

    fn grow(&mut self) {
        let mut new = Self::with_slots(self.grown_slots());
        let old = std::mem::replace(&mut self.slots, empty_slots(0));
        let mask = new.slots.len() - 1;
        for s in old.iter() {
            if s.val == V::VACANT {
                continue;
            }
            // SAFETY: the slot holds a key (its value is not VACANT); it is
            // moved out, and `old` is then freed without dropping keys
            // (`Slot` has no drop glue of its own: `MaybeUninit` never drops).
            let key = unsafe { s.key.assume_init_read() };
            let mut i = new.first_slot(&key);
            while new.slots[i].val != V::VACANT {
                i = (i + 1) & mask;
            }
            new.slots[i] = Slot {
                key: MaybeUninit::new(key),
                val: s.val,
            };
        }
        new.len = self.len;
        // `self` has no slots now, so replacing it drops no keys twice.
        *self = new;
    }
}

impl<K, V: Vacant> Drop for FlatMap<K, V> {
    fn drop(&mut self) {
        if needs_drop::<K>() {
            for s in self.slots.iter_mut() {
                if s.val != V::VACANT {
                    // SAFETY: the slot holds a key, dropped once here.
                    unsafe { s.key.assume_init_drop() };
                }
            }
        }
    }
}

impl<K: Clone, V: Vacant> Clone for FlatMap<K, V> {
    fn clone(&self) -> Self {
        let slots = self
            .slots
            .iter()
            .map(|s| Slot {
                key: if s.val == V::VACANT {
                    MaybeUninit::uninit()
                } else {
                    // SAFETY: the slot holds a key.
                    MaybeUninit::new(unsafe { s.key.assume_init_ref() }.clone())
                },
                val: s.val,
            })
            .collect();
        FlatMap {
            slots,
            len: self.len,
            shift: self.shift,
        }
    }
}

impl<K, V: Vacant> std::fmt::Debug for FlatMap<K, V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FlatMap")
            .field("len", &self.len)
            .field("slots", &self.slots.len())
            .finish()
    }
}

/// Ask the processor to bring the cache line at `p` into its nearest cache,
/// so that a read soon after does not wait for memory: a hint, which reads
/// nothing into the program, so `p` need not be valid (a prefetch never
/// faults); nothing where the target has no such hint. The one prefetch of
/// the library: these maps, the store's comparison cache and `solve`'s
/// transposition table use it.
#[inline(always)]
pub(crate) fn prefetch<T>(p: *const T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: `_mm_prefetch` needs SSE, which every x86_64 processor has; it
    // loads a cache line and nothing else, and never faults, whatever the
    // address, so any pointer is sound.
    unsafe {
        std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(p.cast::<i8>())
    };
    #[cfg(not(target_arch = "x86_64"))]
    let _ = p;
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    impl Vacant for u32 {
        const VACANT: u32 = u32::MAX;
    }

    #[test]
    fn agrees_with_a_hash_map_through_growths() {
        // Owned keys, so that moves, drops and clones are exercised.
        let mut flat: FlatMap<String, u32> = FlatMap::new();
        let mut reference = HashMap::new();
        let mut x = 0x2545_f491_4f6c_dd1du64;
        for i in 0..50_000u32 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let k = format!("k{}", x % 20_000);
            flat.insert(k.clone(), i);
            reference.insert(k, i);
            if i % 4_999 == 0 {
                let copy = flat.clone();
                assert_eq!(copy.len(), reference.len());
            }
        }
        assert_eq!(flat.len(), reference.len());
        for (k, &v) in &reference {
            assert_eq!(flat.get(k), Some(v));
        }
        for k in 20_000..20_100 {
            assert_eq!(flat.get(&format!("k{k}")), None);
        }
        assert!(flat.len() <= flat.capacity());
    }

    #[test]
    fn growth_is_announced_before_it_happens() {
        let mut m: FlatMap<u64, u32> = FlatMap::new();
        for i in 0..1000u64 {
            let before = m.bytes();
            let announced = m.growth_bytes();
            m.insert(i, i as u32);
            if announced > 0 {
                assert_eq!(m.bytes(), announced);
            } else {
                assert_eq!(m.bytes(), before);
            }
        }
    }
}
