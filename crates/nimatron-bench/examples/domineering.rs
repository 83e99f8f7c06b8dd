//! Canonical forms of empty Domineering rectangles, timed.
//! `cargo run --release -p nimatron-bench --example domineering -- 5 5`
use nimatron::rulesets::{Domineering, PartizanSolver};
use nimatron::short::GameStore;
use std::time::Instant;
fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("a number"))
        .collect();
    let (w, h) = (
        args.first().copied().unwrap_or(4),
        args.get(1).copied().unwrap_or(4),
    );
    let t = Instant::now();
    let mut s = GameStore::new();
    let mut solver = PartizanSolver::new();
    let g = solver.canonical_form(&mut s, &Domineering::rectangle(w, h).expect("size"));
    let text = s.display(g);
    println!(
        "{w}x{h}: {} ({:?}, {} games, {} positions)",
        if text.len() > 200 {
            format!("{}...", &text[..200])
        } else {
            text
        },
        t.elapsed(),
        s.len(),
        solver.table_len()
    );
}
