//! Canonical forms of the empty Domineering rectangles up to 6x6 (issue 18,
//! part 4: the 6x6 board was 200 s and 3 GB; the target is under 60 s and
//! 1 GB): one memoising solver for all boards, smallest first, as
//! `nimatron domineering-table` does. Prints each board's seconds, then the
//! peak resident memory and where the solver's and the store's memory goes.
//!
//! `cargo bench -p nimatron-bench --bench domineering_table -- [RxC]`
//! (default 6x6).

use nimatron::rulesets::{Domineering, PartizanSolver};
use nimatron::short::GameStore;
use std::time::Instant;

/// Peak resident memory of this process in bytes (Linux), if known.
fn peak_rss() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = s.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// Huge pages for the big tables, as the `nimatron` command has.
#[global_allocator]
static ALLOCATOR: nimatron::huge_pages::HugePages = nimatron::huge_pages::HugePages;

fn main() {
    let (rows, cols) = std::env::args()
        .skip(1)
        .find_map(|a| {
            let (r, c) = a.split_once('x')?;
            Some((r.parse::<usize>().ok()?, c.parse::<usize>().ok()?))
        })
        .unwrap_or((6, 6));
    let mut boards: Vec<(usize, usize)> = (1..=rows)
        .flat_map(|r| (1..=cols).map(move |c| (r, c)))
        .collect();
    boards.sort_by_key(|&(r, c)| (r * c, r, c));
    let mut store = GameStore::new();
    let mut solver = PartizanSolver::<Domineering>::new();
    let all = Instant::now();
    println!("board  seconds  temperature");
    for (r, c) in boards {
        let pos = Domineering::rectangle(c, r).expect("at most 64 cells");
        let t = Instant::now();
        let g = solver.canonical_form(&mut store, &pos);
        let secs = t.elapsed().as_secs_f64();
        let temp = store.temperature(g);
        if secs >= 0.01 || (r, c) == (rows, cols) {
            println!("{r}x{c:<4}  {secs:>7.2}  {temp}");
        }
    }
    let mb = |b: usize| b as f64 / (1 << 20) as f64;
    println!(
        "all boards: {:.2} s; peak memory {:.0} MB; memo {} regions, {:.0} MB; store {} games, {:.0} MB",
        all.elapsed().as_secs_f64(),
        peak_rss().map_or(f64::NAN, |b| mb(b as usize)),
        solver.table_len(),
        mb(solver.memory_bytes()),
        store.len(),
        mb(store.memory_bytes()),
    );
    for (part, bytes) in store.memory_parts() {
        println!("  store {part}: {:.1} MB", mb(bytes));
    }
}
