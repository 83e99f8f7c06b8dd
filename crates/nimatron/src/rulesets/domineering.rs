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
    /// A character other than `.`, `#` or `|`.
    #[error("unexpected `{ch}` at position {pos} of the board: use . (empty), # (filled) and | between rows")]
    BadChar { ch: char, pos: usize },
    /// Too many cells.
    #[error("the board has {0} cells: at most 64 are supported")]
    TooLarge(usize),
}

impl Domineering {
    /// Read a board such as `....|....|....`; short rows are padded with filled cells.
    pub fn parse(s: &str) -> Result<Domineering, DomineeringError> {
        let mut rows: Vec<Vec<bool>> = vec![Vec::new()];
        for (pos, ch) in s.chars().enumerate() {
            match ch {
                '.' => rows.last_mut().expect("a row").push(true),
                '#' => rows.last_mut().expect("a row").push(false),
                '|' => rows.push(Vec::new()),
                c if c.is_whitespace() => {}
                _ => return Err(DomineeringError::BadChar { ch, pos }),
            }
        }
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
        let (w, h) = (self.width as usize, self.height as usize);
        let (mut r0, mut r1, mut c0, mut c1) = (h, 0, w, 0);
        for r in 0..h {
            for c in 0..w {
                if mask & self.bit(r, c) != 0 {
                    r0 = r0.min(r);
                    r1 = r1.max(r);
                    c0 = c0.min(c);
                    c1 = c1.max(c);
                }
            }
        }
        if r0 > r1 {
            return Domineering {
                width: 0,
                height: 0,
                empty: 0,
            };
        }
        let (nw, nh) = (c1 - c0 + 1, r1 - r0 + 1);
        let mut empty = 0u64;
        for r in 0..nh {
            for c in 0..nw {
                if mask & self.bit(r + r0, c + c0) != 0 {
                    empty |= 1u64 << (r * nw + c);
                }
            }
        }
        Domineering {
            width: nw as u8,
            height: nh as u8,
            empty,
        }
    }

    fn reflect(&self, flip_rows: bool, flip_cols: bool) -> Domineering {
        let (w, h) = (self.width as usize, self.height as usize);
        let mut empty = 0u64;
        for r in 0..h {
            for c in 0..w {
                if self.at(r, c) {
                    let rr = if flip_rows { h - 1 - r } else { r };
                    let cc = if flip_cols { w - 1 - c } else { c };
                    empty |= 1u64 << (rr * w + cc);
                }
            }
        }
        Domineering { empty, ..*self }
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
        let (w, h) = (self.width as usize, self.height as usize);
        let mut seen = 0u64;
        let mut comps = Vec::new();
        for start in 0..w * h {
            let sb = 1u64 << start;
            if self.empty & sb == 0 || seen & sb != 0 {
                continue;
            }
            let mut region = 0u64;
            let mut stack = vec![start];
            seen |= sb;
            while let Some(i) = stack.pop() {
                region |= 1u64 << i;
                let (r, c) = (i / w, i % w);
                let mut push = |j: usize| {
                    let b = 1u64 << j;
                    if self.empty & b != 0 && seen & b == 0 {
                        seen |= b;
                        stack.push(j);
                    }
                };
                if r > 0 {
                    push(i - w);
                }
                if r + 1 < h {
                    push(i + w);
                }
                if c > 0 {
                    push(i - 1);
                }
                if c + 1 < w {
                    push(i + 1);
                }
            }
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
        let mut v: Vec<Cram> = self.0.placements(true).into_iter().map(Cram).collect();
        v.extend(self.0.placements(false).into_iter().map(Cram));
        // Normalise every option so transpositions meet in the table.
        v.into_iter().map(|c| c.normal()).collect()
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
