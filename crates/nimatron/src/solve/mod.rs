//! Who wins: outcomes of positions and sums of positions by search that uses
//! the theory (components, canonical values of small parts, bounds decided by
//! stops in the store, a transposition table that replaces instead of growing).
//!
//! [`solve_domineering`] is the entry point for Domineering boards (several
//! boards are one board with walls between them) plus a known game: the value
//! of every other part of a sum, from the store.

pub mod bits;
pub mod board;
pub mod bounds;
pub mod db;
pub mod domineering;
pub mod generic;
pub mod shared;
pub mod split;
pub mod strategy;
pub mod sum;
pub mod tt;

#[cfg(test)]
mod tests;

use crate::limits::{Limits, Stop};
use crate::short::{Game, GameStore};
use db::DomDb;
use domineering::{DomMove, DomSearch, Progress, Stats, Team};
use shared::Busy;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
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
    /// Threads that search together (default: one for each core).
    pub threads: Option<usize>,
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
///
/// With more than one thread, each has a copy of the store (values keep their
/// handles in it) and a database of its own, and all share the table, keyed
/// by fingerprints of the known values; a thread leaves a younger sibling
/// that another is searching for later. The first thread to finish answers
/// and stops the others; the counters add up all threads' work (so the node
/// count varies from run to run).
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
    let tt = Tt::with_bytes(tt_bytes);
    let threads = p
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .clamp(1, 64);
    // The node limit and the database's share of the memory are split
    // between the threads.
    let mut each = limits.clone();
    each.nodes = limits.nodes.map(|n| n.div_ceil(threads as u64));
    let one = |store: &mut GameStore, team: Option<Team<'_>>, progress| {
        let mut db = DomDb::new();
        let budget = limits.memory.map(|m| m / 4 / threads);
        let meter = each.start();
        store
            .guard(|s| {
                if p.w * p.h <= 64 {
                    run::<u64>(s, &mut db, &tt, meter, budget, p, team, progress)
                } else {
                    run::<u128>(s, &mut db, &tt, meter, budget, p, team, progress)
                }
            })
            // A thread's share of the node limit stops it: say the limit
            // the caller set.
            .map_err(|e| match (e, limits.nodes) {
                (Stop::Nodes(_), Some(n)) => Stop::Nodes(n),
                (e, _) => e,
            })
    };
    if threads == 1 {
        return one(store, None, progress);
    }
    let busy = Busy::new(16);
    let halt = AtomicBool::new(false);
    let nodes = AtomicU64::new(0);
    let found: Mutex<Option<Answer>> = Mutex::new(None);
    let failed: Mutex<Option<Stop>> = Mutex::new(None);
    let team = Team {
        busy: &busy,
        halt: &halt,
        nodes: &nodes,
    };
    // A thread that finishes adds the nodes it has not reported yet, and the
    // first to finish keeps its answer and stops the others. A thread that
    // stops (a limit, Ctrl-C, which only one thread may see: its store's
    // guard lowers the flag) keeps why and stops the others too.
    let finish = |r: &Result<Answer, Stop>| {
        match r {
            Ok(a) => {
                nodes.fetch_add(a.stats.nodes & 0x3ff, Ordering::Relaxed);
                let mut f = found.lock().unwrap_or_else(|e| e.into_inner());
                f.get_or_insert_with(|| a.clone());
            }
            Err(e) => {
                let mut f = failed.lock().unwrap_or_else(|e| e.into_inner());
                f.get_or_insert_with(|| e.clone());
            }
        }
        halt.store(true, Ordering::Relaxed);
    };
    std::thread::scope(|scope| {
        for _ in 1..threads {
            let mut copy = store.clone();
            let (one, finish) = (&one, &finish);
            scope.spawn(move || finish(&one(&mut copy, Some(team), None)));
        }
        let first = one(store, Some(team), progress);
        finish(&first);
        first
    })
    .or_else(|e| {
        // Stopped: by a helper that found the answer, or else by the first
        // thread to stop, whose reason is kept (the others were halted).
        let f = found.lock().unwrap_or_else(|e| e.into_inner()).take();
        let why = failed.lock().unwrap_or_else(|e| e.into_inner()).take();
        f.ok_or(why.unwrap_or(e))
    })
    .map(|mut a| {
        // The answering thread's counters, with the nodes of all.
        a.stats.nodes = nodes.load(Ordering::Relaxed);
        a
    })
}

#[allow(clippy::too_many_arguments)]
fn run<'a, B: bits::Bits>(
    store: &'a mut GameStore,
    db: &'a mut DomDb,
    tt: &'a Tt,
    meter: crate::limits::Meter,
    db_budget: Option<usize>,
    p: &DomProblem,
    team: Option<Team<'a>>,
    progress: Option<Progress<'a>>,
) -> Answer {
    let mut s = DomSearch::<B>::new(p.w, p.h, store, db, tt, meter);
    s.progress = progress;
    if let Some(k) = p.small {
        s.small = k;
    }
    if let Some(t) = team {
        s.join(t);
    }
    s.db_budget = db_budget;
    let (first_wins, winning_move) = s.solve_root(B::from_u128(p.open), p.known, p.left_first);
    Answer {
        first_wins,
        winning_move,
        stats: s.stats,
    }
}
