//! Numbers and files from outside, end to end (issue 34): each reproducer of
//! the issue gives its value or a clear error with exit status 2 or 3, never a
//! panic, a wrapped number or an unbounded read; each runs under an
//! address-space limit, so a blow-up fails the test instead of the machine.

mod common;

use std::path::{Path, PathBuf};
use std::process::Stdio;

/// Address space allowed to the child: the 512 MB worker stack and the
/// allocator's arenas fit; reading `/dev/zero` to the end or listing 10^8
/// options (3.7 GB) does not.
const MAX_ADDRESS_SPACE: u64 = 2 << 30;

/// `nimatron ARGS` under [`MAX_ADDRESS_SPACE`]: stdout, stderr, exit status
/// (-1 for a signal).
fn bounded(args: &[&str]) -> (String, String, i32) {
    let mut cmd = common::capped_command(MAX_ADDRESS_SPACE);
    cmd.args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let out = cmd.output().expect("run nimatron");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

fn no_panic(what: &str, err: &str) {
    assert!(
        !err.contains("panicked")
            && !err.contains("overflow")
            && !err.contains("memory allocation"),
        "{what}: {err}"
    );
}

/// A fresh empty directory for a test.
fn tempdir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("nimatron-outside-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn huge_time_limits_are_no_limit_and_bad_ones_are_refused() {
    // Issue 34: `--time-limit 1e300` panicked in eval, solve, misere, mcgs and
    // domineering-table --board-time, `1e19` in eval.
    for t in ["1e300", "1e19", "inf"] {
        let (out, err, code) = bounded(&["eval", "--time-limit", t, "*3+*5"]);
        no_panic(t, &err);
        assert_eq!((out.trim(), code), ("*6", 0), "{t}: {err}");
        let (out, err, code) = bounded(&["solve", "--time-limit", t, "*3+*5"]);
        no_panic(t, &err);
        assert_eq!(code, 0, "solve {t}: {out}{err}");
        let (out, err, code) = bounded(&["misere", "kayles", "--time-limit", t, "--to", "4"]);
        no_panic(t, &err);
        assert_eq!(code, 0, "misere {t}: {out}{err}");
    }
    let dir = tempdir("tl");
    let table = dir.join("t.tsv");
    let (out, err, code) = bounded(&[
        "domineering-table",
        "--to",
        "2x2",
        "--board-time",
        "1e300",
        "--out",
        s(&table),
    ]);
    no_panic("domineering-table", &err);
    assert_eq!(code, 0, "{out}{err}");
    for t in ["-1", "NaN", "ten"] {
        for cmd in ["eval", "solve", "misere", "mcgs"] {
            // `--time-limit=-1`: clap reads a separate `-1` as a flag.
            let flag = format!("--time-limit={t}");
            let args: Vec<&str> = match cmd {
                "misere" => vec![cmd, "kayles", &flag],
                "mcgs" => vec![cmd, &flag, "x.test"],
                _ => vec![cmd, &flag, "*3"],
            };
            let (_, err, code) = bounded(&args);
            no_panic(t, &err);
            assert_eq!(code, 2, "{cmd} {t}: {err}");
            assert!(err.contains("--time-limit"), "{cmd} {t}: {err}");
        }
    }
    // The server's limit is a whole number of seconds, at most 10^9.
    let (_, err, code) = bounded(&["serve", "--time-limit", "9223372036854775807"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("1000000000"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn memory_sizes_never_wrap() {
    // Issue 34: `mcgs --memory 17592186044416` (MB) wrapped to 0 bytes.
    let (_, err, code) = bounded(&["mcgs", "--memory", "17592186044416", "x.test"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("too large"), "{err}");
    for size in ["18446744073709551616", "17592186044416G", "0"] {
        let (_, err, code) = bounded(&["eval", "--max-memory", size, "*3"]);
        assert_eq!(code, 2, "{size}: {err}");
        assert!(err.contains("--max-memory"), "{size}: {err}");
    }
}

#[test]
fn input_files_are_bounded() {
    // Issue 34: `run`, `eval --file`, `mcgs`, `play --strategy` and `solve
    // --db` given /dev/zero read until memory ran out.
    let zero = "/dev/zero";
    for args in [
        vec!["run", zero],
        vec!["eval", "--file", zero],
        vec!["mcgs", zero],
    ] {
        let (out, err, code) = bounded(&args);
        no_panic(zero, &err);
        assert_eq!(code, 2, "{args:?}: {out}{err}");
        assert!(err.contains("longer than the limit of"), "{args:?}: {err}");
    }
    let dir = tempdir("files");
    let (_, err, code) = bounded(&["run", s(&dir)]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("not a file"), "{err}");
    // A script with a byte-order mark runs.
    let script = dir.join("bom.nim");
    std::fs::write(&script, "\u{feff}*3+*5\n").unwrap();
    let (out, err, code) = bounded(&["run", s(&script)]);
    assert_eq!((out.trim(), code), ("*6", 0), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_script_error_is_placed_on_its_line() {
    // Issue 34: the error of a statement of several lines pointed at its first.
    let dir = tempdir("lines");
    let script = dir.join("t.nim");
    std::fs::write(&script, "# table\nx := [1,\n      2,\n  {1|]\n").unwrap();
    let (_, err, code) = bounded(&["run", s(&script)]);
    assert_eq!(code, 2, "{err}");
    // `  {1|]`: the `]` is the sixth character of line 4.
    assert!(err.contains("t.nim:4:6:"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn mcgs_reads_i64_min_and_searches_a_linked_directory_once() {
    let dir = tempdir("mcgs");
    // Issue 34: `[up_star] (-9223372036854775808)` read as 0 (`abs`
    // overflowed past the bound check) and a test asserting the wrong
    // outcome passed; `[impartial up_star]` looped 2^63 times.
    for section in ["up_star", "impartial up_star"] {
        let f = dir.join("min.test");
        let case = format!("[{section}] (-9223372036854775808) {{B loss, W loss}}\n");
        std::fs::write(&f, case).unwrap();
        let (out, err, code) = bounded(&["mcgs", "--json", "--time-limit", "5", s(&f)]);
        no_panic(section, &err);
        assert_ne!(code, 0, "{section}: {out}{err}");
        let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
        assert_eq!(v["passed"].as_u64(), Some(0), "{section}: {out}");
        assert!(out.contains("too large"), "{section}: {out}");
        std::fs::remove_file(&f).unwrap();
    }
    // A byte-order mark at the start is skipped.
    let f = dir.join("bom.test");
    std::fs::write(&f, "\u{feff}[nimber] 3 {B win, W win}\n").unwrap();
    let (out, err, code) = bounded(&["mcgs", "--json", s(&f)]);
    assert_eq!(code, 0, "{out}{err}");
    let one: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert!(one["passed"].as_u64() > Some(0), "{out}");
    assert_eq!(one["unsupported"].as_u64(), Some(0), "{out}");
    // `ln -s . loop` counted one test 41 times.
    std::os::unix::fs::symlink(".", dir.join("loop")).unwrap();
    std::os::unix::fs::symlink(".", dir.join("loop2")).unwrap();
    let (out, err, code) = bounded(&["mcgs", "--json", s(&dir)]);
    assert_eq!(code, 0, "{out}{err}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["passed"], one["passed"], "{out}");
    assert!(err.contains("already searched"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn misere_play_of_a_huge_heap_goes_by_the_period() {
    // Issue 34: listed every option of the heap and aborted at 3.7 GB.
    let (out, err, code) = bounded(&["misere", "kayles", "--play", "100000000", "--json"]);
    no_panic("misere --play", &err);
    assert_eq!(code, 0, "{out}{err}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["outcome"], "N", "{out}");
    let moves = v["winning_moves"].as_array().unwrap();
    assert!(!moves.is_empty() && moves.len() < 100, "{out}");
    let (out2, _, code2) = bounded(&["misere", "kayles", "--play", "100000000"]);
    assert_eq!(code2, 0);
    assert!(out2.contains("more alike"), "{out2}");
}

#[test]
fn language_errors_of_issue_34() {
    for (expr, needle) in [
        (
            "grid(2^70, 1)",
            "too large: 1180591620717411303424 is past the bound of 2^63 - 1",
        ),
        (
            "\"abc\"[2^64]",
            "too large: 18446744073709551616 is past the bound of 2^63 - 1",
        ),
        ("g(x, x) := x", "the parameter `x` is named twice"),
        ("f(true) := 1", "`true` is a constant"),
        ("clobber(\"xo\", rules=\"diagonal,knight\")", "contradict"),
    ] {
        let (out, err, code) = bounded(&["eval", expr]);
        no_panic(expr, &err);
        assert_eq!(code, 2, "{expr}: {out}{err}");
        assert!(err.contains(needle), "{expr}: {err}");
    }
    // A call with a repeated argument is still a call.
    let (out, err, code) = bounded(&["eval", "f(x, y) := x + y", "f(*2, *2)", "(true)"]);
    assert_eq!(
        (out.trim(), code),
        ("<function f(x, y)>\n0\ntrue", 0),
        "{err}"
    );
    // A loopy ruleset: issue 34 asked that it be named as loopy, not
    // "nesting deeper than the limit"; issue 33 gives its loopy value. A
    // position whose only move, for both players, is to itself is
    // `dud` = a{a|a}, a draw (Winning Ways ch. 11; Siegel, CGT, VI.1).
    let (out, err, code) = bounded(&[
        "eval",
        "--json",
        "C := ruleset(\"cyc\", moves = n -> [n])",
        "C(0)",
        "outcome(C(0))",
    ]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("{\"result\": \"dud\"}"), "{out}");
    assert!(out.contains("{\"result\": \"D\"}"), "{out}");
}
