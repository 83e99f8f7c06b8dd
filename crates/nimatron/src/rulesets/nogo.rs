//! NoGo on small boards: Left places a black stone (`x`), Right a white one
//! (`o`), on an empty cell (`#` cells are not part of the board), but no move
//! may leave any group (orthogonally connected stones of one colour) without a
//! liberty (an empty cell next to it): capturing and suicide are both illegal.
//!
//! Independent parts: empty cells are linked when neighbours or when they are
//! liberties of one group; each part keeps its empty cells and the groups
//! next to them, everything else blocked. Stored as the least of the eight
//! symmetric images.

use super::grid::{bits, Board, Cell, GridError, DIHEDRAL, ORTHOGONAL, XO_WALL};
use super::PartizanPosition;
use crate::position::{PositionError, TextError};
use crate::short::{Game, GameStore};
use std::fmt;

/// A NoGo position (every group has a liberty).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct NoGo {
    board: Board,
}

/// Why a NoGo position could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NoGoError {
    /// Not a board.
    #[error(transparent)]
    Grid(#[from] GridError),
    /// A group without a liberty, which no NoGo position has (`cell`: a bit of it).
    #[error("the group at {name} has no liberty: no NoGo position has one")]
    NoLiberty {
        /// A cell of the group.
        cell: usize,
        /// Its name (`b2`).
        name: String,
    },
}

impl TextError for NoGoError {
    fn position_error(self, text: &str) -> PositionError {
        match self {
            NoGoError::Grid(g) => g.position_error(text),
            NoGoError::NoLiberty { cell, .. } => {
                let at = super::grid::cell_offset(text, cell);
                PositionError::syntax(self.to_string(), at..at + 1)
            }
        }
    }
}

impl NoGo {
    /// Read a position such as `x..|.o.|...`.
    pub fn parse(s: &str) -> Result<NoGo, NoGoError> {
        let board = Board::parse(s, &XO_WALL)?;
        for colour in [board.black(), board.white()] {
            for g in board.regions(colour, &ORTHOGONAL) {
                if board.dilate(g, &ORTHOGONAL) & board.empties() == 0 {
                    let cell = g.trailing_zeros() as usize;
                    return Err(NoGoError::NoLiberty {
                        cell,
                        name: board.cell_name(cell),
                    });
                }
            }
        }
        Ok(NoGo { board })
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Whether Left (or Right) may play at the empty cell `e`.
    fn legal(&self, e: usize, left: bool) -> bool {
        let b = &self.board;
        let bit = 1u64 << e;
        let empties = b.empties() & !bit;
        let own = b.stones(left) | bit;
        let group = b.region(bit, own, &ORTHOGONAL);
        if b.dilate(group, &ORTHOGONAL) & empties == 0 {
            return false;
        }
        let enemy = b.stones(!left);
        let touched = b.dilate(bit, &ORTHOGONAL) & enemy;
        let mut seen = 0u64;
        for n in bits(touched) {
            if seen >> n & 1 == 1 {
                continue;
            }
            let g = b.region(1u64 << n, enemy, &ORTHOGONAL);
            seen |= g;
            if b.dilate(g, &ORTHOGONAL) & empties == 0 {
                return false;
            }
        }
        true
    }

    /// Left's (or Right's) moves: the cell played, and the position reached.
    pub fn moves(&self, left: bool) -> Vec<(usize, NoGo)> {
        let b = &self.board;
        bits(b.empties())
            .filter(|&e| self.legal(e, left))
            .map(|e| {
                let mut nb = *b;
                nb.set(e, Cell::stone(left));
                (e, NoGo { board: nb })
            })
            .collect()
    }

    fn options(&self, left: bool) -> Vec<NoGo> {
        self.moves(left).into_iter().map(|(_, p)| p).collect()
    }
}

impl PartizanPosition for NoGo {
    const MEMO_AS_MET: bool = true;

    fn left_options(&self) -> Vec<Self> {
        self.options(true)
    }

    fn right_options(&self) -> Vec<Self> {
        self.options(false)
    }

    fn components(&self) -> Vec<Self> {
        let b = &self.board;
        let stones = b.black() | b.white();
        let groups: Vec<u64> = [b.black(), b.white()]
            .into_iter()
            .flat_map(|c| b.regions(c, &ORTHOGONAL))
            .collect();
        let empties = b.empties();
        let mut rest = empties;
        let mut out = Vec::new();
        while rest != 0 {
            let mut part = rest & rest.wrapping_neg();
            loop {
                let mut grown = b.dilate(part, &ORTHOGONAL) & empties | part;
                let near = b.dilate(part, &ORTHOGONAL) & stones;
                for &g in &groups {
                    if g & near != 0 {
                        grown |= b.dilate(g, &ORTHOGONAL) & empties;
                    }
                }
                if grown == part {
                    break;
                }
                part = grown;
            }
            rest &= !part;
            let near = b.dilate(part, &ORTHOGONAL) & stones;
            let keep = groups
                .iter()
                .filter(|&&g| g & near != 0)
                .fold(part, |acc, &g| acc | g);
            out.push(NoGo {
                board: b.crop(keep, Cell::Wall),
            });
        }
        out
    }

    fn known_value(&self, store: &mut GameStore) -> Option<Game> {
        (self.board.empties() == 0).then(|| store.zero())
    }

    fn normalize(&self) -> Self {
        let b = &self.board;
        NoGo {
            board: b.crop(b.open(), Cell::Wall).least_image(&DIHEDRAL),
        }
    }

    /// Swapping the colours swaps the players: the representative of the
    /// board and its swap, negated when it is the swap's.
    fn normalize_signed(&self) -> (Self, bool) {
        let (board, neg) = self.board.open_part_signed(&DIHEDRAL);
        (NoGo { board }, neg)
    }

    fn signs_pay(&self) -> bool {
        self.board.swap_symmetric(&DIHEDRAL)
    }

    fn move_name(&self, to: &Self) -> Option<String> {
        let cell = (self.board.changed(&to.board)).trailing_zeros() as usize;
        (cell < 64).then(|| self.board.cell_name(cell))
    }
}

impl fmt::Display for NoGo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.board.write(f, &XO_WALL)
    }
}
