//! Game logic that every front end shares (the engines under [`crate::Match`]): the
//! opponent (its levels and the learner's slips), moves checked and applied
//! (an illegal move gets a reason and leaves the position as it was), the
//! computer's reply, hints, the winner and the post-mortem. No I/O: the
//! terminal player prints, the server answers JSON.
//!
//! - `nim`: Nim on heaps of any size, by Bouton's rule;
//! - `partizan`: any partizan ruleset, values by the partizan solver;
//! - `impartial`: any other impartial ruleset, by the Grundy and misère searches;
//! - `take_break`: sums of heaps of a take-and-break game, misère play by
//!   the game's misère quotient;
//! - `board`: boards drawn and moves named from a position's text (grids,
//!   Hackenbush edges), driven by the catalogue's syntax;
//! - `explain`: values and outcome classes in words, for hints.

pub mod board;
pub mod explain;
pub mod impartial;
pub mod nim;
pub mod partizan;
pub mod take_break;

/// The opponent's strength.
#[derive(serde::Deserialize, Clone, Copy, Debug, PartialEq, Eq, Default)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Always a winning move when there is one.
    #[default]
    Perfect,
    /// Slips about one move in three.
    Learner,
}

/// A small deterministic generator for the learner's mistakes.
pub struct Lcg(pub u64);

impl Lcg {
    /// The next number below `m` (0 when `m` is 0).
    pub fn next(&mut self, m: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % m.max(1)
    }
}

/// The opponent's choice among listed moves (`winning[k]`: whether move `k`
/// wins): the first winning one, unless there is none or the learner slips
/// (one time in three), then a random one. There must be at least one move.
pub fn opponent_pick(winning: &[bool], level: Level, rng: &mut Lcg) -> usize {
    let slip = level == Level::Learner && rng.next(3) == 0;
    match (winning.iter().position(|&w| w), slip) {
        (Some(k), false) => k,
        _ => rng.next(winning.len() as u64) as usize,
    }
}

/// The line that ends a game.
pub fn verdict(you_win: bool) -> &'static str {
    if you_win {
        "You win. Well played!"
    } else {
        "I win."
    }
}

/// "you" or "I", capitalised or not.
pub fn you_or_i(you: bool, capital: bool) -> &'static str {
    match (you, capital) {
        (true, false) => "you",
        (true, true) => "You",
        (false, _) => "I",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_perfect_opponent_takes_the_first_winning_move() {
        let mut rng = Lcg(1);
        assert_eq!(
            opponent_pick(&[false, true, true], Level::Perfect, &mut rng),
            1
        );
        for _ in 0..20 {
            assert!(opponent_pick(&[false, false], Level::Learner, &mut rng) < 2);
        }
    }
}
