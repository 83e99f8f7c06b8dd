//! Toads and Frogs on a strip: `T` toads (Left) move one square right or jump a
//! single frog into the empty square beyond; `F` frogs (Right) move left likewise.

use super::PartizanPosition;
use std::fmt;

/// A Toads and Frogs strip.
///
/// ```
/// use nimatron::rulesets::{PartizanSolver, ToadsAndFrogs};
/// use nimatron::short::GameStore;
///
/// let mut store = GameStore::new();
/// let strip = ToadsAndFrogs::parse("T.TFF").unwrap();
/// let v = PartizanSolver::new().canonical_form(&mut store, &strip);
/// assert_eq!(store.display(v), "^");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ToadsAndFrogs {
    cells: Vec<u8>,
}

/// Why a strip could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ToadsError {
    /// A character other than `T`, `F` or `.` (`pos`: its byte offset).
    #[error(
        "unexpected `{ch}` at position {pos} of the strip: use T (toad), F (frog) or . (empty)"
    )]
    BadChar { ch: char, pos: usize },
    /// A strip longer than [`MAX_CELLS`].
    #[error("the strip has {0} cells: at most {MAX_CELLS} are supported")]
    TooLong(usize),
}

/// The longest strip read: one position's options then hold at most a few
/// megabytes, so that the search's memory limit is checked often enough.
pub const MAX_CELLS: usize = 4096;

const TOAD: u8 = b'T';
const FROG: u8 = b'F';
const EMPTY: u8 = b'.';

impl ToadsAndFrogs {
    /// Read a strip such as `TT..FF`.
    pub fn parse(s: &str) -> Result<ToadsAndFrogs, ToadsError> {
        let mut cells = Vec::with_capacity(s.len().min(MAX_CELLS));
        for (pos, ch) in s.char_indices() {
            if cells.len() == MAX_CELLS {
                return Err(ToadsError::TooLong(s.chars().count()));
            }
            match ch {
                'T' | 't' => cells.push(TOAD),
                'F' | 'f' => cells.push(FROG),
                '.' | '_' => cells.push(EMPTY),
                _ => return Err(ToadsError::BadChar { ch, pos }),
            }
        }
        Ok(ToadsAndFrogs { cells })
    }

    fn moves(&self, piece: u8) -> Vec<ToadsAndFrogs> {
        let (other, dir): (u8, isize) = if piece == TOAD { (FROG, 1) } else { (TOAD, -1) };
        let n = self.cells.len() as isize;
        let mut out = Vec::new();
        for i in 0..n {
            if self.cells[i as usize] != piece {
                continue;
            }
            let step = i + dir;
            if (0..n).contains(&step) {
                if self.cells[step as usize] == EMPTY {
                    let mut c = self.cells.clone();
                    c.swap(i as usize, step as usize);
                    out.push(ToadsAndFrogs { cells: c });
                } else if self.cells[step as usize] == other {
                    let jump = i + 2 * dir;
                    if (0..n).contains(&jump) && self.cells[jump as usize] == EMPTY {
                        let mut c = self.cells.clone();
                        c.swap(i as usize, jump as usize);
                        out.push(ToadsAndFrogs { cells: c });
                    }
                }
            }
        }
        out
    }
}

impl PartizanPosition for ToadsAndFrogs {
    fn left_options(&self) -> Vec<Self> {
        self.moves(TOAD)
    }

    fn right_options(&self) -> Vec<Self> {
        self.moves(FROG)
    }

    fn heap_bytes(&self) -> usize {
        self.cells.capacity()
    }

    /// Frogs at the left end and toads at the right end can never move or be jumped
    /// again; dropping them changes nothing.
    fn normalize(&self) -> Self {
        let start = self
            .cells
            .iter()
            .position(|&c| c != FROG)
            .unwrap_or(self.cells.len());
        let end = self
            .cells
            .iter()
            .rposition(|&c| c != TOAD)
            .map_or(start, |e| e + 1);
        ToadsAndFrogs {
            cells: self.cells[start..end.max(start)].to_vec(),
        }
    }
}

impl fmt::Display for ToadsAndFrogs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(std::str::from_utf8(&self.cells).expect("ascii"))
    }
}
