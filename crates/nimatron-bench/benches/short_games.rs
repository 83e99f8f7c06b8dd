//! Core engine against the `cgt` crate (0.11), same inputs, same run.
//!
//! `cargo bench -p nimatron-bench --bench short_games`

use cgt::short::partizan::canonical_form::CanonicalForm;
use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use nimatron::lang::Session;
use nimatron::short::{Game, GameStore};
use nimatron_bench::random_games;
use std::hint::black_box;
use std::str::FromStr;

fn parse_and_canonicalise(c: &mut Criterion) {
    parse_and_canonicalise_depth(c, 4, 10_000, "parse_canonicalise_10k");
    parse_and_canonicalise_depth(c, 6, 1_000, "parse_canonicalise_1k_depth6");
}

fn parse_and_canonicalise_depth(c: &mut Criterion, depth: u32, count: usize, name: &str) {
    let inputs = random_games(count, depth, 2026);
    // Both engines must agree on every game's stops before we time them.
    {
        let mut s = Session::new();
        for text in inputs.iter().take(500) {
            let ours = s
                .eval_to_string(&format!("leftstop({text})"))
                .unwrap()
                .unwrap();
            let theirs = CanonicalForm::from_str(text)
                .unwrap()
                .left_stop()
                .to_string();
            assert_eq!(ours, theirs, "{text}");
        }
    }
    let mut g = c.benchmark_group(name);
    g.sample_size(10);
    g.bench_function("nimatron", |b| {
        b.iter(|| {
            let mut s = Session::new();
            for text in &inputs {
                black_box(s.eval_line(text).unwrap());
            }
        })
    });
    g.bench_function("cgt", |b| {
        b.iter(|| {
            for text in &inputs {
                black_box(CanonicalForm::from_str(text).unwrap());
            }
        })
    });
    g.finish();
}

fn switch_sum_ours(s: &mut GameStore) -> Game {
    let parts: Vec<Game> = (1..=8)
        .map(|j| {
            let (a, b, c) = (s.integer(j + 1), s.integer(j), s.integer(-j));
            let inner = s.from_options(&[b], &[c]);
            s.from_options(&[a], &[inner])
        })
        .collect();
    s.sum(&parts)
}

fn switch_sum_cgt() -> CanonicalForm {
    (1..=8)
        .map(|j| {
            let inner = CanonicalForm::new_from_moves(
                vec![CanonicalForm::new_integer(j)],
                vec![CanonicalForm::new_integer(-j)],
            );
            CanonicalForm::new_from_moves(vec![CanonicalForm::new_integer(j + 1)], vec![inner])
        })
        .sum()
}

fn sum_of_switches(c: &mut Criterion) {
    {
        let mut s = GameStore::new();
        let ours = switch_sum_ours(&mut s);
        let theirs = switch_sum_cgt();
        assert_eq!(
            s.left_stop(ours).to_string(),
            theirs.left_stop().to_string()
        );
        assert_eq!(
            s.right_stop(ours).to_string(),
            theirs.right_stop().to_string()
        );
        assert_eq!(
            s.left_options(ours).len() + s.right_options(ours).len(),
            theirs.left_moves().count() + theirs.right_moves().count()
        );
    }
    let mut g = c.benchmark_group("sum_j+1|j|-j_for_j_1..8");
    g.sample_size(10);
    g.bench_function("nimatron", |b| {
        b.iter(|| {
            let mut s = GameStore::new();
            black_box(switch_sum_ours(&mut s))
        })
    });
    g.bench_function("cgt", |b| b.iter(|| black_box(switch_sum_cgt())));
    g.finish();
}

fn comparisons(c: &mut Criterion) {
    // Sums of three random games of depth 4: comparisons that need real search.
    comparisons_of_sums(c, 3, 400, 2000, "random_comparisons_2000");
    // Sums of six: larger games, where memoised search pays.
    comparisons_of_sums(c, 6, 100, 400, "random_comparisons_400_sums_of_6");
}

fn comparisons_of_sums(c: &mut Criterion, parts: usize, games: usize, count: usize, name: &str) {
    let singles = random_games(games * parts, 4, 7);
    let texts: Vec<String> = singles.chunks(parts).map(|c| c.join(" + ")).collect();
    // Distinct pairs (a, a + offset): no comparison is asked twice.
    let pairs: Vec<(usize, usize)> = (0..count)
        .map(|i| (i % games, (i % games + 1 + i / games) % games))
        .collect();
    let theirs: Vec<CanonicalForm> = singles
        .chunks(parts)
        .map(|c| c.iter().map(|t| CanonicalForm::from_str(t).unwrap()).sum())
        .collect();
    // Both engines get their games built beforehand (cgt's are reused by every
    // iteration); ours start each iteration from a copy of the built store
    // with empty caches, so every comparison is searched afresh.
    let (built, games) = {
        let mut s = Session::new();
        let games: Vec<Game> = texts.iter().map(|t| s.eval_game(t).unwrap()).collect();
        s.store.clear_caches();
        (s.store, games)
    };
    {
        let mut s = built.clone();
        for &(i, j) in &pairs {
            assert_eq!(
                s.leq(games[i], games[j]),
                CanonicalForm::leq(&theirs[i], &theirs[j])
            );
        }
    }
    let mut g = c.benchmark_group(name);
    g.bench_function("nimatron", |b| {
        b.iter_batched_ref(
            || built.clone(),
            |s| {
                for &(i, j) in &pairs {
                    black_box(s.leq(games[i], games[j]));
                    black_box(s.leq(games[j], games[i]));
                }
            },
            BatchSize::PerIteration,
        )
    });
    // The same, on one store whose caches are emptied (untimed) before each
    // round instead of a fresh copy: the store's tables stay where they are.
    g.bench_function("nimatron_warm", |b| {
        let mut s = built.clone();
        b.iter_custom(|rounds| {
            let mut total = std::time::Duration::ZERO;
            for _ in 0..rounds {
                s.clear_caches();
                let t = std::time::Instant::now();
                for &(i, j) in &pairs {
                    black_box(s.leq(games[i], games[j]));
                    black_box(s.leq(games[j], games[i]));
                }
                total += t.elapsed();
            }
            total
        })
    });
    g.bench_function("cgt", |b| {
        b.iter(|| {
            for &(i, j) in &pairs {
                black_box(CanonicalForm::leq(&theirs[i], &theirs[j]));
                black_box(CanonicalForm::leq(&theirs[j], &theirs[i]));
            }
        })
    });
    g.finish();
}

/// Games born by day 3 with the cgt crate, by the same antichain method.
fn born_by_day_cgt(day: u32) -> Vec<CanonicalForm> {
    let mut games = vec![CanonicalForm::new_integer(0)];
    for _ in 0..day {
        let n = games.len();
        let mut anti: Vec<Vec<usize>> = Vec::new();
        let comparable: Vec<Vec<bool>> = (0..n)
            .map(|i| {
                (0..n)
                    .map(|j| {
                        i == j
                            || CanonicalForm::leq(&games[i], &games[j])
                            || CanonicalForm::leq(&games[j], &games[i])
                    })
                    .collect()
            })
            .collect();
        fn rec(cmp: &[Vec<bool>], from: usize, cur: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
            out.push(cur.clone());
            for k in from..cmp.len() {
                if cur.iter().all(|&i| !cmp[i][k]) {
                    cur.push(k);
                    rec(cmp, k + 1, cur, out);
                    cur.pop();
                }
            }
        }
        rec(&comparable, 0, &mut Vec::new(), &mut anti);
        // cgt's CanonicalForm is not Hash: deduplicate by its printed form.
        let mut next = std::collections::HashMap::new();
        for l in &anti {
            for r in &anti {
                let lm = l.iter().map(|&i| games[i].clone()).collect();
                let rm = r.iter().map(|&i| games[i].clone()).collect();
                let g = CanonicalForm::new_from_moves(lm, rm);
                next.entry(g.to_string()).or_insert(g);
            }
        }
        games = next.into_values().collect();
    }
    games
}

fn born_by_day_3(c: &mut Criterion) {
    assert_eq!(GameStore::new().games_born_by(3).len(), 1474);
    assert_eq!(born_by_day_cgt(3).len(), 1474);
    let mut g = c.benchmark_group("games_born_by_day_3");
    g.sample_size(10);
    g.bench_function("nimatron", |b| {
        b.iter(|| black_box(GameStore::new().games_born_by(3).len()))
    });
    g.bench_function("cgt", |b| b.iter(|| black_box(born_by_day_cgt(3).len())));
    g.finish();
}

criterion_group!(
    benches,
    parse_and_canonicalise,
    sum_of_switches,
    comparisons,
    born_by_day_3
);
criterion_main!(benches);
