//! The cost of the memory account: the same language workload (canonical
//! forms in the game store, lists, strings, memoised calls) timed under the
//! counting allocator (`--features counted`, as the `nimatron` command runs)
//! or the system's, inside one account either way.
//!
//!     cargo run -p nimatron-bench --example alloc_cost [--features counted]
//!
//! prints the seconds the workload took.

use nimatron::lang::Session;
use nimatron::limits::Limits;
use std::time::Instant;

#[cfg(feature = "counted")]
#[global_allocator]
static ALLOCATOR: nimatron::limits::account::Counted<std::alloc::System> =
    nimatron::limits::account::Counted(std::alloc::System);

const WORKLOAD: &[&str] = &[
    "domineering(grid(4, 5))",
    "cram(grid(4, 5))",
    "len([k * k for k in 0..300000])",
    "f(n) := if n == 0 then \"ab\" else f(n - 1) + \"ab\"",
    "len(f(3000))",
    "g(n) := if n < 2 then n else g(n - 1) + g(n - 2)",
    "g(2000)",
];

fn main() {
    let mut s = Session::with_limits(Limits::standard().with_memory(8 << 30));
    let _account = s.store.limits().enter();
    let t = Instant::now();
    for line in WORKLOAD {
        if let Err(e) = s.eval_line(line) {
            eprintln!("{line}: {}", e.message);
            std::process::exit(1);
        }
    }
    println!("{:.3}", t.elapsed().as_secs_f64());
}
