//! The partial order: `leq` by the stops and the up/star rule on two `Hot`
//! records, else by the definition (a search, cached when it took long);
//! `compare`, `outcome` and the other comparisons.

use super::store::{GameStore, Hot, HOT_NUS_SMALL, HOT_SLOW, NO_KEY, NO_SHORT_KEY};
use super::Game;
use std::cmp::Ordering;

/// Outcome class of a game.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// Left wins whoever starts (G > 0).
    L,
    /// Right wins whoever starts (G < 0).
    R,
    /// The first player wins (G || 0).
    N,
    /// The second player wins (G = 0).
    P,
}

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let s = match self {
            Outcome::L => "L",
            Outcome::R => "R",
            Outcome::N => "N",
            Outcome::P => "P",
        };
        f.write_str(s)
    }
}

/// A comparison is cached when it took at least this many deeper searches.
const CACHE_AFTER: u64 = 4;

/// `g <= h` from the stops `[L, R]` of `g` (`a`) and `h` (`b`) where they
/// decide it: `g <= h` needs `L(g) <= L(h)` and `R(g) <= R(h)`, and
/// `L(g) < R(h)` gives `g < h` (a number fits between them).
#[inline(always)]
fn stop_test<T: PartialOrd>(a: &[T; 2], b: &[T; 2]) -> Option<bool> {
    if a[0] > b[0] || a[1] > b[1] {
        Some(false)
    } else if a[0] < b[1] {
        Some(true)
    } else {
        None
    }
}

/// `x + a.^ + *m <= x + b.^ + *n` (the same number x).
#[inline(always)]
fn nus_leq(a_up: i32, a_nim: u32, b_up: i32, b_nim: u32) -> bool {
    if (a_up as i64) < b_up as i64 - 1 {
        true
    } else if a_up < b_up {
        (a_nim ^ b_nim) != 1
    } else {
        false
    }
}

impl GameStore {
    /// `g <= h`.
    #[inline]
    pub fn leq(&mut self, g: Game, h: Game) -> bool {
        match self.leq_by_stops(g, h) {
            Some(r) => r,
            None => self.leq_search(g, h),
        }
    }

    /// `g <= h` when equality or the stops (as short fixed-point words) decide
    /// it ([`stop_test`]), as they do for most comparisons. Inline, so
    /// searches call out only when the stops leave it open.
    #[inline(always)]
    fn leq_by_stops(&self, g: Game, h: Game) -> Option<bool> {
        if g == h {
            return Some(true);
        }
        let (a, b) = (&self.hot[g.0 as usize], &self.hot[h.0 as usize]);
        // A game has both short words or neither (see `Hot::keys`).
        if a.keys[1] != NO_SHORT_KEY && b.keys[1] != NO_SHORT_KEY {
            let r = stop_test(&a.keys, &b.keys);
            if r.is_none() && a.nus & b.nus & HOT_NUS_SMALL != 0 {
                // Number-up-stars with the same number part.
                return Some(nus_leq(
                    a.up as i32,
                    (a.nus & 0x3f) as u32,
                    b.up as i32,
                    (b.nus & 0x3f) as u32,
                ));
            }
            return r;
        }
        None
    }

    /// The stop test of [`GameStore::leq_by_stops`] with the long fixed-point
    /// words, or the stops themselves where those do not fit.
    #[cold]
    #[inline(never)]
    fn leq_by_long_stops(&self, g: Game, h: Game) -> Option<bool> {
        let (ka, kb) = (self.stop_keys[g.0 as usize], self.stop_keys[h.0 as usize]);
        if ka[0] != NO_KEY && ka[1] != NO_KEY && kb[0] != NO_KEY && kb[1] != NO_KEY {
            stop_test(&ka, &kb)
        } else {
            stop_test(&self.stop_pair(g), &self.stop_pair(h))
        }
    }

    /// `g <= h` past the fixed-point stop test of [`GameStore::leq`].
    #[inline(never)]
    fn leq_search(&mut self, g: Game, h: Game) -> bool {
        let (a, b) = (self.hot[g.0 as usize], self.hot[h.0 as usize]);
        if a.keys[1] == NO_SHORT_KEY || b.keys[1] == NO_SHORT_KEY {
            // The short words did not decide: the long ones, then the stops.
            if let Some(r) = self.leq_by_long_stops(g, h) {
                return r;
            }
        }
        // Two number-up-stars with equal number parts that the records did
        // not decide (big ups or stars, or long stops): compare ups and stars.
        if a.nus != 0 && b.nus != 0 {
            let (a, b) = (self.as_nus(g).unwrap(), self.as_nus(h).unwrap());
            debug_assert!(a.number == b.number);
            return nus_leq(a.up, a.nim, b.up, b.nim);
        }
        if let Some(r) = self.leq_cache.get(g.0, h.0) {
            return r;
        }
        // `deeper` written out: the search is the hottest recursion, and its
        // body must stay inline here.
        self.depth += 1;
        let r = if self.depth & 15 != 0 {
            self.leq_options(g, h, a, b)
        } else {
            self.leq_options_checked(g, h, a, b)
        };
        self.depth -= 1;
        r
    }

    #[cold]
    #[inline(never)]
    fn leq_options_checked(&mut self, g: Game, h: Game, a: Hot, b: Hot) -> bool {
        self.deeper_checked(|s| s.leq_options(g, h, a, b))
    }

    /// `g <= h` by the definition: no `h^R <= g` and no `g^L >= h`; cached
    /// when it took a few deeper searches.
    #[inline(always)]
    fn leq_options(&mut self, g: Game, h: Game, a: Hot, b: Hot) -> bool {
        self.searches += 1;
        let searches = self.searches;
        // An interrupt is noticed within 64 searches.
        if searches & 63 == 0 {
            self.check_limits();
        }
        let mut result = true;
        // g <= h fails if some h^R <= g (a number h has none to look at:
        // number avoidance)...
        let (s, nl, nr) = self.hot_range(h, b);
        for i in s + nl..s + nl + nr {
            let hr = self.opts[i];
            self.leq_cache.prefetch(hr.0, g.0);
        }
        for i in s + nl..s + nl + nr {
            let hr = self.opts[i];
            if self.leq(hr, g) {
                result = false;
                break;
            }
        }
        // ... or some g^L >= h.
        if result {
            let (s, nl, _) = self.hot_range(g, a);
            for i in s..s + nl {
                let gl = self.opts[i];
                self.leq_cache.prefetch(h.0, gl.0);
            }
            for i in s..s + nl {
                let gl = self.opts[i];
                if self.leq(h, gl) {
                    result = false;
                    break;
                }
            }
        }
        // Cached only when it took a few deeper searches: a smaller one is
        // about as quick to redo as to store (a redone search costs at most
        // CACHE_AFTER times the searches of the cached ones above it).
        if self.searches >= searches + CACHE_AFTER {
            self.leq_cache.insert(g.0, h.0, result);
        }
        result
    }

    /// The options a search looks at, `(start, n_left, n_right)` in `opts`,
    /// from the game's [`Hot`] record: none for a number.
    #[inline(always)]
    fn hot_range(&mut self, g: Game, hot: Hot) -> (usize, usize, usize) {
        if hot.nl != HOT_SLOW {
            (hot.start as usize, hot.nl as usize, hot.nr as usize)
        } else {
            self.opt_range(g)
        }
    }

    /// `g >= h`.
    pub fn geq(&mut self, g: Game, h: Game) -> bool {
        self.leq(h, g)
    }

    /// `g < h`.
    pub fn lt(&mut self, g: Game, h: Game) -> bool {
        self.leq(g, h) && g != h
    }

    /// `g > h`.
    pub fn gt(&mut self, g: Game, h: Game) -> bool {
        self.leq(h, g) && g != h
    }

    /// `g <> h`: confused (incomparable).
    pub fn confused(&mut self, g: Game, h: Game) -> bool {
        !self.leq(g, h) && !self.leq(h, g)
    }

    /// `g <| h`: less than or confused with (not `g >= h`).
    pub fn less_or_confused(&mut self, g: Game, h: Game) -> bool {
        !self.leq(h, g)
    }

    /// `g |> h`: greater than or confused with (not `g <= h`).
    pub fn greater_or_confused(&mut self, g: Game, h: Game) -> bool {
        !self.leq(g, h)
    }

    /// The partial order: `None` when confused.
    pub fn compare(&mut self, g: Game, h: Game) -> Option<Ordering> {
        if g == h {
            return Some(Ordering::Equal);
        }
        match (self.leq(g, h), self.leq(h, g)) {
            (true, _) => Some(Ordering::Less),
            (_, true) => Some(Ordering::Greater),
            _ => None,
        }
    }

    /// The outcome class of `g`.
    pub fn outcome(&mut self, g: Game) -> Outcome {
        let z = self.zero;
        match (self.leq(z, g), self.leq(g, z)) {
            (true, true) => Outcome::P,
            (true, false) => Outcome::L,
            (false, true) => Outcome::R,
            (false, false) => Outcome::N,
        }
    }
}
