//! The opponent and the hints, shared by the terminal player (`nimatron play`)
//! and the web server (`nimatron serve`): which move the computer makes at each
//! level, which moves win, and the hint text for Nim.

use crate::cmd_nim::explain;
use nimatron::impartial::nim::{nim_sum, outcome, winning_moves};
use nimatron::impartial::{NimMove, Play};
use nimatron::rulesets::{PartizanPosition, PartizanSolver};
use nimatron::short::{Game, GameStore};
use num_bigint::BigUint;

/// The opponent's strength.
#[derive(clap::ValueEnum, serde::Deserialize, Clone, Copy, Debug, PartialEq, Eq, Default)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Always a winning move when there is one.
    #[default]
    Perfect,
    /// Slips about one move in three.
    Learner,
}

/// A small deterministic generator for the learner's mistakes.
pub(crate) struct Lcg(pub(crate) u64);

impl Lcg {
    pub(crate) fn next(&mut self, m: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % m.max(1)
    }
}

/// The opponent's choice among `count` listed moves: the first winning one, unless
/// there is none or the learner slips (one time in three), then a random one.
pub(crate) fn opponent_pick(winning: &[bool], level: Level, rng: &mut Lcg) -> usize {
    let slip = level == Level::Learner && rng.next(3) == 0;
    match (winning.iter().position(|&w| w), slip) {
        (Some(k), false) => k,
        _ => rng.next(winning.len() as u64) as usize,
    }
}

/// The letter of a Nim heap: A, B, ... Z, then #27, #28, ...
pub(crate) fn heap_name(i: usize) -> String {
    if i < 26 {
        ((b'A' + i as u8) as char).to_string()
    } else {
        format!("#{}", i + 1)
    }
}

/// The computer's Nim move: a winning one (Bouton), unless there is none or the
/// learner slips; then one object from a random nonempty heap.
/// The heaps must not all be empty.
pub(crate) fn nim_move(heaps: &[BigUint], play: Play, level: Level, rng: &mut Lcg) -> NimMove {
    let winning = winning_moves(heaps, play);
    let err = level == Level::Learner && rng.next(3) == 0;
    if let (Some(m), false) = (winning.first(), err) {
        return m.clone();
    }
    let nonempty: Vec<usize> = (0..heaps.len())
        .filter(|&i| heaps[i] > BigUint::from(0u32))
        .collect();
    let i = nonempty[rng.next(nonempty.len() as u64) as usize];
    NimMove {
        heap: i,
        from: heaps[i].clone(),
        to: &heaps[i] - 1u32,
    }
}

/// The Nim hint: the nim-sum table, the outcome, and the winning moves as `Try: A 2`.
pub(crate) fn nim_hint(heaps: &[BigUint], play: Play) -> String {
    let moves = winning_moves(heaps, play);
    let mut s = explain(heaps, play, outcome(heaps, play), &nim_sum(heaps), &moves);
    if moves.is_empty() {
        s += "No move wins against perfect play: make a small move and hope for a slip.\n";
    }
    for m in &moves {
        s += &format!("Try: {} {}\n", heap_name(m.heap), &m.from - &m.to);
    }
    s
}

/// Whether the player to move (`left` or not) wins moving first in `g`.
pub(crate) fn mover_wins(store: &mut GameStore, g: Game, left: bool) -> bool {
    let z = store.zero();
    if left {
        !store.leq(g, z)
    } else {
        !store.leq(z, g)
    }
}

/// One move of a partizan game, as the player to move sees it.
pub(crate) struct Choice<P> {
    /// The position after the move.
    pub position: P,
    /// Its value.
    pub value: Game,
    /// Whether the move wins against perfect play.
    pub wins: bool,
}

/// Every move of the player to move (Left when `left`), valued, in the ruleset's order.
pub(crate) fn partizan_choices<P: PartizanPosition>(
    solver: &mut PartizanSolver<P>,
    store: &mut GameStore,
    pos: &P,
    left: bool,
) -> Vec<Choice<P>> {
    let options = if left {
        pos.left_options()
    } else {
        pos.right_options()
    };
    value_choices(solver, store, options, left)
}

/// The given moves of the player to move (Left when `left`), valued.
pub(crate) fn value_choices<P: PartizanPosition>(
    solver: &mut PartizanSolver<P>,
    store: &mut GameStore,
    options: Vec<P>,
    left: bool,
) -> Vec<Choice<P>> {
    options
        .into_iter()
        .map(|o| {
            let value = solver.canonical_form(store, &o);
            let wins = !mover_wins(store, value, !left);
            Choice {
                position: o,
                value,
                wins,
            }
        })
        .collect()
}
