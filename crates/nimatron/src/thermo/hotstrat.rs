//! Playing sums of hot games: Hotstrat (move in a hottest component, to the
//! option that holds Left's wall at that temperature), and the exact winning
//! moves of a sum when its canonical form is within reach.

use crate::numbers::Rational;
use crate::short::{Game, GameStore};

/// A move in one component of a sum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumMove {
    /// Which component.
    pub component: usize,
    /// The option moved to in that component.
    pub option: Game,
}

impl GameStore {
    /// Left's Hotstrat move in the sum of `components`: in a component of highest
    /// temperature (ties: the first), the Left option whose right wall is highest at
    /// that temperature. `None` when Left has no move anywhere.
    pub fn hotstrat_left(&mut self, components: &[Game]) -> Option<SumMove> {
        let mut best: Option<(Rational, usize)> = None;
        for (i, &g) in components.iter().enumerate() {
            if self.left_options(g).is_empty() {
                continue;
            }
            let t = self.temperature(g);
            if best.as_ref().is_none_or(|(bt, _)| &t > bt) {
                best = Some((t, i));
            }
        }
        let (t, i) = best?;
        let g = components[i];
        let mut choice: Option<(Rational, Game)> = None;
        for gl in self.left_options(g) {
            let th = self.thermograph(gl);
            let v = th.right_wall.value_at(&t);
            if choice.as_ref().is_none_or(|(bv, _)| &v > bv) {
                choice = Some((v, gl));
            }
        }
        choice.map(|(_, option)| SumMove {
            component: i,
            option,
        })
    }

    /// Right's Hotstrat move (Left's in the negated sum).
    pub fn hotstrat_right(&mut self, components: &[Game]) -> Option<SumMove> {
        let negs: Vec<Game> = components.iter().map(|&g| self.neg(g)).collect();
        let m = self.hotstrat_left(&negs)?;
        Some(SumMove {
            component: m.component,
            option: self.neg(m.option),
        })
    }

    /// Every Left move of the sum after which Left wins moving second (the sum of
    /// the new components is >= 0). Empty when Left, moving first, loses.
    pub fn winning_left_moves(&mut self, components: &[Game]) -> Vec<SumMove> {
        let total = self.sum(components);
        let zero = self.zero();
        let mut out = Vec::new();
        for (i, &g) in components.iter().enumerate() {
            let rest = self.sub(total, g);
            for gl in self.left_options(g) {
                let after = self.add(rest, gl);
                if self.leq(zero, after) {
                    out.push(SumMove {
                        component: i,
                        option: gl,
                    });
                }
            }
        }
        out
    }
}
