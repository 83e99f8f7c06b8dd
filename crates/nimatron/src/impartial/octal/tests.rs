//! Tests of the solver: against the definition, between the methods, thread
//! counts and kernels, and on published values and periods.

use super::pipeline::{PARALLEL_MIN_RARE, PARALLEL_MIN_RARE_BLOCK};
use super::*;
use crate::impartial::grundy::mex;
use std::sync::atomic::AtomicBool;

fn run(game: &str, method: Method, limit: usize) -> (Solver, Report) {
    let g: OctalGame = game.parse().unwrap();
    let mut s = Solver::new(g, method);
    let r = s.run(limit, &AtomicBool::new(false), &mut |_| {});
    (s, r)
}

/// The definition, straight: mex of `option_values`.
fn by_definition(game: &OctalGame, n: usize) -> Vec<u32> {
    let mut g = vec![0u32];
    for i in 1..n {
        let v = mex(game.option_values(i, &g));
        g.push(v);
    }
    g
}

#[test]
fn kayles_values_and_period() {
    let (s, r) = run("0.77", Method::Sparse, 1 << 20);
    assert_eq!(r.stop, StopReason::Proved);
    assert_eq!(
        r.periodicity,
        Some(Periodicity {
            preperiod: 71,
            period: 12
        })
    );
    // Winning Ways: Kayles 0..11 = 0 1 2 3 1 4 3 2 1 4 2 6.
    assert_eq!(s.values(12), vec![0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
}

#[test]
fn dawsons_kayles_period_34() {
    // Dawson's Kayles 0.07 is Dawson's chess 0.137 shifted by one heap:
    // the last exceptional value is at 51 in 0.137, at 52 in 0.07.
    let (s, r) = run("dawson", Method::Sparse, 1 << 20);
    assert_eq!(r.stop, StopReason::Proved);
    assert_eq!(
        r.periodicity,
        Some(Periodicity {
            preperiod: 53,
            period: 34
        })
    );
    assert_eq!(s.values(10), vec![0, 0, 1, 1, 2, 0, 3, 1, 1, 0]);
    let (c, r) = run("0.137", Method::Sparse, 1 << 20);
    assert_eq!(
        r.periodicity,
        Some(Periodicity {
            preperiod: 52,
            period: 34
        })
    );
    assert_eq!(c.values(9), s.values(10)[1..].to_vec());
}

#[test]
fn subtraction_games() {
    // S(1,2,3): n mod 4.
    let (s, r) = run("sub:1,2,3", Method::Sparse, 1000);
    assert_eq!(r.periodicity.map(|p| (p.preperiod, p.period)), Some((0, 4)));
    assert_eq!(s.values(8), vec![0, 1, 2, 3, 0, 1, 2, 3]);
    // S(1,3,4): period 7, 0 1 0 1 2 3 2.
    let (s, r) = run("sub:1,3,4", Method::Sparse, 1000);
    assert_eq!(r.periodicity.map(|p| (p.preperiod, p.period)), Some((0, 7)));
    assert_eq!(s.values(7), vec![0, 1, 0, 1, 2, 3, 2]);
}

#[test]
fn sparse_equals_plain_and_definition() {
    for code in [
        "0.77", "0.07", "0.137", "4.7", "0.16", "0.354", "0.6", "0.4", "0.51", "0.F", "8.0",
        "0.123", "grundy", "0.007", "0.37", "0.156",
    ] {
        let game: OctalGame = code.parse().unwrap();
        let n = 3000;
        let mut a = Solver::new(game.clone(), Method::Plain);
        let mut b = Solver::new(game.clone(), Method::Sparse);
        let stop = AtomicBool::new(false);
        // Avoid early stops at a proof: compute exactly n values.
        a.extend_to(n);
        b.extend_to(n);
        assert_eq!(a.values(n), b.values(n), "{code}");
        let small = if game.max_parts() == 3 { 150 } else { 400 };
        assert_eq!(a.values(small), by_definition(&game, small), "{code}");
        // The values are all there: the run only looks for a period in them.
        let r = b.run(n, &stop, &mut |_| {});
        check_report(code, &game, &b, &r, n);
    }
}

/// The solved games' published least preperiods and periods
/// (tests/data/octal_solved.tsv, which names each source).
fn published() -> Vec<(OctalGame, Periodicity)> {
    include_str!("../../../tests/data/octal_solved.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            let p = Periodicity {
                preperiod: f[1].parse().unwrap(),
                period: f[2].parse().unwrap(),
            };
            (f[0].parse().unwrap(), p)
        })
        .collect()
}

/// What a run over `n` values already computed must report: all `n` counted,
/// their largest value, the limit reached or a period proved; a proved
/// period holds over every value; a game of the published table is proved
/// with its published preperiod and period wherever `n` values reach
/// Guy and Smith's bound (2 n0 + p + t), and never with others; Grundy's game
/// is never declared periodic.
fn check_report(code: &str, game: &OctalGame, s: &Solver, r: &Report, n: usize) {
    let values = s.values(n);
    assert_eq!(r.computed, n, "{code}");
    assert_eq!(r.max_value, values.iter().copied().max().unwrap(), "{code}");
    assert!(
        matches!(r.stop, StopReason::Reached | StopReason::Proved),
        "{code}: {:?}",
        r.stop
    );
    assert_eq!(
        r.stop == StopReason::Proved,
        r.periodicity.is_some(),
        "{code}"
    );
    if let Some(p) = r.periodicity {
        assert!(p.period > 0 && p.preperiod + p.period <= n, "{code}: {p:?}");
        for i in p.preperiod..n - p.period {
            assert_eq!(values[i], values[i + p.period], "{code}: {p:?} at {i}");
        }
        assert!(
            2 * p.preperiod + p.period + game.max_removal() <= n,
            "{code}: {p:?}"
        );
    }
    if code == "grundy" {
        assert_eq!(r.periodicity, None);
    }
    if let Some((_, known)) = published().into_iter().find(|(g, _)| g == game) {
        if 2 * known.preperiod + known.period + game.max_removal() <= n {
            assert_eq!(r.periodicity, Some(known), "{code}");
        } else {
            assert_eq!(r.periodicity, None, "{code}");
        }
    }
}

/// The helper thread (rare-part bits computed ahead) changes nothing:
/// one thread, two threads and the plain method agree on games with
/// enough rare positions for the helper to run.
#[test]
fn two_threads_equal_one_and_plain() {
    for (code, n) in [("grundy", 40_000), ("0.6", 30_000)] {
        let game: OctalGame = code.parse().unwrap();
        let mut one = Solver::new(game.clone(), Method::Sparse);
        one.set_threads(1);
        let mut two = Solver::new(game.clone(), Method::Sparse);
        two.set_threads(2);
        let mut plain = Solver::new(game, Method::Plain);
        assert!(one.extend_to(n) && two.extend_to(n) && plain.extend_to(n));
        assert!(two.sparse.rare.len() >= PARALLEL_MIN_RARE, "{code}");
        let v = one.values(n);
        assert_eq!(v, two.values(n), "{code}");
        assert_eq!(v, plain.values(n), "{code}");
    }
}

/// The helper's 64-slot block mode (0.354: values below 128, span 128)
/// gives the same values as one thread; the plain method checks a prefix.
#[test]
fn block_helper_equals_one_thread() {
    let game: OctalGame = "0.354".parse().unwrap();
    let n = 150_000;
    let mut one = Solver::new(game.clone(), Method::Sparse);
    one.set_threads(1);
    let mut two = Solver::new(game.clone(), Method::Sparse);
    two.set_threads(2);
    assert!(one.extend_to(n) && two.extend_to(n));
    assert!(two.sparse.rare.len() >= PARALLEL_MIN_RARE_BLOCK);
    assert_eq!(one.values(n), two.values(n));
    let mut plain = Solver::new(game, Method::Plain);
    assert!(plain.extend_to(20_000));
    assert_eq!(plain.values(20_000), two.values(20_000));
}

#[test]
fn grundys_game_published_values() {
    // OEIS A002188: 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0 ...
    let (s, r) = run("grundy", Method::Sparse, 5000);
    assert_eq!(r.stop, StopReason::Reached);
    assert_eq!(r.periodicity, None);
    assert_eq!(
        s.values(21),
        vec![0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]
    );
}

/// A run that stops at its limit reports a period that the values computed
/// already prove: .127 has period 4 from 46,578, proved by 93,168 values;
/// a run to 95,000 used to stop between two checkpoints (with two threads,
/// while the search that would find it still ran) and report none.
#[test]
fn period_proved_by_the_values_at_the_limit() {
    let game: OctalGame = ".127".parse().unwrap();
    let want = Some(Periodicity {
        preperiod: 46_578,
        period: 4,
    });
    for threads in [1, 2] {
        for limit in [93_168, 95_000, 100_000] {
            let mut s = Solver::new(game.clone(), Method::Sparse);
            s.set_threads(threads);
            let r = s.run(limit, &AtomicBool::new(false), &mut |_| {});
            assert_eq!(r.periodicity, want, "{threads} thread(s), to {limit}");
            assert_eq!(r.stop, StopReason::Proved);
            assert!(r.computed <= limit);
        }
        // One value short of the proof: no period yet; the next run goes on.
        let mut s = Solver::new(game.clone(), Method::Sparse);
        s.set_threads(threads);
        let r = s.run(93_167, &AtomicBool::new(false), &mut |_| {});
        assert_eq!((r.stop, r.periodicity), (StopReason::Reached, None));
        let r = s.run(95_000, &AtomicBool::new(false), &mut |_| {});
        assert_eq!(
            (r.stop, r.periodicity, r.computed),
            (StopReason::Proved, want, 93_168)
        );
    }
}

#[test]
fn interrupt_stops_cleanly() {
    let g: OctalGame = "0.6".parse().unwrap();
    let mut s = Solver::new(g, Method::Sparse);
    let stop = AtomicBool::new(true);
    let r = s.run(1 << 30, &stop, &mut |_| {});
    assert_eq!(r.stop, StopReason::Interrupted);
    assert_eq!(r.computed, 1);
}

#[test]
fn codes_of_long_subtraction_sets_read_back() {
    // Found by fuzzing: sub:96's code has 97 digits, once refused (at most 64).
    for set in ["sub:96", "sub:1,163", "sub:4096"] {
        let g: OctalGame = set.parse().unwrap();
        let code = g.code().expect("a code");
        let again = OctalGame::from_code(&code).unwrap();
        assert_eq!(again.code(), Some(code.clone()), "{set}");
        for n in [0, 95, 96, 97, 200, 4096, 4097] {
            assert_eq!(again.heap_options(n), g.heap_options(n), "{set}, heap {n}");
        }
    }
}
