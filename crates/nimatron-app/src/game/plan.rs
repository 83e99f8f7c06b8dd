//! A winner's strategy (from `nimatron solve --strategy`) followed in a
//! [`Match`]: where it lists the position, the winner's move is read from it
//! and the moves are listed without valuing the position (boards beyond
//! canonical forms).

use super::engines::no_such_move;
use super::{Match, MatchError, MoveInfo, Played};
use nimatron::solve::strategy::STRATEGY_VERSION;
use nimatron::Player;
use serde_json::Value as Json;
use std::collections::HashMap;

/// A strategy: who moved first, who wins, and the winner's move (the
/// position reached) in each position it lists.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// Who wins by it.
    pub winner: Player,
    /// Who moved first.
    pub first: Player,
    moves: HashMap<String, String>,
}

impl Plan {
    /// The strategy written `text` (JSON lines: a header, then `{"position",
    /// "to"}`), which must be for `start` of `ruleset` (as they print);
    /// otherwise what is wrong with it.
    pub fn read(text: &str, ruleset: &str, start: &str) -> Result<Plan, String> {
        let mut lines = text.lines();
        let header: Json = lines
            .next()
            .and_then(|l| serde_json::from_str(l).ok())
            .ok_or("not a nimatron strategy (its first line is not JSON)")?;
        match header["nimatron_strategy"].as_u64() {
            Some(STRATEGY_VERSION) => {}
            Some(v) => {
                return Err(format!(
                    "a strategy of format {v}; this nimatron reads format {STRATEGY_VERSION}"
                ))
            }
            None => {
                return Err("not a nimatron strategy (no `nimatron_strategy` in its header)".into())
            }
        }
        if header["ruleset"].as_str() != Some(ruleset) || header["start"].as_str() != Some(start) {
            return Err(format!(
                "the strategy is for {} {}, not {ruleset} {start}",
                header["ruleset"].as_str().unwrap_or("?"),
                header["start"],
            ));
        }
        let side = |k: &str| match header[k].as_str() {
            Some("left") => Ok(Player::Left),
            Some("right") => Ok(Player::Right),
            _ => Err(format!("the strategy's header has no `{k}`")),
        };
        let (winner, first) = (side("winner")?, side("first")?);
        let mut moves = HashMap::new();
        for (i, line) in lines.enumerate() {
            let v: Json = serde_json::from_str(line).map_err(|e| format!("line {}: {e}", i + 2))?;
            let (Some(p), Some(to)) = (v["position"].as_str(), v["to"].as_str()) else {
                return Err(format!("line {}: no position and to", i + 2));
            };
            moves.insert(p.to_string(), to.to_string());
        }
        Ok(Plan {
            winner,
            first,
            moves,
        })
    }
}

/// A turn the strategy covers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlanTurn {
    /// The moves of the player to move, not valued.
    pub moves: Vec<MoveInfo>,
    /// The strategy's move, where its winner is to move.
    pub choice: Option<usize>,
}

impl Match {
    /// Follow `plan` from now on (see [`Match::planned_turn`]).
    pub fn follow(&mut self, plan: Plan) {
        self.plan = Some(plan);
    }

    /// The turn as the strategy followed covers it: where its winner is to
    /// move in a position it lists, or the other player has a move to one;
    /// `None` elsewhere (play on by values). A strategy whose move is not
    /// legal here is an error.
    pub fn planned_turn(&mut self) -> Result<Option<PlanTurn>, MatchError> {
        let Some(plan) = &self.plan else {
            return Ok(None);
        };
        let (winner, text) = (plan.winner, self.engine.text());
        let moves = self.engine.unvalued_moves(self.to_move);
        let plan = self.plan.as_ref().expect("checked above");
        let planner = self.to_move == winner;
        let covered = if planner {
            plan.moves.contains_key(&text)
        } else {
            moves.iter().any(|m| plan.moves.contains_key(&m.position))
        };
        if !covered || moves.is_empty() {
            return Ok(None);
        }
        let choice = if planner {
            let to = &plan.moves[&text];
            let k = moves
                .iter()
                .position(|m| &m.position == to)
                .ok_or_else(|| {
                    MatchError::Illegal(format!(
                        "the strategy's move from {text} is not a legal move"
                    ))
                })?;
            Some(k)
        } else {
            None
        };
        Ok(Some(PlanTurn { moves, choice }))
    }

    /// Play move `index` of a turn the strategy covers, without valuing
    /// it: the strategy's winner keeps its win, the other player has none.
    pub fn play_planned(&mut self, index: usize) -> Result<MoveInfo, MatchError> {
        let winner = self.plan.as_ref().map(|p| p.winner);
        let moves = self.engine.unvalued_moves(self.to_move);
        let mv = moves
            .get(index)
            .cloned()
            .ok_or_else(|| no_such_move(index, moves.len()))?;
        let by = self.to_move;
        self.saved.push((by, self.history.len()));
        if let Err(e) = self.engine.go(by, index) {
            self.saved.pop();
            return Err(e);
        }
        let by_winner = Some(by) == winner;
        self.history.push(Played {
            by,
            mv: mv.clone(),
            was_winning: by_winner,
            now_losing: !by_winner,
        });
        self.to_move = by.opponent();
        Ok(mv)
    }
}
