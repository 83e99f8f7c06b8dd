//! A winner's strategy for `nimatron play --strategy`: every position the
//! winner meets and the move it makes there, from a search of one position
//! of a partizan ruleset.

use super::{millis, whole, SolveError, Solver, MAX_STRATEGY};
use nimatron::lang::LangError;
use nimatron::limits::{Limits, Stop};
use nimatron::rulesets::catalogue::{NimHeaps, RulesetPosition, Visitor};
use nimatron::rulesets::PartizanPosition;
use nimatron::short::GameStore;
use nimatron::solve::generic::{EndgameDb, GenericSearch};
use nimatron::solve::strategy::{strategy, STRATEGY_VERSION};
use nimatron::Player;
use serde_json::{json, Value as Json};
use std::time::Instant;

/// A winning strategy: its header and one line a position.
#[derive(Clone, Debug, PartialEq)]
pub struct Strategy {
    /// Who moved first.
    pub first: Player,
    /// Who wins.
    pub winner: Player,
    /// `{"nimatron_strategy", "ruleset", "start", "first", "winner", "positions"}`.
    pub header: Json,
    /// `{"position", "to", "move"}` for each position the winner meets.
    pub lines: Vec<Json>,
    /// Seconds, to the millisecond.
    pub seconds: f64,
}

impl Solver {
    /// The winner's strategy in `expr`, one position of a partizan ruleset,
    /// with `first` moving first.
    pub fn strategy(&mut self, expr: &str, first: Option<Player>) -> Result<Strategy, SolveError> {
        let first = first.ok_or_else(|| {
            SolveError::Bad("--strategy needs --first left or --first right".into())
        })?;
        let input = self.session.solve_terms(expr).map_err(SolveError::Lang)?;
        let zero = self.session.store.zero();
        if input.terms.len() != 1 || input.known != zero {
            return Err(SolveError::Lang(LangError::type_error(
                "--strategy takes one position of a ruleset (what `nimatron play` plays), not a sum",
                whole(expr),
            )));
        }
        let term = &input.terms[0];
        let ruleset = term.0.ruleset();
        let pos = ruleset
            .parse(&term.0.text())
            .map_err(|e| SolveError::Bad(e.message))?;
        struct W<'a> {
            store: &'a mut GameStore,
            db: &'a mut EndgameDb,
            limits: &'a Limits,
            left_first: bool,
        }
        impl Visitor for W<'_> {
            type Output = Result<(bool, Vec<Json>), Stop>;
            fn partizan<P: PartizanPosition + RulesetPosition>(self, p: &P) -> Self::Output {
                let (db, limits, left_first) = (self.db, self.limits, self.left_first);
                self.store.guard(|st| {
                    let mut search = GenericSearch::new(st, db, limits);
                    let s = strategy(&mut search, p, left_first, MAX_STRATEGY);
                    let lines = s
                        .moves
                        .iter()
                        .map(|(from, to)| {
                            json!({
                                "position": from.to_string(),
                                "to": to.to_string(),
                                "move": from.move_name(to),
                            })
                        })
                        .collect();
                    (s.winner_left, lines)
                })
            }
            fn impartial<P: nimatron::impartial::ImpartialPosition + RulesetPosition>(
                self,
                _: &P,
            ) -> Self::Output {
                Err(Stop::Unsupported("a strategy of an impartial ruleset"))
            }
            fn nim(self, _: &NimHeaps) -> Self::Output {
                Err(Stop::Unsupported("a strategy of Nim"))
            }
        }
        let start = Instant::now();
        let (winner_left, lines) = pos
            .visit(W {
                store: &mut self.session.store,
                db: &mut self.db,
                limits: &self.limits,
                left_first: first.is_left(),
            })
            .map_err(|stop| SolveError::Stopped {
                stop,
                seconds: start.elapsed().as_secs_f64(),
            })?;
        let winner = Player::from_left(winner_left);
        let header = json!({
            "nimatron_strategy": STRATEGY_VERSION,
            "ruleset": ruleset.to_string(),
            "start": term.0.text(),
            "first": first.lower(),
            "winner": winner.lower(),
            "positions": lines.len(),
        });
        Ok(Strategy {
            first,
            winner,
            header,
            lines,
            seconds: millis(start.elapsed().as_secs_f64()),
        })
    }
}
