//! Sums of heaps of a take-and-break game (Kayles, Dawson's Kayles, any
//! octal code) against the opponent, for the page's heap games. Misère play
//! answers from the game's misère quotient of the heaps up to the largest one
//! (computed within the limits), normal play from Grundy values.

use super::{opponent_pick, Lcg, Level};
use nimatron::impartial::mex;
use nimatron::impartial::misere_quotient::{MisereQuotient, QuotientConfig, QuotientSolver};
use nimatron::impartial::octal::OctalGame;
use nimatron::limits::{Limits, Stop};

/// The largest heap of a take-and-break game played here.
pub const MAX_HEAP: usize = 200;

/// What can go wrong in a take-and-break game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TakeBreakError {
    /// The game's code does not read.
    BadGame(String),
    /// A heap beyond [`MAX_HEAP`] (its index and size).
    HeapTooLarge(usize, String),
    /// A move that is not legal here, with the reason.
    Illegal(String),
    /// A limit stopped the computation.
    Stop(Stop),
}

impl std::fmt::Display for TakeBreakError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TakeBreakError::BadGame(m) | TakeBreakError::Illegal(m) => f.write_str(m),
            TakeBreakError::HeapTooLarge(i, n) => {
                write!(f, "heap {i} is {n}: heaps go up to {MAX_HEAP}")
            }
            TakeBreakError::Stop(s) => write!(f, "{s}"),
        }
    }
}

/// How sums are judged: the misère quotient, or Grundy values.
enum Judge {
    Misere(Box<MisereQuotient>),
    Normal(Vec<u32>),
}

/// A move: heap `index` (of size `from`) becomes the heaps `to` (the part
/// left of the objects taken, then the part right of them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapMove {
    /// The heap's index.
    pub index: usize,
    /// Its size before.
    pub from: usize,
    /// The heaps it leaves.
    pub to: Vec<usize>,
}

impl HeapMove {
    /// How many objects the move takes.
    pub fn take(&self) -> usize {
        self.from - self.to.iter().sum::<usize>()
    }
}

/// A take-and-break game in progress.
pub struct TakeBreakGame {
    game: OctalGame,
    judge: Judge,
    /// The heaps now.
    pub heaps: Vec<usize>,
    /// Misère play.
    pub misere: bool,
}

impl TakeBreakGame {
    /// A game of `code` (`kayles`, `0.137`) on `heaps`, its quotient (misère)
    /// or Grundy values (normal) computed under `limits` up to the largest heap.
    pub fn new(
        code: &str,
        heaps: Vec<usize>,
        misere: bool,
        limits: &Limits,
    ) -> Result<TakeBreakGame, TakeBreakError> {
        let game: OctalGame = code
            .parse()
            .map_err(|e| TakeBreakError::BadGame(format!("game `{code}`: {e}")))?;
        if let Some((i, &h)) = heaps.iter().enumerate().find(|(_, &h)| h > MAX_HEAP) {
            return Err(TakeBreakError::HeapTooLarge(i, h.to_string()));
        }
        let to = heaps.iter().copied().max().unwrap_or(0);
        let judge = if misere {
            let mut solver = QuotientSolver::new(game.clone(), limits, QuotientConfig::default());
            solver
                .run_to(to, true, |_| {})
                .map_err(TakeBreakError::Stop)?;
            Judge::Misere(Box::new(solver.quotient().map_err(TakeBreakError::Stop)?))
        } else {
            let mut g: Vec<u32> = Vec::with_capacity(to + 1);
            for n in 0..=to {
                let v = mex(game
                    .heap_options(n)
                    .iter()
                    .map(|o| o.iter().fold(0, |acc, &h| acc ^ g[h])));
                g.push(v);
            }
            Judge::Normal(g)
        };
        Ok(TakeBreakGame {
            game,
            judge,
            heaps,
            misere,
        })
    }

    /// The game's name.
    pub fn name(&self) -> String {
        self.game.name().to_string()
    }

    /// The order of the misère quotient in use, if any.
    pub fn quotient_order(&self) -> Option<usize> {
        match &self.judge {
            Judge::Misere(q) => Some(q.order()),
            Judge::Normal(_) => None,
        }
    }

    /// Whether the player to move at `heaps` wins.
    pub fn wins_at(&self, heaps: &[usize]) -> Result<bool, TakeBreakError> {
        match &self.judge {
            Judge::Misere(q) => q.element(heaps).map(|x| !q.is_p(x)).ok_or_else(|| {
                TakeBreakError::Illegal("a heap is beyond the quotient computed".into())
            }),
            Judge::Normal(g) => Ok(heaps.iter().fold(0, |acc, &h| acc ^ g[h]) != 0),
        }
    }

    /// Whether the player to move now wins.
    pub fn mover_wins(&self) -> Result<bool, TakeBreakError> {
        self.wins_at(&self.heaps)
    }

    /// Every move from the heaps now (one heap of each size).
    pub fn moves(&self) -> Vec<HeapMove> {
        let mut out = Vec::new();
        for (i, &h) in self.heaps.iter().enumerate() {
            if self.heaps[..i].contains(&h) {
                continue;
            }
            for to in self.game.heap_options(h) {
                out.push(HeapMove {
                    index: i,
                    from: h,
                    to,
                });
            }
        }
        out
    }

    /// The heaps after `m`.
    pub fn after(&self, m: &HeapMove) -> Vec<usize> {
        let mut out = self.heaps[..m.index].to_vec();
        out.extend(m.to.iter().copied().filter(|&x| x > 0));
        out.extend_from_slice(&self.heaps[m.index + 1..]);
        out
    }

    /// The move that takes `take` from heap `heap`, leaving `left` objects on
    /// the left of those taken, checked against the rules.
    pub fn check_move(
        &self,
        heap: usize,
        take: usize,
        left: usize,
    ) -> Result<HeapMove, TakeBreakError> {
        let Some(&from) = self.heaps.get(heap) else {
            return Err(TakeBreakError::Illegal(format!("there is no heap {heap}")));
        };
        if take > from || left > from - take {
            return Err(TakeBreakError::Illegal(format!(
                "heap {heap} has {from}: it cannot lose {take} leaving {left} on the left"
            )));
        }
        let mut parts: Vec<usize> = [left, from - take - left]
            .into_iter()
            .filter(|&x| x > 0)
            .collect();
        parts.sort_unstable();
        if !self.game.heap_options(from).contains(&parts) {
            return Err(TakeBreakError::Illegal(format!(
                "{} does not allow taking {take} from a heap of {from} leaving {:?}",
                self.game.name(),
                parts
            )));
        }
        Ok(HeapMove {
            index: heap,
            from,
            to: vec![left, from - take - left],
        })
    }

    /// Play `m`; returns whether the mover threw a win away.
    pub fn apply(&mut self, m: &HeapMove) -> Result<bool, TakeBreakError> {
        let was_winning = self.mover_wins()?;
        self.heaps = self.after(m);
        Ok(was_winning && self.mover_wins()?)
    }

    /// The computer's move, and whether it threw a win away; `None` when no
    /// move is left.
    pub fn computer_move(
        &self,
        level: Level,
        rng: &mut Lcg,
    ) -> Result<Option<(HeapMove, bool)>, TakeBreakError> {
        let options = self.moves();
        if options.is_empty() {
            return Ok(None);
        }
        let wins = options
            .iter()
            .map(|m| Ok(!self.wins_at(&self.after(m))?))
            .collect::<Result<Vec<bool>, TakeBreakError>>()?;
        let k = opponent_pick(&wins, level, rng);
        let was_winning = wins.iter().any(|&w| w);
        let lost = was_winning && !wins[k];
        Ok(options.into_iter().nth(k).map(|m| (m, lost)))
    }

    /// Whether the game is over (no move left).
    pub fn is_over(&self) -> bool {
        self.moves().is_empty()
    }

    /// The mover stuck with no move wins in misère play.
    pub fn stuck_mover_wins(&self) -> bool {
        self.misere
    }

    /// The moves that win.
    pub fn winning_moves(&self) -> Vec<HeapMove> {
        self.moves()
            .into_iter()
            .filter(|m| self.wins_at(&self.after(m)).is_ok_and(|w| !w))
            .collect()
    }

    /// The hint: the quotient's element and the P-portion, or the Grundy
    /// values and their nim-sum.
    pub fn hint(&self) -> Result<String, TakeBreakError> {
        let wins_now = self.mover_wins()?;
        Ok(match &self.judge {
            Judge::Misere(q) => {
                let x = q.element(&self.heaps).unwrap_or(0);
                format!(
                    "In the misère quotient of {} (order {}), this sum is {}, {} the P-portion: {}.",
                    self.game.name(),
                    q.order(),
                    q.name(x),
                    if q.is_p(x) { "in" } else { "not in" },
                    if wins_now {
                        "move into the P-portion"
                    } else {
                        "every move leaves the opponent outside the P-portion"
                    }
                )
            }
            Judge::Normal(g) => format!(
                "Grundy values {:?}, nim-sum {}.",
                self.heaps.iter().map(|&h| g[h]).collect::<Vec<_>>(),
                self.heaps.iter().fold(0, |acc, &h| acc ^ g[h])
            ),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kayles_heaps_judged_by_grundy_values_and_by_the_quotient() {
        // Kayles' Grundy values 0 1 2 3 1 4 3 (Winning Ways, ch. 4): heaps
        // 1, 2, 3 have nim-sum 1^2^3 = 0, a P-position in normal play.
        let g = TakeBreakGame::new("kayles", vec![1, 2, 3], false, &Limits::none()).unwrap();
        assert!(!g.mover_wins().unwrap());
        assert!(g.winning_moves().is_empty());
        // Misère Kayles: a single heap of 1 is lost by the player to move.
        let g = TakeBreakGame::new("kayles", vec![1], true, &Limits::none()).unwrap();
        assert!(!g.mover_wins().unwrap());
        assert!(g.quotient_order().is_some());
        // Taking 3 from a heap of Kayles is not allowed.
        let g = TakeBreakGame::new("kayles", vec![5], false, &Limits::none()).unwrap();
        assert!(matches!(
            g.check_move(0, 3, 0),
            Err(TakeBreakError::Illegal(_))
        ));
        assert!(matches!(
            TakeBreakGame::new("kayles", vec![MAX_HEAP + 1], false, &Limits::none()),
            Err(TakeBreakError::HeapTooLarge(0, _))
        ));
    }
}
