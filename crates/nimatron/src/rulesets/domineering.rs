//! Domineering: Left places vertical dominoes, Right horizontal ones, on the empty
//! cells of a board (any shape: rectangles, blocked cells, polyominoes).
//!
//! Text format: rows separated by `|`, `.` empty and `#` filled, e.g. `..|..`.
//! Positions split into independent regions (4-connected empty cells), are cropped
//! to their bounding box and normalised under the reflections that keep each
//! player's domino direction (left-right, up-down, and both).

use super::grid::{flip8, low, pack8, spread8, transpose8};
use super::PartizanPosition;
use crate::position::{PositionError, TextError};
use crate::short::{Game, GameStore};
use std::fmt;

/// At most this many cells (a 64-bit board).
pub const MAX_CELLS: usize = 64;

/// A Domineering position: the empty cells of a `width` x `height` grid.
///
/// ```
/// use nimatron::rulesets::{Domineering, PartizanSolver};
/// use nimatron::short::GameStore;
///
/// let mut store = GameStore::new();
/// let mut solver = PartizanSolver::new();
/// let board = Domineering::parse("..|..").unwrap();
/// let v = solver.canonical_form(&mut store, &board);
/// assert_eq!(store.display(v), "+-1");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Domineering {
    width: u8,
    height: u8,
    /// Bit `r * width + c` is set when cell (r, c) is empty.
    empty: u64,
}

/// Why a board could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DomineeringError {
    /// A character other than `.`, `#` or `|`; `pos` is its byte offset in
    /// the text (the language points its error there).
    #[error("unexpected `{ch}` at position {pos} of the board: use . (empty), # (filled) and | between rows")]
    BadChar {
        /// The unexpected character.
        ch: char,
        /// Its byte offset in the text.
        pos: usize,
    },
    /// Too many cells.
    #[error("the board has {0} cells: at most 64 are supported")]
    TooLarge(usize),
}

impl TextError for DomineeringError {
    fn position_error(self, text: &str) -> PositionError {
        match self {
            DomineeringError::BadChar { ch, pos } => {
                PositionError::syntax(self.to_string(), pos..pos + ch.len_utf8())
            }
            DomineeringError::TooLarge(_) => {
                PositionError::too_large(self.to_string(), 0..text.len())
            }
        }
    }
}

/// The rows of a board's text (`true` for an empty cell); an error names the
/// first bad character and its byte offset.
pub(crate) fn grid_rows(s: &str) -> Result<Vec<Vec<bool>>, DomineeringError> {
    let mut rows: Vec<Vec<bool>> = vec![Vec::new()];
    // Byte offsets, not character counts: whitespace may be wider than a byte.
    for (pos, ch) in s.char_indices() {
        match ch {
            '.' => rows.last_mut().expect("a row").push(true),
            '#' => rows.last_mut().expect("a row").push(false),
            '|' => rows.push(Vec::new()),
            c if c.is_whitespace() => {}
            _ => return Err(DomineeringError::BadChar { ch, pos }),
        }
    }
    Ok(rows)
}

impl Domineering {
    /// Read a board such as `....|....|....`; short rows are padded with filled cells.
    pub fn parse(s: &str) -> Result<Domineering, DomineeringError> {
        let rows = grid_rows(s)?;
        let height = rows.len();
        let width = rows.iter().map(Vec::len).max().unwrap_or(0);
        if width * height > MAX_CELLS {
            return Err(DomineeringError::TooLarge(width * height));
        }
        let mut empty = 0u64;
        for (r, row) in rows.iter().enumerate() {
            for (c, &e) in row.iter().enumerate() {
                if e {
                    empty |= 1u64 << (r * width + c);
                }
            }
        }
        Ok(Domineering {
            width: width as u8,
            height: height as u8,
            empty,
        })
    }

    /// The empty `width` x `height` rectangle.
    pub fn rectangle(width: usize, height: usize) -> Result<Domineering, DomineeringError> {
        if width * height > MAX_CELLS {
            return Err(DomineeringError::TooLarge(width * height));
        }
        let n = width * height;
        Ok(Domineering {
            width: width as u8,
            height: height as u8,
            empty: if n == 64 { u64::MAX } else { (1u64 << n) - 1 },
        })
    }

    #[inline]
    fn w(&self) -> usize {
        self.width as usize
    }

    #[inline]
    fn h(&self) -> usize {
        self.height as usize
    }

    /// One bit at column 0 of each row (`low(w h) / low(w)`: the repunit of
    /// base `2^w`, exact because `w` divides the bits of `low(w h)`).
    #[inline]
    fn first_col(&self) -> u64 {
        let w = self.w();
        if w == 0 {
            return 0;
        }
        low(w * self.h()) / low(w)
    }

    /// The 4-connected region of empty cells containing `seed`, by bit-parallel growth.
    fn region(&self, seed: u64) -> u64 {
        let w = self.width as u32;
        let first = self.first_col();
        let last = first << (w - 1);
        let mut region = seed;
        loop {
            let grown = (region
                | region.checked_shl(w).unwrap_or(0)
                | region.checked_shr(w).unwrap_or(0)
                | ((region & !last) << 1)
                | ((region & !first) >> 1))
                & self.empty;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }

    fn at(&self, r: usize, c: usize) -> bool {
        self.empty >> (r * self.w() + c) & 1 == 1
    }

    /// Call `f` with each position after a placement of the player placing
    /// vertical dominoes (`vertical`) or horizontal ones, in the order of the
    /// domino's first cell.
    #[inline]
    fn each_option(&self, vertical: bool, mut f: impl FnMut(Domineering)) {
        let e = self.empty;
        if e == 0 {
            return;
        }
        let w = self.width as u32;
        let (mut m, step) = if vertical {
            (e & e.checked_shr(w).unwrap_or(0), w)
        } else {
            (e & (e >> 1) & !(self.first_col() << (w - 1)), 1)
        };
        while m != 0 {
            let p = m.trailing_zeros();
            m &= m - 1;
            f(Domineering {
                empty: e & !(1u64 << p) & !(1u64 << (p + step)),
                ..*self
            });
        }
    }

    fn placements(&self, vertical: bool) -> Vec<Domineering> {
        let mut out = Vec::new();
        self.each_option(vertical, |d| out.push(d));
        out
    }

    /// The sub-board of the cells in `mask`, cropped to their bounding box.
    fn crop(&self, mask: u64) -> Domineering {
        if mask == 0 {
            return Domineering {
                width: 0,
                height: 0,
                empty: 0,
            };
        }
        let w = self.w();
        let r0 = mask.trailing_zeros() as usize / w;
        let r1 = (63 - mask.leading_zeros() as usize) / w;
        let mut cols = 0u64;
        for r in r0..=r1 {
            cols |= (mask >> (r * w)) & low(w);
        }
        let c0 = cols.trailing_zeros() as usize;
        let c1 = 63 - cols.leading_zeros() as usize;
        let (nw, nh) = (c1 - c0 + 1, r1 - r0 + 1);
        let empty = if nw == w {
            mask >> (r0 * w)
        } else {
            let mut out = 0u64;
            for r in 0..nh {
                out |= ((mask >> ((r + r0) * w + c0)) & low(nw)) << (r * nw);
            }
            out
        };
        Domineering {
            width: nw as u8,
            height: nh as u8,
            empty,
        }
    }

    /// The board with its rows in reverse order (bit 1 of `t`) and each row
    /// reversed (bit 0).
    fn flipped(&self, t: u8) -> Domineering {
        let (w, h) = (self.w(), self.h());
        let mut empty = 0u64;
        for r in 0..h {
            let mut row = (self.empty >> (r * w)) & low(w);
            if t & 1 != 0 {
                row = row.reverse_bits() >> (64 - w);
            }
            let to = if t & 2 != 0 { h - 1 - r } else { r };
            empty |= row << (to * w);
        }
        Domineering { empty, ..*self }
    }

    /// The board with rows and columns exchanged: each player's placements
    /// become the other's, so its value is the negative.
    fn transposed(&self) -> Domineering {
        let (w, h) = (self.w(), self.h());
        let mut empty = 0u64;
        let mut m = self.empty;
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            empty |= 1u64 << ((i % w) * h + i / w);
        }
        Domineering {
            width: self.height,
            height: self.width,
            empty,
        }
    }

    /// The least image of a cropped board, ordered by (width, height, cells),
    /// under the reflections that keep each player's direction and, with
    /// `transposes`, the transpositions too, and whether the least is a
    /// transposed image (its value the negative). Ties go to the reflections.
    /// Boards of at most 8 x 8 are turned as 8 x 8 bit matrices.
    fn least_image(&self, transposes: bool) -> (Domineering, bool) {
        let (w, h) = (self.w(), self.h());
        if w * h == 0 {
            return (self.clone(), false);
        }
        let straight = !transposes || w <= h;
        let turned = transposes && h <= w;
        if w <= 8 && h <= 8 {
            let m = spread8(self.empty, w, h);
            let mut best = (u64::MAX, false);
            if straight {
                for t in 0..4 {
                    let img = flip8(m, w, h, t);
                    if img < best.0 {
                        best = (img, false);
                    }
                }
            }
            if turned {
                let tm = transpose8(m);
                for t in 0..4 {
                    let img = flip8(tm, h, w, t);
                    if img < best.0 {
                        best = (img, true);
                    }
                }
            }
            let (bw, bh) = if best.1 { (h, w) } else { (w, h) };
            let d = Domineering {
                width: bw as u8,
                height: bh as u8,
                empty: pack8(best.0, bw, bh),
            };
            return (d, best.1);
        }
        let mut best: Option<(Domineering, bool)> = None;
        let mut consider = |base: &Domineering, neg: bool| {
            for t in 0..4 {
                let img = base.flipped(t);
                if best.as_ref().is_none_or(|(b, _)| img.empty < b.empty) {
                    best = Some((img, neg));
                }
            }
        };
        if straight {
            consider(self, false);
        }
        if turned {
            consider(&self.transposed(), true);
        }
        best.expect("at least one image")
    }
}

impl PartizanPosition for Domineering {
    const MEMO_AS_MET: bool = false;

    fn left_options(&self) -> Vec<Self> {
        self.placements(true)
    }

    fn right_options(&self) -> Vec<Self> {
        self.placements(false)
    }

    fn components(&self) -> Vec<Self> {
        self.split().unwrap_or_else(|| vec![self.clone()])
    }

    fn split(&self) -> Option<Vec<Self>> {
        let e = self.empty;
        if e == 0 {
            return Some(Vec::new());
        }
        let mut r = self.region(e & e.wrapping_neg());
        if r == e {
            return None;
        }
        let mut rest = e;
        let mut comps = Vec::new();
        loop {
            rest &= !r;
            // Single cells can never be used: drop them.
            if r.count_ones() > 1 {
                comps.push(self.crop(r));
            }
            if rest == 0 {
                return Some(comps);
            }
            r = self.region(rest & rest.wrapping_neg());
        }
    }

    fn options_into(&self, left: bool, out: &mut Vec<Self>) {
        self.each_option(left, |d| out.push(d));
    }

    fn known_value(&self, store: &mut GameStore) -> Option<Game> {
        (self.empty.count_ones() < 2).then(|| store.zero())
    }

    fn normalize(&self) -> Self {
        self.crop(self.empty).least_image(false).0
    }

    /// Transposing a board swaps the players: the least of all eight
    /// images, negated when it is a transposed one.
    fn normalize_signed(&self) -> (Self, bool) {
        self.crop(self.empty).least_image(true)
    }

    /// `a1-a2`: the domino's two cells in reading order (columns `a`, `b`,
    /// ..., rows from 1 at the top).
    fn move_name(&self, to: &Self) -> Option<String> {
        self.domino(to)
    }
}

impl Domineering {
    /// The name of the placement that leads to `to` (`a1-a2`), or `None`
    /// when `to` is not one placement away.
    fn domino(&self, to: &Self) -> Option<String> {
        let placed = self.empty & !to.empty;
        if (to.width, to.height) != (self.width, self.height)
            || to.empty & !self.empty != 0
            || placed.count_ones() != 2
        {
            return None;
        }
        let (p, q) = (
            placed.trailing_zeros() as usize,
            63 - placed.leading_zeros() as usize,
        );
        let w = self.w();
        let beside = q == p + 1 && p / w == q / w;
        (q == p + w || beside).then(|| format!("{}-{}", cell_name(w, p), cell_name(w, q)))
    }
}

/// The name of cell `i` of a board `width` wide: column `a`, `b`, ..., `z`,
/// `aa`, ..., then the row from 1 at the top (`b1`).
pub(crate) fn cell_name(width: usize, i: usize) -> String {
    let (r, mut c) = (i / width.max(1), i % width.max(1) + 1);
    let mut col = Vec::new();
    while c > 0 {
        c -= 1;
        col.push(char::from(b'a' + (c % 26) as u8));
        c /= 26;
    }
    col.reverse();
    format!("{}{}", col.into_iter().collect::<String>(), r + 1)
}

impl fmt::Display for Domineering {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..self.height as usize {
            if r > 0 {
                f.write_str("|")?;
            }
            for c in 0..self.width as usize {
                f.write_str(if self.at(r, c) { "." } else { "#" })?;
            }
        }
        Ok(())
    }
}

/// Cram, the impartial Domineering: either player places a domino either way.
/// Same boards and decomposition into regions as [`Domineering`]; rotations by a
/// quarter turn also preserve the value here.
///
/// ```
/// use nimatron::impartial::GrundySearch;
/// use nimatron::rulesets::Cram;
///
/// let board = Cram::parse("...|...").unwrap();
/// assert_eq!(GrundySearch::new().grundy(&board), 1);
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Cram(pub Domineering);

impl Cram {
    /// Read a board in the Domineering format.
    pub fn parse(s: &str) -> Result<Cram, DomineeringError> {
        Domineering::parse(s).map(Cram)
    }

    /// The empty rectangle.
    pub fn rectangle(width: usize, height: usize) -> Result<Cram, DomineeringError> {
        Domineering::rectangle(width, height).map(Cram)
    }
}

impl crate::impartial::ImpartialPosition for Cram {
    fn options(&self) -> Vec<Self> {
        // The boards as they are (players see them); transpositions meet in
        // the search's table through `components`, which normalises.
        let mut v: Vec<Cram> = self.0.placements(true).into_iter().map(Cram).collect();
        v.extend(self.0.placements(false).into_iter().map(Cram));
        v
    }

    fn components(&self) -> Vec<Self> {
        self.0
            .components()
            .into_iter()
            .map(|d| Cram(d).normal())
            .collect()
    }

    /// `a1-a2`, as in Domineering.
    fn move_name(&self, to: &Self) -> Option<String> {
        self.0.domino(&to.0)
    }
}

impl Cram {
    /// A representative under the eight symmetries of the square grid.
    fn normal(&self) -> Cram {
        Cram(self.0.crop(self.0.empty).least_image(true).0)
    }
}

impl fmt::Display for Cram {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulesets::PartizanSolver;
    use proptest::prelude::*;
    use std::collections::HashMap;

    /// The value by the definition on a grid of cells, options found cell
    /// by cell: no bit sets, regions, crops or symmetries.
    fn plain(
        store: &mut GameStore,
        memo: &mut HashMap<Vec<Vec<bool>>, Game>,
        g: &[Vec<bool>],
    ) -> Game {
        if let Some(&v) = memo.get(g) {
            return v;
        }
        let (h, w) = (g.len(), g.first().map_or(0, Vec::len));
        let mut sides = [Vec::new(), Vec::new()];
        for (side, (dr, dc)) in [(1, 0), (0, 1)].into_iter().enumerate() {
            for r in 0..h {
                for c in 0..w {
                    if r + dr < h && c + dc < w && g[r][c] && g[r + dr][c + dc] {
                        let mut o = g.to_vec();
                        o[r][c] = false;
                        o[r + dr][c + dc] = false;
                        let v = plain(store, memo, &o);
                        sides[side].push(v);
                    }
                }
            }
        }
        let v = store.from_options(&sides[0], &sides[1]);
        memo.insert(g.to_vec(), v);
        v
    }

    fn text(g: &[Vec<bool>]) -> String {
        g.iter()
            .map(|row| {
                row.iter()
                    .map(|&e| if e { '.' } else { '#' })
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("|")
    }

    fn boards() -> impl Strategy<Value = Vec<Vec<bool>>> {
        // At most 20 cells: the plain search has no symmetries.
        (1usize..=5, 1usize..=4).prop_flat_map(|(w, h)| {
            proptest::collection::vec(
                proptest::collection::vec(proptest::bool::weighted(0.8), w),
                h,
            )
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// The solver (bit-set moves, regions, crops, the eight symmetries
        /// with transpositions negating) agrees with the definition, and a
        /// board turned a quarter has the negative value.
        #[test]
        fn values_agree_with_the_definition(g in boards()) {
            let mut store = GameStore::new();
            let mut solver = PartizanSolver::new();
            let pos = Domineering::parse(&text(&g)).unwrap();
            let v = solver.canonical_form(&mut store, &pos);
            let p = plain(&mut store, &mut HashMap::new(), &g);
            prop_assert_eq!(store.display(v), store.display(p));
            let (h, w) = (g.len(), g[0].len());
            let t: Vec<Vec<bool>> = (0..w).map(|c| (0..h).map(|r| g[r][c]).collect()).collect();
            let tv = solver.canonical_form(&mut store, &Domineering::parse(&text(&t)).unwrap());
            let neg = store.neg(v);
            prop_assert_eq!(store.display(tv), store.display(neg));
        }
    }

    #[test]
    fn images_and_crops() {
        let d = Domineering::parse("#...|##..|....").unwrap();
        // Its transpose, reflected: the least of the eight images is a
        // turned one, so its value is the negative.
        let (rep, neg) = d.normalize_signed();
        assert_eq!((rep.width, rep.height), (3, 4));
        assert!(neg);
        assert_eq!(rep.to_string(), "...|...|.#.|.##");
        assert_eq!(d.normalize().to_string(), "....|..##|...#");
        let parts = Domineering::parse(".#..|.#..|##.#").unwrap().components();
        let shown: Vec<String> = parts.iter().map(|p| p.to_string()).collect();
        assert_eq!(shown, [".|.", "..|..|.#"]);
    }
}
