//! The memory account under the counting allocator, as the `nimatron`
//! command and the Python module run it: every block a computation
//! allocates counts, and a session stops at its budget with `Stop::Memory`
//! (issue 34, part 1).

use nimatron::lang::{ErrorKind, Session};
use nimatron::limits::account::{self, Account, Counted};
use nimatron::limits::Limits;
use std::alloc::System;

#[global_allocator]
static ALLOCATOR: Counted<System> = Counted(System);

#[test]
fn blocks_are_counted_while_they_live() {
    let a = Account::new(usize::MAX);
    {
        let _s = a.enter();
        let before = a.used();
        let v: Vec<u8> = vec![7; 10 << 20];
        assert!(a.used() >= before + (10 << 20), "{} {}", a.used(), before);
        let mut w: Vec<u64> = Vec::with_capacity(1000);
        w.resize(1 << 20, 1);
        assert!(a.used() >= before + (18 << 20));
        drop(v);
        drop(w);
        assert!(a.used() < before + (1 << 20), "freed blocks are taken back");
    }
    assert!(account::counting());
    assert!(a.peak() >= 18 << 20);
}

#[test]
fn other_threads_are_not_charged() {
    let a = Account::new(1 << 20);
    let _s = a.enter();
    let big = std::thread::spawn(|| vec![1u8; 64 << 20].len())
        .join()
        .unwrap();
    assert_eq!(big, 64 << 20);
    assert!(a.used() < 1 << 20);
    assert_eq!(account::check(), Ok(()));
}

/// A session of `budget` bytes.
fn session(budget: usize) -> Session {
    Session::with_limits(Limits::standard().with_memory(budget))
}

fn memory_error(s: &mut Session, line: &str) {
    let e = s.eval_line(line).expect_err(line);
    assert_eq!(e.kind, ErrorKind::Limit, "{line}: {e:?}");
    assert!(e.message.contains("memory limit"), "{line}: {}", e.message);
}

#[test]
fn strings_lists_and_memos_stop_at_the_budget() {
    // Issue 34's reproducers, at a budget of 64 MiB.
    let mut s = session(64 << 20);
    s.eval_line("f(n) := if n == 0 then \"ab\" else f(n - 1) + f(n - 1)")
        .unwrap();
    memory_error(&mut s, "len(f(40))");
    memory_error(&mut s, "len([0..99999 for k in 0..100000])");
    s.eval_line("g(n) := if n == 0 then [0] else g(n - 1) + [n]")
        .unwrap();
    memory_error(&mut s, "len(g(19000))");
    s.eval_line("N := ruleset(\"nim\", moves = n -> 0..(n - 1))")
        .unwrap();
    memory_error(&mut s, "N(20000)");
    // After the stops the session still answers, within the budget.
    assert_eq!(
        s.eval_to_string("len(f(12))").unwrap().as_deref(),
        Some("8192")
    );
    assert_eq!(s.eval_to_string("N(100)").unwrap().as_deref(), Some("*100"));
}

#[test]
fn variables_count_until_they_are_replaced() {
    let mut s = session(64 << 20);
    let account = s.store.limits().account.clone().unwrap();
    // As the `nimatron` command runs a session: inside its account, so the
    // values a line gives back, dropped by the caller, are taken back too.
    let _scope = s.store.limits().enter();
    // Replacing a variable frees what it held: rebuilding `a` twenty
    // times holds one list (two while the new one is made), not twenty.
    // (The integers stay in the game store, as every game made does.)
    s.eval_line("a := 0..99999").unwrap();
    let one = account.used();
    assert!(one > 1 << 20, "a hundred thousand values take {one} bytes");
    for _ in 0..20 {
        s.eval_line("a := 0..99999").unwrap();
    }
    assert!(account.used() < one + one / 2, "{} {one}", account.used());
    // Variables held at once all count: some list of these does not fit.
    let mut stopped = false;
    for k in 0..100 {
        if s.eval_line(&format!("x{k} := 0..99999")).is_err() {
            stopped = true;
            break;
        }
    }
    assert!(stopped, "100 lists of 100,000 values fit in 64 MiB");
}
