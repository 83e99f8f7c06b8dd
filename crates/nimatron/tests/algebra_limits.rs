//! The new operations of issue 16 stop at the limits with a message, never
//! crash, overflow the stack or hold the machine: huge stop counts, long move
//! lists, products past the games limit, deep recursion, slow searches.

use nimatron::lang::{ErrorKind, Session};
use nimatron::limits::Limits;
use std::time::{Duration, Instant};

fn session() -> Session {
    Session::with_limits(
        Limits::standard()
            .with_games(200_000)
            .with_time(Duration::from_secs(2))
            .with_memory(512 << 20),
    )
}

#[test]
fn limits_stop_the_new_operations() {
    for src in [
        "stopcount(*4294967295)",
        "heapoptions(\"0.*\", 200)",
        "spawningoptions(\"1+\", 200)",
        "takeandbreak(\"0.*\", 100000)",
        "wythoff(1000000, 1000000)",
        "cutcake(1000000000000, 3)",
        "nimpow(omega^(omega^53) + omega^(omega^52) + omega^(omega^51) + 1, 4611686018427387903)",
        "pow(^, 1000000)",
        "followers(10000000)",
        "maundycake(1000000000000, 3)",
        "incentives(*100000)",
        "leftincentives(*1000000)",
        "nimpow(nimber(omega^(omega^20) + omega^7 + 1), 1000000)",
        "uptimal(^[5000])",
        "^[200000]",
        "1 + v<100000000>",
    ] {
        let mut s = session();
        let start = Instant::now();
        let e = s.eval_line(src).expect_err(src);
        assert!(
            matches!(e.kind, ErrorKind::Limit | ErrorKind::Value),
            "{src}: {:?} {}",
            e.kind,
            e.message
        );
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "{src} took {:?}",
            start.elapsed()
        );
    }
}

#[test]
fn deep_games_do_not_overflow_the_stack() {
    let mut s = Session::with_limits(Limits::standard().with_time(Duration::from_secs(20)));
    // ^[2000] nests 2000 levels; every operation below recurses through it.
    s.eval_line("g := powto(^, 2000)").unwrap();
    for src in [
        "uptimal(g)",
        "companion(g)",
        "stopcount(g)",
        "followercount(g)",
        "iseven(g)",
        "misereoutcome(g)",
        "atomicweight(g)",
        "ordinalsum(g, 1)",
        "thermograph(g)",
    ] {
        assert!(s.eval_line(src).is_ok(), "{src}");
    }
}
