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
fn deep_input_is_parsed_evaluated_and_dropped_on_a_small_stack() {
    // 9,990 levels of each kind of nesting, in a thread with a 256 KB stack:
    // parsing, evaluation, cloning and dropping the tree grow the stack on the
    // heap (finding 11 raised the parser's limit from 200 to 20,000 levels).
    let n = 9990;
    let cases = [
        (format!("{}1{}", "(".repeat(n), ")".repeat(n)), "1"),
        (format!("{}0{}", "{0|".repeat(n), "}".repeat(n)), "^9989"),
        (format!("{}1", "-".repeat(n)), "1"),
        (format!("{}true", "not ".repeat(n)), "true"),
        (format!("{}1", "+-".repeat(n)), "0"),
        (
            format!("{}1{}", "if true then ".repeat(n), " else 2".repeat(n)),
            "1",
        ),
        (format!("len({}1{})", "[".repeat(n), "]".repeat(n)), "1"),
    ];
    std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(move || {
            let mut s = Session::new();
            for (src, want) in &cases {
                let got = s
                    .eval_to_string(src)
                    .unwrap_or_else(|e| panic!("{}", e.message));
                assert_eq!(got.as_deref(), Some(*want), "{}", &src[..40]);
            }
            // Past the parser's limit: an error at the place, not a crash.
            let deep = format!("{}1{}", "(".repeat(30_000), ")".repeat(30_000));
            let e = s.eval_line(&deep).unwrap_err();
            assert_eq!(e.kind, ErrorKind::Syntax);
            assert!(e.message.contains("nested too deeply"), "{}", e.message);
            // The shown line is a window around the error, not 60,000 characters.
            assert!(e.render(&deep).len() < 400);
        })
        .unwrap()
        .join()
        .unwrap();
}

#[test]
fn a_deep_game_prints_text_that_reads_back() {
    // Fuzz finding 11 (fuzz/findings.md): the ordinal sum below is a game
    // nested about 170 levels, printed as 7.6 KB that the parser's old limit
    // of 200 levels (two per brace) refused; ten times deeper reads back too.
    let mut s = Session::new();
    for src in ["*1+*0:1+3+*+*5:165:16", "*1+*0:1+3+*+*5:1650:16"] {
        let g = s.eval_game(src).unwrap();
        let text = s.eval_to_string(src).unwrap().unwrap();
        assert!(text.matches('{').count() > 150, "{src} is deep");
        assert_eq!(s.eval_game(&text).unwrap(), g, "{src} reads back");
    }
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
