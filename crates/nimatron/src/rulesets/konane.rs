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
//! reach, everything else blocked (a position of one part is kept as it is).
//! Stored as the least of the eight symmetric images.

use super::grid::{bits, Board, Cell, GridError, Ortho, DIHEDRAL, MAX_CELLS, XO_WALL};
use super::PartizanPosition;
use crate::short::{Game, GameStore};
use std::fmt;

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

    /// Left's (or Right's) moves: start, landing cell, position reached; by
    /// starts, then directions (up, down, left, right), then chain lengths.
    pub fn moves(&self, left: bool) -> Vec<(usize, usize, Konane)> {
        let mut out = Vec::new();
        self.each_move(left, |from, land, p| out.push((from, land, p)));
        out.sort_by_key(|m| m.0);
        out
    }

    /// Call `f` with each of Left's (or Right's) moves: start, landing cell,
    /// position reached; by directions, then starts, then chain lengths.
    #[inline]
    fn each_move(&self, left: bool, mut f: impl FnMut(usize, usize, Konane)) {
        let st = self.board.orthogonal();
        self.jumps::<0>(left, &st, &mut f);
        self.jumps::<1>(left, &st, &mut f);
        self.jumps::<2>(left, &st, &mut f);
        self.jumps::<3>(left, &st, &mut f);
    }

    /// The moves of [`Konane::each_move`] in direction `K`.
    #[inline(always)]
    fn jumps<const K: usize>(
        &self,
        left: bool,
        st: &Ortho,
        f: &mut impl FnMut(usize, usize, Konane),
    ) {
        let b = &self.board;
        let (own, enemy, empty) = (b.stones(left), b.stones(!left), b.empties());
        // Stones with an enemy next to them in direction `K` and an empty
        // cell beyond (`K ^ 1` is the opposite direction).
        let beyond = st.shift(st.shift(empty, K ^ 1), K ^ 1);
        for from in bits(own & st.shift(enemy, K ^ 1) & beyond) {
            let mut at = 1u64 << from;
            let mut jumped = 0u64;
            loop {
                let over = st.shift(at, K);
                let land = st.shift(over, K);
                if over & enemy == 0 || land & empty == 0 {
                    break;
                }
                jumped |= over;
                let mut reached = *b;
                let moved = (1u64 << from) | land;
                if left {
                    reached.toggle(moved, jumped);
                } else {
                    reached.toggle(jumped, moved);
                }
                f(
                    from,
                    land.trailing_zeros() as usize,
                    Konane { board: reached },
                );
                at = land;
            }
        }
    }

    fn options(&self, left: bool) -> Vec<Konane> {
        let mut out = Vec::with_capacity(8);
        self.each_move(left, |_, _, p| out.push(p));
        out
    }

    /// The cells the stones of `group` could occupy or jump over before they
    /// meet another group: every jump removes a stone, so the group makes at
    /// most `|group| - 1` jumps, each from a reached cell over a reached cell
    /// to the unblocked cell beyond (a group of one colour cannot jump at all).
    #[inline]
    fn reach(&self, group: u64, st: &Ortho) -> u64 {
        let b = &self.board;
        if group & b.black() == 0 || group & b.white() == 0 {
            return group;
        }
        let open = b.open();
        let mut r = group;
        for _ in 1..group.count_ones() {
            let mut grown = r;
            for k in 0..4 {
                // Cells with a reached cell next to them in direction `k`
                // (`k ^ 1` is the opposite direction) ...
                let pairs = r & st.shift(r, k ^ 1);
                // ... reach the cell two steps on.
                grown |= st.shift(st.shift(pairs, k), k) & open;
            }
            if grown == r {
                break;
            }
            r = grown;
        }
        r
    }

    /// Independent parts, as the cells each keeps, written to `out`; their
    /// number. Groups whose reaches touch are merged (all such pairs at once:
    /// reaches touch exactly when they lie in one orthogonal region of their
    /// union, each reach being connected), the merged reaches grown again,
    /// until no two touch.
    fn parts(&self, out: &mut [u64; MAX_CELLS / 2]) -> usize {
        let b = &self.board;
        let (black, white) = (b.black(), b.white());
        let stones = black | white;
        let st = b.orthogonal();
        let mixed = |g: u64| g & black != 0 && g & white != 0;
        if stones == 0 {
            return 0;
        }
        let first = st.region(stones & stones.wrapping_neg(), stones);
        if first == stones {
            // One group: one part (none if it has one colour).
            if !mixed(first) {
                return 0;
            }
            out[0] = self.reach(first, &st);
            return 1;
        }
        // Parts as (stones, reach), from the groups (at most one group for
        // every two cells).
        let mut parts = [(0u64, 0u64); MAX_CELLS / 2];
        parts[0] = (first, self.reach(first, &st));
        let mut n = 1;
        let mut rest = stones & !first;
        while rest != 0 {
            let g = st.region(rest & rest.wrapping_neg(), stones);
            rest &= !g;
            parts[n] = (g, self.reach(g, &st));
            n += 1;
        }
        loop {
            let union = parts[..n].iter().fold(0, |u, p| u | p.1);
            let mut merged = false;
            let mut i = 0;
            while i < n {
                // The parts whose reaches lie in the region of part i's.
                let region = st.region(parts[i].1, union);
                let (mut g, mut j, mut count) = (parts[i].0, i + 1, 1);
                while j < n {
                    if parts[j].1 & region != 0 {
                        g |= parts[j].0;
                        n -= 1;
                        parts[j] = parts[n];
                        count += 1;
                    } else {
                        j += 1;
                    }
                }
                if count > 1 {
                    parts[i] = (g, self.reach(g, &st));
                    merged = true;
                }
                i += 1;
            }
            if !merged {
                break;
            }
        }
        let mut kept = 0;
        for &(g, r) in &parts[..n] {
            if mixed(g) {
                out[kept] = r;
                kept += 1;
            }
        }
        kept
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
        self.split().unwrap_or_else(|| vec![*self])
    }

    fn options_into(&self, left: bool, out: &mut Vec<Self>) {
        self.each_move(left, |_, _, p| out.push(p));
    }

    fn split(&self) -> Option<Vec<Self>> {
        let b = &self.board;
        let (black, white) = (b.black(), b.white());
        // One part, the position itself, when the stones next to a stone of
        // the other colour, with the cells where those pairs' first jumps
        // land, lie in one region: each such cell is in the reach of a group
        // with both colours, every such group has such stones, so every two
        // of their reaches are joined by a chain of touching ones and all
        // merge (a group of one colour then merges too or is dropped). Its
        // cells beyond the reach are left as they are, which spares growing
        // the reaches: in play the stones fall into a few groups that almost
        // always merge.
        let st = b.orthogonal();
        let (mut active, mut land) = (0u64, 0u64);
        for k in 0..4 {
            let pairs = (black & st.shift(white, k ^ 1)) | (white & st.shift(black, k ^ 1));
            active |= pairs | st.shift(pairs, k);
            land |= st.shift(st.shift(pairs, k), k);
        }
        if active == 0 {
            // No group has both colours: no one can ever move.
            return Some(Vec::new());
        }
        let first = active | (land & b.open());
        if st.region(active & active.wrapping_neg(), first) == first {
            return None;
        }
        let mut parts = [0u64; MAX_CELLS / 2];
        let n = self.parts(&mut parts);
        if n == 1 {
            return None;
        }
        Some(
            parts[..n]
                .iter()
                .map(|&r| Konane {
                    board: b.crop(r, Cell::Wall),
                })
                .collect(),
        )
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

    /// Swapping the colours swaps the players: the least image of the
    /// board and of its swap, negated when it is the swap's.
    fn normalize_signed(&self) -> (Self, bool) {
        let (board, neg) = self.board.open_part_signed(&DIHEDRAL);
        (Konane { board }, neg)
    }

    fn signs_pay(&self) -> bool {
        self.board.swap_symmetric(&DIHEDRAL)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulesets::grid::ORTHOGONAL;

    /// Moves by coordinates, one cell at a time (the definition).
    fn naive_moves(p: &Konane, left: bool) -> Vec<(usize, usize, Konane)> {
        let b = p.board();
        let mut out = Vec::new();
        for from in bits(b.stones(left)) {
            for &(dr, dc) in &ORTHOGONAL {
                let mut nb = *b;
                nb.set(from, Cell::Empty);
                let mut at = from;
                while let Some(over) = b
                    .step(at, dr, dc)
                    .filter(|&o| b.get(o) == Cell::stone(!left))
                {
                    let Some(land) = b.step(over, dr, dc).filter(|&l| b.get(l) == Cell::Empty)
                    else {
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

    /// The parts by the first implementation: groups with their reaches
    /// (grown by two-cell steps), merged while any two touch, in vectors.
    fn naive_parts(p: &Konane) -> Vec<u64> {
        let b = p.board();
        let double = [(-2, 0), (2, 0), (0, -2), (0, 2)];
        let reach = |group: u64| {
            if group & b.black() == 0 || group & b.white() == 0 {
                return group;
            }
            let mut r = group;
            for _ in 1..group.count_ones() {
                let mut grown = r;
                for (k, &(dr, dc)) in ORTHOGONAL.iter().enumerate() {
                    let (br, bc) = ORTHOGONAL[k ^ 1];
                    let pairs = r & b.shift(r, br, bc);
                    grown |= b.shift(pairs, double[k].0, double[k].1) & b.open();
                    let _ = (dr, dc);
                }
                if grown == r {
                    break;
                }
                r = grown;
            }
            r
        };
        let mut parts: Vec<(u64, u64)> = b
            .regions(b.black() | b.white(), &ORTHOGONAL)
            .into_iter()
            .map(|g| (g, reach(g)))
            .collect();
        'merge: loop {
            for i in 0..parts.len() {
                let near = b.dilate(parts[i].1, &ORTHOGONAL);
                for j in i + 1..parts.len() {
                    if near & parts[j].1 != 0 {
                        let (g, _) = parts.swap_remove(j);
                        let group = parts[i].0 | g;
                        parts[i] = (group, reach(group));
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

    #[test]
    fn moves_and_parts_match_the_definition() {
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let cells = [Cell::Empty, Cell::Black, Cell::White, Cell::Wall];
        let mut split = 0;
        for i in 0..3000 {
            let w = 1 + (next() % 8) as usize;
            let h = 1 + (next() % (64 / w).min(8) as u64) as usize;
            let mut b = Board::empty(w, h);
            // Mostly stones, some holes, few walls; or (every other board)
            // a few pairs of stones of both colours on an empty board, where
            // parts split.
            let sparse = i % 2 == 0;
            for c in 0..w * h {
                let cell = match (sparse, next() % 16) {
                    (true, 0) => Cell::Wall,
                    (true, 1) => Cell::Black,
                    (true, _) => Cell::Empty,
                    (false, 0..=5) => Cell::Black,
                    (false, 6..=11) => Cell::White,
                    (false, 12..=14) => Cell::Empty,
                    _ => cells[(next() % 4) as usize],
                };
                b.set(c, cell);
            }
            if sparse {
                for _ in 0..1 + next() % 5 {
                    let c = (next() % (w * h) as u64) as usize;
                    let (dr, dc) = ORTHOGONAL[(next() % 4) as usize];
                    if let Some(d) = b.step(c, dr, dc) {
                        b.set(c, Cell::Black);
                        b.set(d, Cell::White);
                    }
                }
            }
            let p = Konane { board: b };
            for left in [true, false] {
                let mut fast = p.moves(left);
                let mut slow = naive_moves(&p, left);
                let key = |m: &(usize, usize, Konane)| (m.0, m.1, m.2.board);
                fast.sort_by_key(key);
                slow.sort_by_key(key);
                assert_eq!(fast, slow, "{p}");
            }
            let mut parts = [0u64; MAX_CELLS / 2];
            let n = p.parts(&mut parts);
            let mut fast = parts[..n].to_vec();
            let mut slow = naive_parts(&p);
            fast.sort_unstable();
            slow.sort_unstable();
            assert_eq!(fast, slow, "{p}");
            // The components: one (the position itself) where there is one
            // part, else each part's cells.
            let comps = p.components();
            if slow.len() == 1 {
                assert_eq!(comps, [p], "{p}");
            } else {
                split += usize::from(slow.len() > 1);
                let mut cropped: Vec<Board> = slow.iter().map(|&r| b.crop(r, Cell::Wall)).collect();
                let mut got: Vec<Board> = comps.iter().map(|c| c.board).collect();
                cropped.sort_unstable();
                got.sort_unstable();
                assert_eq!(got, cropped, "{p}");
            }
        }
        assert!(split > 100, "{split} boards of several parts");
    }
}
