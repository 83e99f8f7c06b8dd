//! Fission: stones (`x`) on a board with blocked cells (`#`). Left chooses a
//! stone whose cells just above and below are empty, and splits it into two
//! stones there; Right does the same horizontally (left and right).
//!
//! Independent parts: the four-connected regions of unblocked cells (stones
//! only ever appear next to where a stone was); regions without a stone are
//! dead. Stored as the least of the four images under the reflections that
//! keep rows rows (a quarter turn swaps the players).

use super::grid::{bits, Board, Cell, GridError, REFLECTIONS, X_WALL};
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
        let mut out = Vec::new();
        self.each_move(left, |i, p| out.push((i, p)));
        out
    }

    /// Call `f` with each of Left's (or Right's) moves, by the stone split.
    #[inline]
    fn each_move(&self, left: bool, mut f: impl FnMut(usize, Fission)) {
        let b = &self.board;
        let st = b.orthogonal();
        // Up and down for Left, left and right for Right.
        let (back, on) = if left { (0, 1) } else { (2, 3) };
        let empty = b.empties();
        // Stones with an empty cell on both sides.
        let splittable = b.black() & st.shift(empty, back) & st.shift(empty, on);
        for i in bits(splittable) {
            let at = 1u64 << i;
            let mut nb = *b;
            nb.toggle(at | st.shift(at, back) | st.shift(at, on), 0);
            f(i, Fission { board: nb });
        }
    }
}

impl PartizanPosition for Fission {
    const MEMO_AS_MET: bool = true;

    fn left_options(&self) -> Vec<Self> {
        let mut out = Vec::new();
        self.options_into(true, &mut out);
        out
    }

    fn right_options(&self) -> Vec<Self> {
        let mut out = Vec::new();
        self.options_into(false, &mut out);
        out
    }

    fn options_into(&self, left: bool, out: &mut Vec<Self>) {
        self.each_move(left, |_, p| out.push(p));
    }

    fn components(&self) -> Vec<Self> {
        self.split().unwrap_or_else(|| vec![*self])
    }

    fn split(&self) -> Option<Vec<Self>> {
        let b = &self.board;
        let st = b.orthogonal();
        let (stones, open) = (b.black(), b.open());
        if stones != 0 {
            let first = st.region(stones & stones.wrapping_neg(), open);
            if first & stones == stones {
                // Every stone in one region (the common case): that region.
                return if first == open {
                    None
                } else {
                    Some(vec![Fission {
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
            if r & stones != 0 {
                parts.push(Fission {
                    board: b.crop(r, Cell::Wall),
                });
            }
        }
        Some(parts)
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
                // The stone's cell and the two it splits into (`b2-b1/b3`,
                // as Amazons writes from-to/arrow): the cells a picture marks.
                .map(|(i, _)| {
                    let (dr, dc) = if left { (1, 0) } else { (0, 1) };
                    let b = &self.board;
                    let cell = |j: Option<usize>| j.map_or_else(String::new, |j| b.cell_name(j));
                    format!(
                        "{}-{}/{}",
                        b.cell_name(i),
                        cell(b.step(i, -dr, -dc)),
                        cell(b.step(i, dr, dc))
                    )
                })
        })
    }
}

impl fmt::Display for Fission {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.board.write(f, &X_WALL)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulesets::grid::ORTHOGONAL;

    /// Moves by coordinates (the definition).
    fn naive_moves(p: &Fission, left: bool) -> Vec<(usize, Fission)> {
        let b = p.board();
        let (dr, dc) = if left { (1, 0) } else { (0, 1) };
        let empty = |j: Option<usize>| j.is_some_and(|j| b.get(j) == Cell::Empty);
        bits(b.black())
            .filter(|&i| empty(b.step(i, dr, dc)) && empty(b.step(i, -dr, -dc)))
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

    /// Components by the definition: the regions with stones, cropped.
    fn naive_components(p: &Fission) -> Vec<Fission> {
        let b = p.board();
        b.regions(b.open(), &ORTHOGONAL)
            .into_iter()
            .filter(|&r| r & b.black() != 0)
            .map(|r| Fission {
                board: b.crop(r, Cell::Wall),
            })
            .collect()
    }

    #[test]
    fn moves_and_components_match_the_definition() {
        let mut x = 0x2545_F491_4F6C_DD1Du64;
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
            let walls = if i % 2 == 0 { 6 } else { 2 };
            for c in 0..w * h {
                let r = next() % 16;
                let cell = if r < walls {
                    Cell::Wall
                } else if r < walls + 3 {
                    Cell::Black
                } else {
                    Cell::Empty
                };
                b.set(c, cell);
            }
            let p = Fission { board: b };
            for left in [true, false] {
                assert_eq!(p.moves(left), naive_moves(&p, left), "{p}");
            }
            let norm = |v: Vec<Fission>| {
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
