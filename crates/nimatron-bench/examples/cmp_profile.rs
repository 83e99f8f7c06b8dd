//! Profiling aid: the comparisons of the `random_comparisons_2000` benchmark.
//! `cmp_profile MODE [ROUNDS]`, MODE one of
//! `fresh` (default): each round on a freshly built store, as in the benchmark;
//! `clone`: each round on a clone of one built store (for perf: no parsing);
//! `warm`: each round on a clone that has done the comparisons once (caches
//! emptied);
//! `cgt`: the same comparisons with the `cgt` crate.
//! Instructions of the comparisons alone, which unlike timings do not depend
//! on the host: `valgrind --tool=callgrind --toggle-collect='*compare_round*'
//! target/release/examples/cmp_profile clone 100` (or `cgt 100`).
use cgt::short::partizan::canonical_form::CanonicalForm;
use nimatron::lang::Session;
use std::str::FromStr;
use std::time::{Duration, Instant};
fn main() {
    let mode = std::env::args().nth(1).unwrap_or_else(|| "fresh".into());
    let singles = nimatron_bench::random_games(1200, 4, 7);
    let texts: Vec<String> = singles.chunks(3).map(|c| c.join(" + ")).collect();
    let pairs: Vec<(usize, usize)> = (0..2000)
        .map(|i| (i % 400, (i % 400 + 1 + i / 400) % 400))
        .collect();
    if mode == "cgt" {
        let rounds: u32 = std::env::args().nth(2).map_or(200, |r| r.parse().unwrap());
        let theirs: Vec<CanonicalForm> = singles
            .chunks(3)
            .map(|c| c.iter().map(|t| CanonicalForm::from_str(t).unwrap()).sum())
            .collect();
        let t = Instant::now();
        let n: u32 = (0..rounds)
            .map(|_| compare_round_cgt(&theirs, &pairs))
            .sum();
        println!("{n} compare {:?} per round", t.elapsed() / rounds);
        return;
    }
    let build = || {
        let mut s = Session::new();
        let games: Vec<_> = texts.iter().map(|t| s.eval_game(t).unwrap()).collect();
        s.store.clear_caches();
        (s.store, games)
    };
    let (mut cmp, mut drop_t) = (Duration::ZERO, Duration::ZERO);
    let mut n = 0;
    let rounds: u32 = std::env::args()
        .nth(2)
        .map(|r| r.parse().unwrap())
        .unwrap_or(if mode != "fresh" { 2000 } else { 200 });
    let (store, games) = build();
    for _ in 0..rounds {
        let mut s = if mode == "clone" {
            store.clone()
        } else if mode == "warm" {
            let mut s = store.clone();
            for &(i, j) in &pairs {
                n += s.leq(games[i], games[j]) as u32;
                n += s.leq(games[j], games[i]) as u32;
            }
            s.clear_caches();
            s
        } else {
            build().0
        };
        let t = Instant::now();
        n += compare_round(&mut s, &games, &pairs);
        cmp += t.elapsed();
        let t = Instant::now();
        drop(s);
        drop_t += t.elapsed();
    }
    println!("store: {} games", store.len());
    println!(
        "{n} compare {:?}, drop {:?} per round",
        cmp / rounds,
        drop_t / rounds
    );
}
/// One round of the benchmark's comparisons (a function of its own, so that
/// `valgrind --tool=callgrind --toggle-collect='*compare_round*'` counts it alone).
#[inline(never)]
fn compare_round(
    s: &mut nimatron::short::GameStore,
    games: &[nimatron::short::Game],
    pairs: &[(usize, usize)],
) -> u32 {
    let mut n = 0;
    for &(i, j) in pairs {
        n += s.leq(games[i], games[j]) as u32;
        n += s.leq(games[j], games[i]) as u32;
    }
    n
}
/// One round with the `cgt` crate.
#[inline(never)]
fn compare_round_cgt(theirs: &[CanonicalForm], pairs: &[(usize, usize)]) -> u32 {
    let mut n = 0;
    for &(i, j) in pairs {
        n += CanonicalForm::leq(&theirs[i], &theirs[j]) as u32;
        n += CanonicalForm::leq(&theirs[j], &theirs[i]) as u32;
    }
    n
}
