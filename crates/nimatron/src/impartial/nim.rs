//! Nim with any number of heaps of any size, in normal and misère play, by
//! Bouton's theory: the nim-sum of the heap sizes, and every winning move read
//! from the binary digits (the leftmost column with an odd number of 1s).
//!
//! Misère play (as in the article): the strategy is the normal one except when
//! the move would leave only heaps of size ≤ 1; then leave an odd number of
//! heaps of size 1.

use crate::short::Outcome;
use num_bigint::BigUint;
use num_traits::{One, Zero};

/// Play convention.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Play {
    /// The player who makes the last move wins.
    #[default]
    Normal,
    /// The player who makes the last move loses.
    Misere,
}

/// A move in Nim: heap `heap` (0-based) goes from `from` to `to` tokens.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NimMove {
    /// Index of the heap (0-based).
    pub heap: usize,
    /// Its size before the move.
    pub from: BigUint,
    /// Its size after the move (`to < from`).
    pub to: BigUint,
}

/// The nim-sum (binary addition without carries) of the heap sizes.
pub fn nim_sum(heaps: &[BigUint]) -> BigUint {
    heaps.iter().fold(BigUint::zero(), |acc, h| acc ^ h)
}

/// The position (0 = least significant) of the leftmost 1 of a nonzero number:
/// the leftmost column of the binary table with an odd number of 1s.
pub fn leading_column(sum: &BigUint) -> Option<u64> {
    if sum.is_zero() {
        None
    } else {
        Some(sum.bits() - 1)
    }
}

/// Counts heaps of size ≥ 2 and heaps of size exactly 1.
fn big_and_ones(heaps: &[BigUint]) -> (usize, usize) {
    let one = BigUint::one();
    let ones = heaps.iter().filter(|h| **h == one).count();
    let big = heaps.iter().filter(|h| **h > one).count();
    (big, ones)
}

/// The outcome of a Nim position under the given convention.
pub fn outcome(heaps: &[BigUint], play: Play) -> Outcome {
    let p = match play {
        Play::Normal => nim_sum(heaps).is_zero(),
        Play::Misere => {
            let (big, ones) = big_and_ones(heaps);
            if big == 0 {
                ones % 2 == 1
            } else {
                nim_sum(heaps).is_zero()
            }
        }
    };
    if p {
        Outcome::P
    } else {
        Outcome::N
    }
}

/// Every winning move, in heap order. Empty for a P-position.
///
/// Normal play (Bouton): with nim-sum `s ≠ 0` and `d` its leftmost 1-column,
/// the winning moves are exactly the heaps with a 1 in column `d`, each reduced
/// to `heap ⊕ s` (flip every column where `s` has a 1).
pub fn winning_moves(heaps: &[BigUint], play: Play) -> Vec<NimMove> {
    let one = BigUint::one();
    if play == Play::Misere {
        let (big, ones) = big_and_ones(heaps);
        if big == 0 {
            // Only heaps of size ≤ 1: leave an odd number of 1-heaps.
            if ones % 2 == 1 {
                return Vec::new();
            }
            return heaps
                .iter()
                .enumerate()
                .filter(|(_, h)| **h == one)
                .map(|(i, h)| NimMove {
                    heap: i,
                    from: h.clone(),
                    to: BigUint::zero(),
                })
                .collect();
        }
        if big == 1 {
            // The normal move would leave only heaps ≤ 1: instead reduce the big
            // heap to 0 or 1 so that an odd number of 1-heaps remains.
            let (i, h) = heaps
                .iter()
                .enumerate()
                .find(|(_, h)| **h > one)
                .expect("one big heap");
            let to = if ones % 2 == 1 {
                BigUint::zero()
            } else {
                one.clone()
            };
            return vec![NimMove {
                heap: i,
                from: h.clone(),
                to,
            }];
        }
        // Two or more big heaps: exactly the normal-play moves (each leaves a
        // big heap, so the misère exception cannot arise yet).
    }
    let s = nim_sum(heaps);
    let Some(d) = leading_column(&s) else {
        return Vec::new();
    };
    heaps
        .iter()
        .enumerate()
        .filter(|(_, h)| h.bit(d))
        .map(|(i, h)| NimMove {
            heap: i,
            from: h.clone(),
            to: h ^ &s,
        })
        .collect()
}

/// Applies a move, returning the new heaps (the caller's move must be legal).
pub fn apply(heaps: &[BigUint], mv: &NimMove) -> Vec<BigUint> {
    let mut out = heaps.to_vec();
    out[mv.heap] = mv.to.clone();
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::grundy::{GrundySearch, ImpartialPosition};

    fn big(v: &[u64]) -> Vec<BigUint> {
        v.iter().map(|&x| BigUint::from(x)).collect()
    }

    /// A Nim position as a generic impartial game; components are the heaps.
    #[derive(Clone, PartialEq, Eq, Hash, Debug)]
    struct Pos(Vec<u32>);
    impl ImpartialPosition for Pos {
        fn options(&self) -> Vec<Self> {
            let mut out = Vec::new();
            for i in 0..self.0.len() {
                for t in 0..self.0[i] {
                    let mut v = self.0.clone();
                    v[i] = t;
                    out.push(Pos(v));
                }
            }
            out
        }
        fn components(&self) -> Vec<Self> {
            if self.0.len() <= 1 {
                vec![self.clone()]
            } else {
                self.0.iter().map(|&h| Pos(vec![h])).collect()
            }
        }
    }

    #[test]
    fn article_example_3_4_5() {
        let h = big(&[3, 4, 5]);
        assert_eq!(nim_sum(&h), BigUint::from(2u32));
        assert_eq!(leading_column(&nim_sum(&h)), Some(1));
        let m = winning_moves(&h, Play::Normal);
        assert_eq!(
            m,
            vec![NimMove {
                heap: 0,
                from: 3u32.into(),
                to: 1u32.into()
            }]
        );
        assert_eq!(outcome(&big(&[1, 3, 5, 7]), Play::Normal), Outcome::P);
        assert_eq!(outcome(&big(&[1, 1]), Play::Misere), Outcome::N);
        // Lecture notes, example 2.9: *1 + *3 + *5 + *6 has three winning moves.
        let m = winning_moves(&big(&[1, 3, 5, 6]), Play::Normal);
        let tos: Vec<_> = m.iter().map(|m| (m.heap, m.to.clone())).collect();
        assert_eq!(
            tos,
            vec![(0, 0u32.into()), (1, 2u32.into()), (2, 4u32.into())]
        );
    }

    #[test]
    fn huge_heaps() {
        let a: BigUint = BigUint::one() << 200u32;
        let b = &a + 5u32;
        let h = vec![a.clone(), b.clone(), BigUint::from(3u32)];
        // nim-sum = 5 ^ 3 = 6
        assert_eq!(nim_sum(&h), BigUint::from(6u32));
        let m = winning_moves(&h, Play::Normal);
        assert_eq!(m.len(), 1);
        assert_eq!(m[0].heap, 1);
        assert_eq!(m[0].to, &a + 3u32);
    }

    /// Every position with up to 3 heaps of size ≤ 6 (and 4 heaps ≤ 3):
    /// Bouton's outcome and moves agree with the generic search, normal and misère.
    #[test]
    fn closed_form_agrees_with_search() {
        let mut search = GrundySearch::new();
        let mut positions = Vec::new();
        for a in 0..=6u32 {
            positions.push(vec![a]);
            for b in 0..=6u32 {
                positions.push(vec![a, b]);
                for c in 0..=6u32 {
                    positions.push(vec![a, b, c]);
                }
            }
        }
        for a in 0..=3u32 {
            for b in 0..=3u32 {
                for c in 0..=3u32 {
                    for d in 0..=3u32 {
                        positions.push(vec![a, b, c, d]);
                    }
                }
            }
        }
        for v in positions {
            let pos = Pos(v.clone());
            let heaps: Vec<BigUint> = v.iter().map(|&x| BigUint::from(x)).collect();
            assert_eq!(outcome(&heaps, Play::Normal), search.outcome(&pos), "{v:?}");
            assert_eq!(
                outcome(&heaps, Play::Misere),
                search.misere_outcome(&pos),
                "misère {v:?}"
            );
            let to_pos = |m: &NimMove| {
                let mut w = v.clone();
                w[m.heap] = u32::try_from(&m.to).unwrap();
                Pos(w)
            };
            let mut ours: Vec<Pos> = winning_moves(&heaps, Play::Normal)
                .iter()
                .map(to_pos)
                .collect();
            let mut theirs = search.winning_moves(&pos);
            ours.sort_by(|a, b| a.0.cmp(&b.0));
            theirs.sort_by(|a, b| a.0.cmp(&b.0));
            theirs.dedup();
            assert_eq!(ours, theirs, "{v:?}");
            let mut ours: Vec<Pos> = winning_moves(&heaps, Play::Misere)
                .iter()
                .map(to_pos)
                .collect();
            let mut theirs = search.misere_winning_moves(&pos);
            ours.sort_by(|a, b| a.0.cmp(&b.0));
            theirs.sort_by(|a, b| a.0.cmp(&b.0));
            theirs.dedup();
            assert_eq!(ours, theirs, "misère {v:?}");
        }
    }
}
