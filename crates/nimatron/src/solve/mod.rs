//! Who wins: outcomes of positions and sums of positions by search that uses
//! the theory (components, canonical values of small parts, bounds decided by
//! stops in the store, a transposition table that replaces instead of growing).
//!
//! [`solve_domineering`] is the entry point for Domineering boards (several
//! boards are one board with walls between them) plus a known game: the value
//! of every other part of a sum, from the store.

pub mod bits;
pub mod board;
pub mod db;
pub mod domineering;
pub mod generic;
pub mod split;
pub mod strategy;
pub mod sum;
pub mod tt;

#[cfg(test)]
mod tests;

use crate::limits::{Limits, Stop};
use crate::short::{Game, GameStore};
use db::DomDb;
use domineering::{DomMove, DomSearch, Progress, Stats};
use tt::Tt;

/// The most cells of a board the search takes.
pub const MAX_CELLS: u32 = 128;

/// The transposition table's share of the memory limit, and its size when
/// there is none.
const DEFAULT_TT_BYTES: usize = 1 << 30;

/// What to solve: a `w` x `h` frame of cells (bit `r * w + c` set for an
/// empty cell) plus a known game, and who moves first.
#[derive(Clone, Debug)]
pub struct DomProblem {
    /// Columns.
    pub w: u32,
    /// Rows.
    pub h: u32,
    /// Empty cells.
    pub open: u128,
    /// The value of the rest of the sum.
    pub known: Game,
    /// Left moves first.
    pub left_first: bool,
    /// Regions of at most this many cells are valued (default 12).
    pub small: Option<u32>,
}

/// The answer: who wins moving first, a winning first move, the counters.
#[derive(Clone, Debug)]
pub struct Answer {
    /// Whether the player moving first wins.
    pub first_wins: bool,
    /// A winning first move when there is one.
    pub winning_move: Option<DomMove>,
    /// The search's counters.
    pub stats: Stats,
}

/// Solve `p` under `limits` (time, nodes, the interrupt; `memory` sizes the
/// transposition table and bounds the endgame database). `progress` is called
/// every 2^20 nodes. The search runs under the store's guard, so a stop leaves
/// the store consistent.
pub fn solve_domineering(
    store: &mut GameStore,
    p: &DomProblem,
    limits: &Limits,
    progress: Option<Progress<'_>>,
) -> Result<Answer, Stop> {
    if p.w == 0 || p.h == 0 || p.w * p.h > MAX_CELLS {
        return Err(Stop::OutOfRange(
            "a Domineering frame of more than 128 cells",
        ));
    }
    if p.w * p.h < 128 && p.open >> (p.w * p.h) != 0 {
        return Err(Stop::OutOfRange("cells outside the frame"));
    }
    // Half the memory, and no more than a board of this size uses: 2^(cells/4
    // + 3) entries, 2^19 for 8x8 and 2^21 for 8x9, a few for each position
    // searched (a larger table takes the same nodes within 0.2%, and a page
    // fault for each of its pages, 0.3 s of 8x9's 2.5 s with 2^24, besides a
    // cache and TLB miss on every probe).
    let cells = p.open.count_ones();
    let need = tt::ENTRY_BYTES << (cells / 4 + 3).clamp(10, 40);
    let tt_bytes = limits.memory.map_or(DEFAULT_TT_BYTES, |m| m / 2).min(need);
    let mut tt = Tt::with_bytes(tt_bytes);
    let mut db = DomDb::new();
    let meter = limits.start();
    store.guard(|s| {
        if p.w * p.h <= 64 {
            run::<u64>(s, &mut db, &mut tt, meter, limits, p, progress)
        } else {
            run::<u128>(s, &mut db, &mut tt, meter, limits, p, progress)
        }
    })
}

fn run<'a, B: bits::Bits>(
    store: &'a mut GameStore,
    db: &'a mut DomDb,
    tt: &'a mut Tt,
    meter: crate::limits::Meter,
    limits: &Limits,
    p: &DomProblem,
    progress: Option<Progress<'a>>,
) -> Answer {
    let mut s = DomSearch::<B>::new(p.w, p.h, store, db, tt, meter);
    s.progress = progress;
    if let Some(k) = p.small {
        s.small = k;
    }
    s.db_budget = limits.memory.map(|m| m / 4);
    let (first_wins, winning_move) = s.solve_root(B::from_u128(p.open), p.known, p.left_first);
    s.stats.hits = s.tt_hits();
    Answer {
        first_wins,
        winning_move,
        stats: s.stats,
    }
}
