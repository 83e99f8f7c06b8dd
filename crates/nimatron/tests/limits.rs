//! Limits as values in the library: every limit of a session stops a
//! computation with an error of kind `Limit` (or `Interrupted`), the store
//! stays usable afterwards, and no input overflows the stack of the thread it
//! runs on.

use nimatron::lang::{ErrorKind, Session};
use nimatron::limits::{Limits, Stop};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

const BIG_BOARD: &str = "domineering(\"......|......|......|......\")";

#[test]
fn deep_games_do_not_overflow_a_small_stack() {
    // Test threads have a 2 MB stack; these recurse 50,000 levels deep.
    let mut s = Session::new();
    assert_eq!(
        s.eval_to_string("^50000 + {2|1}").unwrap().as_deref(),
        Some("{2+^50000|1+^50000}")
    );
    assert_eq!(
        s.eval_to_string("(^50000 + {2|1}) - {2|1} == ^50000")
            .unwrap()
            .as_deref(),
        Some("true")
    );
    // Past the depth limit: an error, and the session goes on.
    let e = s.eval_line("^100000000 + {3|1}").unwrap_err();
    assert_eq!(e.kind, ErrorKind::Limit, "{}", e.message);
    assert!(e.message.contains("nesting deeper"), "{}", e.message);
    assert_eq!(s.eval_to_string("*3+*5").unwrap().as_deref(), Some("*6"));
}

#[test]
fn a_time_limit_stops_a_long_computation() {
    let mut s = Session::with_limits(Limits::standard().with_time(Duration::from_millis(20)));
    let e = s.eval_line(BIG_BOARD).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Limit);
    assert!(e.message.contains("time limit of 0.020 s"), "{}", e.message);
    // The limit is per computation: the next one gets its own 20 ms.
    assert_eq!(
        s.eval_to_string("{2|1}+*").unwrap().as_deref(),
        Some("{2*|1*}")
    );
}

#[test]
fn a_raised_flag_interrupts_and_is_lowered_again() {
    let flag = Arc::new(AtomicBool::new(true));
    let mut s = Session::with_limits(Limits::standard().with_interrupt(flag.clone()));
    let e = s.eval_line(BIG_BOARD).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Interrupted);
    assert!(!flag.load(std::sync::atomic::Ordering::SeqCst));
    assert_eq!(s.eval_to_string("*3+*5").unwrap().as_deref(), Some("*6"));
}

#[test]
fn the_memory_limit_stops_the_store() {
    let mut s = Session::with_limits(Limits::none().with_memory(256 << 10));
    let e = s.eval_line(BIG_BOARD).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Limit);
    assert!(
        e.message.contains("memory limit of 262.1 KB"),
        "{}",
        e.message
    );
    assert!(s.store.memory_bytes() < 1 << 20);
}

#[test]
fn the_output_limit_says_how_big_the_text_would_be() {
    let mut s = Session::with_limits(Limits::standard().with_output(1000));
    let e = s.eval_to_string("heat(*16, 1)").unwrap_err();
    assert_eq!(e.kind, ErrorKind::Limit);
    // The size comes from the layout, before any text is made.
    let g = s.eval_game("heat(*16, 1)").unwrap();
    let len = s.store.display_len(g);
    assert!(e.message.contains("too big to print"), "{}", e.message);
    assert!(len > 20_000_000, "{len}");
    assert_eq!(
        s.format(&nimatron::lang::Value::Game(g)),
        Err(Stop::Output {
            needed: len,
            limit: 1000
        })
    );
    // Lists count their items and separators.
    let e = s
        .eval_to_string(&format!("[{}]", vec!["{2|1}"; 200].join(",")))
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Limit);
    assert_eq!(
        s.eval_to_string(&format!("[{}]", vec!["{2|1}"; 100].join(",")))
            .unwrap()
            .map(|t| t.len()),
        Some(100 * 5 + 99 * 2 + 2)
    );
}

#[test]
fn printing_shares_the_followers_it_meets_twice() {
    // The printed text of a game can be exponentially longer than its DAG; its
    // length is found without making the text.
    let mut s = Session::new();
    let g = s.eval_game("heat(*12, 1)").unwrap();
    let len = s.store.display_len(g);
    let text = s.store.display(g);
    assert_eq!(text.len() as u64, len);
    assert_eq!(
        s.eval_game(&text).unwrap(),
        g,
        "print and parse are inverses"
    );
}

#[test]
fn a_long_range_obeys_the_interrupt_and_the_game_limit() {
    // fuzz/findings.md, 9: `44..7691356` (the `literal` target, CI's run of
    // 2026-11-25) built millions of integers without looking at the interrupt.
    let flag = Arc::new(AtomicBool::new(true));
    let mut s = Session::with_limits(Limits::standard().with_interrupt(flag));
    let e = s.eval_line("44..7691356").unwrap_err();
    assert_eq!(e.kind, ErrorKind::Interrupted, "{}", e.message);
    let mut s = Session::with_limits(Limits::none().with_games(1000));
    let e = s.eval_line("len(44..7691356)").unwrap_err();
    assert_eq!(e.kind, ErrorKind::Limit, "{}", e.message);
    let mut s = Session::with_limits(Limits::none().with_games(1000));
    assert_eq!(
        s.eval_to_string("len(1..500)").unwrap().as_deref(),
        Some("500")
    );
}
