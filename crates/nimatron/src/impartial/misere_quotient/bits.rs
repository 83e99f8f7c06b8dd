//! A fixed-size set of small naturals as 64-bit words: the P-portion of a
//! quotient, the elements `{z : xz ∈ P}`, the states of the verification walk.

/// A set of naturals below a fixed bound.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Bits {
    words: Vec<u64>,
}

impl Bits {
    /// The empty set of naturals below `n`.
    pub fn new(n: usize) -> Bits {
        Bits {
            words: vec![0; n.div_ceil(64)],
        }
    }

    /// The set `{i < n : f(i)}`, each word assembled in a register.
    #[inline]
    pub fn from_fn(n: usize, mut f: impl FnMut(usize) -> bool) -> Bits {
        let mut words = vec![0u64; n.div_ceil(64)];
        for (w, word) in words.iter_mut().enumerate() {
            let base = w * 64;
            let mut acc = 0u64;
            for j in 0..(n - base).min(64) {
                acc |= u64::from(f(base + j)) << j;
            }
            *word = acc;
        }
        Bits { words }
    }

    /// Whether `i` is in the set.
    #[inline]
    pub fn get(&self, i: usize) -> bool {
        self.words[i >> 6] >> (i & 63) & 1 != 0
    }

    /// Put `i` in the set.
    #[inline]
    pub fn set(&mut self, i: usize) {
        self.words[i >> 6] |= 1 << (i & 63);
    }

    /// Put `i` in the set or take it out.
    #[inline]
    pub fn assign(&mut self, i: usize, value: bool) {
        if value {
            self.set(i);
        } else {
            self.words[i >> 6] &= !(1 << (i & 63));
        }
    }

    /// Add every member of `other`.
    pub fn union_with(&mut self, other: &Bits) {
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            *a |= b;
        }
    }

    /// Whether the two sets meet.
    pub fn intersects(&self, other: &Bits) -> bool {
        self.words.iter().zip(&other.words).any(|(a, b)| a & b != 0)
    }

    /// Whether every member of `self` is in `other`.
    pub fn is_subset(&self, other: &Bits) -> bool {
        self.words
            .iter()
            .zip(&other.words)
            .all(|(a, b)| a & !b == 0)
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// How many members.
    pub fn count(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The members in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.words.iter().enumerate().flat_map(|(k, &w)| {
            let mut w = w;
            std::iter::from_fn(move || {
                if w == 0 {
                    return None;
                }
                let b = w.trailing_zeros() as usize;
                w &= w - 1;
                Some(k * 64 + b)
            })
        })
    }

    /// The members shared with `other`.
    pub fn and(&self, other: &Bits) -> Bits {
        Bits {
            words: self
                .words
                .iter()
                .zip(&other.words)
                .map(|(a, b)| a & b)
                .collect(),
        }
    }

    /// Bytes held on the heap.
    pub fn heap_bytes(&self) -> usize {
        self.words.capacity() * 8
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations() {
        let mut a = Bits::new(130);
        a.set(0);
        a.set(64);
        a.set(129);
        assert_eq!(a.iter().collect::<Vec<_>>(), [0, 64, 129]);
        assert_eq!(Bits::from_fn(130, |i| [0, 64, 129].contains(&i)), a);
        let mut b = Bits::new(130);
        b.set(64);
        assert!(b.is_subset(&a) && !a.is_subset(&b));
        assert!(a.intersects(&b));
        b.assign(64, false);
        assert!(b.is_empty() && !a.intersects(&b));
        b.union_with(&a);
        assert_eq!(b.count(), 3);
        assert_eq!(a.and(&b), a);
    }
}
