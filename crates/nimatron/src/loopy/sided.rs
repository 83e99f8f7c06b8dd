//! Sides of loopy games: the onside and offside of a stopper-sided game by
//! Conway's sidling (Winning Ways ch. 11; Siegel, CGT VI.5), and sided values
//! `A & B`, printed as CGSuite prints them (`2 & +-1`, `dud` for `on & off`).
//!
//! Sidling: every vertex starts at `on` (for the onside) or `off` (offside), and
//! each round replaces a vertex by the canonical stopper `{S(G^L) | S(G^R)}` of
//! its options' previous values; vertices that are stoppers keep their own
//! canonical form. When a round changes nothing the values are the sides. When
//! the rounds do not settle within a bound (Bach's carousel, or sides reached
//! only in the limit), the answer is `Stop::Unsupported`, never a guess.

use super::graph::Graph;
use super::stopper::is_stopper_graph;
use super::{Loopy, LoopyStore};
use crate::limits::Stop;

/// A sided value: onside and offside, canonical stoppers (equal for a stopper).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct SidedValue {
    /// The onside (infinite play won by Left).
    pub onside: Loopy,
    /// The offside (infinite play won by Right).
    pub offside: Loopy,
}

/// Rounds of sidling tried, beyond the graph's size.
const EXTRA_ROUNDS: usize = 64;

/// How many times the vertices sidled (and the games they reach) a side
/// found by sidling may have as followers: past that the values are growing
/// rather than settling, and sidling gives up (`Stop::Unsupported`) instead of
/// building ever larger games.
const GROWTH: usize = 4;

/// The error of sidling that does not settle.
const UNSETTLED: Stop = Stop::Unsupported(
    "sidling did not settle: the sides of this game are not found (it may not be stopper-sided)",
);

impl LoopyStore {
    /// The onside and offside of `g` (both `g`'s canonical form for a stopper).
    pub fn sides(&mut self, g: Loopy) -> Result<SidedValue, Stop> {
        if self.is_canonical(g) || self.is_stopper(g)? {
            let c = self.canonical(g)?;
            return Ok(SidedValue {
                onside: c,
                offside: c,
            });
        }
        let (graph, handles) = self.subgraph(g)?;
        let onside = self.sidle(&graph, &handles, true)?;
        let offside = self.sidle(&graph, &handles, false)?;
        Ok(SidedValue { onside, offside })
    }

    /// The onside of `g`.
    pub fn onside(&mut self, g: Loopy) -> Result<Loopy, Stop> {
        Ok(self.sides(g)?.onside)
    }

    /// The offside of `g`.
    pub fn offside(&mut self, g: Loopy) -> Result<Loopy, Stop> {
        Ok(self.sides(g)?.offside)
    }

    fn sidle(&mut self, graph: &Graph, handles: &[Loopy], on: bool) -> Result<Loopy, Stop> {
        let n = graph.len();
        let mut meter = self.meter();
        let start = if on { self.on()? } else { self.off()? };
        let mut value = vec![start; n];
        let mut fixed = vec![false; n];
        for v in 0..n {
            let (sub, _) = graph.restrict(v as u32);
            if is_stopper_graph(&sub, &mut meter)? {
                value[v] = self.canonical(handles[v])?;
                fixed[v] = true;
            }
        }
        // The canonical game of each pair of option lists met so far.
        let mut made: rustc_hash::FxHashMap<(Vec<Loopy>, Vec<Loopy>), Loopy> =
            rustc_hash::FxHashMap::default();
        for _ in 0..n + EXTRA_ROUNDS {
            meter.check()?;
            let mut next = value.clone();
            for v in 0..n {
                if fixed[v] {
                    continue;
                }
                let mut l: Vec<Loopy> = graph.left[v].iter().map(|&w| value[w as usize]).collect();
                let mut r: Vec<Loopy> = graph.right[v].iter().map(|&w| value[w as usize]).collect();
                l.sort_unstable();
                l.dedup();
                r.sort_unstable();
                r.dedup();
                next[v] = match made.get(&(l.clone(), r.clone())) {
                    Some(&c) => c,
                    None => {
                        let node = self.node(l.clone(), r.clone())?;
                        let c = self.canonical(node)?;
                        if self.follower_count(c)? > GROWTH * n + EXTRA_ROUNDS {
                            return Err(UNSETTLED);
                        }
                        made.insert((l, r), c);
                        c
                    }
                };
            }
            if next == value {
                return Ok(value[0]);
            }
            value = next;
        }
        Err(UNSETTLED)
    }

    /// Sidle the vertices of one block of a graph: `opts[v]` are Left's and
    /// Right's options of local vertex `v`, each another local vertex
    /// (`Ok(w)`) or a game of the store whose side is known (`Err(h)`: the
    /// blocks a move leaves to are sidled first). The onsides (`on`) or
    /// offsides of the local vertices.
    pub(crate) fn sidle_block(
        &mut self,
        opts: &[[Vec<Result<u32, Loopy>>; 2]],
        on: bool,
    ) -> Result<Vec<Loopy>, Stop> {
        let n = opts.len();
        let meter = self.meter();
        let start = if on { self.on()? } else { self.off()? };
        let mut value = vec![start; n];
        let mut made: rustc_hash::FxHashMap<(Vec<Loopy>, Vec<Loopy>), Loopy> =
            rustc_hash::FxHashMap::default();
        let mut outer: Vec<Loopy> = opts
            .iter()
            .flatten()
            .flatten()
            .filter_map(|o| o.err())
            .collect();
        outer.sort_unstable();
        outer.dedup();
        let mut base = n;
        for &h in &outer {
            base += self.follower_count(h)?;
        }
        let bound = GROWTH * base + EXTRA_ROUNDS;
        for _ in 0..n + EXTRA_ROUNDS {
            meter.check()?;
            let mut next = value.clone();
            for v in 0..n {
                let side = |k: usize| -> Vec<Loopy> {
                    let mut list: Vec<Loopy> = opts[v][k]
                        .iter()
                        .map(|o| match *o {
                            Ok(w) => value[w as usize],
                            Err(h) => h,
                        })
                        .collect();
                    list.sort_unstable();
                    list.dedup();
                    list
                };
                let (l, r) = (side(0), side(1));
                next[v] = match made.get(&(l.clone(), r.clone())) {
                    Some(&c) => c,
                    None => {
                        let node = self.node(l.clone(), r.clone())?;
                        let c = self.canonical(node)?;
                        if self.follower_count(c)? > bound {
                            return Err(UNSETTLED);
                        }
                        made.insert((l, r), c);
                        c
                    }
                };
            }
            if next == value {
                return Ok(value);
            }
            value = next;
        }
        Err(UNSETTLED)
    }

    /// A sided value in CGSuite's notation: the stopper when both sides are
    /// equal, `dud` for `on & off`, else `onside & offside`.
    pub fn display_sided(&mut self, s: SidedValue) -> Result<String, Stop> {
        if s.onside == s.offside {
            return self.display(s.onside);
        }
        let (on, off) = (self.on()?, self.off()?);
        if s.onside == on && s.offside == off {
            return Ok("dud".into());
        }
        Ok(format!(
            "{} & {}",
            self.display(s.onside)?,
            self.display(s.offside)?
        ))
    }

    /// `g` as CGSuite prints its value: a stopper's canonical form, a
    /// stopper-sided game's sides, else (sides not found) its graph.
    pub fn display_value(&mut self, g: Loopy) -> Result<String, Stop> {
        match self.sides(g) {
            Ok(s) => self.display_sided(s),
            Err(Stop::Unsupported(_)) => self.display(g),
            Err(e) => Err(e),
        }
    }
}

impl LoopyStore {
    /// `g Upsum h`: the onside of `g + h` (CGSuite's `Upsum`).
    pub fn upsum(&mut self, g: Loopy, h: Loopy) -> Result<Loopy, Stop> {
        let s = self.sum_graph(&[g, h])?;
        self.onside(s)
    }

    /// `g Downsum h`: the offside of `g + h`.
    pub fn downsum(&mut self, g: Loopy, h: Loopy) -> Result<Loopy, Stop> {
        let s = self.sum_graph(&[g, h])?;
        self.offside(s)
    }

    /// The sum of sided values: onsides by upsum, offsides by downsum.
    pub fn add_sided(&mut self, a: SidedValue, b: SidedValue) -> Result<SidedValue, Stop> {
        Ok(SidedValue {
            onside: self.upsum(a.onside, b.onside)?,
            offside: self.downsum(a.offside, b.offside)?,
        })
    }

    /// The degree of a stopper (Siegel, CGT VI.5): `0` for a loopfree game,
    /// else `G Upsum -G`.
    pub fn degree(&mut self, g: Loopy) -> Result<Loopy, Stop> {
        let c = self.canonical(g)?;
        if self.is_loopfree(c)? {
            return self.zero();
        }
        let n = self.neg(c)?;
        self.upsum(c, n)
    }

    /// `G.UpsumVariety(D)`: `G Upsum ((-G) Downsum (-D))`, for an idempotent `D`.
    pub fn upsum_variety(&mut self, g: Loopy, deg: Loopy) -> Result<Loopy, Stop> {
        if !self.is_idempotent(deg)? {
            return Err(Stop::Unsupported("Variety degree must be an idempotent."));
        }
        let (ng, nd) = (self.neg(g)?, self.neg(deg)?);
        let d = self.downsum(ng, nd)?;
        self.upsum(g, d)
    }

    /// `G.DownsumVariety(D)`: `G Downsum ((-G) Upsum D)`, for an idempotent `D`.
    pub fn downsum_variety(&mut self, g: Loopy, deg: Loopy) -> Result<Loopy, Stop> {
        if !self.is_idempotent(deg)? {
            return Err(Stop::Unsupported("Variety degree must be an idempotent."));
        }
        let ng = self.neg(g)?;
        let u = self.upsum(ng, deg)?;
        self.downsum(g, u)
    }

    /// Whether the upsum and downsum varieties of the stopper `g` over its
    /// degree agree.
    pub fn is_stable(&mut self, g: Loopy) -> Result<bool, Stop> {
        let deg = self.degree(g)?;
        let u = self.upsum_variety(g, deg)?;
        let d = self.downsum_variety(g, deg)?;
        Ok(u == d)
    }

    /// The variety of a stable stopper (an error, "That game is not stable.",
    /// otherwise).
    pub fn variety(&mut self, g: Loopy) -> Result<Loopy, Stop> {
        let deg = self.degree(g)?;
        let u = self.upsum_variety(g, deg)?;
        let d = self.downsum_variety(g, deg)?;
        if u == d {
            Ok(u)
        } else {
            Err(Stop::Unsupported("That game is not stable."))
        }
    }
}
