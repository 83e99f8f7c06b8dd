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

/// Winning moves of one heap that the quotient's period makes alike: `first`,
/// and for `count > 1` the moves leaving `first.to[0] + j * step` and
/// `first.to[1] - j * step` for every `j < count` (two heaps, both past the
/// preperiod: their elements repeat with the period `step`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveClass {
    /// The first move of the class (its first heap the smallest).
    pub first: MisereMove,
    /// The period between the moves of the class (0 when it has one move).
    pub step: usize,
    /// How many moves the class has.
    pub count: u64,
}

/// A sum of heaps analysed by its quotient, with the winning moves in
/// classes: the work is by the period, not by the heaps' sizes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassAnalysis {
    /// The sum's element.
    pub element: usize,
    /// `P` or `N`.
    pub outcome: Outcome,
    /// Every winning move, in classes (one heap of each size).
    pub winning: Vec<MoveClass>,
}

/// Why a sum could not be analysed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// A heap (or a heap a move leaves) is beyond the computed heaps and no
    /// period is proved.
    Beyond(usize),
    /// A move into three heaps from a heap past [`MAX_THREE_HEAP_MOVES`]
    /// tokens: those moves are listed one by one, and there are too many.
    TooManyMoves(usize),
}

impl std::fmt::Display for PlayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlayError::Beyond(to) => write!(
                f,
                "a heap is beyond the computed heaps 0..={to} and no period is proved"
            ),
            PlayError::TooManyMoves(n) => write!(
                f,
                "too large: the moves of a heap of {n} into three heaps are listed one by one, \
                 for heaps of at most {MAX_THREE_HEAP_MOVES} tokens"
            ),
        }
    }
}

/// The largest heap whose moves into three heaps are listed (about
/// 1.4 million of them).
pub const MAX_THREE_HEAP_MOVES: usize = 4096;

impl MisereQuotient {
    /// The outcome and every winning move of the sum `heaps`, the moves of
    /// a heap past the preperiod grouped by the period ([`MoveClass`]): the
    /// work is about the preperiod plus the period per heap, whatever the
    /// heaps' sizes (`misere kayles --play 100000000`).
    pub fn analyse_classes(&self, heaps: &[usize]) -> Result<ClassAnalysis, PlayError> {
        let q = self.monoid();
        let beyond = PlayError::Beyond(self.to());
        let elem = |h: usize| self.heap_element(h).ok_or(beyond.clone());
        let elems: Vec<usize> = heaps.iter().map(|&h| elem(h)).collect::<Result<_, _>>()?;
        let element = elems.iter().fold(0, |acc, &e| q.mul(acc, e));
        let mut winning = Vec::new();
        for (i, &n) in heaps.iter().enumerate() {
            if heaps[..i].contains(&n) {
                continue;
            }
            let rest = (0..heaps.len())
                .filter(|&j| j != i)
                .fold(0, |acc, j| q.mul(acc, elems[j]));
            let mut push = |to: Vec<usize>, step: usize, count: u64| -> Result<(), PlayError> {
                let x = to
                    .iter()
                    .try_fold(rest, |acc, &h| Ok(q.mul(acc, elem(h)?)))?;
                if self.is_p(x) {
                    winning.push(MoveClass {
                        first: MisereMove {
                            index: i,
                            from: n,
                            to,
                        },
                        step,
                        count,
                    });
                }
                Ok(())
            };
            let game = self.game();
            for &k in game.removals(0).0 {
                if n == k && k > 0 {
                    push(vec![], 0, 1)?;
                }
            }
            for &k in game.removals(1).0 {
                if n > k && k > 0 {
                    push(vec![n - k], 0, 1)?;
                }
            }
            let (two, unequal) = game.removals(2);
            for &k in two {
                if n < k + 2 {
                    continue;
                }
                let m = n - k;
                let half = m / 2;
                // One by one while a heap may be in the preperiod (or all,
                // with no period); past it, one class per residue.
                let (first_class, period) = match self.period() {
                    Some((n0, p)) => (n0.max(1), p),
                    None => (half + 1, 1),
                };
                for a in 1..=half.min(first_class - 1) {
                    if !(unequal && 2 * a == m) {
                        push(vec![a, m - a], 0, 1)?;
                    }
                }
                for a in first_class..(first_class + period).min(half + 1) {
                    let mut count = ((half - a) / period) as u64 + 1;
                    if unequal && m % 2 == 0 && (half - a) % period == 0 {
                        count -= 1; // the equal split, the class's last move
                    }
                    match count {
                        0 => {}
                        1 => push(vec![a, m - a], 0, 1)?,
                        _ => push(vec![a, m - a], period, count)?,
                    }
                }
            }
            for &k in game.removals(3).0 {
                if n < k + 3 {
                    continue;
                }
                if n > MAX_THREE_HEAP_MOVES {
                    return Err(PlayError::TooManyMoves(n));
                }
                let m = n - k;
                for a in 1..=m / 3 {
                    for b in a..=(m - a) / 2 {
                        push(vec![a, b, m - a - b], 0, 1)?;
                    }
                }
            }
        }
        let outcome = if self.is_p(element) {
            Outcome::P
        } else {
            Outcome::N
        };
        Ok(ClassAnalysis {
            element,
            outcome,
            winning,
        })
    }
}
