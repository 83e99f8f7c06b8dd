//! Amazons on small boards: Left moves a black amazon (`x`), Right a white one
//! (`o`), like a chess queen over empty cells, then fires an arrow from where
//! it landed, again like a queen (through the cell it left), onto an empty
//! cell, which is blocked (`#`) from then on.
//!
//! Independent parts: the regions of unblocked cells, eight-connected (a queen
//! cannot cross a diagonal wall of arrows); regions without an amazon are
//! dead. Stored as the least of the eight symmetric images of the region.

use super::grid::{bits, Board, Cell, GridError, COMPASS, DIHEDRAL, XO_WALL};
use super::PartizanPosition;
use crate::short::{Game, GameStore};
use std::fmt;

/// An Amazons position.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Amazons {
    board: Board,
}

/// One move: the amazon's start and end cells and the arrow's cell.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct AmazonsMove {
    /// Where the amazon was.
    pub from: usize,
    /// Where it went.
    pub to: usize,
    /// Where its arrow fell.
    pub arrow: usize,
}

impl Amazons {
    /// Read a position such as `x...|o...`.
    pub fn parse(s: &str) -> Result<Amazons, GridError> {
        Ok(Amazons {
            board: Board::parse(s, &XO_WALL)?,
        })
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Left's (or Right's) moves with the positions they reach.
    pub fn moves(&self, left: bool) -> Vec<(AmazonsMove, Amazons)> {
        let b = &self.board;
        let st = b.steps(&COMPASS);
        let mut out = Vec::new();
        for from in bits(b.stones(left)) {
            let mut lifted = *b;
            lifted.set(from, Cell::Empty);
            for k in 0..st.len() {
                let mut to = from;
                let empty = b.empties();
                while let Some(t) = st.step(to, k).filter(|&t| empty >> t & 1 == 1) {
                    to = t;
                    let mut moved = lifted;
                    moved.set(to, Cell::stone(left));
                    let free = moved.empties();
                    for a in 0..st.len() {
                        let mut arrow = to;
                        while let Some(x) = st.step(arrow, a).filter(|&x| free >> x & 1 == 1) {
                            arrow = x;
                            let mut shot = moved;
                            shot.set(arrow, Cell::Wall);
                            out.push((AmazonsMove { from, to, arrow }, Amazons { board: shot }));
                        }
                    }
                }
            }
        }
        out
    }

    fn options(&self, left: bool) -> Vec<Amazons> {
        self.moves(left).into_iter().map(|(_, p)| p).collect()
    }
}

impl PartizanPosition for Amazons {
    const MEMO_AS_MET: bool = true;

    fn left_options(&self) -> Vec<Self> {
        self.options(true)
    }

    fn right_options(&self) -> Vec<Self> {
        self.options(false)
    }

    fn components(&self) -> Vec<Self> {
        let b = &self.board;
        let amazons = b.black() | b.white();
        b.regions(b.open(), &COMPASS)
            .into_iter()
            // A region without amazons, or without a cell to move to, is dead.
            .filter(|&r| r & amazons != 0 && r & b.empties() != 0)
            .map(|r| Amazons {
                board: b.crop(r, Cell::Wall),
            })
            .collect()
    }

    fn known_value(&self, store: &mut GameStore) -> Option<Game> {
        let b = &self.board;
        (b.black() | b.white() == 0 || b.empties() == 0).then(|| store.zero())
    }

    fn normalize(&self) -> Self {
        let b = &self.board;
        Amazons {
            board: b.crop(b.open(), Cell::Wall).least_image(&DIHEDRAL),
        }
    }

    fn move_name(&self, to: &Self) -> Option<String> {
        let b = &self.board;
        [true, false].into_iter().find_map(|left| {
            self.moves(left)
                .into_iter()
                .find(|m| m.1 == *to)
                .map(|(m, _)| {
                    format!(
                        "{}-{}/{}",
                        b.cell_name(m.from),
                        b.cell_name(m.to),
                        b.cell_name(m.arrow)
                    )
                })
        })
    }
}

impl fmt::Display for Amazons {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.board.write(f, &XO_WALL)
    }
}
