//! Partizan rulesets and value arithmetic against the `cgt` crate (0.11), same
//! inputs, same run; every benchmark first checks that both give the same value.
//! Longer tasks (5x5 and up, 6x6) are timed once by
//! `cargo run --release -p nimatron-bench --example domineering_vs_cgt`.
//!
//! `cargo bench -p nimatron-bench --bench partizan`

use cgt::grid::small_bit_grid::SmallBitGrid;
use cgt::short::partizan::canonical_form::CanonicalForm;
use cgt::short::partizan::games::domineering::Domineering as CgtDomineering;
use cgt::short::partizan::partizan_game::PartizanGame;
use cgt::short::partizan::transposition_table::ParallelTranspositionTable;
use criterion::{criterion_group, criterion_main, Criterion};
use nimatron::lang::Session;
use nimatron::rulesets::{Domineering, PartizanSolver};
use nimatron::short::GameStore;
use std::hint::black_box;

fn same_value(ours: &str, theirs: &str) {
    let mut a = Session::new();
    let mut b = Session::new();
    let x = a.eval_line(ours).unwrap().map(|v| a.format(&v));
    let y = b.eval_line(theirs).unwrap().map(|v| b.format(&v));
    assert_eq!(x, y);
}

fn domineering(c: &mut Criterion) {
    for (w, h) in [(4usize, 4usize), (4, 5)] {
        let mut s = GameStore::new();
        let ours =
            PartizanSolver::new().canonical_form(&mut s, &Domineering::rectangle(w, h).unwrap());
        let tt = ParallelTranspositionTable::new();
        let theirs =
            CgtDomineering::new(SmallBitGrid::empty(w as u8, h as u8).unwrap()).canonical_form(&tt);
        same_value(&s.display(ours), &theirs.to_string());
        let mut g = c.benchmark_group(format!("domineering_{w}x{h}"));
        g.sample_size(10);
        g.bench_function("nimatron", |b| {
            b.iter(|| {
                let mut s = GameStore::new();
                black_box(
                    PartizanSolver::new()
                        .canonical_form(&mut s, &Domineering::rectangle(w, h).unwrap()),
                )
            })
        });
        g.bench_function("cgt", |b| {
            b.iter(|| {
                let tt = ParallelTranspositionTable::new();
                black_box(
                    CgtDomineering::new(SmallBitGrid::empty(w as u8, h as u8).unwrap())
                        .canonical_form(&tt),
                )
            })
        });
        g.finish();
    }
}

fn heating(c: &mut Criterion) {
    let n = 8u32;
    let mut s = GameStore::new();
    let (star, one) = (s.nimber(n), s.integer(1));
    let ours = s.heat(star, one);
    let cgt_star = CanonicalForm::new_nimber(
        cgt::numeric::dyadic_rational_number::DyadicRationalNumber::from(0),
        cgt::numeric::nimber::Nimber::new(n),
    );
    let cgt_one = CanonicalForm::new_integer(1);
    same_value(&s.display(ours), &cgt_star.heat(&cgt_one).to_string());
    let mut g = c.benchmark_group("heat_*8_by_1");
    g.sample_size(10);
    g.bench_function("nimatron", |b| {
        b.iter(|| {
            let mut s = GameStore::new();
            let (star, one) = (s.nimber(n), s.integer(1));
            black_box(s.heat(star, one))
        })
    });
    g.bench_function("cgt", |b| b.iter(|| black_box(cgt_star.heat(&cgt_one))));
    g.finish();
}

criterion_group!(benches, domineering, heating);
criterion_main!(benches);
