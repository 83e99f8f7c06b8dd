//! When a new heap fits no element of the quotient so far, the quotient grows:
//! a candidate is built (the old quotient times a free cyclic monoid for the
//! new heap), marked and reduced; while verification finds a failure (the
//! least sum of heaps whose outcome the candidate gets wrong), the candidate
//! is rebuilt with the heaps of that sum set free (each its own cyclic
//! monoid, long enough to hold the sum's exponent), the fewest heaps first,
//! until one predicts the failing sum correctly (MisereSolver's
//! recalibration, Plambeck and Siegel 2008). Only a verified candidate is
//! ever accepted, so the heuristic choice of candidates affects the time,
//! never the answer.

use super::bits::Bits;
use super::candidate::{mark, reduce, HeapData, Product};
use super::monoid::Monoid;
use super::verify::{least_failure, Antichains, Candidate};
use super::walk::Word;
use crate::limits::{Meter, Stop};

/// A trial quotient: a reduced bipartite monoid and the element of each heap.
pub struct Trial {
    /// The monoid.
    pub q: Monoid,
    /// Its P-portion.
    pub p: Bits,
    /// The element of each heap.
    pub pre: Vec<u16>,
    /// The elements of each heap's options.
    pub trans: Vec<Vec<u16>>,
}

/// Sizes the expansion may reach.
#[derive(Clone, Copy, Debug)]
pub struct Bounds {
    /// The most elements of a quotient.
    pub max_order: usize,
    /// The most elements of an unreduced candidate.
    pub max_candidate: usize,
    /// Bytes the verification walk may keep.
    pub memory: Option<usize>,
}

/// A failure met while the quotient grows, as `--stats` reports it: a
/// candidate of `order` elements predicts the wrong outcome for the sum of
/// heaps `failing`, the least sum it gets wrong. Every smaller sum is
/// predicted right, so the sum's true outcome is known: a misère P-position
/// exactly when `is_p`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The order of the candidate that failed.
    pub order: usize,
    /// The least sum it gets wrong, as `(heap, copies)` pairs.
    pub failing: Word,
    /// Whether that sum is a misère P-position.
    pub is_p: bool,
}

/// Counts of the work an expansion did.
#[derive(Clone, Copy, Debug, Default)]
pub struct ExpandStats {
    /// Candidates verified.
    pub verified: usize,
    /// Candidates built (marked and reduced).
    pub built: usize,
    /// Candidates passed over as too large (unreduced or reduced).
    pub too_large: usize,
}

/// The elements of the options of each heap, given the heaps' elements.
pub fn transitions(
    q: &impl Fn(usize, usize) -> usize,
    pre: &[usize],
    options: &[Vec<Vec<u32>>],
) -> Vec<Vec<usize>> {
    options
        .iter()
        .map(|opts| {
            let mut t: Vec<usize> = opts
                .iter()
                .map(|o| o.iter().fold(0, |acc, &h| q(acc, pre[h as usize])))
                .collect();
            t.sort_unstable();
            t.dedup();
            t
        })
        .collect()
}

/// What every step of an expansion works with.
struct Ctx<'a> {
    options: &'a [Vec<Vec<u32>>],
    meter: &'a mut Meter,
    bounds: &'a Bounds,
    stats: &'a mut ExpandStats,
}

/// Where an expansion reports each failure it recalibrates on.
pub type OnFailure<'a> = &'a mut dyn FnMut(&Failure);

/// Build a trial from a product candidate and the heaps' elements in it.
fn build(m: &Product<'_>, pre_m: &[usize], cx: &mut Ctx<'_>) -> Result<Trial, Stop> {
    let (options, meter, bounds) = (cx.options, &mut *cx.meter, cx.bounds);
    cx.stats.built += 1;
    let trans_m = transitions(&|x, y| m.mul(x, y), pre_m, options);
    let heaps: Vec<HeapData> = pre_m
        .iter()
        .zip(trans_m)
        .map(|(&elem, trans)| HeapData { elem, trans })
        .collect();
    let p = mark(m, &heaps, meter)?;
    let mut gens: Vec<usize> = Vec::new();
    for &g in pre_m {
        if g != 0 && !gens.contains(&g) {
            gens.push(g);
        }
    }
    let (q, qp, class) = reduce(m, &p, &gens, meter, bounds.max_order)?;
    let pre: Vec<usize> = pre_m.iter().map(|&x| class[x] as usize).collect();
    let trans = transitions(&|x, y| q.mul(x, y), &pre, options);
    Ok(Trial {
        q,
        p: qp,
        pre: pre.iter().map(|&x| x as u16).collect(),
        trans: trans
            .into_iter()
            .map(|t| t.into_iter().map(|x| x as u16).collect())
            .collect(),
    })
}

/// The element of a sum of heaps in a trial.
fn element(t: &Trial, w: &Word) -> usize {
    w.iter().fold(0, |acc, &(h, e)| {
        let x = t.q.pow(t.pre[h as usize] as usize, u64::from(e));
        t.q.mul(acc, x)
    })
}

/// Every `k`-subset of `items`, in lexicographic order.
fn subsets(items: &[usize], k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut idx: Vec<usize> = (0..k).collect();
    if k > items.len() {
        return out;
    }
    loop {
        out.push(idx.iter().map(|&i| items[i]).collect());
        let mut i = k;
        loop {
            if i == 0 {
                return out;
            }
            i -= 1;
            if idx[i] < items.len() - k + i {
                idx[i] += 1;
                for j in i + 1..k {
                    idx[j] = idx[j - 1] + 1;
                }
                break;
            }
        }
    }
}

/// A new trial that sets the heaps `free` free (cyclic monoids whose index
/// is at least `extra` more than needed for the failing sum `f`) and keeps
/// the rest as the trial relates them.
fn rebuild(
    t: &Trial,
    free: &[usize],
    f: &Word,
    extra: usize,
    cx: &mut Ctx<'_>,
) -> Result<Option<Trial>, Stop> {
    let kept: Vec<usize> = (0..t.pre.len())
        .filter(|h| !free.contains(h))
        .map(|h| t.pre[h] as usize)
        .collect();
    let (sub, map) = t.q.submonoid(&kept, cx.meter)?;
    let cycles: Vec<(usize, usize)> = free
        .iter()
        .map(|&h| {
            let (index, _) = t.q.index_period(t.pre[h] as usize);
            let need = f
                .iter()
                .find(|&&(l, _)| l as usize == h)
                .map_or(0, |&(_, e)| e as usize - 1);
            (index.max(need) + extra, 2)
        })
        .collect();
    let Some(m) = Product::new(&sub, cycles, cx.bounds.max_candidate) else {
        return Ok(None);
    };
    let pre_m: Vec<usize> = (0..t.pre.len())
        .map(|h| match free.iter().position(|&j| j == h) {
            Some(k) => m.cycle_generator(k),
            None => m.of_base(map[t.pre[h] as usize].map_or(0, usize::from)),
        })
        .collect();
    build(&m, &pre_m, cx).map(Some)
}

/// A new trial that predicts the failing sum of `failure` correctly.
fn recalibrate(t: &Trial, failure: &Failure, cx: &mut Ctx<'_>) -> Result<Trial, Stop> {
    let (f, should_be_p) = (&failure.failing, failure.is_p);
    let involved: Vec<usize> = f.iter().map(|&(h, _)| h as usize).collect();
    let mut skipped = false;
    for extra in [0, 2, 4] {
        for k in 1..=involved.len() {
            for free in subsets(&involved, k) {
                // A candidate that reduces to more elements than the bound
                // is passed over: a smaller one may still predict `f`.
                let next = match rebuild(t, &free, f, extra, cx) {
                    Ok(Some(next)) => next,
                    Ok(None) | Err(Stop::TooLarge(_)) => {
                        cx.stats.too_large += 1;
                        skipped = true;
                        continue;
                    }
                    Err(e) => return Err(e),
                };
                if next.p.get(element(&next, f)) == should_be_p {
                    return Ok(next);
                }
            }
        }
    }
    if skipped {
        return Err(Stop::TooLarge(format!(
            "every candidate quotient that could predict the failing sum has more than {} elements",
            cx.bounds.max_order
        )));
    }
    Err(Stop::Unsupported(
        "no candidate quotient predicts the failing sum (recalibration failed)",
    ))
}

/// Grow the quotient `(q, p, pre)` of the heaps below `pre.len()` by the next
/// heap, whose options are `options[pre.len()]` (every heap's options are
/// given): the verified quotient and the antichains of its verification.
pub fn expand(
    q: &Monoid,
    pre: &[u16],
    options: &[Vec<Vec<u32>>],
    meter: &mut Meter,
    bounds: &Bounds,
    stats: &mut ExpandStats,
    on_failure: OnFailure<'_>,
) -> Result<(Trial, Antichains), Stop> {
    let m = Product::new(q, vec![(2, 2)], bounds.max_candidate).ok_or_else(|| {
        Stop::TooLarge(format!(
            "a candidate quotient of more than {} elements",
            bounds.max_candidate
        ))
    })?;
    let mut pre_m: Vec<usize> = pre.iter().map(|&x| m.of_base(x as usize)).collect();
    pre_m.push(m.cycle_generator(0));
    let mut cx = Ctx {
        options,
        meter,
        bounds,
        stats,
    };
    let mut trial = build(&m, &pre_m, &mut cx)?;
    loop {
        cx.stats.verified += 1;
        let c = Candidate {
            q: &trial.q,
            p: &trial.p,
            pre: &trial.pre,
            trans: &trial.trans,
        };
        match least_failure(&c, cx.meter, bounds.memory)? {
            Ok(anti) => return Ok((trial, anti)),
            Err(f) => {
                if f.is_empty() {
                    return Err(Stop::Unsupported(
                        "a candidate quotient puts the empty sum in its P-portion",
                    ));
                }
                let failure = Failure {
                    order: trial.q.order(),
                    is_p: !trial.p.get(element(&trial, &f)),
                    failing: f,
                };
                on_failure(&failure);
                trial = recalibrate(&trial, &failure, &mut cx)?;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subsets_in_order() {
        assert_eq!(
            subsets(&[3, 5, 7], 2),
            vec![vec![3, 5], vec![3, 7], vec![5, 7]]
        );
        assert_eq!(subsets(&[1], 1), vec![vec![1]]);
        assert!(subsets(&[1], 2).is_empty());
    }
}
