//! Sums of Domineering boards as one frame: the boards side by side (or one
//! above the other), a filled column (row) between them, so that the search
//! sees one board whose regions are the boards' own; and a winning move told
//! back in the coordinates of its board.

/// A Domineering board of up to 128 cells (bit `r * w + c` set when empty).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// Columns.
    pub w: u32,
    /// Rows.
    pub h: u32,
    /// Empty cells.
    pub open: u128,
}

/// Why a board could not be read: a message and the byte offset it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardError {
    /// What is wrong.
    pub message: String,
    /// Byte offset in the text.
    pub pos: usize,
}

impl Board {
    /// Read `....|.#..` (rows separated by `|`, `.` empty, `#` filled, short
    /// rows padded with filled cells, whitespace ignored).
    pub fn parse(s: &str) -> Result<Board, BoardError> {
        let rows = crate::rulesets::grid_rows(s).map_err(|e| match e {
            crate::rulesets::DomineeringError::BadChar { ch, pos } => BoardError {
                message: format!(
                    "unexpected `{ch}` in the board: use . (empty), # (filled) and | between rows"
                ),
                pos,
            },
            other => BoardError {
                message: other.to_string(),
                pos: 0,
            },
        })?;
        let h = rows.len();
        let w = rows.iter().map(Vec::len).max().unwrap_or(0);
        if w * h > super::MAX_CELLS as usize {
            return Err(BoardError {
                message: format!(
                    "the board has {} cells: the solver takes at most {}",
                    w * h,
                    super::MAX_CELLS
                ),
                pos: 0,
            });
        }
        let mut open = 0u128;
        for (r, row) in rows.iter().enumerate() {
            for (c, &e) in row.iter().enumerate() {
                if e {
                    open |= 1u128 << (r * w + c);
                }
            }
        }
        Ok(Board {
            w: w as u32,
            h: h as u32,
            open,
        })
    }

    /// The empty `w` x `h` rectangle.
    pub fn rectangle(w: u32, h: u32) -> Board {
        let n = w * h;
        Board {
            w,
            h,
            open: if n >= 128 {
                u128::MAX
            } else {
                (1u128 << n) - 1
            },
        }
    }

    /// Whether cell (r, c) is empty.
    pub fn is_open(&self, r: u32, c: u32) -> bool {
        r < self.h && c < self.w && (self.open >> (r * self.w + c)) & 1 == 1
    }

    /// The negative: the board transposed (Left's vertical moves become
    /// horizontal ones).
    pub fn transposed(&self) -> Board {
        let mut open = 0u128;
        for r in 0..self.h {
            for c in 0..self.w {
                if self.is_open(r, c) {
                    open |= 1u128 << (c * self.h + r);
                }
            }
        }
        Board {
            w: self.h,
            h: self.w,
            open,
        }
    }

    /// The board as text (rows separated by `|`).
    pub fn text(&self) -> String {
        let mut s = String::new();
        for r in 0..self.h {
            if r > 0 {
                s.push('|');
            }
            for c in 0..self.w {
                s.push(if self.is_open(r, c) { '.' } else { '#' });
            }
        }
        s
    }
}

/// A move told on its board: the board's index, the two cells (row,
/// column), the board after the move.
pub type Placed = (usize, [(u32, u32); 2], Board);

/// Boards laid out in one frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The frame.
    pub board: Board,
    /// Where each board's cell (0, 0) is: (row, column).
    pub at: Vec<(u32, u32)>,
    /// The boards.
    pub parts: Vec<Board>,
}

impl Frame {
    /// The boards side by side or one above the other, whichever takes fewer
    /// cells; `None` when neither fits [`super::MAX_CELLS`].
    pub fn of(parts: &[Board]) -> Option<Frame> {
        let k = parts.len() as u32;
        let gaps = k.saturating_sub(1);
        let wide = (
            parts.iter().map(|b| b.w).sum::<u32>() + gaps,
            parts.iter().map(|b| b.h).max().unwrap_or(0),
        );
        let tall = (
            parts.iter().map(|b| b.w).max().unwrap_or(0),
            parts.iter().map(|b| b.h).sum::<u32>() + gaps,
        );
        let side = wide.0 * wide.1 <= tall.0 * tall.1;
        let (w, h) = if side { wide } else { tall };
        let (w, h) = (w.max(1), h.max(1));
        if w * h > super::MAX_CELLS {
            return None;
        }
        let mut open = 0u128;
        let mut at = Vec::new();
        let (mut r0, mut c0) = (0, 0);
        for b in parts {
            at.push((r0, c0));
            for r in 0..b.h {
                for c in 0..b.w {
                    if b.is_open(r, c) {
                        open |= 1u128 << ((r0 + r) * w + c0 + c);
                    }
                }
            }
            if side {
                c0 += b.w + 1;
            } else {
                r0 += b.h + 1;
            }
        }
        Some(Frame {
            board: Board { w, h, open },
            at,
            parts: parts.to_vec(),
        })
    }

    /// The board a frame cell belongs to, with its coordinates there.
    pub fn locate(&self, p: u32) -> Option<(usize, u32, u32)> {
        let (r, c) = (p / self.board.w, p % self.board.w);
        self.parts
            .iter()
            .zip(&self.at)
            .enumerate()
            .find_map(|(i, (b, &(r0, c0)))| {
                (r >= r0 && c >= c0 && r - r0 < b.h && c - c0 < b.w).then(|| (i, r - r0, c - c0))
            })
    }

    /// A move on the frame (its top or left cell `p`) as (board, its two
    /// cells, the board after it).
    pub fn describe(&self, p: u32, vertical: bool) -> Option<Placed> {
        let (i, r, c) = self.locate(p)?;
        let (r2, c2) = if vertical { (r + 1, c) } else { (r, c + 1) };
        let b = &self.parts[i];
        let mut after = b.clone();
        after.open &= !(1u128 << (r * b.w + c)) & !(1u128 << (r2 * b.w + c2));
        Some((i, [(r, c), (r2, c2)], after))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_parse_transpose_and_lay_out() {
        let b = Board::parse("..#|...").unwrap();
        assert_eq!((b.w, b.h, b.text()), (3, 2, "..#|...".to_string()));
        assert_eq!(b.transposed().text(), "..|..|#.");
        assert_eq!(Board::parse("..x").unwrap_err().pos, 2);
        let f = Frame::of(&[b.clone(), Board::rectangle(2, 2)]).unwrap();
        assert_eq!(f.board.text(), "..##..|...#..");
        let (i, cells, after) = f.describe(4, true).unwrap();
        assert_eq!(
            (i, cells, after.text()),
            (1, [(0, 0), (1, 0)], "#.|#.".to_string())
        );
    }
}
