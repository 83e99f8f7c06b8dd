//! Time the Domineering search on an empty board: `solve_dom ROWS COLS [left|right] [SMALL] [THREADS]`.
use nimatron::limits::Limits;
use nimatron::short::GameStore;
use nimatron::solve::{solve_domineering, DomProblem};
use std::time::Instant;

/// Huge pages for the big tables, as the `nimatron` command has.
#[global_allocator]
static ALLOCATOR: nimatron::huge_pages::HugePages = nimatron::huge_pages::HugePages;

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let rows: u32 = a.get(1).map_or(8, |x| x.parse().expect("rows"));
    let cols: u32 = a.get(2).map_or(8, |x| x.parse().expect("columns"));
    let left = a.get(3).is_none_or(|x| x == "left");
    let mut store = GameStore::new();
    let n = rows * cols;
    let open = if n == 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
    };
    let p = DomProblem {
        w: cols,
        h: rows,
        open,
        known: store.zero(),
        left_first: left,
        small: a
            .get(4)
            .filter(|x| *x != "-")
            .map(|x| x.parse().expect("small")),
        threads: a.get(5).map(|x| x.parse().expect("threads")),
    };
    let t = Instant::now();
    let r = solve_domineering(&mut store, &p, &Limits::none(), None).expect("no limits");
    let first = if left { "left" } else { "right" };
    println!(
        "{rows}x{cols} {first} first: wins {} move {:?} nodes {} {:.3}s\n{:?}",
        r.first_wins,
        r.winning_move,
        r.stats.nodes,
        t.elapsed().as_secs_f64(),
        r.stats
    );
}
