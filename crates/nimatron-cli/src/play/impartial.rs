//! Impartial rulesets against the opponent (all but Nim, which has its own
//! module): whether the mover wins, in normal or misère play, which options
//! win, and the Grundy values the hint shows. By memoised search under the
//! game's limits.

use nimatron::impartial::{GrundySearch, ImpartialPosition};
use nimatron::limits::{Limits, Stop};

/// An impartial game in progress: a search (its tables kept from move to
/// move) and the position.
pub(crate) struct ImpartialGame<P> {
    search: GrundySearch<P>,
    limits: Limits,
    /// Misère play: whoever makes the last move loses.
    pub misere: bool,
    /// The position now.
    pub position: P,
}

impl<P: ImpartialPosition> ImpartialGame<P> {
    /// A game from `start` under `limits` (time counts from each
    /// [`ImpartialGame::start_turn`]).
    pub fn new(start: P, misere: bool, limits: Limits) -> ImpartialGame<P> {
        ImpartialGame {
            search: GrundySearch::with_limits(&limits),
            limits,
            misere,
            position: start,
        }
    }

    /// Start the limits afresh (a turn's computing time).
    pub fn start_turn(&mut self) {
        self.search.set_limits(&self.limits);
    }

    /// Whether the player to move at `p` wins.
    pub fn wins_at(&mut self, p: &P) -> Result<bool, Stop> {
        if self.misere {
            self.search.try_misere_wins(p)
        } else {
            Ok(self.search.try_grundy(p)? != 0)
        }
    }

    /// The Grundy value of `p` (normal play).
    pub fn grundy(&mut self, p: &P) -> Result<u32, Stop> {
        self.search.try_grundy(p)
    }

    /// The moves of the player to move, each with whether it wins (leaves the
    /// opponent a losing position).
    pub fn choices(&mut self) -> Result<Vec<(P, bool)>, Stop> {
        let mut out = Vec::new();
        for o in self.position.options() {
            let wins = !self.wins_at(&o)?;
            out.push((o, wins));
        }
        Ok(out)
    }

    /// The winner once no move is left: whether the player to move wins
    /// (never in normal play, always in misère play).
    pub fn stuck_mover_wins(&self) -> bool {
        self.misere
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimatron::rulesets::heap_games::Counting;

    #[test]
    fn the_21_game_is_lost_by_the_first_player() {
        let mut g = ImpartialGame::new(Counting::twenty_one(0), true, Limits::none());
        let p = g.position.clone();
        assert!(!g.wins_at(&p).unwrap());
        // After 1, saying 4 wins.
        g.position = Counting::twenty_one(1);
        let winning: Vec<u64> = g
            .choices()
            .unwrap()
            .into_iter()
            .filter(|(_, w)| *w)
            .map(|(o, _)| o.total)
            .collect();
        assert_eq!(winning, [4]);
    }
}
