//! Who wins the empty Domineering rectangles of the records (Breuker et al.
//! 8x8; Bullock's Obsequi 8x9, 9x8, 9x9, 10x10), Left (vertical) moving
//! first, as Obsequi's `solve rows R cols C ... V` does: winner, nodes and
//! seconds per board, each under a time limit.
//!
//! `cargo bench -p nimatron-bench --bench domineering_records -- [--time SECONDS] [RxC ...]`
//! (default: 8x8 8x9 9x8 9x9 10x10, 600 s each).

use nimatron::limits::Limits;
use nimatron::short::GameStore;
use nimatron::solve::sum::Board;
use nimatron::solve::{solve_domineering, DomProblem};
use std::time::{Duration, Instant};

/// Huge pages for the big tables, as the `nimatron` command has.
#[global_allocator]
static ALLOCATOR: nimatron::huge_pages::HugePages = nimatron::huge_pages::HugePages;

fn main() {
    let mut time = 600.0;
    let mut boards: Vec<(u32, u32)> = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        if a == "--time" {
            time = args
                .next()
                .and_then(|t| t.parse().ok())
                .expect("--time SECONDS");
        } else if let Some((r, c)) = a.split_once('x') {
            if let (Ok(r), Ok(c)) = (r.parse(), c.parse()) {
                boards.push((r, c));
            }
        }
    }
    if boards.is_empty() {
        boards = vec![(8, 8), (8, 9), (9, 8), (9, 9), (10, 10)];
    }
    println!("board  first  winner  nodes        seconds");
    for (rows, cols) in boards {
        let mut store = GameStore::new();
        let b = Board::rectangle(cols, rows);
        let p = DomProblem {
            w: cols,
            h: rows,
            open: b.open,
            known: store.zero(),
            left_first: true,
            small: None,
            // One thread a core.
            threads: None,
        };
        let limits = Limits::standard()
            .with_memory(2 << 30)
            .with_time(Duration::from_secs_f64(time));
        let t = Instant::now();
        match solve_domineering(&mut store, &p, &limits, None) {
            Ok(a) => println!(
                "{rows}x{cols:<4} left   {:<6}  {:<11}  {:.2}",
                if a.first_wins { "left" } else { "right" },
                a.stats.nodes,
                t.elapsed().as_secs_f64()
            ),
            Err(e) => println!(
                "{rows}x{cols:<4} left   ({e}, {:.0} s)",
                t.elapsed().as_secs_f64()
            ),
        }
    }
}
