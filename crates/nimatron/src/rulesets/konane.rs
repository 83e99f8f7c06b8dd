//! Konane: Left's stones are black (`x`), Right's white (`o`); `#` cells are
//! not part of the board. A player jumps one of their stones orthogonally over
//! an adjacent enemy stone into the empty cell beyond, removing the stone
//! jumped, and may go on jumping in the same direction (each length of the
//! chain is a different move).
//!
//! Independent parts: each group of stones (orthogonally connected) can only
//! ever reach the cells of its *reach*: its own cells and, once for each jump
//! it could make (each jump removes a stone: fewer jumps than stones), the
//! unblocked cell two steps beyond two reached cells in a line (a group of one
//! colour cannot move alone). Groups whose reaches touch are merged, and
//! merged reaches grown again, until no two touch; each part then keeps its
//! reach, everything else blocked. Stored as the least of
//! the eight symmetric images.

use super::grid::{bits, Board, Cell, GridError, Steps, DIHEDRAL, ORTHOGONAL, XO_WALL};
use super::PartizanPosition;
use crate::short::{Game, GameStore};
use std::fmt;

/// Two orthogonal steps, in the order of [`ORTHOGONAL`] (whose opposite
/// directions are `k` and `k ^ 1`).
const DOUBLE: [(i32, i32); 4] = [(-2, 0), (2, 0), (0, -2), (0, 2)];

/// A Konane position.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Konane {
    board: Board,
}

impl Konane {
    /// Read a position such as `.ox.|o..x`.
    pub fn parse(s: &str) -> Result<Konane, GridError> {
        Ok(Konane {
            board: Board::parse(s, &XO_WALL)?,
        })
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Left's (or Right's) moves: start, landing cell, position reached.
    pub fn moves(&self, left: bool) -> Vec<(usize, usize, Konane)> {
        let b = &self.board;
        let st = b.steps(&ORTHOGONAL);
        let (enemy, empty) = (b.stones(!left), b.empties());
        let mut out = Vec::new();
        for from in bits(b.stones(left)) {
            for k in 0..st.len() {
                let mut nb = *b;
                nb.set(from, Cell::Empty);
                let mut at = from;
                while let Some(over) = st.step(at, k).filter(|&o| enemy >> o & 1 == 1) {
                    let Some(land) = st.step(over, k).filter(|&l| empty >> l & 1 == 1) else {
                        break;
                    };
                    nb.set(over, Cell::Empty);
                    let mut reached = nb;
                    reached.set(land, Cell::stone(left));
                    out.push((from, land, Konane { board: reached }));
                    at = land;
                }
            }
        }
        out
    }

    fn options(&self, left: bool) -> Vec<Konane> {
        self.moves(left).into_iter().map(|(_, _, p)| p).collect()
    }

    /// The cells the stones of `group` could occupy or jump over before they
    /// meet another group: every jump removes a stone, so the group makes at
    /// most `|group| - 1` jumps, each from a reached cell over a reached cell
    /// to the unblocked cell beyond (a group of one colour cannot jump at all).
    fn reach(&self, group: u64, (one, two): (&Steps, &Steps)) -> u64 {
        let b = &self.board;
        if group & b.black() == 0 || group & b.white() == 0 {
            return group;
        }
        let open = b.open();
        let mut r = group;
        for _ in 1..group.count_ones() {
            let mut grown = r;
            for k in 0..one.len() {
                // Cells with a reached cell next to them in direction `k`
                // (`k ^ 1` is the opposite direction) ...
                let pairs = r & one.shift(r, k ^ 1);
                // ... reach the cell two steps on.
                grown |= two.shift(pairs, k) & open;
            }
            if grown == r {
                break;
            }
            r = grown;
        }
        r
    }

    /// Independent parts, as the cells each keeps.
    fn parts(&self) -> Vec<u64> {
        let b = &self.board;
        let stones = b.black() | b.white();
        let (one, two) = (b.steps(&ORTHOGONAL), b.steps(&DOUBLE));
        let mut parts: Vec<(u64, u64)> = b
            .regions(stones, &ORTHOGONAL)
            .into_iter()
            .map(|g| (g, self.reach(g, (&one, &two))))
            .collect();
        'merge: loop {
            for i in 0..parts.len() {
                let near = one.dilate(parts[i].1);
                for j in i + 1..parts.len() {
                    if near & parts[j].1 != 0 {
                        let (g, _) = parts.swap_remove(j);
                        let group = parts[i].0 | g;
                        parts[i] = (group, self.reach(group, (&one, &two)));
                        continue 'merge;
                    }
                }
            }
            break;
        }
        parts
            .into_iter()
            .filter(|&(g, _)| g & b.black() != 0 && g & b.white() != 0)
            .map(|(_, r)| r)
            .collect()
    }
}

impl PartizanPosition for Konane {
    const MEMO_AS_MET: bool = true;

    fn left_options(&self) -> Vec<Self> {
        self.options(true)
    }

    fn right_options(&self) -> Vec<Self> {
        self.options(false)
    }

    fn components(&self) -> Vec<Self> {
        self.parts()
            .into_iter()
            .map(|r| Konane {
                board: self.board.crop(r, Cell::Wall),
            })
            .collect()
    }

    fn known_value(&self, store: &mut GameStore) -> Option<Game> {
        let b = &self.board;
        (b.black() == 0 || b.white() == 0).then(|| store.zero())
    }

    fn normalize(&self) -> Self {
        let b = &self.board;
        Konane {
            board: b.crop(b.open(), Cell::Wall).least_image(&DIHEDRAL),
        }
    }

    fn move_name(&self, to: &Self) -> Option<String> {
        let b = &self.board;
        [true, false].into_iter().find_map(|left| {
            self.moves(left)
                .into_iter()
                .find(|m| m.2 == *to)
                .map(|(f, l, _)| format!("{}-{}", b.cell_name(f), b.cell_name(l)))
        })
    }
}

impl fmt::Display for Konane {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.board.write(f, &XO_WALL)
    }
}
