//! Tests of the vector kernels: every kernel level this CPU has (AVX-512,
//! AVX2, NEON) against the scalar loops, kernel by kernel and whole solvers.
//!
//! A level the CPU lacks is skipped, and each test says so on stderr.

use super::simd::Kernels;
use super::sparse_bits::{rare_pair_bits_below, set_bit, Bits, PairBlock, SmallRare};
use super::*;
use proptest::prelude::*;

/// A seeded xorshift generator for the kernel tests.
fn xorshift(mut x: u64) -> impl FnMut() -> u64 {
    move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    }
}

/// The capped levels, each with the kernels it gives on this CPU; a level
/// that gives the scalar loops only (the CPU lacks it) is left out, and
/// `test` says it was skipped.
fn levels(test: &str) -> Vec<(Simd, Kernels)> {
    let mut out = Vec::new();
    for simd in [Simd::Avx512, Simd::Avx2, Simd::Neon] {
        let k = Kernels::new(simd);
        if k == Kernels::SCALAR || out.iter().any(|&(_, o)| o == k) {
            eprintln!("{test}: {simd} skipped: this CPU lacks it");
        } else {
            out.push((simd, k));
        }
    }
    out
}

#[test]
fn levels_cap_the_kernels() {
    assert_eq!(Kernels::new(Simd::Scalar), Kernels::SCALAR);
    assert_eq!(Kernels::new(Simd::Scalar).name(), "scalar");
    // A cap never gives more than the CPU has, and AVX2 never gives AVX-512.
    let avx2 = Kernels::new(Simd::Avx2);
    assert!(!avx2.bw() && !avx2.vbmi());
    assert!(["avx2", "scalar"].contains(&avx2.name()));
    assert_eq!(avx2.portable(), avx2.name() == "avx2");
    let neon = Kernels::new(Simd::Neon);
    assert!(!neon.bw() && !neon.vbmi());
    assert!(["neon", "scalar"].contains(&neon.name()));
    #[cfg(not(target_arch = "aarch64"))]
    assert_eq!(Kernels::new(Simd::Auto), Kernels::new(Simd::Avx512));
    #[cfg(target_arch = "aarch64")]
    assert_eq!(Kernels::new(Simd::Auto), Kernels::new(Simd::Neon));
    for simd in Simd::ALL {
        assert_eq!(simd.name().parse::<Simd>(), Ok(simd));
        assert_eq!(simd.name().to_uppercase().parse::<Simd>(), Ok(simd));
    }
    assert!("avx3".parse::<Simd>().is_err());
    #[cfg(target_arch = "x86_64")]
    if is_x86_feature_detected!("avx2") && is_x86_feature_detected!("bmi2") {
        assert_eq!(avx2.name(), "avx2");
    }
    #[cfg(target_arch = "x86_64")]
    if is_x86_feature_detected!("avx512vbmi") && is_x86_feature_detected!("avx512bw") {
        assert_eq!(Kernels::new(Simd::Auto).name(), "avx512-vbmi");
    }
}

/// Whether the vector kernel for 8-bit (`wide` false) or 16-bit values
/// runs with `k`; says so when a part is skipped.
fn runs(k: Kernels, wide: bool, test: &str) -> bool {
    let ok = if wide { k.bw() } else { k.vbmi() };
    if !ok {
        eprintln!(
            "{test}: {} {}-bit byte-table scan: no kernel",
            k.name(),
            if wide { 16 } else { 8 }
        );
    }
    ok
}

/// The byte-table scans (AVX-512 only; the other levels run the scalar
/// loop) agree with the scalar scan, each path chosen by configuration.
#[test]
fn simd_and_scalar_scans_agree() {
    let test = "simd_and_scalar_scans_agree";
    let scalar = Kernels::new(Simd::Scalar);
    for (_, k) in levels(test) {
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
                if trial == 0 && !runs(k, wide, test) {
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
                assert_eq!(a, b, "{} trial {trial} wide {wide}", k.name());
                if a > 0 {
                    assert_eq!(need_a, need_b, "{} trial {trial} wide {wide}", k.name());
                }
            }
        }
    }
}

/// The bit-set scans of every level (AVX-512, or the portable kernel under
/// AVX2 or NEON) agree with the scalar bit-set scan, for few and many
/// needed values, 8-bit and 16-bit values.
#[test]
fn simd_and_scalar_bit_scans_agree() {
    let scalar = Kernels::new(Simd::Scalar);
    for (_, k) in levels("simd_and_scalar_bit_scans_agree") {
        let mut rnd = xorshift(987654321u64);
        for trial in 0..2000 {
            let len = 100 + (rnd() % 1500) as usize;
            let g8: Vec<u8> = (0..len).map(|_| (rnd() % 100) as u8).collect();
            let g16: Vec<u16> = (0..len).map(|_| (rnd() % 500) as u16).collect();
            let m = len - 1 - (trial % 3);
            let hi = m / 2;
            let lo = 1 + (rnd() % 40) as usize;
            // Few values (the compare path) as often as many.
            let count = 1 + (rnd() % if trial % 2 == 0 { 10 } else { 90 }) as usize;
            for wide in [false, true] {
                let top = if wide { 512 } else { 128 };
                let mut need: Bits = [0; 8];
                for _ in 0..count {
                    set_bit(&mut need, (rnd() % top) as u32);
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
                assert_eq!(a, b, "{} trial {trial} wide {wide}", k.name());
                if a > 0 {
                    assert_eq!(na, nb, "{} trial {trial} wide {wide}", k.name());
                }
            }
        }
    }
}

/// The 8-bit pair-bit kernels of every level (the rare-part pairs of 64
/// split sums at once, and of one split sum over the rare positions below
/// 64) agree with the scalar pair bits; the scalar configuration has no
/// such kernel.
#[test]
fn simd_and_scalar_pair_bits_agree() {
    let scalar = Kernels::new(Simd::Scalar);
    assert!(!scalar.has_pair_block::<u8>());
    let mut marks = vec![0u8; 1 << 16];
    let marks: &mut [u8; 1 << 16] = marks.as_mut_slice().try_into().unwrap();
    for (_, k) in levels("simd_and_scalar_pair_bits_agree") {
        assert!(k.has_pair_block::<u8>());
        assert!(!k.has_pair_block::<u16>());
        let mut rnd = xorshift(4242u64);
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
                    "{} trial {trial} m {m}",
                    k.name()
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
                assert_eq!(v, (b[0], b[1]), "{} trial {trial} m {m}", k.name());
            }
        }
    }
}

/// `n` values of `game` with the given cap and threads.
fn solve(game: &OctalGame, n: usize, threads: usize, simd: Simd) -> Solver {
    let config = Config { threads, simd };
    let mut s = Solver::new(game.clone(), Method::Sparse).with_config(config);
    assert!(s.extend_to(n));
    s
}

/// With scalar loops only, the solver gives the values it gives with every
/// kernel level: 0.354 (values below 128: pair blocks, small pairs, 8-bit
/// scans; one thread and the helper's blocks), 0.6 and Grundy's game (the
/// helper's shares), 0.16, and 4.7 (16-bit values).
#[test]
fn scalar_and_vector_solvers_agree() {
    let cases = [
        ("0.354", 100_000, 1),
        ("0.354", 100_000, 2),
        ("0.6", 30_000, 2),
        ("0.6", 30_000, 1),
        ("grundy", 40_000, 2),
        ("0.16", 100_000, 1),
        ("4.7", 3_000, 1),
    ];
    let levels = levels("scalar_and_vector_solvers_agree");
    for (code, n, threads) in cases {
        let game: OctalGame = code.parse().unwrap();
        let scalar = solve(&game, n, threads, Simd::Scalar);
        assert_eq!(scalar.kernels, Kernels::SCALAR);
        for &(simd, k) in &levels {
            let vector = solve(&game, n, threads, simd);
            assert_eq!(vector.kernels, k);
            assert_eq!(
                scalar.values(n),
                vector.values(n),
                "{code}, {threads} thread(s), {}",
                k.name()
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Random octal codes (up to four digits after the point, some with a
    /// splitting digit before it): every kernel level gives the scalar
    /// values, with one thread and two.
    #[test]
    fn random_codes_agree_on_every_level(
        digits in proptest::collection::vec(0u8..8, 1..5),
        split in prop::bool::weighted(0.2),
        threads in 1usize..3,
        n in 500usize..6000,
    ) {
        let code = format!(
            "{}.{}",
            if split { "4" } else { "0" },
            digits.iter().map(|d| char::from(b'0' + d)).collect::<String>()
        );
        let game: OctalGame = code.parse().unwrap();
        let scalar = solve(&game, n, threads, Simd::Scalar);
        for (_, k) in levels("random_codes_agree_on_every_level") {
            let simd = [Simd::Avx512, Simd::Avx2, Simd::Neon]
                .into_iter()
                .find(|&s| Kernels::new(s) == k)
                .unwrap();
            let vector = solve(&game, n, threads, simd);
            prop_assert_eq!(scalar.values(n), vector.values(n), "{} {}", code, k.name());
        }
    }
}
