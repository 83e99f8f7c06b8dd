//! Domineering: Left places vertical dominoes, Right horizontal ones, on the empty
//! cells of a board (any shape: rectangles, blocked cells, polyominoes).
//!
//! Text format: rows separated by `|`, `.` empty and `#` filled, e.g. `..|..`.
//! Positions split into independent regions (4-connected empty cells), are cropped
//! to their bounding box and normalised under the reflections that keep each
//! player's domino direction (left-right, up-down, and both).

use super::PartizanPosition;
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

    /// The cells of row `r` as the low `width` bits.
    #[inline]
    fn row(&self, r: usize) -> u64 {
        let w = self.width as usize;
        let mask = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
        (self.empty >> (r * w)) & mask
    }

    /// Build a board from rows (each the low `width` bits).
    fn from_rows(width: usize, rows: impl Iterator<Item = u64>) -> Domineering {
        let mut empty = 0u64;
        let mut height = 0;
        for (r, bits) in rows.enumerate() {
            empty |= bits << (r * width);
            height = r + 1;
        }
        Domineering {
            width: width as u8,
            height: height as u8,
            empty,
        }
    }

    /// The 4-connected region of `mask` cells containing `seed`, by bit-parallel growth.
    fn region(&self, seed: u64) -> u64 {
        let w = self.width as usize;
        let n = w * self.height as usize;
        let all = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
        // Columns 0 and w-1, to stop horizontal steps wrapping between rows.
        let mut first_col = 0u64;
        for r in 0..self.height as usize {
            first_col |= 1u64 << (r * w);
        }
        let last_col = first_col << (w - 1);
        let mut region = seed;
        loop {
            let grown = region
                | region.checked_shl(w as u32).unwrap_or(0)
                | region.checked_shr(w as u32).unwrap_or(0)
                | ((region & !last_col) << 1)
                | ((region & !first_col) >> 1);
            let grown = grown & self.empty & all;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }

    fn at(&self, r: usize, c: usize) -> bool {
        self.empty >> (r * self.width as usize + c) & 1 == 1
    }

    fn bit(&self, r: usize, c: usize) -> u64 {
        1u64 << (r * self.width as usize + c)
    }

    fn placements(&self, vertical: bool) -> Vec<Domineering> {
        let (w, h) = (self.width as usize, self.height as usize);
        let mut out = Vec::new();
        for r in 0..h {
            for c in 0..w {
                let (r2, c2) = if vertical { (r + 1, c) } else { (r, c + 1) };
                if r2 < h && c2 < w && self.at(r, c) && self.at(r2, c2) {
                    out.push(Domineering {
                        empty: self.empty & !self.bit(r, c) & !self.bit(r2, c2),
                        ..*self
                    });
                }
            }
        }
        out
    }

    /// The sub-board of the cells in `mask`, cropped to their bounding box.
    fn crop(&self, mask: u64) -> Domineering {
        let part = Domineering {
            empty: mask,
            ..*self
        };
        let h = self.height as usize;
        let rows: Vec<u64> = (0..h).map(|r| part.row(r)).collect();
        let Some(r0) = rows.iter().position(|&x| x != 0) else {
            return Domineering {
                width: 0,
                height: 0,
                empty: 0,
            };
        };
        let r1 = rows.iter().rposition(|&x| x != 0).expect("a nonempty row");
        let cols = rows.iter().fold(0u64, |a, &x| a | x);
        let c0 = cols.trailing_zeros() as usize;
        let c1 = 63 - cols.leading_zeros() as usize;
        Domineering::from_rows(c1 - c0 + 1, rows[r0..=r1].iter().map(|&x| x >> c0))
    }

    fn reflect(&self, flip_rows: bool, flip_cols: bool) -> Domineering {
        let (w, h) = (self.width as usize, self.height as usize);
        let flip = |x: u64| {
            if flip_cols && w > 0 {
                x.reverse_bits() >> (64 - w)
            } else {
                x
            }
        };
        let rows = (0..h).map(|r| flip(self.row(if flip_rows { h - 1 - r } else { r })));
        let mut d = Domineering::from_rows(w, rows);
        d.height = self.height;
        d
    }
}

impl PartizanPosition for Domineering {
    fn left_options(&self) -> Vec<Self> {
        self.placements(true)
    }

    fn right_options(&self) -> Vec<Self> {
        self.placements(false)
    }

    fn components(&self) -> Vec<Self> {
        let mut rest = self.empty;
        let mut comps = Vec::new();
        while rest != 0 {
            let seed = rest & rest.wrapping_neg();
            let region = self.region(seed);
            rest &= !region;
            // Single cells can never be used: drop them.
            if region.count_ones() > 1 {
                comps.push(region);
            }
        }
        if comps.len() == 1 && comps[0] == self.empty {
            return vec![self.clone()];
        }
        comps.into_iter().map(|m| self.crop(m)).collect()
    }

    fn known_value(&self, store: &mut GameStore) -> Option<Game> {
        (self.empty.count_ones() < 2).then(|| store.zero())
    }

    fn normalize(&self) -> Self {
        let base = self.crop(self.empty);
        [
            base.clone(),
            base.reflect(true, false),
            base.reflect(false, true),
            base.reflect(true, true),
        ]
        .into_iter()
        .min_by_key(|d| (d.width, d.height, d.empty))
        .expect("four candidates")
    }
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

    fn transpose(&self) -> Domineering {
        let d = &self.0;
        let (w, h) = (d.width as usize, d.height as usize);
        let mut empty = 0u64;
        for r in 0..h {
            for c in 0..w {
                if d.at(r, c) {
                    empty |= 1u64 << (c * h + r);
                }
            }
        }
        Domineering {
            width: d.height,
            height: d.width,
            empty,
        }
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
}

impl Cram {
    /// A representative under the eight symmetries of the square grid.
    fn normal(&self) -> Cram {
        let a = self.0.normalize();
        let b = Cram(self.transpose()).0.normalize();
        Cram(
            if (a.width, a.height, a.empty) <= (b.width, b.height, b.empty) {
                a
            } else {
                b
            },
        )
    }
}

impl fmt::Display for Cram {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}
