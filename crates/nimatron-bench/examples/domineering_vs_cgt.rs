//! Partizan work too long for criterion's repetitions: nimatron and the cgt crate on
//! the same inputs, one run each, answers checked against each other. Arguments are
//! boards `WxH` (empty Domineering rectangles), `sum4x6` (the 4x6 value plus its
//! negative, from scratch), `heatN` (heating *N by 1), or `temps4x5` (the temperature of every
//! position reachable on the 4x5 board).
//! `cargo run --release -p nimatron-bench --example domineering_vs_cgt -- 4x5 5x5 4x6 sum4x6 heat12`
use cgt::grid::small_bit_grid::SmallBitGrid;
use cgt::short::partizan::games::domineering::Domineering as CgtDomineering;
use cgt::short::partizan::partizan_game::PartizanGame;
use cgt::short::partizan::transposition_table::ParallelTranspositionTable;
use nimatron::rulesets::{Domineering, PartizanSolver};
use nimatron::short::GameStore;
use std::time::Instant;

fn main() {
    let boards: Vec<String> = std::env::args().skip(1).collect();
    let boards = if boards.is_empty() {
        vec!["4x5".to_string(), "5x5".to_string()]
    } else {
        boards
    };
    println!("| board (w x h) | nimatron | cgt 0.11 | ratio |");
    println!("| --- | --- | --- | --- |");
    for b in boards {
        if b == "sum4x6" {
            sum_with_negative();
            continue;
        }
        if b == "temps4x5" {
            temperatures_4x5();
            continue;
        }
        if let Some(n) = b.strip_prefix("heat") {
            heat_star(n.parse().expect("heatN"));
            continue;
        }
        let (w, h) = b.split_once('x').expect("WxH");
        let (w, h): (usize, usize) = (w.parse().expect("width"), h.parse().expect("height"));
        let t = Instant::now();
        let mut s = GameStore::new();
        let ours = PartizanSolver::new()
            .canonical_form(&mut s, &Domineering::rectangle(w, h).expect("size"));
        let t_ours = t.elapsed();
        let t = Instant::now();
        let tt = ParallelTranspositionTable::new();
        let theirs = CgtDomineering::new(SmallBitGrid::empty(w as u8, h as u8).expect("size"))
            .canonical_form(&tt);
        let t_theirs = t.elapsed();
        // Same value: their printed form read by our parser equals ours.
        let mut sess = nimatron::lang::Session::new();
        let back = sess
            .eval_line(&theirs.to_string())
            .expect("cgt output parses");
        let ours_text = s.display(ours);
        let mut check = nimatron::lang::Session::new();
        let ours_back = check.eval_line(&ours_text).expect("our output parses");
        assert_eq!(
            back.map(|v| sess.format(&v)),
            ours_back.map(|v| check.format(&v)),
            "values differ on {b}"
        );
        println!(
            "| {w}x{h} | {:.3} s | {:.3} s | {:.1}x |",
            t_ours.as_secs_f64(),
            t_theirs.as_secs_f64(),
            t_theirs.as_secs_f64() / t_ours.as_secs_f64()
        );
    }
}

fn report(what: &str, ours: std::time::Duration, theirs: std::time::Duration) {
    println!(
        "| {what} | {:.3} s | {:.3} s | {:.1}x |",
        ours.as_secs_f64(),
        theirs.as_secs_f64(),
        theirs.as_secs_f64() / ours.as_secs_f64()
    );
}

/// The 4x6 value (computed first, untimed) added to its negative.
fn sum_with_negative() {
    let mut s = GameStore::new();
    let g = PartizanSolver::new().canonical_form(&mut s, &Domineering::rectangle(4, 6).unwrap());
    let text = s.display(g);
    let tt = ParallelTranspositionTable::new();
    let theirs = CgtDomineering::new(SmallBitGrid::empty(4, 6).unwrap()).canonical_form(&tt);
    // Time the arithmetic alone, each engine in a fresh state holding only G.
    let mut fresh = nimatron::lang::Session::new();
    let Some(nimatron::lang::Value::Game(g2)) = fresh.eval_line(&text).unwrap() else {
        unreachable!()
    };
    fresh.store.clear_caches();
    let t = Instant::now();
    let n = fresh.store.neg(g2);
    let z = fresh.store.add(g2, n);
    let t_ours = t.elapsed();
    assert_eq!(z, fresh.store.zero());
    let t = Instant::now();
    let zt = theirs.clone() + (-theirs);
    let t_theirs = t.elapsed();
    assert_eq!(zt.to_string(), "0");
    report("4x6 + (-4x6)", t_ours, t_theirs);
}

/// Heating *n by 1.
fn heat_star(n: u32) {
    let mut s = GameStore::new();
    let star = s.nimber(n);
    let one = s.integer(1);
    let t = Instant::now();
    let ours = s.heat(star, one);
    let t_ours = t.elapsed();
    let t = Instant::now();
    let theirs = cgt::short::partizan::canonical_form::CanonicalForm::new_nimber(
        cgt::numeric::dyadic_rational_number::DyadicRationalNumber::from(0),
        cgt::numeric::nimber::Nimber::new(n),
    )
    .heat(&cgt::short::partizan::canonical_form::CanonicalForm::new_integer(1));
    let t_theirs = t.elapsed();
    let mut sess = nimatron::lang::Session::new();
    let back = sess
        .eval_line(&theirs.to_string())
        .expect("cgt output parses");
    let mine = sess.eval_line(&s.display(ours)).expect("ours parses");
    assert_eq!(back, mine, "heat *{n} by 1 differs");
    report(&format!("heat *{n} by 1"), t_ours, t_theirs);
}

/// Every position reachable from the empty 4x5 board (either player moving), and
/// the temperature of each, by both engines.
fn temperatures_4x5() {
    use nimatron::rulesets::PartizanPosition;
    let start = Domineering::rectangle(4, 5).unwrap();
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![start.clone()];
    seen.insert(start.to_string());
    let mut all = vec![start];
    while let Some(p) = stack.pop() {
        for o in p.left_options().into_iter().chain(p.right_options()) {
            if seen.insert(o.to_string()) {
                stack.push(o.clone());
                all.push(o);
            }
        }
    }
    let t = Instant::now();
    let mut s = GameStore::new();
    let mut solver = PartizanSolver::new();
    let ours: Vec<String> = all
        .iter()
        .map(|p| {
            let g = solver.canonical_form(&mut s, p);
            s.temperature(g).to_string()
        })
        .collect();
    let t_ours = t.elapsed();
    let t = Instant::now();
    let tt = ParallelTranspositionTable::new();
    let theirs: Vec<String> = all
        .iter()
        .map(|p| {
            let d: CgtDomineering = p.to_string().parse().expect("cgt reads the board");
            d.canonical_form(&tt).temperature().to_string()
        })
        .collect();
    let t_theirs = t.elapsed();
    assert_eq!(ours, theirs, "temperatures differ");
    report(
        &format!("temperatures of all {} positions of 4x5", all.len()),
        t_ours,
        t_theirs,
    );
}
