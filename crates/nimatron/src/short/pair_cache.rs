//! The comparison cache: `(g, h) -> g <= h` for game handles below
//! [`MAX_HANDLE`] (the store makes no more), an open-addressing table of
//! packed pair keys with the answer in the key's top bit: 8 bytes a slot,
//! linear probing, at most three quarters full. A comparison that needs a
//! search does one lookup and at most one insert, so these two operations
//! are the whole interface, kept to a multiply, a load and a compare in the
//! usual case.

use crate::flat::prefetch;

/// No pair: handles are below 2^31 - 1, so no key is all ones.
const EMPTY: u64 = u64::MAX;
/// The bit of a slot that holds the answer.
const VAL: u64 = 1 << 63;

/// Handles the cache takes: below this.
pub(crate) const MAX_HANDLE: u32 = (1 << 31) - 1;

#[derive(Clone, Debug)]
pub(crate) struct PairCache {
    /// Keys, each with its answer in bit 63.
    keys: Vec<u64>,
    len: usize,
    shift: u32,
}

impl PairCache {
    /// An empty cache with room for `n` pairs before it grows.
    pub(crate) fn with_room(n: usize) -> PairCache {
        let slots = (n + n / 3 + 1).next_power_of_two().max(16);
        PairCache {
            keys: vec![EMPTY; slots],
            len: 0,
            shift: 64 - slots.trailing_zeros(),
        }
    }

    /// Bytes held.
    pub(crate) fn bytes(&self) -> usize {
        self.keys.capacity() * 8
    }

    /// Bytes a growth would add, where the cache is within 1/16 of its
    /// slots of growing (else 0): the new table, twice this one, while this
    /// one is still held.
    pub(crate) fn growth_bytes(&self) -> usize {
        let slots = self.keys.len();
        if 4 * (self.len + slots / 16 + 1) > 3 * slots {
            2 * self.bytes()
        } else {
            0
        }
    }

    #[inline(always)]
    fn slot(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    #[inline(always)]
    fn key(g: u32, h: u32) -> u64 {
        (g as u64) << 32 | h as u64
    }

    /// The slot holding `key` (with its answer), or the empty slot where it
    /// would go.
    #[inline(always)]
    fn probe(&self, key: u64) -> usize {
        let mask = self.keys.len() - 1;
        let mut i = self.slot(key);
        while self.keys[i] & !VAL != key && self.keys[i] != EMPTY {
            i = (i + 1) & mask;
        }
        i
    }

    /// Ask the processor to bring the slot of `(g, h)` into its cache: a
    /// search about to compare several pairs asks for all of their slots
    /// first, so that their misses overlap.
    #[inline(always)]
    pub(crate) fn prefetch(&self, g: u32, h: u32) {
        let i = self.slot(Self::key(g, h));
        prefetch(self.keys.as_ptr().wrapping_add(i));
    }

    /// The cached result for `(g, h)`.
    #[inline]
    pub(crate) fn get(&self, g: u32, h: u32) -> Option<bool> {
        let key = Self::key(g, h);
        let k = self.keys[self.probe(key)];
        (k != EMPTY).then_some(k & VAL != 0)
    }

    /// Records `(g, h) -> v` (a pair already present keeps its value, which
    /// is the same: results are facts about the games).
    pub(crate) fn insert(&mut self, g: u32, h: u32, v: bool) {
        debug_assert!(g < MAX_HANDLE && h < MAX_HANDLE);
        if 4 * (self.len + 1) > 3 * self.keys.len() {
            self.grow();
        }
        let key = Self::key(g, h);
        let i = self.probe(key);
        if self.keys[i] == EMPTY {
            self.keys[i] = key | if v { VAL } else { 0 };
            self.len += 1;
        }
    }

    /// How many pairs are cached.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    #[cold]
    fn grow(&mut self) {
        let old = std::mem::replace(self, PairCache::with_room(self.keys.len()));
        for &k in &old.keys {
            if k != EMPTY {
                self.insert((k >> 32) as u32 & MAX_HANDLE, k as u32, k & VAL != 0);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rustc_hash::FxHashMap;

    /// Agrees with a hash map over many inserts (through several growths),
    /// including pairs that share a slot.
    #[test]
    fn agrees_with_a_map() {
        let mut c = PairCache::with_room(4);
        let mut m = FxHashMap::default();
        let mut x = 88172645463325252u64;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let (g, h) = ((x % 300) as u32, ((x >> 20) % 300) as u32);
            let v = (x >> 40) & 1 == 1;
            if let Some(&old) = m.get(&(g, h)) {
                assert_eq!(c.get(g, h), Some(old));
            } else {
                assert_eq!(c.get(g, h), None);
                c.insert(g, h, v);
                m.insert((g, h), v);
            }
        }
        assert_eq!(c.len(), m.len());
        for (&(g, h), &v) in &m {
            assert_eq!(c.get(g, h), Some(v));
        }
        assert_eq!(c.get(MAX_HANDLE - 1, 7), None);
        c.insert(MAX_HANDLE - 1, MAX_HANDLE - 1, true);
        c.insert(MAX_HANDLE - 1, 0, false);
        assert_eq!(c.get(MAX_HANDLE - 1, MAX_HANDLE - 1), Some(true));
        assert_eq!(c.get(MAX_HANDLE - 1, 0), Some(false));
    }
}
