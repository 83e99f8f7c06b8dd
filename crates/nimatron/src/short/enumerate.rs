//! Enumerating every canonical game born by a given day.

use super::store::{Game, GameStore};

impl GameStore {
    /// Every canonical game born by day `day`, sorted by handle.
    ///
    /// Day n+1 consists of the games `{L | R}` where `L` and `R` are antichains of
    /// day-n games (dominated options never survive canonicalisation, so sets
    /// that are not antichains add nothing new). Day 3 has 1474 games; day 4 is
    /// astronomically large, so callers should stop at 3.
    pub fn games_born_by(&mut self, day: u32) -> Vec<Game> {
        // Only pairs without reversible options are canonical forms, and each
        // game born by the next day is exactly one such pair; a pair with a
        // reversible option is some other pair's game, so it is skipped as
        // soon as one reversible option is found, never canonicalised.
        self.born_by(day, |s, l, r| s.canonical_pair(l, r))
    }

    /// Every canonical game born by day `day` by the definition: canonicalise
    /// `{L | R}` for every pair of antichains of the previous day. Slower than
    /// [`GameStore::games_born_by`]; kept as its independent cross-check.
    pub fn games_born_by_canonicalising(&mut self, day: u32) -> Vec<Game> {
        self.born_by(day, |s, l, r| Some(s.from_options(l, r)))
    }

    /// Day by day from 0: the games `make` gives for every pair of antichains
    /// of the previous day's games, sorted and without repeats.
    fn born_by(
        &mut self,
        day: u32,
        mut make: impl FnMut(&mut GameStore, &[Game], &[Game]) -> Option<Game>,
    ) -> Vec<Game> {
        let mut games = vec![self.zero()];
        for _ in 0..day {
            let anti = self.antichains(&games);
            let mut next = Vec::new();
            for l in &anti {
                for r in &anti {
                    next.extend(make(self, l, r));
                }
            }
            next.sort_unstable();
            next.dedup();
            games = next;
        }
        games
    }

    /// All antichains (sets of pairwise incomparable games) of `games`, the empty one included.
    pub fn antichains(&mut self, games: &[Game]) -> Vec<Vec<Game>> {
        let n = games.len();
        // comparable[i][j]: games i and j are comparable.
        let mut comparable = vec![vec![false; n]; n];
        for i in 0..n {
            for j in 0..n {
                comparable[i][j] =
                    i == j || self.leq(games[i], games[j]) || self.leq(games[j], games[i]);
            }
        }
        let mut out = Vec::new();
        let mut current = Vec::new();
        extend_antichains(games, &comparable, 0, &mut current, &mut out);
        out
    }
}

fn extend_antichains(
    games: &[Game],
    comparable: &[Vec<bool>],
    from: usize,
    current: &mut Vec<usize>,
    out: &mut Vec<Vec<Game>>,
) {
    out.push(current.iter().map(|&i| games[i]).collect());
    for k in from..games.len() {
        if current.iter().all(|&i| !comparable[i][k]) {
            current.push(k);
            extend_antichains(games, comparable, k + 1, current, out);
            current.pop();
        }
    }
}
