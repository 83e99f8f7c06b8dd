//! One memory account for everything a computation allocates (issue 34,
//! part 1): strings, lists, the memos of user functions and rulesets, and
//! the game store all count against `--max-memory`. Each reproducer of the
//! issue runs under an address-space cap of twice its budget, so passing
//! the budget shows up as an abort (a failure here), not as the machine's
//! own limit; each must end with its value or exit 3 and the memory message.

mod common;

use std::process::Stdio;
use std::time::{Duration, Instant};

/// Runs `nimatron ARGS` with the address space capped at `cap` bytes;
/// returns stdout, stderr, the exit status (-1 for a signal) and the time.
fn capped(args: &[&str], cap: u64) -> (String, String, i32, Duration) {
    let mut cmd = common::capped_command(cap);
    cmd.args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let start = Instant::now();
    let out = cmd.output().expect("run nimatron");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
        start.elapsed(),
    )
}

const MIB: u64 = 1 << 20;

/// `nimatron eval --max-memory BUDGET LINES...` under a cap of twice the
/// budget, expected to stop at the memory limit (exit 3).
fn stops_at_the_budget(budget_mib: u64, lines: &[&str]) -> String {
    let budget = format!("{budget_mib}M");
    let mut args = vec!["eval", "--max-memory", &budget, "--time-limit", "60"];
    args.extend_from_slice(lines);
    let (out, err, code, took) = capped(&args, 2 * budget_mib * MIB);
    assert_eq!(
        code, 3,
        "{lines:?} under {budget}: exit {code}, stdout {out:?}, stderr {err:?}"
    );
    assert!(
        err.contains("memory limit"),
        "{lines:?}: the message names the memory limit: {err}"
    );
    assert!(!err.contains("panicked") && !err.contains("memory allocation of"));
    assert!(took < Duration::from_secs(61), "{lines:?} took {took:?}");
    out
}

#[test]
fn doubling_strings_stop_at_the_budget() {
    // Issue 34: aborted ("memory allocation of 1073741824 bytes failed").
    stops_at_the_budget(
        1024,
        &[
            "f(n) := if n == 0 then \"ab\" else f(n - 1) + f(n - 1)",
            "len(f(40))",
        ],
    );
}

#[test]
fn lists_of_ranges_stop_at_the_budget() {
    stops_at_the_budget(1024, &["len([0..99999 for k in 0..100000])"]);
}

#[test]
fn memos_of_growing_lists_stop_at_the_budget() {
    // The memo of `f` holds lists of 1, 2, ..., n values: quadratic.
    stops_at_the_budget(
        1024,
        &[
            "f(n) := if n == 0 then [0] else f(n - 1) + [n]",
            "len(f(19000))",
        ],
    );
}

#[test]
fn a_user_ruleset_with_long_option_lists_stays_within_its_budget() {
    // Issue 34's "natural program": `*20000` or a memory error at the
    // budget, never an abort (it reached 3.3 GB under `--max-memory 1G`).
    let (out, err, code, _) = capped(
        &[
            "eval",
            "--max-memory",
            "1G",
            "--time-limit",
            "60",
            "N := ruleset(\"nim\", moves = n -> 0..(n - 1))",
            "N(20000)",
        ],
        2048 * MIB,
    );
    match code {
        0 => assert!(out.contains("*20000"), "{out}"),
        3 => assert!(err.contains("memory limit"), "{err}"),
        _ => panic!("exit {code}: {out} {err}"),
    }
}

#[test]
fn values_within_the_budget_are_answered() {
    // The account is not a blanket refusal: the same programs on small
    // inputs give their values (lengths 2^20, 101 and 2001; ranges include
    // both ends).
    let (out, err, code, _) = capped(
        &[
            "eval",
            "--max-memory",
            "256M",
            "f(n) := if n == 0 then \"ab\" else f(n - 1) + f(n - 1)",
            "len(f(19))",
            "len([0..99 for k in 0..100])",
            "g(n) := if n == 0 then [0] else g(n - 1) + [n]",
            "len(g(2000))",
        ],
        1024 * MIB,
    );
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[1], "1048576");
    assert_eq!(lines[2], "101");
    assert_eq!(lines[4], "2001");
}
