//! Fission: stones (`x`) on a board with blocked cells (`#`). Left chooses a
//! stone whose cells just above and below are empty, and splits it into two
//! stones there; Right does the same horizontally (left and right).
//!
//! Independent parts: the four-connected regions of unblocked cells (stones
//! only ever appear next to where a stone was); regions without a stone are
//! dead. Stored as the least of the four images under the reflections that
//! keep rows rows (a quarter turn swaps the players).

use super::grid::{bits, Board, Cell, GridError, ORTHOGONAL, REFLECTIONS, X_WALL};
use super::PartizanPosition;
use crate::short::{Game, GameStore};
use std::fmt;

/// A Fission position.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Fission {
    board: Board,
}

impl Fission {
    /// Read a position such as `....|..x.|....`.
    pub fn parse(s: &str) -> Result<Fission, GridError> {
        Ok(Fission {
            board: Board::parse(s, &X_WALL)?,
        })
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Left's (vertical) or Right's (horizontal) moves: the stone split, and
    /// the position reached.
    pub fn moves(&self, left: bool) -> Vec<(usize, Fission)> {
        let b = &self.board;
        let (dr, dc) = if left { (1, 0) } else { (0, 1) };
        let empty = b.empties();
        // Stones with an empty cell on both sides.
        let splittable = b.black() & b.shift(empty, -dr, -dc) & b.shift(empty, dr, dc);
        bits(splittable)
            .map(|i| {
                let mut nb = *b;
                nb.set(i, Cell::Empty);
                for j in [b.step(i, dr, dc), b.step(i, -dr, -dc)]
                    .into_iter()
                    .flatten()
                {
                    nb.set(j, Cell::Black);
                }
                (i, Fission { board: nb })
            })
            .collect()
    }

    fn options(&self, left: bool) -> Vec<Fission> {
        self.moves(left).into_iter().map(|(_, p)| p).collect()
    }
}

impl PartizanPosition for Fission {
    const MEMO_AS_MET: bool = true;

    fn left_options(&self) -> Vec<Self> {
        self.options(true)
    }

    fn right_options(&self) -> Vec<Self> {
        self.options(false)
    }

    fn components(&self) -> Vec<Self> {
        let b = &self.board;
        b.regions(b.open(), &ORTHOGONAL)
            .into_iter()
            .filter(|&r| r & b.black() != 0)
            .map(|r| Fission {
                board: b.crop(r, Cell::Wall),
            })
            .collect()
    }

    fn known_value(&self, store: &mut GameStore) -> Option<Game> {
        (self.board.black() == 0).then(|| store.zero())
    }

    fn normalize(&self) -> Self {
        let b = &self.board;
        Fission {
            board: b.crop(b.open(), Cell::Wall).least_image(&REFLECTIONS),
        }
    }

    fn move_name(&self, to: &Self) -> Option<String> {
        [true, false].into_iter().find_map(|left| {
            self.moves(left)
                .into_iter()
                .find(|m| m.1 == *to)
                .map(|(i, _)| {
                    let dir = if left { "vertically" } else { "horizontally" };
                    format!("split {} {dir}", self.board.cell_name(i))
                })
        })
    }
}

impl fmt::Display for Fission {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.board.write(f, &X_WALL)
    }
}
