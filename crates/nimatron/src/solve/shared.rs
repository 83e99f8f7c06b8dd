//! What the threads of one search share besides the transposition table: the
//! fingerprints that name a value alike in every thread's store, and the
//! positions being searched now (so that one thread leaves a younger sibling
//! another is on for later, and finds it answered by then).

use super::tt::Key;
use crate::short::{Game, GameStore};
use rustc_hash::{FxHashMap, FxHasher};
use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicU32, Ordering};

/// One 64-bit mixing step (splitmix64's finaliser over `h ^ x * phi`).
#[inline]
fn mix(h: u64, x: u64) -> u64 {
    let mut z = h ^ x.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A 64-bit fingerprint of the canonical form `g`, the same in every store
/// (canonical forms are unique, and the options' fingerprints are sorted, so
/// handles and their order do not enter): number-up-stars by their three
/// parts, other games by their options'. `memo` keeps those computed; the
/// options are walked with a stack of their own, not by recursion.
pub fn fingerprint(store: &mut GameStore, memo: &mut FxHashMap<Game, u64>, g: Game) -> u64 {
    if let Some(&f) = memo.get(&g) {
        return f;
    }
    let mut stack = vec![g];
    let mut fl: Vec<u64> = Vec::new();
    let mut fr: Vec<u64> = Vec::new();
    while let Some(&x) = stack.last() {
        if memo.contains_key(&x) {
            stack.pop();
            continue;
        }
        if let Some(n) = store.as_nus(x) {
            let mut h = FxHasher::default();
            n.number.hash(&mut h);
            let f = mix(mix(mix(1, h.finish()), n.up as u64), n.nim as u64);
            memo.insert(x, f);
            stack.pop();
            continue;
        }
        let (l, r) = store.options(x);
        let before = stack.len();
        stack.extend(l.iter().chain(r).filter(|o| !memo.contains_key(o)));
        if stack.len() > before {
            continue;
        }
        fl.clear();
        fl.extend(l.iter().map(|o| memo[o]));
        fr.clear();
        fr.extend(r.iter().map(|o| memo[o]));
        fl.sort_unstable();
        fr.sort_unstable();
        let mut f = mix(2, fl.len() as u64);
        for &o in fl.iter().chain(&fr) {
            f = mix(f, o);
        }
        memo.insert(x, f);
        stack.pop();
    }
    memo[&g]
}

/// Positions some thread is searching now, by a slot of their keys' hash
/// (two positions may share a slot: then one waits for nothing, which only
/// changes an order).
pub struct Busy {
    slots: Vec<AtomicU32>,
    mask: usize,
}

impl Busy {
    /// A table of `2^bits` slots.
    pub fn new(bits: u32) -> Busy {
        Busy {
            slots: (0..1usize << bits).map(|_| AtomicU32::new(0)).collect(),
            mask: (1 << bits) - 1,
        }
    }

    /// Whether a thread is searching `key`'s position.
    #[inline]
    pub fn is_busy(&self, key: &Key) -> bool {
        self.slots[key.slot(self.mask)].load(Ordering::Relaxed) > 0
    }

    /// This thread starts on `key`'s position.
    #[inline]
    pub fn enter(&self, key: &Key) {
        self.slots[key.slot(self.mask)].fetch_add(1, Ordering::Relaxed);
    }

    /// This thread is done with `key`'s position.
    #[inline]
    pub fn leave(&self, key: &Key) {
        self.slots[key.slot(self.mask)].fetch_sub(1, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fingerprints_name_values_alike_in_any_store() {
        // Two stores that build the same games in another order (so with
        // other handles) give them the same fingerprints; different games
        // get different ones.
        let mut a = GameStore::new();
        let mut b = GameStore::new();
        let build = |s: &mut GameStore, reverse: bool| -> Vec<Game> {
            let mut out = Vec::new();
            let mut steps: Vec<i64> = (0..6).collect();
            if reverse {
                steps.reverse();
            }
            for i in steps {
                let x = s.integer(i);
                let star = s.nimber(1);
                let hot = s.from_options(&[x], &[star]);
                let neg = s.neg(hot);
                let both = s.add(hot, neg);
                let t = s.from_options(&[hot, x], &[neg]);
                out.push((i, [x, star, hot, neg, both, t]));
            }
            out.sort_by_key(|p| p.0);
            out.into_iter().flat_map(|p| p.1).collect()
        };
        let ga = build(&mut a, false);
        let gb = build(&mut b, true);
        let (mut ma, mut mb) = (FxHashMap::default(), FxHashMap::default());
        let fa: Vec<u64> = ga
            .iter()
            .map(|&g| fingerprint(&mut a, &mut ma, g))
            .collect();
        let fb: Vec<u64> = gb
            .iter()
            .map(|&g| fingerprint(&mut b, &mut mb, g))
            .collect();
        assert_eq!(fa, fb);
        // Equal games, equal fingerprints; others differ.
        for i in 0..ga.len() {
            for j in 0..ga.len() {
                assert_eq!(fa[i] == fa[j], ga[i] == ga[j], "{i} {j}");
            }
        }
    }
}
