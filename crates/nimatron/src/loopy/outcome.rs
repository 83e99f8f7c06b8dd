//! Outcomes with draws: who wins each vertex of a game graph with Left or Right
//! moving first, by retrograde analysis (win/loss labelling; the rest draws).
//!
//! CGSuite's outcome classes (`OutcomeClass.scala`) are pairs (Left first,
//! Right first) over {Left wins, draw, Right wins}: `L R P N D` and the four
//! mixed ones `NHat = (L, D)`, `PCheck = (R, D)`, `PHat = (D, L)`,
//! `NCheck = (D, R)`.

use super::graph::{check_states, Graph};
use super::{Loopy, LoopyStore};
use crate::limits::{Meter, Stop};
use std::fmt;

/// The result of play from one position with one player to move.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Outcome {
    /// Right wins (Left runs out of moves first).
    RightWins,
    /// Play goes on forever.
    Draw,
    /// Left wins.
    LeftWins,
}

/// An outcome class with draws, as CGSuite names them.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum OutcomeClass {
    /// Left wins moving first or second.
    L,
    /// Right wins moving first or second.
    R,
    /// The second player wins.
    P,
    /// The first player wins.
    N,
    /// A draw whoever starts.
    D,
    /// Draw with Left first, Left wins with Right first.
    PHat,
    /// Right wins with Left first, draw with Right first.
    PCheck,
    /// Left wins with Left first, draw with Right first.
    NHat,
    /// Draw with Left first, Right wins with Right first.
    NCheck,
}

impl OutcomeClass {
    /// The class of the pair (result with Left first, result with Right first).
    pub fn from_pair(left_first: Outcome, right_first: Outcome) -> OutcomeClass {
        use Outcome::*;
        match (left_first, right_first) {
            (RightWins, LeftWins) => OutcomeClass::P,
            (LeftWins, RightWins) => OutcomeClass::N,
            (LeftWins, LeftWins) => OutcomeClass::L,
            (RightWins, RightWins) => OutcomeClass::R,
            (Draw, Draw) => OutcomeClass::D,
            (LeftWins, Draw) => OutcomeClass::NHat,
            (RightWins, Draw) => OutcomeClass::PCheck,
            (Draw, LeftWins) => OutcomeClass::PHat,
            (Draw, RightWins) => OutcomeClass::NCheck,
        }
    }

    /// The result when Left moves first.
    pub fn left_first(self) -> Outcome {
        use OutcomeClass::*;
        match self {
            L | N | NHat => Outcome::LeftWins,
            D | NCheck | PHat => Outcome::Draw,
            R | P | PCheck => Outcome::RightWins,
        }
    }

    /// The result when Right moves first.
    pub fn right_first(self) -> Outcome {
        use OutcomeClass::*;
        match self {
            R | N | NCheck => Outcome::RightWins,
            D | NHat | PCheck => Outcome::Draw,
            L | P | PHat => Outcome::LeftWins,
        }
    }

    /// CGSuite's name.
    pub fn name(self) -> &'static str {
        use OutcomeClass::*;
        match self {
            L => "L",
            R => "R",
            P => "P",
            N => "N",
            D => "D",
            PHat => "PHat",
            PCheck => "PCheck",
            NHat => "NHat",
            NCheck => "NCheck",
        }
    }

    /// The class named `s` (CGSuite's names).
    pub fn from_name(s: &str) -> Option<OutcomeClass> {
        use OutcomeClass::*;
        [L, R, P, N, D, PHat, PCheck, NHat, NCheck]
            .into_iter()
            .find(|c| c.name() == s)
    }
}

impl fmt::Display for OutcomeClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// For every vertex, the result with Left moving first and with Right moving
/// first. States are `2v` (Left to move) and `2v + 1` (Right to move); a player
/// to move with no option loses; what neither player can force is a draw.
pub(crate) fn retrograde(g: &Graph, meter: &mut Meter) -> Result<Vec<[Outcome; 2]>, Stop> {
    let n = g.len();
    let rev = g.reverse();
    let left_wins = attractor(g, &rev, true, meter)?;
    let right_wins = attractor(g, &rev, false, meter)?;
    let mut out = Vec::with_capacity(n);
    for v in 0..n {
        let at = |s: usize| {
            if left_wins[s] {
                Outcome::LeftWins
            } else if right_wins[s] {
                Outcome::RightWins
            } else {
                Outcome::Draw
            }
        };
        out.push([at(2 * v), at(2 * v + 1)]);
    }
    Ok(out)
}

/// The states from which `left` (or Right) can force a win.
fn attractor(g: &Graph, rev: &Graph, left: bool, meter: &mut Meter) -> Result<Vec<bool>, Stop> {
    let n = g.len();
    // The winner's opponent moves at states with parity `opp`.
    let opp = if left { 1 } else { 0 };
    let opp_options = |v: usize| if left { &g.right[v] } else { &g.left[v] };
    let mut won = vec![false; 2 * n];
    let mut count = vec![0u32; 2 * n];
    let mut queue = Vec::new();
    for v in 0..n {
        count[2 * v + opp] = opp_options(v).len() as u32;
        if count[2 * v + opp] == 0 {
            won[2 * v + opp] = true;
            queue.push(2 * v + opp);
        }
    }
    while let Some(s) = queue.pop() {
        meter.tick()?;
        let v = s / 2;
        if s % 2 == opp {
            // The opponent is to move here and loses: the winner moving into it
            // wins. The winner's moves into `v` come from his predecessors.
            let preds = if left { &rev.left[v] } else { &rev.right[v] };
            for &u in preds {
                let t = 2 * u as usize + (1 - opp);
                if !won[t] {
                    won[t] = true;
                    queue.push(t);
                }
            }
        } else {
            // The winner is to move here and wins: an opponent's move into it
            // is one losing move fewer.
            let preds = if left { &rev.right[v] } else { &rev.left[v] };
            for &u in preds {
                let t = 2 * u as usize + opp;
                if !won[t] {
                    count[t] -= 1;
                    if count[t] == 0 {
                        won[t] = true;
                        queue.push(t);
                    }
                }
            }
        }
    }
    Ok(won)
}

impl LoopyStore {
    /// The outcome class of `g`, draws included, by retrograde analysis of its
    /// graph.
    pub fn outcome(&mut self, g: Loopy) -> Result<OutcomeClass, Stop> {
        self.outcome_of_sum(&[g])
    }

    /// The outcome class of the sum of `games`, by retrograde analysis of the
    /// product of their graphs (built under the limits; never stored).
    pub fn outcome_of_sum(&mut self, games: &[Loopy]) -> Result<OutcomeClass, Stop> {
        let mut meter = self.meter();
        let mut graphs = Vec::with_capacity(games.len());
        for &g in games {
            graphs.push(self.subgraph(g)?.0);
        }
        if graphs.is_empty() {
            return Ok(OutcomeClass::P);
        }
        let p = super::graph::product(&graphs, &self.limits, &mut meter)?;
        check_states(2 * p.len(), &self.limits, 16)?;
        let r = retrograde(&p, &mut meter)?;
        Ok(OutcomeClass::from_pair(r[0][0], r[0][1]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pair_has_one_class_and_back() {
        use Outcome::*;
        for a in [RightWins, Draw, LeftWins] {
            for b in [RightWins, Draw, LeftWins] {
                let c = OutcomeClass::from_pair(a, b);
                assert_eq!((c.left_first(), c.right_first()), (a, b));
                assert_eq!(OutcomeClass::from_name(c.name()), Some(c));
            }
        }
    }

    #[test]
    fn retrograde_on_small_graphs() {
        // 0 = { | }: the player to move loses.
        let zero = Graph {
            left: vec![vec![]],
            right: vec![vec![]],
        };
        let r = retrograde(&zero, &mut Meter::unlimited()).unwrap();
        assert_eq!(r[0], [Outcome::RightWins, Outcome::LeftWins]);
        // dud = {pass|pass}: a draw either way.
        let dud = Graph {
            left: vec![vec![0]],
            right: vec![vec![0]],
        };
        let r = retrograde(&dud, &mut Meter::unlimited()).unwrap();
        assert_eq!(r[0], [Outcome::Draw, Outcome::Draw]);
    }
}
