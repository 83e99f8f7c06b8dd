//! Shared inputs for the benchmarks: seeded random games written in the plain
//! notation that both nimatron and the `cgt` crate read (`{a,b|c}`, integers,
//! `1/2`, `*`, `*2`, `^`, `v`).

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const LEAVES: &[&str] = &[
    "0", "1", "-1", "2", "-2", "1/2", "-1/2", "*", "*2", "^", "v",
];

fn game(rng: &mut ChaCha8Rng, depth: u32, out: &mut String) {
    if depth == 0 || rng.gen_bool(0.3) {
        out.push_str(LEAVES[rng.gen_range(0..LEAVES.len())]);
        return;
    }
    out.push('{');
    for side in 0..2 {
        if side == 1 {
            out.push('|');
        }
        let n = rng.gen_range(0..=3);
        for i in 0..n {
            if i > 0 {
                out.push(',');
            }
            game(rng, depth - 1, out);
        }
    }
    out.push('}');
}

/// `n` random games of depth at most `depth`, from a fixed seed.
pub fn random_games(n: usize, depth: u32, seed: u64) -> Vec<String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..n)
        .map(|_| {
            let mut s = String::new();
            game(&mut rng, depth, &mut s);
            s
        })
        .collect()
}
