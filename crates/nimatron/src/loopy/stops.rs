//! Pseudonumbers (`on`, `off`, numbers, `x over`, `x under`) and the stops of
//! stoppers, as CGSuite computes them (`CanonicalStopper.leftStop`).
//!
//! The left stop is the largest right stop of a Left option, the right stop the
//! least left stop of a Right option; a pseudonumber is its own stop. In a
//! canonical stopper no play alternates forever, so the recursion ends.

use super::graph::Graph;
use super::stopper::acyclic_vertices;
use super::{Loopy, LoopyStore, Player};
use crate::limits::Stop;
use crate::numbers::Rational;
use crate::short::Game;
use std::fmt;

/// A pseudonumber: `off < x under < x < x over < on` (for every number `x`,
/// and `x over < y under` when `x < y`).
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Debug, Hash)]
pub enum Pseudonumber {
    /// `off = {|pass}`.
    Off,
    /// `x` (adornment 0), `x over = {x|pass}` (1), `x under = {pass|x}` (-1).
    Number(Rational, i8),
    /// `on = {pass|}`.
    On,
}

impl Pseudonumber {
    /// The number part (none for `on` and `off`).
    pub fn number(&self) -> Option<&Rational> {
        match self {
            Pseudonumber::Number(x, _) => Some(x),
            _ => None,
        }
    }

    /// The stop without its adornment (CGSuite's strong stop).
    pub fn strong(&self) -> Pseudonumber {
        match self {
            Pseudonumber::Number(x, _) => Pseudonumber::Number(x.clone(), 0),
            p => p.clone(),
        }
    }
}

impl fmt::Display for Pseudonumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Pseudonumber::Off => f.write_str("off"),
            Pseudonumber::On => f.write_str("on"),
            Pseudonumber::Number(x, a) => {
                let word = match a.cmp(&0) {
                    std::cmp::Ordering::Less => "under",
                    std::cmp::Ordering::Equal => return write!(f, "{x}"),
                    std::cmp::Ordering::Greater => "over",
                };
                if x.is_zero() {
                    f.write_str(word)
                } else {
                    write!(f, "{x}{word}")
                }
            }
        }
    }
}

impl LoopyStore {
    /// The short game of each vertex of `g` that reaches no cycle.
    pub(crate) fn short_values(&mut self, g: &Graph) -> Result<Vec<Option<Game>>, Stop> {
        let loopfree = acyclic_vertices(g, false);
        let n = g.len();
        let mut out: Vec<Option<Game>> = vec![None; n];
        // Post-order from every loopfree vertex.
        let mut meter = self.meter();
        for start in 0..n {
            if !loopfree[start] || out[start].is_some() {
                continue;
            }
            let mut stack = vec![(start, false)];
            while let Some((v, ready)) = stack.pop() {
                meter.tick()?;
                if out[v].is_some() {
                    continue;
                }
                if ready {
                    let l: Vec<Game> = g.left[v]
                        .iter()
                        .map(|&w| out[w as usize].expect("child first"))
                        .collect();
                    let r: Vec<Game> = g.right[v]
                        .iter()
                        .map(|&w| out[w as usize].expect("child first"))
                        .collect();
                    out[v] = Some(self.short.guard(|s| s.from_options(&l, &r))?);
                } else {
                    stack.push((v, true));
                    for &w in g.left[v].iter().chain(&g.right[v]) {
                        if out[w as usize].is_none() {
                            stack.push((w as usize, false));
                        }
                    }
                }
            }
        }
        Ok(out)
    }

    /// The short game equal to `g`, if its graph has no cycle.
    pub fn to_game(&mut self, g: Loopy) -> Result<Option<Game>, Stop> {
        let (graph, _) = self.subgraph(g)?;
        Ok(self.short_values(&graph)?[0])
    }

    /// The pseudonumber that vertex `v` of the canonical graph `g` is, if any.
    pub(crate) fn pseudonumber_at(
        &mut self,
        g: &Graph,
        short: &[Option<Game>],
        v: usize,
    ) -> Option<Pseudonumber> {
        let num = |s: &mut Self, w: u32| -> Option<Rational> {
            short[w as usize].and_then(|x| s.short.number_value(x).cloned())
        };
        if let Some(x) = num(self, v as u32) {
            return Some(Pseudonumber::Number(x, 0));
        }
        let (l, r) = (&g.left[v], &g.right[v]);
        let me = v as u32;
        match (l.as_slice(), r.as_slice()) {
            ([a], []) if *a == me => Some(Pseudonumber::On),
            ([], [a]) if *a == me => Some(Pseudonumber::Off),
            ([a], [b]) if *b == me => num(self, *a).map(|x| Pseudonumber::Number(x, 1)),
            ([a], [b]) if *a == me => num(self, *b).map(|x| Pseudonumber::Number(x, -1)),
            _ => None,
        }
    }

    /// The pseudonumber equal to `g`, if it is one.
    pub fn as_pseudonumber(&mut self, g: Loopy) -> Result<Option<Pseudonumber>, Stop> {
        if !self.is_stopper(g)? {
            return Ok(None);
        }
        let c = self.canonical(g)?;
        let (graph, _) = self.subgraph(c)?;
        let short = self.short_values(&graph)?;
        Ok(self.pseudonumber_at(&graph, &short, 0))
    }

    /// The stop of the stopper `g` for `p` moving first.
    pub fn stop(&mut self, g: Loopy, p: Player) -> Result<Pseudonumber, Stop> {
        let c = self.canonical(g)?;
        let (graph, _) = self.subgraph(c)?;
        let short = self.short_values(&graph)?;
        let n = graph.len();
        let pseudo: Vec<Option<Pseudonumber>> = (0..n)
            .map(|v| self.pseudonumber_at(&graph, &short, v))
            .collect();
        // State 2v: Left's stop of v; 2v + 1: Right's.
        let mut memo: Vec<Option<Pseudonumber>> = vec![None; 2 * n];
        let mut on_stack = vec![false; 2 * n];
        let start = match p {
            Player::Left => 0,
            Player::Right => 1,
        };
        let mut stack = vec![(start, false)];
        let mut meter = self.meter();
        while let Some((s, ready)) = stack.pop() {
            meter.tick()?;
            if memo[s].is_some() {
                continue;
            }
            let v = s / 2;
            if let Some(x) = &pseudo[v] {
                memo[s] = Some(x.clone());
                continue;
            }
            let opts = if s % 2 == 0 {
                &graph.left[v]
            } else {
                &graph.right[v]
            };
            if opts.is_empty() {
                return Err(Stop::Unsupported(
                    "a stop of a stopper whose player has no move",
                ));
            }
            let child = |w: u32| 2 * w as usize + (1 - s % 2);
            if ready {
                let vals = opts
                    .iter()
                    .map(|&w| memo[child(w)].clone().expect("child first"));
                memo[s] = if s % 2 == 0 { vals.max() } else { vals.min() };
                on_stack[s] = false;
            } else {
                if on_stack[s] {
                    return Err(Stop::Unsupported("stops of a game with alternating cycles"));
                }
                on_stack[s] = true;
                stack.push((s, true));
                for &w in opts {
                    let t = child(w);
                    if memo[t].is_none() {
                        if on_stack[t] {
                            return Err(Stop::Unsupported(
                                "stops of a game with alternating cycles",
                            ));
                        }
                        stack.push((t, false));
                    }
                }
            }
        }
        Ok(memo[start].clone().expect("computed"))
    }

    /// The left stop.
    pub fn left_stop(&mut self, g: Loopy) -> Result<Pseudonumber, Stop> {
        self.stop(g, Player::Left)
    }

    /// The right stop.
    pub fn right_stop(&mut self, g: Loopy) -> Result<Pseudonumber, Stop> {
        self.stop(g, Player::Right)
    }

    /// Whether `g + g == g` (for a game that is not a stopper, of its sided
    /// value: onsides by upsum, offsides by downsum).
    pub fn is_idempotent(&mut self, g: Loopy) -> Result<bool, Stop> {
        if !self.is_canonical(g) && !self.is_stopper(g)? {
            let s = self.sides(g)?;
            return Ok(self.add_sided(s, s)? == s);
        }
        // CGSuite's `this + this == this`: the sum of two stoppers may not be
        // one, but its sides may both be this stopper.
        let c = self.canonical(g)?;
        let d = self.sum_graph(&[c, c])?;
        let s = self.sides(d)?;
        Ok(s.onside == c && s.offside == c)
    }

    /// Whether both strong stops are 0 (of both sides, for a game that is not
    /// a stopper).
    pub fn is_infinitesimal(&mut self, g: Loopy) -> Result<bool, Stop> {
        let zero = Pseudonumber::Number(Rational::from(0), 0);
        if !self.is_canonical(g) && !self.is_stopper(g)? {
            let s = self.sides(g)?;
            return Ok(self.is_infinitesimal(s.onside)? && self.is_infinitesimal(s.offside)?);
        }
        Ok(self.left_stop(g)?.strong() == zero && self.right_stop(g)?.strong() == zero)
    }

    /// Whether the strong stops are one number (for a sided value: the
    /// onside's strong left stop is the offside's strong right stop).
    pub fn is_numberish(&mut self, g: Loopy) -> Result<bool, Stop> {
        if !self.is_canonical(g) && !self.is_stopper(g)? {
            let s = self.sides(g)?;
            return Ok(self.left_stop(s.onside)?.strong() == self.right_stop(s.offside)?.strong());
        }
        let l = self.left_stop(g)?.strong();
        Ok(l.number().is_some() && l == self.right_stop(g)?.strong())
    }

    /// CGSuite's `IsNumberTiny`: `{x || x | x - G}` with `x - G <= x + under`
    /// (a number plus a tiny), or the negative form.
    pub fn is_number_tiny(&mut self, g: Loopy) -> Result<bool, Stop> {
        let c = self.canonical(g)?;
        Ok(self.tiny_parts(c)?.is_some())
    }

    /// Whether `g` is a pseudonumber (`on`, `off`, a number, `x over`, `x under`).
    pub fn is_pseudonumber(&mut self, g: Loopy) -> Result<bool, Stop> {
        Ok(self.as_pseudonumber(g)?.is_some())
    }
}
