//! Times the sparse-space solver in-process (one thread), for comparing
//! changes with less noise than whole-program timings:
//!
//!     cargo run --release -p nimatron-bench --example octal_time -- 0.16 509623 15 [THREADS] [SIMD]
//!
//! SIMD caps the vector kernels: auto (default), scalar, avx2, avx512, neon.
use nimatron::impartial::octal::{Config, Method, OctalGame, Simd, Solver};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let game: OctalGame = args.get(1).map_or("0.16", |s| s).parse().expect("game");
    let n: usize = args.get(2).map_or(509_623, |s| s.parse().expect("count"));
    let runs: usize = args.get(3).map_or(15, |s| s.parse().expect("runs"));
    let threads: usize = args.get(4).map_or(1, |s| s.parse().expect("threads"));
    let simd: Simd = args.get(5).map_or(Simd::Auto, |s| s.parse().expect("simd"));
    let mut times = Vec::new();
    let mut level = "";
    for _ in 0..runs {
        let s = Solver::new(game.clone(), Method::Sparse);
        let mut s = s.with_config(Config { threads, simd });
        level = s.kernel_level();
        let stop = AtomicBool::new(false);
        let t = Instant::now();
        let r = s.run(n, &stop, &mut |_| {});
        times.push(t.elapsed().as_secs_f64() * 1e3);
        assert!(r.computed > 0);
    }
    times.sort_by(f64::total_cmp);
    println!(
        "{game}: {n} heaps, {runs} runs, {threads} thread(s), kernels {level}: min {:.2} ms, median {:.2} ms",
        times[0],
        times[runs / 2]
    );
}
