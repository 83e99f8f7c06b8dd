//! Nim's engine behind a [`super::Match`]: heaps of any size, moves named
//! `HEAP COUNT`, the computer's move and the hint by Bouton's rule.

use super::engines::{nimber_text, no_such_move, Engine};
use super::{Mark, MatchError, MoveInfo, MAX_LISTED_MOVES};
use crate::picture::Picture;
use crate::play::nim::{heap_name, parse_nim_move, NimGame};
use crate::play::{Lcg, Level};
use nimatron::impartial::{NimMove, Play};
use nimatron::limits::Stop;
use nimatron::rulesets::catalogue::{NimHeaps, Ruleset};
use nimatron::short::Outcome;
use nimatron::Player;
use num_bigint::BigUint;

/// Nim on heaps of any size.
pub(super) struct NimEngine {
    pub(super) game: NimGame,
    pub(super) past: Vec<Vec<BigUint>>,
}

impl NimEngine {
    fn info(&self, index: usize, m: &NimMove) -> MoveInfo {
        let mut heaps = self.game.heaps.clone();
        heaps[m.heap] = m.to.clone();
        let after = NimHeaps(heaps);
        let sum = nimatron::impartial::nim::nim_sum(&after.0);
        let wins = !NimGame {
            heaps: after.0.clone(),
            play: self.game.play,
        }
        .mover_wins();
        let value = (self.game.play == Play::Normal)
            .then(|| u32::try_from(&sum).ok().map(nimber_text))
            .flatten();
        MoveInfo {
            index,
            name: format!("{} {}", heap_name(m.heap), &m.from - &m.to),
            named: true,
            by_name: true,
            position: after.to_string(),
            describe: nimatron::rulesets::catalogue::Notation::describe(&after),
            mark: Mark::Heap {
                heap: m.heap,
                take: &m.from - &m.to,
            },
            mean: value.as_ref().map(|_| "0".to_string()),
            value,
            wins,
        }
    }

    fn all_moves(&self) -> Result<Vec<NimMove>, MatchError> {
        let total = self
            .game
            .heaps
            .iter()
            .try_fold(0usize, |acc, h| {
                usize::try_from(h).ok().and_then(|h| acc.checked_add(h))
            })
            .filter(|&t| t <= MAX_LISTED_MOVES)
            .ok_or(MatchError::TooManyMoves(MAX_LISTED_MOVES))?;
        let mut out = Vec::with_capacity(total);
        for (i, h) in self.game.heaps.iter().enumerate() {
            let h = usize::try_from(h).unwrap_or(0);
            for t in (0..h).rev() {
                out.push(NimMove {
                    heap: i,
                    from: BigUint::from(h),
                    to: BigUint::from(t),
                });
            }
        }
        Ok(out)
    }
}

impl Engine for NimEngine {
    fn ruleset(&self) -> Ruleset {
        nimatron::rulesets::catalogue::Notation::ruleset(&NimHeaps(self.game.heaps.clone()))
    }
    fn text(&self) -> String {
        NimHeaps(self.game.heaps.clone()).to_string()
    }
    fn describe(&self) -> String {
        nimatron::rulesets::catalogue::Notation::describe(&NimHeaps(self.game.heaps.clone()))
    }
    fn picture(&self) -> Picture {
        Picture::Text(self.describe())
    }
    fn partizan(&self) -> bool {
        false
    }
    fn misere(&self) -> bool {
        self.game.play == Play::Misere
    }
    fn start_turn(&mut self) {}
    fn value(&mut self) -> Result<Option<String>, Stop> {
        if self.game.play == Play::Misere {
            return Ok(None);
        }
        let sum = self.game.nim_sum();
        Ok(Some(match u32::try_from(&sum) {
            Ok(n) => nimber_text(n),
            Err(_) => format!("*{sum}"),
        }))
    }
    fn mean(&mut self) -> Result<Option<String>, Stop> {
        Ok((self.game.play == Play::Normal).then(|| "0".to_string()))
    }
    fn lists_moves(&self) -> bool {
        false
    }
    fn outcome(&mut self) -> Result<Outcome, Stop> {
        Ok(self.game.outcome())
    }
    fn mover_wins(&mut self, _mover: Player) -> Result<bool, Stop> {
        Ok(self.game.mover_wins())
    }
    fn moves(&mut self, _mover: Player) -> Result<Vec<MoveInfo>, MatchError> {
        Ok(self
            .all_moves()?
            .iter()
            .enumerate()
            .map(|(i, m)| self.info(i, m))
            .collect())
    }
    fn go(&mut self, _mover: Player, index: usize) -> Result<(), MatchError> {
        let moves = self.all_moves()?;
        let m = moves
            .get(index)
            .ok_or_else(|| no_such_move(index, moves.len()))?;
        self.past.push(self.game.heaps.clone());
        self.game.apply(m);
        Ok(())
    }
    fn go_named(&mut self, _mover: Player, name: &str) -> Option<Result<MoveInfo, MatchError>> {
        Some(match parse_nim_move(name, &self.game) {
            Ok(m) => {
                let info = self.info(0, &m);
                self.past.push(self.game.heaps.clone());
                self.game.apply(&m);
                Ok(info)
            }
            Err(e) => Err(MatchError::Illegal(e)),
        })
    }
    fn back(&mut self) -> bool {
        match self.past.pop() {
            Some(h) => {
                self.game.heaps = h;
                true
            }
            None => false,
        }
    }
    fn who_wins(&mut self, mover: Player, you: Player) -> Result<String, Stop> {
        Ok(format!(
            "the nim-sum says the next player, {}, {}",
            if mover == you { "you" } else { "your opponent" },
            if self.game.mover_wins() {
                "wins"
            } else {
                "loses"
            }
        ))
    }
    fn unvalued_moves(&mut self, mover: Player) -> Vec<MoveInfo> {
        self.moves(mover).unwrap_or_default()
    }
    fn heaps(&self) -> Option<Vec<BigUint>> {
        Some(self.game.heaps.clone())
    }
    fn own_reply(&mut self, level: Level, rng: &mut Lcg) -> Option<String> {
        if self.game.is_over() {
            return None;
        }
        let m = self.game.computer_move(level, rng);
        Some(format!("{} {}", heap_name(m.heap), &m.from - &m.to))
    }
    fn reads_own_names(&self) -> bool {
        true
    }
    fn hint(&mut self, _: Player, _: Player, _: &[MoveInfo]) -> Result<Vec<String>, Stop> {
        Ok(self.game.hint().lines().map(str::to_string).collect())
    }
}
