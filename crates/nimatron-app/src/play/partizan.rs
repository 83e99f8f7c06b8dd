//! Partizan rulesets against the opponent: every move of the player to move,
//! valued, with whether it wins; the computer's choice; the position's value.
//! Values come from the partizan solver under the game's limits.

use super::{opponent_pick, Lcg, Level};
use nimatron::limits::{Limits, Stop};
use nimatron::rulesets::{PartizanPosition, PartizanSolver};
use nimatron::short::{Game, GameStore};

/// One move of a partizan game, as the player to move sees it.
pub struct Choice<P> {
    /// The position after the move.
    pub position: P,
    /// Its value.
    pub value: Game,
    /// Whether the move wins against perfect play.
    pub wins: bool,
}

/// A partizan game in progress: a store, a solver (its memo kept from move to
/// move) and the position.
pub struct PartizanGame<P> {
    /// The games of values and hints.
    pub store: GameStore,
    solver: PartizanSolver<P>,
    limits: Limits,
    /// The position now.
    pub position: P,
}

impl<P: PartizanPosition> PartizanGame<P> {
    /// A game from `start`, computing in `store` under `limits` (time counts
    /// from each [`PartizanGame::start_turn`]).
    pub fn new(start: P, store: GameStore, limits: Limits) -> PartizanGame<P> {
        PartizanGame {
            store,
            solver: PartizanSolver::with_limits(&limits),
            limits,
            position: start,
        }
    }

    /// Start the limits afresh (a turn's computing time).
    pub fn start_turn(&mut self) {
        self.solver.set_limits(&self.limits);
    }

    /// The value of the position.
    pub fn value(&mut self) -> Result<Game, Stop> {
        self.solver.value(&mut self.store, &self.position)
    }

    /// The value of another position of the ruleset (a part of this one).
    pub fn part_value(&mut self, p: &P) -> Result<Game, Stop> {
        self.solver.value(&mut self.store, p)
    }

    /// Whether the player to move (Left when `left`) wins in the position
    /// worth `g`.
    pub fn mover_wins(&mut self, g: Game, left: bool) -> Result<bool, Stop> {
        self.store.guard(|s| {
            let z = s.zero();
            if left {
                !s.leq(g, z)
            } else {
                !s.leq(z, g)
            }
        })
    }

    /// Every move of the player to move (Left when `left`), valued, in the
    /// ruleset's order.
    pub fn choices(&mut self, left: bool) -> Result<Vec<Choice<P>>, Stop> {
        let options = if left {
            self.position.left_options()
        } else {
            self.position.right_options()
        };
        self.value_choices(options, left)
    }

    /// The given moves of the player to move (Left when `left`), valued.
    pub fn value_choices(&mut self, options: Vec<P>, left: bool) -> Result<Vec<Choice<P>>, Stop> {
        let mut out = Vec::with_capacity(options.len());
        for o in options {
            let value = self.solver.value(&mut self.store, &o)?;
            let wins = !self.mover_wins(value, !left)?;
            out.push(Choice {
                position: o,
                value,
                wins,
            });
        }
        Ok(out)
    }

    /// The computer's choice among `choices` (which must not be empty).
    pub fn computer_pick<T>(
        choices: &[T],
        wins: impl Fn(&T) -> bool,
        level: Level,
        rng: &mut Lcg,
    ) -> usize {
        let winning: Vec<bool> = choices.iter().map(wins).collect();
        opponent_pick(&winning, level, rng)
    }

    /// A game as the store prints it, or [`Stop::Output`] past the output limit.
    pub fn show(&mut self, g: Game) -> Result<String, Stop> {
        self.store.display_limited(g, self.limits.output)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimatron::rulesets::Domineering;

    #[test]
    fn a_two_by_two_square_is_won_by_whoever_moves() {
        let start = Domineering::parse("..|..").unwrap();
        let mut g = PartizanGame::new(start, GameStore::new(), Limits::none());
        let v = g.value().unwrap();
        assert_eq!(g.show(v).unwrap(), "+-1");
        assert!(g.mover_wins(v, true).unwrap() && g.mover_wins(v, false).unwrap());
        let cs = g.choices(true).unwrap();
        assert_eq!(cs.len(), 2);
        assert!(cs.iter().all(|c| c.wins));
        let k = PartizanGame::<Domineering>::computer_pick(
            &cs,
            |c| c.wins,
            Level::Perfect,
            &mut Lcg(3),
        );
        assert_eq!(k, 0);
    }

    #[test]
    fn a_long_strip_stops_within_the_memory_limit() {
        use nimatron::rulesets::ToadsAndFrogs;
        // The 2,000-cell strip that once grew a server to 23.6 GB (the
        // library's tests cover the time limit and the interrupt).
        let strip = ToadsAndFrogs::parse(&("T.".repeat(500) + &".F".repeat(500))).unwrap();
        let limits = Limits::none().with_memory(64 << 20);
        let mut g = PartizanGame::new(strip, GameStore::new(), limits);
        assert_eq!(g.value(), Err(Stop::Memory(64 << 20)));
    }

    #[test]
    fn the_limits_stop_a_big_board() {
        let start = Domineering::parse(&["........"; 8].join("|")).unwrap();
        let limits = Limits::none().with_nodes(1000);
        let mut g = PartizanGame::new(start, GameStore::new(), limits);
        assert_eq!(g.value(), Err(Stop::Nodes(1000)));
    }
}
