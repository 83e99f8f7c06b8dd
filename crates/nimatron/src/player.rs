//! The two players, Left and Right, and the one mapping from "who wins
//! moving first" to an outcome class ([`Outcome::from_first_wins`]).

use crate::short::Outcome;
use std::fmt;

/// A player of a partizan game: Left (positive, blue, vertical dominoes,
/// toads) or Right.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Player {
    /// The positive player.
    Left,
    /// The negative player.
    Right,
}

impl Player {
    /// Both players, Left first.
    pub const BOTH: [Player; 2] = [Player::Left, Player::Right];

    /// Left when `left`.
    pub fn from_left(left: bool) -> Player {
        if left {
            Player::Left
        } else {
            Player::Right
        }
    }

    /// Whether this is Left.
    pub fn is_left(self) -> bool {
        self == Player::Left
    }

    /// The other player.
    pub fn opponent(self) -> Player {
        Player::from_left(!self.is_left())
    }

    /// `Left` or `Right`.
    pub fn name(self) -> &'static str {
        match self {
            Player::Left => "Left",
            Player::Right => "Right",
        }
    }

    /// `left` or `right`, as command lines and JSON write it.
    pub fn lower(self) -> &'static str {
        match self {
            Player::Left => "left",
            Player::Right => "right",
        }
    }

    /// `left`/`l` or `right`/`r` in any case.
    pub fn parse(text: &str) -> Option<Player> {
        match text.to_ascii_lowercase().as_str() {
            "left" | "l" => Some(Player::Left),
            "right" | "r" => Some(Player::Right),
            _ => None,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Outcome {
    /// The outcome class from whether the player moving first wins, when
    /// Left moves first (`left_first`) and when Right does (`right_first`):
    /// both, N; neither, P; only Left moving first, L (Left wins either way);
    /// only Right moving first, R.
    pub fn from_first_wins(left_first: bool, right_first: bool) -> Outcome {
        match (left_first, right_first) {
            (true, true) => Outcome::N,
            (true, false) => Outcome::L,
            (false, true) => Outcome::R,
            (false, false) => Outcome::P,
        }
    }

    /// Who wins moving first (`mover`) in a game of this class.
    pub fn first_wins(self, mover: Player) -> bool {
        match self {
            Outcome::N => true,
            Outcome::P => false,
            Outcome::L => mover.is_left(),
            Outcome::R => !mover.is_left(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mapping_and_its_inverse_agree_on_all_four_classes() {
        for o in [Outcome::L, Outcome::R, Outcome::N, Outcome::P] {
            let (l, r) = (o.first_wins(Player::Left), o.first_wins(Player::Right));
            assert_eq!(Outcome::from_first_wins(l, r), o);
        }
        // Left wins moving first and second: L (G > 0).
        assert_eq!(Outcome::from_first_wins(true, false), Outcome::L);
        assert_eq!(Player::parse("R"), Some(Player::Right));
        assert_eq!(Player::Left.opponent(), Player::Right);
    }
}
