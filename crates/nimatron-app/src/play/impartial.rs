//! Impartial rulesets against the opponent (all but Nim, which has its own
//! module): whether the mover wins, in normal or misère play, which options
//! win, and the Grundy values the hint shows. By memoised search under the
//! game's limits.

use nimatron::impartial::misere_quotient::{MisereQuotient, QuotientConfig, QuotientSolver};
use nimatron::impartial::{GrundySearch, ImpartialPosition};
use nimatron::limits::{Limits, Stop};
use nimatron::rulesets::heap_games::TakeAndBreak;
use std::any::Any;
use std::time::Duration;

/// The time a game may spend computing a misère quotient before it falls
/// back on the search.
const QUOTIENT_TIME: Duration = Duration::from_secs(10);

/// An impartial game in progress: a search (its tables kept from move to
/// move) and the position.
pub struct ImpartialGame<P> {
    search: GrundySearch<P>,
    limits: Limits,
    /// Misère play: whoever makes the last move loses.
    pub misere: bool,
    /// The position now.
    pub position: P,
    /// The misère quotient of a take-and-break game, when one was computed
    /// within the limits: then misère outcomes come from it, not the search.
    quotient: Option<MisereQuotient>,
}

impl<P: ImpartialPosition + 'static> ImpartialGame<P> {
    /// A game from `start` under `limits` (time counts from each
    /// [`ImpartialGame::start_turn`]).
    pub fn new(start: P, misere: bool, limits: Limits) -> ImpartialGame<P> {
        ImpartialGame {
            search: GrundySearch::with_limits(&limits),
            limits,
            misere,
            position: start,
            quotient: None,
        }
    }

    /// Start the limits afresh (a turn's computing time).
    pub fn start_turn(&mut self) {
        self.search.set_limits(&self.limits);
    }

    /// Whether the player to move at `p` wins.
    pub fn wins_at(&mut self, p: &P) -> Result<bool, Stop> {
        if let Some(x) = self.quotient_element(p) {
            return Ok(self.quotient.as_ref().is_some_and(|q| !q.is_p(x)));
        }
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

    /// The element of `p` in the misère quotient, if one is in use.
    pub fn quotient_element(&self, p: &P) -> Option<usize> {
        let q = self.quotient.as_ref()?;
        let t = (p as &dyn Any).downcast_ref::<TakeAndBreak>()?;
        q.element(&t.0.heaps)
    }

    /// The misère quotient in use, if any.
    pub fn quotient(&self) -> Option<&MisereQuotient> {
        self.quotient.as_ref()
    }

    /// In misère play of a take-and-break game, compute the misère quotient
    /// of its heaps up to the largest heap of the position (stopping earlier
    /// at a proved period) and answer from it from now on; the search stays
    /// in use if a limit (or [`QUOTIENT_TIME`]) stops the computation.
    /// Returns whether the quotient is in use.
    pub fn use_misere_quotient(&mut self) -> bool {
        if !self.misere {
            return false;
        }
        let Some(t) = (&self.position as &dyn Any).downcast_ref::<TakeAndBreak>() else {
            return false;
        };
        let to = t.0.heaps.iter().copied().max().unwrap_or(0);
        let limits = self.limits.clone().with_time(
            self.limits
                .time
                .map_or(QUOTIENT_TIME, |l| l.min(QUOTIENT_TIME)),
        );
        let mut solver =
            QuotientSolver::new((*t.0.game).clone(), &limits, QuotientConfig::default());
        if solver.run_to(to, true, |_| {}).is_err() {
            return false;
        }
        self.quotient = solver.quotient().ok();
        self.quotient.is_some()
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

    #[test]
    fn misere_kayles_by_the_quotient_agrees_with_the_search() {
        let game = std::sync::Arc::new("kayles".parse().unwrap());
        let start = TakeAndBreak::parse("3 5 8", &game).unwrap();
        let mut by_search = ImpartialGame::new(start.clone(), true, Limits::none());
        let mut by_quotient = ImpartialGame::new(start, true, Limits::none());
        assert!(by_quotient.use_misere_quotient());
        assert!(by_search.quotient().is_none());
        assert_eq!(by_quotient.choices().unwrap(), by_search.choices().unwrap());
        // Normal play never uses one.
        let start = TakeAndBreak::parse("3", &game).unwrap();
        assert!(!ImpartialGame::new(start, false, Limits::none()).use_misere_quotient());
    }
}
