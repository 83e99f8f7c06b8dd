//! Sparse-space (rare values) versus plain computation of octal-game Grundy
//! sequences. Each benchmark checks its answer against the other method.
//!
//! Run: `cargo bench -p nimatron-bench --bench octal`. The ratio of the
//! `plain` and `sparse` times for the same game and length is the speed-up.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use nimatron::impartial::octal::{Method, OctalGame, Solver};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

fn values(game: &str, method: Method, n: usize) -> Vec<u32> {
    let g: OctalGame = game.parse().expect("game");
    let mut s = Solver::new(g, method);
    // Grundy's game and 0.6 never stop at a proof, so exactly n values come out.
    s.run(n, &AtomicBool::new(false), &mut |_| {});
    s.values(n)
}

fn sparse_vs_plain(c: &mut Criterion) {
    let mut group = c.benchmark_group("octal");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(5));
    for (game, n) in [("grundy", 20_000usize), ("0.6", 20_000), ("grundy", 60_000)] {
        let plain = values(game, Method::Plain, n);
        let sparse = values(game, Method::Sparse, n);
        assert_eq!(plain, sparse, "{game}: methods disagree");
        for (name, method) in [("plain", Method::Plain), ("sparse", Method::Sparse)] {
            group.bench_with_input(
                BenchmarkId::new(format!("{game}/{name}"), n),
                &n,
                |b, &n| b.iter(|| values(game, method, n)),
            );
        }
    }
    group.finish();
}

criterion_group!(benches, sparse_vs_plain);
criterion_main!(benches);
