//! Misère play of sums of heaps from a quotient: the element of a sum is the
//! product of its heaps' elements, the sum is a P-position exactly when that
//! element is in the P-portion, and a move wins exactly when it leads into
//! the P-portion. Time: one product per heap and per option, whatever the
//! size of the game tree.

use super::quotient::MisereQuotient;
use crate::short::Outcome;

/// A move in a sum of heaps: heap `index` (of size `from`) becomes the heaps
/// `to` (none: it is taken whole).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MisereMove {
    /// The heap's position in the sum.
    pub index: usize,
    /// Its size.
    pub from: usize,
    /// The heaps the move leaves in its place.
    pub to: Vec<usize>,
}

/// A sum of heaps analysed by its quotient.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumAnalysis {
    /// The sum's element.
    pub element: usize,
    /// `P` (the player to move loses) or `N`.
    pub outcome: Outcome,
    /// Every winning move (one per heap size: equal heaps have the same
    /// moves).
    pub winning: Vec<MisereMove>,
}

impl MisereQuotient {
    /// The outcome and every winning move of the sum `heaps`, or `None`
    /// if a heap is beyond the computed ones (and no period is proved).
    pub fn analyse(&self, heaps: &[usize]) -> Option<SumAnalysis> {
        let q = self.monoid();
        let elems: Vec<usize> = heaps
            .iter()
            .map(|&h| self.heap_element(h))
            .collect::<Option<_>>()?;
        // rest[i]: the product of every heap but heap i.
        let k = elems.len();
        let mut prefix = vec![0usize; k + 1];
        for i in 0..k {
            prefix[i + 1] = q.mul(prefix[i], elems[i]);
        }
        let mut suffix = vec![0usize; k + 1];
        for i in (0..k).rev() {
            suffix[i] = q.mul(suffix[i + 1], elems[i]);
        }
        let element = prefix[k];
        let mut winning = Vec::new();
        for i in 0..k {
            if heaps[..i].contains(&heaps[i]) {
                continue;
            }
            let rest = q.mul(prefix[i], suffix[i + 1]);
            for to in self.game().heap_options(heaps[i]) {
                let x = to
                    .iter()
                    .try_fold(rest, |acc, &h| Some(q.mul(acc, self.heap_element(h)?)))?;
                if self.is_p(x) {
                    winning.push(MisereMove {
                        index: i,
                        from: heaps[i],
                        to,
                    });
                }
            }
        }
        let outcome = if self.is_p(element) {
            Outcome::P
        } else {
            Outcome::N
        };
        Some(SumAnalysis {
            element,
            outcome,
            winning,
        })
    }
}
