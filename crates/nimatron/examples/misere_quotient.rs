//! Misère quotients of a take-and-break game heap by heap, with the time and
//! memory of each heap: `cargo run --release -p nimatron --example
//! misere_quotient -- 0.07 40`.

use nimatron::impartial::misere_quotient::{QuotientConfig, QuotientSolver};
use nimatron::limits::Limits;

fn main() {
    let mut args = std::env::args().skip(1);
    let game = args.next().unwrap_or_else(|| "0.07".to_string());
    let to: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(30);
    let game = game.parse().expect("a game code");
    let mut s = QuotientSolver::new(game, &Limits::none(), QuotientConfig::default());
    let start = std::time::Instant::now();
    let r = s.run_to(to, false, |r| {
        println!(
            "heap {:>4}  {:?}  |Q| = {:>6}  |P| = {:>5}  {:>9.3} s  {:>8.1} MB  (total {:.1} s)",
            r.heap,
            r.step,
            r.order,
            r.p_size,
            r.time.as_secs_f64(),
            r.bytes as f64 / 1e6,
            start.elapsed().as_secs_f64()
        );
    });
    if let Err(e) = r {
        println!("stopped: {e}");
    }
    let q = s.quotient().expect("quotient");
    println!(
        "order {}  P = {:?}",
        q.order(),
        q.p_portion().iter().map(|&x| q.name(x)).collect::<Vec<_>>()
    );
    if q.order() <= 100 {
        println!("{}", q.presentation());
    }
    let heaps: Vec<String> = q.heaps().iter().map(|&x| q.name(x as usize)).collect();
    println!("heaps: {}", heaps.join(" "));
    println!("period: {:?}", q.period());
}
