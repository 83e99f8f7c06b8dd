//! Profiling aid: the comparisons of the `random_comparisons_2000` benchmark, repeated.
use nimatron::lang::Session;
fn main() {
    let singles = nimatron_bench::random_games(1200, 4, 7);
    let texts: Vec<String> = singles.chunks(3).map(|c| c.join(" + ")).collect();
    let pairs: Vec<(usize, usize)> = (0..2000)
        .map(|i| (i % 400, (i % 400 + 1 + i / 400) % 400))
        .collect();
    let mut s = Session::new();
    let games: Vec<_> = texts.iter().map(|t| s.eval_game(t).unwrap()).collect();
    let t = std::time::Instant::now();
    let mut n = 0;
    for _ in 0..2000 {
        s.store.clear_caches();
        for &(i, j) in &pairs {
            n += s.store.leq(games[i], games[j]) as u32;
            n += s.store.leq(games[j], games[i]) as u32;
        }
    }
    println!("{n} {:?} per round", t.elapsed() / 2000);
}
