//! Toppling Dominoes: a row of dominoes, Left's blue (`l`), Right's red (`r`)
//! and grey ones (`e`) either may use; `.` is a gap. A player topples one of
//! the dominoes they may use to the left or to the right, and it falls with
//! every domino on that side (CGSuite's rule: gaps do not stop the fall).
//!
//! Since gaps change nothing, a position is stored without them, and as the
//! lesser of itself and its mirror image; rows of one colour are integers
//! (blue, red) or nimbers (grey).

use super::grid::low;
use super::PartizanPosition;
use crate::position::{PositionError, TextError};
use crate::short::{Game, GameStore};
use std::fmt;

/// At most this many cells.
pub const MAX_CELLS: usize = 64;

/// A Toppling Dominoes row.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Toppling {
    len: u8,
    /// Dominoes Left may topple (blue and grey).
    left: u64,
    /// Dominoes Right may topple (red and grey).
    right: u64,
}

/// Why a row could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TopplingError {
    /// A character other than `l`, `r`, `e` or `.` (`pos`: its byte offset).
    #[error("unexpected `{ch}` at position {pos} of the row: use l (blue, Left's), r (red, Right's), e (grey, either's) or . (a gap)")]
    BadChar {
        /// The character.
        ch: char,
        /// Its byte offset.
        pos: usize,
    },
    /// A row longer than `MAX_CELLS` (64) cells.
    #[error("the row has {0} cells: at most {MAX_CELLS} are supported")]
    TooLong(usize),
}

impl TextError for TopplingError {
    fn position_error(self, text: &str) -> PositionError {
        match self {
            TopplingError::BadChar { ch, pos } => {
                PositionError::syntax(self.to_string(), pos..pos + ch.len_utf8())
            }
            TopplingError::TooLong(_) => PositionError::too_large(self.to_string(), 0..text.len()),
        }
    }
}

impl Toppling {
    /// Read a row such as `lrrlrrl` (`l` blue, `r` red, `e` grey, `.` a gap; either case).
    pub fn parse(s: &str) -> Result<Toppling, TopplingError> {
        let mut t = Toppling {
            len: 0,
            left: 0,
            right: 0,
        };
        for (pos, ch) in s.char_indices() {
            if ch.is_whitespace() {
                continue;
            }
            let i = t.len as usize;
            if i == MAX_CELLS {
                return Err(TopplingError::TooLong(
                    s.chars().filter(|c| !c.is_whitespace()).count(),
                ));
            }
            match ch.to_ascii_lowercase() {
                'l' => t.left |= 1 << i,
                'r' => t.right |= 1 << i,
                'e' => {
                    t.left |= 1 << i;
                    t.right |= 1 << i;
                }
                '.' => {}
                _ => return Err(TopplingError::BadChar { ch, pos }),
            }
            t.len += 1;
        }
        Ok(t)
    }

    /// Cells (gaps included).
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the row has no cells.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Left's (or Right's) moves: the domino toppled (from 0), whether to the
    /// left, and the row reached (the fallen cells become gaps).
    pub fn moves(&self, left: bool) -> Vec<(usize, bool, Toppling)> {
        let own = if left { self.left } else { self.right };
        let mut out = Vec::with_capacity(2 * own.count_ones() as usize);
        let mut m = own;
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            // Toppled leftwards: cells 0..=i fall.
            let keep = !low(i + 1);
            out.push((
                i,
                true,
                Toppling {
                    left: self.left & keep,
                    right: self.right & keep,
                    ..*self
                },
            ));
            // Rightwards: cells i.. fall.
            let keep = low(i);
            out.push((
                i,
                false,
                Toppling {
                    left: self.left & keep,
                    right: self.right & keep,
                    ..*self
                },
            ));
        }
        out
    }

    fn options(&self, left: bool) -> Vec<Toppling> {
        self.moves(left).into_iter().map(|(_, _, p)| p).collect()
    }

    /// The row without gaps.
    fn compact(&self) -> Toppling {
        let dominoes = self.left | self.right;
        let (mut left, mut right, mut n) = (0u64, 0u64, 0usize);
        let mut m = dominoes;
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            left |= (self.left >> i & 1) << n;
            right |= (self.right >> i & 1) << n;
            n += 1;
        }
        Toppling {
            len: n as u8,
            left,
            right,
        }
    }

    /// The row read right to left.
    fn mirror(&self) -> Toppling {
        let n = self.len as u32;
        let flip = |m: u64| {
            if n == 0 {
                0
            } else {
                m.reverse_bits() >> (64 - n)
            }
        };
        Toppling {
            len: self.len,
            left: flip(self.left),
            right: flip(self.right),
        }
    }
}

/// The domino's cell and the far end of its fall, as grids name cells
/// (`c1-a1`: the domino on c1 toppled left, to a1; `a1` alone when it
/// falls off the end at once): the cells a picture marks, and distinct for
/// the two directions of each domino in a row of two cells or more.
fn topple_name(len: usize, i: usize, towards_left: bool) -> String {
    let cell = |k: usize| super::domineering::cell_name(len, k);
    let end = if towards_left {
        0
    } else {
        len.saturating_sub(1)
    };
    if end == i {
        cell(i)
    } else {
        format!("{}-{}", cell(i), cell(end))
    }
}

impl PartizanPosition for Toppling {
    fn left_options(&self) -> Vec<Self> {
        self.options(true)
    }

    fn right_options(&self) -> Vec<Self> {
        self.options(false)
    }

    fn known_value(&self, store: &mut GameStore) -> Option<Game> {
        let n = (self.left | self.right).count_ones();
        let grey = self.left & self.right;
        if self.right == 0 {
            Some(store.integer(n as i64))
        } else if self.left == 0 {
            Some(store.integer(-(n as i64)))
        } else if grey == self.left && grey == self.right {
            // Toppling from a row of n grey dominoes leaves any shorter row: *n.
            Some(store.nimber(n))
        } else {
            None
        }
    }

    fn normalize(&self) -> Self {
        let c = self.compact();
        c.min(c.mirror())
    }

    /// `3 left`: the domino toppled (from 1) and the way it falls; two
    /// topplings that leave one row are still two moves.
    fn named_options(&self, left: bool) -> Vec<(Option<String>, Self)> {
        self.moves(left)
            .into_iter()
            .map(|(i, towards_left, p)| (Some(topple_name(self.len as usize, i, towards_left)), p))
            .collect()
    }

    fn move_name(&self, to: &Self) -> Option<String> {
        [true, false].into_iter().find_map(|left| {
            self.moves(left)
                .into_iter()
                .find(|m| m.2 == *to)
                .map(|(i, towards_left, _)| topple_name(self.len as usize, i, towards_left))
        })
    }
}

impl fmt::Display for Toppling {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for i in 0..self.len as usize {
            let (l, r) = (self.left >> i & 1 == 1, self.right >> i & 1 == 1);
            f.write_str(match (l, r) {
                (true, true) => "e",
                (true, false) => "l",
                (false, true) => "r",
                (false, false) => ".",
            })?;
        }
        Ok(())
    }
}
