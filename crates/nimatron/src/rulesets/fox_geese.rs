//! Fox and Geese as CGSuite's `game.grid.GenFoxAndGeese` plays it (Winning
//! Ways ch. 20): a loopy game, the fox able to go back and forth for ever.
//!
//! The board has `width` columns and rows numbered from 1 at the bottom; only
//! the squares with `row + col` even are used. Left's geese step one row down
//! diagonally onto an empty square; Right's fox moves diagonally in any of the
//! four directions up to `range` squares (1 in Fox and Geese, 2 in Ceylonese
//! Fox and Geese), never changing direction or passing a goose. A fox on or
//! above the highest goose's row, or just below it with an empty square
//! diagonally above, has escaped: the position is `off` (Right can pass for
//! ever), as CGSuite's `Decomposition` declares. The text is CGSuite's grid
//! string: rows from the top joined by `|`, `x` a goose, `o` the fox, `.`
//! anything else; the bottom row is row 1.

use crate::loopy::{LoopyPosition, Player};
use crate::position::{PartizanPosition, PositionError};
use std::fmt;

/// The most squares of a board read (geese are a 64-bit set).
pub const MAX_SQUARES: usize = 64;

/// The longest fox move read.
pub const MAX_RANGE: u8 = 16;

/// A Fox and Geese position.
///
/// ```
/// use nimatron::rulesets::FoxAndGeese;
/// let p = FoxAndGeese::parse(".x.x.x.x|........|........|o.......", 1).unwrap();
/// assert_eq!(p.to_string(), ".x.x.x.x|........|........|o.......");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct FoxAndGeese {
    width: u8,
    height: u8,
    /// The geese: bit `(row - 1) * width + (col - 1)`.
    geese: u64,
    /// The fox's row (from 1 at the bottom; may pass `height` after a long
    /// move, the fox then having escaped) and column (from 1).
    fox: (u8, u8),
    range: u8,
}

impl FoxAndGeese {
    /// Read CGSuite's grid string (`x` geese, `o` the fox, rows from the top
    /// joined by `|`), the fox moving up to `range` squares.
    pub fn parse(text: &str, range: u8) -> Result<FoxAndGeese, PositionError> {
        if !(1..=MAX_RANGE).contains(&range) {
            return Err(PositionError::syntax(
                format!("the fox's range must be from 1 to {MAX_RANGE}, not {range}"),
                0..text.len(),
            ));
        }
        let rows: Vec<&str> = text.split('|').map(str::trim).collect();
        let height = rows.len();
        let width = rows[0].chars().count();
        if width == 0 || rows.iter().any(|r| r.chars().count() != width) {
            return Err(PositionError::syntax(
                "the rows of the board must be non-empty and all of one length",
                0..text.len(),
            ));
        }
        if width * height > MAX_SQUARES {
            return Err(PositionError::too_large(
                format!(
                    "the board has {} squares: at most {MAX_SQUARES} are supported",
                    width * height
                ),
                0..text.len(),
            ));
        }
        let mut geese = 0u64;
        let mut fox = None;
        let mut offset = 0;
        for (i, r) in rows.iter().enumerate() {
            let row = height - i;
            // Where this row starts in the text (rows were trimmed).
            let start = text[offset..].find(r).map_or(offset, |k| offset + k);
            for (j, (at, ch)) in r.char_indices().enumerate() {
                let col = j + 1;
                let span = start + at..start + at + ch.len_utf8();
                let piece = match ch {
                    '.' | ' ' => continue,
                    'x' | 'X' => true,
                    'o' | 'O' => false,
                    _ => {
                        return Err(PositionError::syntax(
                            format!("unexpected `{ch}`: use x (a goose), o (the fox) or . (empty)"),
                            span,
                        ))
                    }
                };
                if !(row + col).is_multiple_of(2) {
                    return Err(PositionError::syntax(
                        "geese and the fox stand on the squares with row + column even (CGSuite's \
                         coordinates: rows from 1 at the bottom, columns from 1 at the left)",
                        span,
                    ));
                }
                if piece {
                    geese |= 1 << ((row - 1) * width + j);
                } else if fox.replace((row as u8, col as u8)).is_some() {
                    return Err(PositionError::syntax("there is more than one fox", span));
                }
            }
            offset = start + r.len();
        }
        let Some(fox) = fox else {
            return Err(PositionError::syntax(
                "the board has no fox (`o`)",
                0..text.len(),
            ));
        };
        if geese == 0 {
            return Err(PositionError::syntax(
                "the board has no geese (`x`)",
                0..text.len(),
            ));
        }
        Ok(FoxAndGeese {
            width: width as u8,
            height: height as u8,
            geese,
            fox,
            range,
        })
    }

    /// The fox's range.
    pub fn range(&self) -> u8 {
        self.range
    }

    /// Fox and Geese positions cycle: their values are loopy.
    pub fn is_loopy(&self) -> bool {
        true
    }

    fn bit(&self, row: i32, col: i32) -> Option<u64> {
        let (w, h) = (i32::from(self.width), i32::from(self.height));
        ((1..=h).contains(&row) && (1..=w).contains(&col))
            .then(|| 1u64 << ((row - 1) * w + (col - 1)))
    }

    fn goose_at(&self, row: i32, col: i32) -> bool {
        self.bit(row, col).is_some_and(|b| self.geese & b != 0)
    }

    /// The highest goose's row.
    fn top_goose_row(&self) -> i32 {
        let top = 63 - self.geese.leading_zeros() as i32;
        top / i32::from(self.width) + 1
    }

    /// Whether the fox has escaped (CGSuite's `Decomposition` gives `off`).
    pub fn escaped(&self) -> bool {
        let top = self.top_goose_row();
        let (row, col) = (i32::from(self.fox.0), i32::from(self.fox.1));
        let w = i32::from(self.width);
        row >= top
            || (row == top - 1
                && ((col > 1 && !self.goose_at(row + 1, col - 1))
                    || (col < w && !self.goose_at(row + 1, col + 1))))
    }

    /// The geese's moves: a goose one row down diagonally onto an empty square.
    fn geese_moves(&self) -> Vec<FoxAndGeese> {
        let mut out = Vec::new();
        let w = i32::from(self.width);
        let mut rest = self.geese;
        while rest != 0 {
            let i = rest.trailing_zeros() as i32;
            rest &= rest - 1;
            let (row, col) = (i / w + 1, i % w + 1);
            for dc in [-1, 1] {
                let (r, c) = (row - 1, col + dc);
                let Some(b) = self.bit(r, c) else { continue };
                if self.geese & b != 0 || (r, c) == (i32::from(self.fox.0), i32::from(self.fox.1)) {
                    continue;
                }
                let mut next = self.clone();
                next.geese = (self.geese & !(1u64 << i)) | b;
                out.push(next);
            }
        }
        out
    }

    /// The fox's moves: diagonally up to its range, stopping at the board's
    /// bottom and sides and at geese (rows above the board are open).
    fn fox_moves(&self) -> Vec<FoxAndGeese> {
        let mut out = Vec::new();
        let (row, col) = (i32::from(self.fox.0), i32::from(self.fox.1));
        for (dr, dc) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            for d in 1..=i32::from(self.range) {
                let (r, c) = (row + dr * d, col + dc * d);
                if r < 1 || c < 1 || c > i32::from(self.width) || r > 255 || self.goose_at(r, c) {
                    break;
                }
                let mut next = self.clone();
                next.fox = (r as u8, c as u8);
                out.push(next);
            }
        }
        out
    }
}

impl LoopyPosition for FoxAndGeese {
    fn loopy_options(&self, player: Player) -> Vec<Self> {
        match (player, self.escaped()) {
            // `off`: Right passes for ever, Left has no move.
            (Player::Left, true) => Vec::new(),
            (Player::Right, true) => vec![self.clone()],
            (Player::Left, false) => self.geese_moves(),
            (Player::Right, false) => self.fox_moves(),
        }
    }
}

/// The moves of the game, for code generic over partizan positions (a
/// search over them meets cycles: value the position with
/// [`crate::loopy::LoopyStore::position_graph`]).
impl PartizanPosition for FoxAndGeese {
    fn left_options(&self) -> Vec<Self> {
        self.loopy_options(Player::Left)
    }

    fn right_options(&self) -> Vec<Self> {
        self.loopy_options(Player::Right)
    }

    /// The piece's square and where it goes, as the grid text names cells
    /// (`b3-a4`: rows from the top of the text, columns from `a`).
    fn move_name(&self, to: &Self) -> Option<String> {
        let top = i32::from(self.height.max(self.fox.0).max(to.fox.0));
        let w = i32::from(self.width);
        let cell = |(row, col): (i32, i32)| -> Option<String> {
            let index = usize::try_from((top - row) * w + (col - 1)).ok()?;
            Some(super::domineering::cell_name(w as usize, index))
        };
        let square = |bits: u64| {
            (bits.count_ones() == 1).then(|| {
                let i = bits.trailing_zeros() as i32;
                (i / w + 1, i % w + 1)
            })
        };
        let fox = |f: (u8, u8)| (i32::from(f.0), i32::from(f.1));
        let (from, dest) = if self.fox != to.fox {
            (fox(self.fox), fox(to.fox))
        } else {
            (
                square(self.geese & !to.geese)?,
                square(to.geese & !self.geese)?,
            )
        };
        Some(format!("{}-{}", cell(from)?, cell(dest)?))
    }
}

impl fmt::Display for FoxAndGeese {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let top = i32::from(self.height.max(self.fox.0));
        for row in (1..=top).rev() {
            if row != top {
                f.write_str("|")?;
            }
            for col in 1..=i32::from(self.width) {
                let ch = if (row, col) == (i32::from(self.fox.0), i32::from(self.fox.1)) {
                    'o'
                } else if self.goose_at(row, col) {
                    'x'
                } else {
                    '.'
                };
                write!(f, "{ch}")?;
            }
        }
        Ok(())
    }
}
