//! King Dirt, MCGS's `gen_king_dirt`: Left has black stones (`x`), Right white
//! ones (`o`), and each may have stones not yet placed. A move either places
//! one of the player's unplaced stones on an empty cell, or moves one of the
//! player's stones a king's step (any of the eight directions) onto an empty
//! cell, leaving dirt (`#`, blocked for good) behind. With `must place`, a
//! player who can place must place. Every move fills one empty cell, so no
//! player places more stones than there are empty cells: the counts are
//! capped by them (and `must place` dropped when no one has stones to place).
//!
//! Written `B,W,M:BOARD`: Left's unplaced stones, Right's, `must place` (0 or
//! 1), then the board (`1,1,0:.x.|...|.o.`).
//!
//! Independent parts: once no stone is left to place, the regions of unblocked
//! cells (eight-connected; a king cannot cross a diagonal wall of dirt) with a
//! stone and an empty cell; before, the whole board (a stone may be placed
//! anywhere), its stones that can never reach an empty cell turned to dirt.
//! Stored as the least of the eight symmetric images.

use super::grid::{bits, Board, Cell, GridError, COMPASS, DIHEDRAL, XO_WALL};
use super::PartizanPosition;
use crate::position::{PositionError, TextError};
use crate::short::{Game, GameStore};
use std::fmt;

/// The most unplaced stones a player may have.
pub const MAX_UNPLACED: u8 = 64;

/// A King Dirt position.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct KingDirt {
    board: Board,
    /// Left's and Right's unplaced stones.
    unplaced: [u8; 2],
    must_place: bool,
}

/// Why a King Dirt position could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KingDirtError {
    /// The counts before `:` are not `B,W,M`: the message and the bytes.
    #[error("{0}")]
    Counts(String, std::ops::Range<usize>),
    /// The board (its offsets are into the board's text, after the `:`).
    #[error("{0}")]
    Grid(GridError, usize),
}

impl TextError for KingDirtError {
    fn position_error(self, text: &str) -> PositionError {
        match self {
            KingDirtError::Counts(m, span) => PositionError::syntax(m, span),
            // The board's offsets are into the text after the `:`.
            KingDirtError::Grid(g, offset) => {
                let board = text.get(offset.min(text.len())..).unwrap_or("");
                g.position_error(board).shifted(offset)
            }
        }
    }
}

impl KingDirt {
    /// Read `B,W,M:BOARD`.
    pub fn parse(s: &str) -> Result<KingDirt, KingDirtError> {
        let Some((counts, board)) = s.split_once(':') else {
            return Err(KingDirtError::Counts(
                "write the unplaced stones of Left and Right and must-place (0 or 1), then `:` and the board, e.g. 1,1,0:.x.|...|.o.".into(),
                0..s.len(),
            ));
        };
        let mut nums = Vec::new();
        let mut at = 0;
        for w in counts.split(',') {
            let span = at..at + w.len();
            at += w.len() + 1;
            match w.trim().parse::<u8>() {
                Ok(n) if n <= MAX_UNPLACED => nums.push(n),
                _ => {
                    return Err(KingDirtError::Counts(
                        format!(
                            "`{}` is not a number of stones from 0 to {MAX_UNPLACED}",
                            w.trim()
                        ),
                        span,
                    ))
                }
            }
        }
        let [b, w, m] = nums[..] else {
            return Err(KingDirtError::Counts(
                format!("expected three numbers before `:`, found {}", nums.len()),
                0..counts.len(),
            ));
        };
        if m > 1 {
            return Err(KingDirtError::Counts(
                "must-place is 0 or 1".into(),
                0..counts.len(),
            ));
        }
        let offset = counts.len() + 1;
        let board = Board::parse(board, &XO_WALL).map_err(|e| KingDirtError::Grid(e, offset))?;
        Ok(KingDirt {
            board,
            unplaced: [b, w],
            must_place: m == 1,
        })
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The stones Left (`left`) or Right has still to place.
    pub fn unplaced(&self, left: bool) -> u8 {
        self.unplaced[usize::from(!left)]
    }

    /// The counts capped by the empty cells.
    fn capped(mut self) -> KingDirt {
        let empty = self.board.empties().count_ones().min(255) as u8;
        for u in &mut self.unplaced {
            *u = (*u).min(empty);
        }
        if self.unplaced == [0, 0] {
            self.must_place = false;
        }
        self
    }

    /// Left's (or Right's) moves: `(from, to, position)`, `from` `None` for a
    /// placement on `to`.
    pub fn moves(&self, left: bool) -> Vec<(Option<usize>, usize, KingDirt)> {
        let b = &self.board;
        let me = usize::from(!left);
        let mut out = Vec::new();
        if self.unplaced[me] > 0 {
            for to in bits(b.empties()) {
                let mut p = *self;
                p.board.set(to, Cell::stone(left));
                p.unplaced[me] -= 1;
                out.push((None, to, p.capped()));
            }
        }
        if self.must_place && !out.is_empty() {
            return out;
        }
        let st = b.steps(&COMPASS);
        for from in bits(b.stones(left)) {
            for k in 0..st.len() {
                let Some(to) = st.step(from, k).filter(|&t| b.get(t) == Cell::Empty) else {
                    continue;
                };
                let mut p = *self;
                p.board.set(from, Cell::Wall);
                p.board.set(to, Cell::stone(left));
                out.push((Some(from), to, p.capped()));
            }
        }
        out
    }

    fn options(&self, left: bool) -> Vec<KingDirt> {
        self.moves(left).into_iter().map(|m| m.2).collect()
    }
}

impl PartizanPosition for KingDirt {
    const MEMO_AS_MET: bool = true;

    fn left_options(&self) -> Vec<Self> {
        self.options(true)
    }

    fn right_options(&self) -> Vec<Self> {
        self.options(false)
    }

    fn components(&self) -> Vec<Self> {
        let p = self.capped();
        let b = &p.board;
        let regions = b.regions(b.open(), &COMPASS);
        let stones = b.black() | b.white();
        if p.unplaced != [0, 0] {
            // One part: the cells that reach an empty cell.
            let keep = regions
                .into_iter()
                .filter(|&r| r & b.empties() != 0)
                .fold(0, |a, r| a | r);
            return vec![KingDirt {
                board: b.crop(keep, Cell::Wall),
                ..p
            }];
        }
        regions
            .into_iter()
            .filter(|&r| r & stones != 0 && r & b.empties() != 0)
            .map(|r| KingDirt {
                board: b.crop(r, Cell::Wall),
                ..p
            })
            .collect()
    }

    fn known_value(&self, store: &mut GameStore) -> Option<Game> {
        let p = self.capped();
        let b = &p.board;
        let nothing = b.empties() == 0 || (b.black() | b.white() == 0 && p.unplaced == [0, 0]);
        nothing.then(|| store.zero())
    }

    fn normalize(&self) -> Self {
        let p = self.capped();
        let b = &p.board;
        KingDirt {
            board: b.crop(b.open(), Cell::Wall).least_image(&DIHEDRAL),
            ..p
        }
    }

    fn move_name(&self, to: &Self) -> Option<String> {
        let b = &self.board;
        [true, false].into_iter().find_map(|left| {
            self.moves(left)
                .into_iter()
                .find(|m| m.2 == *to)
                .map(|(from, at, _)| match from {
                    Some(f) => format!("{}-{}", b.cell_name(f), b.cell_name(at)),
                    None => format!("{}@{}", if left { 'x' } else { 'o' }, b.cell_name(at)),
                })
        })
    }
}

impl fmt::Display for KingDirt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{},{},{}:",
            self.unplaced[0],
            self.unplaced[1],
            u8::from(self.must_place)
        )?;
        self.board.write(f, &XO_WALL)
    }
}
