//! The Sprague–Grundy engine for any impartial game: a position type gives its
//! options and its decomposition into independent components; a memoised mex
//! search with a transposition table gives Grundy values, outcomes and winning
//! moves (of sums too). Misère outcomes by plain memoised search (no
//! decomposition: misère play does not add Grundy values).

use crate::short::Outcome;
use rustc_hash::FxHashMap;
use std::hash::Hash;

/// A position of an impartial game: both players have the same options.
pub trait ImpartialPosition: Clone + Eq + Hash {
    /// The positions reachable in one move.
    fn options(&self) -> Vec<Self>;

    /// The independent components whose disjunctive sum this position is.
    /// The default is the position itself (no decomposition). A position whose
    /// decomposition is not itself must decompose into strictly smaller parts.
    fn components(&self) -> Vec<Self> {
        vec![self.clone()]
    }
}

/// The minimal excludant: the least natural number not in `values`.
pub fn mex(values: impl IntoIterator<Item = u32>) -> u32 {
    let mut seen: Vec<bool> = Vec::new();
    for v in values {
        let v = v as usize;
        if v >= seen.len() {
            seen.resize(v + 1, false);
        }
        seen[v] = true;
    }
    seen.iter().position(|s| !s).unwrap_or(seen.len()) as u32
}

/// Memoised Sprague–Grundy search with transposition tables.
///
/// Recursion goes as deep as the longest play of a component; meant for the
/// small positions of rulesets and for cross-checking closed forms.
#[derive(Debug)]
pub struct GrundySearch<P> {
    table: FxHashMap<P, u32>,
    misere: FxHashMap<P, bool>,
}

impl<P: ImpartialPosition> Default for GrundySearch<P> {
    fn default() -> Self {
        Self::new()
    }
}

impl<P: ImpartialPosition> GrundySearch<P> {
    /// An empty search.
    pub fn new() -> Self {
        GrundySearch {
            table: FxHashMap::default(),
            misere: FxHashMap::default(),
        }
    }

    /// Number of component positions whose value is stored.
    pub fn table_len(&self) -> usize {
        self.table.len()
    }

    /// The Grundy value (nim value) of a position: the nim-sum of the values of
    /// its components, each the mex of its options' values.
    pub fn grundy(&mut self, pos: &P) -> u32 {
        let comps = pos.components();
        if comps.len() == 1 && comps[0] == *pos {
            return self.component_value(pos);
        }
        comps.iter().fold(0, |acc, c| acc ^ self.grundy(c))
    }

    fn component_value(&mut self, pos: &P) -> u32 {
        if let Some(&v) = self.table.get(pos) {
            return v;
        }
        let opts = pos.options();
        let values: Vec<u32> = opts.iter().map(|o| self.grundy(o)).collect();
        let v = mex(values);
        self.table.insert(pos.clone(), v);
        v
    }

    /// Normal-play outcome: `P` when the Grundy value is 0, else `N`.
    pub fn outcome(&mut self, pos: &P) -> Outcome {
        if self.grundy(pos) == 0 {
            Outcome::P
        } else {
            Outcome::N
        }
    }

    /// The winning moves (normal play): the options of value 0.
    pub fn winning_moves(&mut self, pos: &P) -> Vec<P> {
        pos.options()
            .into_iter()
            .filter(|o| self.grundy(o) == 0)
            .collect()
    }

    /// Winning moves in the disjunctive sum of `components` (normal play):
    /// `(i, option)` moves component `i` to `option`, leaving nim-sum 0.
    pub fn winning_moves_in_sum(&mut self, components: &[P]) -> Vec<(usize, P)> {
        let values: Vec<u32> = components.iter().map(|c| self.grundy(c)).collect();
        let total = values.iter().fold(0, |a, v| a ^ v);
        let mut moves = Vec::new();
        if total == 0 {
            return moves;
        }
        for (i, c) in components.iter().enumerate() {
            let target = total ^ values[i];
            if target >= values[i] {
                continue; // only components with the leading bit can move (Bouton)
            }
            for o in c.options() {
                if self.grundy(&o) == target {
                    moves.push((i, o));
                }
            }
        }
        moves
    }

    /// Misère outcome (the player who cannot move wins), by memoised search
    /// on whole positions.
    pub fn misere_outcome(&mut self, pos: &P) -> Outcome {
        if self.misere_next_wins(pos) {
            Outcome::N
        } else {
            Outcome::P
        }
    }

    fn misere_next_wins(&mut self, pos: &P) -> bool {
        if let Some(&w) = self.misere.get(pos) {
            return w;
        }
        let opts = pos.options();
        let wins = opts.is_empty() || opts.iter().any(|o| !self.misere_next_wins(o));
        self.misere.insert(pos.clone(), wins);
        wins
    }

    /// The winning moves in misère play: options that are misère P-positions.
    pub fn misere_winning_moves(&mut self, pos: &P) -> Vec<P> {
        pos.options()
            .into_iter()
            .filter(|o| !self.misere_next_wins(o))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A single Nim heap.
    #[derive(Clone, PartialEq, Eq, Hash, Debug)]
    struct Heap(u32);
    impl ImpartialPosition for Heap {
        fn options(&self) -> Vec<Self> {
            (0..self.0).map(Heap).collect()
        }
    }

    /// Subtraction game S(1,2,3) on one heap.
    #[derive(Clone, PartialEq, Eq, Hash, Debug)]
    struct Sub123(u32);
    impl ImpartialPosition for Sub123 {
        fn options(&self) -> Vec<Self> {
            [1, 2, 3]
                .iter()
                .filter(|&&k| k <= self.0)
                .map(|k| Sub123(self.0 - k))
                .collect()
        }
    }

    #[test]
    fn mex_basics() {
        assert_eq!(mex([]), 0);
        assert_eq!(mex([0, 1, 3]), 2);
        assert_eq!(mex([1, 2]), 0);
    }

    #[test]
    fn heaps_are_nimbers() {
        let mut s = GrundySearch::new();
        for n in 0..20 {
            assert_eq!(s.grundy(&Heap(n)), n);
        }
        let moves = s.winning_moves_in_sum(&[Heap(3), Heap(4), Heap(5)]);
        assert_eq!(moves, vec![(0, Heap(1))]);
    }

    #[test]
    fn subtraction_game_is_n_mod_4_and_21_game() {
        let mut s = GrundySearch::new();
        for n in 0..50 {
            assert_eq!(s.grundy(&Sub123(n)), n % 4);
        }
        // The 21 game: saying 21 loses, i.e. misère S(1,2,3) on 21 - said;
        // after saying a multiple of 4 the opponent is in a misère P-position.
        for said in (4..21).step_by(4) {
            assert_eq!(s.misere_outcome(&Sub123(21 - said)), Outcome::P);
        }
        assert_eq!(s.misere_outcome(&Sub123(21 - 1)), Outcome::N);
    }
}
