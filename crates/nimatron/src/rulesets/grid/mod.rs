//! Boards of the grid rulesets (the Clobber family, Amazons, Fission, Konane,
//! NoGo): at most 64 cells, each empty, black (`x`, Left's), white (`o`,
//! Right's) or blocked (`#`), held as three bit masks, so that a position is a
//! small `Copy` value and moves, regions and symmetries are bit operations.
//!
//! Text format (CGSuite's): rows joined by `|`, every row the same length; the
//! characters a ruleset accepts are its *character map* (`.xo#` for Amazons,
//! `.xo` for Clobber, `.x#` for Fission), read in either case and printed in
//! lower case. Cells are named as in chess notation for players: the column a
//! letter from `a` on the left, the row a number from `1` at the top (`b1` is
//! the second cell of the first row of the text).

use crate::position::{PositionError, TextError};
use std::fmt;

mod matrix;
mod steps;
mod symmetry;

pub(crate) use matrix::{flip8, pack8, spread8, transpose8};
pub(crate) use steps::low;
pub use steps::{bits, Compass, Ortho, Steps, OPPOSITE};

/// At most this many cells (a 64-bit board).
pub const MAX_CELLS: usize = 64;

/// What a cell holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Cell {
    /// Nothing: `.`.
    Empty,
    /// A black stone (Left's): `x`.
    Black,
    /// A white stone (Right's): `o`.
    White,
    /// A blocked cell, not part of the board (or an arrow in Amazons): `#`.
    Wall,
}

impl Cell {
    /// The stone of Left (`left`) or Right.
    pub fn stone(left: bool) -> Cell {
        if left {
            Cell::Black
        } else {
            Cell::White
        }
    }

    /// The character of the cell in a character map `.xo#`.
    fn index(self) -> usize {
        match self {
            Cell::Empty => 0,
            Cell::Black => 1,
            Cell::White => 2,
            Cell::Wall => 3,
        }
    }
}

/// Why a board could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GridError {
    /// A character outside the ruleset's character map (`pos`: its byte offset).
    #[error("unexpected `{ch}` at position {pos} of the board: use {allowed} and | between rows")]
    BadChar {
        /// The character.
        ch: char,
        /// Its byte offset in the text.
        pos: usize,
        /// What the ruleset accepts, in words.
        allowed: &'static str,
    },
    /// A row whose length differs from the first row's (`pos..end`: its bytes).
    #[error(
        "row {row} has {len} cells but row 1 has {first}: every row must have the same length"
    )]
    Ragged {
        /// The row, from 1.
        row: usize,
        /// Its length.
        len: usize,
        /// The first row's length.
        first: usize,
        /// Byte offsets of the row in the text.
        pos: usize,
        /// Where the row ends.
        end: usize,
    },
    /// Too many cells.
    #[error("the board has {0} cells: at most 64 are supported")]
    TooLarge(usize),
}

impl GridError {
    /// The bytes of the text at fault (the whole text for a board too large).
    pub fn span(&self, text: &str) -> std::ops::Range<usize> {
        match self {
            GridError::BadChar { ch, pos, .. } => *pos..pos + ch.len_utf8(),
            GridError::Ragged { pos, end, .. } => *pos..(*end).max(pos + 1).min(text.len()),
            GridError::TooLarge(_) => 0..text.len(),
        }
    }
}

impl TextError for GridError {
    fn position_error(self, text: &str) -> PositionError {
        let span = self.span(text);
        if matches!(self, GridError::TooLarge(_)) {
            PositionError::too_large(self.to_string(), span)
        } else {
            PositionError::syntax(self.to_string(), span)
        }
    }
}

/// A character map: the characters of empty, black, white and blocked cells
/// (`None` where the ruleset has no such cell), and the same in words.
#[derive(Copy, Clone, Debug)]
pub struct CharMap {
    /// `.`, `x`, `o`, `#` or `None`.
    pub chars: [Option<char>; 4],
    /// For messages: "`.` (empty), `x` (black), `o` (white)".
    pub words: &'static str,
}

/// `.xo#`: empty, black, white, blocked (Amazons, Konane, NoGo, Anti-Clobber).
pub const XO_WALL: CharMap = CharMap {
    chars: [Some('.'), Some('x'), Some('o'), Some('#')],
    words: "`.` (empty), `x` (black, Left), `o` (white, Right), `#` (blocked)",
};

/// `.xo`: empty, black, white (Clobber, Kings, Knights, Rooks, Queens).
pub const XO: CharMap = CharMap {
    chars: [Some('.'), Some('x'), Some('o'), None],
    words: "`.` (empty), `x` (black, Left), `o` (white, Right)",
};

/// `.x#`: empty, stone, blocked (Fission).
pub const X_WALL: CharMap = CharMap {
    chars: [Some('.'), Some('x'), None, Some('#')],
    words: "`.` (empty), `x` (a stone), `#` (blocked)",
};

impl CharMap {
    fn cell(&self, ch: char) -> Option<Cell> {
        let lower = ch.to_ascii_lowercase();
        [Cell::Empty, Cell::Black, Cell::White, Cell::Wall]
            .into_iter()
            .find(|c| self.chars[c.index()] == Some(lower))
    }

    fn char(&self, c: Cell) -> char {
        self.chars[c.index()].unwrap_or('?')
    }
}

/// The eight symmetries of the square grid, as (transpose first, flip rows,
/// flip columns): all of them, or the four that keep rows rows.
pub const DIHEDRAL: [u8; 8] = [0, 1, 2, 3, 4, 5, 6, 7];
/// Reflections that keep rows as rows (for rulesets whose players move in
/// different directions, such as Fission).
pub const REFLECTIONS: [u8; 4] = [0, 1, 2, 3];

/// A board of at most 64 cells: bit `r * w + c` is cell (r, c).
///
/// Ordered by (width, height, black, white, wall): the least of a position's
/// symmetric images is its representative.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Board {
    w: u8,
    h: u8,
    black: u64,
    white: u64,
    wall: u64,
}

impl Board {
    /// Read a board in the character map `map`.
    pub fn parse(s: &str, map: &CharMap) -> Result<Board, GridError> {
        let mut rows: Vec<(Vec<Cell>, usize, usize)> = vec![(Vec::new(), 0, 0)];
        for (pos, ch) in s.char_indices() {
            if ch == '|' {
                rows.last_mut().expect("a row").2 = pos;
                rows.push((Vec::new(), pos + 1, pos + 1));
                continue;
            }
            if ch.is_whitespace() {
                continue;
            }
            match map.cell(ch) {
                Some(c) => {
                    let row = rows.last_mut().expect("a row");
                    row.0.push(c);
                    row.2 = pos + ch.len_utf8();
                }
                None => {
                    return Err(GridError::BadChar {
                        ch,
                        pos,
                        allowed: map.words,
                    })
                }
            }
        }
        let first = rows[0].0.len();
        let cells = first * rows.len();
        if cells > MAX_CELLS && first > 0 {
            return Err(GridError::TooLarge(cells));
        }
        for (i, (row, pos, end)) in rows.iter().enumerate() {
            if row.len() != first {
                return Err(GridError::Ragged {
                    row: i + 1,
                    len: row.len(),
                    first,
                    pos: *pos,
                    end: *end,
                });
            }
        }
        if first == 0 {
            return Ok(Board::empty(0, 0));
        }
        let mut b = Board::empty(first, rows.len());
        for (r, (row, _, _)) in rows.iter().enumerate() {
            for (c, &cell) in row.iter().enumerate() {
                b.set(r * first + c, cell);
            }
        }
        Ok(b)
    }

    /// An empty board of `w` columns and `h` rows (at most 64 cells).
    pub fn empty(w: usize, h: usize) -> Board {
        assert!(w * h <= MAX_CELLS, "at most 64 cells");
        Board {
            w: w as u8,
            h: h as u8,
            black: 0,
            white: 0,
            wall: 0,
        }
    }

    /// Columns.
    #[inline]
    pub fn width(&self) -> usize {
        self.w as usize
    }

    /// Rows.
    #[inline]
    pub fn height(&self) -> usize {
        self.h as usize
    }

    /// Every cell of the board.
    #[inline]
    pub fn all(&self) -> u64 {
        low(self.width() * self.height())
    }

    /// Black stones.
    #[inline]
    pub fn black(&self) -> u64 {
        self.black
    }

    /// White stones.
    #[inline]
    pub fn white(&self) -> u64 {
        self.white
    }

    /// The stones of Left (`left`) or Right.
    #[inline]
    pub fn stones(&self, left: bool) -> u64 {
        if left {
            self.black
        } else {
            self.white
        }
    }

    /// Blocked cells.
    #[inline]
    pub fn wall(&self) -> u64 {
        self.wall
    }

    /// Empty cells.
    #[inline]
    pub fn empties(&self) -> u64 {
        self.all() & !(self.black | self.white | self.wall)
    }

    /// Cells that are not blocked.
    #[inline]
    pub fn open(&self) -> u64 {
        self.all() & !self.wall
    }

    /// The cell at bit `i`.
    #[inline]
    pub fn get(&self, i: usize) -> Cell {
        let b = 1u64 << i;
        if self.black & b != 0 {
            Cell::Black
        } else if self.white & b != 0 {
            Cell::White
        } else if self.wall & b != 0 {
            Cell::Wall
        } else {
            Cell::Empty
        }
    }

    /// Put `cell` at bit `i`.
    #[inline]
    pub fn set(&mut self, i: usize, cell: Cell) {
        let b = 1u64 << i;
        self.black &= !b;
        self.white &= !b;
        self.wall &= !b;
        match cell {
            Cell::Black => self.black |= b,
            Cell::White => self.white |= b,
            Cell::Wall => self.wall |= b,
            Cell::Empty => {}
        }
    }

    /// The cell one step (dr, dc) from bit `i`, if it is on the board.
    #[inline]
    pub fn step(&self, i: usize, dr: i32, dc: i32) -> Option<usize> {
        let (w, h) = (self.w as i32, self.h as i32);
        let (r, c) = ((i as i32) / w + dr, (i as i32) % w + dc);
        (r >= 0 && r < h && c >= 0 && c < w).then(|| (r * w + c) as usize)
    }

    /// One bit in each row, at column 0.
    #[inline]
    fn row_starts(&self) -> u64 {
        ROW_STARTS[self.w as usize][self.h as usize]
    }

    /// The cells of columns `lo..hi`.
    #[inline]
    fn columns(&self, lo: usize, hi: usize) -> u64 {
        if hi <= lo {
            return 0;
        }
        (low(hi) & !low(lo)) * self.row_starts()
    }

    /// The cells of `m` moved one step (dr, dc); cells leaving the board are dropped.
    #[inline]
    pub fn shift(&self, m: u64, dr: i32, dc: i32) -> u64 {
        let (w, h) = (self.w as i32, self.h as i32);
        if dr.abs() >= h.max(1) || dc.abs() >= w.max(1) {
            return 0;
        }
        let cols = self.columns((-dc).max(0) as usize, (w - dc.max(0)) as usize);
        let src = m & cols & self.all();
        let s = dr * w + dc;
        let moved = if s >= 0 {
            src.checked_shl(s as u32).unwrap_or(0)
        } else {
            src.checked_shr((-s) as u32).unwrap_or(0)
        };
        moved & self.all()
    }

    /// The steps `dirs` planned for this board (each a shift and the cells
    /// it may start from), for loops that take them many times.
    #[inline]
    pub fn steps(&self, dirs: &[(i32, i32)]) -> Steps {
        let (w, h) = (self.w as i32, self.h as i32);
        let mut st = Steps {
            n: dirs.len().min(8),
            by: [0; 8],
            from: [0; 8],
        };
        for (k, &(dr, dc)) in dirs.iter().take(8).enumerate() {
            st.from[k] = if dr.abs() >= h.max(1) || dc.abs() >= w.max(1) {
                0
            } else {
                let cols = self.columns((-dc).max(0) as usize, (w - dc.max(0)) as usize);
                let rows = if dr >= 0 {
                    low(((h - dr) * w) as usize)
                } else {
                    self.all() & !low((-dr * w) as usize)
                };
                cols & rows & self.all()
            };
            // A step that never applies shifts by nothing (no shift overflows).
            st.by[k] = if st.from[k] == 0 { 0 } else { dr * w + dc };
        }
        st
    }

    /// The four steps of [`ORTHOGONAL`] planned for this board, as
    /// [`Ortho`]: the rulesets' commonest directions, without the generic
    /// plan's table of shifts.
    #[inline]
    pub fn orthogonal(&self) -> Ortho {
        let (w, h) = (self.width(), self.height());
        if w * h == 0 {
            return Ortho { w: 0, from: [0; 4] };
        }
        let all = self.all();
        let first_col = self.row_starts();
        Ortho {
            w: w as u32,
            // Up: from every row but the first; down: from every row but the
            // last; left: from every column but the first; right: but the last.
            from: [
                all & !low(w),
                low((h - 1) * w),
                all & !first_col,
                all & !(first_col << (w - 1)),
            ],
        }
    }

    /// The eight steps of [`COMPASS`] planned for this board, as [`Compass`].
    #[inline]
    pub fn compass(&self) -> Compass {
        let o = self.orthogonal();
        let [up, down, left, right] = o.from;
        Compass {
            w: o.w,
            from: [
                up,
                down,
                left,
                right,
                up & left,
                up & right,
                down & left,
                down & right,
            ],
        }
    }

    /// Block the cells of `m` (empty cells: each becomes a wall).
    #[inline]
    pub fn block(&mut self, m: u64) {
        self.wall |= m;
    }

    /// Exchange the stones of the cells of `black` and `white`: each cell of
    /// `black` gains a black stone if it had none and loses it if it had one;
    /// the same for `white` (the cells must not be walls, nor hold a stone of
    /// the other colour where one is added).
    #[inline]
    pub fn toggle(&mut self, black: u64, white: u64) {
        self.black ^= black;
        self.white ^= white;
    }

    /// The cells of `m` and their neighbours in the directions `dirs`.
    #[inline]
    pub fn dilate(&self, m: u64, dirs: &[(i32, i32)]) -> u64 {
        self.steps(dirs).dilate(m)
    }

    /// The part of `within` connected to `seed` through steps in `dirs`.
    pub fn region(&self, seed: u64, within: u64, dirs: &[(i32, i32)]) -> u64 {
        self.steps(dirs).region(seed, within)
    }

    /// The parts of `within` connected through steps in `dirs`.
    pub fn regions(&self, within: u64, dirs: &[(i32, i32)]) -> Vec<u64> {
        let st = self.steps(dirs);
        let mut rest = within;
        let mut out = Vec::new();
        while rest != 0 {
            let r = st.region(rest & rest.wrapping_neg(), within);
            rest &= !r;
            out.push(r);
        }
        out
    }

    /// The cells of row `r` of `m`, as the low bits.
    #[inline]
    fn row_of(&self, m: u64, r: usize) -> u64 {
        let w = self.width();
        (m >> (r * w)) & low(w)
    }

    /// The board of the cells of `keep`, cropped to their bounding box; the
    /// other cells of the box become `fill`.
    pub fn crop(&self, keep: u64, fill: Cell) -> Board {
        let keep = keep & self.all();
        if keep == 0 {
            return Board::empty(0, 0);
        }
        let (w, h) = (self.width(), self.height());
        let first_col = self.row_starts();
        let full = keep & low(w) != 0
            && keep >> ((h - 1) * w) != 0
            && keep & first_col != 0
            && keep & (first_col << (w - 1)) != 0;
        if full {
            // Every edge of the board keeps a cell: nothing moves.
            return self.kept(keep, fill);
        }
        let mut cols = 0u64;
        let (mut r0, mut r1) = (h, 0);
        for r in 0..h {
            let row = self.row_of(keep, r);
            if row != 0 {
                cols |= row;
                r0 = r0.min(r);
                r1 = r;
            }
        }
        let c0 = cols.trailing_zeros() as usize;
        let c1 = 63 - cols.leading_zeros() as usize;
        let (nw, nh) = (c1 - c0 + 1, r1 - r0 + 1);
        if (nw, nh) == (w, h) {
            return self.kept(keep, fill);
        }
        let part = |m: u64| {
            let mut out = 0u64;
            for r in 0..nh {
                out |= ((self.row_of(m, r + r0) >> c0) & low(nw)) << (r * nw);
            }
            out
        };
        let inside = part(keep);
        let mut b = Board::empty(nw, nh);
        b.black = part(self.black) & inside;
        b.white = part(self.white) & inside;
        b.wall = part(self.wall) & inside;
        b.fill(b.all() & !inside, fill);
        b
    }

    /// The board with its cells outside `keep` made `fill` (nothing moves).
    #[inline]
    fn kept(&self, keep: u64, fill: Cell) -> Board {
        let mut b = *self;
        b.black &= keep;
        b.white &= keep;
        b.wall &= keep;
        b.fill(self.all() & !keep, fill);
        b
    }

    /// Put `cell` on the empty cells of `m`.
    #[inline]
    fn fill(&mut self, m: u64, cell: Cell) {
        match cell {
            Cell::Empty => {}
            Cell::Black => self.black |= m,
            Cell::White => self.white |= m,
            Cell::Wall => self.wall |= m,
        }
    }

    /// Print in the character map `map`.
    pub fn write(&self, f: &mut impl fmt::Write, map: &CharMap) -> fmt::Result {
        let w = self.width();
        for r in 0..self.height() {
            if r > 0 {
                f.write_char('|')?;
            }
            for c in 0..w {
                f.write_char(map.char(self.get(r * w + c)))?;
            }
        }
        Ok(())
    }

    /// The text in the character map `map`.
    pub fn text(&self, map: &CharMap) -> String {
        let mut s = String::new();
        self.write(&mut s, map).expect("writing to a string");
        s
    }

    /// The name of bit `i` for players: `b1` is column 2 of row 1 (the top row).
    pub fn cell_name(&self, i: usize) -> String {
        let w = self.width().max(1);
        let (r, c) = (i / w, i % w);
        let col = if c < 26 {
            char::from(b'a' + c as u8).to_string()
        } else {
            format!(
                "{}{}",
                char::from(b'a' + (c / 26 - 1) as u8),
                char::from(b'a' + (c % 26) as u8)
            )
        };
        format!("{col}{}", r + 1)
    }

    /// The board drawn for a terminal, with column letters and row numbers.
    pub fn picture(&self, map: &CharMap) -> String {
        let w = self.width();
        let mut s = String::from("   ");
        for c in 0..w {
            s.push(' ');
            s.push_str(&self.cell_name(c)[..1]);
        }
        for r in 0..self.height() {
            s.push_str(&format!("\n{:>3}", r + 1));
            for c in 0..w {
                s.push(' ');
                s.push(map.char(self.get(r * w + c)));
            }
        }
        s
    }

    /// The cells where two boards of the same shape differ.
    pub fn changed(&self, other: &Board) -> u64 {
        (self.black ^ other.black) | (self.white ^ other.white) | (self.wall ^ other.wall)
    }
}

/// The byte offset in `text` of the character of cell `i` (bit `i` of the
/// board read from `text`), for errors that point at a cell.
pub fn cell_offset(text: &str, i: usize) -> usize {
    text.char_indices()
        .filter(|(_, c)| *c != '|' && !c.is_whitespace())
        .nth(i)
        .map_or(0, |(pos, _)| pos)
}

/// `ROW_STARTS[w][h]`: one bit at column 0 of each of the `h` rows of a board
/// `w` wide (zero where `w * h > 64`).
static ROW_STARTS: [[u64; 65]; 65] = {
    let mut t = [[0u64; 65]; 65];
    let mut w = 1;
    while w <= 64 {
        let mut h = 1;
        while w * h <= 64 {
            t[w][h] = t[w][h - 1] | 1u64 << ((h - 1) * w);
            h += 1;
        }
        w += 1;
    }
    t
};

/// Orthogonal steps.
pub const ORTHOGONAL: [(i32, i32); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];
/// Diagonal steps.
pub const DIAGONAL: [(i32, i32); 4] = [(-1, -1), (-1, 1), (1, -1), (1, 1)];
/// The eight king steps.
pub const COMPASS: [(i32, i32); 8] = [
    (-1, 0),
    (1, 0),
    (0, -1),
    (0, 1),
    (-1, -1),
    (-1, 1),
    (1, -1),
    (1, 1),
];
/// The eight knight moves.
pub const KNIGHT: [(i32, i32); 8] = [
    (-2, -1),
    (-2, 1),
    (-1, -2),
    (-1, 2),
    (1, -2),
    (1, 2),
    (2, -1),
    (2, 1),
];

#[cfg(test)]
mod tests;
