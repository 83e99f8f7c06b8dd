//! Toads and Frogs on a strip, and its generalisations (CGSuite's
//! `GenToadsAndFrogs`; with `backsliding` a piece may also slide one cell
//! back, and play can cycle: Backsliding Toads and Frogs, whose values are
//! loopy): `T` toads (Left) move right,
//! `F` frogs (Right) move left. A piece whose next cell is empty slides
//! `min_slide` to `max_slide` cells over empty cells; a piece whose next cell
//! is taken jumps 1 to `max_jump` adjacent enemy pieces (any pieces with
//! `friendly` jumps) into the empty cell just beyond. Toads and Frogs has
//! `min_slide = max_slide = max_jump = 1`; Elephants and Rhinos has no jumps
//! (`max_jump = 0`). MCGS's `gen_toads` games are these rules (its parameters
//! `min slide, max slide, max jump, friendly`).
//!
//! Without friendly jumps, `max_jump + 1` toads followed by as many frogs never
//! move again and nothing passes them: the strip splits there into
//! independent parts. Without jumps, a frog and the next toad to its right
//! move away from each other: the strip splits between them too. Frogs at the
//! left end and toads at the right end can never move or be jumped and are
//! dropped. None of this holds with backsliding: such strips are kept whole.

use super::PartizanPosition;
use crate::position::{PositionError, TextError};
use std::fmt;

/// The moves of a generalised Toads and Frogs.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct ToadsRules {
    /// The fewest cells a piece slides (at least 1).
    pub min_slide: u8,
    /// The most cells a piece slides (at least `min_slide`).
    pub max_slide: u8,
    /// The most pieces a jump passes (0: no jumps).
    pub max_jump: u8,
    /// Whether pieces may jump their own side's pieces too.
    pub friendly: bool,
    /// Whether a piece may also slide one cell back into an empty cell
    /// (Backsliding Toads and Frogs, CGSuite's `GenToadsAndFrogs(minSlide
    /// => -1)`; written `minslide=-1`): play can then cycle, and positions
    /// have loopy values ([`ToadsAndFrogs::is_loopy`]).
    pub backsliding: bool,
}

impl Default for ToadsRules {
    fn default() -> Self {
        ToadsRules::TOADS
    }
}

/// The largest `max_slide` and `max_jump` read.
pub const MAX_REACH: u8 = 64;

impl ToadsRules {
    /// Toads and Frogs.
    pub const TOADS: ToadsRules = ToadsRules {
        min_slide: 1,
        max_slide: 1,
        max_jump: 1,
        friendly: false,
        backsliding: false,
    };
    /// Elephants and Rhinos: slides only.
    pub const ELEPHANTS: ToadsRules = ToadsRules {
        max_jump: 0,
        ..ToadsRules::TOADS
    };

    /// Read the parameter of `toads:`: a number (the most pieces a jump
    /// passes, CGSuite's `maxJump`), or `key=value` pairs separated by commas
    /// (`maxjump=2`, `minslide=2`, `maxslide=3`) and the word `friendly`. A
    /// `maxslide` below `minslide` is an error.
    pub fn parse(p: &str) -> Result<ToadsRules, String> {
        let mut r = ToadsRules::TOADS;
        for w in p.split(',').map(str::trim).filter(|w| !w.is_empty()) {
            let lower = w.to_ascii_lowercase();
            match lower.split_once('=') {
                None if lower == "friendly" => r.friendly = true,
                None if lower == "backsliding" => r.backsliding = true,
                None => r.set("maxjump", &lower)?,
                Some((k, v)) => r.set(k, v)?,
            }
        }
        r.check()?;
        Ok(r)
    }

    /// Set the rule named `key` (`maxjump`, `minslide` or `maxslide`, in any
    /// case, `_` ignored) to the number `v`, in range (a jump passes 0 to
    /// [`MAX_REACH`] pieces, a slide 1 to [`MAX_REACH`] cells).
    pub fn set(&mut self, key: &str, v: &str) -> Result<(), String> {
        let number = |min: u8| -> Result<u8, String> {
            match v.trim().parse::<u8>() {
                Ok(n) if (min..=MAX_REACH).contains(&n) => Ok(n),
                _ => Err(format!("`{v}` is not a number from {min} to {MAX_REACH}")),
            }
        };
        match key.trim().to_ascii_lowercase().replace('_', "").as_str() {
            "maxjump" => self.max_jump = number(0)?,
            // CGSuite's `minSlide => -1`: Backsliding Toads and Frogs.
            "minslide" if v.trim() == "-1" => self.backsliding = true,
            "minslide" => self.min_slide = number(1)?,
            "maxslide" => self.max_slide = number(1)?,
            _ => {
                return Err(format!(
                    "`{key}` is not a rule of Toads and Frogs: use maxjump=N, minslide=N, maxslide=N or friendly"
                ))
            }
        }
        Ok(())
    }

    /// Whether the rules hold together: `maxslide` at least `minslide`.
    pub fn check(&self) -> Result<(), String> {
        if self.min_slide > self.max_slide {
            return Err(format!(
                "minslide={} is more than maxslide={}",
                self.min_slide, self.max_slide
            ));
        }
        Ok(())
    }

    /// The parameter as [`ToadsRules::parse`] reads it: the number alone when
    /// only `max_jump` differs from Toads and Frogs.
    pub fn words(&self) -> String {
        if self.min_slide == 1 && self.max_slide == 1 && !self.friendly && !self.backsliding {
            return self.max_jump.to_string();
        }
        let mut w = vec![format!("maxjump={}", self.max_jump)];
        if self.min_slide != 1 {
            w.push(format!("minslide={}", self.min_slide));
        }
        w.push(format!("maxslide={}", self.max_slide));
        if self.friendly {
            w.push("friendly".into());
        }
        if self.backsliding {
            w.push("minslide=-1".into());
        }
        w.join(",")
    }

    /// The rules in one sentence.
    pub fn sentence(&self) -> String {
        let slide = if self.max_slide == 1 {
            "one cell".to_string()
        } else if self.min_slide == self.max_slide {
            format!("{} cells over empty cells", self.max_slide)
        } else {
            format!(
                "{} to {} cells over empty cells",
                self.min_slide, self.max_slide
            )
        };
        let jump = match (self.max_jump, self.friendly) {
            (0, _) => String::new(),
            (1, false) => ", or jumps it over one frog into the empty cell beyond".into(),
            (1, true) => ", or jumps it over one piece into the empty cell beyond".into(),
            (j, false) => {
                format!(", or jumps it over 1 to {j} adjacent frogs into the empty cell beyond")
            }
            (j, true) => {
                format!(", or jumps it over 1 to {j} adjacent pieces into the empty cell beyond")
            }
        };
        let back = if self.backsliding {
            ", or one cell back (left) into an empty cell"
        } else {
            ""
        };
        format!("Left moves a toad {slide} right into an empty cell{jump}{back}; Right moves frogs left likewise")
    }
}

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
    rules: ToadsRules,
}

/// Why a strip could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ToadsError {
    /// A character other than `T`, `F` or `.` (`pos`: its byte offset).
    #[error(
        "unexpected `{ch}` at position {pos} of the strip: use T (toad), F (frog) or . (empty)"
    )]
    BadChar {
        /// The unexpected character.
        ch: char,
        /// Its byte offset in the text.
        pos: usize,
    },
    /// A strip longer than `MAX_CELLS` (4096) cells.
    #[error("the strip has {0} cells: at most {MAX_CELLS} are supported")]
    TooLong(usize),
}

impl TextError for ToadsError {
    fn position_error(self, text: &str) -> PositionError {
        match self {
            ToadsError::BadChar { ch, pos } => {
                PositionError::syntax(self.to_string(), pos..pos + ch.len_utf8())
            }
            ToadsError::TooLong(_) => PositionError::too_large(self.to_string(), 0..text.len()),
        }
    }
}

/// The longest strip read: one position's options then hold at most a few
/// megabytes, so that the search's memory limit is checked often enough.
pub const MAX_CELLS: usize = 4096;

const TOAD: u8 = b'T';
const FROG: u8 = b'F';
const EMPTY: u8 = b'.';

impl ToadsAndFrogs {
    /// Read a strip such as `TT..FF` (either case; `_` is empty too).
    pub fn parse(s: &str) -> Result<ToadsAndFrogs, ToadsError> {
        ToadsAndFrogs::parse_with(s, ToadsRules::TOADS)
    }

    /// Read a strip of the generalised game `rules`.
    pub fn parse_with(s: &str, rules: ToadsRules) -> Result<ToadsAndFrogs, ToadsError> {
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
        Ok(ToadsAndFrogs { cells, rules })
    }

    /// The rules.
    pub fn rules(&self) -> ToadsRules {
        self.rules
    }

    /// Whether play can cycle (backsliding rules): the position's value is
    /// then a loopy game ([`crate::loopy::LoopyStore::position_graph`]).
    pub fn is_loopy(&self) -> bool {
        self.rules.backsliding
    }

    fn with_cells(&self, cells: Vec<u8>) -> ToadsAndFrogs {
        ToadsAndFrogs {
            cells,
            rules: self.rules,
        }
    }

    /// The moves of toads (`piece` = `T`) or frogs: the cell moved from, the
    /// cell moved to, and the strip reached.
    pub fn moves_of(&self, piece: u8) -> Vec<(usize, usize, ToadsAndFrogs)> {
        let (other, dir): (u8, isize) = if piece == TOAD { (FROG, 1) } else { (TOAD, -1) };
        let n = self.cells.len() as isize;
        let at = |i: isize| (0..n).contains(&i).then(|| self.cells[i as usize]);
        let mut out = Vec::new();
        let mut go = |from: isize, to: isize| {
            let mut c = self.cells.clone();
            c.swap(from as usize, to as usize);
            out.push((from as usize, to as usize, self.with_cells(c)));
        };
        let r = self.rules;
        for i in 0..n {
            if self.cells[i as usize] != piece {
                continue;
            }
            for k in 1..=r.max_slide as isize {
                if at(i + k * dir) != Some(EMPTY) {
                    break;
                }
                if k >= r.min_slide as isize {
                    go(i, i + k * dir);
                }
            }
            if r.backsliding && at(i - dir) == Some(EMPTY) {
                go(i, i - dir);
            }
            for k in 1..=r.max_jump as isize {
                match at(i + k * dir) {
                    Some(c) if c == other || (r.friendly && c == piece) => {}
                    _ => break,
                }
                if at(i + (k + 1) * dir) == Some(EMPTY) {
                    go(i, i + (k + 1) * dir);
                }
            }
        }
        out
    }

    fn moves(&self, piece: u8) -> Vec<ToadsAndFrogs> {
        self.moves_of(piece).into_iter().map(|m| m.2).collect()
    }

    /// Where the strip splits: the index of the first frog of each run of
    /// `max_jump + 1` toads followed by as many frogs (none with friendly jumps).
    fn walls(&self) -> Vec<usize> {
        if self.rules.friendly || self.rules.backsliding {
            return Vec::new();
        }
        let k = self.rules.max_jump as usize + 1;
        let c = &self.cells;
        let mut out = Vec::new();
        let mut i = k;
        while i + k <= c.len() {
            if c[i - 1] == TOAD && c[i] == FROG {
                let toads = c[i - k..i].iter().all(|&x| x == TOAD);
                let frogs = c[i..i + k].iter().all(|&x| x == FROG);
                if toads && frogs {
                    out.push(i);
                }
            }
            i += 1;
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

    fn components(&self) -> Vec<Self> {
        // (where a part ends, where the next begins).
        let mut cuts: Vec<(usize, usize)> = self.walls().into_iter().map(|w| (w, w)).collect();
        if self.rules.max_jump == 0 && !self.rules.backsliding {
            // Without jumps nothing passes a piece: a frog moves away to the
            // left and the next toad to its right moves away to the right,
            // and the cells between them are never entered.
            let c = &self.cells;
            let mut frog = None;
            for (i, &x) in c.iter().enumerate() {
                if let (TOAD, Some(f)) = (x, frog) {
                    cuts.push((f + 1, i));
                }
                match x {
                    FROG => frog = Some(i),
                    TOAD => frog = None,
                    _ => {}
                }
            }
            cuts.sort_unstable();
            cuts.dedup();
        }
        if cuts.is_empty() {
            return vec![self.clone()];
        }
        let mut out = Vec::with_capacity(cuts.len() + 1);
        let mut start = 0;
        for (end, next) in cuts.into_iter().chain([(self.cells.len(), 0)]) {
            let part = self
                .with_cells(self.cells[start..end.max(start)].to_vec())
                .normalize();
            if !part.cells.is_empty() {
                out.push(part);
            }
            start = next;
        }
        out
    }

    /// Frogs at the left end and toads at the right end can never move or be jumped
    /// again; dropping them changes nothing (with backsliding they can).
    fn normalize(&self) -> Self {
        if self.rules.backsliding {
            return self.clone();
        }
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
        self.with_cells(self.cells[start..end.max(start)].to_vec())
    }

    /// `a1-c1`: the cell a piece leaves and the cell it reaches, as the
    /// strip is drawn (one row, columns `a`, `b`, ...).
    fn move_name(&self, to: &Self) -> Option<String> {
        let cell = |i| super::domineering::cell_name(self.cells.len(), i);
        [TOAD, FROG].into_iter().find_map(|piece| {
            self.moves_of(piece)
                .into_iter()
                .find(|m| m.2 == *to)
                .map(|(f, t, _)| format!("{}-{}", cell(f), cell(t)))
        })
    }
}

impl crate::loopy::LoopyPosition for ToadsAndFrogs {
    fn loopy_options(&self, player: crate::loopy::Player) -> Vec<Self> {
        match player {
            crate::loopy::Player::Left => self.moves(TOAD),
            crate::loopy::Player::Right => self.moves(FROG),
        }
    }
}

impl fmt::Display for ToadsAndFrogs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(std::str::from_utf8(&self.cells).expect("ascii"))
    }
}
