//! Amazons on small boards: Left moves a black amazon (`x`), Right a white one
//! (`o`), like a chess queen over empty cells, then fires an arrow from where
//! it landed, again like a queen (through the cell it left), onto an empty
//! cell, which is blocked (`#`) from then on.
//!
//! Independent parts: the regions of unblocked cells, eight-connected (a queen
//! cannot cross a diagonal wall of arrows); regions without an amazon are
//! dead. Stored as the least of the eight symmetric images of the region.

use super::grid::{bits, Board, Cell, GridError, DIHEDRAL, XO_WALL};
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
        let mut out = Vec::new();
        self.each_move(left, |m, p| out.push((m, p)));
        out
    }

    /// Call `f` with each of Left's (or Right's) moves and the position it
    /// reaches: by the amazon's cell, its direction and distance, then the
    /// arrow's direction and distance.
    #[inline]
    fn each_move(&self, left: bool, mut f: impl FnMut(AmazonsMove, Amazons)) {
        let b = &self.board;
        let st = b.compass();
        let empty = b.empties();
        for from in bits(b.stones(left)) {
            let start = 1u64 << from;
            for k in 0..8 {
                let mut to = st.shift(start, k) & empty;
                while to != 0 {
                    let mut moved = *b;
                    if left {
                        moved.toggle(start | to, 0);
                    } else {
                        moved.toggle(0, start | to);
                    }
                    // The arrow flies over empty cells, the one left included.
                    let free = (empty | start) & !to;
                    for a in 0..8 {
                        let mut arrow = st.shift(to, a) & free;
                        while arrow != 0 {
                            let mut shot = moved;
                            shot.block(arrow);
                            let m = AmazonsMove {
                                from,
                                to: to.trailing_zeros() as usize,
                                arrow: arrow.trailing_zeros() as usize,
                            };
                            f(m, Amazons { board: shot });
                            arrow = st.shift(arrow, a) & free;
                        }
                    }
                    to = st.shift(to, k) & empty;
                }
            }
        }
    }

    fn options(&self, left: bool) -> Vec<Amazons> {
        let mut out = Vec::new();
        self.each_move(left, |_, p| out.push(p));
        out
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
        self.split().unwrap_or_else(|| vec![*self])
    }

    fn split(&self) -> Option<Vec<Self>> {
        let b = &self.board;
        let st = b.compass();
        let (amazons, open, empty) = (b.black() | b.white(), b.open(), b.empties());
        // A region without amazons, or without a cell to move to, is dead.
        let live = |r: u64| r & amazons != 0 && r & empty != 0;
        if amazons != 0 {
            let first = st.region(amazons & amazons.wrapping_neg(), open);
            if first & amazons == amazons {
                // Every amazon in one region (the common case): that region.
                return if !live(first) {
                    Some(Vec::new())
                } else if first == open {
                    None
                } else {
                    Some(vec![Amazons {
                        board: b.crop(first, Cell::Wall),
                    }])
                };
            }
        }
        let mut parts = Vec::new();
        let mut rest = open;
        while rest != 0 {
            let r = st.region(rest & rest.wrapping_neg(), open);
            rest &= !r;
            if live(r) {
                parts.push(Amazons {
                    board: b.crop(r, Cell::Wall),
                });
            }
        }
        Some(parts)
    }

    fn options_into(&self, left: bool, out: &mut Vec<Self>) {
        self.each_move(left, |_, p| out.push(p));
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

    /// Swapping the colours swaps the players: the representative of the
    /// board and its swap, negated when it is the swap's.
    fn normalize_signed(&self) -> (Self, bool) {
        let (board, neg) = self.board.open_part_signed(&DIHEDRAL);
        (Amazons { board }, neg)
    }

    fn signs_pay(&self) -> bool {
        self.board.swap_symmetric(&DIHEDRAL)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulesets::grid::COMPASS;

    /// Moves by coordinates, one cell at a time (the definition).
    fn naive_moves(p: &Amazons, left: bool) -> Vec<(AmazonsMove, Amazons)> {
        let b = p.board();
        let mut out = Vec::new();
        for from in bits(b.stones(left)) {
            let mut lifted = *b;
            lifted.set(from, Cell::Empty);
            for &(dr, dc) in &COMPASS {
                let mut to = from;
                while let Some(t) = b.step(to, dr, dc).filter(|&t| b.get(t) == Cell::Empty) {
                    to = t;
                    let mut moved = lifted;
                    moved.set(to, Cell::stone(left));
                    for &(ar, ac) in &COMPASS {
                        let mut arrow = to;
                        while let Some(x) = moved
                            .step(arrow, ar, ac)
                            .filter(|&x| moved.get(x) == Cell::Empty)
                        {
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

    /// Components by the definition: the live regions, cropped.
    fn naive_components(p: &Amazons) -> Vec<Amazons> {
        let b = p.board();
        b.regions(b.open(), &COMPASS)
            .into_iter()
            .filter(|&r| r & (b.black() | b.white()) != 0 && r & b.empties() != 0)
            .map(|r| Amazons {
                board: b.crop(r, Cell::Wall),
            })
            .collect()
    }

    #[test]
    fn moves_and_components_match_the_definition() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let mut split = 0;
        for i in 0..3000 {
            let w = 1 + (next() % 8) as usize;
            let h = 1 + (next() % (64 / w).min(8) as u64) as usize;
            let mut b = Board::empty(w, h);
            // Walls dense on every other board, where regions split.
            let walls = if i % 2 == 0 { 7 } else { 2 };
            for c in 0..w * h {
                let r = next() % 16;
                let cell = if r < walls {
                    Cell::Wall
                } else if r < walls + 1 {
                    Cell::Black
                } else if r < walls + 2 {
                    Cell::White
                } else {
                    Cell::Empty
                };
                b.set(c, cell);
            }
            let p = Amazons { board: b };
            for left in [true, false] {
                assert_eq!(p.moves(left), naive_moves(&p, left), "{p}");
            }
            let norm = |v: Vec<Amazons>| {
                let mut v: Vec<Board> = v.into_iter().map(|c| c.normalize().board).collect();
                v.sort_unstable();
                v
            };
            let slow = naive_components(&p);
            split += usize::from(slow.len() > 1);
            assert_eq!(norm(p.components()), norm(slow), "{p}");
        }
        assert!(split > 100, "{split} boards of several parts");
    }
}
