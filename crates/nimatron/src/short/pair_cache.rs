//! The comparison cache: `(g, h) -> g <= h` for game handles, an
//! open-addressing table of packed pair keys (linear probing, at most half
//! full). A comparison that needs a search does one lookup and at most one
//! insert, so these two operations are the whole interface, kept to a
//! multiply, a load and a compare in the usual case.

/// No pair: handles are below `u32::MAX`, so `(u32::MAX, u32::MAX)` never occurs.
const EMPTY: u64 = u64::MAX;

#[derive(Clone, Debug)]
pub(crate) struct PairCache {
    keys: Vec<u64>,
    vals: Vec<bool>,
    len: usize,
    shift: u32,
}

impl PairCache {
    /// An empty cache with room for `n` pairs before it grows.
    pub(crate) fn with_room(n: usize) -> PairCache {
        let slots = (2 * n).next_power_of_two().max(16);
        PairCache {
            keys: vec![EMPTY; slots],
            vals: vec![false; slots],
            len: 0,
            shift: 64 - slots.trailing_zeros(),
        }
    }

    /// Bytes held.
    pub(crate) fn bytes(&self) -> usize {
        self.keys.capacity() * 9
    }

    #[inline(always)]
    fn slot(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    #[inline(always)]
    fn key(g: u32, h: u32) -> u64 {
        (g as u64) << 32 | h as u64
    }

    /// The slot holding `key`, or the empty slot where it would go.
    #[inline(always)]
    fn probe(&self, key: u64) -> usize {
        let mask = self.keys.len() - 1;
        let mut i = self.slot(key);
        while self.keys[i] != key && self.keys[i] != EMPTY {
            i = (i + 1) & mask;
        }
        i
    }

    /// The cached result for `(g, h)`.
    #[inline]
    pub(crate) fn get(&self, g: u32, h: u32) -> Option<bool> {
        let key = Self::key(g, h);
        let i = self.probe(key);
        (self.keys[i] == key).then(|| self.vals[i])
    }

    /// Records `(g, h) -> v` (a pair already present keeps its value, which
    /// is the same: results are facts about the games).
    pub(crate) fn insert(&mut self, g: u32, h: u32, v: bool) {
        if 2 * (self.len + 1) > self.keys.len() {
            self.grow();
        }
        let key = Self::key(g, h);
        let i = self.probe(key);
        if self.keys[i] == EMPTY {
            self.keys[i] = key;
            self.vals[i] = v;
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
        for (&k, &v) in old.keys.iter().zip(&old.vals) {
            if k != EMPTY {
                self.insert((k >> 32) as u32, k as u32, v);
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
        assert_eq!(c.get(u32::MAX - 1, 7), None);
    }
}
