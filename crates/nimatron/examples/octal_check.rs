//! Computes a take-and-break game's Grundy values and prints a hash of all of
//! them, the time taken and what was proved: for checking that the methods and
//! thread counts give bit-identical sequences on large inputs.
//!
//! `cargo run --release -p nimatron --example octal_check -- GAME N [plain|sparse] [THREADS]`

use nimatron::impartial::octal::{Method, OctalGame, Solver};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let game: OctalGame = args.get(1).map_or("0.6", |s| s).parse().expect("game");
    let n: usize = args.get(2).map_or(1 << 16, |s| s.parse().expect("N"));
    let method = match args.get(3).map(String::as_str) {
        Some("plain") => Method::Plain,
        _ => Method::Sparse,
    };
    let mut s = Solver::new(game, method);
    if let Some(t) = args.get(4) {
        s.set_threads(t.parse().expect("threads"));
    }
    let t0 = Instant::now();
    let r = s.run(n, &AtomicBool::new(false), &mut |_| {});
    let secs = t0.elapsed().as_secs_f64();
    // FNV-1a over every value.
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    for v in s.values(r.computed) {
        h = (h ^ v as u64).wrapping_mul(0x100_0000_01b3);
    }
    println!(
        "{} computed {} max {} periodicity {:?} hash {h:016x} in {secs:.3} s",
        s.game(),
        r.computed,
        r.max_value,
        r.periodicity
    );
}
