//! The published periods and preperiods of solved octal games
//! (tests/data/octal_solved.tsv: Winning Ways, Flammenkamp's tables as
//! re-verified by Czajka, OEIS), each proved by the Guy–Smith theorem.
//! Games whose proof needs more than a few million heaps run with
//! `cargo test --release -p nimatron --test octal_solved -- --ignored`.

mod common;

use common::data_rows;
use nimatron::impartial::octal::{Method, OctalGame, Periodicity, Solver, StopReason};
use std::sync::atomic::AtomicBool;

/// Proofs needing fewer heaps than this (about 2·n0 + 2·p) run by default.
const QUICK_HEAPS: usize = 2_000_000;

struct Solved {
    code: String,
    preperiod: usize,
    period: usize,
    source: String,
}

fn table() -> Vec<Solved> {
    let text = include_str!("data/octal_solved.tsv");
    let rows: Vec<Solved> = data_rows(text)
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            assert_eq!(f.len(), 4, "bad row {l:?}");
            Solved {
                code: f[0].to_string(),
                preperiod: f[1].parse().expect("preperiod"),
                period: f[2].parse().expect("period"),
                source: f[3].to_string(),
            }
        })
        .collect();
    assert!(rows.len() >= 20);
    rows
}

fn proof_heaps(s: &Solved) -> usize {
    2 * s.preperiod + 2 * s.period
}

fn prove(s: &Solved) {
    let game: OctalGame = s.code.parse().expect("code");
    let mut solver = Solver::new(game, Method::Sparse);
    let report = solver.run(1 << 26, &AtomicBool::new(false), &mut |_| {});
    assert_eq!(report.stop, StopReason::Proved, "{} ({})", s.code, s.source);
    assert_eq!(
        report.periodicity,
        Some(Periodicity {
            preperiod: s.preperiod,
            period: s.period
        }),
        "{} ({})",
        s.code,
        s.source
    );
}

#[test]
fn published_solved_games() {
    let rows = table();
    let quick: Vec<&Solved> = rows
        .iter()
        .filter(|s| proof_heaps(s) < QUICK_HEAPS)
        .collect();
    assert!(quick.len() >= 20);
    for s in quick {
        prove(s);
    }
}

/// 0.376 (4.5 million heaps) and 0.354 (20 million heaps).
#[test]
#[ignore = "seconds in release mode; run with --ignored"]
fn published_solved_games_large() {
    let rows = table();
    let large: Vec<&Solved> = rows
        .iter()
        .filter(|s| proof_heaps(s) >= QUICK_HEAPS)
        .collect();
    let codes: Vec<&str> = large.iter().map(|s| s.code.as_str()).collect();
    assert_eq!(codes, ["0.376", "0.354"]);
    for s in large {
        prove(s);
    }
}
