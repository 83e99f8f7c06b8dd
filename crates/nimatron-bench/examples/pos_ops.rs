//! Costs of a ruleset's position operations over every position reachable
//! from one (temporary measuring tool).
use nimatron::rulesets::{Amazons, Fission, Konane, PartizanPosition};
use rustc_hash::FxHashSet;
use std::hint::black_box;
use std::time::Instant;

fn run<P: PartizanPosition + std::fmt::Debug>(start: P, groups: Option<fn(&P) -> usize>) {
    let mut seen: FxHashSet<P> = FxHashSet::default();
    let mut stack = vec![start.clone()];
    seen.insert(start);
    while let Some(p) = stack.pop() {
        for o in p.left_options().into_iter().chain(p.right_options()) {
            if seen.insert(o.clone()) {
                stack.push(o);
            }
        }
    }
    let all: Vec<P> = seen.into_iter().collect();
    let n = all.len() as f64;
    let reps: usize = std::env::var("REPS").map_or(20, |r| r.parse().unwrap());
    let t = Instant::now();
    let mut c = 0usize;
    for _ in 0..reps {
        for p in &all {
            c += black_box(p.left_options()).len() + black_box(p.right_options()).len();
        }
    }
    let opt = t.elapsed().as_secs_f64() * 1e9 / n / reps as f64;
    let t = Instant::now();
    let mut comps = 0usize;
    for _ in 0..reps {
        for p in &all {
            comps += black_box(p.components()).len();
        }
    }
    let comp = t.elapsed().as_secs_f64() * 1e9 / n / reps as f64;
    let t = Instant::now();
    for _ in 0..reps {
        for p in &all {
            black_box(p.normalize());
        }
    }
    let norm = t.elapsed().as_secs_f64() * 1e9 / n / reps as f64;
    if let Some(f) = groups {
        let mut hist = [0usize; 12];
        for p in &all {
            hist[f(p).min(11)] += 1;
        }
        println!("groups of stones: {hist:?}");
    }
    let mut normset: FxHashSet<P> = FxHashSet::default();
    let mut multi = 0;
    for p in &all {
        let cs = p.components();
        if cs.len() > 1 {
            multi += 1;
        }
        for c in cs {
            normset.insert(c.normalize());
        }
    }
    println!(
        "positions {} (options {:.1} each, components {:.2} each, {} split), normalised components {}: options {opt:.0} ns, components {comp:.0} ns, normalize {norm:.0} ns",
        all.len(),
        c as f64 / n / reps as f64,
        comps as f64 / n / reps as f64,
        multi,
        normset.len()
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args[0].as_str() {
        "konane" => run(
            Konane::parse(&args[1]).unwrap(),
            Some(|p: &Konane| {
                let b = p.board();
                b.regions(b.black() | b.white(), &nimatron::rulesets::grid::ORTHOGONAL)
                    .len()
            }),
        ),
        "amazons" => run(Amazons::parse(&args[1]).unwrap(), None),
        "fission" => run(Fission::parse(&args[1]).unwrap(), None),
        _ => panic!("ruleset"),
    }
}
