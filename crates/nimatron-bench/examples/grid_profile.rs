//! One grid position valued many times from scratch, for a profiler:
//! `cargo run --release -p nimatron-bench --example grid_profile -- konane 'xoxo|o.ox|xoxo|ox.x' 20`
use nimatron::limits::Limits;
use nimatron::rulesets::catalogue::Ruleset;
use nimatron::short::GameStore;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (ruleset, position) = (&args[0], &args[1]);
    let times: usize = args.get(2).map_or(1, |n| n.parse().expect("a count"));
    let pos = Ruleset::from_name(ruleset)
        .unwrap()
        .parse(position)
        .unwrap();
    let t = Instant::now();
    let mut shown = String::new();
    for _ in 0..times {
        let mut s = GameStore::new();
        let v = pos.value(&mut s, &Limits::none()).unwrap();
        shown = s.display(v);
    }
    println!(
        "{shown}\n{:.3} ms each",
        t.elapsed().as_secs_f64() * 1e3 / times as f64
    );
}
