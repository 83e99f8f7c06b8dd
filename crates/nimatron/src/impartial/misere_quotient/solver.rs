//! The heap-by-heap computation: the quotient of the heaps `0..=n` from that
//! of `0..n` (Plambeck and Siegel 2008; MisereSolver's loop). The new heap
//! either maps to an element of the quotient so far (a conservative
//! extension: the quotient is unchanged) or the quotient grows (`expand`).
//!
//! A conservative extension to `x` needs `x ∈ P` exactly when no option of
//! the heap is in `P`, the heap's transitions inside the *mex-compatible*
//! set of `x` (no `y` with `xy ∈ P` and `ty ∈ P`: no P-failure), and no
//! N-failure among sums with the new heap. The last holds at once when a sum
//! `v` of old heaps with `Φ(v) = x` has a `U(v)` inside the new heap's (then
//! the new heap behaves as `v` in every sum: the mex interpolation of
//! MisereSolver); otherwise the verification walk runs again with the new
//! heap. At most one `x` can pass: the quotient is reduced.

use super::bits::Bits;
use super::expand::{expand, transitions, Bounds, ExpandStats, Failure};
use super::monoid::Monoid;
use super::quotient::MisereQuotient;
use super::verify::{n_walk, walk_heaps, Antichains, Candidate, NWalk, Tables};
use crate::impartial::octal::OctalGame;
use crate::limits::{Limits, Stop};
use std::time::{Duration, Instant};

/// What the solver may use beyond [`Limits`].
#[derive(Clone, Copy, Debug)]
pub struct QuotientConfig {
    /// The most elements a quotient may have (at most 65,536).
    pub max_order: usize,
    /// The most elements of an unreduced candidate (a quotient times free
    /// cyclic monoids, before reduction).
    pub max_candidate: usize,
}

impl Default for QuotientConfig {
    fn default() -> Self {
        QuotientConfig {
            max_order: 20_000,
            max_candidate: 4_000_000,
        }
    }
}

/// How one heap was added.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The heap has no move: it is the identity.
    NoMove,
    /// Mapped to an old element, shown at once (mex interpolation).
    Interpolated,
    /// Mapped to an old element, shown by a verification walk.
    Walked,
    /// The quotient grew.
    Expanded,
}

/// The record of one heap.
#[derive(Clone, Copy, Debug)]
pub struct HeapRecord {
    /// The heap.
    pub heap: usize,
    /// How it was added.
    pub step: Step,
    /// The order of the quotient of the heaps up to it.
    pub order: usize,
    /// The size of its P-portion.
    pub p_size: usize,
    /// The time the heap took.
    pub time: Duration,
    /// Approximate bytes of the solver's tables after it.
    pub bytes: usize,
}

/// Computes the misère quotients of a take-and-break game heap by heap.
pub struct QuotientSolver {
    game: OctalGame,
    config: QuotientConfig,
    limits: Limits,
    /// `options[h]`: the heaps each move from `h` leaves (no empty heaps).
    options: Vec<Vec<Vec<u32>>>,
    q: Monoid,
    p: Bits,
    pre: Vec<u16>,
    trans: Vec<Vec<u16>>,
    tables: Option<Tables>,
    anti: Option<Antichains>,
    records: Vec<HeapRecord>,
    stats: ExpandStats,
    on_failure: Option<FailureHook>,
}

/// What [`QuotientSolver::on_failure`] keeps: called with the heap and the
/// failure.
type FailureHook = Box<dyn FnMut(usize, &Failure) + Send>;

impl QuotientSolver {
    /// A solver for `game` that has the heap 0 (the trivial quotient).
    pub fn new(game: OctalGame, limits: &Limits, config: QuotientConfig) -> QuotientSolver {
        QuotientSolver {
            game,
            config,
            limits: limits.clone(),
            options: vec![Vec::new()],
            q: Monoid::trivial(),
            p: Bits::new(1),
            pre: vec![0],
            trans: vec![Vec::new()],
            tables: None,
            anti: None,
            records: vec![HeapRecord {
                heap: 0,
                step: Step::NoMove,
                order: 1,
                p_size: 0,
                time: Duration::ZERO,
                bytes: 0,
            }],
            stats: ExpandStats::default(),
            on_failure: None,
        }
    }

    /// Have `f(heap, failure)` called for each failing candidate met while
    /// the quotient grows at `heap` (before it is recalibrated): what
    /// `--stats` prints, to show where a growing quotient struggles.
    pub fn on_failure(&mut self, f: impl FnMut(usize, &Failure) + Send + 'static) {
        self.on_failure = Some(Box::new(f));
    }

    /// The game.
    pub fn game(&self) -> &OctalGame {
        &self.game
    }

    /// The largest heap added so far.
    pub fn heaps(&self) -> usize {
        self.pre.len() - 1
    }

    /// One record per heap added.
    pub fn records(&self) -> &[HeapRecord] {
        &self.records
    }

    /// Candidates built and verified by expansions so far.
    pub fn expansion_counts(&self) -> (usize, usize) {
        (self.stats.built, self.stats.verified)
    }

    /// The order of the quotient so far.
    pub fn order(&self) -> usize {
        self.q.order()
    }

    /// Approximate bytes of the solver's tables.
    pub fn memory_bytes(&self) -> usize {
        let n = self.q.order();
        let anti: usize = self.anti.as_ref().map_or(0, |a| {
            a.sets
                .iter()
                .map(|l| l.iter().map(|b| b.heap_bytes() + 24).sum::<usize>())
                .sum()
        });
        Monoid::table_bytes(n) + Tables::bytes(n, self.pre.len()) + anti
    }

    /// The quotient of the heaps up to the last one added.
    pub fn quotient(&self) -> Result<MisereQuotient, Stop> {
        let mut meter = self.limits.start();
        MisereQuotient::new(
            &self.game,
            self.q.clone(),
            self.p.clone(),
            self.pre.clone(),
            &mut meter,
        )
    }

    /// Add heaps until `to`, or until the quotient is proved periodic when
    /// `stop_when_periodic` (then it is the quotient of the whole game), or
    /// until a limit stops it (the quotient so far stays valid). The limits'
    /// time counts from this call.
    pub fn run_to(
        &mut self,
        to: usize,
        stop_when_periodic: bool,
        mut progress: impl FnMut(&HeapRecord),
    ) -> Result<(), Stop> {
        let mut meter = self.limits.start();
        while self.heaps() < to {
            self.next_heap_metered(&mut meter)?;
            if let Some(r) = self.records.last() {
                progress(r);
            }
            if stop_when_periodic && self.period().is_some() {
                break;
            }
        }
        Ok(())
    }

    /// A period of the heaps' elements that the heaps so far prove.
    pub fn period(&self) -> Option<(usize, usize)> {
        super::quotient::prove_period(&self.game, &self.pre)
    }

    /// Add the next heap (the limits' time counts from this call).
    pub fn next_heap(&mut self) -> Result<(), Stop> {
        let mut meter = self.limits.start();
        self.next_heap_metered(&mut meter)
    }

    fn next_heap_metered(&mut self, meter: &mut crate::limits::Meter) -> Result<(), Stop> {
        meter.check()?;
        let start = Instant::now();
        let m = self.pre.len();
        let opts: Vec<Vec<u32>> = self
            .game
            .heap_options(m)
            .into_iter()
            .map(|o| o.into_iter().map(|h| h as u32).collect())
            .collect();
        if opts.iter().flatten().any(|&h| h as usize >= m) {
            return Err(Stop::Unsupported(
                "a move that leaves a heap as large as the heap moved",
            ));
        }
        self.options.push(opts);
        let step = match self.extend_heap(meter) {
            Ok(s) => s,
            Err(e) => {
                self.options.pop();
                return Err(e);
            }
        };
        self.records.push(HeapRecord {
            heap: m,
            step,
            order: self.q.order(),
            p_size: self.p.count(),
            time: start.elapsed(),
            bytes: self.memory_bytes(),
        });
        Ok(())
    }

    fn check_memory(&self, bytes: usize) -> Result<(), Stop> {
        match self.limits.memory {
            Some(max) if bytes > max => Err(Stop::Memory(max)),
            _ => Ok(()),
        }
    }

    fn extend_heap(&mut self, meter: &mut crate::limits::Meter) -> Result<Step, Stop> {
        let m = self.pre.len();
        let opts = &self.options[m];
        if opts.is_empty() {
            self.pre.push(0);
            self.trans.push(Vec::new());
            return Ok(Step::NoMove);
        }
        let pre_usize: Vec<usize> = self.pre.iter().map(|&x| x as usize).collect();
        let q = &self.q;
        let tr: Vec<u16> = transitions(&|x, y| q.mul(x, y), &pre_usize, std::slice::from_ref(opts))
            [0]
        .iter()
        .map(|&x| x as u16)
        .collect();
        if let Some(step) = self.conservative(&tr, meter)? {
            return Ok(step);
        }
        // The quotient grows.
        let bounds = Bounds {
            max_order: self.config.max_order,
            max_candidate: self.config.max_candidate,
            memory: self.limits.memory,
        };
        let mut report = |f: &Failure| {
            if let Some(cb) = &mut self.on_failure {
                cb(m, f);
            }
        };
        let (trial, anti) = expand(
            &self.q,
            &self.pre,
            &self.options,
            meter,
            &bounds,
            &mut self.stats,
            &mut report,
        )?;
        self.q = trial.q;
        self.p = trial.p;
        self.pre = trial.pre;
        self.trans = trial.trans;
        self.tables = None;
        self.anti = Some(anti);
        self.check_memory(self.memory_bytes())?;
        Ok(Step::Expanded)
    }

    /// Map the new heap (transitions `tr`) to an old element if one fits.
    fn conservative(
        &mut self,
        tr: &[u16],
        meter: &mut crate::limits::Meter,
    ) -> Result<Option<Step>, Stop> {
        let n = self.q.order();
        if self.tables.is_none() {
            self.check_memory(Monoid::table_bytes(n) + Tables::bytes(n, self.pre.len() + 1))?;
            let c = Candidate {
                q: &self.q,
                p: &self.p,
                pre: &self.pre,
                trans: &self.trans,
            };
            self.tables = Some(Tables::new(&c, meter)?);
        }
        let Some(tables) = &self.tables else {
            return Ok(None);
        };
        let is_p = tr.iter().all(|&t| !self.p.get(t as usize));
        let mut u_tr = Bits::new(n);
        for &t in tr {
            u_tr.union_with(&tables.pinv[t as usize]);
        }
        let fits: Vec<usize> = (0..n)
            .filter(|&x| {
                self.p.get(x) == is_p
                    && tr
                        .iter()
                        .all(|&t| !tables.pinv[x].intersects(&tables.pinv[t as usize]))
            })
            .collect();
        // Mex interpolation: an old sum that the heap can stand in for.
        if let Some(anti) = &self.anti {
            for &x in &fits {
                if anti.sets[x].iter().any(|s| s.is_subset(&u_tr)) {
                    self.pre.push(x as u16);
                    self.trans.push(tr.to_vec());
                    if let Some(t) = &mut self.tables {
                        t.ut.push(u_tr);
                    }
                    return Ok(Some(Step::Interpolated));
                }
            }
        }
        // Otherwise walk the sums with the new heap for each element that fits.
        for &x in &fits {
            self.pre.push(x as u16);
            self.trans.push(tr.to_vec());
            let outcome = {
                let Some(t) = &mut self.tables else {
                    return Ok(None);
                };
                t.ut.push(u_tr.clone());
                let c = Candidate {
                    q: &self.q,
                    p: &self.p,
                    pre: &self.pre,
                    trans: &self.trans,
                };
                let heaps = walk_heaps(&c, t);
                let r = n_walk(&c, t, &heaps, None, meter, self.limits.memory);
                if !matches!(r, Ok(NWalk::Verified(_))) {
                    t.ut.pop();
                }
                r
            };
            match outcome {
                Ok(NWalk::Verified(a)) => {
                    self.anti = Some(a);
                    return Ok(Some(Step::Walked));
                }
                Ok(_) => {
                    self.pre.pop();
                    self.trans.pop();
                }
                Err(e) => {
                    self.pre.pop();
                    self.trans.pop();
                    return Err(e);
                }
            }
        }
        Ok(None)
    }
}
