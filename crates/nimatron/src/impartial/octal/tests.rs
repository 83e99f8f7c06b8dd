//! Tests of the solver: against the definition, between the methods, thread
//! counts and kernels, and on published values and periods.

use super::pipeline::{PARALLEL_MIN_RARE, PARALLEL_MIN_RARE_BLOCK};
use super::simd::Kernels;
use super::sparse_bits::{rare_pair_bits_below, set_bit, Bits, PairBlock, SmallRare};
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

/// A seeded xorshift generator for the kernel tests.
fn xorshift(mut x: u64) -> impl FnMut() -> u64 {
    move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    }
}

/// The kernels of this CPU when they have what a test needs (`has`);
/// otherwise the test says it is skipped.
fn vector_kernels(test: &str, has: fn(Kernels) -> bool) -> Option<Kernels> {
    let k = Kernels::new(Simd::Auto);
    if has(k) {
        Some(k)
    } else {
        eprintln!("{test}: skipped: no AVX-512");
        None
    }
}

/// Whether the vector kernel for 8-bit (`wide` false) or 16-bit values
/// runs with `k`; says so when an 8-bit part is skipped.
fn runs(k: Kernels, wide: bool, test: &str) -> bool {
    if !wide && !k.vbmi() {
        eprintln!("{test}: 8-bit kernels skipped: no AVX-512 VBMI");
    }
    wide || k.vbmi()
}

/// The AVX-512 byte-table scans and the scalar scan agree, each path
/// chosen by configuration.
#[test]
fn simd_and_scalar_scans_agree() {
    let test = "simd_and_scalar_scans_agree";
    let Some(k) = vector_kernels(test, Kernels::bw) else {
        return;
    };
    let scalar = Kernels::new(Simd::Scalar);
    let mut rnd = xorshift(12345u64);
    for trial in 0..200 {
        let len = 300 + (rnd() % 3000) as usize;
        let g8: Vec<u8> = (0..len).map(|_| (rnd() % 40) as u8).collect();
        let g16: Vec<u16> = (0..len).map(|_| (rnd() % 400) as u16).collect();
        let m = len - 1 - (trial % 3);
        let hi = m / 2;
        let lo = 1 + (rnd() % 5) as usize;
        for wide in [false, true] {
            let top = if wide { 512 } else { 64 };
            let list: Vec<u32> = (0..6).map(|_| (rnd() % top) as u32).collect();
            if !runs(k, wide, test) {
                continue;
            }
            let mut need_a = vec![0u8; 1 << 16];
            let mut bits_a = [0u8; 64];
            for &v in &list {
                need_a[v as usize] = 1;
                bits_a[(v >> 3) as usize] |= 1 << (v & 7);
            }
            let (mut need_b, mut bits_b) = (need_a.clone(), bits_a);
            let left0 = need_a.iter().filter(|&&b| b != 0).count();
            let (a, b) = if wide {
                (
                    scalar.scan(&g16, m, lo, hi, &mut need_a, &mut bits_a, left0, 512),
                    k.scan(&g16, m, lo, hi, &mut need_b, &mut bits_b, left0, 512),
                )
            } else {
                (
                    scalar.scan(&g8, m, lo, hi, &mut need_a, &mut bits_a, left0, 64),
                    k.scan(&g8, m, lo, hi, &mut need_b, &mut bits_b, left0, 64),
                )
            };
            assert_eq!(a, b, "trial {trial} wide {wide}");
            if a > 0 {
                assert_eq!(need_a, need_b, "trial {trial} wide {wide}");
            }
        }
    }
}

/// The AVX-512 bit-set scans and the scalar bit-set scan agree, for few and
/// many needed values, each path chosen by configuration.
#[test]
fn simd_and_scalar_bit_scans_agree() {
    let test = "simd_and_scalar_bit_scans_agree";
    let Some(k) = vector_kernels(test, Kernels::bw) else {
        return;
    };
    let scalar = Kernels::new(Simd::Scalar);
    let mut rnd = xorshift(987654321u64);
    for trial in 0..2000 {
        let len = 100 + (rnd() % 1500) as usize;
        let g8: Vec<u8> = (0..len).map(|_| (rnd() % 100) as u8).collect();
        let g16: Vec<u16> = (0..len).map(|_| (rnd() % 500) as u16).collect();
        let m = len - 1 - (trial % 3);
        let hi = m / 2;
        let lo = 1 + (rnd() % 40) as usize;
        let count = 1 + (rnd() % 90) as usize;
        for wide in [false, true] {
            let top = if wide { 512 } else { 128 };
            let mut need: Bits = [0; 8];
            for _ in 0..count {
                set_bit(&mut need, (rnd() % top) as u32);
            }
            if !runs(k, wide, test) {
                continue;
            }
            let left: u32 = need.iter().map(|w| w.count_ones()).sum();
            let (mut na, mut nb) = (need, need);
            let (a, b) = if wide {
                (
                    scalar.scan_bits(&g16, m, lo, hi, &mut na, left),
                    k.scan_bits(&g16, m, lo, hi, &mut nb, left),
                )
            } else {
                (
                    scalar.scan_bits(&g8, m, lo, hi, &mut na, left),
                    k.scan_bits(&g8, m, lo, hi, &mut nb, left),
                )
            };
            assert_eq!(a, b, "trial {trial} wide {wide}");
            if a > 0 {
                assert_eq!(na, nb, "trial {trial} wide {wide}");
            }
        }
    }
}

/// The 8-bit pair-bit kernels (the rare-part pairs of 64 split sums at
/// once, and of one split sum over the rare positions below 64 by one
/// permutation) agree with the scalar pair bits; scalar configuration has
/// no such kernel.
#[test]
fn simd_and_scalar_pair_bits_agree() {
    let scalar = Kernels::new(Simd::Scalar);
    assert!(!scalar.has_pair_block::<u8>());
    let Some(k) = vector_kernels("simd_and_scalar_pair_bits_agree", Kernels::vbmi) else {
        return;
    };
    assert!(k.has_pair_block::<u8>());
    let mut rnd = xorshift(4242u64);
    let mut marks = vec![0u8; 1 << 16];
    let marks: &mut [u8; 1 << 16] = marks.as_mut_slice().try_into().unwrap();
    for trial in 0..400 {
        let len = 64 + (rnd() % 1500) as usize;
        let words = 1 + trial % 2; // values below 64, or below 128
        let g: Vec<u8> = (0..len)
            .map(|_| (rnd() % (64 * words as u64)) as u8)
            .collect();
        let rare: Vec<u32> = (1..len as u32)
            .filter(|_| rnd().is_multiple_of(3))
            .collect();
        let rare_vals: Vec<u16> = rare.iter().map(|&r| g[r as usize] as u16).collect();
        let unequal = trial % 4 == 0;
        let base = 1 + (rnd() as usize % (len + 64));
        let mut block = PairBlock::default();
        assert!(!scalar.pair_block(&g, base, unequal, &rare, &rare_vals, words, &mut block));
        assert!(k.pair_block(&g, base, unequal, &rare, &rare_vals, words, &mut block));
        for j in 0..64 {
            let m = base + j;
            let b = rare_pair_bits_below(&g, m, len, unequal, &rare, &rare_vals, marks, words);
            assert_eq!(
                (block.lo[j], block.hi[j]),
                (b[0], b[1]),
                "trial {trial} m {m}"
            );
        }
        let mut small = SmallRare::default();
        small.update(&rare, &rare_vals, 1);
        let c = small.count;
        for m in 64..=len {
            let b = rare_pair_bits_below(
                &g,
                m,
                len,
                unequal,
                &rare[..c],
                &rare_vals[..c],
                marks,
                words,
            );
            let v = k.small_pairs(&g, m, unequal, &small, words);
            assert_eq!(v, (b[0], b[1]), "trial {trial} m {m}");
        }
    }
}

/// With scalar loops only, the solver gives the values it gives with the
/// AVX-512 kernels: 0.354 (values below 128: pair blocks, small pairs, 8-bit
/// scans; one thread and the helper's blocks), 0.6 and Grundy's game (the
/// helper's shares), 0.16.
#[test]
fn scalar_and_vector_solvers_agree() {
    if vector_kernels("scalar_and_vector_solvers_agree", Kernels::bw).is_none() {
        return;
    }
    for (code, n, threads) in [
        ("0.354", 100_000, 1),
        ("0.354", 100_000, 2),
        ("0.6", 30_000, 2),
        ("grundy", 40_000, 2),
        ("0.16", 100_000, 1),
    ] {
        let game: OctalGame = code.parse().unwrap();
        let solve = |simd| {
            let config = Config { threads, simd };
            let mut s = Solver::new(game.clone(), Method::Sparse).with_config(config);
            assert!(s.extend_to(n));
            s
        };
        let (scalar, vector) = (solve(Simd::Scalar), solve(Simd::Auto));
        assert_eq!(scalar.kernels, Kernels::SCALAR);
        assert_ne!(vector.kernels, Kernels::SCALAR);
        assert_eq!(
            scalar.values(n),
            vector.values(n),
            "{code}, {threads} thread(s)"
        );
    }
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
