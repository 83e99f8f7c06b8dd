//! Clobber and its family (CGSuite's `GenClobber`): Left moves a black stone
//! (`x`), Right a white one (`o`), in one of the ruleset's directions, onto
//! the cell it may clobber, and the cell it left becomes what the rules say.
//!
//! - Clobber: one step orthogonally onto an enemy stone, leaving the cell empty;
//! - Kings, Knights: the same with king steps or knight jumps;
//! - Rooks, Queens: any distance over empty cells (no jumping) orthogonally, or
//!   in the eight directions, onto the first stone met, if it is an enemy's;
//! - Anti-Clobber: one step orthogonally onto an *empty* cell, leaving an
//!   enemy stone behind (a Clobber move played backwards);
//! - any other combination through [`ClobberRules`] (`clobber:diagonal`,
//!   `clobber:hot` where stones may clobber their own side too).
//!
//! Independent parts: where stones only land on stones, groups of stones
//! linked by the directions (for sliding pieces, by sharing a line) never
//! meet; in Anti-Clobber, empty cells are linked when neighbours or when a
//! stone neighbours both, and stones next to no empty cell are dead (blocked).
//! Every rule set here is symmetric under the eight symmetries of the square,
//! so a position is stored as its least image.

use super::grid::{bits, Board, Cell, CharMap, GridError, COMPASS, DIAGONAL, DIHEDRAL, KNIGHT};
use super::grid::{ORTHOGONAL, XO, XO_WALL};
use super::PartizanPosition;
use crate::short::{Game, GameStore};
use std::fmt;

/// The directions a piece moves in.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Directions {
    /// The four orthogonal steps (Clobber).
    Orthogonal,
    /// The four diagonal steps.
    Diagonal,
    /// All eight (Kings, Queens).
    Compass,
    /// Knight's jumps.
    Knight,
}

impl Directions {
    /// The steps.
    pub fn steps(self) -> &'static [(i32, i32)] {
        match self {
            Directions::Orthogonal => &ORTHOGONAL,
            Directions::Diagonal => &DIAGONAL,
            Directions::Compass => &COMPASS,
            Directions::Knight => &KNIGHT,
        }
    }

    fn word(self) -> &'static str {
        match self {
            Directions::Orthogonal => "orthogonal",
            Directions::Diagonal => "diagonal",
            Directions::Compass => "compass",
            Directions::Knight => "knight",
        }
    }
}

/// What a piece may move onto, and what it leaves behind.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Capture {
    /// An enemy stone; the cell left becomes empty (Clobber).
    Enemy,
    /// Any stone, its own side's too; the cell left becomes empty (Hot Clobber).
    Any,
    /// An empty cell; the cell left gets an enemy stone (Anti-Clobber).
    Empty,
}

/// A member of the Clobber family: CGSuite's `GenClobber(directions,
/// clobbered, leftBehind, maxDistance)` with the clobbered sets and what is
/// left behind fixed together as [`Capture`] and the distance 1 or unbounded.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ClobberRules {
    /// The directions.
    pub directions: Directions,
    /// What a piece lands on, and what it leaves behind.
    pub capture: Capture,
    /// Whether pieces slide any distance over empty cells (Rooks, Queens).
    pub slide: bool,
}

impl ClobberRules {
    /// Clobber.
    pub const CLOBBER: ClobberRules = ClobberRules {
        directions: Directions::Orthogonal,
        capture: Capture::Enemy,
        slide: false,
    };
    /// Anti-Clobber.
    pub const ANTI: ClobberRules = ClobberRules {
        capture: Capture::Empty,
        ..ClobberRules::CLOBBER
    };
    /// Kings.
    pub const KINGS: ClobberRules = ClobberRules {
        directions: Directions::Compass,
        ..ClobberRules::CLOBBER
    };
    /// Knights.
    pub const KNIGHTS: ClobberRules = ClobberRules {
        directions: Directions::Knight,
        ..ClobberRules::CLOBBER
    };
    /// Rooks.
    pub const ROOKS: ClobberRules = ClobberRules {
        slide: true,
        ..ClobberRules::CLOBBER
    };
    /// Queens.
    pub const QUEENS: ClobberRules = ClobberRules {
        directions: Directions::Compass,
        slide: true,
        ..ClobberRules::CLOBBER
    };

    /// Read `clobber`'s parameter: words separated by commas, a direction
    /// (`orthogonal`, `diagonal`, `compass`, `knight`), `hot` (stones may
    /// clobber their own side) or `anti` (Anti-Clobber's moves), and `slide`
    /// (any distance over empty cells). Missing words keep Clobber's rules;
    /// two different directions, or `hot` with `anti`, contradict each other
    /// and are an error.
    pub fn parse(p: &str) -> Result<ClobberRules, String> {
        let mut r = ClobberRules::CLOBBER;
        let (mut direction, mut capture): (Option<&str>, Option<&str>) = (None, None);
        for w in p.split(',').map(str::trim).filter(|w| !w.is_empty()) {
            let lower = w.to_ascii_lowercase();
            let slot = match lower.as_str() {
                "orthogonal" | "diagonal" | "compass" | "knight" => Some(&mut direction),
                "hot" | "anti" => Some(&mut capture),
                _ => None,
            };
            if let Some(slot) = slot {
                match slot {
                    Some(before) if !before.eq_ignore_ascii_case(w) => {
                        return Err(format!(
                            "`{before}` and `{w}` contradict each other: a Clobber ruleset has one \
                             direction (`compass` is orthogonal and diagonal together) and one \
                             kind of capture"
                        ))
                    }
                    _ => *slot = Some(w),
                }
            }
            match lower.as_str() {
                "orthogonal" => r.directions = Directions::Orthogonal,
                "diagonal" => r.directions = Directions::Diagonal,
                "compass" => r.directions = Directions::Compass,
                "knight" => r.directions = Directions::Knight,
                "hot" => r.capture = Capture::Any,
                "anti" => r.capture = Capture::Empty,
                "slide" => r.slide = true,
                _ => {
                    return Err(format!(
                    "`{w}` is not a Clobber rule: use orthogonal, diagonal, compass or knight, hot or anti, and slide, separated by commas"
                ))
                }
            }
        }
        if r.capture == Capture::Empty && r.slide {
            return Err(
                "`anti` pieces move onto an empty cell next to them: they cannot slide".into(),
            );
        }
        Ok(r)
    }

    /// The parameter words, as [`ClobberRules::parse`] reads them: only what
    /// differs from Clobber, `orthogonal` for Clobber itself.
    pub fn words(&self) -> String {
        let mut w = Vec::new();
        if self.directions != Directions::Orthogonal || *self == ClobberRules::CLOBBER {
            w.push(self.directions.word());
        }
        match self.capture {
            Capture::Enemy => {}
            Capture::Any => w.push("hot"),
            Capture::Empty => w.push("anti"),
        }
        if self.slide {
            w.push("slide");
        }
        w.join(",")
    }

    /// The character map: blocked cells only where pieces move onto empty ones.
    pub fn char_map(&self) -> &'static CharMap {
        if self.capture == Capture::Empty {
            &XO_WALL
        } else {
            &XO
        }
    }

    /// The rules in one sentence.
    pub fn sentence(&self) -> String {
        let how = match (self.directions, self.slide) {
            (Directions::Orthogonal, false) => "one step orthogonally",
            (Directions::Diagonal, false) => "one step diagonally",
            (Directions::Compass, false) => "one step in any of the eight directions",
            (Directions::Knight, false) => "a knight's jump",
            (Directions::Orthogonal, true) => "any distance orthogonally over empty cells",
            (Directions::Diagonal, true) => "any distance diagonally over empty cells",
            (Directions::Compass, true) => {
                "any distance in any of the eight directions over empty cells"
            }
            (Directions::Knight, true) => "any number of knight's jumps in a line over empty cells",
        };
        match self.capture {
            Capture::Enemy => format!("Left moves a black stone {how} onto a white one and removes it, Right a white stone onto a black one; whoever cannot move loses"),
            Capture::Any => format!("Either player moves a stone of their colour {how} onto any stone and removes it; whoever cannot move loses"),
            Capture::Empty => format!("Left moves a black stone {how} onto an empty cell, leaving a white stone behind; Right moves white stones likewise; whoever cannot move loses"),
        }
    }
}

/// A position of a Clobber-family ruleset.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Clobber {
    board: Board,
    rules: ClobberRules,
}

impl Clobber {
    /// Read a Clobber position such as `xox|ox.`.
    pub fn parse(s: &str) -> Result<Clobber, GridError> {
        Clobber::parse_with(s, ClobberRules::CLOBBER)
    }

    /// Read a position of the family member `rules`.
    pub fn parse_with(s: &str, rules: ClobberRules) -> Result<Clobber, GridError> {
        Ok(Clobber {
            board: Board::parse(s, rules.char_map())?,
            rules,
        })
    }

    /// A position from a board.
    pub fn from_board(board: Board, rules: ClobberRules) -> Clobber {
        Clobber { board, rules }
    }

    /// The rules.
    pub fn rules(&self) -> ClobberRules {
        self.rules
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Left's (or Right's) moves, each as (from, to, position after).
    pub fn moves(&self, left: bool) -> Vec<(usize, usize, Clobber)> {
        let b = &self.board;
        let own = b.stones(left);
        let behind = match self.rules.capture {
            Capture::Empty => Cell::stone(!left),
            _ => Cell::Empty,
        };
        let st = b.steps(self.rules.directions.steps());
        let mut out = Vec::new();
        for from in bits(own) {
            for k in 0..st.len() {
                let Some(mut to) = st.step(from, k) else {
                    continue;
                };
                if self.rules.slide {
                    while b.get(to) == Cell::Empty {
                        match st.step(to, k) {
                            Some(t) => to = t,
                            None => break,
                        }
                    }
                }
                let target = b.get(to);
                let ok = match self.rules.capture {
                    Capture::Enemy => target == Cell::stone(!left),
                    Capture::Any => target == Cell::Black || target == Cell::White,
                    Capture::Empty => target == Cell::Empty,
                };
                if ok {
                    let mut nb = *b;
                    nb.set(from, behind);
                    nb.set(to, Cell::stone(left));
                    out.push((
                        from,
                        to,
                        Clobber {
                            board: nb,
                            rules: self.rules,
                        },
                    ));
                }
            }
        }
        out
    }

    fn options(&self, left: bool) -> Vec<Clobber> {
        self.moves(left).into_iter().map(|(_, _, p)| p).collect()
    }

    /// The cells each stone is linked to (moves only ever join linked stones).
    fn links(&self, i: usize, stones: u64) -> u64 {
        let b = &self.board;
        let mut m = 0;
        for &(dr, dc) in self.rules.directions.steps() {
            let mut at = i;
            while let Some(t) = b.step(at, dr, dc) {
                m |= 1u64 << t;
                if !self.rules.slide {
                    break;
                }
                at = t;
            }
        }
        m & stones
    }

    /// Independent parts, as masks of the cells each keeps.
    fn parts(&self) -> Vec<u64> {
        let b = &self.board;
        let stones = b.black() | b.white();
        match self.rules.capture {
            Capture::Enemy | Capture::Any => {
                if !self.rules.slide {
                    let dirs = self.rules.directions.steps();
                    return b.regions(stones, dirs);
                }
                // Sliding pieces: stones sharing a line are linked.
                let mut rest = stones;
                let mut out = Vec::new();
                while rest != 0 {
                    let mut part = rest & rest.wrapping_neg();
                    let mut frontier = part;
                    while frontier != 0 {
                        let mut next = 0;
                        for i in bits(frontier) {
                            next |= self.links(i, stones);
                        }
                        frontier = next & !part;
                        part |= next;
                    }
                    rest &= !part;
                    out.push(part);
                }
                out
            }
            Capture::Empty => {
                // Empty cells next to each other or to a common stone.
                let dirs = self.rules.directions.steps();
                let empties = b.empties();
                let live = b.dilate(empties, dirs) & stones;
                let mut out = Vec::new();
                let mut rest = empties;
                while rest != 0 {
                    let mut part = rest & rest.wrapping_neg();
                    loop {
                        let touching = b.dilate(part, dirs) & live;
                        let grown = part | (b.dilate(touching | part, dirs) & empties);
                        if grown == part {
                            break;
                        }
                        part = grown;
                    }
                    rest &= !part;
                    out.push(part | (b.dilate(part, dirs) & live));
                }
                out
            }
        }
    }

    fn fill(&self) -> Cell {
        match self.rules.capture {
            Capture::Empty => Cell::Wall,
            _ => Cell::Empty,
        }
    }

    /// Whether no move will ever be possible in this part.
    fn dead(&self, part: u64) -> bool {
        let b = &self.board;
        let stones = part & (b.black() | b.white());
        match self.rules.capture {
            // Stones of one colour only.
            Capture::Enemy => part & b.black() == 0 || part & b.white() == 0,
            Capture::Any => stones.count_ones() < 2,
            Capture::Empty => stones == 0 || part & b.empties() == 0,
        }
    }
}

impl PartizanPosition for Clobber {
    const MEMO_AS_MET: bool = true;

    fn left_options(&self) -> Vec<Self> {
        self.options(true)
    }

    fn right_options(&self) -> Vec<Self> {
        self.options(false)
    }

    fn components(&self) -> Vec<Self> {
        let parts: Vec<u64> = self
            .parts()
            .into_iter()
            .filter(|&p| !self.dead(p))
            .collect();
        let fill = self.fill();
        parts
            .into_iter()
            .map(|p| Clobber {
                board: self.board.crop(p, fill),
                rules: self.rules,
            })
            .collect()
    }

    fn known_value(&self, store: &mut GameStore) -> Option<Game> {
        self.dead(self.board.all()).then(|| store.zero())
    }

    fn normalize(&self) -> Self {
        let b = &self.board;
        let keep = match self.rules.capture {
            Capture::Empty => b.open(),
            _ => b.black() | b.white(),
        };
        let cropped = b.crop(keep, self.fill());
        Clobber {
            board: cropped.least_image(&DIHEDRAL),
            rules: self.rules,
        }
    }

    /// Every rule of the family treats the colours alike, so swapping them
    /// swaps the players: the representative of the board and its swap,
    /// negated when it is the swap's.
    fn normalize_signed(&self) -> (Self, bool) {
        let b = &self.board;
        let keep = match self.rules.capture {
            Capture::Empty => b.open(),
            _ => b.black() | b.white(),
        };
        let (board, neg) = b.crop(keep, self.fill()).least_image_signed(&DIHEDRAL);
        let rules = self.rules;
        (Clobber { board, rules }, neg)
    }

    fn signs_pay(&self) -> bool {
        self.board.swap_symmetric(&DIHEDRAL)
    }

    fn move_name(&self, to: &Self) -> Option<String> {
        for left in [true, false] {
            if let Some((from, at, _)) = self.moves(left).into_iter().find(|m| m.2 == *to) {
                return Some(format!(
                    "{}-{}",
                    self.board.cell_name(from),
                    self.board.cell_name(at)
                ));
            }
        }
        None
    }
}

impl fmt::Display for Clobber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.board.write(f, self.rules.char_map())
    }
}
