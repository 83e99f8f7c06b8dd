//! Sheep (the board game Battle Sheep, as MCGS plays it): a board of hexagons
//! drawn as a grid whose cells touch six neighbours (up, up-right, right,
//! down, down-left, left). A cell holds a herd: a positive number of Left's
//! sheep, a negative number of Right's, or 0 (empty grass). A player picks a
//! herd of theirs of at least two sheep and a direction, and splits off 1 to
//! all but one of its sheep, which run in that direction over empty cells as
//! far as they can (at least one cell). Whoever cannot move loses.
//!
//! Written as MCGS's integer grids: rows joined by `|`, numbers separated by
//! spaces or commas (`0 0 0 | 0 3 0 | 0 0 -2`), at most 64 cells, herds of at
//! most 50 sheep.
//!
//! A herd of one sheep never moves again: it is a rock (`1`, whoever owns
//! it). Independent parts are the regions of other cells, six-connected;
//! parts without a herd or without grass are dead. Stored as the least of
//! the four symmetric images that keep the six directions (turning half way,
//! and the two reflections in the diagonals).

use super::grid::GridError;
use super::PartizanPosition;
use crate::position::{PositionError, TextError};
use crate::short::{Game, GameStore};
use std::fmt;

/// At most this many cells.
pub const MAX_CELLS: usize = 64;
/// The largest herd.
pub const MAX_HERD: i8 = 50;

/// The six neighbours: (row, column) steps.
const HEX: [(i32, i32); 6] = [(-1, 0), (-1, 1), (0, 1), (1, 0), (1, -1), (0, -1)];

/// A Sheep position.
///
/// Ordered by (width, height, cells): the least of the symmetric images is
/// the representative.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Sheep {
    w: u8,
    h: u8,
    cells: [i8; MAX_CELLS],
}

/// Why a Sheep board could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SheepError {
    /// Not a number of sheep (`span`: its bytes).
    #[error(
        "`{text}` is not a herd: write a whole number from -{MAX_HERD} to {MAX_HERD} (0 for grass)"
    )]
    BadHerd {
        /// The text.
        text: String,
        /// Its bytes.
        span: std::ops::Range<usize>,
    },
    /// Rows of different lengths, or more than [`MAX_CELLS`] cells.
    #[error("{0}")]
    Grid(GridError),
}

impl SheepError {
    /// The bytes of the text at fault.
    pub fn span(&self, text: &str) -> std::ops::Range<usize> {
        match self {
            SheepError::BadHerd { span, .. } => span.clone(),
            SheepError::Grid(g) => g.span(text),
        }
    }
}

impl TextError for SheepError {
    fn position_error(self, text: &str) -> PositionError {
        match self {
            SheepError::Grid(g) => g.position_error(text),
            e => PositionError::syntax(e.to_string(), e.span(text)),
        }
    }
}

impl Sheep {
    /// Read a board such as `0 0 0 | 0 3 0 | 0 0 -2`.
    pub fn parse(s: &str) -> Result<Sheep, SheepError> {
        let mut rows: Vec<(Vec<i8>, std::ops::Range<usize>)> = Vec::new();
        let mut start = 0;
        for row in s.split('|') {
            let mut cells = Vec::new();
            let mut at = start;
            for word in row.split(|c: char| c == ',' || c.is_whitespace()) {
                if !word.is_empty() {
                    match word.parse::<i8>() {
                        Ok(n) if (-MAX_HERD..=MAX_HERD).contains(&n) => cells.push(n),
                        _ => {
                            return Err(SheepError::BadHerd {
                                text: word.to_string(),
                                span: at..at + word.len(),
                            })
                        }
                    }
                }
                at += word.len() + 1;
            }
            rows.push((cells, start..start + row.len()));
            start += row.len() + 1;
        }
        let first = rows[0].0.len();
        if first * rows.len() > MAX_CELLS {
            return Err(SheepError::Grid(GridError::TooLarge(first * rows.len())));
        }
        for (i, (r, span)) in rows.iter().enumerate() {
            if r.len() != first {
                return Err(SheepError::Grid(GridError::Ragged {
                    row: i + 1,
                    len: r.len(),
                    first,
                    pos: span.start,
                    end: span.end,
                }));
            }
        }
        let h = if first == 0 { 0 } else { rows.len() };
        let mut p = Sheep {
            w: first as u8,
            h: h as u8,
            cells: [0; MAX_CELLS],
        };
        for (r, (row, _)) in rows.iter().enumerate().take(h) {
            for (c, &n) in row.iter().enumerate() {
                p.cells[r * first + c] = n;
            }
        }
        Ok(p)
    }

    /// Columns and rows.
    pub fn size(&self) -> (usize, usize) {
        (self.w as usize, self.h as usize)
    }

    /// The herd at row `r`, column `c`.
    pub fn herd(&self, r: usize, c: usize) -> i8 {
        self.cells[r * self.w as usize + c]
    }

    /// The cell one step `(dr, dc)` from cell `i`, if on the board.
    fn step(&self, i: usize, (dr, dc): (i32, i32)) -> Option<usize> {
        let (w, h) = (self.w as i32, self.h as i32);
        let (r, c) = (i as i32 / w + dr, i as i32 % w + dc);
        ((0..h).contains(&r) && (0..w).contains(&c)).then(|| (r * w + c) as usize)
    }

    /// Left's (or Right's) moves: `(from, to, sheep moved, position)`.
    pub fn moves(&self, left: bool) -> Vec<(usize, usize, i8, Sheep)> {
        let sign: i8 = if left { 1 } else { -1 };
        let n = self.w as usize * self.h as usize;
        let mut out = Vec::new();
        for from in 0..n {
            let herd = self.cells[from] * sign;
            if herd < 2 {
                continue;
            }
            for d in HEX {
                let mut to = from;
                while let Some(t) = self.step(to, d).filter(|&t| self.cells[t] == 0) {
                    to = t;
                }
                if to == from {
                    continue;
                }
                for k in 1..herd {
                    let mut p = *self;
                    p.cells[from] = sign * (herd - k);
                    p.cells[to] = sign * k;
                    out.push((from, to, k, p));
                }
            }
        }
        out
    }

    /// The cells of one part: six-connected non-rock cells from `seed`.
    fn region(&self, seed: usize, seen: &mut [bool; MAX_CELLS]) -> Vec<usize> {
        let mut stack = vec![seed];
        seen[seed] = true;
        let mut out = Vec::new();
        while let Some(i) = stack.pop() {
            out.push(i);
            for d in HEX {
                if let Some(t) = self.step(i, d) {
                    if !seen[t] && self.cells[t].abs() != 1 {
                        seen[t] = true;
                        stack.push(t);
                    }
                }
            }
        }
        out
    }

    /// The cells `keep` cropped to their bounding box, the rest rocks.
    fn crop(&self, keep: &[usize]) -> Sheep {
        let w = self.w as usize;
        let rows = keep.iter().map(|i| i / w);
        let cols = keep.iter().map(|i| i % w);
        let (r0, r1) = (rows.clone().min().unwrap_or(0), rows.max().unwrap_or(0));
        let (c0, c1) = (cols.clone().min().unwrap_or(0), cols.max().unwrap_or(0));
        let nw = c1 - c0 + 1;
        let mut p = Sheep {
            w: nw as u8,
            h: (r1 - r0 + 1) as u8,
            cells: [0; MAX_CELLS],
        };
        for k in 0..nw * (r1 - r0 + 1) {
            p.cells[k] = 1;
        }
        for &i in keep {
            p.cells[(i / w - r0) * nw + i % w - c0] = self.cells[i];
        }
        p
    }

    /// The image under symmetry `t`: bit 0 turns half way, bit 1 transposes.
    fn transform(&self, t: u8) -> Sheep {
        let (w, h) = (self.w as usize, self.h as usize);
        let (nw, nh) = if t & 2 != 0 { (h, w) } else { (w, h) };
        let mut p = Sheep {
            w: nw as u8,
            h: nh as u8,
            cells: [0; MAX_CELLS],
        };
        for r in 0..h {
            for c in 0..w {
                let (mut rr, mut cc) = (r, c);
                if t & 1 != 0 {
                    (rr, cc) = (h - 1 - r, w - 1 - c);
                }
                if t & 2 != 0 {
                    (rr, cc) = (cc, rr);
                }
                p.cells[rr * nw + cc] = self.cells[r * w + c];
            }
        }
        p
    }
}

impl PartizanPosition for Sheep {
    const MEMO_AS_MET: bool = true;

    fn left_options(&self) -> Vec<Self> {
        self.moves(true).into_iter().map(|m| m.3).collect()
    }

    fn right_options(&self) -> Vec<Self> {
        self.moves(false).into_iter().map(|m| m.3).collect()
    }

    fn components(&self) -> Vec<Self> {
        let n = self.w as usize * self.h as usize;
        let mut seen = [false; MAX_CELLS];
        let mut out = Vec::new();
        for i in 0..n {
            if seen[i] || self.cells[i].abs() == 1 {
                continue;
            }
            let part = self.region(i, &mut seen);
            let herds = part.iter().any(|&k| self.cells[k] != 0);
            let grass = part.iter().any(|&k| self.cells[k] == 0);
            if herds && grass {
                out.push(self.crop(&part));
            }
        }
        out
    }

    fn known_value(&self, store: &mut GameStore) -> Option<Game> {
        let n = self.w as usize * self.h as usize;
        let cells = &self.cells[..n];
        let herds = cells.iter().any(|&k| k.abs() >= 2);
        let grass = cells.contains(&0);
        (!herds || !grass).then(|| store.zero())
    }

    fn normalize(&self) -> Self {
        let n = self.w as usize * self.h as usize;
        let mut p = *self;
        for k in &mut p.cells[..n] {
            if *k == -1 {
                *k = 1;
            }
        }
        let keep: Vec<usize> = (0..n).filter(|&i| p.cells[i] != 1).collect();
        if keep.is_empty() {
            return Sheep {
                w: 0,
                h: 0,
                cells: [0; MAX_CELLS],
            };
        }
        let p = p.crop(&keep);
        (0..4).map(|t| p.transform(t)).min().expect("four images")
    }

    fn move_name(&self, to: &Self) -> Option<String> {
        let w = (self.w as usize).max(1);
        let name = |i: usize| {
            let c = i % w;
            let col = if c < 26 {
                char::from(b'a' + c as u8).to_string()
            } else {
                format!("[{c}]")
            };
            format!("{col}{}", i / w + 1)
        };
        [true, false].into_iter().find_map(|left| {
            self.moves(left)
                .into_iter()
                .find(|m| m.3 == *to)
                .map(|(f, t, k, _)| format!("{}-{}-{k}", name(f), name(t)))
        })
    }
}

impl fmt::Display for Sheep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let w = self.w as usize;
        for r in 0..self.h as usize {
            if r > 0 {
                f.write_str(" | ")?;
            }
            for c in 0..w {
                if c > 0 {
                    f.write_str(" ")?;
                }
                write!(f, "{}", self.cells[r * w + c])?;
            }
        }
        Ok(())
    }
}
