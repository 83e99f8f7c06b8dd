//! Loopy impartial games: the generalized Sprague–Grundy function (C. A. B.
//! Smith 1966; Fraenkel and Yesha 1986), its sums, and outcomes from it.
//!
//! Values are finite nimbers or `∞_K`, `K` the finite values among the options.
//! A sum of finite values is their nim-sum; `a + ∞_K = ∞_{K ⊕ a}`; `∞ + ∞` is
//! a draw. `0` is a second-player win, another finite value or `∞_K` with
//! `0 ∈ K` a first-player win, any other `∞_K` a draw.

use super::graph::Graph;
use super::outcome::OutcomeClass;
use super::{Loopy, LoopyStore};
use crate::limits::Stop;
use std::fmt;

/// A generalized Sprague–Grundy value.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum GrundyValue {
    /// A finite nimber `*n`.
    Finite(u64),
    /// `∞_K`: the finite values `K` among the options (sorted).
    Infinite(Vec<u64>),
}

impl GrundyValue {
    /// The value of a sum of two games with these values.
    pub fn add(&self, other: &GrundyValue) -> GrundyValue {
        match (self, other) {
            (GrundyValue::Finite(a), GrundyValue::Finite(b)) => GrundyValue::Finite(a ^ b),
            (GrundyValue::Finite(a), GrundyValue::Infinite(k))
            | (GrundyValue::Infinite(k), GrundyValue::Finite(a)) => {
                let mut k: Vec<u64> = k.iter().map(|x| x ^ a).collect();
                k.sort_unstable();
                GrundyValue::Infinite(k)
            }
            (GrundyValue::Infinite(_), GrundyValue::Infinite(_)) => {
                GrundyValue::Infinite(Vec::new())
            }
        }
    }

    /// The outcome class: `P`, `N` or `D`.
    pub fn outcome(&self) -> OutcomeClass {
        match self {
            GrundyValue::Finite(0) => OutcomeClass::P,
            GrundyValue::Finite(_) => OutcomeClass::N,
            GrundyValue::Infinite(k) if k.contains(&0) => OutcomeClass::N,
            GrundyValue::Infinite(_) => OutcomeClass::D,
        }
    }
}

impl fmt::Display for GrundyValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GrundyValue::Finite(n) => write!(f, "{n}"),
            GrundyValue::Infinite(k) if k.is_empty() => f.write_str("∞"),
            GrundyValue::Infinite(k) => {
                let parts: Vec<String> = k.iter().map(|x| x.to_string()).collect();
                write!(f, "∞_{{{}}}", parts.join(","))
            }
        }
    }
}

/// The generalized Sprague–Grundy value of every vertex of an impartial graph
/// (`left == right` at every vertex), by Fraenkel and Yesha's labelling.
pub(crate) fn grundy_values(
    g: &Graph,
    meter: &mut crate::limits::Meter,
) -> Result<Vec<GrundyValue>, Stop> {
    let n = g.len();
    const UNLABELED: u64 = u64::MAX;
    const INF: u64 = u64::MAX - 1;
    let mut label = vec![UNLABELED; n];
    let opts = |v: usize| &g.left[v];
    let mut m: u64 = 0;
    while label.contains(&UNLABELED) {
        // Step 2: label m where no option is m and every option unlabeled or
        // ∞ has an option labelled m.
        loop {
            let mut changed = false;
            for u in 0..n {
                meter.tick()?;
                if label[u] != UNLABELED {
                    continue;
                }
                let ok = opts(u).iter().all(|&w| {
                    let lw = label[w as usize];
                    lw != m
                        && (!(lw == UNLABELED || lw == INF)
                            || opts(w as usize).iter().any(|&x| label[x as usize] == m))
                });
                if ok {
                    label[u] = m;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        // Step 3: ∞ for the unlabeled with no option labelled m.
        for u in 0..n {
            if label[u] == UNLABELED && !opts(u).iter().any(|&w| label[w as usize] == m) {
                label[u] = INF;
            }
        }
        m += 1;
    }
    Ok((0..n)
        .map(|v| {
            if label[v] == INF {
                let mut k: Vec<u64> = opts(v)
                    .iter()
                    .map(|&w| label[w as usize])
                    .filter(|&x| x != INF)
                    .collect();
                k.sort_unstable();
                k.dedup();
                GrundyValue::Infinite(k)
            } else {
                GrundyValue::Finite(label[v])
            }
        })
        .collect())
}

impl LoopyStore {
    /// Whether every vertex of `g`'s graph gives both players the same options.
    pub fn is_impartial(&self, g: Loopy) -> Result<bool, Stop> {
        let (graph, _) = self.subgraph(g)?;
        Ok((0..graph.len()).all(|v| {
            let mut a = graph.left[v].clone();
            let mut b = graph.right[v].clone();
            a.sort_unstable();
            b.sort_unstable();
            a == b
        }))
    }

    /// The generalized Sprague–Grundy value of an impartial loopy game.
    pub fn grundy_value(&self, g: Loopy) -> Result<GrundyValue, Stop> {
        if !self.is_impartial(g)? {
            return Err(Stop::Unsupported("that game is not impartial"));
        }
        let (graph, _) = self.subgraph(g)?;
        Ok(grundy_values(&graph, &mut self.meter())?.swap_remove(0))
    }

    /// The generalized Sprague–Grundy value of a sum of impartial games.
    pub fn grundy_value_of_sum(&self, games: &[Loopy]) -> Result<GrundyValue, Stop> {
        let mut acc = GrundyValue::Finite(0);
        for &g in games {
            acc = acc.add(&self.grundy_value(g)?);
        }
        Ok(acc)
    }
}
