//! Profiling aid: the `games_born_by_day_3` benchmark, repeated.
use nimatron::short::GameStore;
fn main() {
    let rounds = 500;
    let t = std::time::Instant::now();
    let mut n = 0;
    for _ in 0..rounds {
        n += GameStore::new().games_born_by(3).len();
    }
    println!("{n} {:?} per round", t.elapsed() / rounds);
    let mut s = GameStore::new();
    let d2 = s.games_born_by(2);
    let t = std::time::Instant::now();
    let a = s.antichains(&d2);
    println!("{} antichains of day 2 in {:?}", a.len(), t.elapsed());
}
