//! Exact verification of a candidate quotient: a finite monoid `Q` with a
//! P-portion `P` and the element `Φ(h)` of each heap, where `Φ` extends to
//! sums of heaps as a homomorphism. The candidate is right (every sum of heaps
//! `w` is a misère P-position exactly when `Φ(w) ∈ P`) iff every sum `w ≠ 0`
//! satisfies the misère rule `Φ(w) ∈ P ⟺ no option of w has its element in P`
//! (and the empty sum, an N-position, is not in `P`); by induction on `w`.
//!
//! The options of `w = u + h` moving in `h` have the elements `Φ(u)·t`, `t`
//! in the transitions `T(h)` (the elements of `h`'s options). Two checks:
//!
//! - *P-failures* (`Φ(w) ∈ P` but an option in `P`) are finite to check:
//!   `Φ(u)` ranges over all of `Q`, so it suffices that no `y ∈ Q` has
//!   `y·Φ(h) ∈ P` and `y·t ∈ P` for a `t ∈ T(h)`: bit sets `x⁻¹P`.
//! - *N-failures* (`Φ(w) ∉ P` and no option in `P`) need a walk over sums.
//!   What a sum `w` contributes to the options of `w + u` is its element and
//!   `U(w) = {z : Tr(w)·z ∩ P ≠ ∅}` (`Tr(w)`: its options' elements), since
//!   `Tr(w + u) = Tr(w)·Φ(u) ∪ Φ(w)·Tr(u)`. A sum whose state `(Φ(w), U(w))`
//!   has the element of an earlier state and a larger `U` cannot fail where
//!   the earlier one does not: the walk keeps, per element, the antichain of
//!   least `U`s and prunes the rest (MisereSolver's transition lower bounds,
//!   here on the `U` sets). The states are finitely many, so the walk ends;
//!   walking in increasing order it finds the least failure first.

use super::bits::Bits;
use super::monoid::Monoid;
use super::walk::{cmp_words, walk, word_of, Flow, Word};
use crate::limits::{Meter, Stop};

/// A candidate: the monoid, its P-portion, and the element of each heap
/// with the elements of its options.
pub struct Candidate<'a> {
    /// The monoid.
    pub q: &'a Monoid,
    /// Its P-portion.
    pub p: &'a Bits,
    /// `Φ(h)` for each heap `h`.
    pub pre: &'a [u16],
    /// `T(h)`: the elements of `h`'s options (empty: `h` has no move).
    pub trans: &'a [Vec<u16>],
}

/// What the N-walk leaves behind: per element, the least `U` sets of the
/// sums it met, and the heaps it walked over.
pub struct Antichains {
    /// `sets[x]`: the minimal `U(w)` over the sums `w` with `Φ(w) = x`.
    pub sets: Vec<Vec<Bits>>,
}

/// The sets `x⁻¹P` of a candidate, and each heap's `U(T(h))`.
pub struct Tables {
    /// `pinv[x] = {z : xz ∈ P}`.
    pub pinv: Vec<Bits>,
    /// `ut[h] = ⋃ pinv[t]` over `t ∈ T(h)`.
    pub ut: Vec<Bits>,
}

impl Tables {
    /// Build them (`|Q|²` bits).
    pub fn new(c: &Candidate<'_>, meter: &mut Meter) -> Result<Tables, Stop> {
        let n = c.q.order();
        let mut pinv = Vec::with_capacity(n);
        for x in 0..n {
            meter.tick()?;
            pinv.push(c.q.preimage(x, c.p));
        }
        let ut = c
            .trans
            .iter()
            .map(|ts| {
                let mut u = Bits::new(n);
                for &t in ts {
                    u.union_with(&pinv[t as usize]);
                }
                u
            })
            .collect();
        Ok(Tables { pinv, ut })
    }

    /// Bytes these tables take for a monoid of `n` elements and `heaps` heaps.
    pub fn bytes(n: usize, heaps: usize) -> usize {
        (n + heaps) * n.div_ceil(64) * 8
    }
}

/// The least word of every element over the heaps (the least heap of each
/// element stands for it), as `(heap, exponent)` lists.
pub fn least_heap_words(c: &Candidate<'_>, meter: &mut Meter) -> Result<Vec<Option<Word>>, Stop> {
    let letters = distinct_heaps(c);
    let gens: Vec<usize> = letters.iter().map(|&h| c.pre[h] as usize).collect();
    let words = c.q.least_words(&gens, meter)?;
    Ok(words
        .into_iter()
        .map(|w| {
            w.map(|w| {
                w.into_iter()
                    .map(|(k, e)| (letters[k as usize] as u32, e))
                    .collect()
            })
        })
        .collect())
}

/// The least heap with moves of each element that heaps take, in order.
fn distinct_heaps(c: &Candidate<'_>) -> Vec<usize> {
    let mut seen = Bits::new(c.q.order());
    let mut out = Vec::new();
    for (h, &x) in c.pre.iter().enumerate() {
        if !c.trans[h].is_empty() && !seen.get(x as usize) {
            seen.set(x as usize);
            out.push(h);
        }
    }
    out
}

/// `w + h` for a word `w` over heaps.
pub fn add_heap(w: &Word, h: usize) -> Word {
    let mut out = w.clone();
    match out.iter_mut().find(|(l, _)| *l as usize == h) {
        Some(e) => e.1 += 1,
        None => {
            out.push((h as u32, 1));
            out.sort_unstable();
        }
    }
    out
}

/// The least P-failure: a sum `w` with `Φ(w) ∈ P` and an option with its
/// element in `P`, or `None`.
pub fn least_p_failure(c: &Candidate<'_>, t: &Tables, words: &[Option<Word>]) -> Option<Word> {
    let mut best: Option<Word> = None;
    for (h, ts) in c.trans.iter().enumerate() {
        let own = &t.pinv[c.pre[h] as usize];
        for &x in ts {
            let bad = own.and(&t.pinv[x as usize]);
            for y in bad.iter() {
                let Some(w) = &words[y] else { continue };
                let f = add_heap(w, h);
                if best.as_ref().is_none_or(|b| cmp_words(&f, b).is_lt()) {
                    best = Some(f);
                }
            }
        }
    }
    best
}

/// The heaps the N-walk uses: heaps with moves, but not a heap with the
/// element of a smaller heap whose `U(T)` is contained in its own (every sum
/// using it is then represented by a smaller sum using the smaller heap).
pub fn walk_heaps(c: &Candidate<'_>, t: &Tables) -> Vec<usize> {
    let mut out: Vec<usize> = Vec::new();
    for h in 0..c.pre.len() {
        if c.trans[h].is_empty() {
            continue;
        }
        let subsumed = out
            .iter()
            .any(|&i| c.pre[i] == c.pre[h] && t.ut[i].is_subset(&t.ut[h]));
        if !subsumed {
            out.push(h);
        }
    }
    out
}

/// The outcome of the N-walk.
pub enum NWalk {
    /// The least N-failure (below the bound, if one was given).
    Failure(Word),
    /// No N-failure below the bound (the bound was reached first).
    Bounded,
    /// No N-failure at all: the antichains of least states.
    Verified(Antichains),
}

/// Walk the sums of `heaps` for the least N-failure, stopping at `bound`
/// (the least P-failure, say).
pub fn n_walk(
    c: &Candidate<'_>,
    t: &Tables,
    heaps: &[usize],
    bound: Option<&Word>,
    meter: &mut Meter,
    memory: Option<usize>,
) -> Result<NWalk, Stop> {
    let n = c.q.order();
    let mut sets: Vec<Vec<Bits>> = vec![Vec::new(); n];
    let mut bytes = 0usize;
    let mut failure: Option<Word> = None;
    let mut bounded = false;
    let mem_stop = std::cell::Cell::new(false);
    let complete = walk(
        heaps.len(),
        (0usize, Bits::new(n)),
        meter,
        |(x, u), k| {
            let h = heaps[k];
            let g = c.pre[h] as usize;
            let y = c.q.mul(*x, g);
            // U(w + h) = g⁻¹U(w) ∪ x⁻¹U(T(h)).
            let (rg, rx) = (c.q.row(g), c.q.row(*x));
            let uth = &t.ut[h];
            let v = Bits::from_fn(n, |z| u.get(rg[z] as usize) | uth.get(rx[z] as usize));
            let list = &mut sets[y];
            if list.iter().any(|s| s.is_subset(&v)) {
                return None;
            }
            list.retain(|s| !v.is_subset(s));
            list.push(v.clone());
            // The set, its record in the list and the list's slack (lists
            // double), and the allocator's header: counted when kept, never
            // taken back when dropped (freed memory is not always returned).
            bytes += v.heap_bytes() + 2 * std::mem::size_of::<Bits>() + 16;
            if let Some(max) = memory {
                if bytes > max {
                    mem_stop.set(true);
                    return None;
                }
            }
            Some((y, v))
        },
        |exps, (x, u)| {
            if mem_stop.get() {
                return Flow::Stop;
            }
            if exps.iter().all(|&e| e == 0) {
                return Flow::Go;
            }
            let w = word_of(exps, |k| heaps[k] as u32);
            if let Some(b) = bound {
                if cmp_words(&w, b).is_ge() {
                    bounded = true;
                    return Flow::Stop;
                }
            }
            if !c.p.get(*x) && !u.get(0) {
                failure = Some(w);
                return Flow::Stop;
            }
            Flow::Go
        },
    )?;
    if mem_stop.get() {
        return Err(Stop::Memory(memory.unwrap_or(0)));
    }
    Ok(match (failure, complete, bounded) {
        (Some(f), _, _) => NWalk::Failure(f),
        (None, true, _) => NWalk::Verified(Antichains { sets }),
        (None, false, _) => NWalk::Bounded,
    })
}

/// The least failure of a candidate (P- or N-), or the antichains of a
/// verified one. The empty sum must be an N-position: identity not in `P`.
pub fn least_failure(
    c: &Candidate<'_>,
    meter: &mut Meter,
    memory: Option<usize>,
) -> Result<Result<Antichains, Word>, Stop> {
    if c.p.get(0) {
        return Ok(Err(Vec::new()));
    }
    let t = Tables::new(c, meter)?;
    let words = least_heap_words(c, meter)?;
    let pf = least_p_failure(c, &t, &words);
    let heaps = walk_heaps(c, &t);
    // The walk may keep what the candidate's own tables leave of the limit.
    let n = c.q.order();
    let held = Monoid::table_bytes(n) + Tables::bytes(n, c.pre.len());
    let left = memory.map(|m| m.saturating_sub(held));
    let walked = n_walk(c, &t, &heaps, pf.as_ref(), meter, left).map_err(|e| match e {
        Stop::Memory(_) => Stop::Memory(memory.unwrap_or(0)),
        other => other,
    });
    match walked? {
        NWalk::Failure(f) => Ok(Err(f)),
        NWalk::Bounded => Ok(Err(pf.unwrap_or_default())),
        NWalk::Verified(a) => match pf {
            Some(f) => Ok(Err(f)),
            None => Ok(Ok(a)),
        },
    }
}
