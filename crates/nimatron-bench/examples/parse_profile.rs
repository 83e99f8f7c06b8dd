//! Profiling aid: time spent lexing, parsing and evaluating the 10k benchmark games.
//! `cargo run --release -p nimatron-bench --example parse_profile [eval]`
//! With `eval`, only the benchmark's own loop (a fresh session, parse and evaluate
//! every game) runs, 20 times: the shape to record under `perf`.
use nimatron::lang::{lex, parse_statement, Session};
use std::time::Instant;
fn main() {
    let inputs = nimatron_bench::random_games(10_000, 4, 2026);
    if std::env::args().nth(1).as_deref() == Some("eval") {
        let t = Instant::now();
        for _ in 0..20 {
            let mut sess = Session::new();
            for s in &inputs {
                std::hint::black_box(sess.eval_line(s).unwrap());
            }
        }
        println!("parse+eval {:?} per pass", t.elapsed() / 20);
        return;
    }
    for _ in 0..3 {
        let t = Instant::now();
        for s in &inputs {
            std::hint::black_box(lex(s).unwrap());
        }
        let l = t.elapsed();
        let t = Instant::now();
        for s in &inputs {
            std::hint::black_box(parse_statement(s).unwrap());
        }
        let p = t.elapsed();
        let t = Instant::now();
        let mut sess = Session::new();
        for s in &inputs {
            std::hint::black_box(sess.eval_line(s).unwrap());
        }
        let e = t.elapsed();
        println!("lex {:?} parse {:?} parse+eval {:?}", l, p, e);
    }
}
